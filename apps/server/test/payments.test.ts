import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@khela/domain';
import { bearer, expectLedgerClean, newPlayer, startTestApp, type TestApp } from './helpers';
import {
  approveDeposit,
  balance,
  deposit,
  getWalletNumber,
  methodId,
  records,
  sendNotice,
  staffCall,
  staffLogin,
  startPaymentsApp,
  submitDeposit,
  tickets,
  trxId,
  verifiedPlayer,
} from './payments-fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startPaymentsApp();
  admin = await staffLogin(t.app);
});
afterAll(() => t?.close());
// Every test leaves the ledger balanced: postings sum to zero, balances equal their postings.
afterEach(() => expectLedgerClean(t.app));

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function depositId(r: { json: () => unknown; statusCode: number; body: string }): Promise<number> {
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: { id: number } }).data.id;
}

async function promotionId(name: string): Promise<number> {
  const r = await t.app.inject({ method: 'GET', url: '/api/promotion' });
  const p = (r.json() as { id: number; name: string }[]).find((x) => x.name.startsWith(name));
  expect(p).toBeDefined();
  return p!.id;
}

describe('payment configuration', () => {
  it('lists the four seeded methods with icon and the 2 % bonus tag', async () => {
    const p = await newPlayer(t.app);
    const r = await get(p.token, '/api/b2b/payment-methods');
    expect(r.statusCode).toBe(200);
    const list = r.json() as { name: string; icon: string; status: string; bonus: number }[];
    expect(list.map((m) => m.name)).toEqual(['bKash', 'Nagad', 'Rocket', 'Upay']);
    for (const m of list) {
      expect(m.status).toBe('active');
      expect(m.bonus).toBe(2);
      expect(m.icon).toMatch(/^images\/payments\/\w+\.svg$/);
    }
    const icon = await t.app.inject({ method: 'GET', url: `/storage/${list[0]!.icon}` });
    expect(icon.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/b2b/payment-methods' })).statusCode).toBe(401);
  });

  it('answers the channels of a method with the spec figures', async () => {
    const p = await newPlayer(t.app);
    const r = await get(p.token, '/api/b2b/showpayment-menthod?name=bKash');
    expect(r.statusCode).toBe(200);
    const body = r.json() as { success: boolean; data: { name: string; account_type: string; type: string; min: string; max: string }[] };
    expect(body.success).toBe(true);
    expect(body.data.map((c) => [c.name, c.account_type, c.type, c.min, c.max])).toEqual([
      ['CashOut', 'Agent', 'Cash Out', '500.00', '25000.00'],
      ['Send Money', 'Personal', 'Send Money', '500.00', '10000.00'],
      ['Make Payment', 'Marchent', 'Make Payment', '100.00', '25000.00'],
    ]);
    const unknown = await get(p.token, '/api/b2b/showpayment-menthod?name=PayPal');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(MESSAGES.selectValidPaymentMethod);
  });
});

describe('receiving numbers', () => {
  it('needs a verified phone and an amount within the channel', async () => {
    const fresh = await newPlayer(t.app);
    const r = await getWalletNumber(t.app, fresh, { amount: '1000' });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(MESSAGES.verifyPhoneFirst);

    const p = await verifiedPlayer(t.app);
    const low = await getWalletNumber(t.app, p, { amount: '499' });
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({ message: MESSAGES.depositAmountOutOfRange, min: '500.00', max: '25000.00' });
    const sendMoney = await getWalletNumber(t.app, p, { account_type: 'Personal', amount: '10000.01' });
    expect(sendMoney.json()).toMatchObject({ min: '500.00', max: '10000.00' });
    expect((await getWalletNumber(t.app, p, { account_type: 'Nope', amount: '1000' })).json().message).toBe(MESSAGES.selectDepositChannel);
    expect((await getWalletNumber(t.app, p, { amount: '' })).json().message).toBe(MESSAGES.fillAmount);

    const ok = await getWalletNumber(t.app, p, { amount: '1000' });
    expect(ok.statusCode).toBe(200);
    const [n] = ok.json() as { id: number; account_number: string; expires_at: string }[];
    expect(n!.account_number).toMatch(/^\d{11}$/);
    const minutes = (new Date(n!.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it('respects daily limits, counting deposits and other players’ holds, and spreads the load', async () => {
    // A channel of its own: Rocket / Personal, two numbers of 2,000 BDT a day.
    const rocket = (await staffCall(t.app, admin, 'GET', '/api/backoffice/payment-methods')).json().find((m: { name: string }) => m.name === 'Rocket');
    const numbers = (await staffCall(t.app, admin, 'GET', '/api/backoffice/receiving-numbers')).json() as {
      id: number;
      method_id: number;
      account_type: string;
    }[];
    const mine = numbers.filter((n) => n.method_id === rocket.id && n.account_type === 'Personal');
    expect(mine).toHaveLength(2);
    for (const n of mine) expect((await staffCall(t.app, admin, 'PATCH', `/api/backoffice/receiving-numbers/${n.id}`, { daily_limit: '2000' })).statusCode).toBe(200);

    const a = await verifiedPlayer(t.app);
    const b = await verifiedPlayer(t.app);
    const c = await verifiedPlayer(t.app);
    const q = { name: 'Rocket', account_type: 'Personal', amount: '1500' };
    const na = (await getWalletNumber(t.app, a, q)).json()[0].account_number;
    const nb = (await getWalletNumber(t.app, b, q)).json()[0].account_number;
    expect(nb).not.toBe(na); // the least used number
    const full = await getWalletNumber(t.app, c, q);
    expect(full.statusCode).toBe(422);
    expect(full.json().message).toBe(MESSAGES.noWalletNumber);
    // Asking again keeps the player's own number (their hold does not count against them).
    expect((await getWalletNumber(t.app, a, q)).json()[0].account_number).toBe(na);
    // 500 still fits beside each hold.
    expect((await getWalletNumber(t.app, c, { ...q, amount: '500' })).statusCode).toBe(200);
    const listed = (await staffCall(t.app, admin, 'GET', '/api/backoffice/receiving-numbers')).json() as { id: number; used_today: string }[];
    const used = listed.filter((n) => mine.some((m) => m.id === n.id)).map((n) => n.used_today).sort();
    expect(used).toEqual(['1500.00', '2000.00']);
  });
});

describe('submit-deposit rules', () => {
  it('checks in the spec order with readable messages', async () => {
    const fresh = await newPlayer(t.app);
    const pid = await methodId(t.app, fresh);
    const body = { account_number: '01711223344', transaction_id: trxId(), amount: '1000', payment_id: pid };
    const unverified = await submitDeposit(t.app, fresh, body);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe(MESSAGES.verifyPhoneFirst);

    const p = await verifiedPlayer(t.app);
    const msg = async (payload: Record<string, unknown>) => (await submitDeposit(t.app, p, payload)).json().message;
    expect(await msg({ ...body, amount: '' })).toBe(MESSAGES.fillAmount);
    expect(await msg({ ...body, amount: '12.345' })).toBe(MESSAGES.amountInvalid);
    expect(await msg({ ...body, payment_id: 999999 })).toBe(MESSAGES.selectValidPaymentMethod);
    expect(await msg({ ...body, payment_id: 'x' })).toBe(MESSAGES.selectValidPaymentMethod);
    expect(await msg(body)).toBe(MESSAGES.depositStartAgain); // no number was shown yet
    expect((await getWalletNumber(t.app, p, { amount: '1000' })).statusCode).toBe(200);
    expect(await msg({ ...body, account_number: '0171122334' })).toBe(MESSAGES.accountNumber11Digits);
    expect(await msg({ ...body, account_number: '+8801711223344' })).toBe(MESSAGES.accountNumber11Digits);
    expect(await msg({ ...body, transaction_id: 'ABC123' })).toBe(MESSAGES.trxIdInvalid);
    expect(await msg({ ...body, transaction_id: 'ABC 1234' })).toBe(MESSAGES.trxIdInvalid);
    const range = await submitDeposit(t.app, p, { ...body, amount: '25000.01' });
    expect(range.statusCode).toBe(422);
    expect(range.json()).toMatchObject({ message: MESSAGES.depositAmountOutOfRange, error: MESSAGES.depositAmountOutOfRange, min: '500.00', max: '25000.00' });
    expect(await msg({ ...body, promotion_id: 999999 })).toBe(MESSAGES.promotionUnavailable);
    const reload = await promotionId('Reload');
    const min = await submitDeposit(t.app, p, { ...body, amount: '600', promotion_id: reload });
    expect(min.json()).toMatchObject({ message: MESSAGES.promotionMinDeposit, min: '1000.00' });

    const ok = await submitDeposit(t.app, p, { ...body, remote_id: p.remoteId, transaction_id: body.transaction_id.toLowerCase() });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ message: MESSAGES.depositSubmitted, data: { status: 'pending', amount: '1000.00', transaction_id: body.transaction_id } });

    const again = await submitDeposit(t.app, p, { ...body, transaction_id: trxId() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.depositPending);
    const nextNumber = await getWalletNumber(t.app, p, { amount: '1000' });
    expect(nextNumber.json().message).toBe(MESSAGES.depositPending);
  });

  it('never takes the same transaction id twice for a method, whoever sends it', async () => {
    const a = await verifiedPlayer(t.app);
    const b = await verifiedPlayer(t.app);
    const trx = trxId();
    expect((await deposit(t.app, a, { amount: '1000', trx })).statusCode).toBe(200);
    const dup = await deposit(t.app, b, { amount: '1000', trx: trx.toLowerCase() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(MESSAGES.trxIdUsed);
    // Another method may carry the same id.
    expect((await deposit(t.app, b, { amount: '1000', trx, method: 'Nagad' })).statusCode).toBe(200);
  });
});

describe('a deposit sent again with its request id', () => {
  it('answers the first deposit as it is now, though its number hold is spent and its transaction id taken', async () => {
    const p = await verifiedPlayer(t.app);
    const n = await getWalletNumber(t.app, p, { amount: '1000' });
    expect(n.statusCode, n.body).toBe(200);
    const body = { remote_id: p.remoteId, account_number: '01711223344', transaction_id: trxId(), amount: '1000', payment_id: await methodId(t.app, p), request_id: 'dep-retry-0001' };
    const first = await submitDeposit(t.app, p, body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await submitDeposit(t.app, p, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    const id = (first.json() as { data: { id: number } }).data.id;
    expect((await records(t.app, p)).filter((r) => r.action === 'deposit')).toHaveLength(1);
    // Confirmed since: the same id answers the confirmation and credits nothing more.
    expect((await approveDeposit(t.app, admin, id)).statusCode).toBe(200);
    const late = await submitDeposit(t.app, p, body);
    expect(late.json()).toMatchObject({ message: MESSAGES.depositConfirmed, data: { id, status: 'confirmed', amount: '1000.00' } });
    const credited = await balance(t.app, p);
    expect((await submitDeposit(t.app, p, body)).statusCode).toBe(200);
    expect(await balance(t.app, p)).toBe(credited);
    // Without the id the same body is what it always was: a used transaction id (after a new number).
    expect((await getWalletNumber(t.app, p, { amount: '1000' })).statusCode).toBe(200);
    const plain = await submitDeposit(t.app, p, { ...body, request_id: undefined });
    expect(plain.statusCode).toBe(409);
    expect(plain.json().message).toBe(MESSAGES.trxIdUsed);
  });

  it('the same id in parallel makes one deposit; a malformed id is a 422 on request_id', async () => {
    const p = await verifiedPlayer(t.app);
    expect((await getWalletNumber(t.app, p, { amount: '1000' })).statusCode).toBe(200);
    const body = { remote_id: p.remoteId, account_number: '01711223344', transaction_id: trxId(), amount: '1000', payment_id: await methodId(t.app, p), request_id: 'dep-parallel-01' };
    const all = await Promise.all(Array.from({ length: 6 }, () => submitDeposit(t.app, p, body)));
    for (const r of all) expect(r.statusCode, r.body).toBe(200);
    expect(new Set(all.map((r) => (r.json() as { data: { id: number } }).data.id)).size).toBe(1);
    const q = await verifiedPlayer(t.app);
    for (const bad of ['short', 'has space in it', 'x'.repeat(65)]) {
      const r = await submitDeposit(t.app, q, { ...body, remote_id: q.remoteId, request_id: bad });
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json()).toMatchObject({ errors: { request_id: [MESSAGES.valueInvalid] } });
    }
    expect((await records(t.app, q)).filter((r) => r.action === 'deposit')).toHaveLength(0);
  });

  it('a copy that went through while this one was being checked is answered, not told to start again', async () => {
    const p = await verifiedPlayer(t.app);
    expect((await getWalletNumber(t.app, p, { amount: '1000' })).statusCode).toBe(200);
    const body = { remote_id: p.remoteId, account_number: '01711223344', transaction_id: trxId(), amount: '1000', payment_id: await methodId(t.app, p), request_id: 'dep-window-001' };
    const first = await submitDeposit(t.app, p, body);
    expect(first.statusCode, first.body).toBe(200);
    // The race, made certain: the copy's first look by request id comes before the first copy committed (it finds
    // nothing), so the rules then find the number hold spent.
    const repo = (t.app.khela.deposits as unknown as { repo: { depositByRequestId: (...a: unknown[]) => Promise<unknown> } }).repo;
    const real = repo.depositByRequestId.bind(repo);
    let calls = 0;
    repo.depositByRequestId = async (...a: unknown[]) => (calls++ === 0 ? undefined : real(...a));
    try {
      const copy = await submitDeposit(t.app, p, body);
      expect(copy.statusCode, copy.body).toBe(200);
      expect(copy.json()).toEqual(first.json());
    } finally {
      repo.depositByRequestId = real;
    }
    expect(calls).toBeGreaterThan(1);
    expect((await records(t.app, p)).filter((r) => r.action === 'deposit')).toHaveLength(1);
  });
});

describe('deposit life cycle', () => {
  it('manual: pending, approved by an operator, credited with the method bonus, ticket opened', async () => {
    const p = await verifiedPlayer(t.app);
    const trx = trxId();
    const id = await depositId(await deposit(t.app, p, { amount: '1000', trx }));
    expect(await balance(t.app, p)).toBe('0.00');
    let rows = await records(t.app, p);
    expect(rows[0]).toMatchObject({ transaction_id: trx, action: 'deposit', key: '0', amount: '1000.00' });

    const ok = await approveDeposit(t.app, admin, id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ changed: true, status: 'confirmed', amount: '1000.00', bonus: '20.00' });
    expect(await balance(t.app, p)).toBe('1020.00');
    rows = await records(t.app, p);
    expect(rows[0]).toMatchObject({ key: '1', payment_method: { name: 'bKash', type: 'Agent', icon: 'images/payments/bkash.svg' } });
    const [ticket] = await tickets(t.app, p);
    expect(ticket).toMatchObject({
      status: 'active',
      required_turnover: '1020.00',
      remaining_turnover: '1020.00',
      transaction: { action: 'deposit', promotion: null, payment_method: { name: 'bKash' } },
    });
    const user = (await get(p.token, '/api/user/show')).json();
    expect(user.last_deposit_at).not.toBeNull();
    const inbox = await t.app.khela.database.db.selectFrom('inbox_messages').selectAll().where('player_id', '=', BigInt(p.remoteId)).execute();
    expect(inbox.map((n) => n.title)).toEqual([MESSAGES.depositConfirmedTitle]);

    // Idempotent: a second approval moves nothing; a rejection now is refused.
    expect((await approveDeposit(t.app, admin, id)).json()).toMatchObject({ changed: false, status: 'confirmed' });
    expect((await approveDeposit(t.app, admin, id, { amount: '1000' })).json()).toMatchObject({ changed: false, status: 'confirmed' });
    // Another amount lost the race to the first approval: a 409 saying for how much it was approved, nothing moves.
    const other = await approveDeposit(t.app, admin, id, { amount: '900' });
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json()).toMatchObject({ code: 'conflict', message: MESSAGES.depositAlreadyApproved, amount: '1000.00' });
    const late = await staffCall(t.app, admin, 'POST', `/api/backoffice/deposits/${id}/reject`, { reason: 'too late' });
    expect(late.statusCode).toBe(409);
    expect(await balance(t.app, p)).toBe('1020.00');
    await expectLedgerClean(t.app);
  });

  it('rejection: a reason, nothing credited, a message in the inbox, and the player may deposit again', async () => {
    const p = await verifiedPlayer(t.app);
    const id = await depositId(await deposit(t.app, p, { amount: '2000' }));
    const noReason = await staffCall(t.app, admin, 'POST', `/api/backoffice/deposits/${id}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe(MESSAGES.reasonRequired);
    const r = await staffCall(t.app, admin, 'POST', `/api/backoffice/deposits/${id}/reject`, { reason: 'No such payment received' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ changed: true, status: 'rejected' });
    expect(await balance(t.app, p)).toBe('0.00');
    const [row] = await records(t.app, p);
    expect(row).toMatchObject({ key: '2', reason: 'No such payment received' });
    const inbox = await t.app.khela.database.db.selectFrom('inbox_messages').selectAll().where('player_id', '=', BigInt(p.remoteId)).execute();
    expect(inbox[0]!.title).toBe(MESSAGES.depositRejectedTitle);
    expect(inbox[0]!.message).toContain('No such payment received');
    expect((await approveDeposit(t.app, admin, id)).statusCode).toBe(409);
    expect((await deposit(t.app, p, { amount: '2000' })).statusCode).toBe(200);
    expect(await tickets(t.app, p)).toEqual([]);
    await expectLedgerClean(t.app);
  });

  it('an operator can credit the amount that actually arrived', async () => {
    const p = await verifiedPlayer(t.app);
    const id = await depositId(await deposit(t.app, p, { amount: '1000' }));
    const r = await approveDeposit(t.app, admin, id, { amount: '900' });
    expect(r.json()).toMatchObject({ amount: '900.00', bonus: '18.00' });
    expect(await balance(t.app, p)).toBe('918.00');
    await expectLedgerClean(t.app);
  });
});

describe('automatic confirmation by signed payment notices', () => {
  it('a notice matching a pending deposit confirms it', async () => {
    const p = await verifiedPlayer(t.app);
    const trx = trxId();
    const id = await depositId(await deposit(t.app, p, { amount: '1500', trx, sender: '01811223344' }));
    const n = await sendNotice(t.app, { method: 'bkash', transaction_id: trx.toLowerCase(), amount: '1500.00', sender: '01811223344', receiver: '01700000000', received_at: new Date().toISOString() });
    expect(n.statusCode, n.body).toBe(200);
    expect(n.json()).toEqual({ status: 'matched', deposit_id: id });
    expect(await balance(t.app, p)).toBe('1530.00');
    const dup = await sendNotice(t.app, { method: 'bKash', transaction_id: trx, amount: 1500 });
    expect(dup.json()).toEqual({ status: 'duplicate', deposit_id: id });
    expect(await balance(t.app, p)).toBe('1530.00');
    const list = (await staffCall(t.app, admin, 'GET', `/api/backoffice/deposits?status=confirmed&player_id=${p.remoteId}`)).json();
    expect(list.data[0]).toMatchObject({ id, match_state: 'matched', confirmed_via: 'notice', notice: { amount: '1500.00', state: 'matched' } });
    await expectLedgerClean(t.app);
  });

  it('a notice that arrives first waits; the submission with the same id and amount confirms at once', async () => {
    const p = await verifiedPlayer(t.app);
    const trx = trxId();
    const n = await sendNotice(t.app, { method: 'Nagad', transaction_id: trx, amount: '700' });
    expect(n.json()).toEqual({ status: 'stored', deposit_id: null });
    const r = await deposit(t.app, p, { amount: '700', trx, method: 'Nagad', accountType: 'Personal' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ message: MESSAGES.depositConfirmed, data: { status: 'confirmed', bonus: '14.00' } });
    expect(await balance(t.app, p)).toBe('714.00');
    await expectLedgerClean(t.app);
  });

  it('a different amount flags both for an operator and credits nothing', async () => {
    const p = await verifiedPlayer(t.app);
    const trx = trxId();
    const id = await depositId(await deposit(t.app, p, { amount: '5000', trx }));
    const n = await sendNotice(t.app, { method: 'bKash', transaction_id: trx, amount: '500' });
    expect(n.json()).toEqual({ status: 'mismatch', deposit_id: id });
    expect(await balance(t.app, p)).toBe('0.00');
    const flagged = (await staffCall(t.app, admin, 'GET', '/api/backoffice/deposits?status=pending&match=mismatch')).json();
    expect(flagged.data.map((d: { id: number }) => d.id)).toContain(id);
    const notices = (await staffCall(t.app, admin, 'GET', '/api/backoffice/notices?state=mismatch')).json();
    expect(notices.data.some((x: { deposit_id: number }) => x.deposit_id === id)).toBe(true);
    const dash = (await staffCall(t.app, admin, 'GET', '/api/backoffice/dashboard')).json();
    expect(dash.flagged_deposits).toBeGreaterThanOrEqual(1);
    // The operator credits what arrived.
    expect((await approveDeposit(t.app, admin, id, { amount: '500' })).json()).toMatchObject({ amount: '500.00' });
    expect(await balance(t.app, p)).toBe('510.00');
    await expectLedgerClean(t.app);
  });

  it('refuses unsigned and badly signed notices, and bad bodies, readably', async () => {
    const body = { method: 'bKash', transaction_id: trxId(), amount: '100' };
    const unsigned = await sendNotice(t.app, body, { signature: null });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toBe(MESSAGES.signatureInvalid);
    expect((await sendNotice(t.app, body, { signature: 'ab'.repeat(32) })).statusCode).toBe(401);
    expect((await sendNotice(t.app, body, { signature: 'xyz' })).statusCode).toBe(401);
    // Signed over other bytes (a space added after signing).
    const raw = JSON.stringify(body);
    expect((await sendNotice(t.app, body, { raw: `${raw} `, signature: `sha256=${(await import('./payments-fixtures')).sign(raw)}` })).statusCode).toBe(401);
    const malformed = await sendNotice(t.app, {}, { raw: '{"method":' });
    expect(malformed.statusCode).toBe(400);
    const unknownMethod = await sendNotice(t.app, { ...body, method: 'PayPal' });
    expect(unknownMethod.statusCode).toBe(422);
    const badAmount = await sendNotice(t.app, { ...body, amount: '-5' });
    expect(badAmount.statusCode).toBe(422);
    const extra = await sendNotice(t.app, { ...body, admin: true });
    expect(extra.statusCode).toBe(400);
  });

  it('answers 503 when no notice secret is configured', async () => {
    const other = await startTestApp({ paymentNoticeSecret: undefined });
    try {
      const r = await sendNotice(other.app, { method: 'bKash', transaction_id: trxId(), amount: '100' });
      expect(r.statusCode).toBe(503);
      expect(r.json().message).toBe(MESSAGES.noticesNotConfigured);
    } finally {
      await other.close();
    }
  });
});

describe('promotions, bonus and turnover tickets', () => {
  it('welcome offer: 100 % capped at 10,000 plus the method’s 2 %, ×10 turnover, once per player', async () => {
    const p = await verifiedPlayer(t.app);
    const welcome = await promotionId('Welcome');
    const id = await depositId(await deposit(t.app, p, { amount: '5000', promotionId: welcome }));
    expect((await approveDeposit(t.app, admin, id)).json()).toMatchObject({ amount: '5000.00', bonus: '5100.00' });
    expect(await balance(t.app, p)).toBe('10100.00');
    const [ticket] = await tickets(t.app, p);
    expect(ticket).toMatchObject({
      required_turnover: '101000.00',
      remaining_turnover: '101000.00',
      transaction: { action: 'bonus', promotion: { name: expect.stringContaining('Welcome'), turnover: 10 } },
    });
    const again = await deposit(t.app, p, { amount: '5000', promotionId: welcome });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(MESSAGES.promotionAlreadyUsed);

    const q = await verifiedPlayer(t.app);
    const big = await depositId(await deposit(t.app, q, { amount: '25000', promotionId: welcome }));
    expect((await approveDeposit(t.app, admin, big)).json()).toMatchObject({ bonus: '10500.00' });
    expect((await tickets(t.app, q))[0]!.required_turnover).toBe('355000.00');
    await expectLedgerClean(t.app);
  });

  it('a rejected promotion deposit leaves the once-per-player offer available', async () => {
    const p = await verifiedPlayer(t.app);
    const welcome = await promotionId('Welcome');
    const id = await depositId(await deposit(t.app, p, { amount: '1000', promotionId: welcome }));
    await staffCall(t.app, admin, 'POST', `/api/backoffice/deposits/${id}/reject`, { reason: 'not received' });
    expect((await deposit(t.app, p, { amount: '1000', promotionId: welcome })).statusCode).toBe(200);
  });

  it('stakes reduce the oldest ticket first; a ticket at zero completes; a low balance releases the rest', async () => {
    const p = await verifiedPlayer(t.app);
    const first = await depositId(await deposit(t.app, p, { amount: '1000' }));
    await approveDeposit(t.app, admin, first);
    const second = await depositId(await deposit(t.app, p, { amount: '500', method: 'Upay' }));
    await approveDeposit(t.app, admin, second);
    let list = await tickets(t.app, p);
    expect(list.map((x) => [x.required_turnover, x.remaining_turnover, x.status])).toEqual([
      ['510.00', '510.00', 'active'],
      ['1020.00', '1020.00', 'active'],
    ]);
    const stake = (amount: bigint) => t.app.khela.wallet.inTransaction((tx) => t.app.khela.turnover.recordStake(tx, BigInt(p.remoteId), amount));
    await stake(100_000n); // 1,000 BDT
    list = await tickets(t.app, p);
    expect(list.map((x) => [x.remaining_turnover, x.status])).toEqual([
      ['510.00', 'active'],
      ['20.00', 'active'],
    ]);
    await stake(5_000n); // 50: 20 finishes the first, 30 goes to the second
    list = await tickets(t.app, p);
    expect(list.map((x) => [x.remaining_turnover, x.status])).toEqual([
      ['480.00', 'active'],
      ['0.00', 'complete'],
    ]);
    const w = await t.app.inject({ method: 'GET', url: '/api/userwithdrawcheck', headers: bearer(p.token) });
    expect(w.json().error).not.toBe(MESSAGES.completeTurnover); // birthday comes first
    // The balance falls below 10 BDT (a loss) with no open bets: the last ticket completes.
    const adjust = await staffCall(t.app, admin, 'POST', `/api/backoffice/players/${p.remoteId}/adjust`, { amount: '-1525', reason: 'game loss test' });
    expect(adjust.statusCode, adjust.body).toBe(200);
    expect(await balance(t.app, p)).toBe('5.00');
    list = await tickets(t.app, p);
    expect(list.map((x) => x.status)).toEqual(['complete', 'complete']);
    await expectLedgerClean(t.app);
  });
});

describe('e-wallet mode (demo gateway)', () => {
  it('is refused while the mode is off, then runs request → confirm end to end', async () => {
    const p = await verifiedPlayer(t.app);
    const off = await t.app.inject({ method: 'POST', url: '/api/ewa/request', headers: bearer(p.token), payload: { amount: '1000', type: 'Agent', provider: 'bKash' } });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(MESSAGES.ewalletOff);

    expect((await staffCall(t.app, admin, 'PUT', '/api/backoffice/settings', { ewallet_mode: true })).statusCode).toBe(200);
    try {
      const methods = (await get(p.token, '/api/b2b/payment-methods')).json();
      expect(methods.type).toBe('ewallet');
      expect(methods.pgs).toHaveLength(4);
      const req = await t.app.inject({ method: 'POST', url: '/api/ewa/request', headers: bearer(p.token), payload: { amount: '1000', type: 'Agent', provider: 'bKash', promotion: '' } });
      expect(req.statusCode, req.body).toBe(200);
      const r = req.json() as { transaction: string; number: string; message: string; demo: boolean };
      expect(r.demo).toBe(true);
      expect(r.transaction).toMatch(/^DEMO-/);
      expect(r.message).toBe(MESSAGES.demoGatewayNotice);
      // A new request replaces an unpaid one.
      const req2 = await t.app.inject({ method: 'POST', url: '/api/ewa/request', headers: bearer(p.token), payload: { amount: '1200', type: 'Agent', provider: 'bKash' } });
      expect(req2.statusCode).toBe(200);
      const r2 = req2.json() as { transaction: string; number: string };

      const other = await verifiedPlayer(t.app);
      const stolen = await t.app.inject({ method: 'POST', url: '/api/ewa/confirm', headers: bearer(other.token), payload: { trx_id: r2.transaction, trxid: trxId(), number: '01711223344' } });
      expect(stolen.statusCode).toBe(404);
      const short = await t.app.inject({ method: 'POST', url: '/api/ewa/confirm', headers: bearer(p.token), payload: { trx_id: r2.transaction, trxid: 'ABC', number: '01711223344' } });
      expect(short.json().message).toBe(MESSAGES.trxIdInvalid);
      const trx = trxId();
      const ok = await t.app.inject({ method: 'POST', url: '/api/ewa/confirm', headers: bearer(p.token), payload: { trx_id: r2.transaction, trxid: trx, number: '01711223344' } });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ message: MESSAGES.depositConfirmed, data: { status: 'confirmed', amount: '1200.00', bonus: '24.00' }, demo: true });
      expect(await balance(t.app, p)).toBe('1224.00');
      const stale = await t.app.inject({ method: 'POST', url: '/api/ewa/confirm', headers: bearer(p.token), payload: { trx_id: r.transaction, trxid: trxId(), number: '01711223344' } });
      expect(stale.statusCode).toBe(409);
      const rows = await records(t.app, p);
      expect(rows.map((x) => x.key)).toEqual(['1', '2']);
    } finally {
      await staffCall(t.app, admin, 'PUT', '/api/backoffice/settings', { ewallet_mode: false });
    }
    await expectLedgerClean(t.app);
  });
});

describe('players only see and touch their own money', () => {
  it('403 on another remote_id, and records are the token’s player’s only', async () => {
    const a = await verifiedPlayer(t.app);
    const b = await verifiedPlayer(t.app);
    const id = await depositId(await deposit(t.app, a, { amount: '1000' }));
    await approveDeposit(t.app, admin, id);
    for (const url of [
      `/api/transaction/show?remote_id=${a.remoteId}`,
      `/api/turnovers?remote_id=${a.remoteId}`,
      `/api/userwithdrawcheck?remote_id=${a.remoteId}`,
      `/api/b2b/get-wallet-number?name=bKash&account_type=Agent&amount=1000&remote_id=${a.remoteId}`,
    ]) {
      expect((await get(b.token, url)).statusCode, url).toBe(403);
    }
    const pid = await methodId(t.app, b);
    const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload, headers: bearer(b.token) });
    expect((await post('/api/submit-deposit', { remote_id: a.remoteId, account_number: '01711223344', transaction_id: trxId(), amount: '1000', payment_id: pid })).statusCode).toBe(403);
    expect((await post('/api/submit-withdraw', { remote_id: a.remoteId, account_number: '01711223344', amount: '1000', payment_id: pid })).statusCode).toBe(403);
    expect(await records(t.app, b)).toEqual([]);
    expect(await tickets(t.app, b)).toEqual([]);
    expect((await records(t.app, a)).length).toBe(1);
  });
});
