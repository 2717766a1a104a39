import { DATE_FILTER, TRANSACTION_KEY } from '../constants';
import type { TransactionRecord } from '../wire';
import { daysBefore, dhakaDay } from './dhaka';

/** The transaction-record filter page's choices (spec 2 §4): status by key, payment type by action, date by days back. */
export type TransactionStatusFilter = 'all' | (typeof TRANSACTION_KEY)[keyof typeof TRANSACTION_KEY];
export type TransactionTypeFilter = 'all' | TransactionRecord['action'];
export type TransactionDateFilter = keyof typeof DATE_FILTER;

export interface TransactionFilters {
  status: TransactionStatusFilter;
  type: TransactionTypeFilter;
  date: TransactionDateFilter;
}

export const DEFAULT_TRANSACTION_FILTERS: TransactionFilters = { status: 'all', type: 'all', date: 'all' };
export const TRANSACTION_STATUS_OPTIONS: TransactionStatusFilter[] = ['all', TRANSACTION_KEY.pending, TRANSACTION_KEY.success, TRANSACTION_KEY.fail];
export const TRANSACTION_TYPE_OPTIONS: TransactionTypeFilter[] = ['all', 'deposit', 'withdraw', 'adjustment'];
export const TRANSACTION_DATE_OPTIONS: TransactionDateFilter[] = ['today', 'yesterday', 'last7Days', 'all'];

/** The Dhaka day range (inclusive, YYYY-MM-DD) of a date filter on `today`; null for "all". */
export function dateFilterRange(date: TransactionDateFilter, today: string): { from: string; to: string } | null {
  const days = DATE_FILTER[date];
  if (days === null) return null;
  if (date === 'yesterday') {
    const y = daysBefore(today, 1);
    return { from: y, to: y };
  }
  return { from: daysBefore(today, Math.max(0, days - 1)), to: today };
}

/** Rows that pass the filters; `today` is the Dhaka day (YYYY-MM-DD). */
export function filterTransactions(rows: readonly TransactionRecord[], f: TransactionFilters, today: string): TransactionRecord[] {
  const range = dateFilterRange(f.date, today);
  return rows.filter((r) => {
    if (f.status !== 'all' && r.key !== f.status) return false;
    if (f.type !== 'all' && r.action !== f.type) return false;
    if (range) {
      const day = dhakaDay(r.created_at);
      if (day < range.from || day > range.to) return false;
    }
    return true;
  });
}

/** Items grouped by a day key, newest day first, in the list's order within a day. */
function groupByDayKey<T>(rows: readonly T[], dayOf: (row: T) => string): { day: string; rows: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const r of rows) {
    const day = dayOf(r);
    const list = groups.get(day);
    if (list) list.push(r);
    else groups.set(day, [r]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0)).map(([day, list]) => ({ day, rows: list }));
}

/** Transaction rows grouped by their Dhaka day, newest day first. */
export function groupTransactionsByDay(rows: readonly TransactionRecord[]): { day: string; rows: TransactionRecord[] }[] {
  return groupByDayKey(rows, (r) => dhakaDay(r.created_at));
}

/** How many filters differ from their defaults (the badge on the filter button). */
export function changedFilterCount<F extends { [K in keyof F]: string }>(value: F, defaults: F): number {
  return (Object.keys(defaults) as (keyof F)[]).filter((k) => value[k] !== defaults[k]).length;
}
