import { MINIMUM_AGE_YEARS, dhakaToday } from '@khela/domain';

export { formatDate, formatDateTime, formatPhone } from '@khela/domain';

/** The latest birthday of a player who is 18 today in Dhaka (the date input's max). */
export function latestAdultBirthday(today: string = dhakaToday()): string {
  const [y, m, d] = today.split('-') as [string, string, string];
  const year = String(Number(y) - MINIMUM_AGE_YEARS).padStart(4, '0');
  // 29 February of a leap year: the same day 18 years earlier may not exist; the 28th is always safe.
  return `${year}-${m}-${m === '02' && d === '29' ? '28' : d}`;
}

export const EARLIEST_BIRTHDAY = '1900-01-01';
