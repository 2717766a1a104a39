import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/errors';
import { readPeriod } from './history.service';

const now = new Date('2026-11-24T20:30:00Z'); // 25 Nov 2026, 02:30 in Dhaka

function refusal(q: { from?: string; to?: string }): string {
  try {
    readPeriod(q, now);
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return (e as AppError).message;
  }
  throw new Error('not refused');
}

describe('the account history period (Dhaka calendar days, inclusive)', () => {
  it('defaults to the last 30 Dhaka days, today included', () => {
    const p = readPeriod({}, now);
    expect([p.from, p.to]).toEqual(['2026-10-27', '2026-11-25']);
    expect(p.start.toISOString()).toBe('2026-10-26T18:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-11-25T18:00:00.000Z');
  });

  it('covers from 00:00 of the first day to the end of the last, Dhaka time', () => {
    const p = readPeriod({ from: '2026-04-01', to: '2026-04-02' }, now);
    expect(p.start.toISOString()).toBe('2026-03-31T18:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-04-02T18:00:00.000Z');
    expect(readPeriod({ to: '2026-04-02' }, now).from).toBe('2026-03-04');
  });

  it('allows one day and 366 days; refuses a reversed or longer period and a day that does not exist', () => {
    expect(readPeriod({ from: '2026-04-02', to: '2026-04-02' }, now).from).toBe('2026-04-02');
    expect(readPeriod({ from: '2024-01-01', to: '2024-12-31' }, now).to).toBe('2024-12-31');
    expect(refusal({ from: '2025-01-01', to: '2026-01-02' })).toBe('Please choose a period of at most 366 days.');
    expect(refusal({ from: '2026-04-03', to: '2026-04-02' })).toBe('The start date must not be after the end date.');
    expect(refusal({ from: '2026-02-29', to: '2026-03-01' })).toBe('Please choose a valid date.');
    expect(refusal({ from: '1/4/2026' })).toBe('Please choose a valid date.');
  });
});
