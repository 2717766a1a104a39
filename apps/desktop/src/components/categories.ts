import { DESKTOP_NAV } from '@khela/domain';

const CATEGORY_KEYS = ['casino', 'slot', 'table', 'crash', 'fishing', 'arcade', 'lottery'] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** The 7 game categories of the desktop navigation (spec 2 "Game categories and types"), in nav order. */
export const CATEGORY_ROUTES: readonly { key: CategoryKey; path: string }[] = DESKTOP_NAV.filter(
  (n): n is (typeof DESKTOP_NAV)[number] & { key: CategoryKey } => (CATEGORY_KEYS as readonly string[]).includes(n.key),
).map((n) => ({ key: n.key, path: n.route }));
