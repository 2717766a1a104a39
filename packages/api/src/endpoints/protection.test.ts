import { describe, expect, it } from 'vitest';
import { realityChecksDue, protectionFundsRefusal, protectionRefusalOf } from './protection';

const START = '2026-11-24T06:00:00Z';
const at = (min: number) => Date.parse(START) + min * 60_000;

describe('realityChecksDue', () => {
  it('falls every interval counted from the login', () => {
    expect(realityChecksDue(START, 15, at(0))).toEqual({ due: 0, nextAt: at(15) });
    expect(realityChecksDue(START, 15, at(14.99))).toEqual({ due: 0, nextAt: at(15) });
    expect(realityChecksDue(START, 15, at(15))).toEqual({ due: 1, nextAt: at(30) });
    expect(realityChecksDue(START, 30, at(95))).toEqual({ due: 3, nextAt: at(120) });
  });
  it('never falls when off, before the login or with an unreadable start', () => {
    expect(realityChecksDue(START, 0, at(600))).toEqual({ due: 0, nextAt: null });
    expect(realityChecksDue('nonsense', 15, at(600))).toEqual({ due: 0, nextAt: null });
    expect(realityChecksDue(START, 60, at(-5)).due).toBe(0);
  });
});

describe('protectionRefusalOf', () => {
  it('takes a 403 with a safer-gambling code', () => {
    const err = { status: 403, data: { message: 'Daily deposit limit', code: 'deposit_limit', until: START, allowed: '500.00' } };
    expect(protectionRefusalOf(err)).toEqual({ message: 'Daily deposit limit', code: 'deposit_limit', until: START, allowed: '500.00' });
    expect(protectionFundsRefusal(err)).toEqual({ kind: 'protection', refusal: protectionRefusalOf(err) });
  });
  it('leaves every other failure alone', () => {
    expect(protectionRefusalOf({ status: 403, data: { message: 'Forbidden', code: 'forbidden' } })).toBeNull();
    expect(protectionRefusalOf({ status: 409, data: { code: 'deposit_limit' } })).toBeNull();
    expect(protectionRefusalOf({ status: 'FETCH_ERROR', error: 'x' })).toBeNull();
    expect(protectionRefusalOf(undefined)).toBeNull();
    expect(protectionFundsRefusal(new Error('x'))).toBeNull();
  });
});
