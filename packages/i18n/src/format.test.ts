import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, displayLanguage } from '@khela/domain';
import { initI18n, setLanguage, i18next } from './index';

describe('numbers and dates follow the language', () => {
  it('writes interpolated numbers and formatted figures with Bangla digits in Bangla, Latin in English', async () => {
    initI18n({ resources: { en: { ui: { n: 'Extra phone {{n}}', who: 'Hello {{name}}' } }, bn: { ui: { n: 'অতিরিক্ত ফোন {{n}}', who: 'হ্যালো {{name}}' } } }, fallback: 'en' });
    await setLanguage('en');
    const t = i18next.t as unknown as (k: string, o?: object) => string;
    expect(t('n', { n: 1 })).toBe('Extra phone 1');
    expect(formatMoney(1234567_50n)).toBe('12,34,567.50');
    await setLanguage('bn');
    expect(displayLanguage()).toBe('bn');
    expect(t('n', { n: 1 })).toBe('অতিরিক্ত ফোন ১');
    expect(t('n', { n: 125000 })).toBe('অতিরিক্ত ফোন ১,২৫,০০০');
    // A string value (a username with digits) is never rewritten.
    expect(t('who', { name: 'rahim123' })).toBe('হ্যালো rahim123');
    expect(formatMoney(1234567_50n)).toBe('১২,৩৪,৫৬৭.৫০');
    expect(formatDate('2026-11-24')).toBe('২৪/১১/২০২৬');
    // What a machine reads back names English.
    expect(formatMoney(500_00n, { grouping: false, decimals: 0, lang: 'en' })).toBe('500');
    await setLanguage('en');
    expect(formatDate('2026-11-24')).toBe('24/11/2026');
  });
});
