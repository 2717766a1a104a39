import { floats, floorTo, hmacSha256Hex, sha256Hex, shuffle, type Seeds } from './core';

/** House edge of the originals: 1 % (return to player 99 %), except roulette's single zero (97.30 %). */
export const HOUSE_EDGE = 0.01;

// ------------------------------------------------------------------ Dice
/** Dice: roll = floor(f × 10 000) / 100, a number 0.00–99.99. An "under" bet wins when roll < target. */
export function diceRoll(seeds: Seeds): number {
  return Math.floor(floats(seeds, 1)[0]! * 10_000) / 100;
}
/** Payout multiplier of a bet under `target` (2–98): 99 / target, truncated to 4 places. */
export function diceMultiplier(target: number): number {
  return floorTo((100 * (1 - HOUSE_EDGE)) / target, 4);
}
/** Exact return of an under-`target` bet: P(win) = target/100 (10 000 equally likely rolls). */
export function diceRtp(target: number): number {
  return (target / 100) * diceMultiplier(target);
}

/**
 * Dice with a direction. The roll is one of 10 000 equally likely values 0.00–99.99 (`diceRoll`); a target has two
 * decimals. "under" wins when roll < target (target × 100 winning rolls); "over" wins when roll ≥ target
 * (10 000 − target × 100 winning rolls), so "under t" and "over t" split the rolls exactly. The win chance is kept
 * between 2 % and 98 %, so the target is 2.00–98.00 either way.
 */
type DiceDirection = 'under' | 'over';
const DICE_ROLLS = 10_000;
export const DICE_MIN_CHANCE = 2;
export const DICE_MAX_CHANCE = 98;
/** A two-decimal number as whole hundredths (12.34 → 1234). */
export function hundredths(x: number): number {
  return Math.round(x * 100);
}
/** Winning rolls of 10 000 (= the win chance in hundredths of a percent). */
export function diceWinningRolls(target: number, direction: DiceDirection): number {
  const t = hundredths(target);
  return direction === 'under' ? t : DICE_ROLLS - t;
}
export function diceWins(roll: number, target: number, direction: DiceDirection): boolean {
  return direction === 'under' ? hundredths(roll) < hundredths(target) : hundredths(roll) >= hundredths(target);
}
/** The payout multiplier in 1/10 000 units: floor(99 / chance% × 10 000) = floor(99 000 000 / winning rolls). */
export function diceMultiplierUnits(target: number, direction: DiceDirection): number {
  return Math.floor(99_000_000 / diceWinningRolls(target, direction));
}
/** Exact return over the 10 000 rolls: (winning rolls / 10 000) × multiplier. At most 0.99. */
export function diceRtpOf(target: number, direction: DiceDirection): number {
  return (diceWinningRolls(target, direction) * diceMultiplierUnits(target, direction)) / 1e8;
}

// ------------------------------------------------------------------ Limbo
export const LIMBO_MAX = 1_000_000;
/** Limbo: result = floor(99 / (1 − f)) / 100, at least 1.00, at most 1 000 000. A bet on `target` wins when result ≥ target. */
export function limboResult(seeds: Seeds): number {
  const f = floats(seeds, 1)[0]!;
  return Math.min(LIMBO_MAX, Math.max(1, Math.floor((100 * (1 - HOUSE_EDGE)) / (1 - f)) / 100));
}
/** P(result ≥ t) = 0.99 / t for a continuous f, so every target returns 99 %. */
export function limboWinChance(target: number): number {
  return Math.min(1, (1 - HOUSE_EDGE) / target);
}

export const LIMBO_MIN_TARGET = 1.01;
/**
 * The exact chance of result ≥ target over the 2³² equally likely floats f = k / 2³²: result ≥ t/100 ⇔
 * 99 / (1 − f) ≥ t ⇔ k ≥ 2³² − 99·2³²/t, so floor(99·2³² / t) of the 2³² values win (t = target in hundredths).
 */
export function limboWinChanceExact(target: number): number {
  const t = hundredths(target);
  const n = 99 * 2 ** 32; // < 2⁵³: exact
  return (n - (n % t)) / t / 2 ** 32;
}
/** Exact return of a bet on `target`: target × P(win) = 0.99 − target · frac(99·2³²/t) / 2³², within 2.4e-4 of 0.99. */
export function limboRtp(target: number): number {
  return (hundredths(target) / 100) * limboWinChanceExact(target);
}

// ------------------------------------------------------------------ Crash (shared rounds from a hash chain)
/**
 * Crash rounds come from a pre-generated chain: hash[i] = SHA-256(hash[i+1]); rounds are played from the end of
 * the generation order backwards, so each revealed round's hash proves the previous one (SHA-256(next) === previous).
 * The crash point also mixes in a salt published before the chain was used (e.g. a future block hash).
 */
export function crashPoint(gameHash: string, salt: string): number {
  const h = hmacSha256Hex(gameHash, salt);
  const x = parseInt(h.slice(0, 13), 16) / 2 ** 52; // uniform in [0, 1)
  return Math.max(1, Math.floor((100 * (1 - HOUSE_EDGE)) / (1 - x)) / 100);
}
/**
 * P(crash point ≥ m) over the 2⁵² equally likely x: floor(99·2⁵² / t) / 2⁵² with t = m in hundredths (the float
 * division in crashPoint can move at most a few of the 2⁵² values across a boundary: under 1e-15).
 */
