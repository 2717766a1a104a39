import { createServer, connect, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { bearer, expectLedgerClean, solvedCaptcha, startTestApp, uniqueName, uniquePhone, type TestApp } from './helpers';
import { launch, play, providerCall } from './games-fixtures';

/**
 * Security limits: the client address behind proxies (TRUST_PROXY), per-account login failures that an attacker
 * cannot turn into a lock-out, and a Redis outage that must not turn committed money calls (or logins) into 500s.
 */

const ADMIN_PASSWORD = 'admin-password-123';
const PASSWORD = 'secret123';

type Headers = Record<string, string>;

interface Player {
  username: string;
  remoteId: number;
  token: string;
}

/** Signs up from the given client (the captcha drawn and answered from the same client, as a person would). */
async function signup(app: FastifyInstance, username: string, headers: Headers = {}, remoteAddress?: string) {
  const from = { headers, ...(remoteAddress ? { remoteAddress } : {}) };
  const solved = await solvedCaptcha(app, from);
  return app.inject({
    method: 'POST',
    url: '/api/v1/create-players',
    ...from,
    headers: { ...headers, ...solved.headers },
    payload: { username, password: PASSWORD, confirmPassword: PASSWORD, name: 'Test', phone: uniquePhone(), email: `${username}@example.com`, currency: 'BDT', captcha: solved.captcha, age_confirmed: true },
  });
}

function login(app: FastifyInstance, username: string, password: string, headers: Headers = {}, remoteAddress?: string) {
  return app.inject({ method: 'POST', url: '/api/login', headers, ...(remoteAddress ? { remoteAddress } : {}), payload: { username, password } });
}

function staffLogin(app: FastifyInstance, password: string, remoteAddress: string) {
  return app.inject({ method: 'POST', url: '/api/backoffice/login', remoteAddress, payload: { username: 'admin', password } });
}

async function player(app: FastifyInstance, headers: Headers = {}, remoteAddress?: string): Promise<Player> {
  const username = uniqueName();
  const s = await signup(app, username, headers, remoteAddress);
  expect(s.statusCode, s.body).toBe(200);
  const l = await login(app, username, PASSWORD, headers, remoteAddress);
  expect(l.statusCode, l.body).toBe(200);
  const b = l.json() as { token: string; remote_id: number };
  return { username, remoteId: b.remote_id, token: b.token };
}

/** The client address the server saw for a login (sessions.ip). */
async function addressSeen(app: FastifyInstance, p: Player, headers: Headers, remoteAddress?: string): Promise<string> {
  const l = await login(app, p.username, PASSWORD, headers, remoteAddress);
  expect(l.statusCode, l.body).toBe(200);
  const row = await app.khela.database.db
    .selectFrom('sessions')
    .select('ip')
    .where('player_id', '=', BigInt(p.remoteId))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.ip ?? '';
}

/** `n` failed logins (unknown usernames, so no per-account limit interferes); answers the status codes. */
async function failedLogins(app: FastifyInstance, n: number, headers: (i: number) => Headers, remoteAddress?: string): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) codes.push((await login(app, uniqueName('nobody'), 'wrong-password', headers(i), remoteAddress)).statusCode);
  return codes;
}

