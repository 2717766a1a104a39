import { DATE_FILTER, TRANSACTION_KEY, type TransactionRecord } from '@khela/domain';
import { daysBefore, dhakaDay } from '../funds/money';

/** The filter page's choices (spec 2 §4): status by mobile key, payment type by action, date by days back. */
export type StatusFilter = 'all' | (typeof TRANSACTION_KEY)[keyof typeof TRANSACTION_KEY];
export type TypeFilter = 'all' | TransactionRecord['action'];
export type DateFilter = keyof typeof DATE_FILTER;

export interface Filters {
  status: StatusFilter;
  type: TypeFilter;
  date: DateFilter;
}

export const DEFAULT_FILTERS: Filters = { status: 'all', type: 'all', date: 'all' };

export const STATUS_OPTIONS: StatusFilter[] = ['all', TRANSACTION_KEY.pending, TRANSACTION_KEY.success, TRANSACTION_KEY.fail];
export const TYPE_OPTIONS: TypeFilter[] = ['all', 'deposit', 'withdraw', 'adjustment'];
export const DATE_OPTIONS: DateFilter[] = ['today', 'yesterday', 'last7Days', 'all'];

/** Rows that pass the filters; `today` is the Dhaka day (YYYY-MM-DD). */
export function applyFilters(rows: TransactionRecord[], f: Filters, today: string): TransactionRecord[] {
  const days = DATE_FILTER[f.date];
  const from = days === null ? null : f.date === 'yesterday' ? daysBefore(today, 1) : daysBefore(today, Math.max(0, days - 1));
  const to = f.date === 'yesterday' ? daysBefore(today, 1) : today;
  return rows.filter((r) => {
    if (f.status !== 'all' && r.key !== f.status) return false;
    if (f.type !== 'all' && r.action !== f.type) return false;
    if (from !== null) {
      const day = dhakaDay(r.created_at);
      if (day < from || day > to) return false;
    }
    return true;
  });
}

/** Rows grouped by their Dhaka day, newest day first, in the list's order within a day. */
export function groupByDay(rows: TransactionRecord[]): { day: string; rows: TransactionRecord[] }[] {
  const groups = new Map<string, TransactionRecord[]>();
  for (const r of rows) {
    const day = dhakaDay(r.created_at);
    const list = groups.get(day);
    if (list) list.push(r);
    else groups.set(day, [r]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0)).map(([day, list]) => ({ day, rows: list }));
}