export function crashWinChance(cashout: number): number {
  const t = BigInt(hundredths(cashout));
  const n = 99n * 2n ** 52n;
  return Number(n / t) / 2 ** 52; // n / t < 2⁵²: exact
}
/** Return of cashing out at `cashout` (the bet wins when the crash point ≥ cashout). */
export function crashRtp(cashout: number): number {
  return cashout * crashWinChance(cashout);
}
/** The chain, `length` hashes, from a secret terminal seed; element 0 is played first. */
export function crashChain(terminalSeed: string, length: number): string[] {
  const chain: string[] = [sha256Hex(terminalSeed)];
  for (let i = 1; i < length; i++) chain.push(sha256Hex(chain[i - 1]!));
  return chain.reverse();
}
/** A revealed round's hash is genuine when it hashes to the round before it. */
export function crashFollows(previousHash: string, hash: string): boolean {
  return sha256Hex(hash) === previousHash;
}

// ------------------------------------------------------------------ European roulette
export const ROULETTE_RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
/** The pocket 0–36: floor(f × 37). */
export function roulettePocket(seeds: Seeds): number {
  return Math.floor(floats(seeds, 1)[0]! * 37);
}
type RouletteBet =
  | { kind: 'straight'; number: number }
  | { kind: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' }
  | { kind: 'dozen' | 'column'; index: 0 | 1 | 2 };
/** Total return (stake included) of a 1-unit bet on `pocket`: straight 36, even-money 2, dozen/column 3, else 0. */
export function roulettePayout(bet: RouletteBet, pocket: number): number {
  if (bet.kind === 'straight') return pocket === bet.number ? 36 : 0;
  if (pocket === 0) return 0;
  switch (bet.kind) {
    case 'red':
      return ROULETTE_RED.has(pocket) ? 2 : 0;
    case 'black':
      return ROULETTE_RED.has(pocket) ? 0 : 2;
    case 'odd':
      return pocket % 2 === 1 ? 2 : 0;
    case 'even':
      return pocket % 2 === 0 ? 2 : 0;
    case 'low':
      return pocket <= 18 ? 2 : 0;
    case 'high':
      return pocket >= 19 ? 2 : 0;
    case 'dozen':
      return Math.floor((pocket - 1) / 12) === bet.index ? 3 : 0;
    case 'column':
      return (pocket - 1) % 3 === bet.index ? 3 : 0;
  }
}
/** Every European bet returns 36/37. */
export const ROULETTE_RTP = 36 / 37;

// ------------------------------------------------------------------ Mines
export const MINES_TILES = 25;
/** The mine positions (0–24): the first `mines` tiles of a seeded shuffle. */
export function minePositions(seeds: Seeds, mines: number): number[] {
  return shuffle(seeds, MINES_TILES, mines).sort((a, b) => a - b);
}
function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}
/** Multiplier after `revealed` safe tiles with `mines` mines: 0.99 × C(25, k) / C(25 − m, k), truncated to 4 places. */
export function minesMultiplier(mines: number, revealed: number): number {
  if (revealed === 0) return 1;
  return floorTo(((1 - HOUSE_EDGE) * choose(MINES_TILES, revealed)) / choose(MINES_TILES - mines, revealed), 4);
}
/** Return of cashing out after exactly `revealed` safe tiles: P(all safe) × multiplier. */
export function minesRtp(mines: number, revealed: number): number {
  return (choose(MINES_TILES - mines, revealed) / choose(MINES_TILES, revealed)) * minesMultiplier(mines, revealed);
}

/**
 * A mines round played tile by tile: the tiles (0–24) are opened in order until a mine; `safe` counts the tiles opened
 * before it. Cashing out after all of them pays minesMultiplier(mines, tiles.length); hitting a mine pays 0.
 */
export function minesOutcome(
  seeds: Seeds,
  mines: number,
  tiles: readonly number[],
): { mines: number[]; safe: number; hit: boolean; multiplier: number } {
  const positions = minePositions(seeds, mines);
  const set = new Set(positions);
  let safe = 0;
  while (safe < tiles.length && !set.has(tiles[safe]!)) safe++;
  const hit = safe < tiles.length;
  return { mines: positions, safe, hit, multiplier: hit ? 0 : minesMultiplier(mines, safe) };
}

// ------------------------------------------------------------------ Keno (10 of 40 drawn; pick 1–10)
export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
/** The 10 drawn numbers (1–40). */
export function kenoDraw(seeds: Seeds): number[] {
  return shuffle(seeds, KENO_NUMBERS, KENO_DRAWN)
    .map((n) => n + 1)
    .sort((a, b) => a - b);
}
/** P(exactly `hits` of `picks` are drawn): hypergeometric. */
export function kenoHitChance(picks: number, hits: number): number {
  return (choose(KENO_DRAWN, hits) * choose(KENO_NUMBERS - KENO_DRAWN, picks - hits)) / choose(KENO_NUMBERS, picks);
}
