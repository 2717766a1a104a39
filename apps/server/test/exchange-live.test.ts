import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerClean, newPlayer, onPostgres, type NewPlayer, type TestApp } from './helpers';
import { openLive } from './live-client';
import { balance, fund, staffLogin, startPaymentsApp } from './payments-fixtures';
import {
  acted,
  consoleMarket,
  createEvent,
  createFancy,
  depth,
  expectBalances,
  expectExchangeClean,
  matchOdds,
  openRooms,
  patchMarket,
  persistentDatabase,
  placed,
  placeOrder,
  startExchangeApp,
  type ExchangeApp,
} from './exchange-fixtures';

/**
 * Live exchange data over /ws: a market's room gets its new depth after each command, a player's room gets
 * `exchange.position` and `balance.changed`; with two apps on one PostgreSQL and Redis, orders sent to either reach
 * the one book of the app that owns the market, and pushes reach sockets on both.
 */

interface MarketPush {
  market_id: string;
  kind: string;
  status: string;
  version: string;
  total_matched: string;
  runners: { selectionId: string; ex?: { availableToBack: unknown[]; availableToLay: unknown[] } }[];
  fancy?: { no: number; no_rate: number; yes: number; yes_rate: number };
}

function hostOf(app: TestApp['app']): string {
  const addr = app.server.address() as { port: number };
  return `127.0.0.1:${addr.port}`;
}

describe('live exchange data (one app)', () => {
  let t: TestApp;
  let staff: string;
  let host: string;
  beforeAll(async () => {
    t = await startPaymentsApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    host = hostOf(t.app);
    staff = await staffLogin(t.app);
  });
  afterAll(async () => t?.close());

  it("a market's room gets the new depth after an order; the players get their position and balance", async () => {
    const ev = await createEvent(t.app, staff);
    const [maker, taker] = [await newPlayer(t.app), await newPlayer(t.app)];
    await fund(t.app, maker, '1000.00');
    await fund(t.app, taker, '500.00');
    const room = await openRooms(host, [`market:${ev.marketId}`]);
    const lm = await openLive(host, maker.token);
    const lt = await openLive(host, taker.token);

    const lay = await placed(t.app, maker, { market_id: ev.marketId, selection_id: ev.selections[0]!, side: 'lay', price: 2, size: '100.00' });
    const push = (await room.next('exchange.market', (d) => (d as MarketPush).runners[0]?.ex?.availableToBack.length === 1)) as MarketPush;
    expect(push).toMatchObject({ market_id: ev.marketId, kind: 'match_odds', status: 'open', total_matched: '0.00' });
    expect(push.runners.map((r) => r.ex)).toEqual([
      { availableToBack: [{ price: 2, size: '100.00' }], availableToLay: [] },
      { availableToBack: [], availableToLay: [] },
    ]);
    expect(await lm.next('exchange.position')).toEqual({ market_id: ev.marketId });
    expect(await lm.next('balance.changed')).toEqual({ balance: '900.00' });

    // The taker's back matches 60: the room sees 40 left and 60 matched; both players hear of it.
    await placed(t.app, taker, { market_id: ev.marketId, selection_id: ev.selections[0]!, side: 'back', price: 2, size: '60.00' });
    const push2 = (await room.next('exchange.market', (d) => (d as MarketPush).total_matched === '60.00')) as MarketPush;
    expect(push2.runners[0]!.ex).toEqual({ availableToBack: [{ price: 2, size: '40.00' }], availableToLay: [] });
    expect(BigInt(push2.version)).toBeGreaterThan(BigInt(push.version));
    expect(await lt.next('exchange.position')).toEqual({ market_id: ev.marketId });
    expect(await lt.next('balance.changed')).toEqual({ balance: '440.00' });
    // The maker's position changed (matched) though their balance did not.
    expect(await lm.next('exchange.position')).toEqual({ market_id: ev.marketId });

    // A cancel and a suspension reach the room too.
    await t.app.inject({ method: 'DELETE', url: `/api/exchange/orders/${lay.id}`, headers: { authorization: `Bearer ${maker.token}` } });
    expect(await lm.next('balance.changed')).toEqual({ balance: '940.00' });
    const push3 = (await room.next('exchange.market', (d) => (d as MarketPush).runners[0]?.ex?.availableToBack.length === 0)) as MarketPush;
    expect(push3.total_matched).toBe('60.00');
    await acted(t.app, staff, ev.marketId, 'suspend');
    expect(await room.next('exchange.market', (d) => (d as MarketPush).status === 'suspended')).toMatchObject({ market_id: ev.marketId });

    // Settlement: the winner's wallet pushes its final balance (60 won, 1.20 commission).
    await acted(t.app, staff, ev.marketId, 'settle', { winner_selection_id: ev.selections[0] });
    expect(await lt.next('balance.changed')).toEqual({ balance: '558.80' });
    expect(await room.next('exchange.market', (d) => (d as MarketPush).status === 'settled')).toMatchObject({ market_id: ev.marketId });
    await expectBalances(t.app, [
      [maker, '940.00'],
      [taker, '558.80'],
    ]);
    for (const s of [room.ws, lm.ws, lt.ws]) s.close();
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });

  it("a Fancy line change reaches its market's room and its event's room", async () => {
    const ev = await createEvent(t.app, staff);
    const f = await createFancy(t.app, staff, ev.eventId, { no: 47, no_rate: 90, yes: 48, yes_rate: 100 });
    const rooms = await openRooms(host, [`market:${f}`, `event:${ev.eventId}`]);
    await patchMarket(t.app, staff, f, { no: 50, yes: 51 });
    const a = (await rooms.next('exchange.market', (d) => (d as MarketPush).market_id === f)) as MarketPush;
    expect(a).toMatchObject({ kind: 'fancy', fancy: { no: 50, no_rate: 90, yes: 51, yes_rate: 100 } });
    // The same push again, for the event's room.
    expect(await rooms.next('exchange.market', (d) => (d as MarketPush).market_id === f)).toEqual(a);
    rooms.ws.close();
  });
});

