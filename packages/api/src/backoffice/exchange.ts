import type { MoneyString, Page } from '@khela/domain';
import { backofficeApi, type PageArgs } from './api';

/**
 * The console's sports exchange (/api/backoffice/exchange/*, apps/server/src/exchange/exchange.staff.routes.ts):
 * markets with their matched volume and exposure, events and Bookmaker / Fancy markets by hand, their state, limits,
 * prices and results, and the exchange's defaults. Every role reads (`exchange.read`); admins change (`exchange.manage`).
 * Injected into `backofficeApi`, so it shares the console's cache, staff token and tags.
 */

export type ExchangeSport = 'cricket' | 'soccer' | 'tennis';
export type ExchangeMarketKind = 'match_odds' | 'bookmaker' | 'fancy';
export type ExchangeMarketStatus = 'open' | 'suspended' | 'closed' | 'settled' | 'voided';
export type ExchangeFancyCategory = 'fancy' | 'ball_by_ball' | 'khadda' | 'lottery' | 'odd_even';
/** POST /api/backoffice/exchange/markets/{id}/{action} (settle has its own mutation). */
export type ExchangeMarketAction = 'suspend' | 'resume' | 'in-play' | 'close' | 'void';

export const EXCHANGE_SPORTS: readonly ExchangeSport[] = ['cricket', 'soccer', 'tennis'];
export const EXCHANGE_MARKET_STATUSES: readonly ExchangeMarketStatus[] = ['open', 'suspended', 'closed', 'settled', 'voided'];
export const EXCHANGE_FANCY_CATEGORIES: readonly ExchangeFancyCategory[] = ['fancy', 'ball_by_ball', 'khadda', 'lottery', 'odd_even'];

/** GET /api/backoffice/exchange/markets item. */
export interface BoExchangeMarketRow {
  id: string;
  event_id: string;
  event_name: string;
  sport: ExchangeSport;
  kind: ExchangeMarketKind;
  name: string;
  status: ExchangeMarketStatus;
  in_play: boolean;
  start_time: string;
  matched_volume: MoneyString;
  /** What players hold as exposure on the market now. */
  players_exposure: MoneyString;
  /** The house market maker's exposure on the market (its liquidity), apart from the players'. */
  house_liquidity: MoneyString;
  /** The house's worst case on a Bookmaker or Fancy market; null for Match Odds (players trade with players) and once over. */
  house_exposure: MoneyString | null;
  commission_bps: number;
  min_stake: MoneyString;
  max_stake: MoneyString;
  max_exposure: MoneyString | null;
  bet_delay_ms: number;
  /** The simulator's market maker quotes on it (Match Odds). */
  liquidity: boolean;
}

export interface BoExchangeMarketArgs {
  status?: ExchangeMarketStatus;
  event_id?: string;
}

/** A runner of a Match Odds or Bookmaker market; back and lay are the Bookmaker prices (null on Match Odds). */
export interface BoExchangeRunner {
  selection_id: string;
  name: string;
  back: number | null;
  lay: number | null;
  suspended: boolean;
}

/** A player whose exposure held in the ledger differs from the one their bets make (should never happen). */
export interface BoExchangeMismatch {
  player_id: string;
  held: MoneyString;
  computed: MoneyString;
}

/** GET /api/backoffice/exchange/markets/{id} */
export interface BoExchangeMarket {
  id: string;
  event_id: string;
  event_name: string;
  sport: ExchangeSport;
  kind: ExchangeMarketKind;
  name: string;
  status: ExchangeMarketStatus;
  in_play: boolean;
  /** The event's start time: settling before it needs `early` and a reason. */
  start_time: string;
  currency: string;
  matched_volume: MoneyString;
  commission_bps: number;
  min_stake: MoneyString;
  max_stake: MoneyString;
  max_exposure: MoneyString | null;
  bet_delay_ms: number;
  liquidity: boolean;
  ball_running: boolean;
  fancy: { category: ExchangeFancyCategory; no: number | null; no_rate: number | null; yes: number | null; yes_rate: number | null } | null;
  winner_selection_id: string | null;
  result: number | null;
  house_exposure: MoneyString | null;
  runners: BoExchangeRunner[];
  settled_at: string | null;
  mismatches: BoExchangeMismatch[];
}

