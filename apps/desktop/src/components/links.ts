import { DESKTOP_ROUTES, GAME_TYPES, type GameType } from '@khela/domain';
import { CATEGORY_ROUTES, type CategoryKey } from './categories';

/** Type code → desktop category route (spec 2: LIVE is Casino, EGAME Crash, FH Fishing, ARCADE Arcade, LOTTO Lottery). */
const TYPE_CATEGORY: Partial<Record<GameType, CategoryKey>> = {
  LIVE: 'casino',
  SLOT: 'slot',
  TABLE: 'table',
  EGAME: 'crash',
  FH: 'fishing',
  ARCADE: 'arcade',
  LOTTO: 'lottery',
};

function asGameType(s: string | null | undefined): GameType | null {
  const v = (s ?? '').toUpperCase();
  return (GAME_TYPES as readonly string[]).includes(v) ? (v as GameType) : null;
}

export function categoryPath(type: GameType | null): string | undefined {
  const key = type ? TYPE_CATEGORY[type] : undefined;
  return CATEGORY_ROUTES.find((c) => c.key === key)?.path;
}

/** A featured game link has the form platform-type (spec 2 "Home"), e.g. KHELA-EGAME. */
export function featuredGameType(link: string): GameType | null {
  return asGameType(link.split('-').pop());
}

/**
 * Where a content link (slider, banner) goes on desktop: a desktop route as is, the mobile lobby
 * (/games?type=SLOT) as its category route; anything the desktop set lacks gives undefined.
 */
export function desktopHref(link: string | null | undefined): string | undefined {
  if (!link || !link.startsWith('/')) return undefined;
  const url = new URL(link, 'http://x');
  if (url.pathname === '/games') return categoryPath(asGameType(url.searchParams.get('type')));
  return (DESKTOP_ROUTES as readonly string[]).includes(url.pathname) ? url.pathname + url.search : undefined;
}
