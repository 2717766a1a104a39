import { describe, expect, it } from 'vitest';
import { DEPOSIT_RANGE } from '../constants';
import type { Promotion, TransactionRecord } from '../wire';
import {
  EMPTY_DEPOSIT_SELECTION,
  promotionIdParam,
  toggleSelected,
  addToAmount,
  amountText,
  changedFilterCount,
  claimablePromotions,
  cleanAmount,
  codeExpired,
  codeSent,
  dateFilterRange,
  daysBefore,
  depositRange,
  depositSelectionReducer,
  dhakaDay,
  filterTransactions,
  groupTransactionsByDay,
  hasLiveCode,
  isMakePaymentState,
  isPaymentRequestState,
  localPhone,
  previewWords,
  promotionsForTab,
  readSentCodes,
  secondsUntil,
  shownCodeDeadline,
  splitPaymentMethods,
  storableSentCodes,
  visiblePromotions,
} from './index';

const promo = (id: number, over: Partial<Promotion> = {}): Promotion =>
  ({ id, name: `P${id}`, status: 'active', categories: [], start_date: '2025-01-01', end_date: '2025-12-31', ...over }) as Promotion;

describe('promotions', () => {
  const list = [promo(1), promo(2, { status: 'display', categories: [2] }), promo(3, { status: 'inactive' as Promotion['status'] })];
  it('shows active and display promotions only, narrowed by the tab', () => {
    expect(visiblePromotions(list).map((p) => p.id)).toEqual([1, 2]);
    expect(visiblePromotions(undefined)).toEqual([]);
    expect(promotionsForTab(list, 'all').map((p) => p.id)).toEqual([1, 2]);
    expect(promotionsForTab(list, 'no-such-tab').map((p) => p.id)).toEqual([1, 2]);
  });
  it('lets a deposit take active promotions running today (Dhaka day) only', () => {
    const l = [promo(1), promo(2, { status: 'display' }), promo(3, { start_date: '2025-07-01' }), promo(4, { end_date: '2025-06-14T18:00:00Z' })];
    expect(claimablePromotions(l, '2025-06-15').map((p) => p.id)).toEqual([1]);
    expect(claimablePromotions(l, '2025-07-01').map((p) => p.id)).toEqual([1, 3]);
  });
  it('previews the first words', () => {
    expect(previewWords('  one two   three four five six ', 5)).toBe('one two three four five…');
    expect(previewWords('one two', 5)).toBe('one two');
  });
});

describe('funds', () => {
  it('takes a deposit\'s promotion from the address only as a positive whole number', () => {
    expect(promotionIdParam('12')).toBe(12);
    expect(promotionIdParam(null)).toBeNull();
    expect(promotionIdParam('0')).toBeNull();
    expect(promotionIdParam('-3')).toBeNull();
    expect(promotionIdParam('1.5')).toBeNull();
    expect(promotionIdParam('abc')).toBeNull();
  });
  it('keeps what the amount field allows', () => {
    expect(cleanAmount('00012a3.456.7')).toBe('123.45');
    expect(cleanAmount('.5')).toBe('0.5');
    expect(cleanAmount('12345678901')).toBe('123456789');
    expect(addToAmount('100', 50000n)).toBe('600');
    expect(addToAmount('', 10000n)).toBe('100');
    expect(amountText(100000n)).toBe('1000');
  });
  it('reads the methods answer and the channel range', () => {
    expect(splitPaymentMethods(undefined)).toEqual({ list: [], ewallet: false });
    expect(splitPaymentMethods([]).ewallet).toBe(false);
    expect(splitPaymentMethods({ type: 'ewallet', pgs: [] }).ewallet).toBe(true);
    expect(depositRange(null)).toBe(DEPOSIT_RANGE);
    expect(depositRange({ min: '500.00', max: 'x' })).toEqual({ min: 50000n, max: DEPOSIT_RANGE.max });
  });
  it('runs the deposit steps as a state machine', () => {
    const channels = [
      { id: 1, account_type: 'Agent' as const },
      { id: 2, account_type: 'Personal' as const },
      { id: 3, account_type: 'Personal' as const },
    ];
    let s = depositSelectionReducer(EMPTY_DEPOSIT_SELECTION, { type: 'method', name: 'bKash' });
    s = depositSelectionReducer(s, { type: 'accountType', accountType: 'Agent', channels });
    expect(s).toMatchObject({ methodName: 'bKash', accountType: 'Agent', channelId: 1 });
    s = depositSelectionReducer(s, { type: 'accountType', accountType: 'Personal', channels });
    expect(s.channelId).toBeNull();
    s = depositSelectionReducer(s, { type: 'channel', id: 3 });
    expect(depositSelectionReducer(s, { type: 'method', name: 'bKash' })).toBe(s);
    const other = depositSelectionReducer(s, { type: 'method', name: 'Nagad' });
    expect(other).toMatchObject({ methodName: 'Nagad', accountType: null, channelId: null });
    s = depositSelectionReducer(s, { type: 'amount', text: '1,000' });
    s = depositSelectionReducer(s, { type: 'addAmount', add: 50000n });
    expect(s.amount).toBe('1500');
    expect(depositSelectionReducer(s, { type: 'clearAmount' }).amount).toBe('');
    expect(depositSelectionReducer(s, { type: 'promotion', id: 7 }).promotionId).toBe(7);
  });
  it('checks the navigation states and writes wallet numbers', () => {
    const mp = { amount: '1000.00', number: '017', paymentMethodid: 1, paymentMethodName: 'bKash', payment_type: 'Agent', deadline: 1 };
    expect(isMakePaymentState(mp)).toBe(true);
    expect(isMakePaymentState({ ...mp, deadline: '1' })).toBe(false);
    expect(isMakePaymentState(null)).toBe(false);
    expect(isPaymentRequestState({ kind: 'withdrawal', amount: '1.00', deadline: 1 })).toBe(true);
    expect(isPaymentRequestState({ kind: 'other', amount: '1.00', deadline: 1 })).toBe(false);
    expect(localPhone('8801712345678')).toBe('01712345678');
    expect(localPhone('01712345678')).toBe('01712345678');
  });
});

