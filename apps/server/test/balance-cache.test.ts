import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { BusCache, playerOfRoom } from '../src/realtime/bus-cache';
import { LocalBus } from '../src/realtime/bus';
import { bearer, newPlayer, startTestApp, type TestApp } from './helpers';

/** The read-through cache under the session lookup and the shown balance (issue 15). */
describe('BusCache', () => {
  const drops = (m: { room: string; event: string }) => {
    const group = m.event === 'balance.changed' ? playerOfRoom(m.room) : null;
    return group === null ? null : { group };
  };

  it('drops a group when the bus says it changed, and no other', async () => {
    const bus = new LocalBus();
    const cache = new BusCache<bigint>(bus, 60_000, drops);
    cache.put('1', 1n, 100n, cache.ticket());
    cache.put('2', 2n, 200n, cache.ticket());
    expect(cache.get('1')).toBe(100n);
    await bus.publish('player:1', 'balance.changed', { balance: '5.00' });
    expect(cache.get('1')).toBeUndefined();
    expect(cache.get('2')).toBe(200n);
    // A zero balance is a value, not a miss.
    cache.put('3', 3n, 0n, cache.ticket());
    expect(cache.get('3')).toBe(0n);
    cache.close();
  });

  it('does not store a read that started before a drop of its group', () => {
    const cache = new BusCache<bigint>(new LocalBus(), 60_000, drops);
    const ticket = cache.ticket(); // the read starts…
    cache.drop(1n); // …a money move commits and is heard…
    cache.put('1', 1n, 100n, ticket); // …the read (which may have seen the row before the commit) ends
    expect(cache.get('1')).toBeUndefined();
    cache.put('1', 1n, 150n, cache.ticket());
    expect(cache.get('1')).toBe(150n);
    cache.close();
  });

  it('forgets drop stamps beyond its size by refusing every read already under way', () => {
    const cache = new BusCache<bigint>(new LocalBus(), 60_000, drops, 10);
    const early = cache.ticket();
    for (let i = 0; i < 50; i++) cache.drop(BigInt(1000 + i));
    cache.put('1', 1n, 100n, early);
    expect(cache.get('1')).toBeUndefined();
    cache.put('1', 1n, 100n, cache.ticket());
    expect(cache.get('1')).toBe(100n);
    cache.close();
  });

  it('is off at 0, expires after its time, and keeps at most its size', () => {
    const off = new BusCache<bigint>(new LocalBus(), 0, drops);
    off.put('1', 1n, 1n, off.ticket());
    expect(off.get('1')).toBeUndefined();
    const now = Date.now();
    const small = new BusCache<bigint>(new LocalBus(), 1_000, drops, 100);
    for (let i = 0; i < 1_000; i++) small.put(String(i), BigInt(i), BigInt(i), small.ticket(), now);
    expect(small.size).toBeLessThanOrEqual(100);
    expect(small.get('999', now + 999)).toBe(999n);
    expect(small.get('999', now + 1_001)).toBeUndefined();
    off.close();
    small.close();
  });
});