/** GET /api/match-odds/{id} (the public read): the best three back and lay prices per runner, with their sizes. */
export interface BoExchangeBook {
  marketId: string;
  status: string;
  totalMatched: MoneyString;
  runners: {
    selectionId: string;
    SelectionName: string;
    status: string;
    ex: { availableToBack: { price: number; size: MoneyString }[]; availableToLay: { price: number; size: MoneyString }[] };
  }[];
}

export interface BoExchangeEventCreate {
  sport: ExchangeSport;
  name: string;
  /** ISO instant. */
  start_time: string;
  runners: string[];
  competition?: string;
  liquidity?: boolean;
  min_stake?: string;
  max_stake?: string;
  commission_bps?: number;
  bet_delay_ms?: number;
}

export interface BoExchangeEventCreated {
  event: { id: string; sport: ExchangeSport; name: string; start_time: string; competition: string | null };
  markets: { id: string; kind: 'match_odds'; name: string; runners: { selection_id: string; name: string }[] }[];
}

export interface BoExchangeBookmakerCreate {
  name?: string;
  runners: { name: string; back: number | null; lay: number | null }[];
  min_stake?: string;
  max_stake?: string;
  max_exposure?: string;
}

export interface BoExchangeFancyCreate {
  title: string;
  category: ExchangeFancyCategory;
  no: number;
  no_rate: number;
  yes: number;
  yes_rate: number;
  min_stake?: string;
  max_stake?: string;
  max_exposure?: string;
}

/** PATCH /api/backoffice/exchange/markets/{id}: any of these. */
export interface BoExchangeMarketUpdate {
  commission_bps?: number;
  min_stake?: string;
  max_stake?: string;
  max_exposure?: string;
  bet_delay_ms?: number;
  liquidity?: boolean;
  runners?: { selection_id: string; back: number | null; lay: number | null; suspended?: boolean }[];
  no?: number;
  no_rate?: number;
  yes?: number;
  yes_rate?: number;
  ball_running?: boolean;
}

/** GET|PATCH /api/backoffice/exchange/settings: the defaults of new markets, the simulator and its liquidity. */
export interface BoExchangeSettings {
  commission_bps: number;
  min_stake: MoneyString;
  max_stake: MoneyString;
  bet_delay_cricket_ms: number;
  bet_delay_soccer_ms: number;
  bet_delay_tennis_ms: number;
  /** The in-play delay of Bookmaker and Fancy bets per sport (0: taken at once). */
  house_bet_delay_cricket_ms: number;
  house_bet_delay_soccer_ms: number;
  house_bet_delay_tennis_ms: number;
  house_max_exposure: MoneyString;
  simulator: boolean;
  liquidity: boolean;
}

export type BoExchangeSettingsUpdate = Partial<BoExchangeSettings>;

const X = '/api/backoffice/exchange';

function qs(params: object): string {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') s.set(k, String(v));
  const text = s.toString();
  return text ? `?${text}` : '';
}

/** Settling or voiding moves money: the players' wallets, the house accounts and the dashboard change too. */
const MONEY_TAGS = ['Exchange', 'House', 'Player', 'Ledger', 'Dashboard', 'Audit'] as const;

