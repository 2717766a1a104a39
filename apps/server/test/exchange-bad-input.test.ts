import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectLedgerClean, newPlayer, type NewPlayer, type TestApp } from './helpers';
import { balance, fund, newStaff, staffCall, staffLogin, startPaymentsApp } from './payments-fixtures';
import { MSG, createBookmaker, createEvent, createFancy, expectExchangeClean, expectRefused, requestId, type MatchOddsEvent } from './exchange-fixtures';

/**
 * Every refusal of the exchange's API is a 4xx with a message a person can read, never a 500, and moves no money:
 * schema refusals (wrong types, unknown fields) are 400, rule refusals 422 with the rule's message, unknown things
 * 404, the state of the market 409, missing or weak credentials 401 and 403.
 */
let t: TestApp;
let admin: string;
let player: NewPlayer;
let ev: MatchOddsEvent;
let other: MatchOddsEvent;
let bm: { marketId: string; selections: string[] };
let fancy: string;

beforeAll(async () => {
  t = await startPaymentsApp();
  admin = await staffLogin(t.app);
  ev = await createEvent(t.app, admin);
  other = await createEvent(t.app, admin);
  bm = await createBookmaker(t.app, admin, ev.eventId, [
    { name: 'Bangladesh', back: 1.9, lay: 2 },
    { name: 'India', back: 2.1, lay: 2.2 },
  ]);
  fancy = await createFancy(t.app, admin, ev.eventId, { no: 47, no_rate: 90, yes: 48, yes_rate: 100 });
  player = await newPlayer(t.app);
  await fund(t.app, player, '1000.00');
});
afterAll(async () => t?.close());

type Case = [label: string, payload: Record<string, unknown>, status: number, message?: string];

function send(app: FastifyInstance, url: string, payload: unknown, token: string | null = player.token, method: 'POST' | 'DELETE' | 'GET' = 'POST') {
  return app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
}

async function expectCases(url: string, base: Record<string, unknown>, cases: Case[]) {
  for (const [label, change, status, message] of cases) {
    const payload: Record<string, unknown> = { ...base, request_id: requestId(), ...change };
    for (const k of Object.keys(payload)) if (payload[k] === undefined) delete payload[k];
    const r = await send(t.app, url, payload);
    expect.soft(r.statusCode, `${label}: ${r.body}`).toBe(status);
    const body = r.json() as { message?: unknown };
    expect.soft(typeof body.message === 'string' && body.message.length > 0, `${label}: ${r.body}`).toBe(true);
    if (message !== undefined) expect.soft(body.message, label).toBe(message);
  }
}

