import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES, PROTECTION_MESSAGES, type FlaggedPlayersPage, type RealityCheckSummary, type ProtectionAnswer, type ProtectionState, type ProtectionLimit } from '@khela/domain';
import { bearer, expectLedgerClean, newPlayer, solvedCaptcha, uniqueName, uniquePhone, type NewPlayer, type TestApp } from './helpers';
import { approveDeposit, deposit, fund, getWalletNumber, newStaff, staffCall, staffLogin, startPaymentsApp, verifiedPlayer } from './payments-fixtures';
import { addExternalProvider, gameCall, launch, providerCall, requestId } from './games-fixtures';
import { createEvent, placeOrder } from './exchange-fixtures';

/**
 * Issue 14: deposit and loss limits refuse with what is still allowed, tightening applies at once and loosening waits
 * 24 hours and a confirmation (time moved by updating the pending row), the session limit, the reality check's
 * figures, the 18+ sign-up, the operator's settings (minimum age, birthday before deposit, blocked countries) and the
 * flagged players.
 */
const PLATFORM = 'LIMITPROV';
const SECRET = 'limit-provider-secret-0123456789';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startPaymentsApp();
  admin = await staffLogin(t.app);
  await addExternalProvider(t.app, { platform: PLATFORM, name: 'Limit Provider', secret: SECRET, launchUrl: 'https://games.limit.test/launch?token={token}', games: [{ code: 'limit-slot', name: 'Limit Slot', type: 'SLOT' }] });
});
afterAll(() => t?.close());
afterEach(() => expectLedgerClean(t.app));

const safer = (p: NewPlayer, path: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: payload ? 'POST' : 'GET', url: `/api/safer-gambling${path}`, headers: bearer(p.token), ...(payload ? { payload } : {}) });
const limitOf = (s: ProtectionState, kind: string, period: string) => s.limits.find((l) => l.kind === kind && l.period === period) as ProtectionLimit;

async function setLimit(p: NewPlayer, kind: string, period: string, amount: string | number | null): Promise<ProtectionAnswer> {
  const r = await safer(p, '/limits', { kind, period, amount });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as ProtectionAnswer;
}

function refusal(r: LightMyRequestResponse, code: string) {
  expect(r.statusCode, r.body).toBe(403);
  const b = r.json() as { code: string; message: string; until: string | null; allowed?: string };
  expect(b.code).toBe(code);
  return b;
}

