/** Profile rules shared by the server and the apps (spec 1 §2 /profile, §4). */

export type SecurityLevel = 'Unverified' | 'Normal' | 'Safe';

/** Unverified: no contact verified; Normal: one of e-mail or phone; Safe: both. */
export function securityLevel(phoneVerified: boolean, emailVerified: boolean): SecurityLevel {
  const n = Number(phoneVerified) + Number(emailVerified);
  return n === 2 ? 'Safe' : n === 1 ? 'Normal' : 'Unverified';
}

export const MINIMUM_AGE_YEARS = 18;

/** Whole years between a YYYY-MM-DD birthday and `today` (YYYY-MM-DD), by the calendar. */
export function ageInYears(dofb: string, today: string): number {
  const [by, bm, bd] = dofb.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Today's date in Dhaka (GMT+6), YYYY-MM-DD. */
export function dhakaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 6 * 3600_000).toISOString().slice(0, 10);
}

/** The instant a Dhaka calendar day (YYYY-MM-DD, UTC+6, no daylight saving) starts; null for a day that does not exist. */
export function startOfDhakaDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const d = new Date(`${day}T00:00:00+06:00`);
  return Number.isNaN(d.getTime()) || dhakaToday(d) !== day ? null : d;
}

/** 00:00 in Dhaka `daysBack` days before the day of `now` (0: today), as an instant. */
export function dhakaMidnight(daysBack = 0, now: Date = new Date()): Date {
  return new Date(startOfDhakaDay(dhakaToday(now))!.getTime() - daysBack * 86_400_000);
}
