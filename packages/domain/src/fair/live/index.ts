import { andarBahar } from './andar-bahar';
import { baccarat } from './baccarat';
import { cards32 } from './cards-32';
import { dragonTiger } from './dragon-tiger';
import { lucky7 } from './lucky-7';
import { sevenUpDown } from './seven-up-down';
import { teenPatti } from './teen-patti';
import type { LiveGame, LiveRules } from './types';

export * from './types';
export { dice, isRed, rankOf, Shoe, suitOf } from './deck';
export { distinctReturns, returnsKey } from './returns';
export { TEEN_PATTI_CATEGORIES, TEEN_PATTI_HANDS, TEEN_PATTI_PAIRS, TEEN_PATTI_TIES, teenPattiFrom, teenPattiHand, type TeenPattiCategory } from './teen-patti';
export { ANDAR_BAHAR_RANGES, andarBaharCountChance, andarBaharFrom } from './andar-bahar';
export { BACCARAT_COUNTS, baccaratFrom, baccaratValue, bankerDraws, playerDraws } from './baccarat';
export { CARDS_32_CHANCES, CARDS_32_DECK, cards32From, cards32WinCounts } from './cards-32';
export { lucky7Of } from './lucky-7';
export { sevenUpDownOf } from './seven-up-down';

/** Every live game's rules; a game not written yet is absent (the server offers only games present here). */
export const LIVE_RULES: Partial<Record<LiveGame, LiveRules>> = {
  'teen-patti': teenPatti,
  'andar-bahar': andarBahar,
  'dragon-tiger': dragonTiger,
  baccarat,
  'seven-up-down': sevenUpDown,
  'lucky-7': lucky7,
  'cards-32': cards32,
};

export function liveRules(game: string): LiveRules | null {
  return (LIVE_RULES as Record<string, LiveRules | undefined>)[game] ?? null;
}
