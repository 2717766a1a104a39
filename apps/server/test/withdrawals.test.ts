import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@khela/domain';
import { bearer, expectLedgerClean, newPlayer, type NewPlayer, type TestApp } from './helpers';
import {
  approveDeposit,
  balance,
  clearTickets,
  deposit,
  fund,
  methodId,
  records,
  staffCall,
  staffLogin,
  startPaymentsApp,
  verifiedPlayer,
} from './payments-fixtures';

let t: TestApp;
let admin: string;
let bkash: number;
beforeAll(async () => {
  t = await startPaymentsApp();
  admin = await staffLogin(t.app);
  bkash = await methodId(t.app, await newPlayer(t.app));
});
afterAll(() => t?.close());
// Every test leaves the ledger balanced: postings sum to zero, balances equal their postings.
afterEach(() => expectLedgerClean(t.app));

const check = (p: NewPlayer) => t.app.inject({ method: 'GET', url: `/api/userwithdrawcheck?remote_id=${p.remoteId}`, headers: bearer(p.token) });
const submit = (p: NewPlayer, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/submit-withdraw', headers: bearer(p.token), payload: { remote_id: p.remoteId, payment_id: bkash, provider: 'bKash', ...payload } });

/** A player who may withdraw: birthday, verified phone, funded without a turnover ticket. */
async function readyPlayer(amount = '3000'): Promise<NewPlayer> {
  const p = await verifiedPlayer(t.app, { birthday: true });
  await fund(t.app, p, amount);
  return p;
}

function expect400(r: { statusCode: number; json: () => unknown; body: string }, text: string) {
  expect(r.statusCode, r.body).toBe(400);
  expect(r.json()).toMatchObject({ error: text, message: text });
}

describe('withdrawal eligibility, in order', () => {
  it('birthday, phone, withdrawals switched on, nothing pending, no active turnover', async () => {
    const p = await newPlayer(t.app);
    const birthday = await check(p);
    expect400(birthday, MESSAGES.withdrawNeedsBirthday);
    expect((birthday.json() as { error: string }).error).toContain('Date of Birth');
    await t.app.inject({ method: 'POST', url: '/api/user/profile/update', headers: bearer(p.token), payload: { dofb: '1991-02-03' } });
    expect400(await check(p), MESSAGES.verifyPhoneFirst);

    const q = await readyPlayer();
    expect((await check(q)).json()).toEqual({ success: true });
    await staffCall(t.app, admin, 'PUT', '/api/backoffice/settings', { withdrawal_status: 0 });
    try {
      expect400(await check(q), MESSAGES.noWithdrawMethods);
      expect400(await submit(q, { amount: '1000', account_number: '01711223344' }), MESSAGES.noWithdrawMethods);
    } finally {
      await staffCall(t.app, admin, 'PUT', '/api/backoffice/settings', { withdrawal_status: 1 });
    }

    // A confirmed deposit opens a turnover ticket, which blocks withdrawals: the refusal says how much is left.
    const d = await deposit(t.app, q, { amount: '1000' });
    await approveDeposit(t.app, admin, (d.json() as { data: { id: number } }).data.id);
    expect400(await check(q), 'Complete ৳1,020.00 more turnover to withdraw.');
    expect400(await submit(q, { amount: '1000', account_number: '01711223344' }), 'Complete ৳1,020.00 more turnover to withdraw.');
    await clearTickets(t.app, q);

    expect((await submit(q, { amount: '1000', account_number: '01711223344' })).statusCode).toBe(200);
    expect400(await check(q), MESSAGES.withdrawPending);
    expect400(await submit(q, { amount: '500', account_number: '01711223344' }), MESSAGES.withdrawPending);
    await expectLedgerClean(t.app);
  });

  it('amount 500 to 25,000 within the balance, an 11-digit account, a withdrawable method', async () => {
    const p = await readyPlayer('30000');
    const ok = { amount: '1000', account_number: '01711223344' };
    expect400(await submit(p, { ...ok, amount: '' }), MESSAGES.amountRequired);
    expect400(await submit(p, { ...ok, amount: 'ten' }), MESSAGES.amountInvalid);
    expect400(await submit(p, { ...ok, amount: '499.99' }), MESSAGES.withdrawAmountRange);
    expect400(await submit(p, { ...ok, amount: '25000.01' }), MESSAGES.withdrawAmountRange);
    const poor = await readyPlayer('800');
    expect400(await submit(poor, { ...ok, amount: '800.01' }), MESSAGES.insufficientBalance);
    expect400(await submit(p, { ...ok, account_number: '1711223344' }), MESSAGES.accountNumber11Digits);
    expect400(await submit(p, { ...ok, account_number: '017-1122334' }), MESSAGES.accountNumber11Digits);
    expect400(await submit(p, { ...ok, payment_id: 0, provider: 'PayPal' }), MESSAGES.selectPaymentMethod);
    expect400(await submit(p, { ...ok, payment_id: 'abc' }), MESSAGES.selectPaymentMethod);
    // payment_id 0 (e-wallet) with the provider's name is accepted.
    const r = await submit(p, { ...ok, payment_id: 0, provider: 'Nagad' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ success: true, message: MESSAGES.withdrawSubmitted, data: { status: 'pending', amount: '1000.00' } });
    expect(await balance(t.app, p)).toBe('29000.00');
    await expectLedgerClean(t.app);
  });
});

describe('a submission sent again with its request id', () => {
  it('answers the first withdrawal, as it is now, and holds nothing more; another id is refused as pending', async () => {
    const p = await readyPlayer('3000');
    const ok = { amount: '1000', account_number: '01711223344', request_id: 'wd-retry-0001' };
    const first = await submit(p, ok);
    expect(first.statusCode, first.body).toBe(200);
    const again = await submit(p, ok);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await balance(t.app, p)).toBe('2000.00');
    expect400(await submit(p, { ...ok, request_id: 'wd-retry-0002' }), MESSAGES.withdrawPending);
    // Decided since: the same id answers the decision, still moving nothing.
    const id = (first.json() as { data: { id: number } }).data.id;
    expect((await staffCall(t.app, admin, 'POST', `/api/backoffice/withdrawals/${id}/reject`, { reason: 'wrong number' })).statusCode).toBe(200);
    const late = await submit(p, ok);
    expect(late.json()).toMatchObject({ success: true, data: { id, status: 'rejected', amount: '1000.00' } });
    expect(await balance(t.app, p)).toBe('3000.00');
    // Another player's id space is their own.
    const q = await readyPlayer('3000');
    const theirs = await submit(q, ok);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect((theirs.json() as { data: { id: number } }).data.id).not.toBe(id);
  });

  it('the same id in parallel makes one withdrawal; a malformed id is refused before anything', async () => {
    const p = await readyPlayer('3000');
    const ok = { amount: '600', account_number: '01711223344', request_id: 'wd-parallel-01' };
    const all = await Promise.all(Array.from({ length: 6 }, () => submit(p, ok)));
    for (const r of all) expect(r.statusCode, r.body).toBe(200);
    expect(new Set(all.map((r) => (r.json() as { data: { id: number } }).data.id)).size).toBe(1);
    expect(await balance(t.app, p)).toBe('2400.00');
    const q = await readyPlayer('3000');
    for (const bad of ['short', 'has space in it', 'x'.repeat(65), 'ünïcode-id']) expect400(await submit(q, { ...ok, request_id: bad }), MESSAGES.valueInvalid);
    expect(await balance(t.app, q)).toBe('3000.00');
  });

  it('a copy that went through while this one was being checked is answered, not refused as pending', async () => {
    const p = await readyPlayer('3000');
    const ok = { amount: '700', account_number: '01711223344', request_id: 'wd-window-001' };
    const first = await submit(p, ok);
    expect(first.statusCode, first.body).toBe(200);
    // The race, made certain: the copy's first look by request id comes before the first copy committed (it finds
    // nothing), so the rules then see a pending withdrawal.
    const repo = (t.app.khela.withdrawals as unknown as { repo: { withdrawalByRequestId: (...a: unknown[]) => Promise<unknown> } }).repo;
    const real = repo.withdrawalByRequestId.bind(repo);
    let calls = 0;
    repo.withdrawalByRequestId = async (...a: unknown[]) => (calls++ === 0 ? undefined : real(...a));
    try {
      const copy = await submit(p, ok);
      expect(copy.statusCode, copy.body).toBe(200);
      expect(copy.json()).toEqual(first.json());
    } finally {
      repo.withdrawalByRequestId = real;
    }
    expect(calls).toBeGreaterThan(1);
    expect(await balance(t.app, p)).toBe('2300.00');
  });
});

