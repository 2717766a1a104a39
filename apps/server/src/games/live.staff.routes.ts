import type { FastifyInstance } from 'fastify';
import { Type, body, query, typed, wire, type Answer } from '../shared/route-schema';
import { PAGE_KEYS, readPathId, type StaffAccess } from '../staff/console';
import { LiveDealSchema } from './live.schemas';
import type { LiveStaffService } from './live.staff.service';

const KeyParams = Type.Object({ key: Type.String({ maxLength: 40 }) });
const Body = Type.Record(Type.String(), Type.Unknown(), { description: 'the table\'s fields; unknown fields and bad values are refused per field' });
const Money = Type.String({ pattern: '^-?[0-9]+\\.[0-9]{2}$' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

const Table = wire<Answer<LiveStaffService['tables']>[number]>()(
  Type.Object({
    id: Type.String(),
    game_code: Type.String(),
    name: Type.String(),
    name_bn: Type.String(),
    currency: Type.String(),
    status: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
    min_bet: Money,
    max_bet: Money,
    chips: Type.Array(Money),
    house_cap: Money,
    betting_ms: Type.Integer(),
    step_ms: Type.Integer(),
    sort_order: Type.Integer(),
    updated_at: Type.String(),
  }),
);
const Phase = Type.Union([Type.Literal('betting'), Type.Literal('dealing'), Type.Literal('settled'), Type.Literal('voided')]);
const RoundsPage = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.String(),
      phase: Phase,
      code: Nullable(Type.String()),
      players: Type.Integer(),
      stake: Money,
      payout: Money,
      ggr: Nullable(Money),
      seed_hash: Type.String(),
      seed: Nullable(Type.String()),
      created_at: Type.String(),
      settled_at: Nullable(Type.String()),
    }),
  ),
  page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
});
const Spots = Type.Record(Type.String(), Money);
const RoundDetail = Type.Object({
  id: Type.String(),
  table_id: Type.String(),
  phase: Phase,
  deal: Nullable(LiveDealSchema),
  seed_hash: Type.String(),
  seed: Nullable(Type.String()),
  chain_id: Type.String(),
  chain_index: Type.Integer(),
  totals: Spots,
  players: Type.Integer(),
  stake: Money,
  payout: Money,
  betting_ends_at: Type.String(),
  dealt_at: Nullable(Type.String()),
  settled_at: Nullable(Type.String()),
  bets: Type.Array(
    Type.Object({
      player_id: Type.String(),
      username: Type.String(),
      game_round_id: Nullable(Type.String()),
      spots: Spots,
      stake: Money,
      payout: Nullable(Money),
      status: Nullable(Type.String()),
    }),
  ),
});
const Line = { turnover: Money, payout: Money, ggr: Money, hold: Nullable(Type.String({ description: 'GGR / turnover, percent with 2 decimals' })) };
const Report = Type.Object({
  from: Type.String(),
  to: Type.String(),
  tables: Type.Array(
    Type.Object({
      table_id: Type.String(),
      game_code: Type.String(),
      name: Type.String(),
      name_bn: Type.String(),
      currency: Type.String(),
      rounds: Type.Integer(),
      rounds_with_bets: Type.Integer(),
      bets: Type.Integer(),
      ...Line,
    }),
  ),
  games: Type.Array(Type.Object({ game_code: Type.String(), currency: Type.String(), rounds: Type.Integer(), ...Line })),
});

/**
 * /api/backoffice/live-tables (every games reader reads; admin writes), their rounds and the GGR report
 * (rounds readers), and a stuck round's void (admin and finance, as a round's refund).
 */
export function registerLiveStaffRoutes(app: FastifyInstance, { can, staff }: StaffAccess, service: LiveStaffService): void {
  const r = typed(app);
  const P = '/api/backoffice';
  r.get(`${P}/live-tables`, { ...can('games.read'), schema: { summary: 'live tables with their settings', response: { 200: Type.Array(Table) } } }, async () => service.tables());
  r.post(`${P}/live-tables`, { ...can('games.manage'), schema: { summary: 'add a live table', body: Body, response: { 200: Table } } }, async (req) => service.create(staff(req), req.body));
  r.patch(`${P}/live-tables/:key`, { ...can('games.manage'), schema: { summary: 'change a live table (on/off, limits, chips, window, house cap)', params: KeyParams, body: Body, response: { 200: Table } } }, async (req) =>
    service.update(staff(req), readPathId(req.params.key), req.body),
  );
  r.get(
    `${P}/live-tables/report`,
    { ...can('rounds.read'), schema: { summary: 'turnover, payout, GGR and hold per live table and game over Dhaka days', querystring: query(['from', 'to']), response: { 200: Report } } },
    async (req) => service.report(req.query),
  );
  r.get(
    `${P}/live-tables/:key/rounds`,
    { ...can('rounds.read'), schema: { summary: 'a live table\'s rounds, newest first', params: KeyParams, querystring: query(['from', 'to', ...PAGE_KEYS]), response: { 200: RoundsPage } } },
    async (req) => service.rounds(readPathId(req.params.key), req.query),
  );
  r.get(`${P}/live-rounds/:key`, { ...can('rounds.read'), schema: { summary: 'a live round with every player\'s bets and payouts', params: KeyParams, response: { 200: RoundDetail } } }, async (req) =>
    service.round(readPathId(req.params.key)),
  );
  r.post(
    `${P}/live-rounds/:key/void`,
    { ...can('rounds.refund'), schema: { summary: 'void a live round under way (every stake back)', params: KeyParams, body: body({ reason: Type.String() }), response: { 200: Type.Object({ id: Type.String(), phase: Phase }) } } },
    async (req) => service.voidRound(staff(req), readPathId(req.params.key), req.body),
  );
}
