import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerClean, onPostgres, type NewPlayer, type TestApp } from './helpers';
import { balance, staffLogin, startPaymentsApp } from './payments-fixtures';
import {
  act,
  cancelOrder,
  consoleMarket,
  createEvent,
  exchangeHouse,
  expectBalances,
  expectExchangeClean,
  ordersOf,
  placeOrder,
  placed,
  position,
  fundedPlayer,
} from './exchange-fixtures';

/**
 * Many requests at once (Promise.all): on PostgreSQL they really run in parallel (a pool of 20 connections), on
 * PGlite they interleave on its one connection. Money never goes below zero, exactly what is affordable is taken,
 * a settlement happens once, and the ledger and the books agree afterwards.
 */
const INSUFFICIENT = 'Your balance is not enough for this amount.';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await startPaymentsApp(onPostgres ? { dbPoolSize: 20 } : {});
  staff = await staffLogin(t.app);
});
afterAll(async () => t?.close());

const funded = (amount: string): Promise<NewPlayer> => fundedPlayer(t.app, amount);

const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe('the exchange under concurrency', () => {
  it('50 orders at once from one player whose worst case exceeds the balance: exactly the affordable ones pass', async () => {
    const ev = await createEvent(t.app, staff);
    const p = await funded('1000.00');
    // 50 backs of 30 on Bangladesh at different prices (nothing to match): each adds 30 to the worst case (India wins).
    const prices = [2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => placeOrder(t.app, p, { market_id: ev.marketId, selection_id: ev.selections[0]!, side: 'back', price: prices[i % prices.length]!, size: '30.00' })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(count(codes, 200), results.map((r) => r.body).join('\n')).toBe(33);
    expect(count(codes, 409)).toBe(17);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json()).toMatchObject({ code: 'insufficient_funds', message: INSUFFICIENT });
    expect(await balance(t.app, p)).toBe('10.00');
    expect((await position(t.app, p, ev.marketId)).exposure).toBe('990.00');
    expect((await ordersOf(t.app, p, 'open')).filter((o) => o.market_id === ev.marketId)).toHaveLength(33);
    expect((await consoleMarket(t.app, staff, ev.marketId)).mismatches).toEqual([]);
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);

    // A lay on Bangladesh for 10 at 1.5 (below every resting back: it rests) loses 5 only where Bangladesh wins, where
    // the backs lose nothing: it costs nothing more. A lay on India for 10 at 2.0 loses 10 where India wins, on top of
    // the backs: the last 10.
    await placed(t.app, p, { market_id: ev.marketId, selection_id: ev.selections[0]!, side: 'lay', price: 1.5, size: '10.00' });
    expect(await balance(t.app, p)).toBe('10.00');
    await placed(t.app, p, { market_id: ev.marketId, selection_id: ev.selections[1]!, side: 'lay', price: 2, size: '10.00' });
    expect(await balance(t.app, p)).toBe('0.00');
    const more = await placeOrder(t.app, p, { market_id: ev.marketId, selection_id: ev.selections[0]!, side: 'back', price: 10, size: '10.00' });
    expect(more.statusCode, more.body).toBe(409);
    await act(t.app, staff, ev.marketId, 'void');
    expect(await balance(t.app, p)).toBe('1000.00');
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });

  it('the same request_id 30 times at once makes one order and moves the money once', async () => {
    const ev = await createEvent(t.app, staff);
    const p = await funded('500.00');
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        placeOrder(t.app, p, { market_id: ev.marketId, selection_id: ev.selections[0]!, side: 'lay', price: 3, size: '100.00', request_id: `burst-${p.username}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    expect(new Set(results.map((r) => r.json().order.id)).size).toBe(1);
    expect(await balance(t.app, p)).toBe('300.00');
    expect((await ordersOf(t.app, p, 'open')).filter((o) => o.market_id === ev.marketId)).toHaveLength(1);
    await act(t.app, staff, ev.marketId, 'void');
    expect(await balance(t.app, p)).toBe('500.00');
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });

  it('orders on two markets at once from the same players all match; the two settlements at once pay exactly', async () => {
    const [e1, e2] = [await createEvent(t.app, staff), await createEvent(t.app, staff)];
    const [a, b] = [await funded('1000.00'), await funded('1000.00')];
    const house0 = await exchangeHouse(t.app);
    const orders = [e1, e2].flatMap((ev) =>
      Array.from({ length: 20 }, (_, i) => [
        () => placeOrder(t.app, a, { market_id: ev.marketId, selection_id: ev.selections[0]!, side: 'lay', price: 2, size: '10.00', request_id: `x${ev.marketId}a${i}` }),
        () => placeOrder(t.app, b, { market_id: ev.marketId, selection_id: ev.selections[0]!, side: 'back', price: 2, size: '10.00', request_id: `x${ev.marketId}b${i}` }),
      ]).flat(),
    );
    const results = await Promise.all(orders.map((o) => o()));
    expect(results.map((r) => r.statusCode), results.map((r) => r.body).join('\n')).toEqual(Array(80).fill(200));
    // Whatever the order of arrival, every back at 2.0 meets a lay at 2.0: all matched, nothing rests.
    for (const ev of [e1, e2]) {
      for (const p of [a, b]) {
        const mine = (await ordersOf(t.app, p, 'open')).filter((o) => o.market_id === ev.marketId);
        expect(mine.map((o) => o.status)).toEqual(Array(20).fill('execution_complete'));
      }
      expect(await position(t.app, a, ev.marketId)).toMatchObject({ exposure: '200.00', runners: [{ profit_if_wins: '-200.00' }, { profit_if_wins: '200.00' }] });
      expect((await consoleMarket(t.app, staff, ev.marketId)).mismatches).toEqual([]);
    }
    await expectBalances(t.app, [
      [a, '600.00'],
      [b, '600.00'],
    ]);
    await expectExchangeClean(t.app);

    // Both settlements at once, each asked five times: Bangladesh wins the first, India the second.
    const settles = await Promise.all([
      ...Array.from({ length: 5 }, () => act(t.app, staff, e1.marketId, 'settle', { winner_selection_id: e1.selections[0] })),
      ...Array.from({ length: 5 }, () => act(t.app, staff, e2.marketId, 'settle', { winner_selection_id: e2.selections[1] })),
    ]);
    expect(settles.map((r) => r.statusCode), settles.map((r) => r.body).join('\n')).toEqual(Array(10).fill(200));
    // Each: the winner +200 - 4.00 commission, the loser -200.
    await expectBalances(t.app, [
      [a, '996.00'],
      [b, '996.00'],
    ]);
    const house1 = await exchangeHouse(t.app);
    expect(house1.commission - house0.commission).toBe(800n);
    expect(house1.clearing - house0.clearing).toBe(0n);
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });

  it('a tight wallet ordering on two markets at once: exactly the affordable orders pass across both', async () => {
    const [e1, e2] = [await createEvent(t.app, staff), await createEvent(t.app, staff)];
    const p = await funded('300.00');
    // 20 lays of 10 at 2.0 on each market: each adds 10 to that market's worst case; 40 x 10 = 400 > 300.
    const results = await Promise.all(
      [e1, e2].flatMap((ev) => Array.from({ length: 20 }, () => placeOrder(t.app, p, { market_id: ev.marketId, selection_id: ev.selections[0]!, side: 'lay', price: 2, size: '10.00' }))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(count(codes, 200), results.map((r) => r.body).join('\n')).toBe(30);
    expect(count(codes, 409)).toBe(10);
    expect(await balance(t.app, p)).toBe('0.00');
    const held = [(await position(t.app, p, e1.marketId)).exposure, (await position(t.app, p, e2.marketId)).exposure].map(Number);
    expect(held[0]! + held[1]!).toBe(300);
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
    await Promise.all([act(t.app, staff, e1.marketId, 'void'), act(t.app, staff, e2.marketId, 'void')]);
    expect(await balance(t.app, p)).toBe('300.00');
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });

  it('cancels racing a taker: each resting order is either matched or cancelled, never both; money follows', async () => {
    const ev = await createEvent(t.app, staff);
    const [maker, taker] = [await funded('1000.00'), await funded('1000.00')];
    const resting: string[] = [];
    for (let i = 0; i < 10; i++) resting.push((await placed(t.app, maker, { market_id: ev.marketId, selection_id: ev.selections[0]!, side: 'lay', price: 2, size: '10.00' })).id);
    expect(await balance(t.app, maker)).toBe('900.00');
    const results = await Promise.all([
      ...resting.map((id) => cancelOrder(t.app, maker, id)),
      ...resting.map((id) => cancelOrder(t.app, maker, id)),
      placeOrder(t.app, taker, { market_id: ev.marketId, selection_id: ev.selections[0]!, side: 'back', price: 2, size: '100.00' }),
    ]);
    expect(results.map((r) => r.statusCode), results.map((r) => r.body).join('\n')).toEqual(Array(21).fill(200));
    const mine = (await ordersOf(t.app, maker, 'open')).filter((o) => o.market_id === ev.marketId);
    const matched = mine.filter((o) => o.size_matched === '10.00').length;
    const cancelled = mine.filter((o) => o.size_cancelled === '10.00').length;
    expect(matched + cancelled).toBe(10);
    const back = results[20]!.json().order as { size_matched: string };
    expect(Number(back.size_matched)).toBe(matched * 10);
    // The maker holds 10 per matched lay; the taker 10 per matched back plus the unmatched rest of the 100.
    expect(await balance(t.app, maker)).toBe(`${1000 - matched * 10}.00`);
    expect(await balance(t.app, taker)).toBe('900.00');
    expect((await consoleMarket(t.app, staff, ev.marketId)).mismatches).toEqual([]);
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
    await act(t.app, staff, ev.marketId, 'void');
    await expectBalances(t.app, [
      [maker, '1000.00'],
      [taker, '1000.00'],
    ]);
  });

  it('settle and void racing: one of them wins, once, and the money matches the winner', async () => {
    const ev = await createEvent(t.app, staff);
    const [a, b] = [await funded('1000.00'), await funded('1000.00')];
    await placed(t.app, a, { market_id: ev.marketId, selection_id: ev.selections[0]!, side: 'lay', price: 2, size: '100.00' });
    await placed(t.app, b, { market_id: ev.marketId, selection_id: ev.selections[0]!, side: 'back', price: 2, size: '100.00' });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? act(t.app, staff, ev.marketId, 'settle', { winner_selection_id: ev.selections[0] }) : act(t.app, staff, ev.marketId, 'void'))),
    );
    for (const r of results) expect([200, 409], r.body).toContain(r.statusCode);
    const status = (await consoleMarket(t.app, staff, ev.marketId)).status;
    expect(['settled', 'voided']).toContain(status);
    // Only the winning kind of command succeeds; the other kind is refused as already settled.
    const okKinds = new Set(results.filter((r) => r.statusCode === 200).map((r) => (r.json() as { status: string }).status));
    expect([...okKinds]).toEqual([status]);
    if (status === 'settled') {
      await expectBalances(t.app, [
        [a, '900.00'],
        [b, '1098.00'],
      ]);
    } else {
      await expectBalances(t.app, [
        [a, '1000.00'],
        [b, '1000.00'],
      ]);
    }
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });
});