describe('deposit limits', () => {
  it('refuses a deposit that would cross the daily limit, with the amount still allowed and until when', async () => {
    const p = await verifiedPlayer(t.app);
    const s = await setLimit(p, 'deposit', 'day', '2000');
    expect(s.message).toBe(PROTECTION_MESSAGES.limitSet);
    expect(limitOf(s, 'deposit', 'day')).toMatchObject({ amount: '2000.00', used: '0.00', remaining: '2000.00', pending: null });
    const first = await deposit(t.app, p, { amount: '1000' });
    expect(first.statusCode, first.body).toBe(200);
    expect((await approveDeposit(t.app, admin, (first.json() as { data: { id: number } }).data.id)).statusCode).toBe(200);

    const b = refusal(await getWalletNumber(t.app, p, { amount: '1500' }), 'deposit_limit');
    expect(b.allowed).toBe('1000.00');
    expect(b.message).toMatch(/^You have reached your daily deposit limit\. You can deposit 1000\.00 more until \d{1,2} [A-Z][a-z]{2} \d{4}, 00:00 \(GMT\+6\)\.$/);
    // The end of the Dhaka day: 18:00 UTC.
    expect(new Date(b.until!).getUTCHours()).toBe(18);
    // Within what is left: allowed.
    expect((await getWalletNumber(t.app, p, { amount: '1000' })).statusCode).toBe(200);
    const state = (await safer(p, '')).json() as ProtectionState;
    expect(limitOf(state, 'deposit', 'day')).toMatchObject({ used: '1000.00', remaining: '1000.00' });

    // The weekly limit counts too: the tightest one answers.
    await setLimit(p, 'deposit', 'week', '1500');
    expect(refusal(await getWalletNumber(t.app, p, { amount: '1000' }), 'deposit_limit')).toMatchObject({ allowed: '500.00', period: 'week', message: expect.stringContaining('weekly deposit limit') });
  });

  it('tightening applies at once; loosening waits 24 hours, then needs a confirmation', async () => {
    const p = await verifiedPlayer(t.app);
    await setLimit(p, 'deposit', 'month', '5000');
    // Loosen: pending, the old limit still in force.
    const loose = await setLimit(p, 'deposit', 'month', '20000');
    expect(loose.message).toBe(PROTECTION_MESSAGES.limitPending);
    const pending = limitOf(loose, 'deposit', 'month');
    expect(pending.amount).toBe('5000.00');
    expect(pending.pending).toMatchObject({ amount: '20000.00', confirmable: false });
    expect(new Date(pending.pending!.applies_at).getTime() - new Date(pending.pending!.requested_at).getTime()).toBe(24 * 3600_000);
    const early = await safer(p, '/limits/confirm', { kind: 'deposit', period: 'month' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: PROTECTION_MESSAGES.pendingNotDue });
    expect(refusal(await getWalletNumber(t.app, p, { amount: '6000' }), 'deposit_limit').allowed).toBe('5000.00');

    // 24 hours pass (moved in the database): confirmable; confirmed, it is in force.
    await t.app.khela.database.db
      .updateTable('protection_pending_limits')
      .set({ requested_at: new Date(Date.now() - 25 * 3600_000), applies_at: new Date(Date.now() - 3600_000) })
      .where('player_id', '=', BigInt(p.remoteId))
      .execute();
    expect(limitOf((await safer(p, '')).json() as ProtectionState, 'deposit', 'month').pending?.confirmable).toBe(true);
    const ok = await safer(p, '/limits/confirm', { kind: 'deposit', period: 'month' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(limitOf(ok.json() as ProtectionAnswer, 'deposit', 'month')).toMatchObject({ amount: '20000.00', pending: null });
    expect((await getWalletNumber(t.app, p, { amount: '6000' })).statusCode).toBe(200);

    // Tighten: at once, and a waiting loosening is dropped by it.
    await setLimit(p, 'deposit', 'month', '30000');
    const tight = await setLimit(p, 'deposit', 'month', '3000');
    expect(limitOf(tight, 'deposit', 'month')).toMatchObject({ amount: '3000.00', pending: null });
    expect(refusal(await getWalletNumber(t.app, p, { amount: '6000' }), 'deposit_limit').allowed).toBe('3000.00');

    // Removing is a loosening; cancelling a pending change keeps the limit.
    const removing = await setLimit(p, 'deposit', 'month', null);
    expect(limitOf(removing, 'deposit', 'month').pending).toMatchObject({ amount: null });
    const cancelled = await safer(p, '/limits/cancel', { kind: 'deposit', period: 'month' });
    expect(cancelled.statusCode).toBe(200);
    expect(limitOf(cancelled.json() as ProtectionAnswer, 'deposit', 'month')).toMatchObject({ amount: '3000.00', pending: null });
    expect((await safer(p, '/limits/cancel', { kind: 'deposit', period: 'month' })).statusCode).toBe(409);

    // The history the console shows has every step.
    const support = await newStaff(t.app, admin, 'support');
    const seen = (await staffCall(t.app, support.token, 'GET', `/api/backoffice/players/${p.remoteId}/protection`)).json() as { history: { action: string }[] };
    expect(seen.history.map((e) => e.action)).toEqual(['limit.cancelled', 'limit.pending', 'limit.set', 'limit.pending', 'limit.confirmed', 'limit.pending', 'limit.set', 'age_confirmed']);
  });

  it('validates the limit with readable messages', async () => {
    const p = await newPlayer(t.app);
    expect((await safer(p, '/limits', { kind: 'deposit', period: 'year', amount: '10' })).json()).toMatchObject({ errors: { period: [PROTECTION_MESSAGES.periodInvalid] } });
    expect((await safer(p, '/limits', { kind: 'bets', period: 'day', amount: '10' })).json()).toMatchObject({ errors: { kind: [PROTECTION_MESSAGES.kindInvalid] } });
    expect((await safer(p, '/limits', { kind: 'deposit', period: 'day', amount: '-5' })).json()).toMatchObject({ errors: { amount: [PROTECTION_MESSAGES.limitAmountInvalid] } });
    expect((await safer(p, '/limits', { kind: 'session', period: 'day', amount: 2000 })).json()).toMatchObject({ errors: { amount: [PROTECTION_MESSAGES.sessionMinutesInvalid] } });
    expect((await safer(p, '/limits', { kind: 'session', period: 'week', amount: 60 })).json()).toMatchObject({ errors: { period: [PROTECTION_MESSAGES.sessionPeriodDay] } });
    expect((await safer(p, '/limits', { kind: 'deposit', period: 'day', amount: { x: 1 } })).statusCode).toBe(400);
    const s = (await safer(p, '')).json() as ProtectionState;
    expect(s.limits).toHaveLength(7);
    expect(s).toMatchObject({ time_out: null, self_exclusion: null, reality_check_minutes: 0, blocked: null });
  });
});

describe('loss limits', () => {
  it('stop bets in our games, a provider debit and exchange orders once the loss (open stakes counted) would pass the limit', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app, p, '2000');
    const dice = await launch(t.app, p, 'dice');
    // A provider's round left open: its 100 counts as lost until it settles.
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/game-run',
      headers: bearer(p.token),
      payload: { userId: p.remoteId, externalURL: 'https://khela.test/', isMobileLogin: true, gameCode: 'limit-slot', gameType: 'SLOT', platform: PLATFORM },
    });
    const token = new URL((run.json() as { url: string }).url).searchParams.get('token');
    const session = ((await providerCall(t.app, PLATFORM, SECRET, { action: 'authenticate', token })).json() as { session: string }).session;
    await setLimit(p, 'loss', 'day', '150');
    const bet = await providerCall(t.app, PLATFORM, SECRET, { action: 'bet', session, tx_id: `l-${requestId()}`, round_id: 'loss-r1', game_code: 'limit-slot', amount: '100.00' });
    expect(bet.statusCode, bet.body).toBe(200);
    expect(limitOf((await safer(p, '')).json() as ProtectionState, 'loss', 'day')).toMatchObject({ used: '100.00', remaining: '50.00' });

    const play = (amount: string) => gameCall(t.app, dice, 'POST', '/api/games/play', { request_id: requestId(), amount, params: { target: 50, direction: 'under' } });
    const b = refusal(await play('100'), 'loss_limit');
    expect(b.allowed).toBe('50.00');
    expect(b.message).toMatch(/^This stake would take you past your daily loss limit\. You can stake up to 50\.00 until .* \(GMT\+6\)\.$/);
    const second = await providerCall(t.app, PLATFORM, SECRET, { action: 'bet', session, tx_id: `l-${requestId()}`, round_id: 'loss-r2', game_code: 'limit-slot', amount: '60.00' });
    expect(second.statusCode).toBe(400);
    expect((second.json() as { message: string }).message).toMatch(/daily loss limit/);

    const market = await createEvent(t.app, admin);
    const order = await placeOrder(t.app, p, { market_id: market.marketId, selection_id: market.selections[0]!, side: 'back', price: 2, size: '60.00' });
    expect(refusal(order, 'loss_limit').allowed).toBe('50.00');
    // Within what is left: allowed (an exchange order of 50 holds 50).
    const small = await placeOrder(t.app, p, { market_id: market.marketId, selection_id: market.selections[0]!, side: 'back', price: 2, size: '50.00' });
    expect(small.statusCode, small.body).toBe(200);
    // Now nothing is left: our games refused whatever the stake.
    expect(refusal(await play('10'), 'loss_limit').message).toMatch(/^You have reached your daily loss limit\. You can play again from/);

    // The provider's round settles as a win of 300: the day's net is a win, the open stakes are the exchange's 50.
    const win = await providerCall(t.app, PLATFORM, SECRET, { action: 'win', session, tx_id: `w-${requestId()}`, round_id: 'loss-r1', amount: '300.00', round_closed: true });
    expect(win.statusCode, win.body).toBe(200);
    expect(limitOf((await safer(p, '')).json() as ProtectionState, 'loss', 'day')).toMatchObject({ used: '50.00', remaining: '100.00' });
    expect((await play('100')).statusCode).toBe(200);
  });
});

