import { describe, expect, it } from 'vitest';
import { fancyBookPnl, fancyExposure, fancyLadder, fancyPnl, type FancyBet } from './fancy';

const yes = (line: number, rate: number, stake: bigint): FancyBet => ({ side: 'yes', line, rate, stake });
const no = (line: number, rate: number, stake: bigint): FancyBet => ({ side: 'no', line, rate, stake });

describe('fancyPnl', () => {
  it('YES 100 BDT at line 48, rate 100', () => {
    const bet = yes(48, 100, 10000n);
    expect(fancyPnl(bet, 48)).toBe(10000n); // 48 >= 48: wins 10000 × 100 / 100
    expect(fancyPnl(bet, 60)).toBe(10000n);
    expect(fancyPnl(bet, 47)).toBe(-10000n); // 47 < 48: loses the stake
    expect(fancyPnl(bet, 0)).toBe(-10000n);
  });

  it('NO 100 BDT at line 47, rate 90', () => {
    const bet = no(47, 90, 10000n);
    expect(fancyPnl(bet, 46)).toBe(10000n); // 46 < 47: wins the stake
    expect(fancyPnl(bet, 47)).toBe(-9000n); // 47 >= 47: loses 10000 × 90 / 100
    expect(fancyPnl(bet, 100)).toBe(-9000n);
  });

  it('floors the rate amount', () => {
    // YES 1001 at rate 85: 1001 × 85 / 100 = 850.85 → 850; NO 1001 at rate 85 risks the same 850
    expect(fancyPnl(yes(30, 85, 1001n), 30)).toBe(850n);
    expect(fancyPnl(no(30, 85, 1001n), 30)).toBe(-850n);
    // YES at rate 110: 999 × 110 / 100 = 1098.9 → 1098
    expect(fancyPnl(yes(30, 110, 999n), 31)).toBe(1098n);
  });

  it('refuses bad bets and results', () => {
    expect(() => fancyPnl(yes(48.5, 100, 100n), 48)).toThrow(RangeError);
    expect(() => fancyPnl(yes(48, 0, 100n), 48)).toThrow(RangeError);
    expect(() => fancyPnl(yes(48, 100, -1n), 48)).toThrow(RangeError);
    expect(() => fancyPnl({ side: 'maybe' as never, line: 48, rate: 100, stake: 100n }, 48)).toThrow(RangeError);
    expect(() => fancyPnl(yes(48, 100, 100n), 47.5)).toThrow(RangeError);
  });
});

describe('a combined YES / NO book', () => {
  // YES 100 at 48 rate 100 and NO 100 at 47 rate 90:
  //   result <= 46: YES −10000, NO +10000 →      0
  //   result  = 47: YES −10000, NO  −9000 → −19000   (the "middle" lost both ways)
  //   result >= 48: YES +10000, NO  −9000 →  +1000
  const book = [yes(48, 100, 10000n), no(47, 90, 10000n)];

  it('fancyBookPnl sums the bets', () => {
    expect(fancyBookPnl(book, 46)).toBe(0n);
    expect(fancyBookPnl(book, 47)).toBe(-19000n);
    expect(fancyBookPnl(book, 48)).toBe(1000n);
    expect(fancyBookPnl([], 48)).toBe(0n);
  });

  it('fancyExposure is the worst of them: 19000', () => {
    expect(fancyExposure(book)).toBe(19000n);
  });

  it('fancyLadder shows the book per result range', () => {
    expect(fancyLadder(book)).toEqual([
      { from: 0, pnl: 0n },
      { from: 47, pnl: -19000n },
      { from: 48, pnl: 1000n },
    ]);
  });

  it('the other way round (NO line above the YES line) wins in the middle', () => {
    // YES 100 at 45 rate 100, NO 100 at 50 rate 100:
    //   <= 44: −10000 + 10000 = 0; 45..49: +10000 + 10000 = +20000; >= 50: +10000 − 10000 = 0
    const middle = [yes(45, 100, 10000n), no(50, 100, 10000n)];
    expect(fancyLadder(middle)).toEqual([
      { from: 0, pnl: 0n },
      { from: 45, pnl: 20000n },
      { from: 50, pnl: 0n },
    ]);
    expect(fancyExposure(middle)).toBe(0n);
  });
});

describe('fancyExposure / fancyLadder', () => {
  it('a single YES risks its stake, a single NO its stake × rate', () => {
    expect(fancyExposure([yes(48, 100, 10000n)])).toBe(10000n);
    expect(fancyExposure([no(47, 90, 10000n)])).toBe(9000n);
    expect(fancyExposure([no(47, 120, 10000n)])).toBe(12000n);
  });

  it('YES and NO at the same line and rate 100 cancel out', () => {
    // >= 50: +10000 − 10000; < 50: −10000 + 10000
    const flat = [yes(50, 100, 10000n), no(50, 100, 10000n)];
    expect(fancyExposure(flat)).toBe(0n);
    expect(fancyLadder(flat)).toEqual([
      { from: 0, pnl: 0n },
      { from: 50, pnl: 0n }, // rows are not merged
    ]);
  });

  it('merges bets at the same line into one row', () => {
    // two YES at 30: 5000 at rate 100 and 2000 at rate 80 → < 30: −7000; >= 30: +5000 + 1600 = +6600
    expect(fancyLadder([yes(30, 100, 5000n), yes(30, 80, 2000n)])).toEqual([
      { from: 0, pnl: -7000n },
      { from: 30, pnl: 6600n },
    ]);
  });

  it('a line at 0 puts the "below" row at −1', () => {
    expect(fancyLadder([no(0, 100, 100n)])).toEqual([
      { from: -1, pnl: 100n },
      { from: 0, pnl: -100n },
    ]);
  });

  it('no bets: nothing at risk, an empty ladder', () => {
    expect(fancyExposure([])).toBe(0n);
    expect(fancyLadder([])).toEqual([]);
  });

  it('agrees with a brute force over every result, for random books', () => {
    let seed = 12345;
    const rand = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 4294967296;
    };
    const int = (n: number) => Math.floor(rand() * n);
    for (let iter = 0; iter < 500; iter++) {
      const bets: FancyBet[] = Array.from({ length: 1 + int(6) }, () => ({
        side: rand() < 0.5 ? 'yes' : 'no',
        line: 20 + int(30),
        rate: 50 + int(100),
        stake: BigInt(1 + int(100000)),
      }));
      let worst = 0n;
      for (let result = -5; result <= 80; result++) {
        const pnl = fancyBookPnl(bets, result);
        if (-pnl > worst) worst = -pnl;
      }
      const exposure = fancyExposure(bets);
      expect(exposure).toBe(worst);
      expect(exposure).toBeGreaterThanOrEqual(0n);
      // every ladder row is the book's P&L from its `from` up to the next row's `from`
      const rows = fancyLadder(bets);
      for (let i = 0; i < rows.length; i++) {
        const end = rows[i + 1]?.from ?? rows[i]!.from + 10;
        for (let result = rows[i]!.from; result < end; result++) expect(fancyBookPnl(bets, result)).toBe(rows[i]!.pnl);
      }
      expect(rows.map((r) => r.from)).toEqual([...new Set(rows.map((r) => r.from))].sort((a, b) => a - b));
    }
  });
});