export const exchangeBackofficeApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Exchange', 'ExchangeSettings'] }).injectEndpoints({
  endpoints: (b) => ({
    boExchangeMarkets: b.query<Page<BoExchangeMarketRow>, PageArgs & BoExchangeMarketArgs>({
      query: (a) => `${X}/markets${qs(a)}`,
      providesTags: ['Exchange'],
    }),
    boExchangeMarket: b.query<BoExchangeMarket, string>({
      query: (id) => `${X}/markets/${encodeURIComponent(id)}`,
      providesTags: ['Exchange'],
    }),
    /** A Match Odds market's order book: the exchange's public read (no staff permission involved). */
    boExchangeBook: b.query<BoExchangeBook | null, string>({
      query: (id) => `/api/match-odds/${encodeURIComponent(id)}`,
      transformResponse: (r: BoExchangeBook[]) => r[0] ?? null,
      providesTags: ['Exchange'],
    }),
    boExchangeCreateEvent: b.mutation<BoExchangeEventCreated, BoExchangeEventCreate>({
      query: (body) => ({ url: `${X}/events`, method: 'POST', body }),
      invalidatesTags: ['Exchange', 'Audit'],
    }),
    boExchangeAddBookmaker: b.mutation<{ id: string; kind: 'bookmaker' }, { eventId: string; body: BoExchangeBookmakerCreate }>({
      query: ({ eventId, body }) => ({ url: `${X}/events/${encodeURIComponent(eventId)}/bookmaker`, method: 'POST', body }),
      invalidatesTags: ['Exchange', 'Audit'],
    }),
    boExchangeAddFancy: b.mutation<{ id: string; kind: 'fancy' }, { eventId: string; body: BoExchangeFancyCreate }>({
      query: ({ eventId, body }) => ({ url: `${X}/events/${encodeURIComponent(eventId)}/fancy`, method: 'POST', body }),
      invalidatesTags: ['Exchange', 'Audit'],
    }),
    boExchangeAct: b.mutation<Record<string, unknown>, { id: string; action: ExchangeMarketAction }>({
      query: ({ id, action }) => ({ url: `${X}/markets/${encodeURIComponent(id)}/${action}`, method: 'POST', body: {} }),
      invalidatesTags: (_r, _e, a) => (a.action === 'void' ? [...MONEY_TAGS] : ['Exchange', 'Audit']),
    }),
    /** Match Odds and Bookmaker: the winner runner; Fancy: the result (runs). */
    boExchangeSettle: b.mutation<Record<string, unknown>, { id: string; winner_selection_id?: string; result?: number; early?: boolean; reason?: string }>({
      query: ({ id, ...body }) => ({ url: `${X}/markets/${encodeURIComponent(id)}/settle`, method: 'POST', body }),
      invalidatesTags: [...MONEY_TAGS],
    }),
    /** A settled market's result corrected, with a reason: the first result's money reversed, settled again. */
    boExchangeResettle: b.mutation<Record<string, unknown>, { id: string; winner_selection_id?: string; result?: number; reason: string }>({
      query: ({ id, ...body }) => ({ url: `${X}/markets/${encodeURIComponent(id)}/resettle`, method: 'POST', body }),
      invalidatesTags: [...MONEY_TAGS],
    }),
    boExchangeUpdateMarket: b.mutation<BoExchangeMarket, { id: string; body: BoExchangeMarketUpdate }>({
      query: ({ id, body }) => ({ url: `${X}/markets/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: ['Exchange', 'Audit'],
    }),
    boExchangeSettings: b.query<BoExchangeSettings, void>({
      query: () => `${X}/settings`,
      providesTags: ['ExchangeSettings'],
    }),
    boExchangeUpdateSettings: b.mutation<BoExchangeSettings, BoExchangeSettingsUpdate>({
      query: (body) => ({ url: `${X}/settings`, method: 'PATCH', body }),
      invalidatesTags: ['ExchangeSettings', 'Audit'],
    }),
  }),
});

export const {
  useBoExchangeMarketsQuery,
  useBoExchangeMarketQuery,
  useBoExchangeBookQuery,
  useBoExchangeCreateEventMutation,
  useBoExchangeAddBookmakerMutation,
  useBoExchangeAddFancyMutation,
  useBoExchangeActMutation,
  useBoExchangeSettleMutation,
  useBoExchangeResettleMutation,
  useBoExchangeUpdateMarketMutation,
  useBoExchangeSettingsQuery,
  useBoExchangeUpdateSettingsMutation,
} = exchangeBackofficeApi;
