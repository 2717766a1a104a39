import { DESKTOP_NAV, type GameType } from '@khela/domain';

const CATEGORY_KEYS = ['casino', 'slot', 'table', 'crash', 'fishing', 'arcade', 'lottery'] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** The 7 game categories of the desktop navigation (spec 2 "Game categories and types"), in nav order. */
export const CATEGORY_ROUTES: readonly { key: CategoryKey; path: string }[] = DESKTOP_NAV.filter(
  (n): n is (typeof DESKTOP_NAV)[number] & { key: CategoryKey } => (CATEGORY_KEYS as readonly string[]).includes(n.key),
).map((n) => ({ key: n.key, path: n.route }));

/**
 * The game type each category lists (spec 2: LIVE is Casino, EGAME Crash, FH Fishing, LOTTO Lottery). Arcade has no
 * type code of its own: it lists the EGAME instant games (our originals: crash, dice, limbo, mines, plinko, keno…).
 */
export const CATEGORY_TYPE: Readonly<Record<CategoryKey, GameType>> = {
  casino: 'LIVE',
  slot: 'SLOT',
  table: 'TABLE',
  crash: 'EGAME',
  fishing: 'FH',
  arcade: 'EGAME',
  lottery: 'LOTTO',
};
