import { describe, expect, it } from 'vitest';
import { LADDER } from './ladder';
import { commissionOn, exposureOf, runnerPnl, winAmount, type Bet } from './positions';

/** The worst case of a book: its matched bets' P&L vector with the unmatched orders counted where they would lose. */
const worstCaseExposure = (n: number, matched: readonly Bet[], unmatched: readonly Bet[]): bigint => exposureOf(runnerPnl(n, matched), unmatched);
import { EXCHANGE_DEFAULTS } from './rules';

const back = (runner: number, price: number, size: bigint): Bet => ({ runner, side: 'back', price, size });
const lay = (runner: number, price: number, size: bigint): Bet => ({ runner, side: 'lay', price, size });

describe('winAmount', () => {
  it.each<[number, bigint, bigint]>([
    [250, 10000n, 15000n], // 100 BDT at 2.5: 10000 × 150 / 100 = 15000
    [191, 1001n, 910n], // 1001 × 91 / 100 = 910.91 → floor 910
    [101, 99n, 0n], // 99 × 1 / 100 = 0.99 → 0
    [101, 100n, 1n], // 100 × 1 / 100 = 1
    [200, 1n, 1n], // 1 × 100 / 100 = 1
    [100000, 1000n, 999000n], // 1000 × 99900 / 100 = 999000
    [250, 0n, 0n],
  ])('winAmount(%i, %s) = %s', (price, size, expected) => {
    expect(winAmount(price, size)).toBe(expected);
  });

  it('is exact for huge sizes (no float on the way)', () => {
    // 10^20 poisha at 1.91: 10^20 × 91 / 100 = 91 × 10^18
    expect(winAmount(191, 10n ** 20n)).toBe(91n * 10n ** 18n);
  });

  it('refuses a price that is not an integer above 100, and a negative size', () => {
    expect(() => winAmount(100, 1000n)).toThrow(RangeError);
    expect(() => winAmount(190.5, 1000n)).toThrow(RangeError);
    expect(() => winAmount(NaN, 1000n)).toThrow(RangeError);
    expect(() => winAmount(190, -1n)).toThrow(RangeError);
  });
});

describe('runnerPnl', () => {
  it('back 100 BDT at 2.5 on runner 0 of 3', () => {
    // runner 0 wins: +winAmount = 10000 × 1.5 = +15000; runners 1, 2 win: the stake is lost, −10000
    expect(runnerPnl(3, [back(0, 250, 10000n)])).toEqual([15000n, -10000n, -10000n]);
  });

  it('lay 100 BDT at 2.5 on runner 0 of 3 (the mirror image)', () => {
    // runner 0 wins: the layer pays the backer's winnings, −15000; otherwise the layer keeps the backer's stake, +10000
    expect(runnerPnl(3, [lay(0, 250, 10000n)])).toEqual([-15000n, 10000n, 10000n]);
  });

  it('a matched back and lay net to zero in every outcome', () => {
    const b = back(1, 191, 1001n);
    const l = lay(1, 191, 1001n);
    const backer = runnerPnl(3, [b]); // [−1001, +910, −1001]
    const layer = runnerPnl(3, [l]); // [+1001, −910, +1001]
    expect(backer).toEqual([-1001n, 910n, -1001n]);
    expect(layer).toEqual([1001n, -910n, 1001n]);
    expect(backer.map((x, i) => x + layer[i]!)).toEqual([0n, 0n, 0n]);
  });

  it('greening up: back at 3.0 then lay at 2.0 on the same runner', () => {
    // back 10000 at 3.0: runner 0 wins +20000, else −10000
    // lay  15000 at 2.0: runner 0 wins −15000, else +15000
    // runner 0: 20000 − 15000 = +5000; runner 1: −10000 + 15000 = +5000 — the same profit whatever happens
    expect(runnerPnl(2, [back(0, 300, 10000n), lay(0, 200, 15000n)])).toEqual([5000n, 5000n]);
  });

  it('backs on every runner of a two-runner market (a dutch)', () => {
    // back 10000 at 2.0 on 0: [+10000, −10000]; back 10000 at 2.2 on 1: [−10000, +12000]
    // sum: [0, +2000]
    expect(runnerPnl(2, [back(0, 200, 10000n), back(1, 220, 10000n)])).toEqual([0n, 2000n]);
  });

  it('mixes bets on several runners', () => {
    // back 5000 at 4.0 on 2: [−5000, −5000, +15000, −5000]
    // lay 2000 at 1.5 on 0:  [−1000, +2000, +2000, +2000]
    // back 3000 at 1.91 on 0: [+2730, −3000, −3000, −3000]   (3000 × 0.91 = 2730)
    // sum: [−3270, −6000, +14000, −6000]
    expect(runnerPnl(4, [back(2, 400, 5000n), lay(0, 150, 2000n), back(0, 191, 3000n)])).toEqual([-3270n, -6000n, 14000n, -6000n]);
  });

  it('is all zeros with no bets, and empty with no runners', () => {
    expect(runnerPnl(3, [])).toEqual([0n, 0n, 0n]);
    expect(runnerPnl(0, [])).toEqual([]);
  });

  it('refuses a runner outside 0..n-1 and a bad count', () => {
    expect(() => runnerPnl(2, [back(2, 200, 100n)])).toThrow(RangeError);
    expect(() => runnerPnl(2, [back(-1, 200, 100n)])).toThrow(RangeError);
    expect(() => runnerPnl(-1, [])).toThrow(RangeError);
    expect(() => runnerPnl(2, [{ runner: 0, side: 'both' as never, price: 200, size: 100n }])).toThrow(RangeError);
  });
});

