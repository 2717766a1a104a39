import { describe, expect, it } from 'vitest';
import {
  dhakaDayWindow,
  dhakaMonthWindow,
  dhakaWeekWindow,
  exclusionEnd,
  formatDhakaForMessage,
  limitChange,
  limitWindow,
  loosensAppliesAt,
  pendingConfirmable,
  remainingOf,
  timeOutEnd,
} from './protection-windows';

const iso = (d: Date) => d.toISOString();

describe('Dhaka day windows', () => {
  it('23:59:59 Dhaka is still the day; 00:00 Dhaka starts the next (17:59:59 / 18:00 UTC)', () => {
    const before = dhakaDayWindow(new Date('2026-11-24T17:59:59Z'));
    expect(iso(before.start)).toBe('2026-11-23T18:00:00.000Z');
    expect(iso(before.end)).toBe('2026-11-24T18:00:00.000Z');
    const after = dhakaDayWindow(new Date('2026-11-24T18:00:00Z'));
    expect(iso(after.start)).toBe('2026-11-24T18:00:00.000Z');
    expect(iso(after.end)).toBe('2026-11-25T18:00:00.000Z');
  });
  it('the last day of a year rolls into the next year', () => {
    const w = dhakaDayWindow(new Date('2026-12-31T18:30:00Z'));
    expect(iso(w.start)).toBe('2026-12-31T18:00:00.000Z'); // 1 Jan 2027 00:00 Dhaka
    expect(iso(w.end)).toBe('2027-01-01T18:00:00.000Z');
  });
});

describe('Dhaka week windows (Monday 00:00)', () => {
  it('Sunday 23:59:59 Dhaka belongs to the week that began the Monday before', () => {
    // Sun 29 Nov 2026 23:59:59 Dhaka = 17:59:59 UTC
    const w = dhakaWeekWindow(new Date('2026-11-29T17:59:59Z'));
    expect(iso(w.start)).toBe('2026-11-22T18:00:00.000Z'); // Mon 23 Nov 00:00 Dhaka
    expect(iso(w.end)).toBe('2026-11-29T18:00:00.000Z'); // Mon 30 Nov 00:00 Dhaka
  });
  it('Monday 00:00 Dhaka starts a new week', () => {
    const w = dhakaWeekWindow(new Date('2026-11-29T18:00:00Z'));
    expect(iso(w.start)).toBe('2026-11-29T18:00:00.000Z');
    expect(iso(w.end)).toBe('2026-12-06T18:00:00.000Z');
  });
  it('a week that crosses a month and a year', () => {
    // Thu 31 Dec 2026 noon Dhaka: the week of Mon 28 Dec to Mon 4 Jan
    const w = dhakaWeekWindow(new Date('2026-12-31T06:00:00Z'));
    expect(iso(w.start)).toBe('2026-12-27T18:00:00.000Z');
    expect(iso(w.end)).toBe('2027-01-03T18:00:00.000Z');
  });
  it('Monday 05:59 UTC is Monday noon in Dhaka, the same week', () => {
    expect(iso(dhakaWeekWindow(new Date('2026-11-23T05:59:00Z')).start)).toBe('2026-11-22T18:00:00.000Z');
  });
});

describe('Dhaka month windows', () => {
  it('the last second of a month and the first of the next', () => {
    const nov = dhakaMonthWindow(new Date('2026-11-30T17:59:59Z'));
    expect(iso(nov.start)).toBe('2026-10-31T18:00:00.000Z');
    expect(iso(nov.end)).toBe('2026-11-30T18:00:00.000Z');
    const dec = dhakaMonthWindow(new Date('2026-11-30T18:00:00Z'));
    expect(iso(dec.start)).toBe('2026-11-30T18:00:00.000Z');
    expect(iso(dec.end)).toBe('2026-12-31T18:00:00.000Z');
  });
  it('February in a leap year has 29 days, in other years 28', () => {
    const leap = dhakaMonthWindow(new Date('2028-02-29T12:00:00Z'));
    expect(iso(leap.start)).toBe('2028-01-31T18:00:00.000Z');
    expect(iso(leap.end)).toBe('2028-02-29T18:00:00.000Z');
    const plain = dhakaMonthWindow(new Date('2027-02-28T12:00:00Z'));
    expect(iso(plain.end)).toBe('2027-02-28T18:00:00.000Z');
    // 29 Feb 2028 23:59:59 Dhaka is still February
    expect(iso(limitWindow('month', new Date('2028-02-29T17:59:59Z')).start)).toBe('2028-01-31T18:00:00.000Z');
  });
  it('limitWindow picks the period', () => {
    const at = new Date('2026-11-25T10:00:00Z');
    expect(limitWindow('day', at)).toEqual(dhakaDayWindow(at));
    expect(limitWindow('week', at)).toEqual(dhakaWeekWindow(at));
    expect(limitWindow('month', at)).toEqual(dhakaMonthWindow(at));
  });
});

describe('the 24-hour delay and the direction of a change', () => {
  it('a loosening applies 24 hours after it was asked, not a millisecond before', () => {
    const asked = new Date('2026-11-24T17:59:59Z');
    const at = loosensAppliesAt(asked);
    expect(iso(at)).toBe('2026-11-25T17:59:59.000Z');
    expect(pendingConfirmable(at, new Date(at.getTime() - 1))).toBe(false);
    expect(pendingConfirmable(at, at)).toBe(true);
  });
  it('lower or new tightens; higher or removed loosens', () => {
    expect(limitChange(null, 500n)).toBe('tighten');
    expect(limitChange(1000n, 500n)).toBe('tighten');
    expect(limitChange(500n, 1000n)).toBe('loosen');
    expect(limitChange(500n, null)).toBe('loosen');
    expect(limitChange(500n, 500n)).toBe('same');
    expect(limitChange(null, null)).toBe('same');
  });
  it('remaining never goes below zero; no limit is null', () => {
    expect(remainingOf(100_000n, 40_000n)).toBe(60_000n);
    expect(remainingOf(100_000n, 140_000n)).toBe(0n);
    expect(remainingOf(100_000n, -5n)).toBe(100_000n);
    expect(remainingOf(null, 5n)).toBeNull();
  });
});

describe('time-out and exclusion ends', () => {
  it('a time-out lasts whole days', () => {
    expect(iso(timeOutEnd(new Date('2026-11-24T10:00:00Z'), 42))).toBe('2027-01-05T10:00:00.000Z');
  });
  it('an exclusion lasts calendar months, clamped to the month end, in Dhaka time', () => {
    expect(iso(exclusionEnd(new Date('2026-11-24T10:00:00Z'), 6))).toBe('2027-05-24T10:00:00.000Z');
    // 31 Aug 2027 12:00 Dhaka + 6 months = 29 Feb 2028 (leap year)
    expect(iso(exclusionEnd(new Date('2027-08-31T06:00:00Z'), 6))).toBe('2028-02-29T06:00:00.000Z');
    // 31 Dec 2026 01:00 Dhaka (30 Dec 19:00 UTC) + 60 months = 31 Dec 2031 01:00 Dhaka
    expect(iso(exclusionEnd(new Date('2026-12-30T19:00:00Z'), 60))).toBe('2031-12-30T19:00:00.000Z');
  });
  it('messages say the Dhaka time', () => {
    expect(formatDhakaForMessage(new Date('2026-11-24T18:00:00Z'))).toBe('25 Nov 2026, 00:00 (GMT+6)');
  });
});
