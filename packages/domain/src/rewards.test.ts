import { describe, expect, it } from 'vitest';
import { REFERRAL_TIERS } from './constants/rewards';
import { currentLevel, levelFor, referralShare, tierFor, vpForStake, vpToWire } from './rewards';

const LEVELS = [
  { level: 0, threshold: 0 },
  { level: 1, threshold: 1000 },
  { level: 2, threshold: 5000 },
];

describe('VIP points', () => {
  it('a stake earns stake × rate / 10 000 centi-VP, rounded down (worked examples in poisha)', () => {
    expect(vpForStake(10_000n, 100)).toBe(100n); // 100 taka at 1 VP per 100 = 1.00 VP
    expect(vpForStake(3_333n, 100)).toBe(33n); // 33.33 taka = 0.33 VP (0.3333 rounded down)
    expect(vpForStake(99n, 100)).toBe(0n); // 0.99 taka earns nothing
    expect(vpForStake(10_000n, 50)).toBe(50n); // the exchange's default: 0.50 VP per 100
    expect(vpForStake(0n, 100)).toBe(0n);
    expect(vpForStake(10_000n, 0)).toBe(0n);
  });

  it('shows hundredths exactly', () => {
    expect(vpToWire(0n)).toBe('0.00');
    expect(vpToWire(533n)).toBe('5.33');
    expect(vpToWire(-1000n)).toBe('-10.00');
    expect(vpToWire(123456789012345678n)).toBe('1234567890123456.78');
  });

  it('levels by VP earned in the month; a level reached is kept for the next month', () => {
    expect(levelFor(LEVELS, 0n)?.level).toBe(0);
    expect(levelFor(LEVELS, 99_999n)?.level).toBe(0);
    expect(levelFor(LEVELS, 100_000n)?.level).toBe(1);
    expect(levelFor(LEVELS, 500_000n)?.level).toBe(2);
    // Last month reached Elite II, this month so far Elite I: Elite II holds.
    expect(currentLevel(LEVELS, 100_000n, 600_000n)?.level).toBe(2);
    expect(currentLevel(LEVELS, 600_000n, 0n)?.level).toBe(2);
  });
});

describe('referral tiers (spec 2 §9)', () => {
  it('a day above 100 pays 0.1 %, 0.05 %, 0.01 %; above 200,000 and 500,000 the higher rates', () => {
    expect(tierFor(REFERRAL_TIERS, 10_000n)).toBeUndefined(); // exactly 100 taka: not "more than 100"
    expect(tierFor(REFERRAL_TIERS, 10_001n)?.ratesBp).toEqual([10, 5, 1]);
    expect(tierFor(REFERRAL_TIERS, 20_000_001n)?.ratesBp).toEqual([15, 6, 2]);
    expect(tierFor(REFERRAL_TIERS, 50_000_001n)?.ratesBp).toEqual([20, 7, 3]);
  });

  it('worked examples in poisha, each share rounded down', () => {
    // 1,000 taka: 100,000 poisha × 10 bp = 100 (1.00), × 5 bp = 50, × 1 bp = 10.
    expect([1, 2, 3].map((l) => referralShare(REFERRAL_TIERS, 100_000n, l as 1 | 2 | 3))).toEqual([100n, 50n, 10n]);
    // 123.45 taka: 12,345 × 10 / 10,000 = 12.345 → 12; × 5 → 6; × 1 → 1.
    expect([1, 2, 3].map((l) => referralShare(REFERRAL_TIERS, 12_345n, l as 1 | 2 | 3))).toEqual([12n, 6n, 1n]);
    // 300,000 taka: 30,000,000 × 15 bp = 45,000 (450.00); × 6 = 18,000; × 2 = 6,000.
    expect([1, 2, 3].map((l) => referralShare(REFERRAL_TIERS, 30_000_000n, l as 1 | 2 | 3))).toEqual([45_000n, 18_000n, 6_000n]);
    // 1,000,000 taka: × 20 bp = 2,000.00 taka.
    expect(referralShare(REFERRAL_TIERS, 100_000_000n, 1)).toBe(200_000n);
    expect(referralShare(REFERRAL_TIERS, 5_000n, 1)).toBe(0n);
  });
});
