import type { Seeds } from '../core';
import { rankOf, Shoe } from './deck';
import type { Card, LiveDeal, LiveRules } from './types';

/**
 * Baccarat (Punto Banco): a fresh 8-deck shoe each round. Cards go Player, Banker, Player, Banker; a card counts its
 * rank (Ace 1), tens and faces 0, and a hand's total is its sum's last digit. A natural (8 or 9 on two cards, either
 * hand) ends the round. Otherwise Player draws on 0–5 and stands on 6–7; then Banker, if Player stood, draws on 0–5;
 * if Player drew a third card worth p, Banker draws on 0–2, on 3 unless p = 8, on 4 when p is 2–7, on 5 when p is
 * 4–7, on 6 when p is 6–7, and stands on 7. The higher total wins. Player pays 1:1, Banker 0.95:1, and on a tie both
 * are returned (a push) while Tie pays 8:1. Player Pair / Banker Pair pay 11:1 when that hand's first two cards have
 * the same rank.
 */
const DECKS = 8;
const SPOTS = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;

export function baccaratValue(card: Card): number {
  const r = rankOf(card);
  return r >= 10 ? 0 : r;
}

/** Player draws a third card on a two-card total of 0–5 (no natural on either side). */
export function playerDraws(total: number): boolean {
  return total <= 5;
}

/** Banker draws on its two-card total given the value of Player's third card (null when Player stood). */
export function bankerDraws(total: number, playerThird: number | null): boolean {
  if (playerThird === null) return total <= 5;
  if (total <= 2) return true;
  if (total === 3) return playerThird !== 8;
  if (total === 4) return playerThird >= 2 && playerThird <= 7;
  if (total === 5) return playerThird >= 4 && playerThird <= 7;
  if (total === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

function returns(code: 'P' | 'B' | 'T', playerPair: boolean, bankerPair: boolean): Record<string, number> {
  return {
    player: code === 'P' ? 200 : code === 'T' ? 100 : 0,
    banker: code === 'B' ? 195 : code === 'T' ? 100 : 0,
    tie: code === 'T' ? 900 : 0,
    player_pair: playerPair ? 1200 : 0,
    banker_pair: bankerPair ? 1200 : 0,
  };
}

/** A round dealt from a source of cards (the shoe; a test's chosen cards). */
export function baccaratFrom(next: () => Card): LiveDeal {
  const steps = ['player', 'banker', 'player', 'banker'].map((to) => ({ to, card: next() }));
  const player = steps.filter((s) => s.to === 'player').map((s) => s.card);
  const banker = steps.filter((s) => s.to === 'banker').map((s) => s.card);
  const total = (cards: Card[]) => cards.reduce((s, c) => s + baccaratValue(c), 0) % 10;
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let third: number | null = null;
    if (playerDraws(total(player))) {
      const c = next();
      steps.push({ to: 'player', card: c });
      player.push(c);
      third = baccaratValue(c);
    }
    if (bankerDraws(total(banker), third)) {
      const c = next();
      steps.push({ to: 'banker', card: c });
      banker.push(c);
    }
  }
  const p = total(player);
  const b = total(banker);
  const code = p > b ? 'P' : b > p ? 'B' : 'T';
  const playerPair = rankOf(player[0]!) === rankOf(player[1]!);
  const bankerPair = rankOf(banker[0]!) === rankOf(banker[1]!);
  return {
    steps,
    code,
    returns: returns(code, playerPair, bankerPair),
    detail: { player: p, banker: b, player_cards: player.length, banker_cards: banker.length, natural, player_pair: playerPair, banker_pair: bankerPair },
  };
}

/**
 * Exact counts of the ordered 6-card sequences of the 416-card shoe (416 × 415 × … × 411, the cards a round may use,
 * unused ones included) by result, found by enumerating the card values (the test recomputes them).
 */
export const BACCARAT_COUNTS = {
  banker: 2_292_252_566_437_888,
  player: 2_230_518_282_592_256,
  tie: 475_627_426_473_216,
  total: 4_998_398_275_503_360,
} as const;
const P_BANKER = BACCARAT_COUNTS.banker / BACCARAT_COUNTS.total;
const P_PLAYER = BACCARAT_COUNTS.player / BACCARAT_COUNTS.total;
const P_TIE = BACCARAT_COUNTS.tie / BACCARAT_COUNTS.total;
/** A hand's first two cards share a rank: the second is one of the 31 others of that rank among 415. */
const P_PAIR = (4 * DECKS - 1) / (52 * DECKS - 1);

function deal(seeds: Seeds): LiveDeal {
  const shoe = new Shoe(seeds, DECKS);
  return baccaratFrom(() => shoe.next());
}

export const baccarat: LiveRules = {
  game: 'baccarat',
  spots: SPOTS,
  deal,
  scenarios: (['P', 'B', 'T'] as const).flatMap((c) => [returns(c, false, false), returns(c, true, false), returns(c, false, true), returns(c, true, true)]),
  exactReturn: {
    player: P_PLAYER * 2 + P_TIE,
    banker: P_BANKER * 1.95 + P_TIE,
    tie: P_TIE * 9,
    player_pair: P_PAIR * 12,
    banker_pair: P_PAIR * 12,
  },
};
