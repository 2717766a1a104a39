import type { Seeds } from '../core';
import { rankOf, Shoe } from './deck';
import { distinctReturns } from './returns';
import type { Card, LiveDeal, LiveRules } from './types';

/**
 * Andar Bahar: one deck. The joker (the first card) is shown; then cards go to Andar and Bahar in turn, the first
 * always to Andar, until a card of the joker's rank appears; its side wins. Andar pays 0.9:1, Bahar 1:1 (Andar gets
 * the first card, so it wins a little more often). The side bets are on how many cards were dealt after the joker,
 * the matching card included (1 … 49: three cards of the joker's rank remain among 51).
 */
const SPOTS = ['andar', 'bahar', 'cards_1_5', 'cards_6_10', 'cards_11_15', 'cards_16_25', 'cards_26_30', 'cards_31_35', 'cards_36_40', 'cards_41_49'] as const;
const ANDAR = 190;
const BAHAR = 200;
/** The side bets: their range of counts and what they return (hundredths, stake included). */
export const ANDAR_BAHAR_RANGES = [
  { spot: 'cards_1_5', from: 1, to: 5, pays: 355 },
  { spot: 'cards_6_10', from: 6, to: 10, pays: 445 },
  { spot: 'cards_11_15', from: 11, to: 15, pays: 570 },
  { spot: 'cards_16_25', from: 16, to: 25, pays: 440 },
  { spot: 'cards_26_30', from: 26, to: 30, pays: 1575 },
  { spot: 'cards_31_35', from: 31, to: 35, pays: 2600 },
  { spot: 'cards_36_40', from: 36, to: 40, pays: 5100 },
  { spot: 'cards_41_49', from: 41, to: 49, pays: 12_100 },
] as const;
/** The most cards after the joker: the three of its rank are the last three of the 51. */
const MAX_COUNT = 49;

/** What each spot returns when the match is the count-th card after the joker (odd counts are Andar's). */
function returns(count: number): Record<string, number> {
  const out: Record<string, number> = { andar: count % 2 === 1 ? ANDAR : 0, bahar: count % 2 === 0 ? BAHAR : 0 };
  for (const r of ANDAR_BAHAR_RANGES) out[r.spot] = count >= r.from && count <= r.to ? r.pays : 0;
  return out;
}

/** A round dealt from a source of cards (the shoe; a test's chosen cards). */
export function andarBaharFrom(next: () => Card): LiveDeal {
  const joker = next();
  const steps = [{ to: 'joker', card: joker }];
  for (;;) {
    const card = next();
    const to = steps.length % 2 === 1 ? 'andar' : 'bahar';
    steps.push({ to, card });
    if (rankOf(card) === rankOf(joker)) break;
  }
  const count = steps.length - 1;
  return { steps, code: count % 2 === 1 ? 'A' : 'B', returns: returns(count), detail: { joker: rankOf(joker), count } };
}

function deal(seeds: Seeds): LiveDeal {
  const shoe = new Shoe(seeds, 1);
  return andarBaharFrom(() => shoe.next());
}

/**
 * The chance that the match is the k-th card after the joker: the three cards of the joker's rank are a uniform 3-set
 * of the 51 positions, and the first of them is at k in C(51 − k, 2) of the C(51, 3) = 20 825 sets.
 */
export function andarBaharCountChance(k: number): number {
  return k < 1 || k > MAX_COUNT ? 0 : ((51 - k) * (50 - k)) / 2 / 20_825;
}

const COUNTS = Array.from({ length: MAX_COUNT }, (_, i) => i + 1);
const chance = (pred: (k: number) => boolean) => COUNTS.filter(pred).reduce((s, k) => s + andarBaharCountChance(k), 0);
/** Andar wins with an odd count: 10 725 / 20 825 = 0.515006. */
const P_ANDAR = chance((k) => k % 2 === 1);

export const andarBahar: LiveRules = {
  game: 'andar-bahar',
  spots: SPOTS,
  deal,
  scenarios: distinctReturns(COUNTS.map(returns)),
  exactReturn: {
    andar: (P_ANDAR * ANDAR) / 100,
    bahar: ((1 - P_ANDAR) * BAHAR) / 100,
    ...Object.fromEntries(ANDAR_BAHAR_RANGES.map((r) => [r.spot, (chance((k) => k >= r.from && k <= r.to) * r.pays) / 100])),
  },
};
