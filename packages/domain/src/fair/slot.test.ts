import { describe, expect, it } from 'vitest';
import {
  fractionToNumber,
  SLOT_FREE_SPINS_AWARD,
  SLOT_LINES,
  SLOT_MAX_FREE_SPINS,
  SLOT_MAX_MULTIPLIER,
  SLOT_PAYLINES,
  SLOT_RTP,
  SLOT_STRIPS,
  slotCapBound,
  slotEnumerate,
  slotEvaluate,
  slotLinePay,
  slotRtpExact,
  slotRtpParts,
  slotScatterCounts,
  slotSpin,
  slotSpinValue,
  type Seeds,
} from './index';

const seeds = (nonce: number): Seeds => ({ serverSeed: 'khela-test-server-seed', clientSeed: 'player', nonce });

describe('Royal Bengal: layout', () => {
  it('20 distinct paylines over 5 reels × 3 rows; 32-stop strips', () => {
    expect(SLOT_PAYLINES).toHaveLength(20);
    expect(new Set(SLOT_PAYLINES.map((l) => l.join(''))).size).toBe(20);
    for (const l of SLOT_PAYLINES) for (const r of l) expect([0, 1, 2]).toContain(r);
    for (const set of [SLOT_STRIPS.base, SLOT_STRIPS.free]) {
      expect(set).toHaveLength(5);
      for (const strip of set) expect(strip).toHaveLength(32);
    }
  });
  it('no wild on reel 1; no symbol twice in a reel window (so never two scatters on a reel)', () => {
    for (const set of [SLOT_STRIPS.base, SLOT_STRIPS.free]) {
      expect(set[0]).not.toContain('wild');
      for (const strip of set) {
        for (let p = 0; p < 32; p++) expect(new Set([0, 1, 2].map((r) => strip[(p + r) % 32])).size).toBe(3);
      }
    }
  });
  it('line rule: reel-1 symbol and its run with wilds; scatter starts nothing', () => {
    expect(slotLinePay(['K', 'wild', 'K', 'Q', 'K'])).toEqual({ symbol: 'K', count: 3, pay: 15 });
    expect(slotLinePay(['tiger', 'wild', 'wild', 'wild', 'wild'])).toEqual({ symbol: 'tiger', count: 5, pay: 1000 });
    expect(slotLinePay(['A', 'A', 'Q', 'A', 'A'])).toBeNull();
    expect(slotLinePay(['scatter', 'wild', 'wild', 'wild', 'wild'])).toBeNull();
  });
});

