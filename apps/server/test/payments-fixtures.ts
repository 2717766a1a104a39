import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../src/config';
import { bearer, latestCode, newPlayer, startTestApp, type NewPlayer, type TestApp } from './helpers';

/** Factories and calls shared by the payments, withdrawals, back-office and concurrency tests. */

export const ADMIN_PASSWORD = 'admin-password-123';
export const NOTICE_SECRET = 'test-notice-secret-0123456789';

export function startPaymentsApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  return startTestApp({ adminPassword: ADMIN_PASSWORD, paymentNoticeSecret: NOTICE_SECRET, ...overrides });
}

/** A new player with a verified phone (and, when asked, a birthday). */
export async function verifiedPlayer(app: FastifyInstance, opts: { birthday?: boolean } = {}): Promise<NewPlayer> {
  const p = await newPlayer(app);
  const send = await app.inject({ method: 'POST', url: '/api/send-verification-code', payload: { phone: p.phone }, headers: bearer(p.token) });
  expect(send.statusCode, send.body).toBe(200);
  const code = await latestCode(app, `88${p.phone}`);
  const v = await app.inject({ method: 'POST', url: '/api/verify-phone-number', payload: { verification_code: code }, headers: bearer(p.token) });
  expect(v.statusCode, v.body).toBe(200);
  if (opts.birthday) {
    const b = await app.inject({ method: 'POST', url: '/api/user/profile/update', payload: { dofb: '1990-05-17' }, headers: bearer(p.token) });
    expect(b.statusCode, b.body).toBe(200);
  }
  return p;
}

/** A unique wallet transaction id (10 upper-case letters and digits). */
export function trxId(): string {
  return randomBytes(8).toString('hex').toUpperCase().slice(0, 10);
}

export async function methodId(app: FastifyInstance, p: NewPlayer, name = 'bKash'): Promise<number> {
  const r = await app.inject({ method: 'GET', url: '/api/b2b/payment-methods', headers: bearer(p.token) });
  const list = r.json() as { id: number; name: string }[] | { pgs: { id: number; name: string }[] };
  const m = (Array.isArray(list) ? list : list.pgs).find((x) => x.name === name);
  expect(m, r.body).toBeDefined();
  return m!.id;
}

export function getWalletNumber(app: FastifyInstance, p: NewPlayer, q: { name?: string; account_type?: string; amount?: string }) {
  const qs = new URLSearchParams({ name: 'bKash', account_type: 'Agent', ...q });
  return app.inject({ method: 'GET', url: `/api/b2b/get-wallet-number?${qs}`, headers: bearer(p.token) });
}

export function submitDeposit(app: FastifyInstance, p: NewPlayer, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/submit-deposit', payload, headers: bearer(p.token) });
}

/** Gets a number for `amount` on bKash/Agent (or the given channel) and submits the deposit; answers the response. */
export async function deposit(
  app: FastifyInstance,
  p: NewPlayer,
  opts: { amount: string; method?: string; accountType?: string; trx?: string; promotionId?: number; sender?: string } = { amount: '1000' },
) {
  const method = opts.method ?? 'bKash';
  const n = await getWalletNumber(app, p, { name: method, account_type: opts.accountType ?? 'Agent', amount: opts.amount });
  expect(n.statusCode, n.body).toBe(200);
  return submitDeposit(app, p, {
    remote_id: p.remoteId,
    account_number: opts.sender ?? '01711223344',
    transaction_id: opts.trx ?? trxId(),
    amount: opts.amount,
    payment_id: await methodId(app, p, method),
    ...(opts.promotionId !== undefined ? { promotion_id: opts.promotionId } : {}),
  });
}

// ------------------------------------------------------------------ back office

export async function staffLogin(app: FastifyInstance, username = 'admin', password = ADMIN_PASSWORD): Promise<string> {
  const r = await app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { username, password } });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { token: string }).token;
}

let staffSeq = 0;
/** Creates a staff member of `role` through the admin API and logs them in. */
export async function newStaff(app: FastifyInstance, adminToken: string, role: 'admin' | 'finance' | 'support') {
  const username = `${role}${Date.now().toString(36)}${++staffSeq}`;
  const password = 'staff-password-1';
  const r = await app.inject({ method: 'POST', url: '/api/backoffice/staff', payload: { username, password, role }, headers: bearer(adminToken) });
  expect(r.statusCode, r.body).toBe(200);
  return { id: (r.json() as { id: number }).id, username, password, token: await staffLogin(app, username, password) };
}

export function staffCall(app: FastifyInstance, token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return app.inject({ method, url, headers: bearer(token), ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
}

export async function approveDeposit(app: FastifyInstance, token: string, id: number, payload: Record<string, unknown> = {}) {
  return staffCall(app, token, 'POST', `/api/backoffice/deposits/${id}/approve`, payload);
}

// ------------------------------------------------------------------ signed notices

export function sign(body: string, secret = NOTICE_SECRET): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function sendNotice(app: FastifyInstance, notice: Record<string, unknown>, opts: { signature?: string | null; raw?: string } = {}) {
  const body = opts.raw ?? JSON.stringify(notice);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature = opts.signature === undefined ? sign(body) : opts.signature;
  if (signature !== null) headers['x-signature'] = signature;
  return app.inject({ method: 'POST', url: '/api/payments/notices', payload: body, headers });
}

// ------------------------------------------------------------------ money

export async function balance(app: FastifyInstance, p: NewPlayer): Promise<string> {
  const r = await app.inject({ method: 'POST', url: '/api/balance', headers: bearer(p.token) });
  return (r.json() as { balance: string }).balance;
}

/** Funds a player through the dev adjustment route (a real ledger transfer from the house). */
export async function fund(app: FastifyInstance, p: NewPlayer, amount: string): Promise<void> {
  const r = await app.inject({ method: 'POST', url: '/dev/wallet/adjust', payload: { username: p.username, amount } });
  expect(r.statusCode, r.body).toBe(200);
}

export async function tickets(app: FastifyInstance, p: NewPlayer) {
  const r = await app.inject({ method: 'GET', url: `/api/turnovers?remote_id=${p.remoteId}`, headers: bearer(p.token) });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as {
    id: number;
    status: string;
    required_turnover: string;
    remaining_turnover: string;
    transaction: { action: string; promotion: { name: string; turnover: number } | null; payment_method: { name: string } | null };
  }[];
}

export async function records(app: FastifyInstance, p: NewPlayer) {
  const r = await app.inject({ method: 'GET', url: `/api/transaction/show?remote_id=${p.remoteId}`, headers: bearer(p.token) });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { id: number; transaction_id: string; action: string; key: string; amount: string; reason: string | null; payment_method: unknown }[];
}

/** Every active ticket of the player, completed straight in the database (a withdrawal test needs none). */
export async function clearTickets(app: FastifyInstance, p: NewPlayer): Promise<void> {
  await app.khela.database.db
    .updateTable('turnover_tickets')
    .set({ status: 'complete', completed_reason: 'turnover', completed_at: new Date(), remaining: 0n })
    .where('player_id', '=', BigInt(p.remoteId))
    .where('status', '=', 'active')
    .execute();
}
