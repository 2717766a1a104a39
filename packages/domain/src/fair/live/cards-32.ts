import type { Seeds } from '../core';
import { rankOf, Shoe } from './deck';
import type { Card, LiveDeal, LiveRules } from './types';

/**
 * 32 Cards: a 32-card deck (6, 7, 8, 9, 10, Jack, Queen, King of each suit; worth 6 … 13). Players 8, 9, 10 and 11 get
 * a card each in that order; a player's total is their number plus the card's worth. The highest total wins. Players
 * tied for the highest draw again (in number order, from the same deck), each adding the new card to their total,
 * until one is ahead. Should the deck run out with a tie standing (fewer cards left than tied players, which no
 * realistic deal reaches), the tied player with the highest number wins.
 * Pays (decimal, stake included): 8 → 12.25, 9 → 5.85, 10 → 3.28, 11 → 2.07.
 */
const SPOTS = ['p8', 'p9', 'p10', 'p11'] as const;
const NUMBERS = [8, 9, 10, 11] as const;
const PAYS = [1225, 585, 328, 207] as const;
/** The 32 cards, suit by suit, 6 … King. */
export const CARDS_32_DECK: readonly Card[] = [0, 1, 2, 3].flatMap((s) => Array.from({ length: 8 }, (_, i) => s * 13 + 5 + i));

function returns(winner: number): Record<string, number> {
  return Object.fromEntries(SPOTS.map((s, i) => [s, i === winner ? PAYS[i]! : 0]));
}

/** The players (indices into NUMBERS) whose totals are the highest. */
function leaders(totals: readonly number[], among: readonly number[]): number[] {
  const best = Math.max(...among.map((i) => totals[i]!));
  return among.filter((i) => totals[i] === best);
}

/** A round dealt from a source of the 32 cards (the shoe; a test's chosen cards). */
export function cards32From(next: () => Card): LiveDeal {
  const totals: number[] = [...NUMBERS];
  const steps: { to: string; card: Card }[] = [];
  let tied = [0, 1, 2, 3];
  let rounds = 0;
  while (tied.length > 1 && 32 - steps.length >= tied.length) {
    for (const i of tied) {
      const card = next();
      steps.push({ to: SPOTS[i]!, card });
      totals[i]! += rankOf(card);
    }
    rounds++;
    tied = leaders(totals, tied);
  }
  const winner = tied[tied.length - 1]!;
  return {
    steps,
    code: String(NUMBERS[winner]),
    returns: returns(winner),
    detail: { totals: Object.fromEntries(SPOTS.map((s, i) => [s, totals[i]])), rounds, winner: NUMBERS[winner] },
  };
}

function deal(seeds: Seeds): LiveDeal {
  const shoe = new Shoe(seeds, CARDS_32_DECK);
  return cards32From(() => shoe.next());
}

/**
 * Each player's wins among the 32! orders of the deck, by exact recursion over what is left of the deck: the first
 * round enumerates the four cards' worths (weighted by how many cards of each worth remain); a tie among k players
 * recurses on (k, the remaining counts by worth), whose answer — the wins of each of the k positions among the
 * orders of the remaining cards — is memoised (395 299 states). BigInt throughout, so the counts are exact; they
 * sum to 32!. Takes a few seconds: the module uses the published fractions below; the test recomputes them.
 */
export function cards32WinCounts(): bigint[] {
  const fact = [1n];
  for (let i = 1; i <= 32; i++) fact.push(fact[i - 1]! * BigInt(i));
  const counts = [4, 4, 4, 4, 4, 4, 4, 4]; // worths 6 … 13
  const memo = new Map<number, bigint[]>();
  // `wins[j]` gains `w` × the orders of the rest for every way the round among `k` players with `base` totals ends
  function round(base: readonly number[], left: number, wins: bigint[]): void {
    const k = base.length;
    const vals: number[] = [];
    const rec = (i: number, w: bigint, rem: number): void => {
      if (i === k) {
        const totals = base.map((b, j) => b + vals[j]!);
        const top = leaders(totals, totals.map((_, j) => j));
        if (top.length === 1) wins[top[0]!]! += w * fact[rem]!;
        else {
          const sub = tie(top.length, rem);
          top.forEach((p, q) => (wins[p]! += w * sub[q]!));
        }
        return;
      }
      for (let v = 0; v < 8; v++) {
        if (counts[v]! === 0) continue;
        const wv = w * BigInt(counts[v]!);
        counts[v]!--;
        vals[i] = v;
        rec(i + 1, wv, rem - 1);
        counts[v]!++;
      }
    };
    rec(0, 1n, left);
  }
  function tie(k: number, left: number): bigint[] {
    const key = counts.reduce((a, c) => a * 5 + c, k);
    const hit = memo.get(key);
    if (hit) return hit;
    const wins: bigint[] = new Array<bigint>(k).fill(0n);
    if (left < k) wins[k - 1] = fact[left]!;
    else round(new Array<number>(k).fill(0), left, wins);
    memo.set(key, wins);
    return wins;
  }
  const wins = [0n, 0n, 0n, 0n];
  round([...NUMBERS], 32, wins);
  return wins;
}

/** cards32WinCounts() / 32!, reduced. */
export const CARDS_32_CHANCES = [
  [15_760_904_731_759_435_319n, 201_217_325_735_175_750_000n],
  [135_946_662_991_599_255_043n, 830_021_468_657_599_968_750n],
  [25_601_628_826_920_677_341n, 87_370_680_911_326_312_500n],
  [1_028_921_599_444_657_622_071n, 2_213_390_583_086_933_250_000n],
] as const;

export const cards32: LiveRules = {
  game: 'cards-32',
  spots: SPOTS,
  deal,
  scenarios: SPOTS.map((_, i) => returns(i)),
  exactReturn: Object.fromEntries(SPOTS.map((s, i) => [s, (Number(CARDS_32_CHANCES[i]![0]) / Number(CARDS_32_CHANCES[i]![1]) * PAYS[i]!) / 100])),
};
