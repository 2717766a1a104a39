import type * as W from '@khela/domain';
import type { TLiteral, TUnion } from 'typebox';
import { Money, Nullable, Type, body, query, wire } from '../shared/route-schema';

/**
 * The exchange's player calls' shapes (packages/domain/src/exchange/wire.ts): the spec's public reads (`sports-events`,
 * `match-odds`, `event`, `score/board`), the records (`exchange-hub`), and ours for orders, positions and house bets.
 * Every answer is exact: a field not named here is not sent (fast-json-stringify), so a new field goes here and in its
 * wire type first.
 */

/** One of these values (strings or numbers). */
function Literals<const L extends readonly (string | number)[]>(values: L, opts: { description?: string } = {}): TUnion<{ -readonly [K in keyof L]: TLiteral<L[K]> }> {
  return Type.Union(values.map((v) => Type.Literal(v)), opts) as never;
}

const Id = (description = 'an id: a 64-bit integer as a string of digits') => Type.String({ description });
const Odds = (description = 'decimal odds on the exchange ladder, e.g. 1.91') => Type.Number({ description });
const Time = Type.String({ description: 'ISO-8601, UTC' });
/** Money with what it is. */
const MoneyAs = (description: string) => Type.Unsafe<string>({ ...Money, description: `${description}; taka (or INR/PKR) with two decimal places` });
const Flag = (description: string) => Literals([0, 1] as const, { description });

const Sport = Literals(['cricket', 'soccer', 'tennis'] as const);
const MarketKind = Literals(['match_odds', 'bookmaker', 'fancy'] as const);
const MarketStatus = Literals(['open', 'suspended', 'closed', 'settled', 'voided'] as const, {
  description: 'open (bets taken), suspended, closed (no more bets, waiting for its result), settled or voided',
});
const EventStatus = Literals(['upcoming', 'in_play', 'finished', 'closed'] as const);
const FancyCategory = Literals(['fancy', 'ball_by_ball', 'khadda', 'lottery', 'odd_even'] as const);

// ---------------------------------------------------------------- requests
const Price = Type.Union([Type.Number(), Type.String({ maxLength: 12 })], { description: 'decimal odds on the exchange ladder, e.g. 1.91' });
const Amount = Type.Union([Type.String({ maxLength: 20 }), Type.Number()], { description: 'taka as a decimal string ("100.00") or number' });
const Ref = Type.Union([Type.String({ maxLength: 20 }), Type.Integer()]);

export const OrderBody = body({
  market_id: Ref,
  selection_id: Ref,
  side: Type.String({ maxLength: 8, description: 'back | lay' }),
  price: Price,
  size: Amount,
  persistence: Type.Optional(Type.String({ maxLength: 8, description: 'lapse (default) | persist: what happens to the unmatched part at the in-play turn' })),
  request_id: Type.String({ maxLength: 64, description: 'the client\'s id for this order: the same id again answers the first order' }),
});
export const BookmakerBody = body({
  market_id: Ref,
  selection_id: Ref,
  side: Type.String({ maxLength: 8, description: 'back | lay' }),
  price: Price,
  stake: Amount,
  request_id: Type.String({ maxLength: 64 }),
});
export const FancyBody = body({
  fancy_id: Ref,
  side: Type.String({ maxLength: 8, description: 'yes | no' }),
  line: Type.Integer({ description: 'the line shown (YES or NO value)' }),
  rate: Type.Integer({ description: 'the rate shown, percent' }),
  stake: Amount,
  request_id: Type.String({ maxLength: 64 }),
});
export const SportParams = Type.Object({ sport: Type.String({ maxLength: 20 }) });
export const MarketParams = Type.Object({ marketId: Type.String({ maxLength: 40 }) });
export const EventParams = Type.Object({ eventId: Type.String({ maxLength: 40 }) });

