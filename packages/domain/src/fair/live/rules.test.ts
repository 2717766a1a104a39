import { describe, expect, it } from 'vitest';
import {
  andarBaharCountChance,
  andarBaharFrom,
  BACCARAT_COUNTS,
  baccaratFrom,
  bankerDraws,
  CARDS_32_CHANCES,
  cards32From,
  cards32WinCounts,
  LIVE_RULES,
  liveSeeds,
  lucky7Of,
  sevenUpDownOf,
  TEEN_PATTI_HANDS,
  TEEN_PATTI_PAIRS,
  TEEN_PATTI_TIES,
  teenPattiFrom,
  teenPattiHand,
  type Card,
} from './index';

/** A card by rank (1 Ace … 13 King) and suit (0 spades, 1 hearts, 2 clubs, 3 diamonds). */
const c = (rank: number, suit = 0): Card => suit * 13 + rank - 1;
const from = (cards: Card[]) => {
  let i = 0;
  return () => {
    if (i >= cards.length) throw new Error('out of test cards');
    return cards[i++]!;
  };
};
const rules = (game: keyof typeof LIVE_RULES) => LIVE_RULES[game]!;

describe('fixed vectors: shared rounds from liveSeeds(roundSeed)', () => {
  it('the same codes every time (the verifier and the games app deal the same)', () => {
    const codes = (game: keyof typeof LIVE_RULES) => Array.from({ length: 12 }, (_, n) => rules(game).deal(liveSeeds(`khela-test-round-${n}`)).code).join(' ');
    expect(codes('teen-patti')).toBe('B A B B B B B A A B A B');
    expect(codes('andar-bahar')).toBe('B A A B A A B B A A B B');
    expect(codes('dragon-tiger')).toBe('D X T D T T T D T D T T');
    expect(codes('baccarat')).toBe('P B B P P P P P B P B B');
    expect(codes('seven-up-down')).toBe('D D 7 U D U U U U D D 7');
    expect(codes('lucky-7')).toBe('L H H H L L H L L H L 7');
    expect(codes('cards-32')).toBe('11 11 11 10 10 10 9 11 9 10 10 10');
  });
  it('a baccarat round in full', () => {
    expect(rules('baccarat').deal(liveSeeds('khela-test-round-0'))).toEqual({
      steps: [
        { to: 'player', card: 24 },
        { to: 'banker', card: 26 },
        { to: 'player', card: 4 },
        { to: 'banker', card: 37 },
        { to: 'player', card: 9 },
        { to: 'banker', card: 38 },
      ],
      code: 'P',
      returns: { player: 200, banker: 0, tie: 0, player_pair: 0, banker_pair: 0 },
      detail: { player: 5, banker: 1, player_cards: 3, banker_cards: 3, natural: false, player_pair: false, banker_pair: false },
    });
  });
});

