import { floatStream, type Seeds } from '../core';
import type { Card } from './types';

export function rankOf(card: Card): number {
  return (card % 13) + 1;
}
export function suitOf(card: Card): number {
  return Math.floor(card / 13);
}
export function isRed(card: Card): boolean {
  const s = suitOf(card);
  return s === 1 || s === 3;
}

/**
 * The shoe of a round: `decks` × 52 cards in Fisher–Yates order over the seeds' HMAC-SHA256 float stream (card i
 * swaps with i + floor(f × (n − i))). Lazy: `next()` shuffles only as far as cards are drawn, so a 6-deck shoe
 * costs only the cards used. The same function deals on the server, in the game and in the verifier.
 * A list of cards instead of a number of decks deals from that list in its order (32 Cards' 6 … King deck).
 */
export class Shoe {
  /** Position k holds `moved.get(k)` if a swap put a card there, else the k-th card of the unshuffled shoe. */
  private readonly moved = new Map<number, Card>();
  private readonly base: (k: number) => Card;
  private readonly n: number;
  private readonly fs: Generator<number>;
  private i = 0;

  constructor(seeds: Seeds, decks: number | readonly Card[] = 1) {
    if (typeof decks === 'number') {
      this.n = 52 * decks;
      this.base = (k) => k % 52;
    } else {
      const list = [...decks];
      this.n = list.length;
      this.base = (k) => list[k]!;
    }
    this.fs = floatStream(seeds);
  }

  next(): Card {
    const n = this.n;
    if (this.i >= n) throw new Error('the shoe is empty');
    const f = this.fs.next().value as number;
    const j = this.i + Math.floor(f * (n - this.i));
    const c = this.moved.get(j) ?? this.base(j);
    if (j !== this.i) this.moved.set(j, this.moved.get(this.i) ?? this.base(this.i));
    this.i++;
    return c;
  }

  /** Cards drawn so far. */
  get drawn(): number {
    return this.i;
  }
}

/** A die 1..6 from the seeds' float stream (7 Up 7 Down). */
export function dice(seeds: Seeds, count: number): number[] {
  const fs = floatStream(seeds);
  return Array.from({ length: count }, () => Math.floor((fs.next().value as number) * 6) + 1);
}
