import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@khela/domain';
import { bearer, expectLedgerClean, type NewPlayer, type TestApp } from './helpers';
import { balance, staffCall, staffLogin, startPaymentsApp } from './payments-fixtures';
import {
  MSG,
  act,
  acted,
  balances,
  cancelOrder,
  consoleMarket,
  createEvent,
  depth,
  exchangeHouse,
  expectBalances,
  expectExchangeClean,
  expectRefused,
  matchOdds,
  ordersOf,
  placeOrder,
  placed,
  position,
  fundedPlayer,
} from './exchange-fixtures';

/**
 * Match Odds traded player to player: price-time priority, partial fills, cancels, idempotency, exposure held in the
 * ledger (the worst case only), settlement with commission, void, the in-play turn, suspension and closing, and the
 * player's reads. Every amount is hand-worked to the poisha.
 */
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await startPaymentsApp();
  staff = await staffLogin(t.app);
});
afterAll(async () => t?.close());

const funded = (amount?: string): Promise<NewPlayer> => fundedPlayer(t.app, amount);

describe('matching', () => {
  it('price-time priority, better prices first, partial fills across levels, cancel of the rest; settlement with 2 % commission', async () => {
    const ev = await createEvent(t.app, staff);
    const [bd, ind] = ev.selections as [string, string];
    const m = ev.marketId;
    const [m1, m2, m3, t1, t2, l3, b2] = [await funded(), await funded(), await funded(), await funded(), await funded(), await funded(), await funded()];
    const everyone = [m1, m2, m3, t1, t2, l3, b2];
    const houseBefore = await exchangeHouse(t.app);
    const playersBefore = await balances(t.app, everyone);

    // Three makers lay Bangladesh: M1 then M2 at 2.0 (same price, M1 first), M3 at 2.2 (better for a backer, last).
    const o1 = await placed(t.app, m1, { market_id: m, selection_id: bd, side: 'lay', price: 2, size: '50.00' });
    const o2 = await placed(t.app, m2, { market_id: m, selection_id: bd, side: 'lay', price: 2, size: '50.00' });
    const o3 = await placed(t.app, m3, { market_id: m, selection_id: bd, side: 'lay', price: 2.2, size: '30.00' });
    // Lay liability (p - 1) x size: 50 at 2.0 risks 50, 30 at 2.2 risks 36.
    await expectBalances(t.app, [
      [m1, '950.00'],
      [m2, '950.00'],
      [m3, '964.00'],
    ]);
    expect((await depth(t.app, m))[0]).toEqual({
      availableToBack: [
        { price: 2.2, size: '30.00' },
        { price: 2, size: '100.00' },
      ],
      availableToLay: [],
    });

    // T1 backs 110 at 2.0: M3's 30 at 2.2 first, then M1's 50 (older), then 30 of M2's 50.
    const a = await placed(t.app, t1, { market_id: m, selection_id: bd, side: 'back', price: 2, size: '110.00' });
    // Average: (30 x 2.2 + 80 x 2.0) / 110 = 2.0545… → 2.05.
    expect(a).toMatchObject({ status: 'execution_complete', size_matched: '110.00', size_remaining: '0.00', size_cancelled: '0.00', avg_price_matched: 2.05 });
    expect(await balance(t.app, t1)).toBe('890.00');
    expect(await position(t.app, t1, m)).toMatchObject({ exposure: '110.00', runners: [{ selection_id: bd, profit_if_wins: '116.00' }, { selection_id: ind, profit_if_wins: '-110.00' }] });
    const open1 = await ordersOf(t.app, m1, 'open');
    expect(open1.find((o) => o.id === o1.id)).toMatchObject({ status: 'execution_complete', size_matched: '50.00', avg_price_matched: 2 });
    expect((await ordersOf(t.app, m2, 'open')).find((o) => o.id === o2.id)).toMatchObject({ status: 'executable', size_matched: '30.00', size_remaining: '20.00' });
    expect((await ordersOf(t.app, m3, 'open')).find((o) => o.id === o3.id)).toMatchObject({ status: 'execution_complete', size_matched: '30.00', avg_price_matched: 2.2 });
    // The makers' exposure did not move: a matched lay loses what the unmatched one would have.
    await expectBalances(t.app, [
      [m1, '950.00'],
      [m2, '950.00'],
      [m3, '964.00'],
    ]);
    expect((await depth(t.app, m))[0]).toEqual({ availableToBack: [{ price: 2, size: '20.00' }], availableToLay: [] });

    // T2 backs 50 at 1.9: takes M2's last 20 at 2.0 (the resting price, better than asked); 30 rests at 1.9.
    const b = await placed(t.app, t2, { market_id: m, selection_id: bd, side: 'back', price: 1.9, size: '50.00' });
    expect(b).toMatchObject({ status: 'executable', size_matched: '20.00', size_remaining: '30.00', avg_price_matched: 2 });
    expect(await balance(t.app, t2)).toBe('950.00');
    expect((await depth(t.app, m))[0]).toEqual({ availableToBack: [], availableToLay: [{ price: 1.9, size: '30.00' }] });
    // Cancel the unmatched 30: exactly 30 comes back, the matched 20 stays held.
    const c = await cancelOrder(t.app, t2, b.id);
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().order).toMatchObject({ status: 'execution_complete', size_matched: '20.00', size_remaining: '0.00', size_cancelled: '30.00' });
    expect(await balance(t.app, t2)).toBe('980.00');
    expect((await position(t.app, t2, m)).exposure).toBe('20.00');
    expect((await depth(t.app, m))[0]).toEqual({ availableToBack: [], availableToLay: [] });

    // India: L3 lays 100 at 1.8 (risks 80); B2 backs 33.33 at 1.8: wins floor(3333 x 80 / 100) = 26.66.
    await placed(t.app, l3, { market_id: m, selection_id: ind, side: 'lay', price: 1.8, size: '100.00' });
    expect(await balance(t.app, l3)).toBe('920.00');
    const d = await placed(t.app, b2, { market_id: m, selection_id: ind, side: 'back', price: 1.8, size: '33.33' });
    expect(d).toMatchObject({ status: 'execution_complete', size_matched: '33.33' });
    expect(await balance(t.app, b2)).toBe('966.67');
    // L3 now risks 26.66 matched + floor(6667 x 80 / 100) = 53.33 unmatched = 79.99.
    expect(await balance(t.app, l3)).toBe('920.01');
    expect(await position(t.app, l3, m)).toMatchObject({ exposure: '79.99', runners: [{ profit_if_wins: '33.33' }, { profit_if_wins: '-26.66' }] });
    expect((await consoleMarket(t.app, staff, m)).mismatches).toEqual([]);
    // The console's list: matched 110 + 20 + 33.33; held 50 + 50 + 36 + 110 + 20 + 79.99 + 33.33; no house side.
    const list = await staffCall(t.app, staff, 'GET', `/api/backoffice/exchange/markets?event_id=${ev.eventId}`);
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as { data: Record<string, unknown>[] }).data.find((x) => x.id === m)).toMatchObject({
      kind: 'match_odds',
      status: 'open',
      matched_volume: '163.33',
      players_exposure: '379.32',
      house_exposure: null,
    });
    await expectExchangeClean(t.app);

    // India wins. Layers of Bangladesh win their backers' stakes; B2 wins 26.66; 2 % commission on net winnings.
    const s = await acted(t.app, staff, m, 'settle', { winner_selection_id: ind });
    expect(s).toEqual({ status: 'settled' });
    await expectBalances(t.app, [
      [m1, '1049.00'], // +50 - 1.00
      [m2, '1049.00'], // +50 - 1.00 (30 + 20 matched)
      [m3, '1029.40'], // +30 - 0.60
      [t1, '890.00'], // -110
      [t2, '980.00'], // -20
      [l3, '973.34'], // -26.66 (the unmatched 66.67 lapsed)
      [b2, '1026.13'], // +26.66 - floor(2666 x 2 %) = 0.53
    ]);
    const houseAfter = await exchangeHouse(t.app);
    expect(houseAfter.clearing - houseBefore.clearing).toBe(0n);
    expect(houseAfter.commission - houseBefore.commission).toBe(313n);
    expect((await balances(t.app, everyone)) - playersBefore).toBe(-313n);

    // Settling again with the same winner settles nothing more; naming another winner is refused (issue 31: a wrong
    // result is corrected by a resettlement with a reason, exchange-resettle.test.ts), and moves nothing either.
    expect(await acted(t.app, staff, m, 'settle', { winner_selection_id: ind })).toEqual({ status: 'settled' });
    expectRefused(await act(t.app, staff, m, 'settle', { winner_selection_id: bd }), 409, MESSAGES.exchangeSettledOtherResult);
    expect(await balance(t.app, m1)).toBe('1049.00');
    expect(await balance(t.app, t1)).toBe('890.00');
    expect(await exchangeHouse(t.app)).toEqual(houseAfter);
    // Voiding a settled market is refused.
    expectRefused(await act(t.app, staff, m, 'void'), 409, MSG.alreadySettled);

    const mo = await matchOdds(t.app, m);
    expect(mo).toMatchObject({ status: 'settled', winner_selection_id: ind });
    expect(mo.runners.map((r) => r.status)).toEqual(['LOSER', 'WINNER']);
    const settled = await ordersOf(t.app, t1, 'settled');
    expect(settled.find((o) => o.id === a.id)).toMatchObject({ outcome: 'lost', profit_loss: '-110.00' });
    expect((await ordersOf(t.app, m2, 'settled')).find((o) => o.id === o2.id)).toMatchObject({ outcome: 'won', profit_loss: '50.00' });
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });

  it('the same request_id again answers the first order and moves money once; cancel rules; lay liability; unmatched lays on two runners hold the worst case only', async () => {
    const ev = await createEvent(t.app, staff);
    const [bd, ind] = ev.selections as [string, string];
    const [a, b] = [await funded(), await funded()];

    const first = await placeOrder(t.app, a, { market_id: ev.marketId, selection_id: bd, side: 'lay', price: 3.5, size: '100.00', request_id: 'same-id-1' });
    expect(first.statusCode, first.body).toBe(200);
    // Lay 100 at 3.5 risks (3.5 - 1) x 100 = 250.
    expect(await balance(t.app, a)).toBe('750.00');
    const again = await placeOrder(t.app, a, { market_id: ev.marketId, selection_id: bd, side: 'lay', price: 3.5, size: '100.00', request_id: 'same-id-1' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().order.id).toBe(first.json().order.id);
    // Even with other fields: the id names the first order.
    const other = await placeOrder(t.app, a, { market_id: ev.marketId, selection_id: ind, side: 'back', price: 5, size: '200.00', request_id: 'same-id-1' });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().order).toMatchObject({ id: first.json().order.id, side: 'lay', price: 3.5, size: '100.00' });
    expect(await balance(t.app, a)).toBe('750.00');
    expect((await ordersOf(t.app, a, 'open')).filter((o) => o.request_id === 'same-id-1')).toHaveLength(1);
    // Another player may use the same request id: it is per player.
    const bs = await placeOrder(t.app, b, { market_id: ev.marketId, selection_id: ind, side: 'back', price: 5, size: '10.00', request_id: 'same-id-1' });
    expect(bs.statusCode, bs.body).toBe(200);
    expect(bs.json().order.id).not.toBe(first.json().order.id);
    expect(await balance(t.app, b)).toBe('990.00');

    // A lays India 33.33 at 1.5: risks floor(3333 x 50 / 100) = 16.66, but only where India wins, where the Bangladesh lay
    // wins nothing and loses nothing: the worst case stays 250.
    const lay2 = await placed(t.app, a, { market_id: ev.marketId, selection_id: ind, side: 'lay', price: 1.5, size: '33.33' });
    expect(await balance(t.app, a)).toBe('750.00');
    expect((await position(t.app, a, ev.marketId)).exposure).toBe('250.00');

    // Someone else's order: 403; an unknown one: 404.
    expectRefused(await cancelOrder(t.app, b, first.json().order.id), 403, MSG.notYourOrder);
    expectRefused(await cancelOrder(t.app, b, '999999999'), 404, MSG.orderNotFound);
    expect(await balance(t.app, a)).toBe('750.00');

    // Cancel the 3.5 lay: the worst case becomes the India lay's 16.66.
    const c = await cancelOrder(t.app, a, first.json().order.id);
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().order).toMatchObject({ status: 'cancelled', size_cancelled: '100.00', size_remaining: '0.00', size_matched: '0.00' });
    expect(await balance(t.app, a)).toBe('983.34');
    // Cancelling again changes nothing.
    const c2 = await cancelOrder(t.app, a, first.json().order.id);
    expect(c2.statusCode, c2.body).toBe(200);
    expect(c2.json().order).toMatchObject({ status: 'cancelled', size_cancelled: '100.00' });
    expect(await balance(t.app, a)).toBe('983.34');
    expect((await cancelOrder(t.app, a, lay2.id)).statusCode).toBe(200);
    expect(await balance(t.app, a)).toBe('1000.00');
    expect((await position(t.app, a, ev.marketId)).exposure).toBe('0.00');
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });

  it('green-up: backing and then laying the same runner holds only the worst case (a lay placed with nothing left)', async () => {
    const ev = await createEvent(t.app, staff);
    const [bd, ind] = ev.selections as [string, string];
    const c = await funded('100.00');
    const [d, e] = [await funded(), await funded()];

    await placed(t.app, d, { market_id: ev.marketId, selection_id: bd, side: 'lay', price: 3, size: '100.00' });
    expect(await balance(t.app, d)).toBe('800.00');
    const back = await placed(t.app, c, { market_id: ev.marketId, selection_id: bd, side: 'back', price: 3, size: '100.00' });
    expect(back).toMatchObject({ status: 'execution_complete', size_matched: '100.00' });
    expect(await balance(t.app, c)).toBe('0.00');
    expect(await position(t.app, c, ev.marketId)).toMatchObject({ exposure: '100.00', runners: [{ profit_if_wins: '200.00' }, { profit_if_wins: '-100.00' }] });

    // E offers to back Bangladesh at 2.0; C lays it with a zero balance: the lay only reduces the worst case.
    await placed(t.app, e, { market_id: ev.marketId, selection_id: bd, side: 'back', price: 2, size: '100.00' });
    expect(await balance(t.app, e)).toBe('900.00');
    const lay = await placed(t.app, c, { market_id: ev.marketId, selection_id: bd, side: 'lay', price: 2, size: '100.00' });
    expect(lay).toMatchObject({ status: 'execution_complete', size_matched: '100.00', avg_price_matched: 2 });
    // Bangladesh: +200 - 100 = +100; India: -100 + 100 = 0. Nothing at risk, all 100 back in the wallet.
    expect(await position(t.app, c, ev.marketId)).toMatchObject({ exposure: '0.00', runners: [{ profit_if_wins: '100.00' }, { profit_if_wins: '0.00' }] });
    expect(await balance(t.app, c)).toBe('100.00');
    await expectExchangeClean(t.app);

    await acted(t.app, staff, ev.marketId, 'settle', { winner_selection_id: bd });
    await expectBalances(t.app, [
      [c, '198.00'], // +100 - 2.00
      [d, '800.00'], // -200
      [e, '1098.00'], // +100 - 2.00
    ]);
    expect(ind).toBeDefined();
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });

  it('a three-runner soccer market (with The Draw) settles on the draw', async () => {
    const ev = await createEvent(t.app, staff, { sport: 'soccer', runners: ['Arsenal', 'Chelsea', 'The Draw'], extra: { name: 'Arsenal v Chelsea' } });
    const [ars, che, draw] = ev.selections as [string, string, string];
    const mo = await matchOdds(t.app, ev.marketId);
    expect(mo.runners.map((r) => r.SelectionName)).toEqual(['Arsenal', 'Chelsea', 'The Draw']);
    const [x, y, z, w] = [await funded(), await funded(), await funded(), await funded()];
    const houseBefore = await exchangeHouse(t.app);

    await placed(t.app, x, { market_id: ev.marketId, selection_id: draw, side: 'lay', price: 3.5, size: '100.00' });
    await placed(t.app, y, { market_id: ev.marketId, selection_id: draw, side: 'back', price: 3.5, size: '100.00' });
    await placed(t.app, z, { market_id: ev.marketId, selection_id: ars, side: 'lay', price: 2.5, size: '40.00' });
    await placed(t.app, w, { market_id: ev.marketId, selection_id: ars, side: 'back', price: 2.5, size: '40.00' });
    await expectBalances(t.app, [
      [x, '750.00'],
      [y, '900.00'],
      [z, '940.00'],
      [w, '960.00'],
    ]);
    expect(await position(t.app, y, ev.marketId)).toMatchObject({
      exposure: '100.00',
      runners: [
        { selection_id: ars, profit_if_wins: '-100.00' },
        { selection_id: che, profit_if_wins: '-100.00' },
        { selection_id: draw, profit_if_wins: '250.00' },
      ],
    });
    expect((await position(t.app, z, ev.marketId)).runners.map((r) => r.profit_if_wins)).toEqual(['-60.00', '40.00', '40.00']);

    await acted(t.app, staff, ev.marketId, 'settle', { winner_selection_id: draw });
    await expectBalances(t.app, [
      [x, '750.00'], // -250
      [y, '1245.00'], // +250 - 5.00
      [z, '1039.20'], // +40 - 0.80
      [w, '960.00'], // -40
    ]);
    const houseAfter = await exchangeHouse(t.app);
    expect(houseAfter.clearing - houseBefore.clearing).toBe(0n);
    expect(houseAfter.commission - houseBefore.commission).toBe(580n);
    expect((await matchOdds(t.app, ev.marketId)).runners.map((r) => r.status)).toEqual(['LOSER', 'LOSER', 'WINNER']);
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });

  it('void returns everything; a voided market cannot be settled', async () => {
    const ev = await createEvent(t.app, staff);
    const [bd, ind] = ev.selections as [string, string];
    const [a, b, c] = [await funded(), await funded(), await funded()];
    const houseBefore = await exchangeHouse(t.app);
    const lay = await placed(t.app, a, { market_id: ev.marketId, selection_id: bd, side: 'lay', price: 2.5, size: '100.00' });
    const back = await placed(t.app, b, { market_id: ev.marketId, selection_id: bd, side: 'back', price: 2.5, size: '60.00' });
    await placed(t.app, c, { market_id: ev.marketId, selection_id: ind, side: 'back', price: 5, size: '25.00' });
    await expectBalances(t.app, [
      [a, '850.00'],
      [b, '940.00'],
      [c, '975.00'],
    ]);

    expect(await acted(t.app, staff, ev.marketId, 'void')).toEqual({ status: 'voided' });
    await expectBalances(t.app, [
      [a, '1000.00'],
      [b, '1000.00'],
      [c, '1000.00'],
    ]);
    expect(await exchangeHouse(t.app)).toEqual(houseBefore);
    expect((await ordersOf(t.app, a, 'settled')).find((o) => o.id === lay.id)).toMatchObject({ outcome: 'void', profit_loss: '0.00', size_matched: '60.00', size_cancelled: '40.00' });
    const hub = await t.app.inject({ method: 'GET', url: '/api/exchange-hub', headers: bearer(b.token) });
    expect(hub.json().data.find((r: { transaction_id: string }) => r.transaction_id === `EX${back.id}`)).toMatchObject({ status: 'VOID', net_profit_loss: '0.00' });

    // Void again: nothing more; settle after a void: refused.
    expect(await acted(t.app, staff, ev.marketId, 'void')).toEqual({ status: 'voided' });
    expectRefused(await act(t.app, staff, ev.marketId, 'settle', { winner_selection_id: bd }), 409, MSG.alreadySettled);
    expect(await balance(t.app, a)).toBe('1000.00');
    expectRefused(await placeOrder(t.app, a, { market_id: ev.marketId, selection_id: bd, side: 'back', price: 2, size: '10.00' }), 409, MSG.closed);
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });
});

