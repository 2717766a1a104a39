import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLanguage, type TFunction } from '@khela/i18n';
import { resources } from '@khela/i18n/all';
import { refusalPeriod, protectionRefusalText } from './refusal';
import { limitInput } from './LimitsEditor';

let t: TFunction<'protection'>;
beforeAll(async () => {
  const i18n = initI18n({ resources, fallback: 'en' });
  await setLanguage('en');
  t = i18n.getFixedT('en', 'protection') as unknown as TFunction<'protection'>;
});

describe('protectionRefusalText', () => {
  it('words a deposit limit with the amount still allowed and until when, in Dhaka time', () => {
    const text = protectionRefusalText(
      { code: 'deposit_limit', message: 'You have reached your daily deposit limit.', allowed: '500.00', until: '2026-11-24T18:00:00Z' },
      t,
    );
    expect(text).toBe('You have reached your daily deposit limit. You can deposit ৳500.00 more until 25/11/2026, 00:00.');
  });
  it('says when deposits open again once nothing is left, and names the weekly period', () => {
    const text = protectionRefusalText({ code: 'deposit_limit', message: 'Weekly deposit limit reached', allowed: '0.00', until: '2026-11-29T18:00:00Z' }, t);
    expect(text).toBe('You have reached your weekly deposit limit. You can deposit again from 30/11/2026, 00:00.');
  });
  it('words a permanent self-exclusion and a time-out', () => {
    expect(protectionRefusalText({ code: 'self_exclusion', message: 'x', until: null }, t)).toMatch(/permanently/);
    expect(protectionRefusalText({ code: 'time_out', message: 'x', until: '2026-12-01T06:00:00Z' }, t)).toMatch(/until 01\/12\/2026, 12:00/);
  });
  it('falls back to the server message when it cannot word it', () => {
    expect(protectionRefusalText({ code: 'loss_limit', message: 'Loss limit reached' }, t)).toBe('Loss limit reached');
  });
  it('names the period the server gives before any read from the message', () => {
    const text = protectionRefusalText({ code: 'deposit_limit', message: 'You have reached your daily deposit limit.', period: 'month', allowed: '0.00', until: '2026-11-30T18:00:00Z' }, t);
    expect(text).toBe('You have reached your monthly deposit limit. You can deposit again from 01/12/2026, 00:00.');
  });
  it('reads the period from the message', () => {
    expect(refusalPeriod('monthly loss limit')).toBe('month');
    expect(refusalPeriod('limit for the week')).toBe('week');
    expect(refusalPeriod('daily')).toBe('day');
  });
});

describe('limitInput', () => {
  it('takes taka with up to two decimals, at least 1', () => {
    expect(limitInput('deposit', '1,500')).toBe('1500.00');
    expect(limitInput('loss', '99.5')).toBe('99.50');
    expect(limitInput('deposit', '0.99')).toBeNull();
    expect(limitInput('deposit', '1.234')).toBeNull();
    expect(limitInput('deposit', '')).toBeNull();
  });
  it('takes whole minutes from 1 to 1440 for the session limit', () => {
    expect(limitInput('session', '90')).toBe('90');
    expect(limitInput('session', '0')).toBeNull();
    expect(limitInput('session', '1441')).toBeNull();
    expect(limitInput('session', '1.5')).toBeNull();
  });
});
