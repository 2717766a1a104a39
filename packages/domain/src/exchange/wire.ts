/**
 * Wire types of the exchange's player API (apps/server/src/exchange/exchange.routes.ts; the server's response schemas
 * in exchange.schemas.ts are tied to them, so the two cannot drift).
 * - Money is a decimal string with two places ("1250.00"), never a number.
 * - Prices are decimal odds as JSON numbers on the exchange ladder (1.01–1000, e.g. 1.91); the server keeps them as
 *   integer hundredths.
 * - Ids (events, markets, selections, orders, bets) are strings of digits: they are 64-bit integers on the server.
 * - Times are ISO-8601 in UTC.
 * The spec's public reads keep its field names and casing (`MarketId`, `SelectionName`, `fancy2` …).
 */
import type { ExchangeMarketPush, MoneyString } from '../wire';

export type ExchangeSport = 'cricket' | 'soccer' | 'tennis';
type ExchangeMarketKind = ExchangeMarketPush['kind'];
/** open (bets taken), suspended, closed (no more bets, waiting for its result), settled, voided. */
export type ExchangeMarketStatus = ExchangeMarketPush['status'];
export type ExchangeEventStatus = 'upcoming' | 'in_play' | 'finished' | 'closed';
export type ExchangeFancyCategory = 'fancy' | 'ball_by_ball' | 'khadda' | 'lottery' | 'odd_even';
/** The spec's flags: 1 yes, 0 no. */
type ExchangeFlag = 0 | 1;

/** A price level: decimal odds and the backer's stake available there (money). The same as in `exchange.market` pushes. */
export type ExchangePriceSize = NonNullable<ExchangeMarketPush['runners'][number]['ex']>['availableToBack'][number];
/**
 * The depth of a runner, best first: `availableToBack` are the prices a player can back at (the resting lays, highest
 * first), `availableToLay` the prices a player can lay at (the resting backs, lowest first).
 */
export type ExchangeLadder = NonNullable<ExchangeMarketPush['runners'][number]['ex']>;

// ---------------------------------------------------------------- GET /api/sports-events/{sport}

/** A runner of the event's Match Odds market with its best price each way (null: nothing offered). */
export interface ExchangeSportsEventRunner {
  selectionId: string;
  SelectionName: string;
  /** The best price to back at (the highest resting lay) and what is offered there. */
  back: ExchangePriceSize | null;
  /** The best price to lay at (the lowest resting back) and what is offered there. */
  lay: ExchangePriceSize | null;
}

/** GET /api/sports-events/{sport} → ExchangeSportsEvent[]: upcoming and in-play events, by start time. */
export interface ExchangeSportsEvent {
  /** The event's Match Odds market (an open or suspended one first); null when it has none. */
  MarketId: string | null;
  EventId: string;
  /** The event's name ("Bangladesh v India"). */
  Event: string;
  /** 1 when the event has an open or suspended Fancy market. */
  Fancy: ExchangeFlag;
  /** 1 when the event has an open or suspended Bookmaker market. */
  Bookmaker: ExchangeFlag;
  inplay: boolean;
  sport: ExchangeSport;
  competition: string | null;
  start_time: string;
  /** upcoming or in_play (the list holds no other). */
  status: ExchangeEventStatus;
  /** One line of score text ("" before the start). */
  score_text: string;
  /** The Match Odds market's status; null without one. */
  market_status: ExchangeMarketStatus | null;
  /** Money matched on the Match Odds market ("0.00" without one). */
  total_matched: MoneyString;
  /** The Match Odds market's runners; [] without one. */
  runners: ExchangeSportsEventRunner[];
}

// ---------------------------------------------------------------- GET /api/match-odds/{marketId}

interface ExchangeMatchOddsRunner {
  selectionId: string;
  SelectionName: string;
  /** ACTIVE until the market is settled, then WINNER or LOSER. */
  status: 'ACTIVE' | 'WINNER' | 'LOSER';
  /** The best three prices each way. */
  ex: ExchangeLadder;
}

