import { dhakaToday } from '../profile';

/** Day key (YYYY-MM-DD) of an instant in Dhaka time (`dhakaToday` of it); '' for an unreadable value. */
export function dhakaDay(value: string | number | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? '' : dhakaToday(d);
}

/** The Dhaka day `n` days before `day` (YYYY-MM-DD). */
export function daysBefore(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00+06:00`);
  d.setUTCDate(d.getUTCDate() - n);
  return dhakaToday(d);
}

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Dhaka' });
/** 14:05, Dhaka time; '' for an unreadable value. */
export function dhakaTime(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : TIME.format(d);
}

/** Seconds left until `deadline` (epoch ms), rounded up, never below 0: what a countdown starts from. */
export function secondsUntil(deadline: number, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
