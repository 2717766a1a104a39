import { PROMOTION_PREVIEW_WORDS, PROMOTION_TABS } from '../constants';
import type { Promotion } from '../wire';

/** Statuses a player sees on the promotions screens (spec 2 "Promotions"): active and display-only. */
const SHOWN: ReadonlySet<Promotion['status']> = new Set(['active', 'display']);

/** Promotions shown to players: status active or display, in the server's order. */
export function visiblePromotions(list: readonly Promotion[] | undefined): Promotion[] {
  return (list ?? []).filter((p) => SHOWN.has(p.status));
}

/** The category id of a promotions tab key (`PROMOTION_TABS`); null for "all" or an unknown key. */
function promotionTabCategory(tab: string): number | null {
  return PROMOTION_TABS.find((x) => x.key === tab)?.categoryId ?? null;
}

/** The promotions a tab shows: the visible ones, narrowed to the tab's category. */
export function promotionsForTab(list: readonly Promotion[] | undefined, tab: string): Promotion[] {
  const category = promotionTabCategory(tab);
  return visiblePromotions(list).filter((p) => category === null || p.categories.includes(category));
}

/** Promotions a deposit can take: status active (the others are only shown) and running on `today` (Dhaka, YYYY-MM-DD). */
export function claimablePromotions(list: readonly Promotion[] | undefined, today: string): Promotion[] {
  return (list ?? []).filter((p) => p.status === 'active' && p.start_date.slice(0, 10) <= today && p.end_date.slice(0, 10) >= today);
}

/** Description preview: the first words of the text, with "…" when cut (spec 2 §9). */
export function previewWords(text: string, words: number = PROMOTION_PREVIEW_WORDS): string {
  const parts = text.trim().split(/\s+/).filter(Boolean);
  return parts.length > words ? `${parts.slice(0, words).join(' ')}…` : parts.join(' ');
}

/** The promotion's title in the page's language: the Bangla one when the language is bn and it is written. */
export function promotionName(p: Pick<Promotion, 'name' | 'name_bn'>, lang: string): string {
  return lang === 'bn' && p.name_bn?.trim() ? p.name_bn : p.name;
}

/** The promotion's description in the page's language (Bangla when bn and written, else the English). */
export function promotionDesc(p: Pick<Promotion, 'desc' | 'description_bn'>, lang: string): string {
  return lang === 'bn' && p.description_bn?.trim() ? p.description_bn : p.desc;
}

/**
 * Where a logged-in player takes a promotion: the deposit page with it chosen (`?promotion_id=`, read by the deposit
 * flow). On desktop it is a full page load: the server serves the deposit page for /deposit.
 */
export function depositWithPromotion(p: Pick<Promotion, 'id'>): string {
  return `/deposit?promotion_id=${encodeURIComponent(String(p.id))}`;
}
