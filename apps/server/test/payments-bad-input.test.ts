import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPlayer, type NewPlayer, type TestApp } from './helpers';
import { sign, staffLogin, startPaymentsApp } from './payments-fixtures';

/** The payment, withdrawal and back-office endpoints answer bad input with a clear 4xx and a readable message, never a 500. */
let t: TestApp;
let p: NewPlayer;
let staff: string;
beforeAll(async () => {
  t = await startPaymentsApp();
  p = await newPlayer(t.app);
  staff = await staffLogin(t.app);
});
afterAll(() => t?.close());

interface Endpoint {
  url: string;
  method?: 'POST' | 'PUT' | 'PATCH';
  auth: 'player' | 'staff' | 'none' | 'signed';
  valid: Record<string, unknown>;
}

const HUGE = 'a'.repeat(20_000);

const endpoints: Endpoint[] = [
  {
    url: '/api/submit-deposit',
    auth: 'player',
    valid: { remote_id: 1, account_number: '01711223344', transaction_id: 'ABC12345', amount: '1000', payment_id: 1, promotion_id: 1 },
  },
  { url: '/api/ewa/request', auth: 'player', valid: { amount: '1000', type: 'Agent', provider: 'bKash', promotion: 1 } },
  { url: '/api/ewa/confirm', auth: 'player', valid: { trx_id: 'DEMO-1', trxid: 'ABC12345', number: '01711223344' } },
  { url: '/api/submit-withdraw', auth: 'player', valid: { remote_id: 1, account_number: '01711223344', amount: '1000', payment_id: 1, provider: 'bKash' } },
  { url: '/api/payments/notices', auth: 'signed', valid: { method: 'bKash', transaction_id: 'ABC12345', amount: '100', sender: '01711223344', receiver: '01700000000', received_at: '2025-01-01T00:00:00Z' } },
  { url: '/api/backoffice/login', auth: 'none', valid: { username: 'admin', password: 'secret-pass' } },
  { url: '/api/backoffice/deposits/1/approve', auth: 'staff', valid: { amount: '100' } },
  { url: '/api/backoffice/deposits/1/reject', auth: 'staff', valid: { reason: 'bad input' } },
  { url: '/api/backoffice/withdrawals/1/approve', auth: 'staff', valid: { payout_transaction_id: 'PAY12345' } },
  { url: '/api/backoffice/withdrawals/1/reject', auth: 'staff', valid: { reason: 'bad input' } },
  { url: '/api/backoffice/turnovers/1/waive', auth: 'staff', valid: { reason: 'bad input' } },
  { url: '/api/backoffice/players/1/adjust', auth: 'staff', valid: { amount: '1', reason: 'bad input', request_id: 'abcdefgh1' } },
  { url: '/api/backoffice/staff', auth: 'staff', valid: { username: 'someone1', password: 'long-password', role: 'support' } },
  { url: '/api/backoffice/staff/1', method: 'PATCH', auth: 'staff', valid: { role: 'admin', status: 'active', password: 'long-password' } },
  { url: '/api/backoffice/payment-methods', auth: 'staff', valid: { name: 'Pay', icon: 'x.svg', status: 'active', bonus_pct: 1, withdraw_enabled: true, sort_order: 1 } },
  { url: '/api/backoffice/payment-methods/1', method: 'PATCH', auth: 'staff', valid: { status: 'active', bonus_pct: 2 } },
  { url: '/api/backoffice/payment-channels', auth: 'staff', valid: { method_id: 1, name: 'X', account_type: 'Agent', type: 'Cash Out', min: '1', max: '2' } },
  { url: '/api/backoffice/receiving-numbers', auth: 'staff', valid: { method_id: 1, account_type: 'Agent', number: '01711223344', daily_limit: '100' } },
  { url: '/api/backoffice/promotions', auth: 'staff', valid: { name: 'P', start_date: '2025-01-01', end_date: '2025-02-01', max_bonus: '1', once_per_player: true } },
  { url: '/api/backoffice/sliders', auth: 'staff', valid: { name: 'S', thubmnail: 'x.svg', slider_type: 'Main', message_id: 1 } },
  { url: '/api/backoffice/settings', method: 'PUT', auth: 'staff', valid: { site_title: 'Khela', notice: ['x'], ewallet_mode: false, turnover_release_threshold: '10' } },
];

