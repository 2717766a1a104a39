import { BET_DATE_FILTERS } from '@khela/domain';
import type { BettingRecordFilter } from '../endpoints/games';

/** 'All' in a platform or game-type filter. */
export const ALL = 'all';

/** The betting-record filters (spec 2 §2, §4): platform and game type ('all' or a code), date by days back ('0' today). */
export interface BetFilters {
  platform: string;
  gameType: string;
  date: `${(typeof BET_DATE_FILTERS)[number]}`;
}

export const DEFAULT_BET_FILTERS: BetFilters = { platform: ALL, gameType: ALL, date: '0' };
export const BET_DATE_OPTIONS = BET_DATE_FILTERS.map((d) => `${d}` as BetFilters['date']);

/** The betting-record call's query for the chosen filters; `settled` 1 settled rounds (the default), 0 unsettled. */
export function betRecordQuery(f: BetFilters, settled: 0 | 1 = 1): BettingRecordFilter {
  return {
    platform: f.platform === ALL || f.platform === '' ? undefined : f.platform,
    game_type: f.gameType === ALL || f.gameType === '' ? undefined : f.gameType,
    date: Number(f.date) as BettingRecordFilter['date'],
    settled,
  };
}
