import { describe, expect, it } from 'vitest';
import {
  commitment,
  crashChain,
  crashFollows,
  crashPoint,
  diceMultiplier,
  diceRoll,
  diceRtp,
  floats,
  hmacSha256Hex,
  kenoChances,
  kenoDraw,
  kenoTable,
  limboResult,
  minePositions,
  minesMultiplier,
  minesRtp,
  plinkoChances,
  plinkoDrop,
  plinkoTable,
  PLINKO_ROWS,
  roulettePayout,
  roulettePocket,
  sha256Hex,
  shuffle,
  tableRtp,
  type Seeds,
} from './index';

const seeds = (nonce: number): Seeds => ({ serverSeed: 'khela-test-server-seed', clientSeed: 'player-seed', nonce });

describe('primitives', () => {
  it('SHA-256 and HMAC-SHA256 match the standard vectors', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    // RFC 4231 test case 2
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    expect(commitment('abc')).toBe(sha256Hex('abc'));
  });
  it('floats are 4 bytes each of HMAC(server seed, client:nonce:round), crossing rounds', () => {
    const h0 = hmacSha256Hex('khela-test-server-seed', 'player-seed:7:0');
    const b = h0.match(/../g)!.map((x) => parseInt(x, 16));
    const f0 = b[0]! / 256 + b[1]! / 256 ** 2 + b[2]! / 256 ** 3 + b[3]! / 256 ** 4;
    const fs = floats(seeds(7), 10); // 8 from round 0, 2 from round 1
    expect(fs[0]).toBe(f0);
    const h1 = hmacSha256Hex('khela-test-server-seed', 'player-seed:7:1');
    const c = h1.match(/../g)!.map((x) => parseInt(x, 16));
    expect(fs[8]).toBe(c[0]! / 256 + c[1]! / 256 ** 2 + c[2]! / 256 ** 3 + c[3]! / 256 ** 4);
    for (const f of fs) {
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
  });
  it('shuffles are permutations and deterministic', () => {
    const s = shuffle(seeds(1), 25);
    expect([...s].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(shuffle(seeds(1), 25)).toEqual(s);
    expect(shuffle(seeds(2), 25)).not.toEqual(s);
  });
});

describe('games', () => {
  it('dice: rolls 0.00–99.99 and returns 99 %', () => {
    for (let n = 0; n < 200; n++) {
      const r = diceRoll(seeds(n));
      expect(r).toBeGreaterThanOrEqual(0);
      expect(r).toBeLessThanOrEqual(99.99);
    }
    expect(diceMultiplier(50)).toBe(1.98);
    expect(diceRtp(50)).toBeCloseTo(0.99, 10);
    expect(diceRtp(33)).toBeLessThanOrEqual(0.99);
  });
  it('limbo and crash: at least 1.00, two decimals', () => {
    for (let n = 0; n < 200; n++) {
      const r = limboResult(seeds(n));
      expect(r).toBeGreaterThanOrEqual(1);
      expect(Math.abs(r * 100 - Math.round(r * 100))).toBeLessThan(1e-6);
    }
  });
  it('crash: a chain where every round proves the one before', () => {
    const chain = crashChain('terminal-secret', 50);
    for (let i = 1; i < chain.length; i++) expect(crashFollows(chain[i - 1]!, chain[i]!)).toBe(true);
    const points = chain.map((h) => crashPoint(h, 'published-salt'));
    for (const p of points) expect(p).toBeGreaterThanOrEqual(1);
    expect(crashPoint(chain[0]!, 'published-salt')).toBe(points[0]);
  });
  it('roulette: pockets 0–36, European payouts', () => {
    for (let n = 0; n < 200; n++) expect(roulettePocket(seeds(n))).toBeLessThanOrEqual(36);
    expect(roulettePayout({ kind: 'straight', number: 17 }, 17)).toBe(36);
    expect(roulettePayout({ kind: 'red' }, 1)).toBe(2);
    expect(roulettePayout({ kind: 'red' }, 0)).toBe(0);
    expect(roulettePayout({ kind: 'dozen', index: 2 }, 36)).toBe(3);
    expect(roulettePayout({ kind: 'column', index: 0 }, 34)).toBe(3);
    // every even-money bet: 18 winning pockets of 37 paying 2
    const total = Array.from({ length: 37 }, (_, p) => roulettePayout({ kind: 'black' }, p)).reduce((a, b) => a + b, 0);
    expect(total / 37).toBeCloseTo(36 / 37, 12);
  });
  it('mines: distinct positions, multipliers returning at most 99 %', () => {
    const m = minePositions(seeds(3), 5);
    expect(new Set(m).size).toBe(5);
    expect(minesMultiplier(1, 1)).toBe(1.0312);
    for (let mines = 1; mines <= 24; mines++) {
      for (let k = 1; k <= 25 - mines; k++) {
        const rtp = minesRtp(mines, k);
        expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(rtp).toBeGreaterThan(0.98);
      }
    }
  });
  it('plinko: symmetric tables for 8–16 rows and three risks, each returning just under 99 %', () => {
    for (const rows of PLINKO_ROWS) {
      for (const risk of ['low', 'medium', 'high'] as const) {
        const t = plinkoTable(rows, risk);
        expect(t).toHaveLength(rows + 1);
        expect(t).toEqual([...t].reverse());
        const rtp = tableRtp(plinkoChances(rows), t);
        expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(rtp).toBeGreaterThan(0.985);
      }
    }
    const d = plinkoDrop(seeds(5), 16);
    expect(d.path).toHaveLength(16);
    expect(d.bucket).toBe(d.path.filter((x) => x === 1).length);
  });
  it('keno: 10 distinct numbers of 40, tables returning just under 99 %', () => {
    const draw = kenoDraw(seeds(9));
    expect(new Set(draw).size).toBe(10);
    for (const n of draw) expect(n >= 1 && n <= 40).toBe(true);
    for (let picks = 1; picks <= 10; picks++) {
      const chances = kenoChances(picks);
      expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      const rtp = tableRtp(chances, kenoTable(picks));
      expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
      expect(rtp).toBeGreaterThan(0.97);
    }
  });
});
