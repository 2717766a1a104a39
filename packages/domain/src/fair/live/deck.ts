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
 */
export class Shoe {
  private readonly cards: Card[];
  private readonly fs: Generator<number>;
  private i = 0;

  constructor(seeds: Seeds, decks = 1) {
    this.cards = Array.from({ length: 52 * decks }, (_, k) => k % 52);
    this.fs = floatStream(seeds);
  }

  next(): Card {
    const n = this.cards.length;
    if (this.i >= n) throw new Error('the shoe is empty');
    const f = this.fs.next().value as number;
    const j = this.i + Math.floor(f * (n - this.i));
    const c = this.cards[j]!;
    this.cards[j] = this.cards[this.i]!;
    this.cards[this.i] = c;
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
