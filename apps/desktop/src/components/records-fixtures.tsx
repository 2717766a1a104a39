import type { TransactionRecord, TurnoverTicket } from '@khela/domain';
import type { TransactionRow } from './records-transactions';

/** Sample rows for the records stories (Dhaka 24 Nov 2026). */
const base: TransactionRecord = {
  id: 1,
  transaction_id: 'GJ4NUN31V8',
  action: 'deposit',
  key: '1',
  amount: '2000.00',
  bonus: '0.00',
  created_at: '2026-11-24T07:29:00.000Z',
  updated_at: '2026-11-24T07:31:00.000Z',
  payment_method: { icon: '', name: 'bKash', type: 'Agent' },
  type: 0,
  status: 1,
  number: '01711223344',
  date: '2026-11-24',
  reason: null,
  can_revert: false,
  resubmit_until: null,
  resubmitted: false,
  cancelled: false,
};

export const NOW = Date.parse('2026-11-24T07:40:00.000Z');

export const SAMPLE_TRANSACTIONS: TransactionRow[] = [
  { ...base, id: 4, transaction_id: 'GJR2O0IOAO', key: '0', status: 0, amount: '3000.00', can_revert: true, resubmit_until: null, resubmitted: false },
  {
    ...base,
    id: 3,
    transaction_id: 'GJYWS8VWGB',
    key: '2',
    status: 2,
    amount: '1500.00',
    reason: 'The transaction ID does not match any payment.',
    can_revert: false,
    resubmit_until: '2026-11-24T07:49:30.000Z',
    resubmitted: false,
  },
  { ...base, id: 2, action: 'withdraw', type: 1, transaction_id: 'WD8K2M1Q', amount: '500.00' },
  { ...base, id: 1, transaction_id: 'GJTSCI6NDT', amount: '1000.00', bonus: '100.00', created_at: '2026-11-23T10:00:00.000Z', updated_at: '2026-11-23T10:05:00.000Z' },
];

export const SAMPLE_TICKETS: TurnoverTicket[] = [
  {
    id: 2,
    status: 'active',
    created_at: '2026-11-24T07:29:00.000Z',
    updated_at: '2026-11-24T07:29:00.000Z',
    required_turnover: '2040.00',
    remaining_turnover: '840.00',
    transaction: { action: 'bonus', amount: '2000.00', promotion: { name: 'Welcome Bonus 100%', turnover: 10 }, payment_method: { name: 'bKash' } },
    counts: ['casino', 'bookmaker', 'fancy'],
    excluded: ['exchange'],
  },
  {
    id: 1,
    status: 'active',
    created_at: '2026-11-23T10:05:00.000Z',
    updated_at: '2026-11-23T10:05:00.000Z',
    required_turnover: '1020.00',
    remaining_turnover: '1020.00',
    transaction: { action: 'deposit', amount: '1000.00', promotion: null, payment_method: { name: 'Nagad' } },
    counts: ['casino', 'exchange', 'bookmaker', 'fancy'],
    excluded: [],
  },
  {
    id: 0,
    status: 'complete',
    created_at: '2026-11-20T10:05:00.000Z',
    updated_at: '2026-11-22T18:00:00.000Z',
    required_turnover: '500.00',
    remaining_turnover: '0.00',
    transaction: { action: 'deposit', amount: '500.00', promotion: null, payment_method: { name: 'bKash' } },
    counts: ['casino', 'exchange', 'bookmaker', 'fancy'],
    excluded: [],
  },
];