describe('Royal Bengal: fixed seed vectors', () => {
  it('nonce 0: one K × 3 on line 2 pays 15 line bets = 0.75× the bet', () => {
    const o = slotSpin(seeds(0));
    expect(o.spins).toHaveLength(1);
    expect(o.spins[0]!.stops).toEqual([19, 28, 10, 26, 10]);
    expect(o.spins[0]!.grid).toEqual([
      ['peacock', '10', 'K'],
      ['Q', 'lotus', 'K'],
      ['tiger', 'A', 'K'],
      ['boat', 'J', '10'],
      ['10', 'scatter', 'boat'],
    ]);
    expect(o.spins[0]!.wins).toEqual([{ line: 2, symbol: 'K', count: 3, multiplier: 0.75 }]);
    expect(o.spins[0]!.scatters).toBe(1);
    expect(o).toMatchObject({ free_spins: 0, multiplier: 0.75 });
  });
  it('nonces 1 and 2 lose', () => {
    expect(slotSpin(seeds(1))).toMatchObject({ multiplier: 0, free_spins: 0 });
    expect(slotSpin(seeds(1)).spins[0]!.stops).toEqual([16, 21, 30, 17, 16]);
    expect(slotSpin(seeds(2)).spins[0]!.stops).toEqual([27, 2, 20, 4, 12]);
  });
  it('nonce 179: three scatters pay 3× and start 10 free spins read from the same stream', () => {
    const o = slotSpin(seeds(179));
    expect(o.free_spins).toBe(10);
    expect(o.multiplier).toBe(12);
    expect(o.spins.map((s) => s.multiplier)).toEqual([3, 0, 5, 0, 4, 0, 0, 0, 0, 0, 0]);
    expect(o.spins[0]).toMatchObject({ scatters: 3, scatter_multiplier: 3, free_spins_awarded: 10, free: false });
    expect(o.spins.slice(1).every((s) => s.free)).toBe(true);
    expect(o.spins.map((s) => s.stops).slice(0, 3)).toEqual([
      [29, 4, 28, 2, 10],
      [25, 27, 3, 16, 27],
      [17, 10, 29, 0, 27],
    ]);
  });
  it('every spin of a round adds up; free-spin wins are doubled; the cap holds', () => {
    for (let n = 0; n < 400; n++) {
      const o = slotSpin(seeds(n));
      const sum = o.spins.reduce((a, s) => a + s.multiplier, 0);
      expect(o.multiplier).toBeCloseTo(Math.min(sum, SLOT_MAX_MULTIPLIER), 9);
      expect(o.free_spins).toBeLessThanOrEqual(SLOT_MAX_FREE_SPINS);
      expect(o.spins.reduce((a, s) => a + s.free_spins_awarded, 0)).toBe(o.free_spins);
      for (const s of o.spins) {
        const again = slotEvaluate(s.stops, s.free).spin;
        expect(again.wins).toEqual(s.wins);
        const lines = s.wins.reduce((a, w) => a + w.multiplier, 0);
        expect(s.multiplier).toBeCloseTo(lines + s.scatter_multiplier, 9);
      }
    }
  });
});

describe('Royal Bengal: exact return', () => {
  it('SLOT_RTP is the exact fraction from the strips and pay tables', { timeout: 30_000 }, () => {
    const exact = slotRtpExact();
    expect(fractionToNumber(exact)).toBe(SLOT_RTP);
    expect(SLOT_RTP).toBeGreaterThan(0.955);
    expect(SLOT_RTP).toBeLessThan(0.965);
    const parts = slotRtpParts();
    expect(fractionToNumber(parts.triggerChance)).toBeCloseTo(1 / 140.36, 5);
    // free spins: first award × at least 1, plus retriggers
    expect(SLOT_FREE_SPINS_AWARD[3]).toBe(10);
  });
  it('full enumeration of all 32⁵ stops gives the same spin values, the hit rate and the cap bound', () => {
    const base = slotEnumerate(SLOT_STRIPS.base);
    const free = slotEnumerate(SLOT_STRIPS.free);
    expect(base.combos).toBe(2 ** 25);
    const sc = slotScatterCounts(SLOT_STRIPS.base);
    expect(BigInt(base.triggers)).toBe(sc[3]! + sc[4]! + sc[5]!);
    const sv = slotSpinValue(SLOT_STRIPS.base);
    expect(BigInt(base.unitsSum) * sv.den).toBe(sv.num * BigInt(SLOT_LINES) * BigInt(base.combos));
    const fv = slotSpinValue(SLOT_STRIPS.free);
    expect(BigInt(free.unitsSum) * fv.den).toBe(fv.num * BigInt(SLOT_LINES) * BigInt(free.combos));
    expect(base.hits).toBe(10_352_998); // 30.85 % of paid spins win something
    expect(base.triggers).toBe(239_058); // free spins: 1 in 140.4
    expect(free.hits).toBe(14_852_213);
    expect(base.maxUnits / SLOT_LINES).toBe(140);
    expect(free.maxUnits / SLOT_LINES).toBe(170);
    // the 5 000× cap lowers the return by less than 1e-15 (in fact < 1e-60)
    expect(slotCapBound(base, free, SLOT_MAX_MULTIPLIER, 0.03)).toBeLessThan(1e-15);
  }, 60_000);
});
