import { GAME_SORTS, type GameItem } from '@khela/domain';

export type SortKey = (typeof GAME_SORTS)[number]['key'];
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** The list's state lives in the address (?system=A,B&q=&sort=&size=&page=), so the launcher can come back to it. */
export interface ListState {
  systems: string[];
  query: string;
  sort: SortKey;
  size: PageSize;
  page: number;
}

export function readListState(params: URLSearchParams): ListState {
  const sort = GAME_SORTS.find((s) => s.key === params.get('sort'))?.key ?? 'recommend';
  const sizeNum = Number(params.get('size'));
  const size = PAGE_SIZES.find((s) => s === sizeNum) ?? DEFAULT_PAGE_SIZE;
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const systems = (params.get('system') ?? '').split(',').filter(Boolean);
  return { systems, query: params.get('q') ?? '', sort, size, page };
}

export function writeListState(s: ListState): URLSearchParams {
  const p = new URLSearchParams();
  if (s.systems.length) p.set('system', s.systems.join(','));
  if (s.query) p.set('q', s.query);
  if (s.sort !== 'recommend') p.set('sort', s.sort);
  if (s.size !== DEFAULT_PAGE_SIZE) p.set('size', String(s.size));
  if (s.page > 1) p.set('page', String(s.page));
  return p;
}

const byOrder = (a: GameItem, b: GameItem) => a.displayOrder - b.displayOrder || a.id - b.id;

/**
 * Search (local, case-insensitive name substring: spec 2 §5) then sort: Recommend by displayOrder, Latest by
 * createTime (newest first), Favorite puts the player's starred games first, A-Z by name.
 */
export function searchAndSort<G extends GameItem & { name_bn?: string }>(games: readonly G[], query: string, sort: SortKey, favorites: ReadonlySet<number>): G[] {
  const q = query.trim().toLowerCase();
  // The English or the Bangla name matches.
  const found = q ? games.filter((g) => g.name.toLowerCase().includes(q) || Boolean(g.name_bn?.includes(query.trim()))) : [...games];
  switch (sort) {
    case 'latest':
      return found.sort((a, b) => Date.parse(b.createTime) - Date.parse(a.createTime) || byOrder(a, b));
    case 'favorite':
      return found.sort((a, b) => Number(favorites.has(b.id)) - Number(favorites.has(a.id)) || byOrder(a, b));
    case 'aZ':
      return found.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || byOrder(a, b));
    default:
      return found.sort(byOrder);
  }
}

/** The page numbers to show: first, last, and two around the current one, with gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const want = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages));
  const sorted = [...want].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  let prev = 0;
  for (const n of sorted) {
    if (prev && n - prev > 1) out.push(null);
    out.push(n);
    prev = n;
  }
  return out;
}