export const RecordsQuery = query(['remote_id', 'page', 'per_page', 'status', 'market_type', 'from', 'to'], {
  remote_id: 'the player\'s id; when given it must be the token\'s own (else 403)',
  page: 'from 1 (default 1)',
  per_page: '1 to 100 (default 20)',
  status: 'open (not settled yet) or settled (WON, LOST, VOID); anything else or nothing: all',
  market_type: 'match_odds, bookmaker or fancy; nothing: all',
  from: 'YYYY-MM-DD, a Dhaka day: records placed on or after it',
  to: 'YYYY-MM-DD, a Dhaka day: records placed on or before it',
});
export const PnlQuery = query(['from', 'to', 'sport'], {
  from: 'YYYY-MM-DD, a Dhaka day (default six days before `to`)',
  to: 'YYYY-MM-DD, a Dhaka day (default today); the period is at most 90 days, both ends included',
  sport: 'cricket, soccer or tennis; nothing: all',
});
export const PageQuery = query(['page', 'per_page'], { page: 'from 1 (default 1)', per_page: '1 to 100 (default 20)' });
export const OrdersQuery = query(['status', 'page', 'per_page'], {
  status: 'settled: orders with an outcome (their market settled or voided); anything else: the open ones (default)',
  page: 'from 1 (default 1)',
  per_page: '1 to 100 (default 50)',
});

// ---------------------------------------------------------------- shared pieces
export const PriceSize = wire<W.ExchangePriceSize>()(
  Type.Object({ price: Odds(), size: MoneyAs('the backer\'s stake available at this price (money)') }),
);
export const Ladder = wire<W.ExchangeLadder>()(
  Type.Object(
    {
      availableToBack: Type.Array(PriceSize, { description: 'the prices to back at (the resting lays), best (highest) first' }),
      availableToLay: Type.Array(PriceSize, { description: 'the prices to lay at (the resting backs), best (lowest) first' }),
    },
    { description: 'the best three prices each way' },
  ),
);

// ---------------------------------------------------------------- GET /api/sports-events/{sport}
export const SportsEvent = wire<W.ExchangeSportsEvent>()(
  Type.Object({
    MarketId: Nullable(Id('the event\'s Match Odds market (an open or suspended one first); null when it has none')),
    EventId: Id(),
    Event: Type.String({ description: 'the event\'s name' }),
    Fancy: Flag('1 when the event has an open or suspended Fancy market'),
    Bookmaker: Flag('1 when the event has an open or suspended Bookmaker market'),
    inplay: Type.Boolean(),
    sport: Sport,
    competition: Nullable(Type.String()),
    start_time: Time,
    status: EventStatus,
    score_text: Type.String({ description: 'one line of score text ("" before the start)' }),
    market_status: Nullable(MarketStatus),
    total_matched: Money,
    runners: Type.Array(
      Type.Object({
        selectionId: Id(),
        SelectionName: Type.String(),
        back: Nullable(PriceSize),
        lay: Nullable(PriceSize),
      }),
      { description: 'the Match Odds market\'s runners with the best price each way (null: nothing offered); [] without a market' },
    ),
  }),
);
export const SportsEventsResponse = Type.Array(SportsEvent, { description: 'upcoming and in-play events, by start time' });

// ---------------------------------------------------------------- GET /api/match-odds/{marketId}
export const MatchOddsMarket = wire<W.ExchangeMatchOddsMarket>()(
  Type.Object({
    marketId: Id(),
    eventId: Id(),
    event_name: Type.String(),
    market_name: Type.String(),
    sport: Sport,
    inplay: Type.Boolean(),
    status: MarketStatus,
    version: Type.String({ description: 'changes with every change of the market (the ETag of this read)' }),
    totalMatched: Money,
    min_stake: Money,
    max_stake: Money,
    bet_delay: Type.Number({ description: 'in-play bet delay, seconds' }),
    commission: Type.Number({ description: 'commission on net winnings in the market, percent' }),
    currency: Type.String({ description: 'BDT, INR or PKR: only players with this currency can trade the market' }),
    winner_selection_id: Nullable(Id('null until settled (and for a void market)')),
    runners: Type.Array(
      Type.Object({
        selectionId: Id(),
        SelectionName: Type.String(),
        status: Literals(['ACTIVE', 'WINNER', 'LOSER'] as const, { description: 'ACTIVE until the market is settled' }),
        ex: Ladder,
      }),
    ),
  }),
);
export const MatchOddsResponse = Type.Array(MatchOddsMarket, { description: 'the spec\'s array: one market' });

