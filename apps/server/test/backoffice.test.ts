import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@khela/domain';
import { sql } from 'kysely';
import { bearer, expectLedgerClean, newPlayer, startTestApp, type TestApp } from './helpers';
import {
  ADMIN_PASSWORD,
  approveDeposit,
  balance,
  deposit,
  fund,
  newStaff,
  records,
  staffCall,
  staffLogin,
  startPaymentsApp,
  tickets,
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

describe('staff sessions', () => {
  it('logs in with the seeded admin, answers me, logs out; tokens are separate from players’', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { username: 'admin', password: 'wrong-password' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe(MESSAGES.invalidCredentials);
    expect((await t.app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { username: 'nobody', password: 'x' } })).statusCode).toBe(401);

    const r = await t.app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { username: 'ADMIN', password: ADMIN_PASSWORD } });
    expect(r.statusCode).toBe(200);
    const body = r.json() as { token: string; role: string; username: string; expires_at: string };
    expect(body).toMatchObject({ role: 'admin', username: 'admin' });
    const hours = (new Date(body.expires_at).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    expect((await staffCall(t.app, body.token, 'GET', '/api/backoffice/me')).json()).toMatchObject({ username: 'admin', role: 'admin' });
    const hashes = await t.app.khela.database.db.selectFrom('staff_sessions').select('token_hash').execute();
    expect(hashes.some((h) => h.token_hash === body.token)).toBe(false);

    const p = await newPlayer(t.app);
    expect((await staffCall(t.app, p.token, 'GET', '/api/backoffice/me')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/balance', headers: bearer(body.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/backoffice/me' })).statusCode).toBe(401);

    expect((await staffCall(t.app, body.token, 'POST', '/api/backoffice/logout')).statusCode).toBe(200);
    expect((await staffCall(t.app, body.token, 'GET', '/api/backoffice/me')).statusCode).toBe(401);
  });

  it('sessions end after 12 hours', async () => {
    const token = await staffLogin(t.app);
    await t.app.khela.database.db.updateTable('staff_sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('revoked_at', 'is', null).execute();
    expect((await staffCall(t.app, token, 'GET', '/api/backoffice/me')).statusCode).toBe(401);
    admin = await staffLogin(t.app);
  });

  it('login is rate limited', async () => {
    const strict = await startTestApp({ adminPassword: ADMIN_PASSWORD, rateLimitScale: 1 });
    try {
      let last = 0;
      for (let i = 0; i < 12; i++) {
        last = (await strict.app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { username: 'admin', password: 'wrong-password' } })).statusCode;
      }
      expect(last).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('disabling a staff member ends their sessions; nobody disables or demotes themself', async () => {
    const f = await newStaff(t.app, admin, 'finance');
    expect((await staffCall(t.app, f.token, 'GET', '/api/backoffice/me')).statusCode).toBe(200);
    const r = await staffCall(t.app, admin, 'PATCH', `/api/backoffice/staff/${f.id}`, { status: 'disabled' });
    expect(r.statusCode, r.body).toBe(200);
    expect((await staffCall(t.app, f.token, 'GET', '/api/backoffice/me')).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { username: f.username, password: f.password } });
    expect(again.statusCode).toBe(403);
    const me = (await staffCall(t.app, admin, 'GET', '/api/backoffice/me')).json();
    expect((await staffCall(t.app, admin, 'PATCH', `/api/backoffice/staff/${me.id}`, { role: 'support' })).json().message).toBe(MESSAGES.cannotChangeOwnAccount);
    expect((await staffCall(t.app, admin, 'PATCH', `/api/backoffice/staff/${me.id}`, { status: 'disabled' })).statusCode).toBe(409);
    const weak = await staffCall(t.app, admin, 'POST', '/api/backoffice/staff', { username: 'weakling', password: 'short', role: 'support' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().message).toBe(MESSAGES.staffPasswordRule);
    expect((await staffCall(t.app, admin, 'POST', '/api/backoffice/staff', { username: 'badrole1', password: 'long-enough-1', role: 'root' })).statusCode).toBe(422);
    expect((await staffCall(t.app, admin, 'POST', '/api/backoffice/staff', { username: f.username.toUpperCase(), password: 'long-enough-1', role: 'support' })).statusCode).toBe(409);
  });
});

