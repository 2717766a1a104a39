/** Game type codes, how they are shown, and the lobby's sort orders (spec 2 §2). */
import { deepFreeze } from './freeze';

export const GAME_TYPES = ['SPORTS', 'LIVE', 'SLOT', 'TABLE', 'BINGO', 'EGAME', 'FH', 'LOTTO'] as const;
export type GameType = (typeof GAME_TYPES)[number];
/** What each type code is shown as. */
export const GAME_TYPE_LABELS: Readonly<Record<GameType, string>> = deepFreeze({
  SPORTS: 'Sports',
  LIVE: 'Casino',
  SLOT: 'Slot',
  TABLE: 'Table',
  BINGO: 'Poker',
  EGAME: 'Crash',
  FH: 'Fishing',
  LOTTO: 'Lottery',
});
/** get-system's default type. */
export const DEFAULT_GAME_SYSTEM_TYPE: GameType = 'LIVE';

export const GAME_SORTS = [
  { key: 'recommend', label: 'Recommend', field: 'displayOrder' },
  { key: 'latest', label: 'Latest', field: 'createTime' },
  { key: 'favorite', label: 'Favorite', field: 'favorite' },
  { key: 'aZ', label: 'A-Z', field: 'aZ' },
] as const;
