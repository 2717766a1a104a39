import { describe, expect, it } from 'vitest';
import { currentYear, formatDate, formatDateTime, formatPeriod, formatPhone } from './dates';

describe('dates and phones for reading', () => {
  it('formats en-GB in Dhaka time', () => {
    expect(formatDate('1990-05-17')).toBe('17/05/1990');
    expect(formatDate('2026-11-22T19:30:00Z')).toBe('23/11/2026');
    // A promotion's period: both ends as dates, Bangla digits in Bangla; a missing end is left out.
    expect(formatPeriod('2026-11-01', '2026-11-30', 'en')).toBe('01/11/2026 ~ 30/11/2026');
    expect(formatPeriod('2026-11-01', '2026-11-30', 'bn')).toBe('০১/১১/২০২৬ ~ ৩০/১১/২০২৬');
    expect(formatPeriod('2026-11-01', null, 'en')).toBe('01/11/2026');
    expect(formatDateTime('2026-11-22T08:05:00Z')).toBe('22/11/2026, 14:05');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
  it('shows phones with their country code', () => {
    expect(formatPhone('8801712345678')).toBe('+880 1712-345678');
    expect(formatPhone('919876543210')).toBe('+919876543210');
  });
});

describe('currentYear', () => {
  it("is Dhaka's year as a year is written, without grouping, in the language's digits", () => {
    // 31 Dec 2026 20:00 UTC is already 1 Jan 2027 in Dhaka.
    const newYear = new Date('2026-12-31T20:00:00Z');
    expect(currentYear('en', newYear)).toBe('2027');
    expect(currentYear('bn', newYear)).toBe('২০২৭');
  });
});