// ---------------------------------------------------------------- GET /api/event/{eventId}
export const EventItem = wire<W.ExchangeEventItem>()(
  Type.Object({
    event: Type.Object({
      id: Id(),
      name: Type.String(),
      sport: Sport,
      competition: Nullable(Type.String()),
      start_time: Time,
      status: EventStatus,
      inplay: Type.Boolean(),
      score_text: Type.String(),
    }),
    match_odds: Type.Array(
      Type.Object({ marketId: Id(), name: Type.String(), status: MarketStatus, inplay: Type.Boolean(), totalMatched: Money }),
      { description: 'the event\'s Match Odds markets (every status)' },
    ),
    bookmaker: Type.Array(
      Type.Object({
        market_id: Id(),
        market_name: Type.String(),
        selection_id: Id(),
        runner: Type.String(),
        backPrice: Nullable(Odds('the house\'s price to back at; null: not offered')),
        layPrice: Nullable(Odds('the house\'s price to lay at; null: not offered')),
        suspended: Flag('1 when this runner or its market is not open for bets'),
        ball_running: Flag('1 while the ball is running'),
        status: MarketStatus,
        min: Money,
        max: Money,
        bet_delay: Type.Number({ description: 'the in-play bet delay in seconds (waited before the bet is taken while the market is in play)' }),
      }),
      { description: 'the runners of the event\'s Bookmaker markets (not voided ones)' },
    ),
    fancy2: Type.Array(
      Type.Object({
        market_id: Id('the Fancy market: `fancy_id` of POST /api/exchange/fancy-bets'),
        title: Type.String(),
        category: Nullable(FancyCategory),
        no: Nullable(Type.Integer({ description: 'the NO line' })),
        no_rate: Nullable(Type.Integer({ description: 'the NO rate, percent' })),
        yes: Nullable(Type.Integer({ description: 'the YES line' })),
        yes_rate: Nullable(Type.Integer({ description: 'the YES rate, percent' })),
        suspended: Flag('1 unless the market is open'),
        ball_running: Flag('1 while the ball is running'),
        status: MarketStatus,
        min: Money,
        max: Money,
        bet_delay: Type.Number({ description: 'the in-play bet delay in seconds (waited before the bet is taken while the market is in play)' }),
      }),
      { description: 'the event\'s Fancy lines (open, suspended or closed)' },
    ),
  }),
);
export const EventResponse = wire<W.ExchangeEventResponse>()(
  Type.Object({
    success: Type.Literal(true),
    data: Type.Object({ items: Type.Record(Type.String(), EventItem, { description: 'one entry, keyed by the event\'s id' }) }),
  }),
);

// ---------------------------------------------------------------- GET /api/score/board/{eventId}
export const ScoreBoardResponse = wire<W.ExchangeScoreBoardResponse>()(
  Type.Object({
    success: Type.Literal(true),
    data: Type.Object({
      event_id: Id(),
      event_name: Type.String(),
      sport: Sport,
      status: EventStatus,
      inplay: Type.Boolean(),
      score: Type.Unknown({
        description:
          'free JSON per sport; null for an event without a feed. The simulated feed\'s shapes, each with `steps` (the steps played): ' +
          'cricket `{batting: 0|1, innings: 1|2, runs, wickets, balls, overs: "6.1", target: number|null, recent: string[], first: {runs, wickets, overs}|null}`; ' +
          'soccer `{minute, goals: [home, away], recent: string[], stoppage: number|null}`; ' +
          'tennis `{sets: [a, b][], games: [a, b], points: ["15", "40"], server: 0|1, tiebreak: boolean}`',
      }),
      score_text: Type.String(),
      updated_at: Time,
    }),
  }),
);