describe('the shown balance (POST /api/balance) from memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ balanceCacheMs: 60_000 });
  });
  afterAll(() => t?.close());

  const shown = async (token: string) => {
    const r = await t.app.inject({ method: 'POST', url: '/api/balance', headers: bearer(token), payload: {} });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().balance as string;
  };

  /** The balances pushed to a player from now on, until `off()`. */
  const pushesTo = (remoteId: string | number) => {
    const pushed: string[] = [];
    const off = t.app.khela.bus.onMessage((m) => {
      if (m.room === `player:${remoteId}` && m.event === 'balance.changed') pushed.push((m.data as { balance: string }).balance);
    });
    return { pushed, off };
  };

  it('answers from memory, and a money move shows at once though the old figure was cached', async () => {
    const p = await newPlayer(t.app);
    const playerId = BigInt(p.remoteId);
    expect(await shown(p.token)).toBe('0.00');
    // Behind the ledger's back (never done by the product): the cached figure still answers, so the cache is in use.
    await sql`UPDATE ledger_accounts SET balance = 999 WHERE player_id = ${playerId} AND kind = 'player'`.execute(t.app.khela.database.db);
    expect(await shown(p.token)).toBe('0.00');
    await sql`UPDATE ledger_accounts SET balance = 0 WHERE player_id = ${playerId} AND kind = 'player'`.execute(t.app.khela.database.db);
    // A real move (a unit of work) drops it before its caller hears back.
    const { wallet } = t.app.khela;
    await wallet.inTransaction((tx) =>
      wallet.transfer(tx, { from: { house: 'test:cache', currency: 'BDT' }, to: { player: playerId, currency: 'BDT' }, amount: 12_345n, reason: 'test', reference: 'cache', idempotencyKey: `cache:${p.remoteId}` }),
    );
    expect(await shown(p.token)).toBe('123.45');
  });

  it('pushes the balance the moves left, in the order they committed, without reading it again', async () => {
    const p = await newPlayer(t.app);
    const playerId = BigInt(p.remoteId);
    const { wallet } = t.app.khela;
    const { pushed, off } = pushesTo(p.remoteId);
    // Twenty credits of 1.00 at once: they queue on the wallet's row lock, so each leaves 1.00 more than the one before.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        wallet.inTransaction((tx) =>
          wallet.transfer(tx, { from: { house: 'test:cache', currency: 'BDT' }, to: { player: playerId, currency: 'BDT' }, amount: 100n, reason: 'test', reference: 'order', idempotencyKey: `order:${p.remoteId}:${i}` }),
        ),
      ),
    );
    off();
    // Each move's balance, in commit order; one whose commit was heard after the next one's is not pushed (it would
    // show an overtaken balance), so on a loaded machine a step may be missing, never out of order.
    const all = Array.from({ length: 20 }, (_, i) => `${i + 1}.00`);
    expect(pushed.length).toBeGreaterThan(0);
    expect(pushed).toEqual(all.filter((b) => pushed.includes(b)));
    expect(pushed.at(-1)).toBe('20.00');
    expect(await shown(p.token)).toBe('20.00');
  });

  it('does not push a balance a later move of the wallet has pushed already (two commits heard in the other order)', async () => {
    const p = await newPlayer(t.app);
    const playerId = BigInt(p.remoteId);
    const { wallet } = t.app.khela;
    const { pushed, off } = pushesTo(p.remoteId);
    for (const i of [1, 2]) {
      await wallet.inTransaction((tx) =>
        wallet.transfer(tx, { from: { house: 'test:cache', currency: 'BDT' }, to: { player: playerId, currency: 'BDT' }, amount: 100n, reason: 'test', reference: 'late', idempotencyKey: `late:${p.remoteId}:${i}` }),
      );
    }
    // The first move's after-commit hook, had it been heard only now (its commit's answer overtaken by the second's):
    // the race itself cannot be staged from here, so its hook is called as the unit of work would have called it.
    const late = wallet as unknown as { publishBalance(playerId: bigint, currency: string, left: bigint, move: number): Promise<void> };
    await late.publishBalance(playerId, 'BDT', 100n, 1);
    off();
    expect(pushed).toEqual(['1.00', '2.00']);
    expect(await shown(p.token)).toBe('2.00');
  });

  it('refuses a money move outside a unit of work, before anything commits', async () => {
    const p = await newPlayer(t.app);
    const { wallet, database } = t.app.khela;
    await expect(
      database.db.transaction().execute((tx) =>
        wallet.transfer(tx, { from: { house: 'test:cache', currency: 'BDT' }, to: { player: BigInt(p.remoteId), currency: 'BDT' }, amount: 100n, reason: 'test', reference: 'cache', idempotencyKey: `outside:${p.remoteId}` }),
      ),
    ).rejects.toThrow(/outside a unit of work/);
    expect(await shown(p.token)).toBe('0.00');
    expect(await wallet.balanceOf(BigInt(p.remoteId), 'BDT')).toBe(0n);
  });
});
