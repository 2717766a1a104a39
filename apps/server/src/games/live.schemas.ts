import type * as W from '@khela/domain';
import { LIVE_GAMES } from '@khela/domain';
import type { TLiteral, TUnion } from 'typebox';
import { Money, Nullable, Type, body, query, textOrNumber, wire, type Answer } from '../shared/route-schema';
import type { LiveTablesService } from './live.service';

/** The live tables' calls (packages/domain/src/live-tables.ts): tables, state, bets, the player's rounds, the verifier. */

function Literals<const L extends readonly string[]>(values: L, opts: { description?: string } = {}): TUnion<{ -readonly [K in keyof L]: TLiteral<L[K]> }> {
  return Type.Union(values.map((v) => Type.Literal(v)), opts) as never;
}

const Game = Literals(LIVE_GAMES);
const Phase = Literals(['betting', 'dealing', 'settled', 'voided'] as const);
const Spots = Type.Record(Type.String(), Money, { description: 'stake per bet spot' });

export const LiveDealSchema = wire<W.LiveDeal>()(
  Type.Object({
    steps: Type.Array(Type.Object({ to: Type.String(), card: Type.Optional(Type.Integer()), die: Type.Optional(Type.Integer()) })),
    code: Type.String(),
    returns: Type.Record(Type.String(), Type.Integer(), { description: 'what a unit on each spot returns, in hundredths, stake included' }),
    detail: Type.Record(Type.String(), Type.Unknown()),
  }),
);

const TableView = wire<W.LiveTableView>()(
  Type.Object({
    id: Type.String(),
    game: Game,
    name: Type.String(),
    name_bn: Type.String(),
    min_bet: Money,
    max_bet: Money,
    chips: Type.Array(Money),
    betting_ms: Type.Integer(),
    step_ms: Type.Integer(),
    status: Literals(['open', 'closed'] as const),
  }),
);

const RoundView = wire<W.LiveRoundView>()(
  Type.Object({
    id: Type.String(),
    table_id: Type.String(),
    phase: Phase,
    betting_ends_at: Nullable(Type.String()),
    dealt_at: Nullable(Type.String()),
    seed_hash: Type.String(),
    seed: Nullable(Type.String()),
    deal: Nullable(LiveDealSchema),
    totals: Spots,
    players: Type.Integer(),
  }),
);

const MyBets = wire<W.LiveMyBets>()(Type.Object({ round_id: Type.String(), spots: Spots, stake: Money, payout: Nullable(Money) }));

export const LiveTablesReply = wire<W.LiveTablesReply>()(Type.Object({ game: Game, tables: Type.Array(TableView) }));
export const LiveStateQuery = query(['table_id'], { table_id: 'the table\'s id' });
export const LiveTableState = wire<W.LiveTableState>()(
  Type.Object({
    table: TableView,
    round: Nullable(RoundView),
    server_time: Type.String(),
    history: Type.Array(Type.Object({ id: Type.String(), code: Type.String(), detail: Type.Record(Type.String(), Type.Unknown()) }), { description: 'newest first' }),
    my_bets: Type.Optional(Nullable(MyBets)),
  }),
);
export const LiveBetBody = body({
  request_id: Type.String({ description: 'made by the client (8–64 of A-Z a-z 0-9 _ -); the same id again moves nothing' }),
  table_id: textOrNumber(),
  round_id: textOrNumber({ description: 'the round the player saw betting open on; another one is refused' }),
  spots: Type.Record(Type.String(), textOrNumber(), { description: 'amount per bet spot (taka)' }),
});
export const LiveBetReply = wire<W.LiveBetReply>()(Type.Object({ my_bets: MyBets, balance: Money }));
export const LiveMyRounds = wire<Answer<LiveTablesService['myRounds']>>()(
  Type.Object({
    rounds: Type.Array(
      Type.Object({
        round_id: Type.String(),
        public_id: Type.String(),
        phase: Phase,
        code: Nullable(Type.String()),
        spots: Spots,
        stake: Money,
        payout: Nullable(Money),
        status: Literals(['open', 'won', 'lost', 'refunded'] as const),
        created_at: Type.String(),
      }),
    ),
  }),
);
export const LiveVerifyInfo = wire<W.LiveVerifyInfo>()(
  Type.Object({
    id: Type.String(),
    table_id: Type.String(),
    game: Game,
    phase: Phase,
    seed: Type.String(),
    previous_seed: Type.String(),
    chain_anchor: Type.String(),
    deal: LiveDealSchema,
  }),
);
