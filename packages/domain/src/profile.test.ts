import { describe, expect, it } from 'vitest';
import { ageInYears, dhakaMidnight, dhakaToday, securityLevel, startOfDhakaDay } from './profile';

describe('profile rules', () => {
  it('security level', () => {
    expect(securityLevel(false, false)).toBe('Unverified');
    expect(securityLevel(true, false)).toBe('Normal');
    expect(securityLevel(false, true)).toBe('Normal');
    expect(securityLevel(true, true)).toBe('Safe');
  });
  it('age by the calendar, birthdays included', () => {
    expect(ageInYears('2008-11-22', '2026-11-22')).toBe(18);
    expect(ageInYears('2008-11-23', '2026-11-22')).toBe(17);
    expect(ageInYears('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageInYears('2000-02-29', '2026-03-01')).toBe(26);
  });
  it('Dhaka date rolls over at 18:00 UTC', () => {
    expect(dhakaToday(new Date('2026-11-22T17:59:00Z'))).toBe('2026-11-22');
    expect(dhakaToday(new Date('2026-11-22T18:00:00Z'))).toBe('2026-11-23');
  });
});

describe('Dhaka days', () => {
  it('starts a Dhaka calendar day at 18:00 UTC the day before, and refuses days that do not exist', () => {
    expect(startOfDhakaDay('2026-11-22')!.toISOString()).toBe('2026-11-21T18:00:00.000Z');
    expect(startOfDhakaDay('2026-02-30')).toBeNull();
    expect(startOfDhakaDay('22/11/2026')).toBeNull();
    // 20:00 UTC is already the next day in Dhaka.
    expect(dhakaMidnight(0, new Date('2026-11-22T20:00:00Z')).toISOString()).toBe('2026-11-22T18:00:00.000Z');
    expect(dhakaMidnight(6, new Date('2026-11-22T10:00:00Z')).toISOString()).toBe('2026-11-15T18:00:00.000Z');
  });
});
