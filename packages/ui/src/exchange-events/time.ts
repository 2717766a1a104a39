import { CLOCK, localDigits } from '@khela/domain';

/**
 * Dhaka-time helpers for the exchange lists (every time a player sees is GMT+6, whatever the phone's zone).
 * Days are YYYY-MM-DD strings of the Dhaka calendar.
 */
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: CLOCK.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
const TIME = new Intl.DateTimeFormat('en-GB', { timeZone: CLOCK.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const DATE_BY_LANG = {
  en: new Intl.DateTimeFormat('en-GB', { timeZone: CLOCK.timeZone, weekday: 'short', day: 'numeric', month: 'short' }),
  bn: new Intl.DateTimeFormat('bn-BD', { timeZone: CLOCK.timeZone, weekday: 'short', day: 'numeric', month: 'short' }),
} as const;

function toDate(value: string | Date): Date | null {
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The Dhaka calendar day of an instant: "2026-11-24". Empty for an unreadable value. */
export function dhakaDay(value: string | Date): string {
  const d = toDate(value);
  return d ? DAY.format(d) : '';
}

/** The Dhaka day `n` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00+06:00`);
  d.setTime(d.getTime() + n * 86_400_000);
  return dhakaDay(d);
}

/** Dhaka wall-clock time, 24 h: "19:30". */
export function dhakaTime(value: string | Date): string {
  const d = toDate(value);
  return d ? localDigits(TIME.format(d)) : '';
}

/** A short Dhaka date in the player's language: "Thu 26 Nov". Empty for an unreadable value. */
export function dhakaShortDate(value: string | Date, lang: string): string {
  const d = toDate(value);
  return d ? (lang === 'bn' ? DATE_BY_LANG.bn : DATE_BY_LANG.en).format(d) : '';
}

export type StartLabel =
  | { kind: 'today'; time: string }
  | { kind: 'tomorrow'; time: string }
  | { kind: 'date'; time: string; date: string };

/** How a start time reads relative to `now`: today, tomorrow, or a short date ("Thu 26 Nov") and the time, Dhaka time. */
export function startLabel(iso: string, now: Date, lang: string): StartLabel {
  const d = toDate(iso);
  if (!d) return { kind: 'date', date: '', time: '' };
  const time = localDigits(TIME.format(d));
  const day = DAY.format(d);
  const today = DAY.format(now);
  if (day === today) return { kind: 'today', time };
  if (day === addDays(today, 1)) return { kind: 'tomorrow', time };
  return { kind: 'date', time, date: dhakaShortDate(d, lang) };
}
