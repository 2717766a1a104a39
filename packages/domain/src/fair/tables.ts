import { floats, type Seeds } from './core';
import { HOUSE_EDGE, KENO_DRAWN, kenoHitChance } from './games';

/**
 * Pay tables for Plinko and Keno, computed (not guessed): a shape gives each outcome its relative multiplier, a
 * scale is found by bisection so that the exact return of the table — multipliers rounded down to 2 decimals,
 * weighted by their exact probabilities — is as close to 99 % as possible without passing it.
 */
function fit(probs: number[], shape: number[], cap: number): number[] {
  const table = (s: number) => shape.map((w) => (w === 0 ? 0 : Math.min(cap, Math.floor(w * s * 100) / 100)));
  const rtp = (t: number[]) => t.reduce((sum, m, i) => sum + m * probs[i]!, 0);
  let lo = 0;
  let hi = 1;
  while (rtp(table(hi)) < 1 - HOUSE_EDGE && hi < 1e12) hi *= 2;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (rtp(table(mid)) <= 1 - HOUSE_EDGE) lo = mid;
    else hi = mid;
  }
  return table(lo);
}

export function tableRtp(probs: number[], table: number[]): number {
  return table.reduce((sum, m, i) => sum + m * probs[i]!, 0);
}

// ------------------------------------------------------------------ Plinko
export type PlinkoRisk = 'low' | 'medium' | 'high';
export const PLINKO_ROWS = [8, 9, 10, 11, 12, 13, 14, 15, 16] as const;
const PLINKO_BASE: Record<PlinkoRisk, number> = { low: 1.3, medium: 1.75, high: 2.4 };

function binomial(n: number): number[] {
  const row = [1];
  for (let i = 0; i < n; i++) row.push((row[i]! * (n - i)) / (i + 1));
  return row.map((c) => c / 2 ** n);
}

/** Probability of each bucket 0..rows (a ball goes right with probability 1/2 at each row). */
export function plinkoChances(rows: number): number[] {
  return binomial(rows);
}

const plinkoCache = new Map<string, number[]>();
/** The multipliers of buckets 0..rows: symmetric, growing as base^distance from the middle. */
export function plinkoTable(rows: number, risk: PlinkoRisk): number[] {
  const key = `${rows}:${risk}`;
  let t = plinkoCache.get(key);
  if (!t) {
    const shape = Array.from({ length: rows + 1 }, (_, k) => PLINKO_BASE[risk] ** Math.abs(k - rows / 2));
    t = fit(plinkoChances(rows), shape, 10_000);
    plinkoCache.set(key, t);
  }
  return t;
}

/** The ball's path (0 left, 1 right per row) and its bucket. */
export function plinkoDrop(seeds: Seeds, rows: number): { path: number[]; bucket: number } {
  const path = floats(seeds, rows).map((f) => (f < 0.5 ? 0 : 1));
  return { path, bucket: path.reduce<number>((a, b) => a + b, 0) };
}

// ------------------------------------------------------------------ Keno
const kenoCache = new Map<number, number[]>();
/** P(h hits) for h = 0..picks. */
export function kenoChances(picks: number): number[] {
  return Array.from({ length: picks + 1 }, (_, h) => kenoHitChance(picks, h));
}
/**
 * Multipliers by hits for `picks` numbers (1–10): nothing below half the picks (one hit pays for 1 pick), then
 * growing with each hit; capped at 10 000×.
 */
export function kenoTable(picks: number): number[] {
  let t = kenoCache.get(picks);
  if (!t) {
    const first = picks === 1 ? 1 : Math.ceil(picks / 2);
    const shape = Array.from({ length: picks + 1 }, (_, h) => (h < first ? 0 : 3 ** (h - first) * (h === first ? 1 : 1.5)));
    t = fit(kenoChances(picks), shape, 10_000);
    kenoCache.set(picks, t);
  }
  return t;
}
export const KENO_MAX_PICKS = KENO_DRAWN;
