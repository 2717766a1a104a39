import { dragonTiger } from './dragon-tiger';
import type { LiveGame, LiveRules } from './types';

export * from './types';
export { dice, isRed, rankOf, Shoe, suitOf } from './deck';

/** Every live game's rules; a game not written yet is absent (the server offers only games present here). */
export const LIVE_RULES: Partial<Record<LiveGame, LiveRules>> = {
  'dragon-tiger': dragonTiger,
};

export function liveRules(game: string): LiveRules | null {
  return (LIVE_RULES as Record<string, LiveRules | undefined>)[game] ?? null;
}
