import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { depositEstimate, turnoverLeft, withdrawalProfileMissing } from './funds-eligibility';
import { addReceipts, isReceiptImage } from './funds-receipts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size, lastModified: 1 });

describe('funds: desktop and mobile share these rules', () => {
  it('shows the birthday-and-phone note only while one of them is missing (issue 31)', () => {
    expect(withdrawalProfileMissing({ birthday: true, phoneVerified: true })).toBe(false);
    expect(withdrawalProfileMissing({ birthday: null, phoneVerified: null })).toBe(false);
    expect(withdrawalProfileMissing({ birthday: false, phoneVerified: true })).toBe(true);
    expect(withdrawalProfileMissing({ birthday: true, phoneVerified: false })).toBe(true);
  });
  it('sums the turnover left of active tickets only', () => {
    expect(turnoverLeft([{ status: 'active', remaining_turnover: '1020.00' }, { status: 'complete', remaining_turnover: '50.00' }, { status: 'active', remaining_turnover: '0.50' }])).toBe(102050n);
    expect(turnoverLeft([])).toBe(0n);
  });
  it('estimates the bonus (capped promotion + method) and the turnover as the server does', () => {
    // 1,000 with a 100 % promotion (max 10,000), 2 % method bonus, 10×: bonus 1,020, turnover 20,200.
    expect(depositEstimate(100000n, { promoPct: 100, promoMax: 1000000n, methodPct: 2, turnoverTimes: 10 })).toEqual({ bonus: 102000n, turnover: 2020000n });
    // The cap applies to the promotion part only; no promotion: no turnover figure.
    expect(depositEstimate(100000n, { promoPct: 100, promoMax: 50000n, methodPct: 2, turnoverTimes: null })).toEqual({ bonus: 52000n, turnover: null });
  });
  it('takes receipt images by type, size and count, once each', () => {
    expect(isReceiptImage(file('a.png', ''))).toBe(true);
    const { next, problems } = addReceipts([], [file('a.png', 'image/png'), file('a.png', 'image/png'), file('b.gif', 'image/gif'), file('c.jpg', 'image/jpeg', 6 * 1024 * 1024)]);
    expect(next.map((r) => r.file.name)).toEqual(['a.png']);
    expect(problems).toEqual([
      { name: 'b.gif', reason: MESSAGES.receiptType },
      { name: 'c.jpg', reason: MESSAGES.receiptTooLarge },
    ]);
    const full = addReceipts(next, [file('d.png', 'image/png', 1), file('e.png', 'image/png', 2), file('f.png', 'image/png', 3), file('g.png', 'image/png', 4)]);
    expect(full.next).toHaveLength(3);
    expect(full.problems).toEqual([{ name: null, reason: MESSAGES.receiptLimit }]);
  });
});
