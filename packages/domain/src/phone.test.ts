import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    '01712345678',
    '1712345678',
    '+8801712345678',
    '8801712345678',
    '008801712345678',
    '+880 1712-345678',
    '+880 (171) 234 5678',
    '+88001712345678',
    '  01712345678  ',
  ])('%j is 8801712345678', (input) => {
    expect(normalizePhone(input)).toBe('8801712345678');
  });

  it('knows India and Pakistan with or without their code', () => {
    expect(normalizePhone('+919876543210')).toBe('919876543210');
    expect(normalizePhone('919876543210')).toBe('919876543210');
    expect(normalizePhone('09876543210', '91')).toBe('919876543210');
    expect(normalizePhone('9876543210', '+91')).toBe('919876543210');
    expect(normalizePhone('+923001234567')).toBe('923001234567');
    expect(normalizePhone('03001234567', '92')).toBe('923001234567');
  });

  it('reads a bare number as the default calling code', () => {
    expect(normalizePhone('01912345678')).toBe('8801912345678');
    expect(normalizePhone('01312345678', '880')).toBe('8801312345678');
  });

  it('accepts other countries only in international form, E.164 length', () => {
    expect(normalizePhone('+447911123456')).toBe('447911123456');
    expect(normalizePhone('00447911123456')).toBe('447911123456');
    expect(normalizePhone('+1234567')).toBeNull();
    expect(normalizePhone('+1234567890123456')).toBeNull();
  });

  it.each([
    '',
    '   ',
    'abc',
    '0171234567a',
    '+',
    '++8801712345678',
    '017123',
    '0171234567899999',
    '01212345678', // Bangladesh mobile numbers start 13–19
    '+8801212345678',
    '+915876543210', // India mobile numbers start 6–9
    '+92400123456', // Pakistan mobile numbers start 3
    '9876543210', // an Indian number is not a Bangladeshi one
    '8801712345678'.repeat(5),
  ])('%j is not a phone', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it('refuses non-strings except numbers', () => {
    expect(normalizePhone(null)).toBeNull();
    expect(normalizePhone(undefined)).toBeNull();
    expect(normalizePhone({})).toBeNull();
    expect(normalizePhone(1712345678)).toBe('8801712345678');
  });
});
