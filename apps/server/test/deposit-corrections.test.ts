import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MESSAGES, type TransactionRecord } from '@khela/domain';
import { bearer, expectLedgerClean, type NewPlayer, type TestApp } from './helpers';
import { approveDeposit, balance, deposit, staffCall, staffLogin, startPaymentsApp, trxId, verifiedPlayer } from './payments-fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startPaymentsApp();
  admin = await staffLogin(t.app);
});
afterAll(() => t?.close());

const post = (p: NewPlayer, url: string, payload: unknown = {}) => t.app.inject({ method: 'POST', url, headers: bearer(p.token), payload: payload as object });
async function recordOf(p: NewPlayer, id: number): Promise<TransactionRecord> {
  const rows = (await t.app.inject({ method: 'GET', url: `/api/transaction/show?remote_id=${p.remoteId}`, headers: bearer(p.token) })).json() as TransactionRecord[];
  return rows.find((r) => r.action === 'deposit' && r.id === id)!;
}
async function pendingDeposit(p: NewPlayer, amount = '1000'): Promise<number> {
  const r = await deposit(t.app, p, { amount });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: { id: number } }).data.id;
}

describe('Revert: a player cancels their own pending deposit', () => {
  it('cancels before an operator acts; the record says so; the player may deposit again; nothing moves', async () => {
    const p = await verifiedPlayer(t.app);
    const other = await verifiedPlayer(t.app);
    const id = await pendingDeposit(p);
    expect(await recordOf(p, id)).toMatchObject({ key: '0', can_revert: true, cancelled: false, resubmit_until: null });
    expect((await post(other, `/api/deposits/${id}/revert`)).statusCode).toBe(403);
    expect((await post(p, '/api/deposits/999999999/revert')).statusCode).toBe(404);
    const r = await post(p, `/api/deposits/${id}/revert`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ success: MESSAGES.depositReverted, data: { id, key: '2', status: 2, cancelled: true, can_revert: false, reason: MESSAGES.depositCancelledByPlayer } });
    const again = await post(p, `/api/deposits/${id}/revert`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.depositNotRevertable);
    // An operator's late approval is refused as already processed; the console shows it cancelled.
    const late = await approveDeposit(t.app, admin, id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('already_processed');
    const list = (await staffCall(t.app, admin, 'GET', `/api/backoffice/deposits?status=cancelled&player_id=${p.remoteId}`)).json();
    expect(list.data.map((d: { id: number }) => d.id)).toEqual([id]);
    expect(await balance(t.app, p)).toBe('0.00');
    // No pending deposit any more: a new one is accepted.
    await pendingDeposit(p);
    await expectLedgerClean(t.app);
  });

  it('a decided deposit cannot be reverted', async () => {
    const p = await verifiedPlayer(t.app);
    const id = await pendingDeposit(p);
    expect((await approveDeposit(t.app, admin, id)).statusCode).toBe(200);
    expect((await post(p, `/api/deposits/${id}/revert`)).statusCode).toBe(409);
    expect(await balance(t.app, p)).toBe('1020.00');
  });
});

describe('Edit and resubmit: a rejected deposit corrected once within the window', () => {
  it('makes a new pending deposit pointing at the rejected one; once only; then approved like any other', async () => {
    const p = await verifiedPlayer(t.app);
    const other = await verifiedPlayer(t.app);
    const id = await pendingDeposit(p, '2000');
    expect((await staffCall(t.app, admin, 'POST', `/api/backoffice/deposits/${id}/reject`, { reason: 'Wrong transaction ID' })).statusCode).toBe(200);
    const rec = await recordOf(p, id);
    expect(rec).toMatchObject({ key: '2', resubmitted: false, can_revert: false });
    const until = Date.parse(rec.resubmit_until!);
    expect(until - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(30 * 60_000);

    const good = { transaction_id: trxId(), amount: '2000', account_number: '01711223344' };
    expect((await post(other, `/api/deposits/${id}/resubmit`, good)).statusCode).toBe(403);
    // The rules of a first submission hold: eleven digits, a transaction id never used for the method.
    const bad = await post(p, `/api/deposits/${id}/resubmit`, { ...good, account_number: '123' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(MESSAGES.accountNumber11Digits);
    const sameTrx = (await t.app.khela.database.db.selectFrom('deposits').select('transaction_id').where('id', '=', BigInt(id)).executeTakeFirstOrThrow()).transaction_id!;
    expect((await post(p, `/api/deposits/${id}/resubmit`, { ...good, transaction_id: sameTrx })).json().message).toBe(MESSAGES.trxIdUsed);

    const r = await post(p, `/api/deposits/${id}/resubmit`, good);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ success: MESSAGES.depositResubmitted, data: { status: 'pending', amount: '2000.00' } });
    const newId = r.json().data.id as number;
    expect(await recordOf(p, id)).toMatchObject({ resubmitted: true, resubmit_until: null });
    expect(await recordOf(p, newId)).toMatchObject({ key: '0', can_revert: true });
    // Once only (even after the correction is decided).
    const twice = await post(p, `/api/deposits/${id}/resubmit`, { ...good, transaction_id: trxId() });
    expect([409, 422]).toContain(twice.statusCode);
    // The console's history links the two.
    const list = (await staffCall(t.app, admin, 'GET', `/api/backoffice/deposits?player_id=${p.remoteId}`)).json();
    expect(list.data.find((d: { id: number }) => d.id === newId)).toMatchObject({ resubmit_of: id, status: 'pending' });
    expect((await approveDeposit(t.app, admin, newId)).statusCode).toBe(200);
    expect(await balance(t.app, p)).toBe('2040.00');
    expect((await post(p, `/api/deposits/${id}/resubmit`, { ...good, transaction_id: trxId() })).json().message).toBe(MESSAGES.resubmitUsed);
    await expectLedgerClean(t.app);
  });

  it('refuses after the window, for a deposit that was not rejected, and when the operator turned it off', async () => {
    const p = await verifiedPlayer(t.app);
    const id = await pendingDeposit(p);
    const body = { transaction_id: trxId(), amount: '1000', account_number: '01711223344' };
    expect((await post(p, `/api/deposits/${id}/resubmit`, body)).json().message).toBe(MESSAGES.resubmitNotRejected);
    await staffCall(t.app, admin, 'POST', `/api/backoffice/deposits/${id}/reject`, { reason: 'No such payment' });
    await sql`UPDATE deposits SET decided_at = now() - interval '31 minutes' WHERE id = ${id}`.execute(t.app.khela.database.db);
    expect((await recordOf(p, id)).resubmit_until).toBeNull();
    const late = await post(p, `/api/deposits/${id}/resubmit`, body);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(MESSAGES.resubmitExpired);

    const q = await verifiedPlayer(t.app);
    const id2 = await pendingDeposit(q);
    await staffCall(t.app, admin, 'POST', `/api/backoffice/deposits/${id2}/reject`, { reason: 'No such payment' });
    await sql`UPDATE payment_settings SET deposit_resubmit_minutes = 0`.execute(t.app.khela.database.db);
    try {
      expect((await recordOf(q, id2)).resubmit_until).toBeNull();
      expect((await post(q, `/api/deposits/${id2}/resubmit`, body)).json().message).toBe(MESSAGES.resubmitExpired);
    } finally {
      await sql`UPDATE payment_settings SET deposit_resubmit_minutes = 30`.execute(t.app.khela.database.db);
    }
  });
});