/** GET /api/match-odds/{marketId} → [ExchangeMatchOddsMarket] (the spec's array of one market). */
export interface ExchangeMatchOddsMarket {
  marketId: string;
  eventId: string;
  event_name: string;
  market_name: string;
  sport: ExchangeSport;
  inplay: boolean;
  status: ExchangeMarketStatus;
  /** Changes with every change of the market (the ETag of this read and of the pushes). */
  version: string;
  totalMatched: MoneyString;
  min_stake: MoneyString;
  max_stake: MoneyString;
  /** In-play bet delay in seconds (may have a fraction). */
  bet_delay: number;
  /** Commission on net winnings in the market, percent (2 = 2 %). */
  commission: number;
  /** The market's currency (BDT, INR, PKR): only players with that currency can trade it. */
  currency: string;
  /** Null until settled (and for a void market). */
  winner_selection_id: string | null;
  runners: ExchangeMatchOddsRunner[];
}

// ---------------------------------------------------------------- GET /api/event/{eventId}

interface ExchangeEventInfo {
  id: string;
  name: string;
  sport: ExchangeSport;
  competition: string | null;
  start_time: string;
  status: ExchangeEventStatus;
  inplay: boolean;
  score_text: string;
}

/** One of the event's Match Odds markets (every status). */
interface ExchangeEventMatchOdds {
  marketId: string;
  name: string;
  status: ExchangeMarketStatus;
  inplay: boolean;
  totalMatched: MoneyString;
}

/** A runner of one of the event's Bookmaker markets (not voided ones), with the house's prices. */
export interface ExchangeBookmakerRunner {
  market_id: string;
  market_name: string;
  selection_id: string;
  runner: string;
  /** Decimal odds to back at; null: not offered. */
  backPrice: number | null;
  /** Decimal odds to lay at; null: not offered. */
  layPrice: number | null;
  /** 1 when this runner or its market is not open for bets. */
  suspended: ExchangeFlag;
  ball_running: ExchangeFlag;
  status: ExchangeMarketStatus;
  /** The market's stake limits. */
  min: MoneyString;
  max: MoneyString;
  /** The in-play bet delay in seconds (waited before the bet is taken while the market is in play). */
  bet_delay: number;
}

/** A Fancy line of the event (open, suspended or closed). */
export interface ExchangeFancyLine {
  /** The Fancy market's id: `fancy_id` of POST /api/exchange/fancy-bets. */
  market_id: string;
  title: string;
  category: ExchangeFancyCategory | null;
  /** The NO line (a whole number of runs, wickets …) and its rate in percent. */
  no: number | null;
  no_rate: number | null;
  /** The YES line and its rate in percent. */
  yes: number | null;
  yes_rate: number | null;
  /** 1 unless the market is open. */
  suspended: ExchangeFlag;
  ball_running: ExchangeFlag;
  status: ExchangeMarketStatus;
  min: MoneyString;
  max: MoneyString;
  /** The in-play bet delay in seconds (waited before the bet is taken while the market is in play). */
  bet_delay: number;
}

export interface ExchangeEventItem {
  event: ExchangeEventInfo;
  match_odds: ExchangeEventMatchOdds[];
  bookmaker: ExchangeBookmakerRunner[];
  fancy2: ExchangeFancyLine[];
}

/** GET /api/event/{eventId}: `data.items` holds one entry, keyed by the event's id. */
export interface ExchangeEventResponse {
  success: true;
  data: { items: Record<string, ExchangeEventItem> };
}

// ---------------------------------------------------------------- GET /api/score/board/{eventId}

export interface ExchangeScoreBoard {
  event_id: string;
  event_name: string;
  sport: ExchangeSport;
  status: ExchangeEventStatus;
  inplay: boolean;
  /**
   * Free JSON per sport; null for an event without a feed. The simulated feed's shapes (plus `steps`, the steps
   * played), batting side 0 is the first runner:
   * - cricket: `{batting: 0|1, innings: 1|2, runs, wickets, balls, overs: "6.1", target: number|null, recent: string[],
   *   first: {runs, wickets, overs}|null}`;
   * - soccer: `{minute, goals: [home, away], recent: string[], stoppage: number|null}`;
   * - tennis: `{sets: [a, b][], games: [a, b], points: ["15", "40"], server: 0|1, tiebreak: boolean}`.
   */
  score: unknown;
  score_text: string;
  updated_at: string;
}

/** GET /api/score/board/{eventId}. */
export interface ExchangeScoreBoardResponse {
  success: true;
  data: ExchangeScoreBoard;
}

// ---------------------------------------------------------------- GET /api/exchange-hub (bearer)