describe('withdrawal life cycle', () => {
  it('submit holds the money at once; approval records the payout; a second approval changes nothing', async () => {
    const p = await readyPlayer('5000');
    const r = await submit(p, { amount: '2500.50', account_number: '01999888777' });
    expect(r.statusCode, r.body).toBe(200);
    const id = (r.json() as { data: { id: number } }).data.id;
    expect(await balance(t.app, p)).toBe('2499.50');
    let [row] = await records(t.app, p);
    expect(row).toMatchObject({ action: 'withdraw', key: '0', amount: '2500.50', transaction_id: `W${id}` });

    const list = (await staffCall(t.app, admin, 'GET', '/api/backoffice/withdrawals?status=pending')).json();
    expect(list.data.find((w: { id: number }) => w.id === id)).toMatchObject({ amount: '2500.50', account_number: '01999888777', method: 'bKash' });
    const missing = await staffCall(t.app, admin, 'POST', `/api/backoffice/withdrawals/${id}/approve`, { payout_transaction_id: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(MESSAGES.payoutTrxRequired);
    const ok = await staffCall(t.app, admin, 'POST', `/api/backoffice/withdrawals/${id}/approve`, { payout_transaction_id: 'bk9pay001' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ changed: true, status: 'approved', payout_transaction_id: 'BK9PAY001' });
    expect(await balance(t.app, p)).toBe('2499.50');
    [row] = await records(t.app, p);
    expect(row).toMatchObject({ key: '1', transaction_id: 'BK9PAY001' });
    expect((await staffCall(t.app, admin, 'POST', `/api/backoffice/withdrawals/${id}/approve`, { payout_transaction_id: 'BK9PAY001' })).json()).toMatchObject({ changed: false });
    expect((await staffCall(t.app, admin, 'POST', `/api/backoffice/withdrawals/${id}/reject`, { reason: 'too late now' })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/show', headers: bearer(p.token) })).json().last_withdrawal_at).not.toBeNull();

    // A payout id is used once per method.
    const q = await readyPlayer('1000');
    const id2 = ((await submit(q, { amount: '1000', account_number: '01999888777' })).json() as { data: { id: number } }).data.id;
    const dup = await staffCall(t.app, admin, 'POST', `/api/backoffice/withdrawals/${id2}/approve`, { payout_transaction_id: 'BK9PAY001' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(MESSAGES.payoutTrxUsed);

    const houses = (await staffCall(t.app, admin, 'GET', '/api/backoffice/house-accounts')).json() as { code: string; balance: string; shards: number }[];
    const cashout = houses.find((h) => h.code === 'house:cashout:bKash:BDT');
    expect(cashout).toBeDefined();
    expect(cashout!.shards).toBeLessThanOrEqual(8);
    await expectLedgerClean(t.app);
  });

  it('rejection returns the amount with a reversal and tells the player', async () => {
    const p = await readyPlayer('1000');
    const id = ((await submit(p, { amount: '1000', account_number: '01711223344' })).json() as { data: { id: number } }).data.id;
    expect(await balance(t.app, p)).toBe('0.00');
    const r = await staffCall(t.app, admin, 'POST', `/api/backoffice/withdrawals/${id}/reject`, { reason: 'Account name does not match' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ changed: true, status: 'rejected' });
    expect(await balance(t.app, p)).toBe('1000.00');
    const [row] = await records(t.app, p);
    expect(row).toMatchObject({ key: '2', reason: 'Account name does not match' });
    const ledger = (await staffCall(t.app, admin, 'GET', `/api/backoffice/players/${p.remoteId}/ledger`)).json();
    expect(ledger.data[0]).toMatchObject({ amount: '1000.00', reason: 'withdrawal_returned' });
    expect(ledger.data[0].reverses).toBe(ledger.data[1].transaction_id);
    const inbox = await t.app.khela.database.db.selectFrom('inbox_messages').select('title').where('player_id', '=', BigInt(p.remoteId)).execute();
    expect(inbox.map((n) => n.title)).toEqual([MESSAGES.withdrawalRejectedTitle]);
    expect((await staffCall(t.app, admin, 'POST', `/api/backoffice/withdrawals/${id}/reject`, { reason: 'again' })).json()).toMatchObject({ changed: false });
    expect((await staffCall(t.app, admin, 'POST', `/api/backoffice/withdrawals/${id}/approve`, { payout_transaction_id: 'PAY12345' })).statusCode).toBe(409);
    expect(await balance(t.app, p)).toBe('1000.00');
    // The player may withdraw again.
    expect((await submit(p, { amount: '1000', account_number: '01711223344' })).statusCode).toBe(200);
    await expectLedgerClean(t.app);
  });

  it('a full cycle: deposit, turnover played, withdraw, paid', async () => {
    const p = await verifiedPlayer(t.app, { birthday: true });
    const d = await deposit(t.app, p, { amount: '1000' });
    await approveDeposit(t.app, admin, (d.json() as { data: { id: number } }).data.id);
    expect(await balance(t.app, p)).toBe('1020.00');
    await t.app.khela.wallet.inTransaction((tx) => t.app.khela.turnover.recordStake(tx, BigInt(p.remoteId), 102_000n));
    expect((await check(p)).json()).toEqual({ success: true });
    const w = await submit(p, { amount: '1020', account_number: '01711223344' });
    expect(w.statusCode, w.body).toBe(200);
    const id = (w.json() as { data: { id: number } }).data.id;
    await staffCall(t.app, admin, 'POST', `/api/backoffice/withdrawals/${id}/approve`, { payout_transaction_id: `PAYOUT${id}X` });
    expect(await balance(t.app, p)).toBe('0.00');
    expect((await records(t.app, p)).map((r) => `${r.action}:${r.key}`)).toEqual(['withdraw:1', 'deposit:1']);
    await expectLedgerClean(t.app);
  });
});