describe('TRUST_PROXY', () => {
  it('is a hop count or a list of proxy addresses / CIDRs; anything else stops start-up naming the variable', () => {
    const cfg = (v: string) => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: v }).trustProxy;
    expect(cfg('')).toBe(false);
    expect(cfg('0')).toBe(false);
    expect(cfg('1')).toBe(1);
    expect(cfg('2')).toBe(2);
    expect(cfg('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(cfg('::1,fd00::/8,loopback')).toEqual(['::1', 'fd00::/8', 'loopback']);
    for (const bad of ['true', 'yes', '-1', '1.5', '10.0.0.0/33', '10.0.0', '10.0.0.1/8x', 'fd00::/129', '10.0.0.1,,10.0.0.2', '1000']) {
      expect(() => cfg(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  describe('TRUST_PROXY=1 (one load balancer in front)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({}, { TRUST_PROXY: '1', RATE_LIMIT_SCALE: '1' });
    });
    afterAll(() => t?.close());

    it('takes the address the load balancer appended, whatever the client put on the left', async () => {
      const p = await player(t.app, { 'x-forwarded-for': '198.51.100.200' });
      expect(await addressSeen(t.app, p, { 'x-forwarded-for': '1.2.3.4, 203.0.113.7' })).toBe('203.0.113.7');
      expect(await addressSeen(t.app, p, { 'x-forwarded-for': '1.2.3.4, 127.0.0.1' })).toBe('127.0.0.1');
      expect(await addressSeen(t.app, p, { 'x-forwarded-for': '1.2.3.4,5.6.7.8, 203.0.113.7' })).toBe('203.0.113.7');
    });

    it('counts failed logins with varying spoofed X-Forwarded-For against one address: 429 after 30', async () => {
      const codes = await failedLogins(t.app, 31, (i) => ({ 'x-forwarded-for': `1.2.3.${i}, 198.51.100.7` }));
      expect(codes.slice(0, 30)).toEqual(Array(30).fill(401));
      expect(codes[30]).toBe(429);
      // The spoofed entry written as if a proxy had added it changes nothing either.
      expect((await failedLogins(t.app, 1, () => ({ 'x-forwarded-for': '9.9.9.9, 1.2.3.4, 198.51.100.7' })))[0]).toBe(429);
      // Another client behind the same load balancer is not affected.
      expect((await failedLogins(t.app, 1, () => ({ 'x-forwarded-for': '1.2.3.4, 198.51.100.8' })))[0]).toBe(401);
    });

    it('counts sign-ups with varying spoofed X-Forwarded-For against one address: 429 after 10', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) codes.push((await signup(t.app, uniqueName(), { 'x-forwarded-for': `1.2.3.${i}, 198.51.100.9` })).statusCode);
      expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(codes[10]).toBe(429);
    });
  });

  describe('TRUST_PROXY as a list of proxies', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({}, { TRUST_PROXY: '127.0.0.1/32, 10.0.0.0/8', RATE_LIMIT_SCALE: '1' });
    });
    afterAll(() => t?.close());

    it('skips the trusted proxies from the right and stops at the first other address', async () => {
      const p = await player(t.app, { 'x-forwarded-for': '198.51.100.201' });
      expect(await addressSeen(t.app, p, { 'x-forwarded-for': '1.2.3.4, 203.0.113.7, 10.1.2.3' })).toBe('203.0.113.7');
      expect(await addressSeen(t.app, p, { 'x-forwarded-for': '1.2.3.4, 203.0.113.7' })).toBe('203.0.113.7');
      // A peer that is not a trusted proxy is the client, whatever it claims.
      expect(await addressSeen(t.app, p, { 'x-forwarded-for': '1.2.3.4' }, '198.51.100.5')).toBe('198.51.100.5');
    });

    it('counts failed logins with varying spoofed X-Forwarded-For against one address: 429 after 30', async () => {
      const codes = await failedLogins(t.app, 31, (i) => ({ 'x-forwarded-for': `1.2.3.${i}, 198.51.100.17, 10.1.2.3` }));
      expect(codes.slice(0, 30)).toEqual(Array(30).fill(401));
      expect(codes[30]).toBe(429);
      expect((await failedLogins(t.app, 1, () => ({ 'x-forwarded-for': '1.2.3.4, 198.51.100.18, 10.1.2.3' })))[0]).toBe(401);
    });
  });
});

describe('login failures per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ adminPassword: ADMIN_PASSWORD }, { RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => t?.close());

  it('11 wrong passwords from one address do not lock the player out from another', async () => {
    const p = await player(t.app, {}, '198.51.100.1');
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await login(t.app, p.username, 'wrong-password', {}, '203.0.113.1')).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes[10]).toBe(429);
    expect((await login(t.app, p.username, PASSWORD, {}, '203.0.113.2')).statusCode).toBe(200);
    // From the attacker's address the right password is refused too, even after the owner's success.
    const a = await login(t.app, p.username, PASSWORD, {}, '203.0.113.1');
    expect(a.statusCode).toBe(429);
    expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('only failures count (per account and per address), and a success clears that address’s count', async () => {
    const p = await player(t.app, {}, '198.51.100.2');
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) expect((await login(t.app, p.username, 'wrong-password', {}, '203.0.113.3')).statusCode).toBe(401);
      expect((await login(t.app, p.username, PASSWORD, {}, '203.0.113.3')).statusCode).toBe(200);
    }
    // Many players behind one address (a carrier's NAT) logging in successfully are not limited.
    const codes: number[] = [];
    for (let i = 0; i < 35; i++) codes.push((await login(t.app, p.username, PASSWORD, {}, '203.0.113.4')).statusCode);
    expect(codes).toEqual(Array(35).fill(200));
  });

  it('a softer ceiling of 100 failures per account from any number of addresses', async () => {
    const p = await player(t.app, {}, '198.51.100.3');
    const codes: number[] = [];
    for (let a = 0; a < 10; a++) {
      const batch = await Promise.all(Array.from({ length: 10 }, () => login(t.app, p.username, 'wrong-password', {}, `192.0.2.${a + 10}`)));
      codes.push(...batch.map((r) => r.statusCode));
    }
    expect(codes).toEqual(Array(100).fill(401));
    expect((await login(t.app, p.username, PASSWORD, {}, '192.0.2.99')).statusCode).toBe(429);
  });

  it('the staff administrator: 11 wrong passwords from one address, the right one from another logs in', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await staffLogin(t.app, 'wrong-password', '203.0.113.11')).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes[10]).toBe(429);
    expect((await staffLogin(t.app, ADMIN_PASSWORD, '203.0.113.12')).statusCode).toBe(200);
    expect((await staffLogin(t.app, ADMIN_PASSWORD, '203.0.113.11')).statusCode).toBe(429);
  });
});

