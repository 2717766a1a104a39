import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, parseMoney, toWire } from '@khela/domain';
import { loadConfig } from '../src/config';
import { bearer, expectLedgerClean, latestCode, newPlayer, onPostgres, solvedAltcha, startTestApp, type NewPlayer, type TestApp } from './helpers';
import { approveDeposit, balance, deposit, fund, staffCall, staffLogin, startPaymentsApp, tickets, verifiedPlayer } from './payments-fixtures';
import { providerCall } from './games-fixtures';
import { postJson, providerCallOver, signUpOver, startProcesses, type Processes } from './processes';

/**
 * The money-safety items of the attack pass: the provider wallet's rollback rules, the demo
 * e-wallet gateway in production, and the password-reset timing. Races run over two real server processes.
 */
const PLATFORM = 'SAFE';
const SECRET = 'safe-provider-secret-0123456789';

async function addProvider(db: TestApp['app']['khela']['database']['db']) {
  const prov = await db.insertInto('game_providers').values({ platform: PLATFORM, name: 'Safe Games', kind: 'external', launch_url: 'https://safe.test/?t={token}', wallet_secret: SECRET }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('games').values({ provider_id: prov.id, code: 'safe-slot', name: 'Safe Slot', type: 'SLOT' }).execute();
}

describe('provider wallet rollback rules (one process)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp();
    await addProvider(t.app.khela.database.db);
  });
  afterAll(() => t?.close());

  async function session(p: NewPlayer): Promise<string> {
    const run = await t.app.inject({ method: 'POST', url: '/api/game-run', headers: bearer(p.token), payload: { userId: p.remoteId, gameCode: 'safe-slot', platform: PLATFORM } });
    const token = new URL((run.json() as { url: string }).url).searchParams.get('t');
    return ((await providerCall(t.app, PLATFORM, SECRET, { action: 'authenticate', token })).json() as { session: string }).session;
  }

  it('refuses to roll back a bet of a settled round: the result, the balance and the turnover stand (ROUND_CLOSED)', async () => {
    // A real deposit, so the player has a turnover ticket (500 × the default multiplier) that the lost round counts towards.
    const p = await verifiedPlayer(t.app);
    const dep = await deposit(t.app, p, { amount: '500' });
    expect(dep.statusCode, dep.body).toBe(200);
    expect((await approveDeposit(t.app, await staffLogin(t.app), (dep.json() as { data: { id: number } }).data.id)).statusCode).toBe(200);
    const [ticket] = await tickets(t.app, p);
    const left = toWire(parseMoney(await balance(t.app, p)) - parseMoney('100')); // after the 100 bet
    const remaining = async () => (await tickets(t.app, p))[0]!.remaining_turnover;
    const s = await session(p);
    const call = (b: Record<string, unknown>) => providerCall(t.app, PLATFORM, SECRET, { session: s, ...b });
    expect((await call({ action: 'bet', tx_id: 'st-b', round_id: 'st-r', amount: '100.00' })).json()).toMatchObject({ status: 'OK', balance: left });
    expect((await call({ action: 'win', tx_id: 'st-w', round_id: 'st-r', amount: '0' })).json()).toMatchObject({ status: 'OK', balance: left });
    const afterLoss = await remaining();
    expect(parseMoney(ticket!.remaining_turnover) - parseMoney(afterLoss)).toBe(parseMoney('100'));
    for (let i = 0; i < 2; i++) {
      const rb = await call({ action: 'rollback', tx_id: 'st-rb', reference_tx_id: 'st-b' });
      expect(rb.statusCode).toBe(409);
      expect(rb.json()).toMatchObject({ status: 'ERROR', code: 'ROUND_CLOSED', balance: left });
    }
    // A win of a settled round cannot be taken back either.
    expect((await call({ action: 'rollback', tx_id: 'st-rw', reference_tx_id: 'st-w' })).json()).toMatchObject({ code: 'ROUND_CLOSED' });
    const round = await t.app.khela.database.db.selectFrom('game_rounds').select(['status', 'stake', 'payout']).where('round_ref', '=', 'st-r').executeTakeFirstOrThrow();
    expect(round).toEqual({ status: 'lost', stake: 10000n, payout: 0n });
    expect(await balance(t.app, p)).toBe(left);
    expect(await remaining()).toBe(afterLoss);
    await expectLedgerClean(t.app);
  });

  it('a bet already refunded by the console answers a later provider rollback OK without moving money again', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app, p, '100');
    const s = await session(p);
    const call = (b: Record<string, unknown>) => providerCall(t.app, PLATFORM, SECRET, { session: s, ...b });
    await call({ action: 'bet', tx_id: 'rf-b', round_id: 'rf-r', amount: '25.00' });
    const round = await t.app.khela.database.db.selectFrom('game_rounds').select('id').where('round_ref', '=', 'rf-r').executeTakeFirstOrThrow();
    await t.app.khela.gameWallet.refundOpenRound(round.id, 'test');
    expect(await balance(t.app, p)).toBe('100.00');
    const rb = await call({ action: 'rollback', tx_id: 'rf-rb', reference_tx_id: 'rf-b' });
    expect(rb.statusCode, rb.body).toBe(200);
    expect(rb.json()).toMatchObject({ status: 'OK', balance: '100.00' });
    await expectLedgerClean(t.app);
  });
});

