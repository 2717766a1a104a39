import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionCache } from '../src/auth/session-cache';
import { LocalBus, RedisBus } from '../src/realtime/bus';
import { bearer, newPlayer, startTestApp, type TestApp } from './helpers';

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

describe('authenticate through the session cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ sessionCacheMs: 60_000 });
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
});
