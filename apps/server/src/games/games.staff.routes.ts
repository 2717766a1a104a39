import type { FastifyInstance } from 'fastify';
import { AppError } from '../shared/errors';
import { Type, body, query, typed } from '../shared/route-schema';
import { PAGE_KEYS, readPathId, type StaffAccess } from '../staff/console';
import { consolePage } from '../staff/staff.schemas';
import { CatalogueRow, ConsoleRound, ConsoleRoundDetail, RoundRefund, RoundsSummary } from './games.staff.schemas';
import type { GamesStaffService } from './games.staff.service';

const KeyParams = Type.Object({ key: Type.String({ maxLength: 40 }) });
const Body = Type.Record(Type.String(), Type.Unknown(), { description: 'the resource\'s fields; unknown fields and bad values are refused per field' });
const Deleted = Type.Object({ deleted: Type.Boolean(), id: Type.Union([Type.Integer(), Type.String()]) });

/** A game type's code in a path (upper-cased); anything else is not found. */
function readTypeCode(raw: string): string {
  const code = raw.toUpperCase();
  if (!/^[A-Z]{2,12}$/.test(code)) throw AppError.notFound();
  return code;
}

/**
 * /api/backoffice/game-types|game-providers|games (catalogue: every role reads, admin writes) and
 * /api/backoffice/game-rounds (every role reads; admin and finance refund a round stuck open).
 */
export function registerGamesStaffRoutes(app: FastifyInstance, { can, staff }: StaffAccess, service: GamesStaffService): void {
  const r = typed(app);
  const P = '/api/backoffice';
  const read = (summary: string, extra: object = {}) => ({ ...can('games.read'), schema: { summary, ...extra, response: { 200: Type.Array(CatalogueRow) } } });
  const write = (summary: string, withKey: boolean, withBody = true) => ({
    ...can('games.manage'),
    schema: { summary, ...(withKey ? { params: KeyParams } : {}), ...(withBody ? { body: Body } : {}), response: { 200: withBody ? CatalogueRow : Deleted } },
  });

  // ---------------------------------------------------------------- catalogue
  r.get(`${P}/game-types`, read('game types with their game counts'), async () => service.types());
  r.post(`${P}/game-types`, write('add a game type', false), async (req) => service.create(staff(req), 'game-types', req.body));
  r.patch(`${P}/game-types/:key`, write('change a game type', true), async (req) =>
    service.update(staff(req), 'game-types', readTypeCode((req.params as { key: string }).key), req.body),
  );
  r.delete(`${P}/game-types/:key`, write('delete a game type', true, false), async (req) =>
    service.remove(staff(req), 'game-types', readTypeCode((req.params as { key: string }).key)),
  );

  r.get(`${P}/game-providers`, read('game providers with their game counts'), async () => service.providers());
  r.post(`${P}/game-providers`, write('add a game provider', false), async (req) => service.create(staff(req), 'game-providers', req.body));
  r.patch(`${P}/game-providers/:key`, write('change a game provider', true), async (req) =>
    service.update(staff(req), 'game-providers', readPathId((req.params as { key: string }).key), req.body),
  );
  r.delete(`${P}/game-providers/:key`, write('delete a game provider', true, false), async (req) =>
    service.remove(staff(req), 'game-providers', readPathId((req.params as { key: string }).key)),
  );

  r.get(
    `${P}/games`,
    { ...can('games.read'), schema: { summary: 'games', querystring: query(['provider_id', 'type', 'status', 'q', ...PAGE_KEYS]), response: { 200: consolePage(CatalogueRow) } } },
    async (req) => service.games(req.query),
  );
  r.post(`${P}/games`, write('add a game', false), async (req) => service.create(staff(req), 'games', req.body));
  r.patch(`${P}/games/:key`, write('change a game', true), async (req) =>
    service.update(staff(req), 'games', readPathId((req.params as { key: string }).key), req.body),
  );
  r.delete(`${P}/games/:key`, write('delete a game', true, false), async (req) =>
    service.remove(staff(req), 'games', readPathId((req.params as { key: string }).key)),
  );

  // ---------------------------------------------------------------- rounds
  r.get(
    `${P}/game-rounds`,
    {
      ...can('rounds.read'),
      schema: {
        summary: 'rounds of every provider',
        querystring: query(['player', 'platform', 'game_id', 'status', 'from', 'to', ...PAGE_KEYS]),
        response: { 200: consolePage(ConsoleRound) },
      },
    },
    async (req) => service.rounds(req.query),
  );
  r.get(
    `${P}/game-rounds/summary`,
    { ...can('rounds.read'), schema: { summary: 'stakes, payouts and GGR by game over Dhaka days', querystring: query(['from', 'to', 'platform']), response: { 200: RoundsSummary } } },
    async (req) => service.summary(req.query),
  );
  r.get(`${P}/game-rounds/:key`, { ...can('rounds.read'), schema: { summary: 'a round with its wallet transactions', params: KeyParams, response: { 200: ConsoleRoundDetail } } }, async (req) =>
    service.round(readPathId(req.params.key)),
  );
  r.post(
    `${P}/game-rounds/:key/refund`,
    {
      ...can('rounds.refund'),
      schema: { summary: 'refund a round stuck open', params: KeyParams, body: body({ reason: Type.String() }), response: { 200: RoundRefund } },
    },
    async (req) => service.refund(staff(req), readPathId(req.params.key), req.body),
  );
}