describe('exposureOf of runnerPnl', () => {
  it('a single back risks its stake, a single lay its liability', () => {
    expect(worstCaseExposure(3, [back(0, 250, 10000n)], [])).toBe(10000n); // pnl [15000, −10000, −10000]
    expect(worstCaseExposure(3, [lay(0, 250, 10000n)], [])).toBe(15000n); // pnl [−15000, 10000, 10000]
  });

  it('an unmatched back on runner 1 with a matched back on runner 0', () => {
    // matched back 10000 at 2.5 on 0: pnl [+15000, −10000, −10000]
    // unmatched back 4000 at 3.0 on 1 loses 4000 where runner 1 does not win: [−4000, 0, −4000] (0 where it would win)
    // total: [+11000, −10000, −14000] → exposure 14000
    expect(worstCaseExposure(3, [back(0, 250, 10000n)], [back(1, 300, 4000n)])).toBe(14000n);
  });

  it('an unmatched lay counts its liability only where its runner wins', () => {
    // matched back 10000 at 2.5 on 0: [+15000, −10000, −10000]
    // unmatched lay 10000 at 2.0 on 0: [−10000, 0, 0]  (its +10000 elsewhere is not counted)
    // total: [+5000, −10000, −10000] → 10000
    expect(worstCaseExposure(3, [back(0, 250, 10000n)], [lay(0, 200, 10000n)])).toBe(10000n);
    // unmatched lay 10000 at 4.0 on 0: [−30000, 0, 0] → total [−15000, −10000, −10000] → 15000
    expect(worstCaseExposure(3, [back(0, 250, 10000n)], [lay(0, 400, 10000n)])).toBe(15000n);
  });

  it('an unmatched order never reduces exposure, even one that would hedge', () => {
    // matched lay 10000 at 3.0 on 0: [−20000, +10000]; an unmatched back on 0 would hedge but may never match:
    // it only adds its loss where runner 0 loses: [0, −10000] → [−20000, 0] → 20000
    expect(worstCaseExposure(2, [lay(0, 300, 10000n)], [back(0, 300, 10000n)])).toBe(20000n);
  });

  it('is never negative: a green book exposes nothing', () => {
    expect(worstCaseExposure(2, [back(0, 300, 10000n), lay(0, 200, 15000n)], [])).toBe(0n); // pnl [+5000, +5000]
    expect(worstCaseExposure(3, [], [])).toBe(0n);
    expect(worstCaseExposure(0, [], [])).toBe(0n);
    expect(exposureOf([100n, 200n], [])).toBe(0n);
  });

  it('exposureOf works on a precomputed vector', () => {
    // pnl [−300, +500, −100]; unmatched back 250 on 1 → [−250, 0, −250] → [−550, +500, −350] → 550
    expect(exposureOf([-300n, 500n, -100n], [back(1, 200, 250n)])).toBe(550n);
    // unmatched lay 100 at 6.0 on 1 → liability 500 on runner 1: [−300, 0, −100] → 300
    expect(exposureOf([-300n, 500n, -100n], [lay(1, 600, 100n)])).toBe(300n);
    expect(() => exposureOf([0n, 0n], [back(2, 200, 1n)])).toThrow(RangeError);
  });
});