/** An exchange record: a (partly) matched order or a Bookmaker or Fancy bet. */
export interface ExchangeRecord {
  /** EX{order id} (Match Odds), BM{bet id} (Bookmaker) or FY{bet id} (Fancy). */
  transaction_id: string;
  event_name: string;
  market_name: string;
  market_type: ExchangeMarketKind;
  /** The market and event, to open the market page from the record. */
  market_id: string;
  event_id: string;
  /** The runner's name; a Fancy bet's is the market's name. */
  selection_name: string;
  bet_type: 'back' | 'lay' | 'yes' | 'no';
  /** Decimal odds (an order: the average matched price); a Fancy bet: the rate in percent. */
  odds: number;
  /** A Fancy bet's line; null otherwise. */
  run: number | null;
  /** The stake (an order: the matched part). */
  stake: MoneyString;
  /** What the bet wins if it wins, and loses if it loses, as struck. */
  potential_profit: MoneyString;
  potential_liability: MoneyString;
  /** Null until settled (an order: its profit or loss before commission). */
  net_profit_loss: MoneyString | null;
  /** open, or once settled WON, LOST or VOID. */
  status: 'open' | 'WON' | 'LOST' | 'VOID';
  created_at: string;
}

/** GET /api/exchange-hub?page=&per_page= (20 a page by default, at most 100), newest first. */
export interface ExchangeRecordsPage {
  data: ExchangeRecord[];
  current_page: number;
  per_page: number;
  last_page: number;
  total: number;
}

// ---------------------------------------------------------------- orders (Match Odds, bearer)

/** A Match Odds order. Sizes are the backer's stake (money); a lay of size s at price p risks (p − 1) × s. */
export interface ExchangeOrder {
  id: string;
  market_id: string;
  selection_id: string;
  side: 'back' | 'lay';
  /** The price asked. */
  price: number;
  size: MoneyString;
  /** executable: part of it rests in the book; the rest are final. */
  status: 'executable' | 'execution_complete' | 'cancelled' | 'lapsed';
  size_matched: MoneyString;
  /** What still rests in the book ("0.00" unless executable). */
  size_remaining: MoneyString;
  size_cancelled: MoneyString;
  /** The average matched price (decimal odds, two places); null while nothing matched. */
  avg_price_matched: number | null;
  /** What happens to the unmatched part at the in-play turn. */
  persistence: 'lapse' | 'persist';
  request_id: string;
  /** Null until the market is settled or voided. */
  outcome: 'won' | 'lost' | 'void' | null;
  /** Null until settled. */
  profit_loss: MoneyString | null;
  created_at: string;
}

/** POST /api/exchange/orders and DELETE /api/exchange/orders/{id}. */
export interface ExchangeOrderReply {
  order: ExchangeOrder;
}

/** An order in the player's list, with its market, event and runner. */
export interface ExchangeOrderListItem extends ExchangeOrder {
  market_name: string;
  event_name: string;
  event_id: string;
  selection_name: string;
  market_status: ExchangeMarketStatus;
}

/** GET /api/exchange/orders?status=open|settled&page=&per_page= (50 a page by default), newest first. */
export interface ExchangeOrdersPage {
  orders: ExchangeOrderListItem[];
  page: number;
}

// ---------------------------------------------------------------- GET /api/exchange/markets/{marketId}/position

interface ExchangePositionRunner {
  selection_id: string;
  name: string;
  /** The player's profit (negative: loss) if this runner wins: matched orders (Match Odds) or open bets (Bookmaker). */
  profit_if_wins: MoneyString;
}

/**
 * The player's position in a market. Match Odds and Bookmaker: a row per runner; Fancy: `runners` is [] and `bets`
 * counts the player's open bets.
 */
export interface ExchangePosition {
  runners: ExchangePositionRunner[];
  /** The worst case held for this market ("0.00" once settled or voided). */
  exposure: MoneyString;
  /** Null until the market is settled. */
  profit_loss: MoneyString | null;
  /** Fancy only: the player's open bets in the market. */
  bets?: number;
}

// ---------------------------------------------------------------- Bookmaker and Fancy bets (bearer)

/** A bet against the house on a Bookmaker market or a Fancy line. */
export interface ExchangeBet {
  id: string;
  market_id: string;
  /** Bookmaker: the runner; Fancy: null. */
  selection_id: string | null;
  /** Bookmaker: back or lay; Fancy: yes or no. */
  side: 'back' | 'lay' | 'yes' | 'no';
  /** Bookmaker: decimal odds; Fancy: null. */
  price: number | null;
  /** Fancy: the line; Bookmaker: null. */
  line: number | null;
  /** Fancy: the rate in percent; Bookmaker: null. */
  rate: number | null;
  stake: MoneyString;
  status: 'open' | 'won' | 'lost' | 'void';
  /** Null until settled. */
  profit_loss: MoneyString | null;
  request_id: string;
  created_at: string;
}

