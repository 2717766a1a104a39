import { GAME_TYPE_LABELS, GAME_TYPES, SLIDE_MENU, SPORTS_SUBMENU, type GameType, type MenuItem } from '@khela/domain';
import type { CategoryIconName } from './CategoryIcon';

/**
 * Lobby address (spec 2: /games with query type, system, title): a game type, optionally one platform (or a comma
 * list), and the page title. A type's own label as title is translated by the lobby.
 */
export function gamesPath(type: string, system?: string, title?: string): string {
  const q = new URLSearchParams({ type });
  if (system) q.set('system', system);
  if (title) q.set('title', title);
  return `/games?${q.toString()}`;
}

/** The type code whose English label is `label` ("Casino" → LIVE), for translating a lobby title. */
export function typeOfLabel(label: string): GameType | null {
  return GAME_TYPES.find((g) => GAME_TYPE_LABELS[g] === label) ?? null;
}

/** Where a menu item goes: its route, or the lobby of its game type. */
export function menuItemPath(item: MenuItem): string | null {
  if (item.route) return item.route;
  if (item.gameType) return gamesPath(item.gameType, undefined, item.label);
  return null;
}

export const CATEGORY_ICONS: Record<GameType, CategoryIconName> = {
  SPORTS: 'sports',
  LIVE: 'casino',
  SLOT: 'slot',
  TABLE: 'table',
  BINGO: 'poker',
  EGAME: 'crash',
  FH: 'fishing',
  ARCADE: 'arcade',
  LOTTO: 'lottery',
};

/** Game categories of the slide-out menu, in order. */
export const GAME_CATEGORIES: (MenuItem & { gameType: GameType })[] = SLIDE_MENU.flatMap((g) => g.items).filter(
  (i): i is MenuItem & { gameType: GameType } => Boolean(i.gameType),
);

/** The categories of the home navigation (Poker stays in the side menu); each shows once it has games. */
export const HOME_CATEGORIES = GAME_CATEGORIES.filter((c) => c.gameType !== 'BINGO');

/**
 * Sports submenu entries: Exchange has its route; the others open the sports lobby of that platform (`platform`, the
 * code the lobby's `system=` names, e.g. iSports → ISPORTS).
 */
export const SPORTS_LINKS = SPORTS_SUBMENU.map((s) => ({
  key: s.key,
  label: s.label,
  to: s.route ?? gamesPath('SPORTS', s.key),
  platform: s.route ? null : s.key.toUpperCase(),
}));

/**
 * Whether a Sports submenu entry has something to open (issue 32: I-Sports, Kabaddi, … each opened "No games in Sports
 * yet"): Exchange (ours) always; another entry once its platform lists Sports games. `platforms` are the platforms with
 * Sports games (get-system for SPORTS). While the counts or the platforms are not known every entry shows, as the
 * categories do; once the counts say Sports has no games, only Exchange does.
 */
export function sportsLinkHasGames(
  link: { platform: string | null },
  counts: Readonly<Record<string, number>> | undefined,
  platforms: readonly string[] | undefined,
): boolean {
  if (link.platform === null || !counts) return true;
  if ((counts.SPORTS ?? 0) === 0) return false;
  return !platforms || platforms.includes(link.platform);
}

/** The menu key of each game type: its label is the i18n key `shell:nav.{key}` (the keys of SLIDE_MENU's game items). */
const TYPE_KEYS = {
  SPORTS: 'sports',
  LIVE: 'casino',
  SLOT: 'slot',
  TABLE: 'table',
  BINGO: 'poker',
  EGAME: 'crash',
  FH: 'fishing',
  ARCADE: 'arcade',
  LOTTO: 'lottery',
} as const satisfies Record<GameType, string>;

/** The menu key of a game type (the i18n key `shell:nav.{key}` of its label). */
export function typeKey(type: GameType): (typeof TYPE_KEYS)[GameType] {
  return TYPE_KEYS[type];
}

/**
 * Whether a game type has games to list (`/api/game-counts`, by type): the menus hide a category without active games
 * until the operator adds some. Sports (our exchange) always shows; while the counts are unknown every type shows.
 */
export function typeHasGames(type: GameType, counts: Readonly<Record<string, number>> | undefined): boolean {
  return type === 'SPORTS' || !counts || (counts[type] ?? 0) > 0;
}

/** The game type a lobby link opens (`/games?type=LIVE` → LIVE), or null for any other link. */
export function linkGameType(link: string): string | null {
  const m = /^\/games\?(.*)$/.exec(link.trim());
  if (!m) return null;
  return new URLSearchParams(m[1]).get('type')?.toUpperCase() ?? null;
}

/** A home tile whose link opens the lobby of a type without games is hidden with that type's menu entries. */
export function linkHasGames(link: string, counts: Readonly<Record<string, number>> | undefined): boolean {
  const type = linkGameType(link);
  return !type || !counts || type === 'SPORTS' || (counts[type] ?? 0) > 0;
}
