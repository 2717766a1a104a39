import { CATEGORY_GAME_TYPE, DESKTOP_NAV, type GameType } from '@khela/domain';

const CATEGORY_KEYS = ['casino', 'slot', 'table', 'crash', 'fishing', 'arcade', 'lottery'] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** Whether a navigation key is a game category. */
export const isCategory = (key: string): key is CategoryKey => (CATEGORY_KEYS as readonly string[]).includes(key);

/** The 7 game categories of the desktop navigation (spec 2 "Game categories and types"), in nav order. */
export const CATEGORY_ROUTES: readonly { key: CategoryKey; path: string }[] = DESKTOP_NAV.filter(
  (n): n is (typeof DESKTOP_NAV)[number] & { key: CategoryKey } => (CATEGORY_KEYS as readonly string[]).includes(n.key),
).map((n) => ({ key: n.key, path: n.route }));

/** The game type each category lists (packages/domain's CATEGORY_GAME_TYPE, shared with the phone's addresses). */
export const CATEGORY_TYPE: Readonly<Record<CategoryKey, GameType>> = CATEGORY_GAME_TYPE;

/**
 * Whether a category has games to show: its type's count of listed games (`/api/game-counts`). While the counts are
 * not known (loading, or the call failed) every category shows, so a slow network never empties the menus.
 */
export function categoryHasGames(key: CategoryKey, counts: Readonly<Record<string, number>> | undefined): boolean {
  return !counts || (counts[CATEGORY_TYPE[key]] ?? 0) > 0;
}

/** A home tile whose link opens the lobby of a type without games (`/games?type=LIVE`) is hidden like that category. */
export function linkHasGames(link: string, counts: Readonly<Record<string, number>> | undefined): boolean {
  const m = /^\/games\?(.*)$/.exec(link.trim());
  const type = m ? new URLSearchParams(m[1]).get('type')?.toUpperCase() : undefined;
  return !type || !counts || type === 'SPORTS' || (counts[type] ?? 0) > 0;
}
