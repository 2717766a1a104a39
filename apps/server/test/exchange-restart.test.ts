import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerClean, freshPostgresDatabase, newPlayer, onPostgres } from './helpers';
import { postJson, signUpOver } from './processes';
import { ADMIN_PASSWORD, balance, fund, staffLogin } from './payments-fixtures';
import {
  acted,
  consoleMarket,
  createEvent,
  depth,
  expectBalances,
  expectExchangeClean,
  matchOdds,
  ordersOf,
  persistentDatabase,
  placed,
  position,
  startExchangeApp,
  type ExchangeApp,
} from './exchange-fixtures';

/**
 * The database is the truth and the in-memory book is rebuilt from it: after the app closes (or its process is killed
 * with SIGKILL) a new one on the same database shows the same depth, matches new orders in the same time priority,
 * and finds the ledger and the book in agreement. Leases are short here (500 ms), so a successor takes over quickly.
 */

describe('a restart on the same database', () => {
  let db: Awaited<ReturnType<typeof persistentDatabase>>;
  let x: ExchangeApp | undefined;
  beforeAll(async () => {
    db = await persistentDatabase();
  });
  afterAll(async () => {
    await x?.stop();
    await db?.drop();
  });

  it('rebuilds the book exactly: depth, time priority, positions, and the ledger', async () => {
    x = await startExchangeApp(db);
    let app = x.app;
    const staff = await staffLogin(app);
    const ev = await createEvent(app, staff);
    const [bd, ind] = ev.selections as [string, string];
    const m = ev.marketId;
    const funded = async () => {
      const p = await newPlayer(app);
      await fund(app, p, '1000.00');
      return p;
    };
    const [l1, l2, l3, b1, b2, tk, t2, xl] = [await funded(), await funded(), await funded(), await funded(), await funded(), await funded(), await funded(), await funded()];

    const o1 = await placed(app, l1, { market_id: m, selection_id: bd, side: 'lay', price: 2, size: '50.00' });
    const o2 = await placed(app, l2, { market_id: m, selection_id: bd, side: 'lay', price: 2, size: '40.00', persistence: 'persist' });
    await placed(app, l3, { market_id: m, selection_id: bd, side: 'lay', price: 2.2, size: '30.00' });
    const ob1 = await placed(app, b1, { market_id: m, selection_id: ind, side: 'back', price: 3, size: '20.00' });
    const ob2 = await placed(app, b2, { market_id: m, selection_id: ind, side: 'back', price: 3.5, size: '25.00' });
    // T backs 40: 30 at 2.2 (L3) and 10 at 2.0 (L1, older than L2).
    expect(await placed(app, tk, { market_id: m, selection_id: bd, side: 'back', price: 2, size: '40.00' })).toMatchObject({ size_matched: '40.00', avg_price_matched: 2.15 });
    const before = await matchOdds(app, m);
    expect(before.runners.map((r) => r.ex)).toEqual([
      { availableToBack: [{ price: 2, size: '80.00' }], availableToLay: [] },
      {
        availableToBack: [],
        availableToLay: [
          { price: 3, size: '20.00' },
          { price: 3.5, size: '25.00' },
        ],
      },
    ]);
    const etag = (await app.inject({ method: 'GET', url: `/api/match-odds/${m}` })).headers.etag;
    const positions = await Promise.all([l1, l2, l3, tk].map((p) => position(app, p, m)));
    const balancesBefore = await Promise.all([l1, l2, l3, b1, b2, tk].map((p) => balance(app, p)));
    expect(balancesBefore).toEqual(['950.00', '960.00', '964.00', '980.00', '975.00', '960.00']);

    // Close and start again on the same database.
    await x.stop();
    x = await startExchangeApp(db);
    app = x.app;
    expect(app.khela.exchange.stateOf(BigInt(m))).toBeUndefined();
    const after = await matchOdds(app, m);
    expect(after.runners).toEqual(before.runners);
    expect(after.version).toBe(before.version);
    expect((await app.inject({ method: 'GET', url: `/api/match-odds/${m}` })).headers.etag).toBe(etag);
    expect(await Promise.all([l1, l2, l3, tk].map((p) => position(app, p, m)))).toEqual(positions);
    expect(await Promise.all([l1, l2, l3, b1, b2, tk].map((p) => balance(app, p)))).toEqual(balancesBefore);
    expect((await consoleMarket(app, await staffLogin(app), m)).mismatches).toEqual([]);
    const staff2 = await staffLogin(app);

    // T2 backs 60 at 2.0: L1's remaining 40 first (it rested first), then 20 of L2's.
    expect(await placed(app, t2, { market_id: m, selection_id: bd, side: 'back', price: 2, size: '60.00' })).toMatchObject({ size_matched: '60.00', avg_price_matched: 2 });
    expect((await ordersOf(app, l1, 'open')).find((o) => o.id === o1.id)).toMatchObject({ status: 'execution_complete', size_matched: '50.00' });
    expect((await ordersOf(app, l2, 'open')).find((o) => o.id === o2.id)).toMatchObject({ status: 'executable', size_matched: '20.00', size_remaining: '20.00' });
    // X lays India 45 at 3.5: the lowest back first (B1 at 3.0), then B2 at 3.5.
    expect(await placed(app, xl, { market_id: m, selection_id: ind, side: 'lay', price: 3.5, size: '45.00' })).toMatchObject({ size_matched: '45.00', avg_price_matched: 3.28 });
    expect((await ordersOf(app, b1, 'open')).find((o) => o.id === ob1.id)).toMatchObject({ size_matched: '20.00', avg_price_matched: 3 });
    expect((await ordersOf(app, b2, 'open')).find((o) => o.id === ob2.id)).toMatchObject({ size_matched: '25.00', avg_price_matched: 3.5 });
    // X risks 20 x 2 + 25 x 2.5 = 102.50.
    await expectBalances(app, [
      [t2, '940.00'],
      [xl, '897.50'],
    ]);
    expect(await depth(app, m)).toEqual([
      { availableToBack: [{ price: 2, size: '20.00' }], availableToLay: [] },
      { availableToBack: [], availableToLay: [] },
    ]);

    // Once more, then the in-play turn (L2's order persists) and the settlement on the third app.
    await x.stop();
    x = await startExchangeApp(db);
    app = x.app;
    expect(await depth(app, m)).toEqual([
      { availableToBack: [{ price: 2, size: '20.00' }], availableToLay: [] },
      { availableToBack: [], availableToLay: [] },
    ]);
    expect((await consoleMarket(app, staff2, m)).mismatches).toEqual([]);
    await acted(app, staff2, m, 'settle', { winner_selection_id: bd });
    await expectBalances(app, [
      [l1, '950.00'], // -50
      [l2, '980.00'], // -20 (20 unmatched lapsed)
      [l3, '964.00'], // -36
      [b1, '980.00'], // -20
      [b2, '975.00'], // -25
      [tk, '1045.08'], // +36 +10 - 0.92
      [t2, '1058.80'], // +60 - 1.20
      [xl, '1044.10'], // +45 - 0.90
    ]);
    await expectLedgerClean(app);
    await expectExchangeClean(app);
  });
});

