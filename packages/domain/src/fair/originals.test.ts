import { describe, expect, it } from 'vitest';
import {
  crashChain,
  crashFollows,
  crashPoint,
  crashRtp,
  crashWinChance,
  diceMultiplierUnits,
  diceRoll,
  diceRtpOf,
  diceWinningRolls,
  diceWins,
  floats,
  floatStream,
  limboResult,
  limboRtp,
  limboWinChanceExact,
  LIMBO_MIN_RTP,
  minesMultiplier,
  minesOutcome,
  minesRtp,
  type Seeds,
} from './index';

const seeds = (nonce: number): Seeds => ({ serverSeed: 'khela-test-server-seed', clientSeed: 'player', nonce });

describe('float stream', () => {
  it('continues floats() without end, across HMAC rounds', () => {
    const s = floatStream(seeds(4));
    const first = Array.from({ length: 20 }, () => s.next().value);
    expect(first).toEqual(floats(seeds(4), 20));
  });
});

describe('dice with a direction', () => {
  it('fixed seed vectors', () => {
    expect([0, 1, 2, 3].map((n) => diceRoll(seeds(n)))).toEqual([59.91, 51.26, 86.59, 57.54]);
  });
  it('under wins below the target, over wins at or above it: the two split the 10 000 rolls', () => {
    expect(diceWins(49.99, 50, 'under')).toBe(true);
    expect(diceWins(50, 50, 'under')).toBe(false);
    expect(diceWins(50, 50, 'over')).toBe(true);
    expect(diceWins(49.99, 50, 'over')).toBe(false);
    for (const t of [2, 12.34, 50, 97.99, 98]) {
      let under = 0;
      let over = 0;
      for (let r = 0; r < 10_000; r++) {
        if (diceWins(r / 100, t, 'under')) under++;
        if (diceWins(r / 100, t, 'over')) over++;
      }
      expect(under).toBe(diceWinningRolls(t, 'under'));
      expect(over).toBe(diceWinningRolls(t, 'over'));
      expect(under + over).toBe(10_000);
    }
  });
  it('multiplier 99 / chance truncated to 4 places, in whole 1/10 000 units', () => {
    expect(diceMultiplierUnits(50, 'under')).toBe(19_800);
    expect(diceMultiplierUnits(50, 'over')).toBe(19_800);
    expect(diceMultiplierUnits(25.5, 'over')).toBe(13_288); // chance 74.5 %: 1.328859… → 1.3288
    expect(diceMultiplierUnits(2, 'under')).toBe(495_000);
    expect(diceMultiplierUnits(33, 'under')).toBe(30_000);
    expect(diceMultiplierUnits(97.24, 'under')).toBe(10_180); // 1.018099…
  });
  it('exact return: at most 0.99, at least 0.9899032 over every allowed target', () => {
    let min = 1;
    let max = 0;
    for (let t = 200; t <= 9800; t++) {
      for (const d of ['under', 'over'] as const) {
        const r = diceRtpOf(t / 100, d);
        min = Math.min(min, r);
        max = Math.max(max, r);
      }
    }
    expect(max).toBe(0.99);
    expect(min).toBe(0.9899032);
    expect(diceRtpOf(97.24, 'under')).toBe(0.9899032);
    expect(diceRtpOf(2.76, 'over')).toBe(0.9899032);
  });
});

describe('limbo', () => {
  it('fixed seed vectors', () => {
    expect([0, 1, 2, 3].map((n) => limboResult(seeds(n)))).toEqual([2.46, 2.03, 7.38, 2.33]);
  });
  it('the exact chance counts the winning 4-byte floats', () => {
    // result ≥ 2 ⇔ floor(99 / (1 − k/2³²)) ≥ 200: check the boundary float by float
    const k0 = 2 ** 32 - limboWinChanceExact(2) * 2 ** 32; // first winning k
    const res = (k: number) => Math.floor(99 / (1 - k / 2 ** 32)) / 100;
    expect(res(k0)).toBeGreaterThanOrEqual(2);
    expect(res(k0 - 1)).toBeLessThan(2);
    expect(limboRtp(2)).toBeCloseTo(0.99 - 2.421438605e-10, 18);
    expect(limboRtp(1.98)).toBe(0.99); // 99·2³² / 198 = 2³¹
  });
  it('the lowest return over all targets is LIMBO_MIN_RTP (at 999 769.02)', () => {
    expect(limboRtp(999_769.02)).toBe(LIMBO_MIN_RTP);
    for (let i = 0; i < 20_000; i++) {
      const t = 101 + Math.floor((i / 20_000) * (1e8 - 101));
      const r = limboRtp(t / 100);
      expect(r).toBeGreaterThanOrEqual(LIMBO_MIN_RTP);
      expect(r).toBeLessThanOrEqual(0.99);
    }
  });
});

describe('crash', () => {
  it('self-consistent chain: every hash proves the round before; points are deterministic', () => {
    const chain = crashChain('khela-terminal', 3);
    expect(chain).toEqual([
      'c2cc941edb3cddef90f3ddce1cd58216e2e964adf7647dd4ee624f44edde53a7',
      '3bf61afaf4be313560f0299b77100fcb8a89bc5369faae2eafccf6f9c0e145be',
      'ec63ad29ef95c34d4d4c491e610ab7b47dcd6edf4cd15da0b054cd8f2c39ce4f',
    ]);
    expect(crashFollows(chain[0]!, chain[1]!)).toBe(true);
    expect(crashFollows(chain[1]!, chain[2]!)).toBe(true);
    expect(crashFollows(chain[0]!, chain[2]!)).toBe(false);
    expect(chain.map((h) => crashPoint(h, 'khela-salt'))).toEqual([2.66, 2.61, 1.44]);
  });
  it('exact return of a cash-out: m × floor(99·2⁵²/t)/2⁵²', () => {
    expect(crashWinChance(2)).toBeCloseTo(0.495, 15);
    expect(crashRtp(2)).toBeLessThanOrEqual(0.99);
    expect(crashRtp(2)).toBeGreaterThan(0.99 - 1e-15);
    expect(crashRtp(1_000_000)).toBeGreaterThan(0.99 - 2.3e-10);
  });
});

describe('mines outcome', () => {
  it('fixed seed vectors: open tiles 0, 1, 2 with 3 mines', () => {
    expect(minesOutcome(seeds(0), 3, [0, 1, 2])).toEqual({ mines: [9, 14, 22], safe: 3, hit: false, multiplier: 1.4785 });
    expect(minesOutcome(seeds(2), 3, [0, 1, 2])).toEqual({ mines: [2, 17, 21], safe: 2, hit: true, multiplier: 0 });
    expect(minesMultiplier(3, 3)).toBe(1.4785);
    expect(minesRtp(3, 3)).toBeCloseTo((1540 / 2300) * 1.4785, 15);
  });
});
