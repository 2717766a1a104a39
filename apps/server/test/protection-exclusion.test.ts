import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PROTECTION_MESSAGES, type ProtectionAnswer } from '@khela/domain';
import { bearer, expectLedgerClean, onPostgres, type NewPlayer, type TestApp } from './helpers';
import { fund, getWalletNumber, methodId, newStaff, staffCall, staffLogin, startPaymentsApp, submitDeposit, trxId, verifiedPlayer } from './payments-fixtures';
import { addExternalProvider, gameCall, launch, providerCall, requestId } from './games-fixtures';
import { createEvent, persistentDatabase, placeOrder, startExchangeApp } from './exchange-fixtures';
import { postJson, signUpOver, startProcesses } from './processes';

/**
 * Issue 14: a time-out or self-exclusion refuses every money-taking call on the server (one table over all of them),
 * leaves withdrawals, reads, logout and cancelling orders alone, survives logout and another process, and only an
 * admin lifts a self-exclusion, after its end, audited.
 */
const PLATFORM = 'SAFEPROV';
const SECRET = 'safe-provider-secret-0123456789';

let t: TestApp;
let admin: string;
let welcome: number;
beforeAll(async () => {
  t = await startPaymentsApp();
  admin = await staffLogin(t.app);
  await addExternalProvider(t.app, { platform: PLATFORM, name: 'Safe Provider', secret: SECRET, launchUrl: 'https://games.safe.test/launch?token={token}', games: [{ code: 'safe-slot', name: 'Safe Slot', type: 'SLOT' }] });
  const promos = (await t.app.inject({ method: 'GET', url: '/api/promotion' })).json() as { id: number; name: string }[];
  welcome = promos.find((p) => p.name.startsWith('Welcome'))!.id;
});
afterAll(() => t?.close());
afterEach(() => expectLedgerClean(t.app));

const safer = (app: FastifyInstance, p: NewPlayer, path: string, payload?: Record<string, unknown>) =>
  app.inject({ method: payload ? 'POST' : 'GET', url: `/api/safer-gambling${path}`, headers: bearer(p.token), ...(payload ? { payload } : {}) });

function expectRefusal(r: LightMyRequestResponse, code: string) {
  expect(r.statusCode, r.body).toBe(403);
  const body = r.json() as { message: string; code: string; until: string | null };
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(20);
  expect('until' in body).toBe(true);
  return body;
}

async function providerSession(p: NewPlayer): Promise<string> {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/game-run',
    headers: bearer(p.token),
    payload: { userId: p.remoteId, externalURL: 'https://khela.test/', isMobileLogin: true, gameCode: 'safe-slot', gameType: 'SLOT', platform: PLATFORM },
  });
  expect(r.statusCode, r.body).toBe(200);
  const token = new URL((r.json() as { url: string }).url).searchParams.get('token');
  const a = await providerCall(t.app, PLATFORM, SECRET, { action: 'authenticate', token });
  expect(a.statusCode, a.body).toBe(200);
  return (a.json() as { session: string }).session;
}

/** A player ready for everything: verified phone, birthday, money, a game session of ours and a provider's, a market. */
async function readyPlayer() {
  const p = await verifiedPlayer(t.app, { birthday: true });
  await fund(t.app, p, '5000');
  const dice = await launch(t.app, p, 'dice');
  const provider = await providerSession(p);
  // A number held before the exclusion, so the submission itself is what the server must refuse.
  expect((await getWalletNumber(t.app, p, { amount: '1000' })).statusCode).toBe(200);
  return { p, dice, provider };
}

