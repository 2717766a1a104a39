import type { Seeds } from '../core';
import { dice } from './deck';
import { distinctReturns } from './returns';
import type { LiveDeal, LiveRules } from './types';

/**
 * 7 Up 7 Down: two dice. Down wins on a sum of 2–6 and Up on 8–12, each paying 1.32:1; Seven wins on exactly 7 and
 * pays 4.8:1. Every spot returns 29/30 = 96.67 % (Down and Up: 15/36 × 2.32; Seven: 6/36 × 5.8).
 */
const SPOTS = ['down', 'seven', 'up'] as const;
const SIDE = 232;
const SEVEN = 580;

function codeOf(sum: number): 'D' | '7' | 'U' {
  return sum < 7 ? 'D' : sum === 7 ? '7' : 'U';
}

function returns(code: 'D' | '7' | 'U'): Record<string, number> {
  return { down: code === 'D' ? SIDE : 0, seven: code === '7' ? SEVEN : 0, up: code === 'U' ? SIDE : 0 };
}

/** The round of two dice. */
export function sevenUpDownOf(a: number, b: number): LiveDeal {
  const code = codeOf(a + b);
  return { steps: [{ to: 'die', die: a }, { to: 'die', die: b }], code, returns: returns(code), detail: { dice: [a, b], sum: a + b } };
}

function deal(seeds: Seeds): LiveDeal {
  const [a, b] = dice(seeds, 2) as [number, number];
  return sevenUpDownOf(a, b);
}

export const sevenUpDown: LiveRules = {
  game: 'seven-up-down',
  spots: SPOTS,
  deal,
  scenarios: distinctReturns((['D', '7', 'U'] as const).map(returns)),
  exactReturn: { down: (15 / 36) * (SIDE / 100), seven: (6 / 36) * (SEVEN / 100), up: (15 / 36) * (SIDE / 100) },
};
