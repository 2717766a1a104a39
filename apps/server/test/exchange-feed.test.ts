import { LADDER, tickOf, toHundredths } from '@khela/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerClean, newPlayer, type TestApp } from './helpers';
import { balance, fund, staffCall, staffLogin, startPaymentsApp } from './payments-fixtures';
import { ballRunningMs } from '../src/exchange/feed/simulator';
import { acted, bookmakerBet, expectExchangeClean, fancyBet, placeOrder } from './exchange-fixtures';

/**
 * The demo's promise: on the simulated feed, two players trade a cricket match against each other from the API alone,
 * in-play prices move with the score, the market settles on the result and the money is exact, commission included.
 * The feed is stepped by hand (one ball per tick).
 */
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await startPaymentsApp({ exchangeFeed: 'simulator', exchangeSimSports: ['cricket'], exchangeSimMatches: 1, exchangeSimStepMs: 600_000 });
  staff = await staffLogin(t.app);
});
afterAll(async () => t?.close());

type Odds = { marketId: string; version: string; inplay: boolean; status: string; runners: { selectionId: string; ex: { availableToBack: { price: number }[]; availableToLay: { price: number }[] } }[] }[];

describe('the simulated feed', () => {
  it('two players trade a simulated cricket match; prices move; it settles to the poisha', { timeout: 600_000 } /* a whole simulated match: 30–100 s on PGlite, more on a loaded machine */, async () => {
    const feed = t.app.khela.feed!;
    const events = async () => (await t.app.inject({ method: 'GET', url: '/api/sports-events/cricket' })).json() as { MarketId: string; EventId: string; inplay: boolean }[];
    let live: { MarketId: string; EventId: string } | undefined;
    for (let i = 0; i < 50 && !live; i++) {
      await feed.tick();
      live = (await events()).find((e) => e.inplay);
    }
    expect(live, 'an in-play simulated match').toBeDefined();
    const marketId = live!.MarketId;
    // Orders reach the book at once in this test (the in-play delay is the operator's setting, 5 s for cricket).
    expect((await staffCall(t.app, staff, 'PATCH', `/api/backoffice/exchange/markets/${marketId}`, { bet_delay_ms: 0 })).statusCode).toBe(200);
    await feed.tick();
    const odds = async () => (await t.app.inject({ method: 'GET', url: `/api/match-odds/${marketId}` })).json() as Odds;
    const before = (await odds())[0]!;
    expect(before.inplay).toBe(true);

    // A price inside the maker's spread on some runner: B lays there, A backs there, they match each other.
    let pick: { selection: string; price: number } | undefined;
    for (const r of before.runners) {
      const bestBack = toHundredths(r.ex.availableToBack[0]!.price)!;
      const bestLay = toHundredths(r.ex.availableToLay[0]!.price)!;
      if (tickOf(bestLay) - tickOf(bestBack) >= 2) pick = { selection: r.selectionId, price: LADDER[tickOf(bestBack) + 1]! / 100 };
    }
    expect(pick, JSON.stringify(before.runners)).toBeDefined();
    const [a, b] = [await newPlayer(t.app), await newPlayer(t.app)];
    await fund(t.app, a, '1000.00');
    await fund(t.app, b, '1000.00');
    const lay = await placeOrder(t.app, b, { market_id: marketId, selection_id: pick!.selection, side: 'lay', price: pick!.price, size: '100.00', persistence: 'persist' });
    expect(lay.statusCode, lay.body).toBe(200);
    const back = await placeOrder(t.app, a, { market_id: marketId, selection_id: pick!.selection, side: 'back', price: pick!.price, size: '100.00' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().order).toMatchObject({ status: 'execution_complete', size_matched: '100.00', avg_price_matched: pick!.price });
    const liability = Math.round((pick!.price - 1) * 100 * 100); // poisha
    expect(await balance(t.app, a)).toBe('900.00');
    expect(await balance(t.app, b)).toBe(((100_000 - liability) / 100).toFixed(2));

    // Play on to the end; the prices move with the score.
    const seen = new Set<string>();
    let status = 'open';
    for (let i = 0; i < 1000 && status !== 'settled' && status !== 'voided'; i++) {
      await feed.tick();
      const m = (await odds())[0]!;
      status = m.status;
      if (m.runners[0]!.ex.availableToBack[0]) seen.add(String(m.runners[0]!.ex.availableToBack[0].price));
    }
    expect(['settled', 'voided']).toContain(status);
    expect(seen.size, 'distinct in-play prices').toBeGreaterThan(3);

    const settled = (await odds())[0]!;
    const hub = (await t.app.inject({ method: 'GET', url: `/api/exchange/markets/${marketId}/position`, headers: { authorization: `Bearer ${a.token}` } })).json();
    expect(hub.exposure).toBe('0.00');
    if (status === 'voided') {
      expect(await balance(t.app, a)).toBe('1000.00');
      expect(await balance(t.app, b)).toBe('1000.00');
    } else {
      const winner = (settled as unknown as { winner_selection_id: string }).winner_selection_id;
      const aWon = winner === pick!.selection;
      // The winner of the pair pays 2 % commission on their net winnings in the market.
      const win = aWon ? liability : 10_000;
      const commission = Math.floor((win * 200) / 10_000);
      const aEnd = aWon ? 100_000 + win - commission : 90_000;
      const bEnd = aWon ? 100_000 - liability : 100_000 + win - commission;
      expect(await balance(t.app, a)).toBe((aEnd / 100).toFixed(2));
      expect(await balance(t.app, b)).toBe((bEnd / 100).toFixed(2));
    }
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });

  it('the operator settles a simulated match early: its Bookmaker follows the Match Odds winner, open Fancy lines are voided, a Fancy stake comes back', { timeout: 240_000 }, async () => {
    const feed = t.app.khela.feed!;
    type Ev = { MarketId: string; EventId: string; inplay: boolean; Fancy: 0 | 1 };
    const events = async () => (await t.app.inject({ method: 'GET', url: '/api/sports-events/cricket' })).json() as Ev[];
    type Item = { bookmaker: { market_id: string; status: string }[]; fancy2: { market_id: string; status: string; yes: number; yes_rate: number; suspended: number; ball_running: number }[] };
    const item = async (eventId: string) => ((await t.app.inject({ method: 'GET', url: `/api/event/${eventId}` })).json() as { data: { items: Record<string, Item> } }).data.items[eventId]!;
    let live: Ev | undefined;
    let line: Item['fancy2'][number] | undefined;
    for (let i = 0; i < 200 && !line; i++) {
      await feed.tick();
      await feed.endBalls();
      live = (await events()).find((e) => e.inplay && e.Fancy === 1);
      if (live) line = (await item(live.EventId)).fancy2.find((f) => f.status === 'open' && f.suspended === 0 && f.ball_running === 0);
    }
    expect(line, 'an open Fancy line on an in-play simulated match').toBeDefined();
    expect((await staffCall(t.app, staff, 'PATCH', `/api/backoffice/exchange/markets/${line!.market_id}`, { bet_delay_ms: 0 })).statusCode).toBe(200);
    const p = await newPlayer(t.app);
    await fund(t.app, p, '500.00');
    const bet = await fancyBet(t.app, p, { fancy_id: line!.market_id, side: 'yes', line: line!.yes, rate: line!.yes_rate, stake: '100.00' });
    expect(bet.statusCode, bet.body).toBe(200);
    expect(await balance(t.app, p)).toBe('400.00');

    const runners = ((await t.app.inject({ method: 'GET', url: `/api/match-odds/${live!.MarketId}` })).json() as Odds)[0]!.runners;
    await acted(t.app, staff, live!.MarketId, 'settle', { winner_selection_id: runners[0]!.selectionId });
    await feed.tick();
    const after = await item(live!.EventId);
    // The Bookmaker is settled on the same winner (a settled market leaves the event's list, or shows as settled).
    expect(after.bookmaker.every((b) => b.status === 'settled')).toBe(true);
    // A voided line leaves the event's list; the player's record says VOID.
    expect(after.fancy2.find((f) => f.market_id === line!.market_id)).toBeUndefined();
    const hub = (await t.app.inject({ method: 'GET', url: '/api/exchange-hub', headers: { authorization: `Bearer ${p.token}` } })).json() as { data: { status: string }[] };
    expect(hub.data.map((r) => r.status)).toEqual(['VOID']);
    expect(await balance(t.app, p)).toBe('500.00');
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });

  it('a ball runs for a minority of each over: Bookmaker and Fancy suspend while it is live, then take bets at once', { timeout: 240_000 }, async () => {
    // The default 5 s ball runs 1 s; never more than 2 s, never more than a fifth of a step.
    expect(ballRunningMs(5_000)).toBe(1_000);
    expect(ballRunningMs(30_000)).toBe(2_000);
    for (const step of [50, 1_000, 5_000, 20_000, 600_000]) expect(ballRunningMs(step) * 5).toBeLessThanOrEqual(step);
    const feed = t.app.khela.feed!;
    // The ball's end is held by the test (no real timer): it runs exactly when the feed asked.
    const ends: { fn: () => void; ms: number }[] = [];
    const realSchedule = feed.schedule;
    feed.schedule = (fn, ms) => {
      const end = { fn, ms };
      ends.push(end);
      return () => ends.splice(ends.indexOf(end), 1);
    };
    try {
      type Ev = { MarketId: string; EventId: string; inplay: boolean };
      type Item = { bookmaker: { market_id: string; selection_id: string; backPrice: number | null; suspended: number; ball_running: number }[]; fancy2: { market_id: string; status: string; ball_running: number }[] };
      const item = async (eventId: string) => ((await t.app.inject({ method: 'GET', url: `/api/event/${eventId}` })).json() as { data: { items: Record<string, Item> } }).data.items[eventId]!;
      /** The event's read once `ok` holds (it is cached up to 250 ms after a change). */
      const itemWhen = async (eventId: string, ok: (x: Item) => boolean) => {
        for (let i = 0; ; i++) {
          const x = await item(eventId);
          if (ok(x) || i >= 40) return x;
          await new Promise((r) => setTimeout(r, 50));
        }
      };
      let live: Ev | undefined;
      for (let i = 0; i < 50 && !live; i++) {
        await feed.tick();
        live = ((await t.app.inject({ method: 'GET', url: '/api/sports-events/cricket' })).json() as Ev[]).find((e) => e.inplay);
      }
      expect(live, 'an in-play simulated match').toBeDefined();
      const p = await newPlayer(t.app);
      await fund(t.app, p, '1000.00');
      // One over: each ball suspends the Bookmaker (and the open Fancy lines) for ballMs of its step, then they open
      // and a bet at the shown price is taken at once.
      let bets = 0;
      for (let ball = 0; ball < 6; ball++) {
        ends.length = 0;
        await feed.tick();
        expect(ends.length, 'one end per live match').toBeGreaterThan(0);
        for (const e of ends) expect(e.ms).toBe(feed.ballMs);
        expect(feed.ballMs * 5).toBeLessThanOrEqual(600_000);
        const running = await itemWhen(live!.EventId, (x) => x.bookmaker.every((r) => r.ball_running === 1));
        if (running.bookmaker.length === 0) break; // the match ended
        expect(running.bookmaker.every((r) => r.ball_running === 1)).toBe(true);
        const row = running.bookmaker.find((r) => r.suspended === 0 && r.backPrice !== null);
        if (row) {
          const refused = await bookmakerBet(t.app, p, { market_id: row.market_id, selection_id: row.selection_id, side: 'back', price: row.backPrice!, stake: '10.00' });
          expect(refused.statusCode, refused.body).toBe(409);
          expect(refused.json().code).toBe('market_unavailable');
        }
        for (const e of [...ends]) e.fn();
        await feed.endBalls();
        const open = await itemWhen(live!.EventId, (x) => x.bookmaker.every((r) => r.ball_running === 0) && x.fancy2.every((f) => f.status !== 'open' || f.ball_running === 0));
        expect(open.bookmaker.every((r) => r.ball_running === 0)).toBe(true);
        expect(open.fancy2.filter((f) => f.status === 'open').every((f) => f.ball_running === 0)).toBe(true);
        const now = open.bookmaker.find((r) => r.suspended === 0 && r.backPrice !== null);
        if (now) {
          const taken = await bookmakerBet(t.app, p, { market_id: now.market_id, selection_id: now.selection_id, side: 'back', price: now.backPrice!, stake: '10.00' });
          expect(taken.statusCode, taken.body).toBe(200);
          bets++;
        }
      }
      expect(bets).toBeGreaterThan(0);
    } finally {
      feed.schedule = realSchedule;
    }
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });
});
