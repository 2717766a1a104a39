import type { LiveDeal, LiveGame } from './fair/live/types';

/**
 * Live tables (issue 34): shared rounds dealt to everyone at a table on a fixed rhythm — a betting window, the deal,
 * the result and payouts, the next window. Money strings are MoneyString ("1234.50"); times ISO (UTC).
 */
export type LiveRoundPhase = 'betting' | 'dealing' | 'settled' | 'voided';

/** A table of a live game as the player sees it. */
export interface LiveTableView {
  id: string;
  game: LiveGame;
  name: string;
  name_bn: string;
  /** Smallest and largest stake on one spot in one round (the player's total on that spot). */
  min_bet: string;
  max_bet: string;
  /** The chips the table offers, smallest first. */
  chips: string[];
  betting_ms: number;
  /** How long the deal is shown before the result (ms per dealt step). */
  step_ms: number;
  status: 'open' | 'closed';
}

export interface LiveRoundView {
  id: string;
  table_id: string;
  phase: LiveRoundPhase;
  /** While betting: when the window closes (server clock). */
  betting_ends_at: string | null;
  /** When the deal began (dealing and after). */
  dealt_at: string | null;
  /** SHA-256 of the round's seed, shown before any bet; the seed itself once the round is over. */
  seed_hash: string;
  seed: string | null;
  /** The deal (steps, result code, returns, detail) from dealing on; null while betting. */
  deal: LiveDeal | null;
  /** Everybody's stakes on each spot now (pushed as they change) and how many players bet. */
  totals: Record<string, string>;
  players: number;
}

/** The player's own stakes on a round, per spot, and what the round paid them once settled. */
export interface LiveMyBets {
  round_id: string;
  spots: Record<string, string>;
  stake: string;
  /** null until the round is settled (or voided: the stakes back). */
  payout: string | null;
}

/** GET /api/games/live/state?table_id= (game session) and the `live.state` event of room `live:{table_id}`. */
export interface LiveTableState {
  table: LiveTableView;
  round: LiveRoundView | null;
  server_time: string;
  /** The last results, newest first (up to 60: the boards and roads are drawn from them). */
  history: { id: string; code: string; detail: Record<string, unknown> }[];
  /** The session player's bets on the current round (state call only; the live event omits it). */
  my_bets?: LiveMyBets | null;
}

/** GET /api/games/live/tables (game session): the tables of the session's game. */
export interface LiveTablesReply {
  game: LiveGame;
  tables: LiveTableView[];
}

/** POST /api/games/live/bet {request_id, table_id, round_id, spots: {spot: amount}} → LiveBetReply. */
export interface LiveBetReply {
  my_bets: LiveMyBets;
  balance: string;
}

/** GET /api/fair/live/{round_id} (public, once the round is over): enough to recompute it and check the chain. */
export interface LiveVerifyInfo {
  id: string;
  table_id: string;
  game: LiveGame;
  phase: LiveRoundPhase;
  seed: string;
  /** SHA-256 of this round's seed is the seed of the round before it in the chain (or the chain's anchor). */
  previous_seed: string;
  chain_anchor: string;
  deal: LiveDeal;
}

export const LIVE_MESSAGES = {
  tableNotFound: 'This table is not available.',
  tableClosed: 'This table is closed. Choose another table.',
  spotUnknown: 'Choose a bet spot on this table.',
  spotRange: 'Your total on one spot must be within the table\'s minimum and maximum.',
  houseCap: 'This table has taken all the bets it can for this round. Try a smaller bet or the next round.',
  noSpots: 'Place at least one chip.',
} as const;

/** The longest a deal is shown (Andar Bahar may deal many cards: the steps then go faster), and the result held after it. */
export const LIVE_DEAL_MAX_MS = 12_000;
export const LIVE_REVEAL_MS = 1_500;
/** The pause after payouts before the next betting window. */
export const LIVE_PAUSE_MS = 4_000;

/** How long a deal of `steps` is shown before the round settles: the steps at `stepMs` each (12 s at most), then the result. */
export function liveDealMs(steps: number, stepMs: number): number {
  return Math.min(steps * stepMs, LIVE_DEAL_MAX_MS) + LIVE_REVEAL_MS;
}

/** How long each step of a deal is shown (the table's step, or quicker when the deal is long). */
export function liveStepMs(steps: number, stepMs: number): number {
  return steps === 0 ? stepMs : Math.min(stepMs, Math.floor(LIVE_DEAL_MAX_MS / steps));
}

/** What stakes on spots return: Σ floor(stake × return / 100), each spot rounded down to the poisha. */
export function livePayout(stakes: Record<string, bigint>, returns: Record<string, number>): bigint {
  let sum = 0n;
  for (const [spot, stake] of Object.entries(stakes)) sum += (stake * BigInt(returns[spot] ?? 0)) / 100n;
  return sum;
}

/** The most one round can pay with these totals on its spots: the largest payout over the game's scenarios. */
export function liveWorstCase(totals: Record<string, bigint>, scenarios: readonly Record<string, number>[]): bigint {
  let worst = 0n;
  for (const s of scenarios) {
    const p = livePayout(totals, s);
    if (p > worst) worst = p;
  }
  return worst;
}