/** POST /api/exchange/bookmaker-bets and /api/exchange/fancy-bets. */
export interface ExchangeBetReply {
  bet: ExchangeBet;
}

// ---------------------------------------------------------------- GET /api/exchange/results/{sport}

/** A finished event of the last days with its Match Odds result. */
export interface ExchangeResult {
  EventId: string;
  Event: string;
  sport: ExchangeSport;
  competition: string | null;
  start_time: string;
  /** finished (play over) or closed (every market settled or voided). */
  status: ExchangeEventStatus;
  score_text: string;
  /** The event's Match Odds market; null when it had none. */
  MarketId: string | null;
  market_status: ExchangeMarketStatus | null;
  /** The winning runner's name; null until settled, for a void market, or without a Match Odds market. */
  winner: string | null;
  /** When the Match Odds market was settled or voided; null before. */
  settled_at: string | null;
}

// ---------------------------------------------------------------- GET /api/exchange/summary (bearer)

/** Balance Overview: the player's money in their currency. */
export interface ExchangeSummary {
  currency: string;
  /** available + exposure: everything the player has. */
  balance: MoneyString;
  /** Held against the worst case of the player's open markets. */
  exposure: MoneyString;
  /** What the player can stake or withdraw now (the main balance). */
  available: MoneyString;
  /** Markets where the player holds a position that is not settled. */
  open_markets: number;
  /** Match Odds orders with an unmatched part. */
  unmatched_orders: number;
}

// ---------------------------------------------------------------- GET /api/exchange/pnl (bearer)

/** One settled (or voided) market in Profit & Loss. */
export interface ExchangePnlMarket {
  market_id: string;
  market_name: string;
  market_type: ExchangeMarketKind;
  event_id: string;
  event_name: string;
  sport: ExchangeSport;
  /** Profit (negative: loss) before commission. */
  profit_loss: MoneyString;
  commission: MoneyString;
  /** profit_loss − commission. */
  net: MoneyString;
  settled_at: string;
}

/** One Dhaka calendar day in Profit & Loss. */
interface ExchangePnlDay {
  /** YYYY-MM-DD in Dhaka time. */
  date: string;
  profit_loss: MoneyString;
  commission: MoneyString;
  net: MoneyString;
  markets: number;
}

/**
 * GET /api/exchange/pnl?from=YYYY-MM-DD&to=YYYY-MM-DD&sport= (Dhaka dates, both included; default the last 7 days,
 * at most 90 days): the player's settled markets in the period, by day and by market (newest first, at most 200).
 */
export interface ExchangePnl {
  currency: string;
  from: string;
  to: string;
  total: { profit_loss: MoneyString; commission: MoneyString; net: MoneyString; markets: number };
  days: ExchangePnlDay[];
  markets: ExchangePnlMarket[];
}

// ---------------------------------------------------------------- GET /api/exchange/activity (bearer)

/**
 * One entry of the Activity Log. `login`: a session started (ip, device); `order`: a Match Odds order placed
 * (side, price, size), `order_cancelled`: its unmatched part cancelled or lapsed (size: the part); `bet`: a Bookmaker or
 * Fancy bet (side, price or line and rate, size: the stake); `settled`: a market settled or voided for the player
 * (amount: the net result).
 */
export interface ExchangeActivity {
  kind: 'login' | 'order' | 'order_cancelled' | 'bet' | 'settled';
  at: string;
  ip: string | null;
  device: string | null;
  event_name: string | null;
  market_name: string | null;
  selection_name: string | null;
  side: 'back' | 'lay' | 'yes' | 'no' | null;
  /** Decimal odds (orders, Bookmaker) or the Fancy rate in percent. */
  price: number | null;
  line: number | null;
  size: MoneyString | null;
  amount: MoneyString | null;
}

/** GET /api/exchange/activity?page=&per_page= (20 a page by default), newest first. */
export interface ExchangeActivityPage {
  data: ExchangeActivity[];
  current_page: number;
  per_page: number;
  last_page: number;
}
