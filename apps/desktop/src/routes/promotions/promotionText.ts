import { formatDate } from '@khela/domain';

/** List cards show the first 5 words of the description (spec 2 §9): one rule for both apps. */
export { previewWords } from '@khela/domain';

export function duration(start: string, end: string): string {
  return [formatDate(start), formatDate(end)].filter(Boolean).join(' ~ ');
}

export { promotionName, promotionDesc, depositWithPromotion } from '@khela/domain';
