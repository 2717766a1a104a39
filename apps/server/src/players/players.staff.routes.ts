import type { FastifyInstance } from 'fastify';
import { IdParams, Type, query, typed } from '../shared/route-schema';
import { PAGE_KEYS, readPathId, type StaffAccess } from '../staff/console';
import { consolePage } from '../staff/staff.schemas';
import { LedgerRow, PlayerDetail, PlayerRow, Ticket } from './players.staff.schemas';
import type { PlayersStaffService } from './players.staff.service';

/** The console's player pages: search, details with money totals, the ledger and the turnover tickets. */
export function registerPlayersStaffRoutes(app: FastifyInstance, d: { access: StaffAccess; service: PlayersStaffService }): void {
  const r = typed(app);
  const { can } = d.access;
  const P = '/api/backoffice';
  r.get(
    `${P}/players`,
    { ...can('players.read'), schema: { summary: 'find players', querystring: query(['q', ...PAGE_KEYS]), response: { 200: consolePage(PlayerRow) } } },
    async (req) => d.service.searchPlayers(req.query),
  );
  r.get(`${P}/players/:id`, { ...can('players.read'), schema: { summary: 'a player', params: IdParams, response: { 200: PlayerDetail } } }, async (req) =>
    d.service.player(readPathId(req.params.id)),
  );
  r.get(
    `${P}/players/:id/ledger`,
    {
      ...can('players.read'),
      schema: { summary: 'a player\'s wallet postings', params: IdParams, querystring: query(PAGE_KEYS), response: { 200: consolePage(LedgerRow) } },
    },
    async (req) => d.service.playerLedger(readPathId(req.params.id), req.query),
  );
  r.get(
    `${P}/players/:id/turnovers`,
    { ...can('players.read'), schema: { summary: 'a player\'s turnover tickets', params: IdParams, response: { 200: Type.Array(Ticket) } } },
    async (req) => d.service.playerTickets(readPathId(req.params.id)),
  );
}
