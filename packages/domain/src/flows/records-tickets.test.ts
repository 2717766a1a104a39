import { describe, expect, it } from 'vitest';
import type { TransactionRecord } from '../wire';
import { offersResubmit, transactionActions, transactionSign, transactionSteps, turnoverProgress } from './records-tickets';

const row = (over: Partial<TransactionRecord>): TransactionRecord => ({
  id: 1,
  transaction_id: 'GJ1',
  action: 'deposit',
  key: '0',
  amount: '1000.00',
  bonus: '0.00',
  created_at: '2026-11-24T07:00:00.000Z',
  updated_at: '2026-11-24T07:05:00.000Z',
  payment_method: null,
  type: 0,
  status: 0,
  number: '01711223344',
  date: '2026-11-24',
  reason: null,
  can_revert: false,
  resubmit_until: null,
  resubmitted: false,
  cancelled: false,
  ...over,
});

describe('transaction records', () => {
  it('signs deposits in, withdrawals out, adjustments as they are', () => {
    expect(transactionSign(row({}))).toEqual({ sign: '+', amount: 100000n });
    expect(transactionSign(row({ action: 'withdraw', amount: '500.00' }))).toEqual({ sign: '-', amount: 50000n });
    expect(transactionSign(row({ action: 'adjustment', amount: '-20.00' }))).toEqual({ sign: '-', amount: 2000n });
    expect(transactionSign(row({ amount: 'x' }))).toEqual({ sign: '', amount: null });
  });

  it('builds the timeline: processing is current while pending, then success or fail', () => {
    expect(transactionSteps(row({})).map((s) => s.state)).toEqual(['done', 'current', 'todo']);
    expect(transactionSteps(row({ key: '1' })).map((s) => [s.step, s.state])).toEqual([['submitted', 'done'], ['processing', 'done'], ['success', 'done']]);
    expect(transactionSteps(row({ key: '2' }))[2]).toEqual({ step: 'fail', state: 'failed', at: '2026-11-24T07:05:00.000Z' });
  });

  it('offers Revert on a pending deposit the server allows, and resubmission until the deadline', () => {
    const now = Date.parse('2026-11-24T07:10:00.000Z');
    expect(transactionActions(row({ can_revert: true }), now).canRevert).toBe(true);
    expect(transactionActions(row({ can_revert: true, key: '1' }), now).canRevert).toBe(false);
    const rejected = row({ key: '2', resubmit_until: '2026-11-24T07:19:30.000Z' });
    expect(transactionActions(rejected, now)).toEqual({ canRevert: false, canResubmit: true, secondsLeft: 570 });
    expect(transactionActions(rejected, Date.parse('2026-11-24T07:20:00.000Z'))).toMatchObject({ canResubmit: false, secondsLeft: 0 });
    expect(transactionActions({ ...rejected, resubmitted: true }, now).canResubmit).toBe(false);
    expect(offersResubmit(rejected)).toBe(true);
    expect(offersResubmit(row({ key: '2' }))).toBe(false);
  });
});

describe('turnover progress', () => {
  const t = (status: 'active' | 'complete', required: string, remaining: string) => ({ status, required_turnover: required, remaining_turnover: remaining });
  it('is achieved / required with 2 decimals, capped at 100; complete is 100', () => {
    expect(turnoverProgress(t('active', '1020.00', '420.00'))).toEqual({ required: 102000n, achieved: 60000n, remaining: 42000n, percent: '58.82' });
    expect(turnoverProgress(t('active', '100.00', '100.00')).percent).toBe('0.00');
    expect(turnoverProgress(t('active', '100.00', '0.00')).percent).toBe('100.00');
    expect(turnoverProgress(t('complete', '100.00', '50.00')).percent).toBe('100.00');
  });
});