describe('the demo e-wallet gateway never runs in production', () => {
  it('loadConfig refuses PAYMENT_GATEWAY=demo in production and defaults production to no gateway', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'demo' })).toThrow(/PAYMENT_GATEWAY=demo is refused in production/);
    expect(() => loadConfig({ NODE_ENV: 'development', PAYMENT_GATEWAY: 'acme' })).toThrow(/PAYMENT_GATEWAY/);
    expect(loadConfig({ NODE_ENV: 'production' }).paymentGateway).toBe('none');
    expect(loadConfig({ NODE_ENV: 'development' }).paymentGateway).toBe('demo');
  });

  it('without a gateway: e-wallet mode cannot be switched on, and even a mode left on mints nothing', async () => {
    const t = await startPaymentsApp({ paymentGateway: 'none' });
    try {
      const admin = await staffLogin(t.app);
      const settings = await staffCall(t.app, admin, 'GET', '/api/backoffice/settings');
      expect(settings.json()).toMatchObject({ payment_gateway: null, ewallet_mode: false });
      const on = await staffCall(t.app, admin, 'PUT', '/api/backoffice/settings', { ewallet_mode: true });
      expect(on.statusCode).toBe(422);
      expect(on.json().errors).toEqual({ ewallet_mode: [MESSAGES.ewalletNoGateway] });
      // A database whose switch was turned on while a demo gateway ran (or by hand): still nothing is taken.
      await t.app.khela.database.db.updateTable('payment_settings').set({ ewallet_mode: true }).execute();
      const p = await verifiedPlayer(t.app);
      const methods = (await t.app.inject({ method: 'GET', url: '/api/b2b/payment-methods', headers: bearer(p.token) })).json();
      expect(Array.isArray(methods)).toBe(true);
      const req = await t.app.inject({ method: 'POST', url: '/api/ewa/request', headers: bearer(p.token), payload: { amount: '1000', type: 'Agent', provider: 'bKash' } });
      expect(req.statusCode).toBe(409);
      expect(req.json().message).toBe(MESSAGES.ewalletOff);
      const confirm = await t.app.inject({ method: 'POST', url: '/api/ewa/confirm', headers: bearer(p.token), payload: { trx_id: 'DEMO-0123456789ABCDEF', trxid: 'ABCDEFG123', number: '01711223344' } });
      expect(confirm.statusCode).toBe(409);
      expect(await balance(t.app, p)).toBe('0.00');
    } finally {
      await t.close();
    }
  });

  it('with the demo gateway (outside production) the console names it', async () => {
    const t = await startPaymentsApp();
    try {
      const admin = await staffLogin(t.app);
      expect((await staffCall(t.app, admin, 'GET', '/api/backoffice/settings')).json()).toMatchObject({ payment_gateway: 'demo' });
    } finally {
      await t.close();
    }
  });
});

describe('password reset timing', () => {
  it('answers before the reset code is made and sent, so a match takes the same work as no match', async () => {
    const t = await startTestApp();
    try {
      const p = await newPlayer(t.app);
      // Hold every message at the outbox: an answer that waited for the code's work would not arrive.
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const notifier = t.app.khela.notifier;
      const send = notifier.send.bind(notifier);
      notifier.send = async (n) => {
        await gate;
        return send(n);
      };
      const a = await solvedAltcha(t.app);
      const answer = t.app.inject({ method: 'POST', url: '/api/usr-forgot-password', payload: { type: 'email', email: p.email, username: p.username, altcha: a } });
      const first = await Promise.race([answer.then((r) => r.statusCode), new Promise((r) => setTimeout(() => r('still waiting'), 5_000))]);
      release();
      expect(first).toBe(200);
      const b = await solvedAltcha(t.app);
      const nobody = await t.app.inject({ method: 'POST', url: '/api/usr-forgot-password', payload: { type: 'email', email: p.email, username: 'nobodyhere1', altcha: b } });
      expect(nobody.json()).toEqual((await answer).json());
      // The code still arrives.
      const code = await latestCode(t.app, p.email);
      expect(code).toMatch(/^\d{6}$/);
    } finally {
      await t.close();
    }
  });
});

