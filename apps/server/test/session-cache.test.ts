import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionCache } from '../src/auth/session-cache';
import { GameSessionCache } from '../src/games/game-session-cache';
import type { LiveGameSession } from '../src/games/games.repository';
import { LocalBus, RedisBus } from '../src/realtime/bus';
import { gameCall, launch } from './games-fixtures';
import { bearer, newPlayer, startTestApp, type TestApp } from './helpers';
import { ADMIN_PASSWORD, staffLogin } from './payments-fixtures';

const session = (playerId: bigint, sessionId: bigint) => ({ playerId, sessionId, lastSeen: Date.now(), expiresAt: Date.now() + 3600_000 });

describe('SessionCache', () => {
  it('answers from memory until the bus says the session ended (one session, then all of a player)', async () => {
    const bus = new LocalBus();
    const cache = new SessionCache(bus, 60_000);
    cache.put('h1', session(1n, 10n), cache.ticket());
    cache.put('h2', session(1n, 11n), cache.ticket());
    cache.put('h3', session(2n, 20n), cache.ticket());
    expect(cache.get('h1')?.sessionId).toBe(10n);
    await bus.publish('player:1', 'session.ended', { session_id: '10', reason: 'logout' });
    expect(cache.get('h1')).toBeNull();
    expect(cache.get('h2')?.sessionId).toBe(11n);
    await bus.publish('player:1', 'session.ended', { session_id: null, reason: 'password_changed' });
    expect(cache.get('h2')).toBeNull();
    expect(cache.get('h3')?.sessionId).toBe(20n);
    cache.close();
  });

  it('does not store a read that started before a revocation of the same player', () => {
    const cache = new SessionCache(new LocalBus(), 60_000);
    const ticket = cache.ticket(); // the read starts…
    cache.drop(1n, null); // …a logout commits and is heard…
    cache.put('h1', session(1n, 10n), ticket); // …the read (which may have seen the row before the commit) ends
    expect(cache.get('h1')).toBeNull();
    cache.put('h1', session(1n, 10n), cache.ticket());
    expect(cache.get('h1')).not.toBeNull();
    cache.close();
  });

  it('trusts an entry for its time to live only, and never past the session’s expiry', () => {
    const cache = new SessionCache(new LocalBus(), 1_000);
    const now = Date.now();
    cache.put('h1', { ...session(1n, 10n), expiresAt: now + 60_000 }, cache.ticket(), now);
    expect(cache.get('h1', now + 999)).not.toBeNull();
    expect(cache.get('h1', now + 1_001)).toBeNull();
    cache.put('h2', { ...session(1n, 11n), expiresAt: now + 500 }, cache.ticket(), now);
    expect(cache.get('h2', now + 600)).toBeNull();
    cache.close();
  });

  it('is off at 0, and keeps at most its size', () => {
    const off = new SessionCache(new LocalBus(), 0);
    off.put('h1', session(1n, 10n), off.ticket());
    expect(off.get('h1')).toBeNull();
    const small = new SessionCache(new LocalBus(), 60_000, 100);
    for (let i = 0; i < 1_000; i++) small.put(`h${i}`, session(BigInt(i), BigInt(i)), small.ticket());
    expect(small.size).toBeLessThanOrEqual(100);
    expect(small.get('h999')).not.toBeNull();
    off.close();
    small.close();
  });

  it('stores nothing while the Redis bus is not connected (a revocation could be missed)', async () => {
    const bus = new RedisBus('redis://127.0.0.1:9/0');
    const cache = new SessionCache(bus, 60_000);
    expect(bus.live()).toBe(false);
    cache.put('h1', session(1n, 10n), cache.ticket());
    expect(cache.get('h1')).toBeNull();
    cache.close();
    await bus.close();
  });

  it.runIf(Boolean(process.env.TEST_REDIS_URL))('is live once Redis answers the subscription; a new connection is a new epoch', async () => {
    const bus = new RedisBus(process.env.TEST_REDIS_URL!);
    await bus.whenReady();
    expect(bus.live()).toBe(true);
    const cache = new SessionCache(bus, 60_000);
    cache.put('h1', session(1n, 10n), cache.ticket());
    expect(cache.get('h1')).not.toBeNull();
    // A revocation published by any process (here this one, through Redis) reaches the cache.
    await bus.publish('player:1', 'session.ended', { session_id: null, reason: 'logout' });
    await expect.poll(() => cache.get('h1')).toBeNull();
    cache.close();
    await bus.close();
    expect(bus.live()).toBe(false);
  });
});

/** A live game session row as `liveSession` reads it (only what the cache looks at matters here). */
const gameSession = (playerId: bigint, siteSessionId: bigint, expiresIn = 3600_000, siteExpiresIn = 3600_000) =>
  ({
    id: siteSessionId * 10n,
    player_id: playerId,
    auth_session_id: siteSessionId,
    expires_at: new Date(Date.now() + expiresIn),
    site_expires_at: new Date(Date.now() + siteExpiresIn),
    last_seen_at: new Date(),
  }) as LiveGameSession;

