import type { Seeds } from '../core';
import { rankOf, Shoe, suitOf } from './deck';
import { distinctReturns } from './returns';
import type { Card, LiveDeal, LiveRules } from './types';

/**
 * Teen Patti 20-20: one deck, three cards each to Player A and Player B dealt A, B, A, B, A, B. The better hand wins:
 * trail (three of a kind) > pure sequence (straight flush) > sequence > colour (flush) > pair > high card. Aces are
 * high; in sequences A-K-Q is the best, A-2-3 the second best, then K-Q-J … 4-3-2. Equal hands (the same ranks in the
 * same category; suits never count) tie. A and B pay 0.98:1 (even money less 2 %), a tie gives their stakes back.
 * Pair Plus A / B pay on that hand alone: pair 1:1, colour 4:1, sequence 6:1, pure sequence 30:1, trail 40:1.
 */
export const TEEN_PATTI_CATEGORIES = ['high_card', 'pair', 'colour', 'sequence', 'pure_sequence', 'trail'] as const;
export type TeenPattiCategory = (typeof TEEN_PATTI_CATEGORIES)[number];

const SPOTS = ['a', 'b', 'pair_plus_a', 'pair_plus_b'] as const;
const WIN = 198;
/** Pair Plus returns (hundredths, stake included) by category, in TEEN_PATTI_CATEGORIES' order. */
const PAIR_PLUS = [0, 200, 500, 700, 3100, 4100] as const;

/** A hand's category and strength: a higher score wins, equal scores tie. */
export function teenPattiHand(cards: readonly Card[]): { category: TeenPattiCategory; score: number } {
  const r = cards.map((c) => (rankOf(c) === 1 ? 14 : rankOf(c))).sort((x, y) => y - x) as [number, number, number];
  const flush = suitOf(cards[0]!) === suitOf(cards[1]!) && suitOf(cards[1]!) === suitOf(cards[2]!);
  const of = (cat: number, sub: number) => ({ category: TEEN_PATTI_CATEGORIES[cat]!, score: cat * 4096 + sub });
  if (r[0] === r[2]) return of(5, r[0]);
  // sequences: A-K-Q 13, A-2-3 12, K-Q-J 11 … 4-3-2 2
  const seq = r[0] === r[1] + 1 && r[1] === r[2] + 1 ? (r[0] === 14 ? 13 : r[0] - 2) : r[0] === 14 && r[1] === 3 && r[2] === 2 ? 12 : -1;
  if (seq >= 0) return of(flush ? 4 : 3, seq);
  const high = r[0] * 225 + r[1] * 15 + r[2];
  if (flush) return of(2, high);
  if (r[0] === r[1]) return of(1, r[0] * 15 + r[2]);
  if (r[1] === r[2]) return of(1, r[1] * 15 + r[0]);
  return of(0, high);
}

function returns(winner: 'A' | 'B' | 'T', a: TeenPattiCategory, b: TeenPattiCategory): Record<string, number> {
  return {
    a: winner === 'A' ? WIN : winner === 'T' ? 100 : 0,
    b: winner === 'B' ? WIN : winner === 'T' ? 100 : 0,
    pair_plus_a: PAIR_PLUS[TEEN_PATTI_CATEGORIES.indexOf(a)]!,
    pair_plus_b: PAIR_PLUS[TEEN_PATTI_CATEGORIES.indexOf(b)]!,
  };
}

/** A round dealt from a source of cards (the shoe; a test's chosen cards): A, B, A, B, A, B. */
export function teenPattiFrom(next: () => Card): LiveDeal {
  const steps = Array.from({ length: 6 }, (_, i) => ({ to: i % 2 === 0 ? 'a' : 'b', card: next() }));
  const a = teenPattiHand(steps.filter((s) => s.to === 'a').map((s) => s.card));
  const b = teenPattiHand(steps.filter((s) => s.to === 'b').map((s) => s.card));
  const code = a.score > b.score ? 'A' : b.score > a.score ? 'B' : 'T';
  return { steps, code, returns: returns(code, a.category, b.category), detail: { a: a.category, b: b.category, winner: code } };
}

function deal(seeds: Seeds): LiveDeal {
  const shoe = new Shoe(seeds, 1);
  return teenPattiFrom(() => shoe.next());
}

/**
 * Every returns vector a deal can give: A wins when its category is at least B's, B likewise, a tie only within one
 * category and never between two trails (one deck has no two equal trails). 47 vectors.
 */
function scenarios(): Record<string, number>[] {
  const out: Record<string, number>[] = [];
  TEEN_PATTI_CATEGORIES.forEach((a, i) =>
    TEEN_PATTI_CATEGORIES.forEach((b, j) => {
      if (i >= j) out.push(returns('A', a, b));
      if (j >= i) out.push(returns('B', a, b));
      if (i === j && a !== 'trail') out.push(returns('T', a, b));
    }),
  );
  return distinctReturns(out);
}

/**
 * Exact chances. A hand is a uniform 3-card set of the 22 100: trail 52, pure sequence 48, sequence 720, colour 1096,
 * pair 3744, high card 16 440. Ordered pairs of disjoint hands (A, B): 22 100 × 18 424 = 407 170 400, of which
 * 450 528 tie (counted by the test, hand by hand). By symmetry A and B each win half of the rest.
 */
export const TEEN_PATTI_HANDS: Record<TeenPattiCategory, number> = { trail: 52, pure_sequence: 48, sequence: 720, colour: 1096, pair: 3744, high_card: 16_440 };
export const TEEN_PATTI_TIES = 450_528;
export const TEEN_PATTI_PAIRS = 22_100 * 18_424;
const P_TIE = TEEN_PATTI_TIES / TEEN_PATTI_PAIRS;
const PAIR_PLUS_RETURN = TEEN_PATTI_CATEGORIES.reduce((s, c, i) => s + TEEN_PATTI_HANDS[c] * PAIR_PLUS[i]!, 0) / 22_100 / 100;

export const teenPatti: LiveRules = {
  game: 'teen-patti',
  spots: SPOTS,
  deal,
  scenarios: scenarios(),
  exactReturn: {
    a: ((1 - P_TIE) / 2) * (WIN / 100) + P_TIE,
    b: ((1 - P_TIE) / 2) * (WIN / 100) + P_TIE,
    pair_plus_a: PAIR_PLUS_RETURN,
    pair_plus_b: PAIR_PLUS_RETURN,
  },
};
