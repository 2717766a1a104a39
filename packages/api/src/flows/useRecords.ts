import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import {
  DEFAULT_TRANSACTION_FILTERS,
  changedFilterCount,
  daysBefore,
  dhakaToday,
  filterTransactions,
  groupTransactionsByDay,
  type TransactionFilters,
} from '@khela/domain';
import { useGetBettingRecordsQuery, useGetBettingTypesQuery } from '../endpoints/games';
import { useGetTransactionsQuery } from '../endpoints/payments';
import { selectSession } from '../session';
import { DEFAULT_BET_FILTERS, betRecordQuery, type BetFilters } from './records';

/** Today and yesterday in Dhaka (YYYY-MM-DD), for the day headings of the records lists. */
export function useDhakaDays() {
  const today = dhakaToday();
  return { today, yesterday: daysBefore(today, 1) };
}

/**
 * Transaction records (spec 2 §2, §4): the player's list (fetched fresh), the filters (status, payment type, date in
 * Dhaka days) and the rows that pass them grouped by day, newest first.
 */
export function useTransactionRecords() {
  const { remoteId } = useSelector(selectSession);
  const query = useGetTransactionsQuery(remoteId ?? 0, { skip: !remoteId, refetchOnMountOrArgChange: true });
  const [filters, setFilters] = useState<TransactionFilters>(DEFAULT_TRANSACTION_FILTERS);
  const { today, yesterday } = useDhakaDays();
  const rows = useMemo(() => query.data ?? [], [query.data]);
  const groups = useMemo(() => groupTransactionsByDay(filterTransactions(rows, filters, today)), [rows, filters, today]);
  return {
    query,
    rows,
    filters,
    setFilters,
    changed: changedFilterCount(filters, DEFAULT_TRANSACTION_FILTERS),
    today,
    yesterday,
    groups,
  };
}

/**
 * Betting records (spec 2 §2 "Betting records"): the filters (platform, game type, date), settled or unsettled, the
 * grouped rows (platform, game type, day) and the filter lists with their names.
 */
export function useBettingRecords(options: { settled?: 0 | 1; skip?: boolean; refetchOnMountOrArgChange?: boolean } = {}) {
  const [filters, setFilters] = useState<BetFilters>(DEFAULT_BET_FILTERS);
  const setFilter = <K extends keyof BetFilters>(key: K, value: BetFilters[K]) => setFilters((f) => ({ ...f, [key]: value }));
  const types = useGetBettingTypesQuery();
  const query = useGetBettingRecordsQuery(betRecordQuery(filters, options.settled ?? 1), {
    skip: options.skip,
    refetchOnMountOrArgChange: options.refetchOnMountOrArgChange,
  });
  const platforms = useMemo(() => types.data?.data.platforms ?? [], [types.data]);
  const gameTypes = useMemo(() => types.data?.data.types ?? [], [types.data]);
  const groups = useMemo(() => query.data?.data ?? [], [query.data]);
  return {
    filters,
    setFilters,
    setFilter,
    changed: changedFilterCount(filters, DEFAULT_BET_FILTERS),
    query,
    groups,
    platforms,
    gameTypes,
    /** A platform's name from the filter lists, else its code. */
    platformName: (code: string) => platforms.find((p) => p.platform === code)?.name ?? code,
    /** A game type's name from the filter lists (undefined when unknown: the screen's own label decides). */
    gameTypeName: (code: string) => gameTypes.find((g) => g.code === code)?.name,
  };
}