describe('GameSessionCache', () => {
  it('drops the game sessions of an ended site session (one, then all of a player), and everything when the catalogue changes', async () => {
    const bus = new LocalBus();
    const cache = new GameSessionCache(bus, 60_000);
    cache.put('g1', gameSession(1n, 10n), cache.ticket());
    cache.put('g2', gameSession(1n, 11n), cache.ticket());
    cache.put('g3', gameSession(2n, 20n), cache.ticket());
    await bus.publish('player:1', 'session.ended', { session_id: '10', reason: 'logout' });
    expect(cache.get('g1')).toBeNull();
    expect(cache.get('g2')?.session.auth_session_id).toBe(11n);
    await bus.publish('player:1', 'session.ended', { session_id: null, reason: 'password_changed' });
    expect(cache.get('g2')).toBeNull();
    expect(cache.get('g3')).not.toBeNull();
    await bus.publish('servers', 'games.changed', {});
    expect(cache.get('g3')).toBeNull();
    expect(cache.size).toBe(0);
    cache.close();
  });

  it('refuses a read that started before a drop of everything, and drops a site session here without the bus', () => {
    const cache = new GameSessionCache(new LocalBus(), 60_000);
    const ticket = cache.ticket(); // the read starts…
    cache.dropAll(); // …a game is withdrawn on this process…
    cache.put('g1', gameSession(1n, 10n), ticket); // …the read (which may have seen the game still active) ends
    expect(cache.get('g1')).toBeNull();
    cache.put('g1', gameSession(1n, 10n), cache.ticket());
    cache.put('g2', gameSession(1n, 11n), cache.ticket());
    cache.dropSessions(1n, 10n);
    expect(cache.get('g1')).toBeNull();
    expect(cache.get('g2')).not.toBeNull();
    cache.close();
  });

  it('never trusts an entry past the game session’s expiry or its site session’s', () => {
    const cache = new GameSessionCache(new LocalBus(), 60_000);
    const now = Date.now();
    cache.put('g1', gameSession(1n, 10n, 500), cache.ticket(), now);
    cache.put('g2', gameSession(1n, 11n, 3600_000, 500), cache.ticket(), now);
    cache.put('g3', gameSession(1n, 12n), cache.ticket(), now);
    for (const key of ['g1', 'g2', 'g3']) expect(cache.get(key, now + 100)).not.toBeNull();
    expect(cache.get('g1', now + 600)).toBeNull();
    expect(cache.get('g2', now + 600)).toBeNull();
    expect(cache.get('g3', now + 600)).not.toBeNull();
    cache.close();
  });
});

describe('authenticate through the session cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ sessionCacheMs: 60_000, adminPassword: ADMIN_PASSWORD });
  });
  afterAll(() => t?.close());

  it('a logged-out token fails at once though it was cached; a password change ends every cached session', async () => {
    const balance = (token: string) => t.app.inject({ method: 'POST', url: '/api/balance', headers: bearer(token), payload: {} });
    const a = await newPlayer(t.app);
    for (let i = 0; i < 3; i++) expect((await balance(a.token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(a.token) })).statusCode).toBe(200);
    expect((await balance(a.token)).statusCode).toBe(401);

    const b = await newPlayer(t.app);
    const second = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: b.username, password: b.password } });
    const tokens = [b.token, second.json().token as string];
    for (const tok of tokens) expect((await balance(tok)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user-pwd',
      headers: bearer(b.token),
      payload: { old_password: b.password, new_password: 'another123', new_password_confirmation: 'another123' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const tok of tokens) expect((await balance(tok)).statusCode).toBe(401);
  });

  it('a game session fails at once when its site session logs out, or its game is withdrawn, though it was cached', async () => {
    const fair = (token: string) => gameCall(t.app, token, 'GET', '/api/games/fair');
    const p = await newPlayer(t.app);
    const dice = await launch(t.app, p, 'dice');
    for (let i = 0; i < 3; i++) expect((await fair(dice.token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(p.token) })).statusCode).toBe(200);
    expect((await fair(dice.token)).statusCode).toBe(401);

    const q = await newPlayer(t.app);
    const limbo = await launch(t.app, q, 'limbo');
    const staff = await staffLogin(t.app);
    const patch = (status: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/backoffice/games/${limbo.game.id}`, headers: bearer(staff), payload: { status } });
    for (let i = 0; i < 3; i++) expect((await fair(limbo.token)).statusCode).toBe(200);
    expect((await patch('inactive')).statusCode).toBe(200);
    expect((await fair(limbo.token)).statusCode).toBe(401);
    expect((await patch('active')).statusCode).toBe(200);
    expect((await fair(limbo.token)).statusCode).toBe(200);
  });
});
