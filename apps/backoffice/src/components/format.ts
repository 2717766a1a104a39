import { CLOCK, formatMoney, tryParseMoney } from '@khela/domain';

/** "1,23,456.00" from a wire decimal string (en-IN grouping, two places); the raw text if it is not money. */
export function money(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const p = tryParseMoney(value);
  return p === null ? value : formatMoney(p);
}

/** "+1,000.00" / "-50.00" for ledger postings and adjustments. */
export function signedMoney(value: string): string {
  const p = tryParseMoney(value);
  if (p === null) return value;
  return p > 0n ? `+${formatMoney(p)}` : formatMoney(p);
}

export function isNegative(value: string): boolean {
  const p = tryParseMoney(value);
  return p !== null && p < 0n;
}

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLOCK.timeZone,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

const shortFormat = new Intl.DateTimeFormat('en-GB', { timeZone: CLOCK.timeZone, day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false });
const yearFormat = new Intl.DateTimeFormat('en-GB', { timeZone: CLOCK.timeZone, year: 'numeric' });

/** Dhaka time for table cells: "22 Nov, 15:06" this year, the full form for other years. */
export function shortDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return yearFormat.format(d) === yearFormat.format(new Date()) ? shortFormat.format(d) : dateTimeFormat.format(d);
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { timeZone: CLOCK.timeZone, day: '2-digit', month: 'short', year: 'numeric' });

/** Dhaka time, "22 Nov 2026, 15:06". */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTimeFormat.format(d);
}

/** A calendar date: ISO timestamps in Dhaka time; plain "2026-11-22" dates as they are. */
export function dateOnly(value: string | null | undefined): string {
  if (!value) return '';
  const d = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00+06:00`) : new Date(value);
  return Number.isNaN(d.getTime()) ? value : dateFormat.format(d);
}

/** A request id for one money action, so a retried or double-clicked submission moves money once. */
export function requestId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `bo-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
