import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectLedgerClean, type NewPlayer, type TestApp } from './helpers';
import { balance, staffCall, staffLogin, startPaymentsApp } from './payments-fixtures';
import { MESSAGES } from '@khela/domain';
import {
  MSG,
  act,
  acted,
  bookmakerBet,
  consoleMarket,
  createBookmaker,
  createEvent,
  createFancy,
  exchangeHouse,
  expectBalances,
  expectExchangeClean,
  expectRefused,
  fancyBet,
  patchMarket,
  position,
  fundedPlayer,
} from './exchange-fixtures';

/**
 * Bookmaker and Fancy: the house is the other side at the prices it shows. Bets are taken only at the shown price or
 * line, within the stake limits and the house's exposure limit; settlement and void move exactly the hand-worked sums
 * between the players and the house's book.
 */
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await startPaymentsApp();
  staff = await staffLogin(t.app);
});
afterAll(async () => t?.close());

const funded = (amount?: string): Promise<NewPlayer> => fundedPlayer(t.app, amount);

async function hubOf(p: NewPlayer) {
  const r = await t.app.inject({ method: 'GET', url: '/api/exchange-hub', headers: bearer(p.token) });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: Record<string, unknown>[] }).data;
}

async function eventItem(eventId: string) {
  const r = await t.app.inject({ method: 'GET', url: `/api/event/${eventId}` });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.items[eventId] as {
    bookmaker: { market_id: string; selection_id: string; backPrice: number | null; layPrice: number | null; suspended: number; ball_running: number }[];
    fancy2: { market_id: string; no: number; no_rate: number; yes: number; yes_rate: number; suspended: number; ball_running: number }[];
  };
}

/** The event's item once `ok` holds: its public read is cached for up to 250 ms after a change (by design). */
async function eventItemWhen(eventId: string, ok: (item: Awaited<ReturnType<typeof eventItem>>) => boolean) {
  for (let i = 0; ; i++) {
    const item = await eventItem(eventId);
    if (ok(item) || i >= 40) return item;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function consoleRow(eventId: string, marketId: string) {
  const r = await staffCall(t.app, staff, 'GET', `/api/backoffice/exchange/markets?event_id=${eventId}`);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: Record<string, unknown>[] }).data.find((m) => m.id === marketId)!;
}