describe('orders', () => {
  it('refuses every bad order with a 4xx and a readable message, and moves no money', async () => {
    const base = { market_id: ev.marketId, selection_id: ev.selections[0]!, side: 'back', price: 2, size: '100.00' };
    await expectCases('/api/exchange/orders', base, [
      ['off the ladder', { price: 2.01 }, 422, MSG.offLadder],
      ['off the ladder (string)', { price: '3.33' }, 422, MSG.offLadder],
      ['three decimals', { price: 2.001 }, 422, MSG.offLadder],
      ['odds of 1', { price: 1 }, 422, MSG.offLadder],
      ['zero price', { price: 0 }, 422, MSG.offLadder],
      ['negative price', { price: -2 }, 422, MSG.offLadder],
      ['above the ladder', { price: 1001 }, 422, MSG.offLadder],
      ['huge price', { price: 1e300 }, 422, MSG.offLadder],
      ['words for a price', { price: 'two' }, 422, MSG.offLadder],
      ['a price of true', { price: true }, 400],
      ['below the minimum (10)', { size: '9.99' }, 422, MSG.belowMin],
      ['above the maximum (100,000)', { size: '100000.01' }, 422, MSG.aboveMax],
      ['huge size (string)', { size: '99999999999999999999' }, 422],
      ['huge size (number)', { size: 1e300 }, 422],
      ['negative size', { size: '-100.00' }, 422],
      ['zero size', { size: 0 }, 422],
      ['three decimals of taka', { size: '100.001' }, 422],
      ['words for a size', { size: 'hundred' }, 422],
      ['an object for a size', { size: { amount: 100 } }, 400],
      ['no size', { size: undefined }, 422],
      ['unknown market', { market_id: '999999999' }, 404, MSG.notFound],
      ['unknown market, 18 digits', { market_id: '999999999999999999' }, 404, MSG.notFound],
      ['market id of 19 digits', { market_id: '9999999999999999999' }, 422],
      ['market id of words', { market_id: 'abc' }, 422],
      ['negative market id', { market_id: -1 }, 422],
      ['fractional market id', { market_id: 1.5 }, 400],
      ['no market', { market_id: undefined }, 422],
      ['unknown selection', { selection_id: '999999999' }, 422, MSG.unknownSelection],
      ["another market's selection", { selection_id: other.selections[0] }, 422, MSG.unknownSelection],
      ['selection of words', { selection_id: 'x' }, 422],
      ['wrong side', { side: 'buy' }, 422],
      ['yes on Match Odds', { side: 'yes' }, 422],
      ['no side', { side: undefined }, 422],
      ['bad persistence', { persistence: 'forever' }, 422],
      ['no request id', { request_id: undefined }, 422],
      ['request id with spaces', { request_id: 'not ok!' }, 422],
      ['request id of 65 characters', { request_id: 'r'.repeat(65) }, 400],
      ['empty request id', { request_id: '' }, 422],
      ['an unknown field', { leverage: 10 }, 400],
      ['an order on a Bookmaker market', { market_id: bm.marketId, selection_id: bm.selections[0] }, 400, MSG.wrongKind],
      ['an order on a Fancy market', { market_id: fancy }, 400, MSG.wrongKind],
    ]);
    // A player whose wallet is in rupees cannot trade a taka market.
    const inr = await newPlayer(t.app, { currency: 'INR' });
    expectRefused(await send(t.app, '/api/exchange/orders', { ...base, request_id: requestId() }, inr.token), 400, 'This market does not trade in your currency.');
    // Strings for numbers and numbers for strings are fine where the API says so.
    const ok = await send(t.app, '/api/exchange/orders', { ...base, price: '2.5', size: 20, market_id: Number(ev.marketId), selection_id: Number(ev.selections[0]), request_id: requestId() });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await balance(t.app, player)).toBe('980.00');
    // The limits come with the refusal.
    const below = await send(t.app, '/api/exchange/orders', { ...base, size: '1.00', request_id: requestId() });
    expect(below.json()).toMatchObject({ code: 'validation_failed', message: MSG.belowMin, min: '10.00', max: '100000.00' });
  });

  it('refuses bad bodies, no token, cancels of unknown orders, and unknown routes', async () => {
    const noToken = await send(t.app, '/api/exchange/orders', { market_id: ev.marketId, selection_id: ev.selections[0], side: 'back', price: 2, size: '10', request_id: requestId() }, null);
    expectRefused(noToken, 401);
    const notJson = await t.app.inject({ method: 'POST', url: '/api/exchange/orders', headers: { ...bearer(player.token), 'content-type': 'application/json' }, payload: '{"market_id":' });
    expectRefused(notJson, 400);
    const text = await t.app.inject({ method: 'POST', url: '/api/exchange/orders', headers: { ...bearer(player.token), 'content-type': 'text/plain' }, payload: 'back 100 at 2.0' });
    expect([400, 415]).toContain(text.statusCode);
    expectRefused(text, text.statusCode);
    const array = await send(t.app, '/api/exchange/orders', [1, 2, 3]);
    expectRefused(array, 400);

    expectRefused(await send(t.app, '/api/exchange/orders/abc', undefined, player.token, 'DELETE'), 422);
    expectRefused(await send(t.app, '/api/exchange/orders/99999999999999999999', undefined, player.token, 'DELETE'), 422);
    expectRefused(await send(t.app, '/api/exchange/orders/999999999', undefined, player.token, 'DELETE'), 404, MSG.orderNotFound);
    expectRefused(await send(t.app, '/api/exchange/orders/1', undefined, null, 'DELETE'), 401);
    expectRefused(await send(t.app, '/api/exchange/markets/999999999/position', undefined, player.token, 'GET'), 404, MSG.notFound);
    expectRefused(await send(t.app, '/api/exchange/markets/abc/position', undefined, player.token, 'GET'), 422);
    expectRefused(await send(t.app, `/api/exchange/markets/${ev.marketId}/position`, undefined, null, 'GET'), 401);
    expectRefused(await send(t.app, '/api/exchange-hub', undefined, null, 'GET'), 401);
    const weird = await send(t.app, '/api/exchange/orders?status=everything&page=-5&per_page=100000', undefined, player.token, 'GET');
    expect(weird.statusCode, weird.body).toBe(200);

    expectRefused(await send(t.app, '/api/match-odds/abc', undefined, null, 'GET'), 404);
    expectRefused(await send(t.app, '/api/match-odds/999999999', undefined, null, 'GET'), 404, MSG.notFound);
    expectRefused(await send(t.app, `/api/match-odds/${bm.marketId}`, undefined, null, 'GET'), 404);
    expectRefused(await send(t.app, '/api/sports-events/golf', undefined, null, 'GET'), 404);
    expectRefused(await send(t.app, '/api/event/999999999', undefined, null, 'GET'), 404);
    expectRefused(await send(t.app, '/api/event/abc', undefined, null, 'GET'), 404);
    expectRefused(await send(t.app, '/api/score/board/999999999', undefined, null, 'GET'), 404);
    expectRefused(await send(t.app, '/api/exchange/nothing', undefined, player.token, 'GET'), 404);
    expectRefused(await send(t.app, '/api/exchange/bets', {}), 404);
    expectRefused(await send(t.app, '/api/backoffice/exchange/nothing', undefined, admin, 'GET'), 404);
    expect(await balance(t.app, player)).toBe('980.00');
  });
});

