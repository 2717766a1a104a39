import { BET_DATE_FILTERS, tryParseMoney } from '@khela/domain';
import type { BettingRecordFilter } from '@khela/api';
import { taka } from '../funds/money';

/** The filter page's choices (spec 2 §2, §4): platform and game type ('all' or a code), date by days back. */
export interface BetFilters {
  platform: string;
  gameType: string;
  date: `${(typeof BET_DATE_FILTERS)[number]}`;
}

export const ALL = 'all';
export const DEFAULT_BET_FILTERS: BetFilters = { platform: ALL, gameType: ALL, date: '0' };
export const BET_DATE_OPTIONS = BET_DATE_FILTERS.map((d) => `${d}` as BetFilters['date']);

/** The betting-record call's query for the chosen filters (settled rounds). */
export function recordQuery(f: BetFilters): BettingRecordFilter {
  return {
    platform: f.platform === ALL ? undefined : f.platform,
    game_type: f.gameType === ALL ? undefined : f.gameType,
    date: Number(f.date) as BettingRecordFilter['date'],
    settled: 1,
  };
}

/** A profit or loss for display: "+৳50.00", "-৳20.00", "৳0.00"; `tone` colours it. */
export function profitLoss(value: string): { text: string; tone: 'win' | 'loss' | 'even' } {
  const p = tryParseMoney(value);
  if (p === null) return { text: value, tone: 'even' };
  if (p === 0n) return { text: taka(0n), tone: 'even' };
  return p > 0n ? { text: `+${taka(p)}`, tone: 'win' } : { text: `-${taka(-p)}`, tone: 'loss' };
}
