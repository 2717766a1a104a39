import { CLOCK, DATE_LOCALE } from './constants';
import { localDigits, type DisplayLanguage } from './locale';

/** Dates as the spec shows them: en-GB, in Bangladesh time (GMT+6). */
const DATE = new Intl.DateTimeFormat(DATE_LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: CLOCK.timeZone });
const DATE_TIME = new Intl.DateTimeFormat(DATE_LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: CLOCK.timeZone,
});

const YEAR = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: CLOCK.timeZone });

/** This year in Dhaka, as a year is written (no grouping), in the display language's digits: 2026 (২০২৬). */
export function currentYear(lang?: DisplayLanguage, now: Date = new Date()): string {
  return localDigits(YEAR.format(now), lang);
}

function parse(value: string): Date | null {
  // A bare date (YYYY-MM-DD, e.g. a birthday) is a calendar day in Dhaka, not UTC midnight.
  const d = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00+06:00`) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** en-GB day, Dhaka time, in the display language's digits: 17/05/1990 (১৭/০৫/১৯৯০). Empty for nothing or an unreadable value. */
export function formatDate(value: string | null | undefined, lang?: DisplayLanguage): string {
  const d = value ? parse(value) : null;
  return d ? localDigits(DATE.format(d), lang) : '';
}

/** A period of two days (a promotion's start and end), each as `formatDate`: 01/11/2026 ~ 30/11/2026; either end may be missing. */
export function formatPeriod(start: string | null | undefined, end: string | null | undefined, lang?: DisplayLanguage): string {
  return [formatDate(start, lang), formatDate(end, lang)].filter(Boolean).join(' ~ ');
}

/** en-GB day and time, Dhaka time: 17/05/2025, 14:05. */
export function formatDateTime(value: string | null | undefined, lang?: DisplayLanguage): string {
  const d = value ? parse(value) : null;
  return d ? localDigits(DATE_TIME.format(d), lang) : '';
}

/** A stored phone (country code + national number) for reading: "8801712345678" -> "+880 1712-345678". */
export function formatPhone(stored: string): string {
  const bd = /^880(\d{4})(\d{6})$/.exec(stored);
  if (bd) return `+880 ${bd[1]}-${bd[2]}`;
  return /^\d+$/.test(stored) ? `+${stored}` : stored;
}
