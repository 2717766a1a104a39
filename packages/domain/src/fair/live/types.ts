import type { Seeds } from '../core';

/** Our shared-round card and dice tables (category LIVE, shown as Casino "live tables"). */
export const LIVE_GAMES = ['teen-patti', 'andar-bahar', 'dragon-tiger', 'baccarat', 'seven-up-down', 'lucky-7', 'cards-32'] as const;
export type LiveGame = (typeof LIVE_GAMES)[number];

/**
 * A card 0..51: rank = card % 13 + 1 (1 Ace, 11 Jack, 12 Queen, 13 King), suit = floor(card / 13):
 * 0 spades, 1 hearts, 2 clubs, 3 diamonds (hearts and diamonds are red).
 */
export type Card = number;

/** One thing dealt, in order: a card to a place (`to`: 'dragon', 'andar', 'player', 'joker', 'p8' …) or a die. */
export interface Dealt {
  to: string;
  card?: Card;
  die?: number;
}

/**
 * A round's deal, all of it decided by the seeds: what was dealt in order (the screen shows it step by step), the
 * board's short code, what each spot returns and the facts the screen names (hand ranks, totals, the joker …).
 */
export interface LiveDeal {
  steps: Dealt[];
  /** The result board's code: short, stable, e.g. 'D' 'T' 'X' (tie) for Dragon Tiger; the screen translates it. */
  code: string;
  /**
   * What a unit staked on each spot returns, in hundredths of the stake, stake included: 0 lost, 50 half back, 100
   * stake back (a push), 200 even money, 195 even money less 5 % commission … Every spot of the game is present.
   */
  returns: Record<string, number>;
  /** Game-specific facts for the screen and the verifier (JSON-safe). */
  detail: Record<string, unknown>;
}

/** One game's rules: its bet spots, the deal from the seeds, and what the house cap and the published returns need. */
export interface LiveRules {
  game: LiveGame;
  /** The bet spots in the order the table shows them. */
  spots: readonly string[];
  /** The deal of a round: shared rounds use `liveSeeds(roundSeed)`, single-player rounds the player's seeds. */
  deal(seeds: Seeds): LiveDeal;
  /**
   * Every distinct `returns` a deal can produce (a few dozen at most): the most a round can pay is the largest,
   * over these, of Σ staked(spot) × return(spot) / 100 (the table's house cap is checked against it).
   */
  scenarios: readonly Record<string, number>[];
  /** The exact expected return of a unit on each spot (0.9xx), derived in fair/README.md. */
  exactReturn: Record<string, number>;
}

/** The seeds a shared round deals from: its revealed chain seed as the server seed (no client seed, nonce 0). */
export function liveSeeds(roundSeed: string): Seeds {
  return { serverSeed: roundSeed, clientSeed: 'live', nonce: 0 };
}