describe('the market’s life', () => {
  it('the in-play turn lapses LAPSE orders (the unmatched part) and keeps PERSIST ones', async () => {
    const ev = await createEvent(t.app, staff);
    const [bd, ind] = ev.selections as [string, string];
    const [a, b, d] = [await funded(), await funded(), await funded()];
    const lapse = await placed(t.app, a, { market_id: ev.marketId, selection_id: bd, side: 'lay', price: 2, size: '100.00', persistence: 'lapse' });
    const persist = await placed(t.app, b, { market_id: ev.marketId, selection_id: ind, side: 'lay', price: 2, size: '100.00', persistence: 'persist' });
    await placed(t.app, d, { market_id: ev.marketId, selection_id: bd, side: 'back', price: 2, size: '30.00' });
    await expectBalances(t.app, [
      [a, '900.00'],
      [b, '900.00'],
      [d, '970.00'],
    ]);

    expect(await acted(t.app, staff, ev.marketId, 'in-play')).toEqual({ in_play: true });
    const aOrders = await ordersOf(t.app, a, 'open');
    // 30 matched stay; the unmatched 70 lapsed.
    expect(aOrders.find((o) => o.id === lapse.id)).toMatchObject({ status: 'execution_complete', size_matched: '30.00', size_cancelled: '70.00', size_remaining: '0.00' });
    expect((await ordersOf(t.app, b, 'open')).find((o) => o.id === persist.id)).toMatchObject({ status: 'executable', size_remaining: '100.00' });
    await expectBalances(t.app, [
      [a, '970.00'],
      [b, '900.00'],
      [d, '970.00'],
    ]);
    const mo = await matchOdds(t.app, ev.marketId);
    expect(mo.inplay).toBe(true);
    expect(mo.runners.map((r) => r.ex)).toEqual([
      { availableToBack: [], availableToLay: [] },
      { availableToBack: [{ price: 2, size: '100.00' }], availableToLay: [] },
    ]);
    // Twice: nothing more.
    expect(await acted(t.app, staff, ev.marketId, 'in-play')).toEqual({ in_play: true });
    expect((await ordersOf(t.app, b, 'open')).find((o) => o.id === persist.id)).toMatchObject({ status: 'executable' });
    // In play, orders still trade (no bet delay on this market).
    const inPlay = await placed(t.app, d, { market_id: ev.marketId, selection_id: ind, side: 'back', price: 2, size: '10.00' });
    expect(inPlay).toMatchObject({ status: 'execution_complete', size_matched: '10.00' });
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });

  it('an event whose Match Odds the console turned in play shows as in play in the public reads', async () => {
    const ev = await createEvent(t.app, staff);
    await acted(t.app, staff, ev.marketId, 'in-play');
    expect((await matchOdds(t.app, ev.marketId)).inplay).toBe(true);
    // The lobby and the event page are cached for up to 250 ms: ask until then.
    let row: { inplay?: boolean } | undefined;
    let event: { inplay?: boolean } | undefined;
    for (let i = 0; i < 20; i++) {
      const sports = (await t.app.inject({ method: 'GET', url: '/api/sports-events/cricket' })).json() as { MarketId: string; inplay: boolean }[];
      row = sports.find((e) => e.MarketId === ev.marketId);
      event = (await t.app.inject({ method: 'GET', url: `/api/event/${ev.eventId}` })).json().data.items[ev.eventId].event;
      if (row?.inplay && event?.inplay) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(row).toMatchObject({ inplay: true });
    expect(event).toMatchObject({ inplay: true });
    await acted(t.app, staff, ev.marketId, 'void');
  });

  it('in play, an order waits out the bet delay and is refused if the market was suspended meanwhile', async () => {
    const ev = await createEvent(t.app, staff, { bet_delay_ms: 400 });
    const [bd] = ev.selections as [string, string];
    const a = await funded();
    // Before the turn there is no delay.
    let started = Date.now();
    await placed(t.app, a, { market_id: ev.marketId, selection_id: bd, side: 'back', price: 5, size: '10.00', persistence: 'persist' });
    expect(Date.now() - started).toBeLessThan(400);
    await acted(t.app, staff, ev.marketId, 'in-play');
    started = Date.now();
    await placed(t.app, a, { market_id: ev.marketId, selection_id: bd, side: 'back', price: 5, size: '10.00' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(await balance(t.app, a)).toBe('980.00');
    // Suspended while the order waits: refused when its delay ends, nothing held.
    const pending = placeOrder(t.app, a, { market_id: ev.marketId, selection_id: bd, side: 'back', price: 5, size: '10.00' });
    await new Promise((r) => setTimeout(r, 100));
    await acted(t.app, staff, ev.marketId, 'suspend');
    expectRefused(await pending, 409, MSG.suspended);
    expect(await balance(t.app, a)).toBe('980.00');
    await acted(t.app, staff, ev.marketId, 'void');
    expect(await balance(t.app, a)).toBe('1000.00');
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });

  it('a suspended market refuses orders; a closed, settled or voided one says it is closed', async () => {
    const ev = await createEvent(t.app, staff);
    const [bd] = ev.selections as [string, string];
    const a = await funded();
    const resting = await placed(t.app, a, { market_id: ev.marketId, selection_id: bd, side: 'lay', price: 2, size: '100.00' });
    expect(await balance(t.app, a)).toBe('900.00');

    expect(await acted(t.app, staff, ev.marketId, 'suspend')).toEqual({ status: 'suspended' });
    expectRefused(await placeOrder(t.app, a, { market_id: ev.marketId, selection_id: bd, side: 'back', price: 2, size: '10.00' }), 409, MSG.suspended);
    expect(await balance(t.app, a)).toBe('900.00');
    expect((await matchOdds(t.app, ev.marketId)).status).toBe('suspended');

    expect(await acted(t.app, staff, ev.marketId, 'resume')).toEqual({ status: 'open' });
    await placed(t.app, a, { market_id: ev.marketId, selection_id: bd, side: 'back', price: 5, size: '10.00' });

    // Closing lapses every unmatched order and releases its exposure.
    expect(await acted(t.app, staff, ev.marketId, 'close')).toEqual({ status: 'closed' });
    expect(await balance(t.app, a)).toBe('1000.00');
    expect((await ordersOf(t.app, a, 'open')).find((o) => o.id === resting.id)).toMatchObject({ status: 'lapsed', size_cancelled: '100.00' });
    expectRefused(await placeOrder(t.app, a, { market_id: ev.marketId, selection_id: bd, side: 'back', price: 2, size: '10.00' }), 409, MSG.closed);
    // A closed market cannot be suspended or resumed.
    expectRefused(await act(t.app, staff, ev.marketId, 'resume'), 409, MSG.closed);

    await acted(t.app, staff, ev.marketId, 'settle', { winner_selection_id: bd });
    expectRefused(await placeOrder(t.app, a, { market_id: ev.marketId, selection_id: bd, side: 'back', price: 2, size: '10.00' }), 409, MSG.closed);
    expect(await balance(t.app, a)).toBe('1000.00');

    const ev2 = await createEvent(t.app, staff);
    await acted(t.app, staff, ev2.marketId, 'void');
    expectRefused(await placeOrder(t.app, a, { market_id: ev2.marketId, selection_id: ev2.selections[0]!, side: 'back', price: 2, size: '10.00' }), 409, MSG.closed);
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });
});

describe('the player’s reads', () => {
  it('orders open and settled; exchange-hub records WON, LOST and open with their fields', async () => {
    const ev = await createEvent(t.app, staff, { extra: { name: 'Records v Tests' } });
    const [bd, ind] = ev.selections as [string, string];
    const [a, b, c] = [await funded(), await funded(), await funded()];
    const lay = await placed(t.app, a, { market_id: ev.marketId, selection_id: bd, side: 'lay', price: 3, size: '50.00' });
    const back = await placed(t.app, b, { market_id: ev.marketId, selection_id: bd, side: 'back', price: 3, size: '50.00' });
    const unmatched = await placed(t.app, c, { market_id: ev.marketId, selection_id: ind, side: 'back', price: 10, size: '10.00' });

    const openA = await ordersOf(t.app, a, 'open');
    expect(openA).toHaveLength(1);
    expect(openA[0]).toMatchObject({
      id: lay.id,
      market_name: 'Match Odds',
      event_name: 'Records v Tests',
      selection_name: 'Bangladesh',
      market_status: 'open',
      side: 'lay',
      price: 3,
      size_matched: '50.00',
      outcome: null,
    });
    expect(await ordersOf(t.app, a, 'settled')).toEqual([]);

    const hubOf = async (p: NewPlayer) => {
      const r = await t.app.inject({ method: 'GET', url: '/api/exchange-hub', headers: bearer(p.token) });
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as { data: Record<string, unknown>[]; total: number };
    };
    const openHub = await hubOf(b);
    expect(openHub.total).toBe(1);
    expect(openHub.data[0]).toEqual({
      transaction_id: `EX${back.id}`,
      event_name: 'Records v Tests',
      market_name: 'Match Odds',
      market_type: 'match_odds',
      market_id: ev.marketId,
      event_id: ev.eventId,
      selection_name: 'Bangladesh',
      bet_type: 'back',
      odds: 3,
      run: null,
      stake: '50.00',
      potential_profit: '100.00',
      potential_liability: '50.00',
      net_profit_loss: null,
      status: 'open',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await hubOf(a)).data[0]).toMatchObject({ bet_type: 'lay', potential_profit: '50.00', potential_liability: '100.00', status: 'open' });
    // An order with nothing matched is no record.
    expect((await hubOf(c)).data).toEqual([]);

    await acted(t.app, staff, ev.marketId, 'settle', { winner_selection_id: ind });
    expect((await hubOf(a)).data[0]).toMatchObject({ transaction_id: `EX${lay.id}`, status: 'WON', net_profit_loss: '50.00' });
    expect((await hubOf(b)).data[0]).toMatchObject({ transaction_id: `EX${back.id}`, status: 'LOST', net_profit_loss: '-50.00' });
    expect(await ordersOf(t.app, a, 'open')).toEqual([]);
    expect((await ordersOf(t.app, a, 'settled'))[0]).toMatchObject({ id: lay.id, outcome: 'won', profit_loss: '50.00', market_status: 'settled' });
    expect((await ordersOf(t.app, c, 'settled'))[0]).toMatchObject({ id: unmatched.id, outcome: 'void', size_matched: '0.00' });
    await expectBalances(t.app, [
      [a, '1049.00'],
      [b, '950.00'],
      [c, '1000.00'],
    ]);
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });

  it('match-odds answers 304 to If-None-Match with its ETag until the book changes; the public reads answer', async () => {
    const ev = await createEvent(t.app, staff);
    const a = await funded();
    const r1 = await t.app.inject({ method: 'GET', url: `/api/match-odds/${ev.marketId}` });
    expect(r1.statusCode).toBe(200);
    const etag = r1.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const r2 = await t.app.inject({ method: 'GET', url: `/api/match-odds/${ev.marketId}`, headers: { 'if-none-match': etag } });
    expect(r2.statusCode).toBe(304);
    expect(r2.body).toBe('');
    await placed(t.app, a, { market_id: ev.marketId, selection_id: ev.selections[0]!, side: 'lay', price: 2, size: '10.00' });
    const r3 = await t.app.inject({ method: 'GET', url: `/api/match-odds/${ev.marketId}`, headers: { 'if-none-match': etag } });
    expect(r3.statusCode).toBe(200);
    expect(r3.headers.etag).not.toBe(etag);
    expect(r3.json()[0].runners[0].ex.availableToBack).toEqual([{ price: 2, size: '10.00' }]);
    const r4 = await t.app.inject({ method: 'GET', url: `/api/match-odds/${ev.marketId}`, headers: { 'if-none-match': r3.headers.etag as string } });
    expect(r4.statusCode).toBe(304);

    const sports = await t.app.inject({ method: 'GET', url: '/api/sports-events/cricket' });
    expect(sports.statusCode).toBe(200);
    const row = (sports.json() as { MarketId: string; runners: { back: unknown }[] }[]).find((e) => e.MarketId === ev.marketId);
    expect(row?.runners[0]?.back).toEqual({ price: 2, size: '10.00' });
    const s304 = await t.app.inject({ method: 'GET', url: '/api/sports-events/cricket', headers: { 'if-none-match': sports.headers.etag as string } });
    expect(s304.statusCode).toBe(304);
    const event = await t.app.inject({ method: 'GET', url: `/api/event/${ev.eventId}` });
    expect(event.statusCode).toBe(200);
    expect(event.json().data.items[ev.eventId].match_odds[0].marketId).toBe(ev.marketId);
    const score = await t.app.inject({ method: 'GET', url: `/api/score/board/${ev.eventId}` });
    expect(score.statusCode).toBe(200);
    expect(score.json().data.event_id).toBe(ev.eventId);
    await acted(t.app, staff, ev.marketId, 'void');
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });
});