describe.runIf(onPostgres && Boolean(process.env.TEST_REDIS_URL))('two apps on one PostgreSQL with Redis: one book', () => {
  let db: Awaited<ReturnType<typeof persistentDatabase>>;
  let a: ExchangeApp;
  let b: ExchangeApp;
  let aStopped = false;
  beforeAll(async () => {
    db = await persistentDatabase();
    a = await startExchangeApp(db, { redisUrl: process.env.TEST_REDIS_URL });
    b = await startExchangeApp(db, { redisUrl: process.env.TEST_REDIS_URL });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    if (!aStopped) await a?.stop();
    await b?.stop();
    await db?.drop();
  });

  it('an order sent to B on a market A owns is forwarded and matched in A’s book; pushes reach sockets on B', async () => {
    const staff = await staffLogin(a.app);
    const ev = await createEvent(a.app, staff);
    const m = ev.marketId;
    const [bd, ind] = ev.selections as [string, string];
    const players: NewPlayer[] = [];
    for (let i = 0; i < 4; i++) {
      const p = await newPlayer(a.app);
      await fund(a.app, p, '1000.00');
      players.push(p);
    }
    const [maker, taker, x, y] = players as [NewPlayer, NewPlayer, NewPlayer, NewPlayer];
    const host = hostOf(b.app);
    const room = await openRooms(host, [`market:${m}`]);
    const lt = await openLive(host, taker.token);

    // The maker's order through A: A takes the market's lease and builds its book.
    const lay = await placed(a.app, maker, { market_id: m, selection_id: bd, side: 'lay', price: 2, size: '100.00' });
    expect(a.app.khela.desk.owns(m)).toBe(true);
    expect(a.app.khela.exchange.stateOf(BigInt(m))).toBeDefined();

    // The taker's order through B: forwarded to A, matched there against the maker's lay.
    const back = await placed(b.app, taker, { market_id: m, selection_id: bd, side: 'back', price: 1.9, size: '60.00' });
    expect(back).toMatchObject({ status: 'execution_complete', size_matched: '60.00', avg_price_matched: 2 });
    expect(b.app.khela.desk.owns(m)).toBe(false);
    expect(b.app.khela.exchange.stateOf(BigInt(m))).toBeUndefined();
    // Both apps answer the same book (A from memory, B from the database) and the same balances.
    const expected = [
      { availableToBack: [{ price: 2, size: '40.00' }], availableToLay: [] },
      { availableToBack: [], availableToLay: [] },
    ];
    expect(await depth(a.app, m)).toEqual(expected);
    expect(await depth(b.app, m)).toEqual(expected);
    expect((await matchOdds(b.app, m)).totalMatched).toBe('60.00');
    expect(await balance(b.app, maker)).toBe('900.00');
    expect(await balance(a.app, taker)).toBe('940.00');
    // The socket on B heard both: the market's depth and the taker's balance (published by A through Redis).
    expect(await room.next('exchange.market', (d) => (d as MarketPush).total_matched === '60.00')).toMatchObject({ market_id: m });
    expect(await lt.next('balance.changed')).toEqual({ balance: '940.00' });
    // A cancel through B of an order in A's book.
    const c = await b.app.inject({ method: 'DELETE', url: `/api/exchange/orders/${lay.id}`, headers: { authorization: `Bearer ${maker.token}` } });
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().order).toMatchObject({ size_matched: '60.00', size_cancelled: '40.00' });
    expect(await balance(a.app, maker)).toBe('940.00');

    // Orders through both apps at once: one book, everything matched, the ledger agrees.
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeOrder(i % 2 === 0 ? a.app : b.app, i % 4 < 2 ? x : y, { market_id: m, selection_id: ind, side: i % 4 < 2 ? 'lay' : 'back', price: 3, size: '10.00' }),
      ),
    );
    expect(burst.map((r) => r.statusCode), burst.map((r) => r.body).join('\n')).toEqual(Array(20).fill(200));
    // B's polled reads are kept 250 ms per process (apps/server/src/exchange/README.md, "Reads and live data") and these commits were A's:
    // B answers the new book within that time.
    await expect.poll(() => depth(b.app, m), { timeout: 5_000, interval: 100 }).toEqual([
      { availableToBack: [], availableToLay: [] },
      { availableToBack: [], availableToLay: [] },
    ]);
    await expectBalances(b.app, [
      [x, '800.00'], // 10 lays of 10 at 3.0
      [y, '900.00'], // 10 backs of 10
    ]);
    const staffB = await staffLogin(b.app);
    expect((await consoleMarket(b.app, staffB, m)).mismatches).toEqual([]);

    // A stops (its lease released): B takes the market over with the same book.
    await a.stop();
    aStopped = true;
    const late = await placed(b.app, maker, { market_id: m, selection_id: bd, side: 'lay', price: 2.5, size: '10.00' });
    expect(late.status).toBe('executable');
    expect(b.app.khela.desk.owns(m)).toBe(true);
    expect((await consoleMarket(b.app, staffB, m)).mismatches).toEqual([]);
    await acted(b.app, staffB, m, 'settle', { winner_selection_id: ind });
    await expectBalances(b.app, [
      [maker, '1058.80'], // +60 - 1.20
      [taker, '940.00'], // -60
      [x, '800.00'], // -200
      [y, '1196.00'], // +200 - 4.00
    ]);
    room.ws.close();
    lt.ws.close();
    await expectLedgerClean(b.app);
    await expectExchangeClean(b.app);
  });
});