describe('session limit and reality check', () => {
  it('refuses money-taking calls once this login is older than the limit; a new login starts again', async () => {
    const p = await verifiedPlayer(t.app);
    await fund(t.app, p, '500');
    await setLimit(p, 'session', 'day', 30);
    expect((await getWalletNumber(t.app, p, { amount: '1000' })).statusCode).toBe(200);
    await t.app.khela.database.db
      .updateTable('sessions')
      .set({ created_at: new Date(Date.now() - 31 * 60_000) })
      .where('player_id', '=', BigInt(p.remoteId))
      .execute();
    const state = (await safer(p, '')).json() as ProtectionState;
    expect(limitOf(state, 'session', 'day')).toMatchObject({ amount: '30', used: '31', remaining: '0' });
    const r = refusal(await t.app.inject({ method: 'POST', url: '/api/game-run', headers: bearer(p.token), payload: { userId: p.remoteId, gameCode: 'dice', gameType: 'EGAME', platform: 'KHELA' } }), 'session_limit');
    expect(r.message).toBe(PROTECTION_MESSAGES.sessionLimitReached);
    refusal(await getWalletNumber(t.app, p, { amount: '1000' }), 'session_limit');
    // Log out and in again: a new session.
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(p.token) });
    const l = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: p.password } });
    const q = { ...p, token: (l.json() as { token: string }).token };
    expect((await getWalletNumber(t.app, q, { amount: '1000' })).statusCode).toBe(200);
  });

  it('saves the interval and answers the figures since this login', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app, p, '1000');
    const saved = await safer(p, '/reality-check', { minutes: 30 });
    expect(saved.json()).toMatchObject({ message: PROTECTION_MESSAGES.realityCheckSaved, reality_check_minutes: 30 });
    const dice = await launch(t.app, p, 'dice');
    const r = await gameCall(t.app, dice, 'POST', '/api/games/play', { request_id: requestId(), amount: '100', params: { target: 50, direction: 'under' } });
    const payout = (r.json() as { payout: string }).payout ?? '0.00';
    const s = (await safer(p, '/session')).json() as RealityCheckSummary;
    expect(s).toMatchObject({ staked: '100.00', reality_check_minutes: 30, currency: 'BDT', minutes: 0 });
    expect(Number(s.net)).toBeCloseTo(Number(s.won) - Number(s.staked));
    expect(typeof payout).toBe('string');
  });
});