/** Races between processes need PostgreSQL (PGlite is one process's database). */
describe.runIf(onPostgres)('provider wallet races over two server processes (PostgreSQL)', () => {
  let procs: Processes;
  let a: string;
  let b: string;
  let player: { token: string; remoteId: string; username: string };

  beforeAll(async () => {
    procs = await startProcesses(2);
    [a, b] = procs.urls as [string, string];
    const check = await startTestApp({ databaseUrl: procs.dbUrl });
    try {
      await addProvider(check.app.khela.database.db);
    } finally {
      await check.close();
    }
    const username = `race${Date.now().toString(36)}`.slice(0, 16);
    player = { ...(await signUpOver(a, username)), username };
    expect((await postJson(`${a}/dev/wallet/adjust`, { username, amount: '10000' })).status).toBe(200);
  }, 180_000);
  afterAll(() => procs?.close());

  async function session(): Promise<string> {
    const run = await postJson(`${a}/api/game-run`, { userId: player.remoteId, gameCode: 'safe-slot', platform: PLATFORM }, { authorization: `Bearer ${player.token}` });
    const token = new URL(run.body.url as string).searchParams.get('t');
    const auth = await providerCallOver(b, PLATFORM, SECRET, { action: 'authenticate', token });
    return (auth.body as unknown as { session: string }).session;
  }
  async function money(): Promise<string> {
    return (await providerCallOver(a, PLATFORM, SECRET, { action: 'balance', session: await session() })).body.balance!;
  }
  async function ledgerClean() {
    const check = await startTestApp({ databaseUrl: procs.dbUrl });
    try {
      await expectLedgerClean(check.app);
    } finally {
      await check.close();
    }
  }

  it('25 bets racing their rollbacks: each pair ends reversed or refused, no stake is kept, every retry answers the same', async () => {
    const s = await session();
    const start = await money();
    const pairs = Array.from({ length: 25 }, (_, i) => i);
    const first = await Promise.all(
      pairs.map(async (i) => {
        const [bet, rb] = await Promise.all([
          providerCallOver(i % 2 ? a : b, PLATFORM, SECRET, { action: 'bet', session: s, tx_id: `rc-b${i}`, round_id: `rc-r${i}`, amount: '10.00' }),
          providerCallOver(i % 2 ? b : a, PLATFORM, SECRET, { action: 'rollback', session: s, tx_id: `rc-rb${i}`, reference_tx_id: `rc-b${i}` }),
        ]);
        return { bet, rb };
      }),
    );
    for (const [i, { bet, rb }] of first.entries()) {
      expect([bet.status, rb.status].every((c) => c < 500), `pair ${i}`).toBe(true);
      if (rb.body.status === 'OK') {
        // The bet came first and was reversed.
        expect(bet.body.status, `pair ${i}`).toBe('OK');
      } else {
        // The rollback came first: the bet that follows is refused.
        expect(rb.body.code, `pair ${i}`).toBe('TX_NOT_FOUND');
        expect(bet.body.code, `pair ${i}`).toBe('TX_NOT_FOUND');
      }
      const again = await providerCallOver(i % 2 ? a : b, PLATFORM, SECRET, { action: 'rollback', session: s, tx_id: `rc-rb${i}`, reference_tx_id: `rc-b${i}` });
      expect(again.body.status, `pair ${i} retry`).toBe(rb.body.status);
      expect(again.body.code, `pair ${i} retry`).toBe(rb.body.code);
    }
    expect(await money()).toBe(start);
    await ledgerClean();
  });

  it('10 rollbacks of one bet with different ids over two processes: all answer OK, the stake comes back once', async () => {
    const s = await session();
    const start = await money();
    expect((await providerCallOver(a, PLATFORM, SECRET, { action: 'bet', session: s, tx_id: 'pr-b', round_id: 'pr-r', amount: '30.00' })).body.status).toBe('OK');
    const rbs = await Promise.all(
      Array.from({ length: 10 }, (_, i) => providerCallOver(i % 2 ? a : b, PLATFORM, SECRET, { action: 'rollback', session: s, tx_id: `pr-rb${i}`, reference_tx_id: 'pr-b' })),
    );
    expect(rbs.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(rbs.every((r) => r.body.status === 'OK' && r.body.balance === start)).toBe(true);
    expect(await money()).toBe(start);
    await ledgerClean();
  });
});