describe('house bets', () => {
  it('refuses bad Bookmaker bets', async () => {
    const base = { market_id: bm.marketId, selection_id: bm.selections[0]!, side: 'back', price: 1.9, stake: '100.00' };
    await expectCases('/api/exchange/bookmaker-bets', base, [
      ['a Bookmaker bet on Match Odds', { market_id: ev.marketId, selection_id: ev.selections[0] }, 400, MSG.wrongKind],
      ['a Bookmaker bet on Fancy', { market_id: fancy }, 400, MSG.wrongKind],
      ['unknown market', { market_id: '999999999' }, 404, MSG.notFound],
      ['unknown selection', { selection_id: '999999999' }, 422, MSG.unknownSelection],
      ["Match Odds' selection", { selection_id: ev.selections[0] }, 422, MSG.unknownSelection],
      ['wrong side', { side: 'yes' }, 422],
      ['odds of 1', { price: 1 }, 422],
      ['a price better than shown', { price: 1.91 }, 409, MSG.priceChanged],
      ['huge price', { price: 1e300 }, 422],
      ['below the minimum', { stake: '9.99' }, 422, MSG.belowMin],
      ['above the maximum', { stake: '100000.01' }, 422, MSG.aboveMax],
      ['negative stake', { stake: '-5' }, 422],
      ['words for a stake', { stake: 'lots' }, 422],
      ['no request id', { request_id: undefined }, 422],
      ['a size instead of a stake', { stake: undefined, size: '100.00' }, 400],
    ]);
    expect(await balance(t.app, player)).toBe('980.00');
  });

  it('refuses bad Fancy bets', async () => {
    const base = { fancy_id: fancy, side: 'yes', line: 48, rate: 100, stake: '100.00' };
    await expectCases('/api/exchange/fancy-bets', base, [
      ['a Fancy bet on Bookmaker', { fancy_id: bm.marketId }, 400, MSG.wrongKind],
      ['a Fancy bet on Match Odds', { fancy_id: ev.marketId }, 400, MSG.wrongKind],
      ['unknown fancy', { fancy_id: '999999999' }, 404, MSG.notFound],
      ['back on a Fancy', { side: 'back' }, 422],
      ['a line better than shown', { line: 46 }, 409, MSG.priceChanged],
      ['the NO line for YES', { line: 47 }, 409, MSG.priceChanged],
      ['a rate better than shown', { rate: 110 }, 409, MSG.priceChanged],
      ['a string line', { line: '48' }, 400],
      ['a fractional line', { line: 48.5 }, 400],
      ['a huge line', { line: -1e20 }, 409],
      ['a string rate', { rate: '100' }, 400],
      ['zero rate', { rate: 0 }, 422],
      ['below the minimum', { stake: '9.99' }, 422, MSG.belowMin],
      ['huge stake', { stake: '99999999999999999999' }, 422],
      ['no line', { line: undefined }, 422],
      ['no request id', { request_id: undefined }, 422],
    ]);
    expect(await balance(t.app, player)).toBe('980.00');
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });
});

