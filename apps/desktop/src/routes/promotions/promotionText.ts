import { PROMOTION_PREVIEW_WORDS } from '@khela/domain';
import { formatDate } from '@khela/domain';

/** List cards show the first 5 words of the description (spec 2 §9). */
export function previewWords(text: string, words = PROMOTION_PREVIEW_WORDS): string {
  const all = text.trim().split(/\s+/).filter(Boolean);
  return all.length <= words ? all.join(' ') : `${all.slice(0, words).join(' ')}…`;
}

export function duration(start: string, end: string): string {
  return [formatDate(start), formatDate(end)].filter(Boolean).join(' ~ ');
}