describe('sign-up 18+', () => {
  it('refuses a sign-up without the confirmation and records when it was given', async () => {
    const username = uniqueName();
    const base = { username, password: 'secret123', confirmPassword: 'secret123', phone: uniquePhone(), email: `${username}@x.co`, currency: 'BDT' };
    const a = await solvedCaptcha(t.app);
    const no = await t.app.inject({ method: 'POST', url: '/api/v1/create-players', headers: a.headers, payload: { ...base, captcha: a.captcha, age_confirmed: false } });
    expect(no.statusCode).toBe(422);
    expect(no.json()).toMatchObject({ errors: { age_confirmed: [MESSAGES.mustBe18] } });
    const b = await solvedCaptcha(t.app);
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/create-players', headers: b.headers, payload: { ...base, captcha: b.captcha } });
    expect(missing.json()).toMatchObject({ errors: { age_confirmed: [MESSAGES.mustBe18] } });
    const p = await newPlayer(t.app);
    const row = await t.app.khela.database.db.selectFrom('player_age_confirmations').selectAll().where('player_id', '=', BigInt(p.remoteId)).executeTakeFirst();
    expect(row?.confirmed_at.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('protection settings (admin, audited)', () => {
  const url = '/api/backoffice/protection/settings';
  it('validates, audits, and the minimum age and the birthday rule take effect', async () => {
    const support = await newStaff(t.app, admin, 'support');
    expect((await staffCall(t.app, support.token, 'GET', url)).statusCode).toBe(403);
    expect((await staffCall(t.app, support.token, 'PUT', url, { minimum_age: 21 })).statusCode).toBe(403);
    expect((await staffCall(t.app, admin, 'GET', url)).json()).toEqual({ blocked_countries: [], minimum_age: 18, birthday_before_deposit: false });
    expect((await staffCall(t.app, admin, 'PUT', url, { minimum_age: 17 })).json()).toMatchObject({ errors: { minimum_age: [PROTECTION_MESSAGES.minimumAgeInvalid] } });
    expect((await staffCall(t.app, admin, 'PUT', url, { blocked_countries: ['BGD'] })).json()).toMatchObject({ errors: { blocked_countries: [PROTECTION_MESSAGES.countriesInvalid] } });
    expect((await staffCall(t.app, admin, 'PUT', url, { minimum_age: '21' })).statusCode).toBe(400);

    try {
      const put = await staffCall(t.app, admin, 'PUT', url, { minimum_age: 21, birthday_before_deposit: true });
      expect(put.json()).toEqual({ blocked_countries: [], minimum_age: 21, birthday_before_deposit: true });
      const audit = await t.app.khela.database.db.selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'protection.settings').execute();
      expect(audit.length).toBeGreaterThan(0);

      // A 19-year-old cannot set that birthday; a deposit without a birthday is refused.
      const p = await verifiedPlayer(t.app);
      const year = new Date().getUTCFullYear() - 19;
      const young = await t.app.inject({ method: 'POST', url: '/api/user/profile/update', headers: bearer(p.token), payload: { dofb: `${year}-01-01` } });
      expect(young.statusCode).toBe(422);
      expect(young.json()).toMatchObject({ errors: { dofb: ['You must be at least 21 years old.'] } });
      const r = refusal(await getWalletNumber(t.app, p, { amount: '1000' }), 'birthday_required');
      expect(r.message).toBe(PROTECTION_MESSAGES.birthdayRequired);
      const ok = await t.app.inject({ method: 'POST', url: '/api/user/profile/update', headers: bearer(p.token), payload: { dofb: '1990-01-01' } });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await getWalletNumber(t.app, p, { amount: '1000' })).statusCode).toBe(200);
    } finally {
      await staffCall(t.app, admin, 'PUT', url, { minimum_age: 18, birthday_before_deposit: false });
    }
  });

  it('a blocked country gets a page at the edge and a 403 on the API; the console and other countries are unaffected', async () => {
    const p = await newPlayer(t.app);
    try {
      expect((await staffCall(t.app, admin, 'PUT', url, { blocked_countries: ['xx', 'YY'] })).json()).toMatchObject({ blocked_countries: ['XX', 'YY'] });
      const api = await t.app.inject({ method: 'GET', url: '/api/safer-gambling', headers: { ...bearer(p.token), 'cf-ipcountry': 'XX' } });
      expect(refusal(api, 'country_blocked').message).toBe(PROTECTION_MESSAGES.countryBlocked);
      const page = await t.app.inject({ method: 'GET', url: '/', headers: { 'cf-ipcountry': 'xx' } });
      expect(page.statusCode).toBe(451);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(PROTECTION_MESSAGES.countryBlocked);
      expect(page.body).toContain('আপনার দেশে খেলা উপলব্ধ নয়');
      expect(page.body).not.toContain('<script');
      expect((await t.app.inject({ method: 'GET', url: '/api/safer-gambling', headers: { ...bearer(p.token), 'cf-ipcountry': 'BD' } })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/safer-gambling', headers: bearer(p.token) })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url, headers: { ...bearer(admin), 'cf-ipcountry': 'XX' } })).statusCode).toBe(200);
    } finally {
      await staffCall(t.app, admin, 'PUT', url, { blocked_countries: [] });
    }
  });
});

describe('markers of harm', () => {
  it('flags frequent deposits and lists the player', async () => {
    const p = await verifiedPlayer(t.app);
    for (let i = 0; i < 5; i++) {
      const d = await deposit(t.app, p, { amount: '500' });
      expect(d.statusCode, d.body).toBe(200);
      expect((await approveDeposit(t.app, admin, (d.json() as { data: { id: number } }).data.id)).statusCode).toBe(200);
    }
    const support = await newStaff(t.app, admin, 'support');
    const page = (await staffCall(t.app, support.token, 'GET', '/api/backoffice/protection/flagged?page=1')).json() as FlaggedPlayersPage;
    const me = page.data.find((f) => f.player_id === Number(p.remoteId));
    expect(me, JSON.stringify(page)).toBeDefined();
    expect(me!.markers.map((m) => m.code)).toEqual(['deposit_frequency']);
    expect(me).toMatchObject({ username: p.username, self_excluded: false, timed_out: false });
    expect(page).toMatchObject({ page: 1, per_page: 25 });
    expect(page.total).toBeGreaterThanOrEqual(1);
    const one = (await staffCall(t.app, support.token, 'GET', `/api/backoffice/players/${p.remoteId}/protection`)).json() as { markers: { code: string; detail: string }[] };
    expect(one.markers).toEqual([expect.objectContaining({ code: 'deposit_frequency', detail: expect.stringContaining('5 deposits in the last 7 days') })]);
  });
});
