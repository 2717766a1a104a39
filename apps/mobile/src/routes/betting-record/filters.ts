import { tryParseMoney } from '@khela/domain';
import { taka } from '../funds/money';

/** The filter page's choices (spec 2 §2, §4: platform, game type, date) and the call's query live once, in `@khela/api`. */
export { ALL, BET_DATE_OPTIONS, DEFAULT_BET_FILTERS, betRecordQuery as recordQuery, type BetFilters } from '@khela/api';

/** A profit or loss for display: "+৳50.00", "-৳20.00", "৳0.00"; `tone` colours it. */
export function profitLoss(value: string): { text: string; tone: 'win' | 'loss' | 'even' } {
  const p = tryParseMoney(value);
  if (p === null) return { text: value, tone: 'even' };
  if (p === 0n) return { text: taka(0n), tone: 'even' };
  return p > 0n ? { text: `+${taka(p)}`, tone: 'win' } : { text: `-${taka(-p)}`, tone: 'loss' };
}