/**
 * A TCP proxy in front of the real Redis that the test can cut: `down` drops every connection and every new one,
 * `frozen` keeps them open and answers nothing (a hung Redis).
 */
class RedisProxy {
  private readonly server: Server;
  private readonly pairs = new Set<[Socket, Socket | null]>();
  mode: 'up' | 'down' | 'frozen' = 'up';
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {
    this.server = createServer((client) => {
      if (this.mode === 'down') return void client.destroy();
      const upstream = this.mode === 'up' ? connect(this.target.port, this.target.host) : null;
      const pair: [Socket, Socket | null] = [client, upstream];
      this.pairs.add(pair);
      const end = () => {
        client.destroy();
        upstream?.destroy();
        this.pairs.delete(pair);
      };
      client.on('data', (d) => this.mode === 'up' && upstream?.write(d));
      upstream?.on('data', (d) => this.mode === 'up' && client.write(d));
      client.on('error', end).on('close', end);
      upstream?.on('error', end).on('close', end);
    });
  }
  async start(): Promise<void> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.port = (this.server.address() as { port: number }).port;
  }
  down() {
    this.mode = 'down';
    for (const [c, u] of this.pairs) {
      c.destroy();
      u?.destroy();
    }
    this.pairs.clear();
  }
  async close() {
    this.down();
    await new Promise((r) => this.server.close(r));
  }
}

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(Boolean(redisUrl))('a Redis outage', () => {
  const PLATFORM = 'OUTAGE';
  const SECRET = 'outage-wallet-secret-0123456789';
  let proxy: RedisProxy;
  let t: TestApp;
  // Every request of this test comes from its own client address, so that the shared Redis's counters of other
  // test runs do not matter.
  const me = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const from = { 'x-forwarded-for': me };

  beforeAll(async () => {
    const target = new URL(redisUrl!);
    proxy = new RedisProxy({ host: target.hostname, port: Number(target.port || 6379) });
    await proxy.start();
    const viaProxy = new URL(redisUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    t = await startTestApp({ redisUrl: viaProxy.toString(), adminPassword: ADMIN_PASSWORD }, { TRUST_PROXY: '1', RATE_LIMIT_SCALE: '1' });
    await t.app.khela.database.db
      .insertInto('game_providers')
      .values({ platform: PLATFORM, name: 'Outage Games', kind: 'external', launch_url: 'https://games.outage.test/launch?token={token}&game={game}', wallet_secret: SECRET })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((p) => t.app.khela.database.db.insertInto('games').values({ provider_id: p.id, code: 'outage-slot', name: 'Outage Slot', type: 'SLOT' }).execute());
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  async function timed<T>(what: string, f: () => Promise<T>): Promise<T> {
    const started = Date.now();
    const r = await f();
    expect(Date.now() - started, `${what} took too long`).toBeLessThan(3000);
    return r;
  }

  const balanceOf = async (p: Player) =>
    ((await t.app.inject({ method: 'POST', url: '/api/balance', headers: { ...bearer(p.token), ...from } })).json() as { balance: string }).balance;

  async function providerSession(p: Player): Promise<string> {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/game-run',
      headers: { ...bearer(p.token), ...from },
      payload: { userId: p.remoteId, externalURL: 'https://khela.test/', isMobileLogin: true, gameCode: 'outage-slot', gameType: 'SLOT', platform: PLATFORM },
    });
    expect(r.statusCode, r.body).toBe(200);
    const a = await providerCall(t.app, PLATFORM, SECRET, { action: 'authenticate', token: new URL((r.json() as { url: string }).url).searchParams.get('token') });
    expect(a.statusCode, a.body).toBe(200);
    return (a.json() as { session: string }).session;
  }

  /** Everything a player does must answer its real outcome, quickly, and move money exactly once. */
  async function everydayCalls(label: string, p: Player, session: string, expected: { before: number }) {
    const ok = await timed(`${label}: login`, () => login(t.app, p.username, PASSWORD, from));
    expect(ok.statusCode, ok.body).toBe(200);
    const bad = await timed(`${label}: wrong password`, () => login(t.app, p.username, 'wrong-password', from));
    expect(bad.statusCode, bad.body).toBe(401);
    const s = await timed(`${label}: sign-up`, () => signup(t.app, uniqueName(), from));
    expect(s.statusCode, s.body).toBe(200);
    const dup = await timed(`${label}: sign-up of a taken name`, () => signup(t.app, p.username, from));
    expect(dup.statusCode, dup.body).toBe(422);

    let balance = expected.before;
    const tx = `${label}-bet`;
    const bet = { action: 'bet', session, tx_id: tx, round_id: `${label}-round`, game_code: 'outage-slot', amount: '100.00' };
    const first = await timed(`${label}: provider bet`, () => providerCall(t.app, PLATFORM, SECRET, bet));
    balance -= 100;
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'OK', balance: balance.toFixed(2) });
    const retry = await timed(`${label}: provider bet retried`, () => providerCall(t.app, PLATFORM, SECRET, bet));
    expect(retry.json()).toMatchObject({ status: 'OK', balance: balance.toFixed(2) });
    const broke = await timed(`${label}: provider bet beyond the balance`, () =>
      providerCall(t.app, PLATFORM, SECRET, { ...bet, tx_id: `${tx}-big`, round_id: `${label}-round-2`, amount: '100000.00' }),
    );
    expect(broke.statusCode, broke.body).toBe(402);

    const credit = await timed(`${label}: credit`, () => t.app.inject({ method: 'POST', url: '/dev/wallet/adjust', payload: { username: p.username, amount: '50' } }));
    expect(credit.statusCode, credit.body).toBe(200);
    balance += 50;

    const dice = await timed(`${label}: dice`, async () => play(t.app, await launch(t.app, { ...p, password: PASSWORD, email: '', phone: '' }, 'dice'), '10', { target: 50, direction: 'under' }));
    balance += -10 + Number(dice.round.payout);
    expect(dice.balance).toBe(balance.toFixed(2));
    expect(await balanceOf(p)).toBe(balance.toFixed(2));
    await expectLedgerClean(t.app);
    return balance;
  }

  it('logins, sign-ups and money calls answer their real outcome within seconds; login limits still hold', async () => {
    const p = await player(t.app, from);
    const credit = await t.app.inject({ method: 'POST', url: '/dev/wallet/adjust', payload: { username: p.username, amount: '1000' } });
    expect(credit.statusCode, credit.body).toBe(200);
    const session = await providerSession(p);
    const fromOther = (n: number) => ({ 'x-forwarded-for': `${me.split('.').slice(0, 3).join('.')}.${(Number(me.split('.')[3]) + n) % 250}` });

    // Redis goes away: connections dropped, new ones refused.
    proxy.down();
    const balance = await everydayCalls('down', p, session, { before: 1000 });
    // The login limits fall back to this process's counters instead of letting every guess through.
    const victim = await player(t.app, fromOther(1));
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await timed('guess', () => login(t.app, victim.username, 'wrong-password', fromOther(2)))).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes[10]).toBe(429);

    // Redis comes back (the limits count there again); then hangs: connections open, nothing answered.
    proxy.mode = 'up';
    const probe = fromOther(3);
    const direct = new Redis(redisUrl!);
    try {
      let back = false;
      for (let i = 0; i < 25 && !back; i++) {
        await new Promise((r) => setTimeout(r, 400));
        await login(t.app, uniqueName('nobody'), 'wrong-password', probe);
        back = (await direct.exists(`khela:rl:loginPerIp:${probe['x-forwarded-for']}`)) === 1;
      }
      expect(back).toBe(true);
    } finally {
      direct.disconnect();
    }
    proxy.mode = 'frozen';
    await everydayCalls('frozen', p, session, { before: balance });
    const staff = await timed('staff login', () => staffLogin(t.app, ADMIN_PASSWORD, '127.0.0.1'));
    expect(staff.statusCode, staff.body).toBe(200);

    proxy.mode = 'up';
  });
});