function expectReadable4xx(r: { statusCode: number; body: string }) {
  expect(r.statusCode, r.body).toBeGreaterThanOrEqual(400);
  expect(r.statusCode, r.body).toBeLessThan(500);
  const body = JSON.parse(r.body) as { message: unknown };
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(3);
}

describe.each(endpoints)('$url', (ep) => {
  const send = (payload: string, contentType = 'application/json') => {
    const headers: Record<string, string> = { 'content-type': contentType };
    if (ep.auth === 'player') Object.assign(headers, bearer(p.token));
    if (ep.auth === 'staff') Object.assign(headers, bearer(staff));
    if (ep.auth === 'signed') headers['x-signature'] = sign(payload);
    return t.app.inject({ method: ep.method ?? 'POST', url: ep.url, payload, headers });
  };

  it('malformed JSON', async () => expectReadable4xx(await send('{"amount": "x",')));
  it('a JSON array or a bare string', async () => {
    expectReadable4xx(await send('[]'));
    expectReadable4xx(await send('"hello"'));
  });
  it('an empty body', async () => expectReadable4xx(await send('')));
  it('missing fields', async () => {
    const r = await send('{}');
    // Approving deposit 1 with no body is a valid call: there is no such deposit.
    expectReadable4xx(r);
  });
  it('wrong types', async () => {
    for (const key of Object.keys(ep.valid)) {
      expectReadable4xx(await send(JSON.stringify({ ...ep.valid, [key]: { nested: true } })));
      expectReadable4xx(await send(JSON.stringify({ ...ep.valid, [key]: [1, 2] })));
    }
  });
  it('huge strings', async () => {
    for (const key of Object.keys(ep.valid)) expectReadable4xx(await send(JSON.stringify({ ...ep.valid, [key]: HUGE })));
  });
  it('unknown fields', async () => expectReadable4xx(await send(JSON.stringify({ ...ep.valid, isAdmin: true }))));
  it('a body over the size limit', async () => expectReadable4xx(await send(JSON.stringify({ ...ep.valid, x: 'b'.repeat(100_000) }))));
  it('a non-JSON content type', async () => expectReadable4xx(await send('amount=x', 'text/plain')));
});

describe('queries and paths', () => {
  const get = (url: string, token = p.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  it('player GET calls with bad queries', async () => {
    for (const url of [
      '/api/b2b/showpayment-menthod',
      `/api/b2b/showpayment-menthod?name=${'x'.repeat(300)}`,
      '/api/b2b/get-wallet-number?name=bKash&account_type=Agent&amount=abc',
      '/api/b2b/get-wallet-number?name=bKash&account_type=Agent&amount=1e5',
      '/api/b2b/get-wallet-number?name=bKash&name=Nagad&amount=100',
      '/api/transaction/show?remote_id=abc',
      '/api/turnovers?remote_id=-1',
      '/api/userwithdrawcheck?remote_id=1&remote_id=2',
      '/api/transaction/show?extra=1&remote_id=',
    ]) {
      const r = await get(url);
      if (r.statusCode === 200) continue; // an ignored extra key is fine
      expectReadable4xx(r);
    }
  });
  it('back-office paths and queries', async () => {
    for (const url of [
      '/api/backoffice/players/abc',
      `/api/backoffice/players/${'9'.repeat(40)}`,
      '/api/backoffice/players/0/ledger',
      '/api/backoffice/deposits?status=lost',
      '/api/backoffice/withdrawals?status=1',
      '/api/backoffice/audit?staff_id=x',
      '/api/backoffice/deposits?player_id=abc',
    ]) {
      expectReadable4xx(await get(url, staff));
    }
    expectReadable4xx(await t.app.inject({ method: 'DELETE', url: '/api/backoffice/sliders/abc', headers: bearer(staff) }));
    expectReadable4xx(await t.app.inject({ method: 'POST', url: '/api/backoffice/deposits/abc/approve', headers: bearer(staff), payload: {} }));
  });
  it('a bad bearer header on the back office', async () => {
    for (const h of ['Bearer', 'Basic abc', `Bearer ${'x'.repeat(5000)}`, 'Bearer a b']) {
      const r = await t.app.inject({ method: 'GET', url: '/api/backoffice/me', headers: { authorization: h } });
      expect(r.statusCode).toBe(401);
      expectReadable4xx(r);
    }
  });
});