describe('the console', () => {
  it('without a token: 401; a support member reads but may not change anything: 403', async () => {
    const P = '/api/backoffice/exchange';
    for (const [method, url] of [
      ['GET', `${P}/markets`],
      ['GET', `${P}/markets/${ev.marketId}`],
      ['GET', `${P}/settings`],
      ['POST', `${P}/events`],
      ['POST', `${P}/markets/${ev.marketId}/settle`],
      ['PATCH', `${P}/markets/${ev.marketId}`],
    ] as const) {
      const r = await t.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
      expectRefused(r, 401);
    }
    const support = await newStaff(t.app, admin, 'support');
    expect((await staffCall(t.app, support.token, 'GET', `${P}/markets`)).statusCode).toBe(200);
    expect((await staffCall(t.app, support.token, 'GET', `${P}/markets/${ev.marketId}`)).statusCode).toBe(200);
    expect((await staffCall(t.app, support.token, 'GET', `${P}/settings`)).statusCode).toBe(200);
    const writes: [method: 'POST' | 'PATCH', url: string, body: Record<string, unknown>][] = [
      ['POST', `${P}/events`, { sport: 'cricket', name: 'X v Y', start_time: new Date().toISOString(), runners: ['X', 'Y'] }],
      ['POST', `${P}/events/${ev.eventId}/bookmaker`, { runners: [{ name: 'A', back: 1.9, lay: 2 }, { name: 'B', back: 1.9, lay: 2 }] }],
      ['POST', `${P}/events/${ev.eventId}/fancy`, { title: 'T', no: 1, yes: 2 }],
      ['POST', `${P}/markets/${ev.marketId}/suspend`, {}],
      ['POST', `${P}/markets/${ev.marketId}/settle`, { winner_selection_id: ev.selections[0] }],
      ['POST', `${P}/markets/${ev.marketId}/void`, {}],
      ['PATCH', `${P}/markets/${ev.marketId}`, { min_stake: '20' }],
      ['PATCH', `${P}/settings`, { commission_bps: 100 }],
    ];
    for (const [method, url, body] of writes) expectRefused(await staffCall(t.app, support.token, method, url, body), 403);
    // Nothing changed.
    const m = await staffCall(t.app, admin, 'GET', `${P}/markets/${ev.marketId}`);
    expect(m.json()).toMatchObject({ status: 'open', min_stake: '10.00' });
  });

  it('refuses bad settle bodies, unknown actions and markets, and bad market definitions', async () => {
    const P = '/api/backoffice/exchange';
    const m = await createEvent(t.app, admin);
    const settle = (id: string, body?: Record<string, unknown>) => staffCall(t.app, admin, 'POST', `${P}/markets/${id}/settle`, body);
    expectRefused(await settle(m.marketId, {}), 422, MSG.badWinner);
    expectRefused(await settle(m.marketId), 422, MSG.badWinner);
    expectRefused(await settle(m.marketId, { winner_selection_id: 'abc' }), 422, MSG.badWinner);
    expectRefused(await settle(m.marketId, { winner_selection_id: other.selections[0] }), 422, MSG.badWinner);
    expectRefused(await settle(m.marketId, { winner_selection_id: '999999999' }), 422, MSG.badWinner);
    expectRefused(await settle(m.marketId, { winner_selection_id: 1.5 }), 400);
    expectRefused(await settle(m.marketId, { winner_selection_id: -3 }), 422, MSG.badWinner);
    expectRefused(await settle(m.marketId, { result: 50 }), 422, MSG.badWinner);
    expectRefused(await settle(m.marketId, { winner: m.selections[0] }), 400);
    expectRefused(await settle(fancy, {}), 422, MSG.badResult);
    expectRefused(await settle(fancy, { result: 48.5 }), 400);
    expectRefused(await settle(fancy, { result: '48' }), 400);
    expectRefused(await settle(fancy, { winner_selection_id: bm.selections[0] }), 422, MSG.badResult);
    expectRefused(await settle(bm.marketId, { result: 48 }), 422, MSG.badWinner);
    expectRefused(await settle(bm.marketId, { winner_selection_id: ev.selections[0] }), 422, MSG.badWinner);
    expectRefused(await settle('999999999', { winner_selection_id: '1' }), 404);
    expectRefused(await settle('abc', { winner_selection_id: '1' }), 404);
    expectRefused(await staffCall(t.app, admin, 'POST', `${P}/markets/${m.marketId}/explode`, {}), 404);
    expectRefused(await staffCall(t.app, admin, 'POST', `${P}/markets/999999999/suspend`, {}), 404);
    expectRefused(await staffCall(t.app, admin, 'POST', `${P}/markets/999999999/void`, {}), 404);
    expectRefused(await staffCall(t.app, admin, 'GET', `${P}/markets/999999999`), 404);
    // Still open and unsettled.
    expect((await staffCall(t.app, admin, 'GET', `${P}/markets/${m.marketId}`)).json()).toMatchObject({ status: 'open', winner_selection_id: null });

    const event = (body: Record<string, unknown>) =>
      staffCall(t.app, admin, 'POST', `${P}/events`, { sport: 'cricket', name: 'A v B', start_time: new Date().toISOString(), runners: ['A', 'B'], ...body });
    expectRefused(await event({ sport: 'golf' }), 422);
    expectRefused(await event({ runners: ['A'] }), 422);
    expectRefused(await event({ runners: ['A', 'a'] }), 422);
    expectRefused(await event({ runners: 'A,B' }), 422);
    expectRefused(await event({ runners: ['A', 7] }), 422);
    expectRefused(await event({ start_time: 'tomorrow' }), 422);
    expectRefused(await event({ name: '' }), 422);
    expectRefused(await event({ min_stake: '100', max_stake: '50' }), 422);
    expectRefused(await event({ min_stake: '-1' }), 422);
    expectRefused(await event({ bet_delay_ms: 20000 }), 422);
    expectRefused(await event({ commission_bps: 5000 }), 422);
    expectRefused(await event({ currency: 'USD' }), 422);
    expectRefused(await event({ liquidity: 'yes' }), 422);
    expectRefused(await staffCall(t.app, admin, 'POST', `${P}/events/999999999/bookmaker`, { runners: [{ name: 'A', back: 1.9, lay: 2 }, { name: 'B', back: 1.9, lay: 2 }] }), 404);
    expectRefused(await staffCall(t.app, admin, 'POST', `${P}/events/${ev.eventId}/bookmaker`, { runners: [{ name: 'A', back: 1, lay: 2 }, { name: 'B', back: 1.9, lay: 2 }] }), 422);
    expectRefused(await staffCall(t.app, admin, 'POST', `${P}/events/${ev.eventId}/fancy`, { title: 'T', no: 50, yes: 40 }), 422);
    expectRefused(await staffCall(t.app, admin, 'POST', `${P}/events/${ev.eventId}/fancy`, { title: 'T', no: 40, yes: 41, category: 'exotic' }), 422);
    expectRefused(await staffCall(t.app, admin, 'POST', `${P}/events/${ev.eventId}/fancy`, { title: 'T', yes: 41 }), 422);
    expectRefused(await staffCall(t.app, admin, 'POST', `${P}/events/${ev.eventId}/fancy`, { title: 'T', no: 40, yes: 41, no_rate: 0 }), 422);

    const patch = (id: string, body: Record<string, unknown>) => staffCall(t.app, admin, 'PATCH', `${P}/markets/${id}`, body);
    expectRefused(await patch(m.marketId, { colour: 'red' }), 422);
    expectRefused(await patch(m.marketId, { runners: [{ selection_id: m.selections[0], back: 2, lay: 2.1 }] }), 422);
    expectRefused(await patch(m.marketId, { no: 1 }), 422);
    expectRefused(await patch(m.marketId, { min_stake: '500', max_stake: '100' }), 422);
    expectRefused(await patch(bm.marketId, { runners: [{ selection_id: ev.selections[0], back: 2, lay: 2.1 }] }), 422, MSG.unknownSelection);
    expectRefused(await patch(bm.marketId, { runners: [{ selection_id: bm.selections[0], back: 0.5 }] }), 422);
    expectRefused(await patch(bm.marketId, { ball_running: 'yes' }), 422);
    expectRefused(await patch(fancy, { yes: 10 }), 422);
    expectRefused(await patch('999999999', { min_stake: '20' }), 404);
    expectRefused(await staffCall(t.app, admin, 'PATCH', `${P}/settings`, { commission_bps: 'two' }), 422);
    expectRefused(await staffCall(t.app, admin, 'PATCH', `${P}/settings`, { min_stake: '100', max_stake: '50' }), 422);
    expectRefused(await staffCall(t.app, admin, 'PATCH', `${P}/settings`, { everything: true }), 422);
    expect((await staffCall(t.app, admin, 'GET', `${P}/settings`)).json()).toMatchObject({ commission_bps: 200, min_stake: '10.00', max_stake: '100000.00' });
    await expectLedgerClean(t.app);
    await expectExchangeClean(t.app);
  });
});
