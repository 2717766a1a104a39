import type { FastifyInstance } from 'fastify';
import { IdParams, Money, Nullable, Type, query, typed } from '../shared/schema';
import { PAGE_KEYS, readPathId, type StaffAccess } from '../staff/console';
import { consolePage } from '../staff/staff.schemas';
import type { PlayersStaffService } from './players.staff.service';

/** A player as the console lists and shows them: the row's columns, ids as numbers and times as ISO text. */
const PlayerRow = Type.Object(
  { id: Type.Integer(), username: Type.String(), created_at: Type.String(), last_login_at: Nullable(Type.String()) },
  { additionalProperties: true, description: 'the player\'s account columns (name, phone, e-mail, currency, status, …)' },
);
const PlayerDetail = Type.Object(
  {
    id: Type.Integer(),
    username: Type.String(),
    balance: Money,
    extra_phones: Type.Array(Type.Object({ phone: Type.String(), verified: Type.Boolean() })),
    deposits_total: Money,
    deposits_count: Type.Integer(),
    withdrawals_total: Money,
    withdrawals_count: Type.Integer(),
    bonus_total: Money,
  },
  { additionalProperties: true },
);
const LedgerRow = Type.Object({
  id: Type.Integer(),
  transaction_id: Type.Integer(),
  amount: Money,
  currency: Type.String(),
  reason: Type.String(),
  reference: Type.String(),
  reverses: Nullable(Type.Integer()),
  created_at: Type.String(),
});
const Ticket = Type.Object(
  { id: Type.Integer(), required: Money, remaining: Money, created_at: Type.String(), completed_at: Nullable(Type.String()) },
  { additionalProperties: true, description: 'a turnover ticket' },
);

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
