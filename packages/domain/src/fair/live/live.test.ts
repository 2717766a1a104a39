import { describe, expect, it } from 'vitest';
import type { Seeds } from '../core';
import { LIVE_GAMES, LIVE_RULES, liveRules, liveSeeds, returnsKey, type LiveRules } from './index';

/** Rounds of the Monte Carlo check of every spot's exact return (fixed seeds: the figures are reproducible). */
const ROUNDS = 200_000;
const seeds = (game: string, nonce: number): Seeds => ({ serverSeed: `khela-live-test-${game}`, clientSeed: 'live', nonce });

const games = LIVE_GAMES.map((g) => [g, liveRules(g)!] as const);

describe('live tables: every game', () => {
  it('every live game has its rules', () => {
    expect(Object.keys(LIVE_RULES).sort()).toEqual([...LIVE_GAMES].sort());
  });

  describe.each(games)('%s', (game, rules: LiveRules) => {
    it('deals the same round from the same seeds, and a shared round from liveSeeds(roundSeed)', () => {
      for (let n = 0; n < 20; n++) expect(rules.deal(seeds(game, n))).toEqual(rules.deal(seeds(game, n)));
      expect(rules.deal(liveSeeds('round-seed-1'))).toEqual(rules.deal({ serverSeed: 'round-seed-1', clientSeed: 'live', nonce: 0 }));
      const codes = new Set(Array.from({ length: 50 }, (_, n) => JSON.stringify(rules.deal(seeds(game, n)))));
      expect(codes.size).toBeGreaterThan(1);
    });

    it('scenarios: distinct, every spot present, and the deal gives only them', () => {
      const keys = rules.scenarios.map((s) => returnsKey(rules.spots, s));
      expect(new Set(keys).size).toBe(keys.length);
      for (const s of rules.scenarios) expect(Object.keys(s).sort()).toEqual([...rules.spots].sort());
      expect(Object.keys(rules.exactReturn).sort()).toEqual([...rules.spots].sort());
      expect(rules.scenarios.length).toBeLessThanOrEqual(50);
    });

    it(`exact returns agree with ${ROUNDS.toLocaleString('en-US')} dealt rounds (within 4σ), every deal's returns among the scenarios`, { timeout: 60_000 }, () => {
      const keys = new Set(rules.scenarios.map((s) => returnsKey(rules.spots, s)));
      const sum: Record<string, number> = {};
      const sumSq: Record<string, number> = {};
      for (const s of rules.spots) sum[s] = sumSq[s] = 0;
      const seen = new Set<string>();
      const s = seeds(game, 0);
      for (let n = 0; n < ROUNDS; n++) {
        s.nonce = n;
        const d = rules.deal(s);
        const key = returnsKey(rules.spots, d.returns);
        if (!keys.has(key)) throw new Error(`${game} nonce ${n}: returns ${key} not among the scenarios`);
        seen.add(key);
        for (const spot of rules.spots) {
          const r = d.returns[spot]! / 100;
          sum[spot]! += r;
          sumSq[spot]! += r * r;
        }
      }
      for (const spot of rules.spots) {
        const mean = sum[spot]! / ROUNDS;
        const sd = Math.sqrt((sumSq[spot]! / ROUNDS - mean * mean) / ROUNDS);
        expect(Math.abs(mean - rules.exactReturn[spot]!), `${game} ${spot}: ${mean} vs ${rules.exactReturn[spot]} (σ ${sd})`).toBeLessThanOrEqual(4 * sd);
      }
      // the common scenarios all show up (the rare ones, e.g. two trails, need more rounds)
      expect(seen.size).toBeGreaterThan(Math.min(3, rules.scenarios.length - 1));
    });
  });

  it('every exact return is between 85 % and 100 %', () => {
    for (const [, rules] of games) {
      for (const v of Object.values(rules.exactReturn)) {
        expect(v).toBeGreaterThan(0.85);
        expect(v).toBeLessThan(1);
      }
    }
  });
});
