import { floatStream, type Seeds } from './core';

/**
 * "Royal Bengal": a 5-reel × 3-row video slot with 20 fixed paylines, a wild and a free-spins scatter.
 *
 * - Every reel strip has 32 stops. A spin reads 5 floats from the bet's stream (reel 1 … reel 5) and stops reel i at
 *   floor(f × 32); the visible rows are strip[stop], strip[stop + 1], strip[stop + 2] (wrapping round).
 *   32 is a power of two, so every stop is exactly equally likely (floor(f × 32) is the top 5 bits of a float).
 * - Lines pay left to right from reel 1: the symbol on reel 1 and the run of reels that show it or a wild;
 *   3, 4 or 5 in a run pay SLOT_PAYTABLE × (total bet / 20). Wilds stand only on reels 2–5 and substitute for every
 *   symbol but the scatter; a scatter on reel 1 starts no line.
 * - Scatters anywhere: 3, 4, 5 pay 3×, 20×, 100× the total bet and award 10, 15, 20 free spins.
 * - Free spins use their own strips (more wilds) and pay double (lines and scatters). Scatters in free spins award
 *   more free spins; a round plays at most SLOT_MAX_FREE_SPINS free spins (an award is cut to fit).
 * - Free spins read their floats from the same stream, right after the spin before (no new nonce).
 * - A round pays at most SLOT_MAX_MULTIPLIER × the total bet.
 * Exact return: see slot-math.ts (SLOT_RTP) and fair/README.md.
 */
export type SlotSymbol = 'tiger' | 'elephant' | 'peacock' | 'boat' | 'lotus' | 'A' | 'K' | 'Q' | 'J' | '10' | 'wild' | 'scatter';
interface SlotLineWin {
  /** 0–19, the index in SLOT_PAYLINES. */
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** Of the total bet (free-spin doubling included). */
  multiplier: number;
}
export interface SlotSpin {
  stops: number[];
  /** grid[reel][row], 5 × 3. */
  grid: SlotSymbol[][];
  wins: SlotLineWin[];
  scatters: number;
  scatter_multiplier: number;
  free_spins_awarded: number;
  /** This spin's total, of the total bet. */
  multiplier: number;
  free: boolean;
}
export interface SlotOutcome {
  /** [0] the paid spin, then every free spin. */
  spins: SlotSpin[];
  free_spins: number;
  /** Round total of the total bet, capped at SLOT_MAX_MULTIPLIER. */
  multiplier: number;
}

export type SlotPayingSymbol = Exclude<SlotSymbol, 'wild' | 'scatter'>;

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;
export const SLOT_LINES = 20;
export const SLOT_STRIP_LENGTH = 32;
/** A round (paid spin + free spins) pays at most 5 000 × the total bet. */
export const SLOT_MAX_MULTIPLIER = 5_000;
/** Free spins per round at most (first award and retriggers together). */
export const SLOT_MAX_FREE_SPINS = 50;
/**
 * The exact theoretical return of a round, 0.95893632264110… — computed from the strips and pay tables by
 * slotRtpExact() (slot-math.ts; a test recomputes it). Hit frequency of the paid spin 30.85 %, free spins 1 in 140.4.
 */
export const SLOT_RTP = 0.9589363226411053;
/** Free-spin wins are doubled. */
export const SLOT_FREE_SPIN_MULTIPLIER = 2;

/** The 20 paylines: the row (0 top, 1 middle, 2 bottom) on each reel. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];

/** Line pays for 3, 4 and 5 in a run, in line bets (total bet / 20). */
export const SLOT_PAYTABLE: Readonly<Record<SlotPayingSymbol, readonly [number, number, number]>> = {
  tiger: [75, 300, 1000],
  elephant: [50, 200, 800],
  peacock: [40, 150, 600],
  boat: [30, 125, 500],
  lotus: [25, 100, 400],
  A: [20, 60, 250],
  K: [15, 50, 200],
  Q: [15, 40, 150],
  J: [10, 30, 100],
  '10': [10, 30, 100],
};
/** Scatters anywhere: pay (× total bet) and free spins, by count 3, 4, 5. */
export const SLOT_SCATTER_PAYS: Readonly<Record<3 | 4 | 5, number>> = { 3: 3, 4: 20, 5: 100 };
export const SLOT_FREE_SPINS_AWARD: Readonly<Record<3 | 4 | 5, number>> = { 3: 10, 4: 15, 5: 20 };

const CODES: Record<string, SlotSymbol> = {
  T: 'tiger',
  E: 'elephant',
  P: 'peacock',
  B: 'boat',
  L: 'lotus',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  X: '10',
  W: 'wild',
  S: 'scatter',
};
const decode = (s: string): SlotSymbol[] => Array.from(s, (c) => CODES[c]!);

/**
 * The reel strips, 32 stops each (T tiger, E elephant, P peacock, B boat, L lotus, X 10, W wild, S scatter). No
 * symbol appears twice within 3 consecutive stops, so a reel shows any symbol at most once.
 */
