import { dhakaToday } from '@khela/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type NewPlayer, type TestApp } from './helpers';
import { staffLogin, startPaymentsApp } from './payments-fixtures';
import { acted, bookmakerBet, cancelOrder, createBookmaker, createEvent, createFancy, expectRefused, fancyBet, fundedPlayer, placed } from './exchange-fixtures';

/**
 * The reads behind the exchange's account pages: Balance Overview (`summary`), Bets History (`exchange-hub` filters),
 * Profit & Loss (`pnl`), the Activity Log (`activity`) and the in-play page's Result tab (`results`). Amounts are
 * hand-worked to the poisha.
 */
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await startPaymentsApp();
  staff = await staffLogin(t.app);
});
afterAll(async () => t?.close());

async function get<T>(p: NewPlayer | null, url: string, status = 200): Promise<T> {
  const r = await t.app.inject({ method: 'GET', url, headers: p ? bearer(p.token) : {} });
  expect(r.statusCode, r.body).toBe(status);
  return r.json() as T;
}

interface Summary {
  currency: string;
  balance: string;
  exposure: string;
  available: string;
  open_markets: number;
  unmatched_orders: number;
}
interface Records {
  data: { transaction_id: string; market_type: string; status: string; net_profit_loss: string | null }[];
  total: number;
}

const today = () => dhakaToday();
const yesterday = () => dhakaToday(new Date(Date.now() - 86_400_000));