describe('roles are enforced on the server', () => {
  it('support reads players only; finance handles money but not configuration; admin does everything', async () => {
    const support = await newStaff(t.app, admin, 'support');
    const finance = await newStaff(t.app, admin, 'finance');
    const p = await verifiedPlayer(t.app);
    const cases: [string, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, unknown, { support: number; finance: number; admin: number }][] = [
      ['players', 'GET', '/api/backoffice/players?q=', undefined, { support: 200, finance: 200, admin: 200 }],
      ['player', 'GET', `/api/backoffice/players/${p.remoteId}`, undefined, { support: 200, finance: 200, admin: 200 }],
      ['ledger', 'GET', `/api/backoffice/players/${p.remoteId}/ledger`, undefined, { support: 200, finance: 200, admin: 200 }],
      ['tickets', 'GET', `/api/backoffice/players/${p.remoteId}/turnovers`, undefined, { support: 200, finance: 200, admin: 200 }],
      ['dashboard', 'GET', '/api/backoffice/dashboard', undefined, { support: 200, finance: 200, admin: 200 }],
      ['audit', 'GET', '/api/backoffice/audit', undefined, { support: 200, finance: 200, admin: 200 }],
      ['deposits', 'GET', '/api/backoffice/deposits?status=pending', undefined, { support: 403, finance: 200, admin: 200 }],
      ['withdrawals', 'GET', '/api/backoffice/withdrawals', undefined, { support: 403, finance: 200, admin: 200 }],
      ['approve', 'POST', '/api/backoffice/deposits/999999/approve', {}, { support: 403, finance: 404, admin: 404 }],
      ['waive', 'POST', '/api/backoffice/turnovers/999999/waive', { reason: 'test waive' }, { support: 403, finance: 404, admin: 404 }],
      ['adjust', 'POST', `/api/backoffice/players/${p.remoteId}/adjust`, { amount: '1', reason: 'role test' }, { support: 403, finance: 200, admin: 200 }],
      ['methods', 'GET', '/api/backoffice/payment-methods', undefined, { support: 403, finance: 403, admin: 200 }],
      ['promotion', 'POST', '/api/backoffice/promotions', { name: '' }, { support: 403, finance: 403, admin: 422 }],
      ['settings', 'GET', '/api/backoffice/settings', undefined, { support: 403, finance: 403, admin: 200 }],
      ['staff', 'GET', '/api/backoffice/staff', undefined, { support: 403, finance: 403, admin: 200 }],
      ['sliders', 'GET', '/api/backoffice/sliders', undefined, { support: 403, finance: 403, admin: 200 }],
    ];
    for (const [name, method, url, payload, want] of cases) {
      for (const [role, token] of [
        ['support', support.token],
        ['finance', finance.token],
        ['admin', admin],
      ] as const) {
        const r = await staffCall(t.app, token, method, url, payload);
        expect(r.statusCode, `${role} ${name}: ${r.body}`).toBe(want[role]);
      }
    }
    expect(await balance(t.app, p)).toBe('2.00');
    await expectLedgerClean(t.app);
  });
});

describe('audit log', () => {
  it('records every change with before and after, in the same transaction; nobody can edit or delete it', async () => {
    const p = await verifiedPlayer(t.app);
    const d = await deposit(t.app, p, { amount: '1000' });
    const id = (d.json() as { data: { id: number } }).data.id;
    await approveDeposit(t.app, admin, id);
    const log = (await staffCall(t.app, admin, 'GET', `/api/backoffice/audit?entity=deposit&entity_id=${id}`)).json();
    expect(log.total).toBe(1);
    expect(log.data[0]).toMatchObject({ action: 'deposit.approve', entity: 'deposit', entity_id: String(id), staff: { username: 'admin' } });
    expect(log.data[0].before.status).toBe('pending');
    expect(log.data[0].after.status).toBe('confirmed');
    const db = t.app.khela.database.db;
    await expect(sql`UPDATE audit_log SET action = 'nothing'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_log`.execute(db)).rejects.toThrow(/append-only/);
    const staffRows = (await staffCall(t.app, admin, 'GET', '/api/backoffice/audit?entity=staff')).json();
    for (const row of staffRows.data) expect(JSON.stringify(row)).not.toContain('password_hash');
  });

  it('a change that fails writes no audit row', async () => {
    const before = (await staffCall(t.app, admin, 'GET', '/api/backoffice/audit')).json().total;
    const p = await newPlayer(t.app);
    const r = await staffCall(t.app, admin, 'POST', `/api/backoffice/players/${p.remoteId}/adjust`, { amount: '-5', reason: 'more than they have' });
    expect(r.statusCode).toBe(409);
    expect((await staffCall(t.app, admin, 'GET', '/api/backoffice/audit')).json().total).toBe(before);
  });
});

