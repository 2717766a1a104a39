import { describe, expect, it } from 'vitest';
import {
  isOnLadder,
  LADDER,
  LADDER_SIZE,
  ladderCeil,
  ladderFloor,
  oddsOf,
  priceAtTick,
  stepTicks,
  tickOf,
  toHundredths,
} from './ladder';

describe('LADDER', () => {
  it('has 350 prices from 1.01 to 1000, strictly ascending integers', () => {
    // 100 (1.01–2) + 50 (2–3) + 20 (3–4) + 20 (4–6) + 20 (6–10) + 20 (10–20) + 10 (20–30) + 10 (30–50) + 10 (50–100) + 90 (100–1000) = 350
    expect(LADDER_SIZE).toBe(350);
    expect(LADDER).toHaveLength(350);
    expect(LADDER[0]).toBe(101);
    expect(LADDER[349]).toBe(100000);
    for (let i = 1; i < LADDER.length; i++) {
      expect(Number.isInteger(LADDER[i])).toBe(true);
      expect(LADDER[i]!).toBeGreaterThan(LADDER[i - 1]!);
    }
  });

  it('is frozen', () => {
    expect(Object.isFrozen(LADDER)).toBe(true);
  });

  it.each([
    // [price at the boundary, the next price, the price before it]
    [101, 102, undefined], // 1.01 → 1.02
    [200, 202, 199], // 2.00 → 2.02 (step 0.01 below, 0.02 above)
    [300, 305, 298], // 3.00 → 3.05 (0.02 below, 0.05 above)
    [400, 410, 395], // 4.0 → 4.1
    [600, 620, 590], // 6.0 → 6.2
    [1000, 1050, 980], // 10 → 10.5
    [2000, 2100, 1950], // 20 → 21
    [3000, 3200, 2900], // 30 → 32
    [5000, 5500, 4800], // 50 → 55
    [10000, 11000, 9500], // 100 → 110
    [99000, 100000, 98000], // 990 → 1000
  ])('steps correctly at %i', (price, next, prev) => {
    const t = tickOf(price);
    expect(t).toBeGreaterThanOrEqual(0);
    expect(priceAtTick(t + 1)).toBe(next);
    if (prev !== undefined) expect(priceAtTick(t - 1)).toBe(prev);
  });

  it('has the right number of prices in every band', () => {
    const count = (lo: number, hi: number) => LADDER.filter((p) => p > lo && p <= hi).length;
    expect(count(100, 200)).toBe(100);
    expect(count(200, 300)).toBe(50);
    expect(count(300, 400)).toBe(20);
    expect(count(400, 600)).toBe(20);
    expect(count(600, 1000)).toBe(20);
    expect(count(1000, 2000)).toBe(20);
    expect(count(2000, 3000)).toBe(10);
    expect(count(3000, 5000)).toBe(10);
    expect(count(5000, 10000)).toBe(10);
    expect(count(10000, 100000)).toBe(90);
  });
});

describe('tickOf / priceAtTick / isOnLadder', () => {
  it('round-trips every ladder price', () => {
    LADDER.forEach((price, i) => {
      expect(tickOf(price)).toBe(i);
      expect(priceAtTick(i)).toBe(price);
      expect(isOnLadder(price)).toBe(true);
    });
  });

  it('knows 1.91 is tick 90 (101 + 90 × 0.01 steps)', () => {
    expect(tickOf(191)).toBe(90);
  });

  it.each([201, 100, 0, -101, 100001, 303, 1010, 190.5, NaN, Infinity])('%s is off the ladder', (price) => {
    expect(tickOf(price)).toBe(-1);
    expect(isOnLadder(price)).toBe(false);
  });

  it.each([-1, 350, 1.5, NaN])('priceAtTick(%s) throws RangeError', (tick) => {
    expect(() => priceAtTick(tick)).toThrow(RangeError);
  });
});

