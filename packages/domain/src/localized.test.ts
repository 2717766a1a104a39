import { describe, expect, it } from 'vitest';
import { localized, localizedList, localizedMaintenance } from './localized';

describe('localized operator texts', () => {
  it('Bangla when the player reads Bangla and it is written, else the English', () => {
    expect(localized('Welcome', 'স্বাগতম', 'bn')).toBe('স্বাগতম');
    expect(localized('Welcome', 'স্বাগতম', 'en')).toBe('Welcome');
    expect(localized('Welcome', '', 'bn')).toBe('Welcome');
    expect(localized('Welcome', '   ', 'bn')).toBe('Welcome');
    expect(localized('Welcome', undefined, 'bn')).toBe('Welcome');
    expect(localized('Welcome', 'স্বাগতম', 'bn-BD')).toBe('স্বাগতম');
  });

  it('lists: the Bangla lines when any is written', () => {
    expect(localizedList(['a', 'b'], ['ক'], 'bn')).toEqual(['ক']);
    expect(localizedList(['a', 'b'], [], 'bn')).toEqual(['a', 'b']);
    expect(localizedList(['a', 'b'], [' '], 'bn')).toEqual(['a', 'b']);
    expect(localizedList(['a', 'b'], ['ক'], 'en')).toEqual(['a', 'b']);
  });

  it('the maintenance notice keeps its dates, with the Bangla title and message', () => {
    const g = {
      maintenance_notice: { title: 'Upgrade', message: 'Short pause.', start_date: '2026-01-01', end_date: '2026-01-02' },
      maintenance_notice_bn: { title_bn: 'আপগ্রেড', message_bn: '' },
    };
    expect(localizedMaintenance(g, 'bn')).toEqual({ title: 'আপগ্রেড', message: 'Short pause.', start_date: '2026-01-01', end_date: '2026-01-02' });
    expect(localizedMaintenance(g, 'en')).toEqual(g.maintenance_notice);
    expect(localizedMaintenance({ maintenance_notice: null, maintenance_notice_bn: null }, 'bn')).toBeNull();
  });
});