// ---------------------------------------------------------------- GET /api/exchange-hub
export const ExchangeRecord = wire<W.ExchangeRecord>()(
  Type.Object({
    transaction_id: Type.String({ description: 'EX{order id} (Match Odds), BM{bet id} (Bookmaker) or FY{bet id} (Fancy)' }),
    event_name: Type.String(),
    market_name: Type.String(),
    market_type: MarketKind,
    market_id: Id(),
    event_id: Id(),
    selection_name: Type.String({ description: 'the runner; a Fancy bet: the market\'s name' }),
    bet_type: Literals(['back', 'lay', 'yes', 'no'] as const),
    odds: Type.Number({ description: 'decimal odds (an order: the average matched price); a Fancy bet: the rate, percent' }),
    run: Nullable(Type.Integer({ description: 'a Fancy bet\'s line' })),
    stake: MoneyAs('the stake (an order: its matched part)'),
    potential_profit: Money,
    potential_liability: Money,
    net_profit_loss: Nullable(Money),
    status: Literals(['open', 'WON', 'LOST', 'VOID'] as const),
    created_at: Time,
  }),
);
export const RecordsResponse = wire<W.ExchangeRecordsPage>()(
  Type.Object({
    data: Type.Array(ExchangeRecord, { description: 'newest first' }),
    current_page: Type.Integer(),
    per_page: Type.Integer(),
    last_page: Type.Integer(),
    total: Type.Integer(),
  }),
);

// ---------------------------------------------------------------- orders
const orderFields = {
  id: Id(),
  market_id: Id(),
  selection_id: Id(),
  side: Literals(['back', 'lay'] as const),
  price: Odds('the price asked'),
  size: MoneyAs('the backer\'s stake (a lay of size s at price p risks (p − 1) × s)'),
  status: Literals(['executable', 'execution_complete', 'cancelled', 'lapsed'] as const, { description: 'executable: part of it rests in the book' }),
  size_matched: Money,
  size_remaining: MoneyAs('what still rests in the book ("0.00" unless executable)'),
  size_cancelled: Money,
  avg_price_matched: Nullable(Odds('the average matched price; null while nothing matched')),
  persistence: Literals(['lapse', 'persist'] as const, { description: 'what happens to the unmatched part at the in-play turn' }),
  request_id: Type.String(),
  outcome: Nullable(Literals(['won', 'lost', 'void'] as const)),
  profit_loss: Nullable(Money),
  created_at: Time,
};
export const ExchangeOrder = wire<W.ExchangeOrder>()(Type.Object(orderFields));
export const OrderReply = wire<W.ExchangeOrderReply>()(Type.Object({ order: ExchangeOrder }));
export const OrdersResponse = wire<W.ExchangeOrdersPage>()(
  Type.Object({
    orders: Type.Array(
      Type.Object({
        ...orderFields,
        market_name: Type.String(),
        event_name: Type.String(),
        event_id: Id(),
        selection_name: Type.String(),
        market_status: MarketStatus,
      }),
      { description: 'newest first' },
    ),
    page: Type.Integer(),
  }),
);

// ---------------------------------------------------------------- position
export const PositionResponse = wire<W.ExchangePosition>()(
  Type.Object(
    {
      runners: Type.Array(
        Type.Object({
          selection_id: Id(),
          name: Type.String(),
          profit_if_wins: MoneyAs('the player\'s profit (negative: loss) if this runner wins'),
        }),
        { description: 'Match Odds and Bookmaker: a row per runner; Fancy: []' },
      ),
      exposure: MoneyAs('the worst case held for this market'),
      profit_loss: Nullable(Money),
      bets: Type.Optional(Type.Integer({ description: 'Fancy only: the player\'s open bets in the market' })),
    },
    { description: 'Match Odds and Bookmaker: `{runners, exposure, profit_loss}`; Fancy: `{runners: [], exposure, profit_loss, bets}`' },
  ),
);

