/**
 * Cricket session ("fancy") markets: will the result (runs in the first 6 overs, …) reach a line?
 * - YES at line L, rate R (percent): wins when result >= L and pays floor(stake × R / 100); otherwise loses the stake.
 * - NO  at line L, rate R (percent): wins when result <  L and pays the stake; otherwise loses floor(stake × R / 100).
 * A book's P&L is piecewise constant in the result and changes only at the lines.
 */

export type FancySide = 'yes' | 'no';

export interface FancyBet {
  side: FancySide;
  /** The line, an integer result (runs, wickets …). */
  line: number;
  /** The rate in percent (100 = even money, 90 = NO risks 90 to win 100). */
  rate: number;
  /** Poisha. */
  stake: bigint;
}

function assertFancyBet(bet: FancyBet): void {
  if (bet.side !== 'yes' && bet.side !== 'no') throw new RangeError(`Unknown fancy side ${String(bet.side)}`);
  if (!Number.isSafeInteger(bet.line)) throw new RangeError(`A fancy line is an integer, got ${bet.line}`);
  if (!Number.isSafeInteger(bet.rate) || bet.rate <= 0) throw new RangeError(`A fancy rate is an integer percent > 0, got ${bet.rate}`);
  if (typeof bet.stake !== 'bigint' || bet.stake < 0n) throw new RangeError(`A fancy stake is a bigint >= 0n, got ${String(bet.stake)}`);
}

/** floor(stake × rate / 100); both are >= 0 so bigint truncation is the floor. */
function atRate(bet: FancyBet): bigint {
  return (bet.stake * BigInt(bet.rate)) / 100n;
}

/** One bet's P&L for a result. YES 10000n at 48 rate 100: result 48 → +10000n, 47 → −10000n. */
export function fancyPnl(bet: FancyBet, result: number): bigint {
  assertFancyBet(bet);
  if (!Number.isSafeInteger(result)) throw new RangeError(`A fancy result is an integer, got ${result}`);
  if (bet.side === 'yes') return result >= bet.line ? atRate(bet) : -bet.stake;
  return result < bet.line ? bet.stake : -atRate(bet);
}

/** The book's P&L for a result: the sum over its bets. */
export function fancyBookPnl(bets: readonly FancyBet[], result: number): bigint {
  let sum = 0n;
  for (const bet of bets) sum += fancyPnl(bet, result);
  return sum;
}

/**
 * The book per result, for showing it to the player: one row per distinct line ascending, with the P&L for every
 * result from that line up to the next line (the last row: upwards without end), preceded by a row for every result
 * below the lowest line, whose `from` is 0 (or lowest line − 1 when the lowest line is 0 or below; it stands for
 * "everything below"). Rows are not merged when neighbours have the same P&L. No bets → [].
 */
export function fancyLadder(bets: readonly FancyBet[]): { from: number; pnl: bigint }[] {
  if (bets.length === 0) return [];
  // Below every line: every YES loses its stake, every NO wins its stake. Crossing a line flips that line's bets.
  let pnl = 0n;
  const change = new Map<number, bigint>();
  for (const bet of bets) {
    assertFancyBet(bet);
    const win = bet.side === 'yes' ? atRate(bet) : bet.stake;
    const lose = bet.side === 'yes' ? bet.stake : atRate(bet);
    if (bet.side === 'yes') {
      pnl -= lose; // below the line
      change.set(bet.line, (change.get(bet.line) ?? 0n) + win + lose);
    } else {
      pnl += win;
      change.set(bet.line, (change.get(bet.line) ?? 0n) - win - lose);
    }
  }
  const lines = [...change.keys()].sort((a, b) => a - b);
  const lowest = lines[0]!;
  const rows = [{ from: Math.min(0, lowest - 1), pnl }];
  for (const line of lines) {
    pnl += change.get(line)!;
    rows.push({ from: line, pnl });
  }
  return rows;
}

/**
 * Worst-case loss (>= 0n) of the book over every integer result. The P&L only changes at lines, so the rows of
 * fancyLadder (below the lowest line, then from each line on) cover every result.
 */
export function fancyExposure(bets: readonly FancyBet[]): bigint {
  let worst = 0n;
  for (const row of fancyLadder(bets)) if (row.pnl < worst) worst = row.pnl;
  return -worst;
}