describe('Bookmaker', () => {
  it('takes backs and lays at the shown prices only, within the stake and house limits, and settles exactly', async () => {
    const ev = await createEvent(t.app, staff);
    const bm = await createBookmaker(
      t.app,
      staff,
      ev.eventId,
      [
        { name: 'Bangladesh', back: 1.9, lay: 2 },
        { name: 'India', back: 2.1, lay: 2.2 },
      ],
      { max_exposure: '500', max_stake: '1000' },
    );
    const [bd, ind] = bm.selections as [string, string];
    const m = bm.marketId;
    const [p1, p2] = [await funded(), await funded()];
    const house0 = await exchangeHouse(t.app);

    // P1 backs Bangladesh at 1.9 for 100: wins 90 or loses 100.
    const b1 = await bookmakerBet(t.app, p1, { market_id: m, selection_id: bd, side: 'back', price: 1.9, stake: '100.00', request_id: 'bm-1' });
    expect(b1.statusCode, b1.body).toBe(200);
    expect(b1.json().bet).toMatchObject({ side: 'back', price: 1.9, stake: '100.00', status: 'open', line: null, rate: null });
    expect(await balance(t.app, p1)).toBe('900.00');
    // The same request id again: the same bet, money moved once.
    const b1again = await bookmakerBet(t.app, p1, { market_id: m, selection_id: bd, side: 'back', price: 1.9, stake: '100.00', request_id: 'bm-1' });
    expect(b1again.json().bet.id).toBe(b1.json().bet.id);
    expect(await balance(t.app, p1)).toBe('900.00');
    expect(await position(t.app, p1, m)).toMatchObject({ exposure: '100.00', runners: [{ profit_if_wins: '90.00' }, { profit_if_wins: '-100.00' }] });

    // P1 lays Bangladesh at 2.0 for 100: Bangladesh -10, India 0: only 10 at risk now.
    const b2 = await bookmakerBet(t.app, p1, { market_id: m, selection_id: bd, side: 'lay', price: 2, stake: '100.00' });
    expect(b2.statusCode, b2.body).toBe(200);
    expect(await balance(t.app, p1)).toBe('990.00');
    expect(await position(t.app, p1, m)).toMatchObject({ exposure: '10.00', runners: [{ profit_if_wins: '-10.00' }, { profit_if_wins: '0.00' }] });

    // P2 backs India at 2.1 for 200 (wins 220). The house now stands to lose 220 if India wins.
    expect((await bookmakerBet(t.app, p2, { market_id: m, selection_id: ind, side: 'back', price: 2.1, stake: '200.00' })).statusCode).toBe(200);
    expect(await balance(t.app, p2)).toBe('800.00');
    // 300 more would put the house at 550 on India, over its 500 limit: refused, nothing moves.
    expectRefused(await bookmakerBet(t.app, p2, { market_id: m, selection_id: ind, side: 'back', price: 2.1, stake: '300.00' }), 409, MSG.limitReached);
    expect(await balance(t.app, p2)).toBe('800.00');
    // 250 puts it at 495: taken.
    expect((await bookmakerBet(t.app, p2, { market_id: m, selection_id: ind, side: 'back', price: 2.1, stake: '250.00' })).statusCode).toBe(200);
    expect(await balance(t.app, p2)).toBe('550.00');

    // The price moves: a bet at a price that moved against the player is refused (the answer names the new one).
    const moved = await patchMarket(t.app, staff, m, { runners: [{ selection_id: bd, back: 1.95, lay: 2.05 }] });
    expect(moved.runners.find((r) => r.selection_id === bd)).toMatchObject({ back: 1.95, lay: 2.05, suspended: false });
    const staleLay = await bookmakerBet(t.app, p1, { market_id: m, selection_id: bd, side: 'lay', price: 2, stake: '100.00' });
    expectRefused(staleLay, 409, MSG.priceChanged);
    expect(staleLay.json()).toMatchObject({ code: 'price_changed', price: 2.05 });
    expectRefused(await bookmakerBet(t.app, p1, { market_id: m, selection_id: bd, side: 'back', price: 2, stake: '100.00' }), 409, MSG.priceChanged);
    expect(await balance(t.app, p1)).toBe('990.00');
    // A back at the old 1.9 is taken at the better 1.95: wins 95. Bangladesh -10 + 95 = 85, India 0 - 100 = -100.
    const better = await bookmakerBet(t.app, p1, { market_id: m, selection_id: bd, side: 'back', price: 1.9, stake: 100 });
    expect(better.statusCode, better.body).toBe(200);
    expect(better.json().bet).toMatchObject({ price: 1.95, stake: '100.00' });
    expect(await balance(t.app, p1)).toBe('900.00');

    // A suspended runner refuses bets; the other still takes them.
    await patchMarket(t.app, staff, m, { runners: [{ selection_id: ind, back: 2.1, lay: 2.2, suspended: true }] });
    const item = await eventItemWhen(ev.eventId, (x) => x.bookmaker.find((r) => r.selection_id === ind)?.suspended === 1);
    expect(item.bookmaker.find((r) => r.selection_id === ind)).toMatchObject({ suspended: 1, backPrice: 2.1 });
    expectRefused(await bookmakerBet(t.app, p2, { market_id: m, selection_id: ind, side: 'back', price: 2.1, stake: '10.00' }), 409, MSG.suspended);
    await patchMarket(t.app, staff, m, { runners: [{ selection_id: ind, back: 2.1, lay: 2.2, suspended: false }] });
    // Ball running: every bet refused until it stops.
    await patchMarket(t.app, staff, m, { ball_running: true });
    expect((await eventItemWhen(ev.eventId, (x) => x.bookmaker[0]?.ball_running === 1)).bookmaker[0]).toMatchObject({ ball_running: 1 });
    expectRefused(await bookmakerBet(t.app, p1, { market_id: m, selection_id: bd, side: 'back', price: 1.95, stake: '10.00' }), 409, MSG.ballRunning);
    await patchMarket(t.app, staff, m, { ball_running: false });
    // The stake limits (10 default minimum, 1000 on this market).
    expectRefused(await bookmakerBet(t.app, p1, { market_id: m, selection_id: bd, side: 'back', price: 1.95, stake: '9.99' }), 422, MSG.belowMin);
    expectRefused(await bookmakerBet(t.app, p1, { market_id: m, selection_id: bd, side: 'back', price: 1.95, stake: '1000.01' }), 422, MSG.aboveMax);
    await expectBalances(t.app, [
      [p1, '900.00'],
      [p2, '550.00'],
    ]);

    // The console: volume 100 + 100 + 200 + 250 + 100 = 750; players hold 100 + 450; the house's worst case is
    // India: 220 + 275 - 100 (P1's 1.95 back loses) = 395.
    expect(await consoleRow(ev.eventId, m)).toMatchObject({ kind: 'bookmaker', matched_volume: '750.00', players_exposure: '550.00', house_exposure: '395.00' });
    const cm = await consoleMarket(t.app, staff, m);
    expect(cm).toMatchObject({ house_exposure: '395.00', matched_volume: '750.00', mismatches: [] });
    expect((await consoleRow(ev.eventId, ev.marketId)).house_exposure).toBeNull();
    await expectExchangeClean(t.app);

    // Bangladesh wins: P1 +90 -100 +95 = +85; P2 -450. No commission on house markets; the book takes the difference.
    expect(await acted(t.app, staff, m, 'settle', { winner_selection_id: bd })).toEqual({ status: 'settled' });
    await expectBalances(t.app, [
      [p1, '1085.00'],
      [p2, '550.00'],
    ]);
    const house1 = await exchangeHouse(t.app);
    expect(house1.book - house0.book).toBe(36500n);
    expect(house1.commission - house0.commission).toBe(0n);
    expect(house1.clearing - house0.clearing).toBe(0n);
    // Twice: once. The same result again stands; another result is a 409 (a correction is a resettlement).
    expect(await acted(t.app, staff, m, 'settle', { winner_selection_id: bd })).toEqual({ status: 'settled' });
    expectRefused(await act(t.app, staff, m, 'settle', { winner_selection_id: ind }), 409, MESSAGES.exchangeSettledOtherResult);
    expect(await balance(t.app, p1)).toBe('1085.00');
    expect(await exchangeHouse(t.app)).toEqual(house1);

    const hub = await hubOf(p1);
    expect(hub.map((r) => [r.transaction_id, r.bet_type, r.odds, r.status, r.net_profit_loss])).toEqual([
      [expect.stringMatching(/^BM\d+$/), 'back', 1.95, 'WON', '95.00'],
      [expect.stringMatching(/^BM\d+$/), 'lay', 2, 'LOST', '-100.00'],
      [`BM${b1.json().bet.id}`, 'back', 1.9, 'WON', '90.00'],
    ]);
    expect(hub[1]).toMatchObject({ market_type: 'bookmaker', selection_name: 'Bangladesh', stake: '100.00', potential_profit: '100.00', potential_liability: '100.00', run: null });
    expect((await hubOf(p2)).every((r) => r.status === 'LOST')).toBe(true);
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });

  it('void gives every stake back', async () => {
    const ev = await createEvent(t.app, staff);
    const bm = await createBookmaker(t.app, staff, ev.eventId, [
      { name: 'Bangladesh', back: 1.9, lay: 2 },
      { name: 'India', back: 2.1, lay: 2.2 },
    ]);
    const [bd, ind] = bm.selections as [string, string];
    const p3 = await funded();
    const house0 = await exchangeHouse(t.app);
    expect((await bookmakerBet(t.app, p3, { market_id: bm.marketId, selection_id: bd, side: 'back', price: 1.9, stake: '100.00' })).statusCode).toBe(200);
    // Lay India 50 at 2.2: India -60, Bangladesh +50. Together: Bangladesh +140, India -160.
    expect((await bookmakerBet(t.app, p3, { market_id: bm.marketId, selection_id: ind, side: 'lay', price: 2.2, stake: '50.00' })).statusCode).toBe(200);
    expect(await balance(t.app, p3)).toBe('840.00');
    expect(await position(t.app, p3, bm.marketId)).toMatchObject({ exposure: '160.00', runners: [{ profit_if_wins: '140.00' }, { profit_if_wins: '-160.00' }] });
    expect(await acted(t.app, staff, bm.marketId, 'void')).toEqual({ status: 'voided' });
    expect(await balance(t.app, p3)).toBe('1000.00');
    expect(await exchangeHouse(t.app)).toEqual(house0);
    expect((await hubOf(p3)).map((r) => [r.status, r.net_profit_loss])).toEqual([
      ['VOID', '0.00'],
      ['VOID', '0.00'],
    ]);
    expectRefused(await bookmakerBet(t.app, p3, { market_id: bm.marketId, selection_id: bd, side: 'back', price: 1.9, stake: '100.00' }), 409, MSG.closed);
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });

  it('a console change that only suspends a runner keeps its prices', async () => {
    const ev = await createEvent(t.app, staff);
    const bm = await createBookmaker(t.app, staff, ev.eventId, [
      { name: 'Bangladesh', back: 1.9, lay: 2 },
      { name: 'India', back: 2.1, lay: 2.2 },
    ]);
    const [bd] = bm.selections as [string, string];
    await patchMarket(t.app, staff, bm.marketId, { runners: [{ selection_id: bd, suspended: true }] });
    const resumed = await patchMarket(t.app, staff, bm.marketId, { runners: [{ selection_id: bd, suspended: false }] });
    expect(resumed.runners.find((r) => r.selection_id === bd)).toMatchObject({ back: 1.9, lay: 2, suspended: false });
    const p = await funded();
    const r = await bookmakerBet(t.app, p, { market_id: bm.marketId, selection_id: bd, side: 'back', price: 1.9, stake: '10.00' });
    expect(r.statusCode, r.body).toBe(200);
    await acted(t.app, staff, bm.marketId, 'void');
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });
});

