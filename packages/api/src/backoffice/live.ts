import type { LiveDeal, LiveGame, LiveRoundPhase, MoneyString, Page } from '@khela/domain';
import { backofficeApi, type PageArgs } from './api';

/**
 * The console's live tables (issue 34; apps/server/src/games/live.staff.routes.ts): the shared-round card and dice
 * tables with their limits, chips, betting window and house cap (every games reader reads, `games.manage` changes);
 * turnover, payouts, GGR and hold per table and game over Dhaka days; each table's rounds with every player's stakes,
 * the deal and the seeds (`rounds.read`); a round under way voided with a reason (`rounds.refund`). Every change is in
 * the audit log. Injected into `backofficeApi`, so it shares the console's cache, staff token and tags.
 */

export type LiveTableStatus = 'open' | 'closed';
export type LiveCurrency = 'BDT' | 'INR' | 'PKR';
export const LIVE_CURRENCIES: readonly LiveCurrency[] = ['BDT', 'INR', 'PKR'];

/** GET /api/backoffice/live-tables item. */
export interface BoLiveTable {
  id: string;
  game_code: LiveGame;
  name: string;
  name_bn: string;
  currency: LiveCurrency;
  status: LiveTableStatus;
  min_bet: MoneyString;
  max_bet: MoneyString;
  /** The chips the table offers, ascending. */
  chips: MoneyString[];
  /** The most one round may pay out in all (every bet is checked against it). */
  house_cap: MoneyString;
  /** How long a round takes bets (5,000–120,000 ms). */
  betting_ms: number;
  /** The time between two things dealt (100–5,000 ms). */
  step_ms: number;
  sort_order: number;
  updated_at: string;
}

/**
 * The fields a change writes (only those sent; unknown fields are refused). `game_code` and `currency` only on
 * create; a new table needs its game, names, limits, chips and house cap. Money as "12.50" strings.
 */
export interface BoLiveTableWrite {
  game_code?: LiveGame;
  currency?: LiveCurrency;
  name?: string;
  name_bn?: string;
  status?: LiveTableStatus;
  min_bet?: MoneyString;
  max_bet?: MoneyString;
  chips?: MoneyString[];
  house_cap?: MoneyString;
  betting_ms?: number;
  step_ms?: number;
  sort_order?: number;
}

/** Dhaka days (YYYY-MM-DD, both included); today when left out. */
export interface BoLiveDays {
  from?: string;
  to?: string;
}

interface LiveFigures {
  turnover: MoneyString;
  payout: MoneyString;
  /** Turnover − payout: what the house kept. */
  ggr: MoneyString;
  /** GGR / turnover in percent with two decimals ("3.85"); null without turnover. */
  hold: string | null;
}

/** GET /api/backoffice/live-tables/report: settled rounds only, by their settlement time. */
export interface BoLiveReport {
  from: string;
  to: string;
  tables: (LiveFigures & {
    table_id: string;
    game_code: LiveGame;
    name: string;
    name_bn: string;
    currency: LiveCurrency;
    rounds: number;
    /** Rounds with at least one bet. */
    rounds_with_bets: number;
    /** Σ players over the rounds (a player counts once per round). */
    bets: number;
  })[];
  games: (LiveFigures & { game_code: LiveGame; currency: LiveCurrency; rounds: number })[];
}

/** GET /api/backoffice/live-tables/:id/rounds item, newest first. */
export interface BoLiveRoundRow {
  id: string;
  phase: LiveRoundPhase;
  /** The result board's code ('D', 'T', 'X' …) once dealt. */
  code: string | null;
  players: number;
  stake: MoneyString;
  payout: MoneyString;
  /** Stake − payout once settled. */
  ggr: MoneyString | null;
  seed_hash: string;
  /** Revealed once the round is over (settled or voided). */
  seed: string | null;
  created_at: string;
  settled_at: string | null;
}

export interface BoLiveRoundsArgs extends BoLiveDays, PageArgs {
  table: string;
}

/** One player's bets in a round: stakes per spot, and what they were paid once the round is over. */
export interface BoLiveRoundBet {
  player_id: string;
  username: string;
  game_round_id: string | null;
  spots: Record<string, MoneyString>;
  stake: MoneyString;
  /** Null while the round is under way; '0.00' for a refund. */
  payout: MoneyString | null;
  /** The player's game round: open, won, lost, refunded. */
  status: string | null;
}

/** GET /api/backoffice/live-rounds/:id. */
export interface BoLiveRound {
  id: string;
  table_id: string;
  phase: LiveRoundPhase;
  /** The deal once dealt (every step, the board's code, each spot's return, the game's facts). */
  deal: LiveDeal | null;
  seed_hash: string;
  seed: string | null;
  chain_id: string;
  chain_index: number;
  /** Σ stakes per spot over every player. */
  totals: Record<string, MoneyString>;
  players: number;
  stake: MoneyString;
  payout: MoneyString;
  betting_ends_at: string;
  dealt_at: string | null;
  settled_at: string | null;
  bets: BoLiveRoundBet[];
}

export interface BoVoidLiveRoundArgs {
  id: string;
  /** 3–500 characters, kept in the audit log. */
  reason: string;
}

/** `?a=1&b=x` from the set values only. */
function qs(params: object): string {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') s.set(k, String(v));
  const text = s.toString();
  return text ? `?${text}` : '';
}

const P = '/api/backoffice';

export const liveBackofficeApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['LiveTables', 'LiveRounds'] }).injectEndpoints({
  endpoints: (b) => ({
    boLiveTables: b.query<BoLiveTable[], void>({
      query: () => `${P}/live-tables`,
      providesTags: ['LiveTables'],
    }),
    boCreateLiveTable: b.mutation<BoLiveTable, BoLiveTableWrite>({
      query: (body) => ({ url: `${P}/live-tables`, method: 'POST', body }),
      invalidatesTags: ['LiveTables', 'Audit'],
    }),
    boUpdateLiveTable: b.mutation<BoLiveTable, { id: string; body: BoLiveTableWrite }>({
      query: ({ id, body }) => ({ url: `${P}/live-tables/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['LiveTables', 'Audit'],
    }),
    boLiveReport: b.query<BoLiveReport, BoLiveDays>({
      query: (a) => `${P}/live-tables/report${qs(a)}`,
      providesTags: ['LiveRounds'],
    }),
    boLiveRounds: b.query<Page<BoLiveRoundRow>, BoLiveRoundsArgs>({
      query: ({ table, ...a }) => `${P}/live-tables/${table}/rounds${qs(a)}`,
      providesTags: ['LiveRounds'],
    }),
    boLiveRound: b.query<BoLiveRound, string>({
      query: (id) => `${P}/live-rounds/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'LiveRounds', id }],
    }),
    /** Voids a round under way (betting or dealing): every stake back to its player; admin and finance, with a reason. */
    boVoidLiveRound: b.mutation<{ id: string; phase: LiveRoundPhase }, BoVoidLiveRoundArgs>({
      query: ({ id, reason }) => ({ url: `${P}/live-rounds/${id}/void`, method: 'POST', body: { reason } }),
      invalidatesTags: ['LiveRounds', 'Rounds', 'Player', 'Ledger', 'House', 'Audit'],
    }),
  }),
});

export const {
  useBoLiveTablesQuery,
  useBoCreateLiveTableMutation,
  useBoUpdateLiveTableMutation,
  useBoLiveReportQuery,
  useBoLiveRoundsQuery,
  useBoLiveRoundQuery,
  useBoVoidLiveRoundMutation,
} = liveBackofficeApi;
