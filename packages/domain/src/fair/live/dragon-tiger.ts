import type { Seeds } from '../core';
import { rankOf, Shoe, suitOf } from './deck';
import type { LiveDeal, LiveRules } from './types';

/**
 * Dragon Tiger: one card to Dragon, one to Tiger (one deck, Ace low … King high). The higher card wins even money;
 * on a tie Dragon and Tiger bets get half back, Tie pays 11:1 and Suited Tie (same rank and suit, impossible with
 * one deck — so the table deals from 8 decks) 50:1.
 */
const DECKS = 8;
const SPOTS = ['dragon', 'tiger', 'tie', 'suited_tie'] as const;

function returns(code: 'D' | 'T' | 'X', suited: boolean): Record<string, number> {
  return {
    dragon: code === 'D' ? 200 : code === 'X' ? 50 : 0,
    tiger: code === 'T' ? 200 : code === 'X' ? 50 : 0,
    tie: code === 'X' ? 1200 : 0,
    suited_tie: code === 'X' && suited ? 5100 : 0,
  };
}

function deal(seeds: Seeds): LiveDeal {
  const shoe = new Shoe(seeds, DECKS);
  const dragon = shoe.next();
  const tiger = shoe.next();
  const d = rankOf(dragon);
  const t = rankOf(tiger);
  const code = d > t ? 'D' : t > d ? 'T' : 'X';
  const suited = code === 'X' && suitOf(dragon) === suitOf(tiger);
  return { steps: [{ to: 'dragon', card: dragon }, { to: 'tiger', card: tiger }], code, returns: returns(code, suited), detail: { dragon: d, tiger: t, suited } };
}

// Exact chances with 8 decks (416 cards): a tie is 31/415 of the second card's ranks, a suited tie 7/415.
const N = 52 * DECKS;
const P_TIE = (4 * DECKS - 1) / (N - 1);
const P_SUITED = (DECKS - 1) / (N - 1);
const P_WIN = (1 - P_TIE) / 2;

export const dragonTiger: LiveRules = {
  game: 'dragon-tiger',
  spots: SPOTS,
  deal,
  scenarios: [returns('D', false), returns('T', false), returns('X', false), returns('X', true)],
  exactReturn: {
    dragon: P_WIN * 2 + P_TIE * 0.5,
    tiger: P_WIN * 2 + P_TIE * 0.5,
    tie: P_TIE * 12,
    suited_tie: P_SUITED * 51,
  },
};