describe('Dhaka days and records filters', () => {
  it('counts days in Dhaka time', () => {
    expect(dhakaDay('2025-06-14T18:30:00Z')).toBe('2025-06-15');
    expect(dhakaDay('nope')).toBe('');
    expect(daysBefore('2025-03-01', 1)).toBe('2025-02-28');
    expect(secondsUntil(10_500, 10_000)).toBe(1);
    expect(secondsUntil(1_000, 10_000)).toBe(0);
  });
  it('turns a date filter into a day range', () => {
    expect(dateFilterRange('all', '2025-06-15')).toBeNull();
    expect(dateFilterRange('today', '2025-06-15')).toEqual({ from: '2025-06-15', to: '2025-06-15' });
    expect(dateFilterRange('yesterday', '2025-06-15')).toEqual({ from: '2025-06-14', to: '2025-06-14' });
    expect(dateFilterRange('last7Days', '2025-06-15')).toEqual({ from: '2025-06-09', to: '2025-06-15' });
  });
  it('filters and groups transactions', () => {
    const row = (id: number, action: TransactionRecord['action'], key: string, created_at: string) =>
      ({ id, action, key, created_at }) as TransactionRecord;
    const rows = [
      row(1, 'deposit', '0', '2025-06-15T01:00:00Z'),
      row(2, 'withdraw', '1', '2025-06-14T19:00:00Z'), // 15 June in Dhaka
      row(3, 'deposit', '1', '2025-06-13T10:00:00Z'),
    ];
    const all = { status: 'all', type: 'all', date: 'all' } as const;
    expect(filterTransactions(rows, { ...all, type: 'deposit' }, '2025-06-15').map((r) => r.id)).toEqual([1, 3]);
    expect(filterTransactions(rows, { ...all, date: 'today' }, '2025-06-15').map((r) => r.id)).toEqual([1, 2]);
    expect(filterTransactions(rows, { ...all, status: '1', date: 'yesterday' }, '2025-06-14').map((r) => r.id)).toEqual([3]);
    expect(groupTransactionsByDay(rows).map((g) => [g.day, g.rows.map((r) => r.id)])).toEqual([
      ['2025-06-15', [1, 2]],
      ['2025-06-13', [3]],
    ]);
    expect(changedFilterCount({ ...all, type: 'deposit' }, all)).toBe(1);
  });
});

describe('verification codes', () => {
  it('keeps one live code per slot, expires it and stores only live ones', () => {
    let sent = codeSent<'phone' | 'email'>({}, 'phone', '880171', 1_000, 300_000);
    expect(shownCodeDeadline(sent, 'phone', '880171')).toBe(301_000);
    expect(shownCodeDeadline(sent, 'phone', '880199')).toBeNull();
    expect(hasLiveCode(sent, 'phone', '880171', 2_000)).toBe(true);
    expect(hasLiveCode(sent, 'phone', '880171', 301_000)).toBe(false);
    sent = codeSent(sent, 'email', 'a@b.c', 1_000, 300_000);
    sent = codeExpired(sent, 'phone');
    expect(codeExpired(sent, 'phone')).toEqual(sent);
    expect(shownCodeDeadline(sent, 'phone', '880171')).toBeNull();
    expect(storableSentCodes(sent)).toEqual({ email: { to: 'a@b.c', deadline: 301_000 } });
    expect(readSentCodes({ email: { to: 'a@b.c', deadline: 301_000 }, phone: { to: 1 }, extra: { to: 'x', deadline: 5 } }, 10)).toEqual({
      email: { to: 'a@b.c', deadline: 301_000 },
    });
    expect(readSentCodes('junk', 0)).toEqual({});
  });
});

describe('inbox selection', () => {
  it('ticks a message, unticks it again, and leaves the set it was given alone', () => {
    const none = new Set<number>();
    const one = toggleSelected(none, 7);
    expect([...one]).toEqual([7]);
    expect(none.size).toBe(0);
    expect([...toggleSelected(one, 7)]).toEqual([]);
    expect([...toggleSelected(one, 9)]).toEqual([7, 9]);
  });
});