describe('commissionOn', () => {
  it('takes 2 % of net winnings, floored', () => {
    // 1234567 × 200 / 10000 = 24691.34 → 24691
    expect(commissionOn(1234567n, 200)).toBe(24691n);
    expect(commissionOn(49n, 200)).toBe(0n); // 0.98 → 0
    expect(commissionOn(50n, 200)).toBe(1n); // 1.00
    expect(commissionOn(10000n, 0)).toBe(0n);
    expect(commissionOn(10000n, 10000)).toBe(10000n);
  });

  it('takes nothing on a loss or break-even', () => {
    expect(commissionOn(-1234567n, 200)).toBe(0n);
    expect(commissionOn(0n, 200)).toBe(0n);
  });

  it('refuses bps that are not an integer in 0..10000', () => {
    expect(() => commissionOn(100n, -1)).toThrow(RangeError);
    expect(() => commissionOn(100n, 10001)).toThrow(RangeError);
    expect(() => commissionOn(100n, 2.5)).toThrow(RangeError);
  });
});

describe('EXCHANGE_DEFAULTS', () => {
  it('is 2 % commission, 10 to 100,000 BDT stakes, frozen', () => {
    expect(EXCHANGE_DEFAULTS).toEqual({ commissionBps: 200, minStake: 1000n, maxStake: 10_000_000n });
    expect(Object.isFrozen(EXCHANGE_DEFAULTS)).toBe(true);
  });
});

/** mulberry32: a small seeded PRNG so the property test is the same on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('exposureOf of runnerPnl (property, brute force)', () => {
  /** Each outcome's result computed bet by bet, the slow obvious way (no shared code with positions.ts but winAmount's formula). */
  function bruteOutcome(winner: number, matched: Bet[], unmatched: Bet[]): bigint {
    let total = 0n;
    for (const b of matched) {
      const w = (b.size * BigInt(b.price - 100)) / 100n;
      if (b.side === 'back') total += b.runner === winner ? w : -b.size;
      else total += b.runner === winner ? -w : b.size;
    }
    for (const b of unmatched) {
      const w = (b.size * BigInt(b.price - 100)) / 100n;
      const outcome = b.side === 'back' ? (b.runner === winner ? w : -b.size) : b.runner === winner ? -w : b.size;
      if (outcome < 0n) total += outcome; // only where it would lose
    }
    return total;
  }

  it('equals the largest loss over all outcomes, and is >= every outcome loss, for 2000 random books', () => {
    const rand = rng(20240601);
    const int = (n: number) => Math.floor(rand() * n);
    const randomBet = (n: number): Bet => ({
      runner: int(n),
      side: rand() < 0.5 ? 'back' : 'lay',
      price: LADDER[int(LADDER.length)]!,
      size: BigInt(1 + int(rand() < 0.2 ? 1_000_000_000 : 20000)),
    });
    let positive = 0;
    for (let iter = 0; iter < 2000; iter++) {
      const n = 1 + int(8);
      const matched = Array.from({ length: int(7) }, () => randomBet(n));
      const unmatched = Array.from({ length: int(5) }, () => randomBet(n));
      const exposure = worstCaseExposure(n, matched, unmatched);
      const losses = Array.from({ length: n }, (_, r) => -bruteOutcome(r, matched, unmatched));
      const worst = losses.reduce((m, x) => (x > m ? x : m), 0n);
      expect(exposure).toBeGreaterThanOrEqual(0n);
      for (const loss of losses) expect(exposure).toBeGreaterThanOrEqual(loss);
      expect(exposure).toBe(worst);
      // runnerPnl matches the brute force without unmatched orders
      expect(runnerPnl(n, matched)).toEqual(Array.from({ length: n }, (_, r) => bruteOutcome(r, matched, [])));
      if (exposure > 0n) positive++;
    }
    expect(positive).toBeGreaterThan(1000); // the generator really exercises losing books
  });

  it('a matched pair between two players always nets to zero', () => {
    const rand = rng(7);
    for (let iter = 0; iter < 500; iter++) {
      const n = 2 + Math.floor(rand() * 5);
      const runner = Math.floor(rand() * n);
      const price = LADDER[Math.floor(rand() * LADDER.length)]!;
      const size = BigInt(1 + Math.floor(rand() * 10_000_000));
      const backer = runnerPnl(n, [back(runner, price, size)]);
      const layer = runnerPnl(n, [lay(runner, price, size)]);
      expect(backer.map((x, i) => x + layer[i]!)).toEqual(new Array(n).fill(0n));
    }
  });
});