describe('Teen Patti', () => {
  const score = (...cards: Card[]) => teenPattiHand(cards).score;
  it('names the categories', () => {
    expect(teenPattiHand([c(1), c(1, 1), c(1, 2)]).category).toBe('trail');
    expect(teenPattiHand([c(1), c(13), c(12)]).category).toBe('pure_sequence');
    expect(teenPattiHand([c(1), c(2, 1), c(3)]).category).toBe('sequence');
    expect(teenPattiHand([c(2), c(7), c(11)]).category).toBe('colour');
    expect(teenPattiHand([c(5), c(5, 1), c(9)]).category).toBe('pair');
    expect(teenPattiHand([c(1), c(13, 1), c(11)]).category).toBe('high_card');
    expect(teenPattiHand([c(12), c(13, 1), c(2)]).category).toBe('high_card'); // Q-K-2 wraps: no sequence
  });
  it('ranks trail > pure sequence > sequence > colour > pair > high card', () => {
    const ladder = [score(c(2), c(2, 1), c(2, 2)), score(c(1), c(13), c(12)), score(c(1, 1), c(13), c(12)), score(c(1), c(9), c(4)), score(c(1), c(1, 1), c(13)), score(c(1), c(13, 1), c(11))];
    expect([...ladder].sort((x, y) => y - x)).toEqual(ladder);
  });
  it('A-K-Q is the best sequence, A-2-3 the second, then K-Q-J … 4-3-2', () => {
    const seqs = [[1, 13, 12], [1, 2, 3], [13, 12, 11], [12, 11, 10], [5, 4, 3], [4, 3, 2]].map(([x, y, z]) => score(c(x!), c(y!, 1), c(z!)));
    expect([...seqs].sort((x, y) => y - x)).toEqual(seqs);
    expect(new Set(seqs).size).toBe(seqs.length);
  });
  it('compares within a category: trails, pairs then kickers, high cards card by card; suits never', () => {
    expect(score(c(1), c(1, 1), c(1, 2))).toBeGreaterThan(score(c(13), c(13, 1), c(13, 2)));
    expect(score(c(3), c(3, 1), c(2))).toBeGreaterThan(score(c(2), c(2, 1), c(1)));
    expect(score(c(9), c(9, 1), c(5))).toBeGreaterThan(score(c(9, 2), c(9, 3), c(4)));
    expect(score(c(1), c(9, 1), c(4))).toBeGreaterThan(score(c(13), c(12, 1), c(10)));
    expect(score(c(1), c(9, 1), c(5))).toBeGreaterThan(score(c(1, 2), c(9, 3), c(4)));
    expect(score(c(13), c(9, 1), c(4))).toBe(score(c(13, 1), c(9), c(4, 3)));
  });
  it('deals A, B, A, B, A, B and settles: a trail over a pure sequence; a tie returns A and B', () => {
    const d = teenPattiFrom(from([c(5), c(4, 1), c(5, 1), c(3, 1), c(5, 2), c(2, 1)]));
    expect(d.steps.map((s) => s.to)).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
    expect(d.code).toBe('A');
    expect(d.returns).toEqual({ a: 198, b: 0, pair_plus_a: 4100, pair_plus_b: 3100 });
    expect(d.detail).toEqual({ a: 'trail', b: 'pure_sequence', winner: 'A' });
    const tie = teenPattiFrom(from([c(13), c(13, 1), c(9, 1), c(9), c(4, 2), c(4, 3)]));
    expect(tie.code).toBe('T');
    expect(tie.returns).toEqual({ a: 100, b: 100, pair_plus_a: 0, pair_plus_b: 0 });
  });
  it('the hand counts and the tie count, enumerated', () => {
    const byScore = new Map<number, number[][]>();
    const cats: Record<string, number> = {};
    for (let x = 0; x < 52; x++)
      for (let y = x + 1; y < 52; y++)
        for (let z = y + 1; z < 52; z++) {
          const h = teenPattiHand([x, y, z]);
          cats[h.category] = (cats[h.category] ?? 0) + 1;
          const g = byScore.get(h.score) ?? [];
          g.push([x, y, z]);
          byScore.set(h.score, g);
        }
    expect(cats).toEqual(TEEN_PATTI_HANDS);
    let ties = 0;
    for (const g of byScore.values()) for (const a of g) for (const b of g) if (!a.some((k) => b.includes(k))) ties++;
    expect(ties).toBe(TEEN_PATTI_TIES);
    expect(TEEN_PATTI_PAIRS).toBe(22_100 * 18_424);
  });
  it('exact returns', () => {
    const r = rules('teen-patti').exactReturn;
    expect(r.a).toBeCloseTo(0.99 + 0.01 * (450_528 / 407_170_400), 14);
    expect(r.pair_plus_a).toBeCloseTo(21_628 / 22_100, 14);
  });
});

describe('Andar Bahar', () => {
  it('the joker, then Andar first, until the joker’s rank', () => {
    const d = andarBaharFrom(from([c(7), c(2), c(3, 1), c(7, 3)]));
    expect(d.steps.map((s) => s.to)).toEqual(['joker', 'andar', 'bahar', 'andar']);
    expect(d.code).toBe('A');
    expect(d.detail).toEqual({ joker: 7, count: 3 });
    expect(d.returns).toMatchObject({ andar: 190, bahar: 0, cards_1_5: 355, cards_6_10: 0 });
    const b = andarBaharFrom(from([c(12), c(2), c(12, 1)]));
    expect(b.code).toBe('B');
    expect(b.returns).toMatchObject({ andar: 0, bahar: 200, cards_1_5: 355 });
  });
  it('deals end on the first card of the joker’s rank', () => {
    for (let n = 0; n < 300; n++) {
      const d = rules('andar-bahar').deal(liveSeeds(`ab-${n}`));
      const ranks = d.steps.map((s) => (s.card! % 13) + 1);
      expect(ranks.slice(1, -1)).not.toContain(ranks[0]);
      expect(ranks.at(-1)).toBe(ranks[0]);
      expect(d.detail.count).toBe(d.steps.length - 1);
    }
  });
  it('the count’s chances: the formula agrees with the 20 825 places of the three matching cards', () => {
    const first = new Array<number>(50).fill(0);
    for (let x = 1; x <= 51; x++) for (let y = x + 1; y <= 51; y++) for (let z = y + 1; z <= 51; z++) first[x]!++;
    for (let k = 1; k <= 49; k++) expect(andarBaharCountChance(k)).toBeCloseTo(first[k]! / 20_825, 15);
    const r = rules('andar-bahar').exactReturn;
    expect(r.andar).toBeCloseTo((1.9 * 10_725) / 20_825, 14);
    expect(r.bahar).toBeCloseTo((2 * 10_100) / 20_825, 14);
    expect(r.cards_1_5).toBeCloseTo((3.55 * 5645) / 20_825, 14);
    expect(r.cards_41_49).toBeCloseTo((121 * 165) / 20_825, 14);
  });
});

