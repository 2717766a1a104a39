import { Money, Nullable, Type, wire, type Answer } from '../shared/route-schema';
import type { ExchangeStaffService } from './exchange.staff.service';

/**
 * The console's exchange answers (see exchange.staff.routes.ts), each tied to what its service method returns
 * (`wire<Answer<…>>()`): a field the service adds fails the typecheck until it is declared here.
 */

const Sport = Type.Union([Type.Literal('cricket'), Type.Literal('soccer'), Type.Literal('tennis')]);
const MarketKind = Type.Union([Type.Literal('match_odds'), Type.Literal('bookmaker'), Type.Literal('fancy')]);
const MarketStatus = Type.Union([Type.Literal('open'), Type.Literal('suspended'), Type.Literal('closed'), Type.Literal('settled'), Type.Literal('voided')]);
const FancyCategory = Type.Union([Type.Literal('fancy'), Type.Literal('ball_by_ball'), Type.Literal('khadda'), Type.Literal('lottery'), Type.Literal('odd_even')]);
const Id = Type.String({ description: 'an id (decimal digits)' });
const Bps = Type.Integer({ description: 'basis points' });

/** A market's limits, as the console lists them and edits them. */
const MARKET_LIMITS = {
  commission_bps: Bps,
  min_stake: Money,
  max_stake: Money,
  max_exposure: Nullable(Money),
  bet_delay_ms: Type.Integer(),
  liquidity: Type.Boolean(),
};

/** A market in the console's list, with its matched volume and the exposure held on it. */
export const ConsoleMarket = wire<Answer<ExchangeStaffService['markets']>['data'][number]>()(
  Type.Object({
    id: Id,
    event_id: Id,
    event_name: Type.String(),
    sport: Type.String(),
    kind: Type.String(),
    name: Type.String(),
    status: Type.String(),
    in_play: Type.Boolean(),
    start_time: Nullable(Type.String()),
    matched_volume: Money,
    players_exposure: Money,
    house_liquidity: Money,
    house_exposure: Nullable(Money),
    ...MARKET_LIMITS,
  }),
);

/** One market: its state, limits, Fancy line, runners with prices, house exposure and the ledger check. */
export const ConsoleMarketDetail = wire<Answer<ExchangeStaffService['market']>>()(
  Type.Object({
    id: Id,
    event_id: Id,
    event_name: Type.String(),
    sport: Sport,
    kind: MarketKind,
    name: Type.String(),
    status: MarketStatus,
    in_play: Type.Boolean(),
    start_time: Type.String({ description: "the event's start time: settling before it needs `early` and a reason" }),
    currency: Type.String(),
    matched_volume: Money,
    ...MARKET_LIMITS,
    ball_running: Type.Boolean(),
    fancy: Nullable(
      Type.Object({
        category: Nullable(FancyCategory),
        no: Nullable(Type.Integer()),
        no_rate: Nullable(Type.Integer()),
        yes: Nullable(Type.Integer()),
        yes_rate: Nullable(Type.Integer()),
      }),
    ),
    winner_selection_id: Nullable(Id),
    result: Nullable(Type.Integer()),
    house_exposure: Nullable(Money),
    runners: Type.Array(
      Type.Object({ selection_id: Id, name: Type.String(), back: Nullable(Type.Number()), lay: Nullable(Type.Number()), suspended: Type.Boolean() }),
    ),
    settled_at: Nullable(Type.String()),
    mismatches: Type.Array(
      Type.Object({ player_id: Id, held: Money, computed: Money }, { description: "a player's exposure held on the market differing from what their orders give" }),
    ),
  }),
);

const RunnerName = Type.Object({ selection_id: Id, name: Type.String() });

/** A new event with its Match Odds market. */
export const CreatedEvent = wire<Answer<ExchangeStaffService['createEvent']>>()(
  Type.Object({
    event: Type.Object({ id: Id, sport: Sport, name: Type.String(), start_time: Type.String(), competition: Nullable(Type.String()) }),
    markets: Type.Array(Type.Object({ id: Id, kind: Type.String(), name: Type.String(), runners: Type.Array(RunnerName) })),
  }),
);

/** A new Bookmaker market. */
export const CreatedBookmaker = wire<Answer<ExchangeStaffService['createBookmaker']>>()(
  Type.Object({ id: Id, kind: Type.String(), runners: Type.Array(RunnerName) }),
);

/** A new Fancy line. */
export const CreatedFancy = wire<Answer<ExchangeStaffService['createFancy']>>()(
  Type.Object({
    id: Id,
    kind: Type.String(),
    title: Type.String(),
    category: FancyCategory,
    no: Type.Integer(),
    no_rate: Type.Integer(),
    yes: Type.Integer(),
    yes_rate: Type.Integer(),
  }),
);

/**
 * The answer to a market action (the market's writer answers it, possibly from another process, so the service
 * types it `unknown`): suspend, resume, close, settle and void answer the market's `status`; in-play answers `in_play`.
 */
export const MarketActionResult = Type.Object({
  status: Type.Optional(Type.String()),
  in_play: Type.Optional(Type.Boolean()),
});

/** Exchange defaults for new markets, the simulator and its liquidity. */
export const ExchangeSettings = wire<Answer<ExchangeStaffService['settings']>>()(
  Type.Object({
    commission_bps: Bps,
    min_stake: Money,
    max_stake: Money,
    bet_delay_cricket_ms: Type.Integer(),
    bet_delay_soccer_ms: Type.Integer(),
    bet_delay_tennis_ms: Type.Integer(),
    /** The in-play delay of Bookmaker and Fancy bets per sport (0: taken at once). */
    house_bet_delay_cricket_ms: Type.Integer(),
    house_bet_delay_soccer_ms: Type.Integer(),
    house_bet_delay_tennis_ms: Type.Integer(),
    house_max_exposure: Money,
    simulator: Type.Boolean(),
    liquidity: Type.Boolean(),
  }),
);
