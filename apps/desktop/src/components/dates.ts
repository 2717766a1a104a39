import { CLOCK, DATE_LOCALE } from '@khela/domain';

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

function parse(value: string): Date | null {
  // A bare date (YYYY-MM-DD) is a calendar day, not UTC midnight.
  const d = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00+06:00`) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** en-GB day (spec 2 §9), in Bangladesh time. */
export function formatDate(value: string | null | undefined): string {
  const d = value ? parse(value) : null;
  return d ? DATE.format(d) : '';
}

export function formatDateTime(value: string | null | undefined): string {
  const d = value ? parse(value) : null;
  return d ? DATE_TIME.format(d) : '';
}