describe('Fancy', () => {
  const LINE = { no: 47, no_rate: 90, yes: 48, yes_rate: 100 };

  it('YES and NO pay as the rules say; a YES+NO book holds its worst case; line changes refused; settles with {result}', async () => {
    const ev = await createEvent(t.app, staff);
    const f = await createFancy(t.app, staff, ev.eventId, LINE, { max_exposure: '1000', max_stake: '5000' });
    const [f1, f2, f3] = [await funded(), await funded(), await funded()];
    const f4 = await funded('5000.00');
    const house0 = await exchangeHouse(t.app);
    expect((await eventItem(ev.eventId)).fancy2.find((x) => x.market_id === f)).toMatchObject({ ...LINE, suspended: 0, ball_running: 0 });

    // YES 100 at 48 (rate 100): wins 100 when the result is 48 or more, else loses 100.
    const y1 = await fancyBet(t.app, f1, { fancy_id: f, side: 'yes', line: 48, rate: 100, stake: '100.00' });
    expect(y1.statusCode, y1.body).toBe(200);
    expect(y1.json().bet).toMatchObject({ side: 'yes', line: 48, rate: 100, price: null, stake: '100.00', status: 'open' });
    expect(await balance(t.app, f1)).toBe('900.00');
    // NO 100 at 47 (rate 90): wins 100 below 47, else loses 90.
    expect((await fancyBet(t.app, f2, { fancy_id: f, side: 'no', line: 47, rate: 90, stake: '100.00' })).statusCode).toBe(200);
    expect(await balance(t.app, f2)).toBe('910.00');
    // Both: below 47: -100 + 100 = 0; at 47: -100 - 90 = -190; from 48: +100 - 90 = +10. Worst case 190.
    expect((await fancyBet(t.app, f3, { fancy_id: f, side: 'yes', line: 48, rate: 100, stake: '100.00' })).statusCode).toBe(200);
    expect(await balance(t.app, f3)).toBe('900.00');
    expect((await fancyBet(t.app, f3, { fancy_id: f, side: 'no', line: 47, rate: 90, stake: '100.00' })).statusCode).toBe(200);
    expect(await balance(t.app, f3)).toBe('810.00');
    expect((await position(t.app, f3, f)).exposure).toBe('190.00');

    // The house: below 47 it is even, at 47 it wins 380, from 48 it loses 20. A YES of 1000 more would make that
    // 1020, over its 1000 limit.
    expectRefused(await fancyBet(t.app, f4, { fancy_id: f, side: 'yes', line: 48, rate: 100, stake: '1000.00' }), 409, MSG.limitReached);
    expect(await balance(t.app, f4)).toBe('5000.00');

    // The line moves: bets at a line or a rate worse for the house than the one shown now are refused.
    await patchMarket(t.app, staff, f, { yes: 49 });
    expectRefused(await fancyBet(t.app, f1, { fancy_id: f, side: 'yes', line: 48, rate: 100, stake: '100.00' }), 409, MSG.priceChanged);
    expectRefused(await fancyBet(t.app, f1, { fancy_id: f, side: 'yes', line: 49, rate: 110, stake: '100.00' }), 409, MSG.priceChanged);
    expectRefused(await fancyBet(t.app, f2, { fancy_id: f, side: 'no', line: 48, rate: 90, stake: '100.00' }), 409, MSG.priceChanged);
    expectRefused(await fancyBet(t.app, f2, { fancy_id: f, side: 'no', line: 47, rate: 80, stake: '100.00' }), 409, MSG.priceChanged);
    await patchMarket(t.app, staff, f, { yes: 48 });
    // Ball running refuses; the stake limits hold.
    await patchMarket(t.app, staff, f, { ball_running: true });
    expectRefused(await fancyBet(t.app, f1, { fancy_id: f, side: 'yes', line: 48, rate: 100, stake: '100.00' }), 409, MSG.ballRunning);
    await patchMarket(t.app, staff, f, { ball_running: false });
    expectRefused(await fancyBet(t.app, f1, { fancy_id: f, side: 'yes', line: 48, rate: 100, stake: '9.99' }), 422, MSG.belowMin);
    expectRefused(await fancyBet(t.app, f4, { fancy_id: f, side: 'yes', line: 48, rate: 100, stake: '5000.01' }), 422, MSG.aboveMax);
    await expectBalances(t.app, [
      [f1, '900.00'],
      [f2, '910.00'],
      [f3, '810.00'],
      [f4, '5000.00'],
    ]);
    expect(await consoleRow(ev.eventId, f)).toMatchObject({ kind: 'fancy', matched_volume: '400.00', players_exposure: '380.00', house_exposure: '20.00' });
    expect((await consoleMarket(t.app, staff, f)).mismatches).toEqual([]);
    await expectExchangeClean(t.app);

    // Result 48: YES wins 100, NO loses 90, the pair +10.
    expect(await acted(t.app, staff, f, 'settle', { result: 48 })).toEqual({ status: 'settled' });
    await expectBalances(t.app, [
      [f1, '1100.00'],
      [f2, '910.00'],
      [f3, '1010.00'],
    ]);
    const house1 = await exchangeHouse(t.app);
    expect(house1.book - house0.book).toBe(-2000n);
    expectRefused(await act(t.app, staff, f, 'settle', { result: 10 }), 409, MESSAGES.exchangeSettledOtherResult);
    expect(await exchangeHouse(t.app)).toEqual(house1);
    expect(await balance(t.app, f2)).toBe('910.00');
    expect((await hubOf(f2))[0]).toMatchObject({
      transaction_id: expect.stringMatching(/^FY\d+$/),
      market_type: 'fancy',
      market_name: '6 over runs BAN',
      selection_name: '6 over runs BAN',
      bet_type: 'no',
      odds: 90,
      run: 47,
      stake: '100.00',
      potential_profit: '100.00',
      potential_liability: '90.00',
      net_profit_loss: '-90.00',
      status: 'LOST',
    });
    expect((await hubOf(f1))[0]).toMatchObject({ bet_type: 'yes', run: 48, potential_profit: '100.00', potential_liability: '100.00', status: 'WON', net_profit_loss: '100.00' });
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });

  it('a console change of a rate alone moves the rate; a change of limits applies to the next bet', async () => {
    const ev = await createEvent(t.app, staff);
    const f = await createFancy(t.app, staff, ev.eventId, LINE);
    const p = await funded();
    await patchMarket(t.app, staff, f, { min_stake: '20', max_stake: '200' });
    expectRefused(await fancyBet(t.app, p, { fancy_id: f, side: 'yes', line: 48, rate: 100, stake: '19.99' }), 422, MSG.belowMin);
    expectRefused(await fancyBet(t.app, p, { fancy_id: f, side: 'yes', line: 48, rate: 100, stake: '200.01' }), 422, MSG.aboveMax);
    const changed = await patchMarket(t.app, staff, f, { yes_rate: 90 });
    expect(changed.fancy).toMatchObject({ no: 47, no_rate: 90, yes: 48, yes_rate: 90 });
    // At the new rate: YES 100 at 48 rate 90 wins 90.
    expectRefused(await fancyBet(t.app, p, { fancy_id: f, side: 'yes', line: 48, rate: 100, stake: '100.00' }), 409, MSG.priceChanged);
    expect((await fancyBet(t.app, p, { fancy_id: f, side: 'yes', line: 48, rate: 90, stake: '100.00' })).statusCode).toBe(200);
    expect(await balance(t.app, p)).toBe('900.00');
    await acted(t.app, staff, f, 'settle', { result: 60 });
    expect(await balance(t.app, p)).toBe('1090.00');
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });

  it('a result between the lines (47) loses both YES 48 and NO 47; below the lines NO wins; void returns everything', async () => {
    const ev = await createEvent(t.app, staff);
    const gap = await createFancy(t.app, staff, ev.eventId, LINE, { title: '10 over runs BAN' });
    const low = await createFancy(t.app, staff, ev.eventId, LINE, { title: '15 over runs BAN' });
    const gone = await createFancy(t.app, staff, ev.eventId, LINE, { title: '20 over runs BAN' });
    const [a, b] = [await funded(), await funded()];
    const house0 = await exchangeHouse(t.app);
    for (const f of [gap, low, gone]) {
      expect((await fancyBet(t.app, a, { fancy_id: f, side: 'yes', line: 48, rate: 100, stake: '100.00' })).statusCode).toBe(200);
      expect((await fancyBet(t.app, b, { fancy_id: f, side: 'no', line: 47, rate: 90, stake: '100.00' })).statusCode).toBe(200);
    }
    await expectBalances(t.app, [
      [a, '700.00'],
      [b, '730.00'],
    ]);
    await acted(t.app, staff, gap, 'settle', { result: 47 });
    // YES loses 100, NO loses 90.
    await expectBalances(t.app, [
      [a, '700.00'],
      [b, '730.00'],
    ]);
    await acted(t.app, staff, low, 'settle', { result: 46 });
    // YES loses 100, NO wins 100 (its 90 held comes back with 100).
    await expectBalances(t.app, [
      [a, '700.00'],
      [b, '920.00'],
    ]);
    await acted(t.app, staff, gone, 'void');
    await expectBalances(t.app, [
      [a, '800.00'],
      [b, '1010.00'],
    ]);
    // The house: +100 +90 (gap), +100 -100 (low), 0 (void).
    expect((await exchangeHouse(t.app)).book - house0.book).toBe(19000n);
    expect((await position(t.app, a, gap)).exposure).toBe('0.00');
    expect((await hubOf(b)).map((r) => r.status).sort()).toEqual(['LOST', 'VOID', 'WON']);
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });
});