describe('self-exclusion and time-out refuse every money-taking call', () => {
  it('refuses each call while in force, and leaves withdrawals, reads, logout and cancelling alone', async () => {
    const market = await createEvent(t.app, admin);
    const { p, dice, provider } = await readyPlayer();
    // An order resting before the exclusion: cancelling it stays allowed.
    const resting = await placeOrder(t.app, p, { market_id: market.marketId, selection_id: market.selections[0]!, side: 'back', price: 3, size: '100.00', persistence: 'persist' });
    expect(resting.statusCode, resting.body).toBe(200);
    const restingId = (resting.json() as { order: { id: string } }).order.id;
    const bkash = await methodId(t.app, p);

    const ex = await safer(t.app, p, '/self-exclusion', { months: 6 });
    expect(ex.statusCode, ex.body).toBe(200);
    const state = ex.json() as ProtectionAnswer;
    expect(state.message).toBe(PROTECTION_MESSAGES.selfExclusionStarted);
    expect(state.self_exclusion).toMatchObject({ permanent: false });
    expect(state.blocked?.reason).toBe('self_exclusion');

    const calls: [string, () => Promise<LightMyRequestResponse>][] = [
      ['deposit: a wallet number', () => getWalletNumber(t.app, p, { amount: '1000' })],
      ['deposit: the submission', () => submitDeposit(t.app, p, { remote_id: p.remoteId, account_number: '01711223344', transaction_id: trxId(), amount: '1000', payment_id: bkash })],
      ['a promotion (a deposit that takes it)', () => submitDeposit(t.app, p, { remote_id: p.remoteId, account_number: '01711223344', transaction_id: trxId(), amount: '5000', payment_id: bkash, promotion_id: welcome })],
      ['e-wallet deposit', () => t.app.inject({ method: 'POST', url: '/api/ewa/request', headers: bearer(p.token), payload: { provider: 'bKash', type: 'Agent', amount: '1000' } })],
      ['game launch', () => t.app.inject({ method: 'POST', url: '/api/game-run', headers: bearer(p.token), payload: { userId: p.remoteId, gameCode: 'dice', gameType: 'EGAME', platform: 'KHELA' } })],
      ['a bet in our games', () => gameCall(t.app, dice, 'POST', '/api/games/play', { request_id: requestId(), amount: '100', params: { target: 50, direction: 'under' } })],
      ['an exchange order', () => placeOrder(t.app, p, { market_id: market.marketId, selection_id: market.selections[1]!, side: 'back', price: 2, size: '100.00' })],
      ['VIP points conversion', () => t.app.inject({ method: 'GET', url: '/api/convert-vipcoin?vip_coin=10', headers: bearer(p.token) })],
      ['referral cash claim', () => t.app.inject({ method: 'POST', url: '/api/cash-claim', headers: bearer(p.token) })],
    ];
    for (const [name, call] of calls) {
      const r = await call();
      if (name === 'e-wallet deposit' && r.statusCode === 409) continue; // e-wallet mode is off in this setup
      expect(r.statusCode, `${name}: ${r.body}`).toBe(403);
      expect((r.json() as { code: string }).code, name).toBe('self_exclusion');
      expect((r.json() as { message: string }).message, name).toMatch(/^You have excluded yourself until \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(GMT\+6\)\./);
    }
    // The provider's debit: refused in the provider wallet's own error shape, with the same sentence.
    const debit = await providerCall(t.app, PLATFORM, SECRET, { action: 'bet', session: provider, tx_id: `sx-${requestId()}`, round_id: `sr-${requestId()}`, game_code: 'safe-slot', amount: '100.00' });
    expect(debit.statusCode, debit.body).toBe(400);
    expect(debit.json()).toMatchObject({ status: 'ERROR' });
    expect((debit.json() as { message: string }).message).toMatch(/^You have excluded yourself until/);

    // Nothing moved.
    const balance = await t.app.inject({ method: 'POST', url: '/api/balance', headers: bearer(p.token) });
    expect(balance.statusCode).toBe(200);
    expect(balance.json()).toEqual({ balance: '4900.00' }); // 5000 − the resting back order's 100 held as exposure
    // Still allowed: cancelling the resting order, reading, withdrawing.
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/exchange/orders/${restingId}`, headers: bearer(p.token) });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/show?remote_id=${p.remoteId}`, headers: bearer(p.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/transaction/show?remote_id=${p.remoteId}`, headers: bearer(p.token) })).statusCode).toBe(200);
    const w = await t.app.inject({
      method: 'POST',
      url: '/api/submit-withdraw',
      headers: bearer(p.token),
      payload: { remote_id: p.remoteId, payment_id: bkash, provider: 'bKash', amount: '1000', account_number: '01711223344' },
    });
    expect(w.statusCode, w.body).toBe(200);

    // It survives logout: a new login is allowed, money-taking calls are still refused.
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(p.token) })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: p.password } });
    expect(again.statusCode, again.body).toBe(200);
    const q = { ...p, token: (again.json() as { token: string }).token };
    expectRefusal(await getWalletNumber(t.app, q, { amount: '1000' }), 'self_exclusion');
    // The player may make it longer, never shorter, nor take a time-out instead.
    expect((await safer(t.app, q, '/self-exclusion', { months: 12 })).statusCode).toBe(200);
    expect((await safer(t.app, q, '/self-exclusion', { months: 6 })).statusCode).toBe(409);
    expect((await safer(t.app, q, '/time-out', { days: 1 })).statusCode).toBe(409);
  });

  it('a time-out refuses with its end and lapses by itself', async () => {
    const { p, dice } = await readyPlayer();
    const r = await safer(t.app, p, '/time-out', { days: 7 });
    expect(r.statusCode, r.body).toBe(200);
    const body = expectRefusal(await gameCall(t.app, dice, 'POST', '/api/games/play', { request_id: requestId(), amount: '100', params: { target: 50, direction: 'under' } }), 'time_out');
    expect(new Date(body.until!).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    expect(body.message).toMatch(/^You are taking a break until .* \(GMT\+6\)\./);
    // Shorter is refused; longer replaces it.
    expect((await safer(t.app, p, '/time-out', { days: 1 })).statusCode).toBe(409);
    expect((await safer(t.app, p, '/time-out', { days: 30 })).statusCode).toBe(200);
    // Its end passes (moved in the database): play is allowed again.
    await t.app.khela.database.db
      .updateTable('player_protection')
      .set({ time_out_since: new Date(Date.now() - 31 * 86_400_000), time_out_until: new Date(Date.now() - 1000) })
      .where('player_id', '=', BigInt(p.remoteId))
      .execute();
    const play = await gameCall(t.app, dice, 'POST', '/api/games/play', { request_id: requestId(), amount: '100', params: { target: 50, direction: 'under' } });
    expect(play.statusCode, play.body).toBe(200);
    expect(((await safer(t.app, p, '')).json() as ProtectionAnswer).blocked).toBeNull();
  });

  it('bad choices are 422 or 400 with a readable message', async () => {
    const { p } = await readyPlayer();
    expect((await safer(t.app, p, '/time-out', { days: 3 })).json()).toMatchObject({ code: 'validation_failed', errors: { days: [PROTECTION_MESSAGES.timeOutInvalid] } });
    expect((await safer(t.app, p, '/self-exclusion', { months: 3 })).statusCode).toBe(422);
    expect((await safer(t.app, p, '/self-exclusion', { months: 6, permanent: true })).statusCode).toBe(422);
    expect((await safer(t.app, p, '/self-exclusion', {})).statusCode).toBe(422);
    expect((await safer(t.app, p, '/time-out', { days: '7' })).statusCode).toBe(400);
    expect((await safer(t.app, p, '/reality-check', { minutes: 20 })).statusCode).toBe(422);
    expect((await safer(t.app, p, '/time-out', { days: 1, remote_id: Number(p.remoteId) + 1 })).statusCode).toBe(403);
  });
});

describe('lifting a self-exclusion (console)', () => {
  it('support cannot; admin only after its end, never a permanent one; audited', async () => {
    const { p } = await readyPlayer();
    expect((await safer(t.app, p, '/self-exclusion', { months: 12 })).statusCode).toBe(200);
    const support = await newStaff(t.app, admin, 'support');
    const url = `/api/backoffice/players/${p.remoteId}/protection`;

    const seen = await staffCall(t.app, support.token, 'GET', url);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ player_id: Number(p.remoteId), username: p.username, can_lift: false, state: { self_exclusion: { permanent: false } } });
    expect((seen.json() as { history: { action: string; actor: string }[] }).history[0]).toMatchObject({ action: 'self_exclusion', actor: 'player' });

    expect((await staffCall(t.app, support.token, 'POST', `${url}/lift-exclusion`, { reason: 'player asked' })).statusCode).toBe(403);
    const early = await staffCall(t.app, admin, 'POST', `${url}/lift-exclusion`, { reason: 'player asked' });
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json()).toMatchObject({ message: PROTECTION_MESSAGES.liftNotEnded });

    // The period ends (moved in the database): still in force until lifted, and the admin may lift it now.
    await t.app.khela.database.db
      .updateTable('player_protection')
      .set({ exclusion_since: new Date(Date.now() - 400 * 86_400_000), exclusion_until: new Date(Date.now() - 1000) })
      .where('player_id', '=', BigInt(p.remoteId))
      .execute();
    expect((await getWalletNumber(t.app, p, { amount: '1000' })).json()).toMatchObject({ code: 'self_exclusion', message: expect.stringMatching(/^Your self-exclusion period ended/) });
    expect((await staffCall(t.app, admin, 'GET', url)).json()).toMatchObject({ can_lift: true });
    expect((await staffCall(t.app, admin, 'POST', `${url}/lift-exclusion`, { reason: '' })).statusCode).toBe(422);
    const lifted = await staffCall(t.app, admin, 'POST', `${url}/lift-exclusion`, { reason: 'Asked to come back after the period' });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toMatchObject({ can_lift: false, state: { self_exclusion: null, blocked: null } });
    expect((lifted.json() as { history: { action: string; actor: string; reason: string }[] }).history[0]).toMatchObject({
      action: 'self_exclusion.lifted',
      actor: 'admin',
      reason: 'Asked to come back after the period',
    });
    const audit = await t.app.khela.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'protection.lift_exclusion')
      .where('entity_id', '=', String(p.remoteId))
      .execute();
    expect(audit).toHaveLength(1);
    expect((await getWalletNumber(t.app, p, { amount: '1000' })).statusCode).toBe(200);

    // A permanent one is never lifted here.
    const { p: q } = await readyPlayer();
    expect((await safer(t.app, q, '/self-exclusion', { permanent: true })).statusCode).toBe(200);
    const perm = await staffCall(t.app, admin, 'POST', `/api/backoffice/players/${q.remoteId}/protection/lift-exclusion`, { reason: 'player asked' });
    expect(perm.statusCode).toBe(409);
    expect(perm.json()).toMatchObject({ message: PROTECTION_MESSAGES.liftPermanent });
    expectRefusal(await getWalletNumber(t.app, q, { amount: '1000' }), 'self_exclusion');
  });
});

describe('another process', () => {
  it('a self-exclusion set on one server is enforced by another (state in the database, after logout)', async () => {
    const db = await persistentDatabase();
    const a = await startExchangeApp(db);
    let b: Awaited<ReturnType<typeof startExchangeApp>> | null = null;
    try {
      const p = await verifiedPlayer(a.app, { birthday: true });
      expect((await safer(a.app, p, '/self-exclusion', { months: 6 })).statusCode).toBe(200);
      expect((await a.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(p.token) })).statusCode).toBe(200);
      // PGlite is one process's database: the first server stops, the second opens it. On PostgreSQL both run at once.
      if (!onPostgres) await a.stop();
      b = await startExchangeApp(db);
      const login = await b.app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: p.password } });
      expect(login.statusCode, login.body).toBe(200);
      const q = { ...p, token: (login.json() as { token: string }).token };
      expectRefusal(await getWalletNumber(b.app, q, { amount: '1000' }), 'self_exclusion');
      const launchRefused = await b.app.inject({ method: 'POST', url: '/api/game-run', headers: bearer(q.token), payload: { userId: q.remoteId, gameCode: 'dice', gameType: 'EGAME', platform: 'KHELA' } });
      expectRefusal(launchRefused, 'self_exclusion');
      expect((await b.app.inject({ method: 'POST', url: '/api/balance', headers: bearer(q.token) })).statusCode).toBe(200);
    } finally {
      await b?.stop();
      if (onPostgres) await a.stop();
      await db.drop();
    }
  });
});

describe.runIf(onPostgres)('two real server processes (PostgreSQL)', () => {
  it('a self-exclusion set through one process refuses a launch through the other, after logout', async () => {
    const procs = await startProcesses(2, { ADMIN_PASSWORD: 'admin-password-123' });
    try {
      const [a, b] = procs.urls as [string, string];
      const username = `safer${Date.now().toString(36)}`.slice(0, 16);
      const p = await signUpOver(a, username);
      const auth = { authorization: `Bearer ${p.token}` };
      expect((await postJson(`${a}/api/safer-gambling/self-exclusion`, { months: 12 }, auth)).status).toBe(200);
      expect((await postJson(`${a}/api/logout`, {}, auth)).status).toBe(200);
      const login = await postJson(`${b}/api/login`, { username, password: 'secret123' });
      expect(login.status).toBe(200);
      const launchB = await postJson(`${b}/api/game-run`, { userId: p.remoteId, gameCode: 'dice', gameType: 'EGAME', platform: 'KHELA' }, { authorization: `Bearer ${login.body.token as string}` });
      expect(launchB.status).toBe(403);
      expect(launchB.body).toMatchObject({ code: 'self_exclusion' });
    } finally {
      await procs.close();
    }
  }, 180_000);
});
