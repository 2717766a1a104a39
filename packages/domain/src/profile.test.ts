import { describe, expect, it } from 'vitest';
import { ageInYears, dhakaToday, securityLevel } from './profile';

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