describe('in play, the house takes a bet at once (issue 31)', () => {
  /** Every bet delay the service waits from now on, instead of waiting it. */
  function watchDelays(): number[] {
    const waited: number[] = [];
    t.app.khela.exchange.delay = async (ms) => {
      waited.push(ms);
    };
    return waited;
  }

  it('Bookmaker and Fancy wait no delay by default though the sport’s exchange delay is 5 s; better prices are given, worse refused', async () => {
    const settings = await staffCall(t.app, staff, 'GET', '/api/backoffice/exchange/settings');
    expect(settings.json()).toMatchObject({ bet_delay_cricket_ms: 5000, house_bet_delay_cricket_ms: 0, house_bet_delay_soccer_ms: 0, house_bet_delay_tennis_ms: 0 });
    // The sport's defaults, none given: Match Odds 5 s, the house's markets 0.
    const ev = await createEvent(t.app, staff, { extra: { bet_delay_ms: undefined } });
    const bmRes = await staffCall(t.app, staff, 'POST', `/api/backoffice/exchange/events/${ev.eventId}/bookmaker`, {
      runners: [
        { name: 'Bangladesh', back: 1.9, lay: 2 },
        { name: 'India', back: 2.1, lay: 2.2 },
      ],
    });
    expect(bmRes.statusCode, bmRes.body).toBe(200);
    const m = (bmRes.json() as { id: string }).id;
    const [bd] = (bmRes.json() as { runners: { selection_id: string }[] }).runners.map((r) => r.selection_id) as [string];
    const fRes = await staffCall(t.app, staff, 'POST', `/api/backoffice/exchange/events/${ev.eventId}/fancy`, { title: '6 over runs BAN', no: 47, no_rate: 90, yes: 48, yes_rate: 100 });
    expect(fRes.statusCode, fRes.body).toBe(200);
    const f = (fRes.json() as { id: string }).id;
    expect((await consoleMarket(t.app, staff, ev.marketId)).bet_delay_ms).toBe(5000);
    expect((await consoleMarket(t.app, staff, m)).bet_delay_ms).toBe(0);
    expect((await consoleMarket(t.app, staff, f)).bet_delay_ms).toBe(0);
    for (const id of [ev.marketId, m, f]) await acted(t.app, staff, id, 'in-play');

    const waited = watchDelays();
    const p = await funded();
    const started = Date.now();
    const b = await bookmakerBet(t.app, p, { market_id: m, selection_id: bd, side: 'back', price: 1.9, stake: '100.00' });
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().bet).toMatchObject({ price: 1.9, stake: '100.00', status: 'open' });
    const y = await fancyBet(t.app, p, { fancy_id: f, side: 'yes', line: 48, rate: 100, stake: '100.00' });
    expect(y.statusCode, y.body).toBe(200);
    expect(waited).toEqual([]);
    expect(Date.now() - started).toBeLessThan(5000);

    // The price moves for the player (back 1.9 → 2.0, YES 48 → 47): taken at once at the new price, which the
    // answer and the position show.
    await patchMarket(t.app, staff, m, { runners: [{ selection_id: bd, back: 2, lay: 2.1 }] });
    const better = await bookmakerBet(t.app, p, { market_id: m, selection_id: bd, side: 'back', price: 1.9, stake: '100.00' });
    expect(better.statusCode, better.body).toBe(200);
    expect(better.json().bet).toMatchObject({ price: 2, stake: '100.00' });
    // Bangladesh: +90 + 100 = 190; India: -200.
    expect(await position(t.app, p, m)).toMatchObject({ exposure: '200.00', runners: [{ profit_if_wins: '190.00' }, { profit_if_wins: '-200.00' }] });
    await patchMarket(t.app, staff, f, { yes: 47, no: 46 });
    const yes = await fancyBet(t.app, p, { fancy_id: f, side: 'yes', line: 48, rate: 100, stake: '100.00' });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json().bet).toMatchObject({ line: 47, rate: 100 });

    // Against the player (lay 2.0 now 2.1; NO 47 now 46): refused at once with the price shown now.
    const worse = await bookmakerBet(t.app, p, { market_id: m, selection_id: bd, side: 'lay', price: 2, stake: '100.00' });
    expectRefused(worse, 409, MSG.priceChanged);
    expect(worse.json()).toMatchObject({ code: 'price_changed', price: 2.1 });
    const no = await fancyBet(t.app, p, { fancy_id: f, side: 'no', line: 47, rate: 90, stake: '100.00' });
    expectRefused(no, 409, MSG.priceChanged);
    expect(no.json()).toMatchObject({ code: 'price_changed', line: 46, rate: 90 });

    // Suspended or ball running: market_unavailable.
    await patchMarket(t.app, staff, m, { runners: [{ selection_id: bd, suspended: true }] });
    const susp = await bookmakerBet(t.app, p, { market_id: m, selection_id: bd, side: 'back', price: 2, stake: '10.00' });
    expectRefused(susp, 409, MSG.suspended);
    expect(susp.json().code).toBe('market_unavailable');
    await patchMarket(t.app, staff, m, { runners: [{ selection_id: bd, suspended: false }], ball_running: true });
    const ball = await bookmakerBet(t.app, p, { market_id: m, selection_id: bd, side: 'back', price: 2, stake: '10.00' });
    expectRefused(ball, 409, MSG.ballRunning);
    expect(ball.json().code).toBe('market_unavailable');
    await acted(t.app, staff, m, 'suspend');
    expect((await fancyBet(t.app, p, { fancy_id: f, side: 'yes', line: 47, rate: 100, stake: '10.00' })).statusCode).toBe(200);
    await acted(t.app, staff, f, 'suspend');
    const fs = await fancyBet(t.app, p, { fancy_id: f, side: 'yes', line: 47, rate: 100, stake: '10.00' });
    expectRefused(fs, 409, MSG.suspended);
    expect(waited).toEqual([]);

    // Match Odds still waits the sport's exchange delay in play.
    const o = await t.app.inject({
      method: 'POST',
      url: '/api/exchange/orders',
      headers: bearer(p.token),
      payload: { market_id: ev.marketId, selection_id: ev.selections[0], side: 'back', price: 2, size: '10.00', request_id: 'mo-delay-1' },
    });
    expect(o.statusCode, o.body).toBe(200);
    expect(waited).toEqual([5000]);
    for (const id of [m, f, ev.marketId]) await acted(t.app, staff, id, 'void');
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });

  it('an operator’s house delay for the sport is given to new Bookmaker and Fancy markets and waited in play', async () => {
    const bad = await staffCall(t.app, staff, 'PATCH', '/api/backoffice/exchange/settings', { house_bet_delay_soccer_ms: 20000 });
    expect(bad.statusCode).toBe(422);
    const set = await staffCall(t.app, staff, 'PATCH', '/api/backoffice/exchange/settings', { house_bet_delay_soccer_ms: 1500 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ house_bet_delay_soccer_ms: 1500, house_bet_delay_cricket_ms: 0 });
    try {
      const ev = await createEvent(t.app, staff, { sport: 'soccer', runners: ['Abahani', 'Mohammedan', 'The Draw'] });
      const r = await staffCall(t.app, staff, 'POST', `/api/backoffice/exchange/events/${ev.eventId}/bookmaker`, {
        runners: [
          { name: 'Abahani', back: 1.9, lay: 2 },
          { name: 'Mohammedan', back: 2.1, lay: 2.2 },
        ],
      });
      expect(r.statusCode, r.body).toBe(200);
      const m = (r.json() as { id: string }).id;
      const sel = (r.json() as { runners: { selection_id: string }[] }).runners[0]!.selection_id;
      expect((await consoleMarket(t.app, staff, m)).bet_delay_ms).toBe(1500);
      await acted(t.app, staff, m, 'in-play');
      const waited = watchDelays();
      const p = await funded();
      expect((await bookmakerBet(t.app, p, { market_id: m, selection_id: sel, side: 'back', price: 1.9, stake: '10.00' })).statusCode).toBe(200);
      expect(waited).toEqual([1500]);
      await acted(t.app, staff, m, 'void');
    } finally {
      await staffCall(t.app, staff, 'PATCH', '/api/backoffice/exchange/settings', { house_bet_delay_soccer_ms: 0 });
    }
  });
});