const SLOT_STRIP_CODES = {
  base: [
    'QJKQJTBPQLBJLXAEKABPXKLQAPKETJSA',
    'BTJASTJQPAWBJPQKEJQLKXLEBXAWQLKP',
    'PQJATSLWEJTAKXLKABXQJXLQJPBEPBQK',
    'QKPTAQBALQWKTXPQXLEJLSJPKABJXEJB',
    'LABQKETQWJXSBJPTAEKLBXAJKPQJLXQP',
  ],
  free: [
    'AQJLBSXPALJPQEKBQLEKXJQKTAPKTABJ',
    'LPJWKTBKWAEBWTQLAJWQPBSXEPAXLJKQ',
    'LWPSXAPTWBXKBQKWJTQJAQXLAKELPEBJ',
    'AQXTKEQXPBJPWBXAJELJBSAQLPWKTLWK',
    'XKLAQBLJBKEAWSPTQKJPEJWLQAXWPXTB',
  ],
} as const;
export const SLOT_STRIPS: { readonly base: readonly (readonly SlotSymbol[])[]; readonly free: readonly (readonly SlotSymbol[])[] } = {
  base: SLOT_STRIP_CODES.base.map(decode),
  free: SLOT_STRIP_CODES.free.map(decode),
};

/** A line's win in line bets (undoubled), or null: the reel-1 symbol and the run of it or wilds. */
export function slotLinePay(symbols: readonly SlotSymbol[]): { symbol: SlotPayingSymbol; count: number; pay: number } | null {
  const first = symbols[0]!;
  if (first === 'wild' || first === 'scatter') return null; // wilds never stand on reel 1
  let count = 1;
  while (count < SLOT_REELS && (symbols[count] === first || symbols[count] === 'wild')) count++;
  if (count < 3) return null;
  return { symbol: first, count, pay: SLOT_PAYTABLE[first][count - 3]! };
}

/** The visible window of a set of strips at the given stops: grid[reel][row]. */
function slotGrid(strips: readonly (readonly SlotSymbol[])[], stops: readonly number[]): SlotSymbol[][] {
  return strips.map((strip, r) => Array.from({ length: SLOT_ROWS }, (_, row) => strip[(stops[r]! + row) % strip.length]!));
}

/** Scatter pay (× total bet) and free spins awarded for a number of scatters. */
function slotScatter(scatters: number): { pay: number; award: number } {
  if (scatters < 3) return { pay: 0, award: 0 };
  const k = Math.min(5, scatters) as 3 | 4 | 5;
  return { pay: SLOT_SCATTER_PAYS[k], award: SLOT_FREE_SPINS_AWARD[k] };
}

/**
 * One spin's result at given stops. Amounts are kept in twentieths of the total bet (line bets), so they stay whole
 * numbers: `units`. `awarded` is the free spins won before the per-round cap.
 */
export function slotEvaluate(stops: readonly number[], free: boolean): { spin: SlotSpin; units: number; awarded: number } {
  const grid = slotGrid(free ? SLOT_STRIPS.free : SLOT_STRIPS.base, stops);
  const m = free ? SLOT_FREE_SPIN_MULTIPLIER : 1;
  const wins: SlotLineWin[] = [];
  let units = 0;
  SLOT_PAYLINES.forEach((rows, line) => {
    const w = slotLinePay(rows.map((row, reel) => grid[reel]![row]!));
    if (w) {
      units += w.pay * m;
      wins.push({ line, symbol: w.symbol, count: w.count, multiplier: (w.pay * m) / SLOT_LINES });
    }
  });
  const scatters = grid.reduce((n, reel) => n + reel.filter((s) => s === 'scatter').length, 0);
  const sc = slotScatter(scatters);
  units += sc.pay * m * SLOT_LINES;
  const spin: SlotSpin = {
    stops: [...stops],
    grid,
    wins,
    scatters,
    scatter_multiplier: sc.pay * m,
    free_spins_awarded: sc.award,
    multiplier: units / SLOT_LINES,
    free,
  };
  return { spin, units, awarded: sc.award };
}

/**
 * A whole round from the bet's seeds: the paid spin, then every free spin it leads to, reading 5 floats per spin in
 * order from one stream. `free_spins_awarded` shows each award after the per-round cap of free spins.
 */
export function slotSpin(seeds: Seeds): SlotOutcome {
  const stream = floatStream(seeds);
  const stops = () => Array.from({ length: SLOT_REELS }, () => Math.floor((stream.next().value as number) * SLOT_STRIP_LENGTH));
  const spins: SlotSpin[] = [];
  let units = 0;
  let awardedTotal = 0;
  let remaining = 0;
  let free = false;
  do {
    if (free) remaining--;
    const r = slotEvaluate(stops(), free);
    const award = Math.min(r.awarded, SLOT_MAX_FREE_SPINS - awardedTotal);
    r.spin.free_spins_awarded = award;
    awardedTotal += award;
    remaining += award;
    units += r.units;
    spins.push(r.spin);
    free = true;
  } while (remaining > 0);
  return {
    spins,
    free_spins: spins.length - 1,
    multiplier: Math.min(units, SLOT_MAX_MULTIPLIER * SLOT_LINES) / SLOT_LINES,
  };
}

/** The round's total in twentieths of the total bet, capped (exact integer; `multiplier × 20`). */
export function slotUnits(outcome: SlotOutcome): number {
  return Math.round(outcome.multiplier * SLOT_LINES);
}