// ---------------------------------------------------------------- Bookmaker and Fancy bets
export const ExchangeBet = wire<W.ExchangeBet>()(
  Type.Object({
    id: Id(),
    market_id: Id(),
    selection_id: Nullable(Id('Bookmaker: the runner; Fancy: null')),
    side: Literals(['back', 'lay', 'yes', 'no'] as const, { description: 'Bookmaker: back or lay; Fancy: yes or no' }),
    price: Nullable(Odds('Bookmaker: decimal odds; Fancy: null')),
    line: Nullable(Type.Integer({ description: 'Fancy: the line; Bookmaker: null' })),
    rate: Nullable(Type.Integer({ description: 'Fancy: the rate, percent; Bookmaker: null' })),
    stake: Money,
    status: Literals(['open', 'won', 'lost', 'void'] as const),
    profit_loss: Nullable(Money),
    request_id: Type.String(),
    created_at: Time,
  }),
);
export const BetReply = wire<W.ExchangeBetReply>()(Type.Object({ bet: ExchangeBet }));

// ---------------------------------------------------------------- GET /api/exchange/results/{sport}
export const ResultsResponse = wire<W.ExchangeResult[]>()(
  Type.Array(
    Type.Object({
      EventId: Id(),
      Event: Type.String(),
      sport: Sport,
      competition: Nullable(Type.String()),
      start_time: Time,
      status: EventStatus,
      score_text: Type.String(),
      MarketId: Nullable(Id('the event\'s Match Odds market; null when it had none')),
      market_status: Nullable(MarketStatus),
      winner: Nullable(Type.String({ description: 'the winning runner; null until settled, for a void market, or without Match Odds' })),
      settled_at: Nullable(Time),
    }),
    { description: 'events finished in the last three days, the latest first (at most 100)' },
  ),
);

// ---------------------------------------------------------------- GET /api/exchange/summary
export const SummaryResponse = wire<W.ExchangeSummary>()(
  Type.Object({
    currency: Type.String(),
    balance: MoneyAs('available + exposure'),
    exposure: MoneyAs('held against the worst case of the open markets'),
    available: MoneyAs('what can be staked or withdrawn now (the main balance)'),
    open_markets: Type.Integer({ description: 'markets with a position not settled yet' }),
    unmatched_orders: Type.Integer({ description: 'Match Odds orders with an unmatched part' }),
  }),
);

// ---------------------------------------------------------------- GET /api/exchange/pnl
const PnlAmounts = {
  profit_loss: MoneyAs('profit (negative: loss) before commission'),
  commission: Money,
  net: MoneyAs('profit_loss − commission'),
};
export const PnlResponse = wire<W.ExchangePnl>()(
  Type.Object({
    currency: Type.String(),
    from: Type.String({ description: 'YYYY-MM-DD (Dhaka)' }),
    to: Type.String({ description: 'YYYY-MM-DD (Dhaka)' }),
    total: Type.Object({ ...PnlAmounts, markets: Type.Integer() }),
    days: Type.Array(Type.Object({ date: Type.String({ description: 'YYYY-MM-DD (Dhaka)' }), ...PnlAmounts, markets: Type.Integer() }), { description: 'newest first' }),
    markets: Type.Array(
      Type.Object({
        market_id: Id(),
        market_name: Type.String(),
        market_type: MarketKind,
        event_id: Id(),
        event_name: Type.String(),
        sport: Sport,
        ...PnlAmounts,
        settled_at: Time,
      }),
      { description: 'newest first, at most 200' },
    ),
  }),
);

// ---------------------------------------------------------------- GET /api/exchange/activity
export const ActivityResponse = wire<W.ExchangeActivityPage>()(
  Type.Object({
    data: Type.Array(
      Type.Object({
        kind: Literals(['login', 'order', 'order_cancelled', 'bet', 'settled'] as const),
        at: Time,
        ip: Nullable(Type.String()),
        device: Nullable(Type.String({ description: 'the browser\'s User-Agent (logins)' })),
        event_name: Nullable(Type.String()),
        market_name: Nullable(Type.String()),
        selection_name: Nullable(Type.String()),
        side: Nullable(Literals(['back', 'lay', 'yes', 'no'] as const)),
        price: Nullable(Type.Number({ description: 'decimal odds, or a Fancy rate in percent' })),
        line: Nullable(Type.Integer()),
        size: Nullable(Money),
        amount: Nullable(MoneyAs('a settlement\'s net result')),
      }),
      { description: 'newest first' },
    ),
    current_page: Type.Integer(),
    per_page: Type.Integer(),
    last_page: Type.Integer(),
  }),
);