describe('players, adjustments and waivers', () => {
  it('finds a player, shows the profile, the ledger and the tickets', async () => {
    const p = await verifiedPlayer(t.app);
    const found = (await staffCall(t.app, admin, 'GET', `/api/backoffice/players?q=${p.username.slice(0, 10)}`)).json();
    expect(found.data.map((x: { id: number }) => x.id)).toContain(p.remoteId);
    expect((await staffCall(t.app, admin, 'GET', `/api/backoffice/players?q=${p.remoteId}`)).json().data[0].id).toBe(p.remoteId);
    expect((await staffCall(t.app, admin, 'GET', '/api/backoffice/players?q=%25')).statusCode).toBe(200);
    const d = await deposit(t.app, p, { amount: '600' });
    await approveDeposit(t.app, admin, (d.json() as { data: { id: number } }).data.id);
    const profile = (await staffCall(t.app, admin, 'GET', `/api/backoffice/players/${p.remoteId}`)).json();
    expect(profile).toMatchObject({ username: p.username, phone_verified: true, balance: '612.00', deposits_total: '600.00', deposits_count: 1, bonus_total: '12.00' });
    expect(profile).not.toHaveProperty('password_hash');
    const ledger = (await staffCall(t.app, admin, 'GET', `/api/backoffice/players/${p.remoteId}/ledger?per_page=10`)).json();
    expect(ledger.data.map((x: { reason: string; amount: string }) => [x.reason, x.amount])).toEqual([
      ['deposit_bonus', '12.00'],
      ['deposit', '600.00'],
    ]);
    const list = (await staffCall(t.app, admin, 'GET', `/api/backoffice/players/${p.remoteId}/turnovers`)).json();
    expect(list[0]).toMatchObject({ status: 'active', required: '612.00' });
    expect((await staffCall(t.app, admin, 'GET', '/api/backoffice/players/999999999')).statusCode).toBe(404);
    expect((await staffCall(t.app, admin, 'GET', '/api/backoffice/players/abc')).statusCode).toBe(404);
  });

  it('adjusts a balance either way through the ledger, shown in the player’s records', async () => {
    const p = await verifiedPlayer(t.app);
    const up = await staffCall(t.app, admin, 'POST', `/api/backoffice/players/${p.remoteId}/adjust`, { amount: '150.50', reason: 'Goodwill credit', request_id: 'req-0000001' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ amount: '150.50', balance: '150.50' });
    const repeat = await staffCall(t.app, admin, 'POST', `/api/backoffice/players/${p.remoteId}/adjust`, { amount: '150.50', reason: 'Goodwill credit', request_id: 'req-0000001' });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().message).toBe(MESSAGES.adjustmentRepeated);
    const down = await staffCall(t.app, admin, 'POST', `/api/backoffice/players/${p.remoteId}/adjust`, { amount: -50, reason: 'Correction' });
    expect(down.json()).toMatchObject({ amount: '-50.00', balance: '100.50' });
    const over = await staffCall(t.app, admin, 'POST', `/api/backoffice/players/${p.remoteId}/adjust`, { amount: '-100.51', reason: 'Too much' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(MESSAGES.insufficientBalance);
    expect((await staffCall(t.app, admin, 'POST', `/api/backoffice/players/${p.remoteId}/adjust`, { amount: '0', reason: 'nothing' })).statusCode).toBe(422);
    expect((await staffCall(t.app, admin, 'POST', `/api/backoffice/players/${p.remoteId}/adjust`, { amount: '10' })).json().message).toBe(MESSAGES.reasonRequired);
    expect(await balance(t.app, p)).toBe('100.50');
    const rows = await records(t.app, p);
    expect(rows.map((r) => [r.action, r.key, r.amount, r.reason])).toEqual([
      ['adjustment', '1', '-50.00', 'Correction'],
      ['adjustment', '1', '150.50', 'Goodwill credit'],
    ]);
    await expectLedgerClean(t.app);
  });

  it('waives an active turnover ticket with a reason, once', async () => {
    const p = await verifiedPlayer(t.app, { birthday: true });
    const d = await deposit(t.app, p, { amount: '1000' });
    await approveDeposit(t.app, admin, (d.json() as { data: { id: number } }).data.id);
    const [ticket] = await tickets(t.app, p);
    const check = () => t.app.inject({ method: 'GET', url: '/api/userwithdrawcheck', headers: bearer(p.token) });
    expect((await check()).json().error).toBe('Complete ৳1,020.00 more turnover to withdraw.');
    expect((await staffCall(t.app, admin, 'POST', `/api/backoffice/turnovers/${ticket!.id}/waive`, {})).statusCode).toBe(422);
    const r = await staffCall(t.app, admin, 'POST', `/api/backoffice/turnovers/${ticket!.id}/waive`, { reason: 'Customer complaint resolved' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ status: 'complete', completed_reason: 'waived' });
    expect((await check()).json()).toEqual({ success: true });
    const again = await staffCall(t.app, admin, 'POST', `/api/backoffice/turnovers/${ticket!.id}/waive`, { reason: 'again please' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.ticketNotActive);
  });
});

describe('dashboard', () => {
  it('counts pending work and sums today’s money in Dhaka time', async () => {
    const before = (await staffCall(t.app, admin, 'GET', '/api/backoffice/dashboard')).json();
    const p = await verifiedPlayer(t.app, { birthday: true });
    const d = await deposit(t.app, p, { amount: '2000' });
    let dash = (await staffCall(t.app, admin, 'GET', '/api/backoffice/dashboard')).json();
    expect(dash.pending_deposits).toBe(before.pending_deposits + 1);
    await approveDeposit(t.app, admin, (d.json() as { data: { id: number } }).data.id);
    await fund(t.app, p, '0.01'); // no ticket for dev money; clear the deposit's ticket to withdraw
    await t.app.khela.database.db.updateTable('turnover_tickets').set({ status: 'complete', completed_at: new Date(), completed_reason: 'turnover' }).where('player_id', '=', BigInt(p.remoteId)).execute();
    const w = await t.app.inject({ method: 'POST', url: '/api/submit-withdraw', headers: bearer(p.token), payload: { amount: '600', account_number: '01711223344', payment_id: 0, provider: 'bKash' } });
    const wid = (w.json() as { data: { id: number } }).data.id;
    dash = (await staffCall(t.app, admin, 'GET', '/api/backoffice/dashboard')).json();
    expect(dash.pending_withdrawals).toBe(before.pending_withdrawals + 1);
    await staffCall(t.app, admin, 'POST', `/api/backoffice/withdrawals/${wid}/approve`, { payout_transaction_id: `PX${wid}ABCD` });
    dash = (await staffCall(t.app, admin, 'GET', '/api/backoffice/dashboard')).json();
    expect(dash.today.date).toBe(new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10));
    const add = (a: string, b: string) => (Math.round(Number(a) * 100) + Math.round(Number(b) * 100)) / 100;
    expect(Number(dash.today.deposits_total)).toBe(add(before.today.deposits_total, '2000'));
    expect(dash.today.deposits_count).toBe(before.today.deposits_count + 1);
    expect(Number(dash.today.withdrawals_total)).toBe(add(before.today.withdrawals_total, '600'));
    expect(dash.pending_deposits).toBe(before.pending_deposits);
  });
});

describe('configuration', () => {
  it('creates, edits and deletes methods, channels and numbers; in-use rows are deactivated instead', async () => {
    const created = await staffCall(t.app, admin, 'POST', '/api/backoffice/payment-methods', { name: 'SureCash', icon: 'images/payments/surecash.svg', bonus_pct: 1 });
    expect(created.statusCode, created.body).toBe(200);
    const m = created.json() as { id: number; code: string; status: string };
    expect(m).toMatchObject({ code: 'SureCash', status: 'active', bonus_pct: 1 });
    expect((await staffCall(t.app, admin, 'POST', '/api/backoffice/payment-methods', { name: 'surecash' })).statusCode).toBe(409);
    const ch = await staffCall(t.app, admin, 'POST', '/api/backoffice/payment-channels', { method_id: m.id, name: 'CashOut', account_type: 'Agent', type: 'Cash Out', min: '200', max: '5000' });
    expect(ch.statusCode, ch.body).toBe(200);
    expect(ch.json()).toMatchObject({ min: '200.00', max: '5000.00', account_type: 'Agent' });
    const badRange = await staffCall(t.app, admin, 'POST', '/api/backoffice/payment-channels', { method_id: m.id, name: 'X', account_type: 'Personal', type: 'Send Money', min: '500', max: '100' });
    expect(badRange.statusCode).toBe(422);
    const noMethod = await staffCall(t.app, admin, 'POST', '/api/backoffice/payment-channels', { method_id: 999999, name: 'X', account_type: 'Personal', type: 'Send Money', min: '1', max: '100' });
    expect(noMethod.statusCode).toBe(422);
    expect((await staffCall(t.app, admin, 'PATCH', `/api/backoffice/payment-channels/${ch.json().id}`, { method_id: 1 })).statusCode).toBe(422);
    const num = await staffCall(t.app, admin, 'POST', '/api/backoffice/receiving-numbers', { method_id: m.id, account_type: 'Agent', number: '01555000111', daily_limit: '50000' });
    expect(num.statusCode, num.body).toBe(200);
    expect((await staffCall(t.app, admin, 'POST', '/api/backoffice/receiving-numbers', { method_id: m.id, account_type: 'Agent', number: '0155500011', daily_limit: '50000' })).statusCode).toBe(422);

    // Players see it at once; a deposit through it keeps it from being deleted.
    const p = await verifiedPlayer(t.app);
    const methods = (await t.app.inject({ method: 'GET', url: '/api/b2b/payment-methods', headers: bearer(p.token) })).json() as { name: string }[];
    expect(methods.map((x) => x.name)).toContain('SureCash');
    expect((await deposit(t.app, p, { amount: '300', method: 'SureCash', accountType: 'Agent' })).statusCode).toBe(200);
    const inUse = await staffCall(t.app, admin, 'DELETE', `/api/backoffice/receiving-numbers/${num.json().id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(MESSAGES.inUseDeactivate);
    expect((await staffCall(t.app, admin, 'PATCH', `/api/backoffice/payment-methods/${m.id}`, { status: 'inactive', name: 'Sure Cash' })).json()).toMatchObject({
      status: 'inactive',
      name: 'Sure Cash',
      code: 'SureCash',
    });
    const after = (await t.app.inject({ method: 'GET', url: '/api/b2b/payment-methods', headers: bearer(p.token) })).json() as { name: string }[];
    expect(after.map((x) => x.name)).not.toContain('Sure Cash');

    const spare = await staffCall(t.app, admin, 'POST', '/api/backoffice/receiving-numbers', { method_id: m.id, account_type: 'Personal', number: '01555000222', daily_limit: '1000' });
    expect((await staffCall(t.app, admin, 'DELETE', `/api/backoffice/receiving-numbers/${spare.json().id}`)).json()).toEqual({ deleted: true, id: spare.json().id });
    expect((await staffCall(t.app, admin, 'DELETE', `/api/backoffice/receiving-numbers/${spare.json().id}`)).statusCode).toBe(404);
    const log = (await staffCall(t.app, admin, 'GET', `/api/backoffice/audit?entity=payment_method&entity_id=${m.id}`)).json();
    expect(log.data.map((x: { action: string }) => x.action)).toEqual(['payment_method.update', 'payment_method.create']);
    expect(log.data[0].before.name).toBe('SureCash');
    expect(log.data[0].after.name).toBe('Sure Cash');
  });

  it('promotions and sliders, with field checks', async () => {
    const bad = await staffCall(t.app, admin, 'POST', '/api/backoffice/promotions', { name: 'X', start_date: '2025-02-30', end_date: '2025-01-01', extra: 1 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['extra', 'start_date']);
    const backwards = await staffCall(t.app, admin, 'POST', '/api/backoffice/promotions', { name: 'X', start_date: '2025-02-01', end_date: '2025-01-01' });
    expect(backwards.statusCode).toBe(422);
    const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    const promo = await staffCall(t.app, admin, 'POST', '/api/backoffice/promotions', {
      name: 'Weekend 50%',
      description: 'Half again on deposits of 1,000 or more.',
      start_date: today,
      end_date: '2099-12-31',
      status: 'active',
      categories: [1, 2],
      deposit_bonus_pct: 50,
      max_bonus: '1000',
      min_deposit: '1000',
      turnover_multiplier: 3,
      once_per_player: false,
    });
    expect(promo.statusCode, promo.body).toBe(200);
    expect(promo.json()).toMatchObject({ max_bonus: '1000.00', categories: [1, 2], turnover_multiplier: 3 });
    const pub = (await t.app.inject({ method: 'GET', url: '/api/promotion' })).json() as { name: string }[];
    expect(pub.map((x) => x.name)).toContain('Weekend 50%');

    // Its terms apply to a deposit: 50 % of 4,000 capped at 1,000, plus 2 %; ×3.
    const p = await verifiedPlayer(t.app);
    const d = await deposit(t.app, p, { amount: '4000', promotionId: promo.json().id });
    expect((await approveDeposit(t.app, admin, (d.json() as { data: { id: number } }).data.id)).json()).toMatchObject({ bonus: '1080.00' });
    expect((await tickets(t.app, p))[0]!.required_turnover).toBe('15240.00');
    expect((await staffCall(t.app, admin, 'DELETE', `/api/backoffice/promotions/${promo.json().id}`)).statusCode).toBe(409);

    const slider = await staffCall(t.app, admin, 'POST', '/api/backoffice/sliders', { name: 'New', thubmnail: 'images/sliders/main-1.svg', slider_type: 'Main', link: '/promotions' });
    expect(slider.statusCode, slider.body).toBe(200);
    expect((await staffCall(t.app, admin, 'POST', '/api/backoffice/sliders', { name: 'New', thubmnail: 'x.svg', slider_type: 'Side' })).statusCode).toBe(422);
    expect((await staffCall(t.app, admin, 'PATCH', `/api/backoffice/sliders/${slider.json().id}`, { status: 'inactive' })).json().status).toBe('inactive');
    expect((await staffCall(t.app, admin, 'DELETE', `/api/backoffice/sliders/${slider.json().id}`)).statusCode).toBe(200);
    expect((await staffCall(t.app, admin, 'GET', '/api/backoffice/no-such-thing')).statusCode).toBe(404);
  });

  it('site settings: edits reach /api/general, bad values are refused', async () => {
    const r = await staffCall(t.app, admin, 'PUT', '/api/backoffice/settings', {
      notice: ['Server maintenance tonight 2:00–3:00.'],
      support_mail: 'help@khela.local',
      maintenance_notice: { title: 'Crash upgrade', message: 'Crash games pause briefly.', start_date: '2025-03-28', end_date: '2025-04-16' },
      turnover_release_threshold: '5',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ support_mail: 'help@khela.local', turnover_release_threshold: '5.00', withdrawal_status: 1 });
    const g = (await t.app.inject({ method: 'GET', url: '/api/general' })).json()[0];
    expect(g.notice).toEqual(['Server maintenance tonight 2:00–3:00.']);
    expect(g.maintenance_notice).toEqual({ title: 'Crash upgrade', message: 'Crash games pause briefly.', start_date: '2025-03-28', end_date: '2025-04-16' });
    for (const body of [{ site_status: 2 }, { notice: 'text' }, { maintenance_notice: { title: 'x' } }, { unknown: 1 }, {}, { ewallet_mode: 'yes' }, { turnover_release_threshold: '-1' }]) {
      const bad = await staffCall(t.app, admin, 'PUT', '/api/backoffice/settings', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
    }
    await staffCall(t.app, admin, 'PUT', '/api/backoffice/settings', { turnover_release_threshold: '10' });
  });
});