describe('Baccarat', () => {
  it('a natural stands', () => {
    const d = baccaratFrom(from([c(4), c(3), c(5), c(4)]));
    expect(d.code).toBe('P');
    expect(d.detail).toMatchObject({ player: 9, banker: 7, player_cards: 2, banker_cards: 2, natural: true });
  });
  it('Banker on 3 stands against a Player third card of 8; a tie returns Player and Banker', () => {
    const d = baccaratFrom(from([c(2), c(1), c(3), c(2, 1), c(8)]));
    expect(d.steps.map((s) => s.to)).toEqual(['player', 'banker', 'player', 'banker', 'player']);
    expect(d.code).toBe('T');
    expect(d.returns).toEqual({ player: 100, banker: 100, tie: 900, player_pair: 0, banker_pair: 0 });
  });
  it('Banker on 6 draws against a 6 or 7; pairs of the first two cards', () => {
    const d = baccaratFrom(from([c(12), c(3), c(12, 1), c(3, 2), c(6), c(2)]));
    expect(d.detail).toEqual({ player: 6, banker: 8, player_cards: 3, banker_cards: 3, natural: false, player_pair: true, banker_pair: true });
    expect(d.returns).toEqual({ player: 0, banker: 195, tie: 0, player_pair: 1200, banker_pair: 1200 });
    // K and Q both count 0 but are no pair
    expect(baccaratFrom(from([c(13), c(1), c(12), c(1, 1), c(5), c(5)])).detail.player_pair).toBe(false);
  });
  it('the drawing table', () => {
    const draws = (t: number) => [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((p) => (bankerDraws(t, p) ? 'D' : 'S')).join('');
    // columns: Player stood, then Player's third card 0 … 9
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(draws)).toEqual([
      'DDDDDDDDDDD',
      'DDDDDDDDDDD',
      'DDDDDDDDDDD',
      'DDDDDDDDDSD',
      'DSSDDDDDDSS',
      'DSSSSDDDDSS',
      'SSSSSSSDDSS',
      'SSSSSSSSSSS',
    ]);
  });
  it('the exact counts, enumerated over the 8-deck shoe’s values', () => {
    const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    let left = 416;
    const out = { player: 0n, banker: 0n, tie: 0n };
    // w: the ordered ways to draw the cards so far; the unused of the six are any of the cards left
    const finish = (w: bigint, used: number, p: number, b: number) => {
      let ways = w;
      for (let k = 0; k < 6 - used; k++) ways *= BigInt(left - k);
      out[p > b ? 'player' : b > p ? 'banker' : 'tie'] += ways;
    };
    const draw = (v: number, w: bigint, then: (w: bigint) => void) => {
      if (counts[v] === 0) return;
      const ways = w * BigInt(counts[v]!);
      counts[v]!--;
      left--;
      then(ways);
      counts[v]!++;
      left++;
    };
    for (let p1 = 0; p1 < 10; p1++)
      draw(p1, 1n, (w1) => {
        for (let b1 = 0; b1 < 10; b1++)
          draw(b1, w1, (w2) => {
            for (let p2 = 0; p2 < 10; p2++)
              draw(p2, w2, (w3) => {
                for (let b2 = 0; b2 < 10; b2++)
                  draw(b2, w3, (w4) => {
                    const p = (p1 + p2) % 10;
                    const b = (b1 + b2) % 10;
                    if (p >= 8 || b >= 8) return finish(w4, 4, p, b);
                    if (p >= 6) {
                      if (b > 5) return finish(w4, 4, p, b);
                      for (let b3 = 0; b3 < 10; b3++) draw(b3, w4, (w5) => finish(w5, 5, p, (b + b3) % 10));
                      return;
                    }
                    for (let p3 = 0; p3 < 10; p3++)
                      draw(p3, w4, (w5) => {
                        const pt = (p + p3) % 10;
                        if (!bankerDraws(b, p3)) return finish(w5, 5, pt, b);
                        for (let b3 = 0; b3 < 10; b3++) draw(b3, w5, (w6) => finish(w6, 6, pt, (b + b3) % 10));
                      });
                  });
              });
          });
      });
    expect(out).toEqual({ player: BigInt(BACCARAT_COUNTS.player), banker: BigInt(BACCARAT_COUNTS.banker), tie: BigInt(BACCARAT_COUNTS.tie) });
    expect(out.player + out.banker + out.tie).toBe(416n * 415n * 414n * 413n * 412n * 411n);
  });
  it('the standard figures: Banker 98.94 %, Player 98.76 %, Tie 85.64 % at 8:1, pairs 89.64 % at 11:1', () => {
    const r = rules('baccarat').exactReturn;
    expect(r.banker).toBeCloseTo(0.989421, 6);
    expect(r.player).toBeCloseTo(0.987649, 6);
    expect(r.tie).toBeCloseTo(0.856404, 6);
    expect(r.player_pair).toBeCloseTo((12 * 31) / 415, 14);
    expect(r.banker_pair).toBeCloseTo((12 * 31) / 415, 14);
  });
});

