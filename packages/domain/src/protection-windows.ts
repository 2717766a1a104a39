/**
 * Safer gambling (issue 14): the window arithmetic of limits, in Dhaka time (GMT+6, no daylight saving), pure.
 * A day starts at 00:00 Dhaka (18:00 UTC the day before), a week on Monday 00:00, a month on the 1st 00:00.
 * Windows are half-open: [start, end). See protection.ts for the rules they serve.
 */
import { LOOSENING_DELAY_HOURS, type LimitPeriod } from './protection';

const DHAKA_OFFSET_MS = 6 * 3600_000;
const DAY_MS = 86_400_000;

interface LimitWindow {
  start: Date;
  end: Date;
}

/** The Dhaka calendar fields of an instant. */
function dhakaFields(at: Date): { y: number; m: number; d: number; dow: number } {
  const local = new Date(at.getTime() + DHAKA_OFFSET_MS);
  // getUTCDay: 0 = Sunday … 6 = Saturday, of the Dhaka calendar day.
  return { y: local.getUTCFullYear(), m: local.getUTCMonth(), d: local.getUTCDate(), dow: local.getUTCDay() };
}

/** 00:00 Dhaka of the calendar day y-m-d (months may overflow: Date.UTC normalises them). */
function dhakaMidnightOf(y: number, m: number, d: number): Date {
  return new Date(Date.UTC(y, m, d) - DHAKA_OFFSET_MS);
}

/** The Dhaka day containing `at`: [00:00, next 00:00). */
export function dhakaDayWindow(at: Date): LimitWindow {
  const { y, m, d } = dhakaFields(at);
  return { start: dhakaMidnightOf(y, m, d), end: dhakaMidnightOf(y, m, d + 1) };
}

/** The Dhaka week containing `at`: [Monday 00:00, next Monday 00:00). */
export function dhakaWeekWindow(at: Date): LimitWindow {
  const { y, m, d, dow } = dhakaFields(at);
  const back = (dow + 6) % 7; // days since Monday
  return { start: dhakaMidnightOf(y, m, d - back), end: dhakaMidnightOf(y, m, d - back + 7) };
}

/** The Dhaka calendar month containing `at`: [the 1st 00:00, the next 1st 00:00). */
export function dhakaMonthWindow(at: Date): LimitWindow {
  const { y, m } = dhakaFields(at);
  return { start: dhakaMidnightOf(y, m, 1), end: dhakaMidnightOf(y, m + 1, 1) };
}

/** The window of a limit period containing `at`. */
export function limitWindow(period: LimitPeriod, at: Date): LimitWindow {
  return period === 'day' ? dhakaDayWindow(at) : period === 'week' ? dhakaWeekWindow(at) : dhakaMonthWindow(at);
}

/** When a loosening requested at `requestedAt` may be confirmed: 24 hours later. */
export function loosensAppliesAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + LOOSENING_DELAY_HOURS * 3600_000);
}

/** Whether a pending loosening may be confirmed at `now` (applies_at has passed, inclusive). */
export function pendingConfirmable(appliesAt: Date, now: Date): boolean {
  return now.getTime() >= appliesAt.getTime();
}

/**
 * Whether changing a limit from `current` to `next` tightens it (applies at once) or loosens it (waits 24 hours,
 * then the player's confirmation). null = no limit. Setting the same value is 'same' (nothing to do).
 */
export function limitChange(current: bigint | null, next: bigint | null): 'tighten' | 'loosen' | 'same' {
  if (current === next) return 'same';
  if (current === null) return 'tighten'; // a new limit where there was none
  if (next === null) return 'loosen'; // removing a limit
  return next < current ? 'tighten' : 'loosen';
}

/** What is still allowed in the window: limit − used, never below zero; null when there is no limit. */
export function remainingOf(limit: bigint | null, used: bigint): bigint | null {
  if (limit === null) return null;
  const left = limit - (used < 0n ? 0n : used);
  return left > 0n ? left : 0n;
}

/** A time-out's end: `days` whole days from `from`. */
export function timeOutEnd(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/**
 * A self-exclusion's end: `months` calendar months from `from`, at the same Dhaka wall-clock time; a day that does not
 * exist in the target month (31 Aug + 6 months) is the last day of that month.
 */
export function exclusionEnd(from: Date, months: number): Date {
  const local = new Date(from.getTime() + DHAKA_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = Math.min(local.getUTCDate(), lastDay);
  const timeOfDay = local.getTime() - Date.UTC(y, local.getUTCMonth(), local.getUTCDate());
  return new Date(Date.UTC(y, m, d) + timeOfDay - DHAKA_OFFSET_MS);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An instant as the server's English refusal messages say it: "25 Nov 2026, 00:00 (GMT+6)". */
export function formatDhakaForMessage(at: Date): string {
  const local = new Date(at.getTime() + DHAKA_OFFSET_MS);
  const hh = String(local.getUTCHours()).padStart(2, '0');
  const mm = String(local.getUTCMinutes()).padStart(2, '0');
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}, ${hh}:${mm} (GMT+6)`;
}
