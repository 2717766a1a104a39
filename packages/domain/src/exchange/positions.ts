/**
 * Positions on an exchange market with n runners (outcomes), exactly one of which wins.
 * Prices are integers in hundredths of decimal odds (see ladder.ts); money is bigint poisha.
 *
 * A bet's `size` is always the BACKER's stake. When a back of size s at price p is matched against a lay:
 * - the runner wins:  the backer gains winAmount(p, s) = floor(s × (p − 100) / 100), the layer loses the same;
 * - the runner loses: the backer loses s, the layer gains s.
 * The backer's profit and the layer's liability are one and the same integer, so every match nets to zero.
 */

export type BetSide = 'back' | 'lay';

export interface Bet {
  /** Index of the runner, 0..n-1. */
  runner: number;
  side: BetSide;
  /** Hundredths of decimal odds (2.5 → 250). */
  price: number;
  /** The backer's stake in poisha (for an unmatched order: what remains unmatched). */
  size: bigint;
}

function assertPrice(price: number): void {
  if (!Number.isSafeInteger(price) || price <= 100) {
    throw new RangeError(`A price is an integer number of hundredths above 100 (odds above 1.00), got ${price}`);
  }
}

function assertSize(size: bigint): void {
  if (typeof size !== 'bigint' || size < 0n) throw new RangeError(`A bet size is a bigint >= 0n, got ${String(size)}`);
}

function assertRunnerCount(n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`The number of runners must be an integer >= 0, got ${n}`);
}

function assertBet(bet: Bet, n: number): void {
  if (!Number.isInteger(bet.runner) || bet.runner < 0 || bet.runner >= n) {
    throw new RangeError(`Runner ${bet.runner} is outside 0..${n - 1}`);
  }
  if (bet.side !== 'back' && bet.side !== 'lay') throw new RangeError(`Unknown bet side ${String(bet.side)}`);
  assertPrice(bet.price);
  assertSize(bet.size);
}

/**
 * What a matched bet moves between backer and layer when the backer wins: floor(size × (price − 100) / 100).
 * 1001n at 1.91 → floor(1001 × 91 / 100) = floor(910.91) = 910n. RangeError for a price that is not an integer
 * above 100, or a negative size.
 */
export function winAmount(price: number, size: bigint): bigint {
  assertPrice(price);
  assertSize(size);
  // Both factors are >= 0, so bigint division (which truncates) is the floor.
  return (size * BigInt(price - 100)) / 100n;
}

/**
 * Profit (+) or loss (−) per runner if that runner wins, over matched bets. Length n.
 * back on r: +winAmount if r wins, −size otherwise; lay on r: −winAmount if r wins, +size otherwise.
 */
export function runnerPnl(n: number, matched: readonly Bet[]): bigint[] {
  assertRunnerCount(n);
  // Every bet moves all outcomes by its "runner loses" amount, and its own runner by the difference on top:
  // O(bets + n) rather than O(bets × n).
  let everywhere = 0n;
  const own = new Array<bigint>(n).fill(0n);
  for (const bet of matched) {
    assertBet(bet, n);
    const win = winAmount(bet.price, bet.size);
    if (bet.side === 'back') {
      everywhere -= bet.size;
      own[bet.runner]! += win + bet.size;
    } else {
      everywhere += bet.size;
      own[bet.runner]! -= win + bet.size;
    }
  }
  return own.map((x) => x + everywhere);
}

/**
 * Worst-case loss (>= 0n) from a P&L vector (one entry per runner, as runnerPnl gives) plus unmatched orders counted
 * only where they would lose: a back's remaining size in every outcome where its runner loses, a lay's
 * winAmount(price, remaining) where its runner wins; nothing where they would win, as they might never match.
 * exposure = max(0, −min_r(pnl_r + unmatchedLoss_r)). Zero runners → 0n.
 */
export function exposureOf(pnl: readonly bigint[], unmatched: readonly Bet[]): bigint {
  const n = pnl.length;
  let everywhere = 0n; // a back's loss hits every outcome but its own runner's
  const own = new Array<bigint>(n).fill(0n);
  for (const bet of unmatched) {
    assertBet(bet, n);
    if (bet.side === 'back') {
      everywhere -= bet.size;
      own[bet.runner]! += bet.size;
    } else {
      own[bet.runner]! -= winAmount(bet.price, bet.size);
    }
  }
  let worst = 0n;
  for (let r = 0; r < n; r++) {
    const outcome = pnl[r]! + own[r]! + everywhere;
    if (outcome < worst) worst = outcome;
  }
  return -worst;
}

/**
 * Commission on a player's net winnings in a market: floor(net × bps / 10000) when net > 0, else 0n.
 * bps = basis points (2 % = 200). 2 % of 1234567n → floor(24691.34) = 24691n. RangeError unless bps is an integer
 * in 0..10000.
 */
export function commissionOn(net: bigint, bps: number): bigint {
  if (!Number.isInteger(bps) || bps < 0 || bps > 10000) {
    throw new RangeError(`Commission is an integer number of basis points in 0..10000, got ${bps}`);
  }
  if (net <= 0n) return 0n;
  return (net * BigInt(bps)) / 10000n;
}
