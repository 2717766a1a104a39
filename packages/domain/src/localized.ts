import type { GameItem } from './games';
import type { GeneralSettings, MaintenanceNotice, Slider } from './wire';

/**
 * Operator texts in the player's language: the Bangla when the player reads Bangla and the operator wrote it,
 * else the English (issue 17). `localized('Welcome', 'স্বাগতম', 'bn')` → 'স্বাগতম'; an empty or blank Bangla → 'Welcome'.
 */
export function localized(en: string, bn: string | null | undefined, lang: string | null | undefined): string {
  return lang?.startsWith('bn') && bn && bn.trim() !== '' ? bn : en;
}

/** A list in the player's language: the Bangla list when it has an entry, else the English. */
export function localizedList(en: readonly string[], bn: readonly string[] | null | undefined, lang: string | null | undefined): readonly string[] {
  return lang?.startsWith('bn') && bn && bn.some((s) => s.trim() !== '') ? bn : en;
}

/* The public API's Bangla fields beside the spec's English ones ('' or [] when the operator has not written them). */
/** The maintenance notice's Bangla ('' when not written); its dates are `maintenance_notice`'s. */
interface MaintenanceNoticeBn {
  title_bn: string;
  message_bn: string;
}
export interface GeneralSettingsBn extends GeneralSettings {
  /** The home marquee in Bangla. */
  notice_bn: string[];
  maintenance_notice_bn: MaintenanceNoticeBn | null;
}

/** The maintenance notice in the player's language (Bangla title and message when written). */
export function localizedMaintenance(g: Pick<GeneralSettingsBn, 'maintenance_notice'> & Partial<Pick<GeneralSettingsBn, 'maintenance_notice_bn'>>, lang: string | null | undefined): MaintenanceNotice | null {
  const m = g.maintenance_notice;
  if (!m) return null;
  return { ...m, title: localized(m.title, g.maintenance_notice_bn?.title_bn, lang), message: localized(m.message, g.maintenance_notice_bn?.message_bn, lang) };
}
export interface SliderBn extends Slider {
  name_bn: string;
}
export interface GameItemBn extends GameItem {
  name_bn: string;
}
export interface GamesResponseBn {
  games: GameItemBn[];
  message: string;
}
/** `/api/game-counts`: how many active games each game type has (a type with 0 is hidden from the menus). */
export interface GameCountsResponse {
  data: { type: string; count: number }[];
}
