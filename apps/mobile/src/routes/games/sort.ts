import { GAME_SORTS, type GameItem } from '@khela/domain';

export type SortKey = (typeof GAME_SORTS)[number]['key'];
export const SORT_KEYS: SortKey[] = GAME_SORTS.map((s) => s.key);
export const DEFAULT_SORT: SortKey = 'recommend';

export function isSortKey(value: string | null): value is SortKey {
  return value !== null && (SORT_KEYS as string[]).includes(value);
}

const byOrder = (a: GameItem, b: GameItem) => a.displayOrder - b.displayOrder || a.id - b.id;
const time = (g: GameItem) => {
  const t = Date.parse(g.createTime);
  return Number.isNaN(t) ? 0 : t;
};
const AZ = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The lobby's sorts (spec 2 §2): Recommend by displayOrder, Latest by createTime (newest first), Favorite with the
 * player's starred games first (each part by displayOrder), A-Z by name.
 */
export function sortGames(games: readonly GameItem[], key: SortKey, favorites: ReadonlySet<number>): GameItem[] {
  const list = [...games];
  switch (key) {
    case 'latest':
      return list.sort((a, b) => time(b) - time(a) || byOrder(a, b));
    case 'favorite':
      return list.sort((a, b) => Number(favorites.has(b.id)) - Number(favorites.has(a.id)) || byOrder(a, b));
    case 'aZ':
      return list.sort((a, b) => AZ.compare(a.name, b.name) || byOrder(a, b));
    default:
      return list.sort(byOrder);
  }
}

/** The search box (spec 2 §5): a case-insensitive substring of the name. */
export function searchGames<G extends GameItem & { name_bn?: string }>(games: readonly G[], query: string): G[] {
  const q = query.trim().toLocaleLowerCase();
  // The English or the Bangla name matches.
  return q ? games.filter((g) => g.name.toLocaleLowerCase().includes(q) || Boolean(g.name_bn?.includes(query.trim()))) : [...games];
}

/** The `system` query as a list of platforms ("A,B" → ["A", "B"]). */
export function parseSystems(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