describe('7 Up 7 Down and Lucky 7', () => {
  it('7 Up 7 Down', () => {
    expect(sevenUpDownOf(3, 4)).toMatchObject({ code: '7', returns: { down: 0, seven: 580, up: 0 }, detail: { dice: [3, 4], sum: 7 } });
    expect(sevenUpDownOf(1, 5).code).toBe('D');
    expect(sevenUpDownOf(6, 2).code).toBe('U');
    const r = rules('seven-up-down').exactReturn;
    for (const s of ['down', 'seven', 'up']) expect(r[s]).toBeCloseTo(29 / 30, 14);
  });
  it('Lucky 7: a 7 loses every bet but Seven', () => {
    expect(lucky7Of(c(7, 1)).returns).toEqual({ low: 0, seven: 1250, high: 0, red: 0, black: 0, odd: 0, even: 0, spades: 0, hearts: 0, clubs: 0, diamonds: 0 });
    expect(lucky7Of(c(13, 3))).toMatchObject({ code: 'H', returns: { high: 208, red: 208, odd: 208, diamonds: 416, low: 0, black: 0 } });
    expect(lucky7Of(c(1, 0))).toMatchObject({ code: 'L', returns: { low: 208, black: 208, odd: 208, spades: 416 } });
    for (const [spot, v] of Object.entries(rules('lucky-7').exactReturn)) expect(v).toBeCloseTo(spot === 'seven' ? 12.5 / 13 : 0.96, 14);
  });
});

describe('32 Cards', () => {
  it('the highest total wins; the tied draw again', () => {
    const d = cards32From(from([c(13), c(12), c(6), c(6, 1), c(7), c(8)]));
    expect(d.steps.map((s) => s.to)).toEqual(['p8', 'p9', 'p10', 'p11', 'p8', 'p9']);
    expect(d.code).toBe('9');
    expect(d.returns).toEqual({ p8: 0, p9: 585, p10: 0, p11: 0 });
    expect(d.detail).toEqual({ totals: { p8: 28, p9: 29, p10: 16, p11: 17 }, rounds: 2, winner: 9 });
    expect(cards32From(from([c(6), c(6, 1), c(6, 2), c(6, 3)])).code).toBe('11');
  });
  it('the deck run out with a tie standing: the highest number wins', () => {
    // 10 and 11 tie on 23 and every later pair matches: the 32 cards run out
    const rest = [6, 7, 8, 9, 10, 11].flatMap((r) => [c(r), c(r, 1), c(r, 2), c(r, 3)]).concat([c(12, 2), c(12, 3), c(13, 2), c(13, 3)]);
    const d = cards32From(from([c(12), c(13), c(13, 1), c(12, 1), ...rest]));
    expect(d.steps).toHaveLength(32);
    expect(d.code).toBe('11');
    expect(d.detail.rounds).toBe(15);
  });
  it('the exact chances, recomputed (BigInt over the 32! orders)', { timeout: 60_000 }, () => {
    const wins = cards32WinCounts();
    let fact = 1n;
    for (let i = 2n; i <= 32n; i++) fact *= i;
    expect(wins.reduce((a, b) => a + b, 0n)).toBe(fact);
    wins.forEach((w, i) => {
      const [num, den] = CARDS_32_CHANCES[i]!;
      expect(w * den).toBe(num * fact);
    });
    const r = rules('cards-32').exactReturn;
    expect(r.p8).toBeCloseTo(0.959515, 6);
    expect(r.p11).toBeCloseTo(0.962265, 6);
  });
});
