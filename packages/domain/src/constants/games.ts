/** Game type codes, how they are shown, and the lobby's sort orders (spec 2 §2). */
import { deepFreeze } from './freeze';

export const GAME_TYPES = ['SPORTS', 'LIVE', 'SLOT', 'TABLE', 'BINGO', 'EGAME', 'FH', 'ARCADE', 'LOTTO'] as const;
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
  ARCADE: 'Arcade',
  LOTTO: 'Lottery',
});
/**
 * The game categories of the desktop navigation and the type each lists (spec 2: LIVE is Casino, EGAME Crash, FH
 * Fishing, LOTTO Lottery; ARCADE, ours, is Arcade, empty until an operator lists games there, and hidden from the menus
 * while empty). The phone opens the same addresses (a shared link) as its lobby of that type.
 */
export const CATEGORY_GAME_TYPE = deepFreeze({
  casino: 'LIVE',
  slot: 'SLOT',
  table: 'TABLE',
  crash: 'EGAME',
  fishing: 'FH',
  arcade: 'ARCADE',
  lottery: 'LOTTO',
} as const satisfies Record<string, GameType>);

/**
 * The spec's desktop Sports link, `/player/playGame?t=sport&v=CRICKET`: the exchange sport a `v` code opens (null:
 * not a sport we have, the exchange's home). `t` other than `sport` names a game type (`t=slot` → the Slot lobby).
 */
export function playGameTarget(t: string | null, v: string | null): { exchange: 'cricket' | 'soccer' | 'tennis' | null } | { type: GameType } {
  const kind = (t ?? '').toLowerCase();
  if (kind === 'sport' || kind === 'sports' || kind === '') {
    const code = (v ?? '').toUpperCase();
    const exchange = code === 'CRICKET' ? 'cricket' : code === 'SOCCER' || code === 'FOOTBALL' ? 'soccer' : code === 'TENNIS' ? 'tennis' : null;
    return { exchange };
  }
  const byCategory = (CATEGORY_GAME_TYPE as Record<string, GameType>)[kind];
  const byType = (GAME_TYPES as readonly string[]).includes(kind.toUpperCase()) ? (kind.toUpperCase() as GameType) : undefined;
  return { type: byCategory ?? byType ?? DEFAULT_GAME_SYSTEM_TYPE };
}

/** get-system's default type. */
export const DEFAULT_GAME_SYSTEM_TYPE: GameType = 'LIVE';

export const GAME_SORTS = [
  { key: 'recommend', label: 'Recommend', field: 'displayOrder' },
  { key: 'latest', label: 'Latest', field: 'createTime' },
  { key: 'favorite', label: 'Favorite', field: 'favorite' },
  { key: 'aZ', label: 'A-Z', field: 'aZ' },
] as const;
