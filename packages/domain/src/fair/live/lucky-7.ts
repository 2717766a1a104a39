import type { Seeds } from '../core';
import { isRed, rankOf, Shoe, suitOf } from './deck';
import { distinctReturns } from './returns';
import type { Card, LiveDeal, LiveRules } from './types';

/**
 * Lucky 7: one card from one deck. Low (Ace–6) and High (8–King) pay 1.08:1, Seven pays 11.5:1. A 7 is the house's
 * card: it loses every bet but Seven. Red / Black, Odd / Even (Ace 1, Jack 11, Queen 12, King 13) pay 1.08:1 and each
 * suit 3.16:1 on any card but a 7. The even-money spots win on 24 cards of the 52 and return 2.08 × 24/52 = 96.00 %,
 * Seven on 4 (12.5 × 4/52 = 96.15 %), a suit on 12 (4.16 × 12/52 = 96.00 %).
 */
const SPOTS = ['low', 'seven', 'high', 'red', 'black', 'odd', 'even', 'spades', 'hearts', 'clubs', 'diamonds'] as const;
const SUITS = ['spades', 'hearts', 'clubs', 'diamonds'] as const;

function returns(card: Card): Record<string, number> {
  const r = rankOf(card);
  const seven = r === 7;
  const out: Record<string, number> = {
    low: r < 7 ? 208 : 0,
    seven: seven ? 1250 : 0,
    high: r > 7 ? 208 : 0,
    red: !seven && isRed(card) ? 208 : 0,
    black: !seven && !isRed(card) ? 208 : 0,
    odd: !seven && r % 2 === 1 ? 208 : 0,
    even: !seven && r % 2 === 0 ? 208 : 0,
  };
  SUITS.forEach((s, i) => (out[s] = !seven && suitOf(card) === i ? 416 : 0));
  return out;
}

/** The round of a card. */
export function lucky7Of(card: Card): LiveDeal {
  const r = rankOf(card);
  return {
    steps: [{ to: 'card', card }],
    code: r < 7 ? 'L' : r === 7 ? '7' : 'H',
    returns: returns(card),
    detail: { rank: r, suit: SUITS[suitOf(card)], red: isRed(card) },
  };
}

function deal(seeds: Seeds): LiveDeal {
  return lucky7Of(new Shoe(seeds, 1).next());
}

const ALL = Array.from({ length: 52 }, (_, c) => c);
/** Σ over the 52 equally likely cards of what a unit returns. */
const exact = (spot: string) => ALL.reduce((s, c) => s + returns(c)[spot]!, 0) / 52 / 100;

export const lucky7: LiveRules = {
  game: 'lucky-7',
  spots: SPOTS,
  deal,
  scenarios: distinctReturns(ALL.map(returns)),
  exactReturn: Object.fromEntries(SPOTS.map((s) => [s, exact(s)])),
};