describe('the exchange account pages', () => {
  // One story: the backer matches a layer on Match Odds, leaves an order unmatched in a second market, bets on a
  // Bookmaker and a Fancy line; the Match Odds market is settled for Bangladesh.
  let backer: NewPlayer;
  let layer: NewPlayer;
  let ev: Awaited<ReturnType<typeof createEvent>>;
  let other: Awaited<ReturnType<typeof createEvent>>;
  let unmatchedId: string;

  beforeAll(async () => {
    backer = await fundedPlayer(t.app, '1000.00');
    layer = await fundedPlayer(t.app, '1000.00');
    ev = await createEvent(t.app, staff, { extra: { name: 'Bangladesh v India' } });
    other = await createEvent(t.app, staff, { sport: 'soccer', runners: ['Abahani', 'Mohammedan', 'The Draw'], extra: { name: 'Abahani v Mohammedan' } });
    // Matched: 100 backed at 2.0 against 100 laid at 2.0 (each risks 100).
    await placed(t.app, layer, { market_id: ev.marketId, selection_id: ev.selections[0]!, side: 'lay', price: 2, size: '100.00' });
    await placed(t.app, backer, { market_id: ev.marketId, selection_id: ev.selections[0]!, side: 'back', price: 2, size: '100.00' });
    // Unmatched: a back of 10 at 5.0 in the soccer market (risks 10).
    unmatchedId = (await placed(t.app, backer, { market_id: other.marketId, selection_id: other.selections[0]!, side: 'back', price: 5, size: '10.00' })).id;
  });

  it('Balance Overview: balance = available + exposure, with the open markets and unmatched orders', async () => {
    const s = await get<Summary>(backer, '/api/exchange/summary');
    expect(s).toEqual({ currency: 'BDT', balance: '1000.00', exposure: '110.00', available: '890.00', open_markets: 2, unmatched_orders: 1 });
    await get(null, '/api/exchange/summary', 401);
  });

  it('records filter by status, market type and Dhaka day; P&L and results follow settlement', async () => {
    const bm = await createBookmaker(t.app, staff, ev.eventId, [
      { name: 'Bangladesh', back: 1.9, lay: 2.1 },
      { name: 'India', back: 1.9, lay: 2.1 },
    ]);
    const bmBet = await bookmakerBet(t.app, backer, { market_id: bm.marketId, selection_id: bm.selections[1]!, side: 'back', price: 1.9, stake: '20.00' });
    expect(bmBet.statusCode, bmBet.body).toBe(200);
    const fancy = await createFancy(t.app, staff, ev.eventId, { no: 45, no_rate: 100, yes: 46, yes_rate: 100 });
    const fy = await fancyBet(t.app, backer, { fancy_id: fancy, side: 'yes', line: 46, rate: 100, stake: '30.00' });
    expect(fy.statusCode, fy.body).toBe(200);

    await acted(t.app, staff, ev.marketId, 'settle', { winner_selection_id: ev.selections[0]! });

    const all = await get<Records>(backer, '/api/exchange-hub');
    expect(all.total).toBe(3);
    const settled = await get<Records>(backer, '/api/exchange-hub?status=settled');
    expect(settled.data.map((r) => [r.market_type, r.status, r.net_profit_loss])).toEqual([['match_odds', 'WON', '100.00']]);
    const open = await get<Records>(backer, '/api/exchange-hub?status=open');
    expect(open.data.map((r) => r.market_type).sort()).toEqual(['bookmaker', 'fancy']);
    expect((await get<Records>(backer, '/api/exchange-hub?market_type=fancy')).data.map((r) => r.transaction_id.slice(0, 2))).toEqual(['FY']);
    expect((await get<Records>(backer, `/api/exchange-hub?from=${today()}&to=${today()}`)).total).toBe(3);
    expect((await get<Records>(backer, `/api/exchange-hub?to=${yesterday()}`)).total).toBe(0);
    // Unknown filter values filter nothing; a date that is not a day is refused with a message a player can read.
    expect((await get<Records>(backer, '/api/exchange-hub?status=whatever&market_type=polo')).total).toBe(3);
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/exchange-hub?from=2026-02-30', headers: bearer(backer.token) }), 400, 'Please choose a valid date.');
    expectRefused(await t.app.inject({ method: 'GET', url: `/api/exchange-hub?from=${today()}&to=${yesterday()}`, headers: bearer(backer.token) }), 400, 'The start date must not be after the end date.');

    // Profit & Loss: +100 gross, 2 % commission 2.00, net 98.00; the layer lost 100 and pays no commission.
    const pnl = await get<{
      currency: string;
      from: string;
      to: string;
      total: { profit_loss: string; commission: string; net: string; markets: number };
      days: { date: string; net: string; markets: number }[];
      markets: { market_id: string; event_name: string; sport: string; profit_loss: string; commission: string; net: string }[];
    }>(backer, '/api/exchange/pnl');
    expect(pnl.to).toBe(today());
    expect(pnl.total).toEqual({ profit_loss: '100.00', commission: '2.00', net: '98.00', markets: 1 });
    expect(pnl.days).toEqual([{ date: today(), profit_loss: '100.00', commission: '2.00', net: '98.00', markets: 1 }]);
    expect(pnl.markets).toMatchObject([{ market_id: ev.marketId, event_name: 'Bangladesh v India', sport: 'cricket', net: '98.00' }]);
    const lost = await get<{ total: { net: string } }>(layer, '/api/exchange/pnl');
    expect(lost.total.net).toBe('-100.00');
    expect((await get<{ total: { markets: number } }>(backer, '/api/exchange/pnl?sport=soccer')).total.markets).toBe(0);
    expect((await get<{ total: { markets: number } }>(backer, `/api/exchange/pnl?to=${yesterday()}`)).total.markets).toBe(0);
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/exchange/pnl?from=2026-01-01&to=2026-06-30', headers: bearer(backer.token) }), 400, 'Please choose a period of at most 90 days.');
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/exchange/pnl?sport=polo', headers: bearer(backer.token) }), 400, 'Please choose cricket, soccer or tennis.');

    // Balance Overview after settlement: 1000 − 100 + 200 − 2 (won) − 10 (soccer) − 20 (Bookmaker) − 30 (Fancy) held.
    const s = await get<Summary>(backer, '/api/exchange/summary');
    expect(s).toMatchObject({ balance: '1098.00', exposure: '60.00', available: '1038.00', unmatched_orders: 1 });

    // Result tab: the settled event with its winner; an unknown sport is a 404 like the other public reads.
    const results = await get<{ EventId: string; winner: string | null; status: string; market_status: string }[]>(null, '/api/exchange/results/cricket');
    expect(results.find((r) => r.EventId === ev.eventId)).toMatchObject({ winner: 'Bangladesh', status: 'finished', market_status: 'settled' });
    expect((await get<{ EventId: string }[]>(null, '/api/exchange/results/soccer')).some((r) => r.EventId === other.eventId)).toBe(false);
    await get(null, '/api/exchange/results/polo', 404);
  });

  it('Activity Log: logins, orders, cancels, bets and settlements, newest first', async () => {
    const c = await cancelOrder(t.app, backer, unmatchedId);
    expect(c.statusCode, c.body).toBe(200);
    const log = await get<{ data: { kind: string; side: string | null; price: number | null; size: string | null; amount: string | null; ip: string | null }[]; last_page: number }>(
      backer,
      '/api/exchange/activity?per_page=100',
    );
    const kinds = log.data.map((a) => a.kind);
    expect(kinds[0]).toBe('order_cancelled');
    expect(log.data[0]).toMatchObject({ side: 'back', price: 5, size: '10.00' });
    expect(kinds.filter((k) => k === 'order')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'bet')).toHaveLength(2);
    expect(log.data.find((a) => a.kind === 'settled')).toMatchObject({ amount: '98.00' });
    expect(kinds).toContain('login');
    expect(kinds.at(-1)).toBe('login');
    // Paged: two a page.
    const page2 = await get<{ data: unknown[]; current_page: number; last_page: number }>(backer, '/api/exchange/activity?page=2&per_page=2');
    expect(page2.current_page).toBe(2);
    expect(page2.data).toHaveLength(2);
    expect(page2.last_page).toBe(Math.ceil(kinds.length / 2));
    // Another player sees only their own.
    const theirs = await get<{ data: { kind: string }[] }>(layer, '/api/exchange/activity');
    expect(theirs.data.filter((a) => a.kind === 'bet')).toHaveLength(0);
  });
});
