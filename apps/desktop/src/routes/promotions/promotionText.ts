/** List cards show the first 5 words of the description (spec 2 §9): one rule for both apps. */
export { previewWords } from '@khela/domain';

/** A promotion's period: the domain's one date-range format (Bangla digits in Bangla). */
export { formatPeriod as duration } from '@khela/domain';

export { promotionName, promotionDesc, depositWithPromotion } from '@khela/domain';