// ------------------------------------------------------------------ real processes, SIGKILL (PostgreSQL only)

interface Server {
  url: string;
  proc: ChildProcess;
}

/** A port the system says is free now (a random one may be a port another test's app already listens on). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function spawnServer(dbUrl: string, dataDir: string): Promise<Server> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(__dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      DATA_DIR: dataDir,
      RATE_LIMIT_SCALE: '1000',
      ADMIN_PASSWORD,
      EXCHANGE_LEASE_MS: '500',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (proc.exitCode !== null) throw new Error(`server on ${port} exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, proc };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  proc.kill('SIGKILL');
  throw new Error(`server on ${port} did not start`);
}

const running = (s: Server) => s.proc.exitCode === null && s.proc.signalCode === null;

function killHard(s: Server): Promise<unknown> {
  if (!running(s)) return Promise.resolve();
  const exited = new Promise((r) => s.proc.once('exit', r));
  s.proc.kill('SIGKILL');
  return exited;
}

async function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  const r = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await r.text();
  return { status: r.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> & Record<number, unknown> };
}

describe.runIf(onPostgres)('kill -9 of the process that writes the market (PostgreSQL)', () => {
  let dbUrl: string;
  let drop: () => Promise<void>;
  let dataDir: string;
  const servers: Server[] = [];
  let checker: ExchangeApp | undefined;
  beforeAll(async () => {
    const db = await freshPostgresDatabase();
    dbUrl = db.url;
    drop = db.drop;
    dataDir = mkdtempSync(join(tmpdir(), 'khela-kill-'));
  }, 120_000);
  afterAll(async () => {
    await checker?.stop();
    for (const s of servers) await killHard(s);
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a new process rebuilds the book exactly, also after orders in flight when the old one died', async () => {
    const first = await spawnServer(dbUrl, dataDir);
    servers.push(first);
    const base = first.url;
    const staff = (await postJson(`${base}/api/backoffice/login`, { username: 'admin', password: ADMIN_PASSWORD })).body.token as string;
    const ev = await call(base, 'POST', '/api/backoffice/exchange/events', staff, {
      sport: 'cricket',
      name: 'Kill v Nine',
      start_time: new Date(Date.now() + 3600_000).toISOString(),
      runners: ['Bangladesh', 'India'],
      liquidity: false,
      bet_delay_ms: 0,
    });
    expect(ev.status, JSON.stringify(ev.body)).toBe(200);
    const market = (ev.body.markets as { id: string; runners: { selection_id: string }[] }[])[0]!;
    const m = market.id;
    const [bd, ind] = market.runners.map((r) => r.selection_id) as [string, string];
    const players: { username: string; token: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const username = `kill${Date.now().toString(36)}${i}`.slice(0, 16);
      const { token } = await signUpOver(base, username);
      expect((await postJson(`${base}/dev/wallet/adjust`, { username, amount: '1000' })).status).toBe(200);
      players.push({ username, token });
    }
    const [p1, p2, p3, p4] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const order = (s: string, p: { token: string }, o: Record<string, unknown>) =>
      call(s, 'POST', '/api/exchange/orders', p.token, { market_id: m, request_id: `k${Math.random().toString(36).slice(2, 12)}`, ...o });

    const a = await order(base, p1, { selection_id: bd, side: 'lay', price: 2, size: '50.00' });
    expect(a.status).toBe(200);
    const b = await order(base, p2, { selection_id: bd, side: 'lay', price: 2, size: '50.00' });
    expect((await order(base, p3, { selection_id: bd, side: 'back', price: 2, size: '30.00' })).status).toBe(200);
    expect((await order(base, p3, { selection_id: ind, side: 'back', price: 4, size: '25.00' })).status).toBe(200);
    const before = await call(base, 'GET', `/api/match-odds/${m}`);
    expect((before.body[0] as { runners: { ex: unknown }[] }).runners.map((r) => r.ex)).toEqual([
      { availableToBack: [{ price: 2, size: '70.00' }], availableToLay: [] },
      { availableToBack: [], availableToLay: [{ price: 4, size: '25.00' }] },
    ]);

    // SIGKILL: no graceful stop, the lease is left to expire.
    await killHard(first);
    const second = await spawnServer(dbUrl, dataDir);
    servers.push(second);
    const after = await call(second.url, 'GET', `/api/match-odds/${m}`);
    expect((after.body[0] as { runners: unknown }).runners).toEqual((before.body[0] as { runners: unknown }).runners);
    // P4 backs 40 at 2.0: P1's remaining 20 first (older), then 20 of P2's.
    const c = await order(second.url, p4, { selection_id: bd, side: 'back', price: 2, size: '40.00' });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(c.body.order).toMatchObject({ size_matched: '40.00', status: 'execution_complete' });
    const ordersOf = async (s: string, p: { token: string }) => ((await call(s, 'GET', '/api/exchange/orders?status=open', p.token)).body.orders as { id: string; size_matched: string; size_remaining: string }[]);
    expect((await ordersOf(second.url, p1)).find((o) => o.id === (a.body.order as { id: string }).id)).toMatchObject({ size_matched: '50.00', size_remaining: '0.00' });
    expect((await ordersOf(second.url, p2)).find((o) => o.id === (b.body.order as { id: string }).id)).toMatchObject({ size_matched: '20.00', size_remaining: '30.00' });
    const staff2 = (await postJson(`${second.url}/api/backoffice/login`, { username: 'admin', password: ADMIN_PASSWORD })).body.token as string;
    expect((await call(second.url, 'GET', `/api/backoffice/exchange/markets/${m}`, staff2)).body.mismatches).toEqual([]);

    // Orders in flight when the writer dies: whatever committed is in the book, nothing else, and the money agrees.
    const inFlight = Array.from({ length: 30 }, (_, i) =>
      order(second.url, i % 2 === 0 ? p1 : p4, { selection_id: ind, side: i % 2 === 0 ? 'lay' : 'back', price: i % 2 === 0 ? 3 : 3.5, size: '10.00' }).catch(() => null),
    );
    await new Promise((r) => setTimeout(r, 40));
    await killHard(second);
    await Promise.all(inFlight);
    const third = await spawnServer(dbUrl, dataDir);
    servers.push(third);
    const staff3 = (await postJson(`${third.url}/api/backoffice/login`, { username: 'admin', password: ADMIN_PASSWORD })).body.token as string;
    expect((await call(third.url, 'GET', `/api/backoffice/exchange/markets/${m}`, staff3)).body.mismatches).toEqual([]);
    // The depth shown equals the unmatched orders recorded.
    const shown = ((await call(third.url, 'GET', `/api/match-odds/${m}`)).body[0] as { runners: { ex: { availableToBack: { size: string }[]; availableToLay: { size: string }[] } }[] }).runners;
    let restingLays = 0;
    let restingBacks = 0;
    for (const p of [p1, p4]) {
      for (const o of (await call(third.url, 'GET', '/api/exchange/orders?status=open&per_page=100', p.token)).body.orders as { selection_id: string; side: string; size_remaining: string; status: string }[]) {
        if (o.selection_id !== ind || o.status !== 'executable') continue;
        if (o.side === 'lay') restingLays += Number(o.size_remaining);
        else restingBacks += Number(o.size_remaining);
      }
    }
    const sum = (l: { size: string }[]) => l.reduce((s, x) => s + Number(x.size), 0);
    expect(sum(shown[1]!.ex.availableToBack)).toBe(restingLays);
    expect(sum(shown[1]!.ex.availableToLay) - 25).toBe(restingBacks);

    // And it trades on: void everything, everyone is whole again.
    const v = await call(third.url, 'POST', `/api/backoffice/exchange/markets/${m}/void`, staff3, {});
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    for (const p of players) expect((await call(third.url, 'POST', '/api/balance', p.token)).body.balance).toBe('1000.00');
    // The ledger's own checks, from an app on the same database.
    checker = await startExchangeApp({ dataDir, databaseUrl: dbUrl });
    await expectLedgerClean(checker.app);
    await expectExchangeClean(checker.app);
  }, 120_000);
});