describe('toHundredths / oddsOf', () => {
  it.each<[number | string, number | null]>([
    [1.9, 190],
    ['1.90', 190],
    ['1.9', 190],
    ['1.900', 190], // value has two decimals
    [' 2.5 ', 250],
    ['1.1', 110], // 1.1 * 100 is 110.00000000000001
    [1.1, 110],
    [1.15, 115], // 1.15 * 100 is 114.99999999999999
    [4.35, 435], // 4.35 * 100 is 434.99999999999994
    [1000, 100000],
    ['1000', 100000],
    [1.01, 101],
    [0, 0],
    ['-1.5', -150],
    [1.005, null], // three decimals
    ['1.005', null],
    [NaN, null],
    [Infinity, null],
    [-Infinity, null],
    ['', null],
    ['abc', null],
    ['1e2', null],
    [1e-7, null], // String(1e-7) is "1e-7"
    [1e21, null], // String(1e21) is "1e+21"
    ['.5', null],
    ['1.', null],
    ['1,5', null],
    ['+1.5', null],
    ['99999999999999999', null], // not a safe integer of hundredths
  ])('toHundredths(%j) → %j', (input, expected) => {
    expect(toHundredths(input)).toBe(expected);
  });

  it('round-trips every ladder price through oddsOf', () => {
    for (const price of LADDER) {
      const odds = oddsOf(price);
      expect(odds).toBe(Number(`${Math.floor(price / 100)}.${String(price % 100).padStart(2, '0')}`));
      expect(toHundredths(odds)).toBe(price);
      expect(toHundredths(String(odds))).toBe(price);
    }
    expect(oddsOf(190)).toBe(1.9);
    expect(oddsOf(100000)).toBe(1000);
  });
});

describe('ladderFloor / ladderCeil', () => {
  it.each([
    // [price, floor, ceil]
    [101, 101, 101],
    [190, 190, 190],
    [201, 200, 202], // 2.01 sits between 2.00 and 2.02
    [187.3, 187, 188], // a fair price in fractional hundredths
    [303, 300, 305],
    [10100, 10000, 11000],
    [99999, 99000, 100000],
    [50, 101, 101], // clamped below
    [100, 101, 101],
    [-5, 101, 101],
    [200000, 100000, 100000], // clamped above
    [Infinity, 100000, 100000],
    [-Infinity, 101, 101],
  ])('price %s → floor %s, ceil %s', (price, floor, ceil) => {
    expect(ladderFloor(price)).toBe(floor);
    expect(ladderCeil(price)).toBe(ceil);
  });

  it('is the identity on the ladder and brackets every price in between', () => {
    for (let i = 0; i < LADDER_SIZE; i++) {
      const p = LADDER[i]!;
      expect(ladderFloor(p)).toBe(p);
      expect(ladderCeil(p)).toBe(p);
      if (i + 1 < LADDER_SIZE) {
        const q = LADDER[i + 1]!;
        for (const x of [p + 0.5, (p + q) / 2, q - 0.25]) {
          expect(ladderFloor(x)).toBe(p);
          expect(ladderCeil(x)).toBe(q);
        }
      }
    }
  });

  it('throws RangeError on NaN', () => {
    expect(() => ladderFloor(NaN)).toThrow(RangeError);
    expect(() => ladderCeil(NaN)).toThrow(RangeError);
  });
});

describe('stepTicks', () => {
  it.each([
    // [price, ticks, result]
    [190, 1, 191],
    [190, -1, 189],
    [200, 1, 202], // crosses into the 0.02 band
    [202, -1, 200],
    [198, 3, 202], // 199, 200, 202
    [300, 1, 305],
    [10000, 1, 11000],
    [190, 0, 190],
    [101, -1, 101], // clamped at the bottom
    [101, -1000, 101],
    [100000, 1, 100000], // clamped at the top
    [99000, 5, 100000],
    [101, 349, 100000],
    [100000, -349, 101],
    // off the ladder: the first step lands on the nearest ladder price in the direction of travel
    [201, 1, 202],
    [201, 2, 204],
    [201, -1, 200],
    [201, -2, 199],
    [201, 0, 200], // no move: snaps down
    [50, 1, 101],
    [50, 2, 102],
    [50, -1, 101],
    [200000, -1, 100000],
    [200000, -2, 99000],
    [200000, 1, 100000],
  ])('stepTicks(%s, %s) → %s', (price, ticks, result) => {
    expect(stepTicks(price, ticks)).toBe(result);
  });

  it('walks the whole ladder one tick at a time', () => {
    let p = 101;
    for (let i = 1; i < LADDER_SIZE; i++) {
      p = stepTicks(p, 1);
      expect(p).toBe(LADDER[i]);
    }
  });

  it('throws RangeError on a fractional tick count or NaN', () => {
    expect(() => stepTicks(190, 1.5)).toThrow(RangeError);
    expect(() => stepTicks(NaN, 1)).toThrow(RangeError);
  });
});
