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
