import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeMarketPush, ExchangeMatchOddsMarket } from '@khela/domain';
import { setApiBase } from '../baseQuery';
import { loggedIn } from '../session';
import { createStore } from '../store';
import { exchangeApi, newRequestId } from './api';
import { applyEventMarketPush, applyMarketPush, applyScorePush } from './cache';

const TOKEN = 't'.repeat(43);
const BASE = 'http://player.test';

const MARKET: ExchangeMatchOddsMarket = {
  marketId: '11',
  eventId: '5',
  event_name: 'Bangladesh v India',
  market_name: 'Match Odds',
  sport: 'cricket',
  inplay: false,
  status: 'open',
  version: '7',
  totalMatched: '100.00',
  min_stake: '10.00',
  max_stake: '5000.00',
  bet_delay: 0,
  commission: 2,
  currency: 'BDT',
  winner_selection_id: null,
  runners: [
    { selectionId: '1', SelectionName: 'Bangladesh', status: 'ACTIVE', ex: { availableToBack: [{ price: 1.9, size: '50.00' }], availableToLay: [] } },
    { selectionId: '2', SelectionName: 'India', status: 'ACTIVE', ex: { availableToBack: [], availableToLay: [] } },
  ],
};

const PUSH: ExchangeMarketPush = {
  market_id: '11',
  event_id: '5',
  kind: 'match_odds',
  status: 'open',
  inplay: true,
  ball_running: false,
  version: '8',
  total_matched: '250.00',
  runners: [{ selectionId: '1', SelectionName: 'Bangladesh', ex: { availableToBack: [{ price: 2.02, size: '80.00' }], availableToLay: [{ price: 2.04, size: '10.00' }] } }],
};

const ORDER = { order: { id: '900', market_id: '11' } };
const BET = { bet: { id: '901', market_id: '12' } };

/** Answers by path (JSON); records every call. */
function server() {
  const bodies: Record<string, unknown> = {
    'GET /api/sports-events/cricket': [],
    'GET /api/match-odds/11': [MARKET],
    'GET /api/event/5': { success: true, data: { items: { '5': { event: { id: '5' }, match_odds: [], bookmaker: [], fancy2: [] } } } },
    'GET /api/score/board/5': { success: true, data: { event_id: '5', score: null } },
    'GET /api/exchange-hub': { data: [], current_page: 2, per_page: 20, last_page: 2, total: 21 },
    'GET /api/exchange/orders': { orders: [], page: 1 },
    'GET /api/exchange/markets/11/position': { runners: [], exposure: '0.00', profit_loss: null },
    'GET /api/exchange/markets/12/position': { runners: [], exposure: '0.00', profit_loss: null, bets: 0 },
    'POST /api/exchange/orders': ORDER,
    'DELETE /api/exchange/orders/900': ORDER,
    'POST /api/exchange/bookmaker-bets': BET,
    'POST /api/exchange/fancy-bets': BET,
  };
  const fetch = vi.fn(async (req: Request) => {
    const path = new URL(req.url).pathname;
    const body = bodies[`${req.method} ${path}`];
    return new Response(JSON.stringify(body ?? { message: 'Not found' }), { status: body === undefined ? 404 : 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  const requests = () => fetch.mock.calls.map(([r]) => r);
  return { fetch, requests, last: () => requests().at(-1)! };
}

/** Every store a test made: dropped after it, so its cache entries leave their rooms and release the live sockets. */
const stores: ReturnType<typeof createStore>[] = [];
function newStore() {
  const store = createStore();
  stores.push(store);
  return store;
}

function playerStore() {
  const store = newStore();
  store.dispatch(loggedIn({ token: TOKEN, remote_id: 7, username: 'player0001', exchange: [{ token: 'x' }] }));
  return store;
}

/** A stand-in for the browser's WebSocket: records what is sent and lets a test push server messages. */
class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  send(m: string) {
    this.sent.push(JSON.parse(m));
  }
  close() {
    this.readyState = 3;
    this.onclose?.({ code: 1000 });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(event: string, data: unknown) {
    this.onmessage?.({ data: JSON.stringify({ event, data }) });
  }
}

beforeEach(() => {
  setApiBase(BASE);
  FakeSocket.all = [];
});
afterEach(async () => {
  for (const store of stores.splice(0)) store.dispatch(exchangeApi.util.resetApiState());
  await new Promise((r) => setTimeout(r, 0));
  vi.unstubAllGlobals();
});

describe('exchange reads', () => {
  it('hits the public reads without needing a login, and unwraps their answers', async () => {
    const s = server();
    const store = newStore();
    await store.dispatch(exchangeApi.endpoints.sportsEvents.initiate('cricket'));
    expect(s.last().url).toBe(`${BASE}/api/sports-events/cricket`);
    const odds = await store.dispatch(exchangeApi.endpoints.matchOdds.initiate('11', { subscribe: false }));
    expect(s.last().url).toBe(`${BASE}/api/match-odds/11`);
    expect(odds.data).toEqual(MARKET);
    const event = await store.dispatch(exchangeApi.endpoints.exchangeEvent.initiate('5', { subscribe: false }));
    expect(s.last().url).toBe(`${BASE}/api/event/5`);
    expect(event.data?.event.id).toBe('5');
    const board = await store.dispatch(exchangeApi.endpoints.scoreBoard.initiate('5', { subscribe: false }));
    expect(s.last().url).toBe(`${BASE}/api/score/board/5`);
    expect(board.data?.event_id).toBe('5');
    expect(s.requests().every((r) => r.headers.get('authorization') === null)).toBe(true);
  });

  it("sends the player's bearer on the hub, orders and position", async () => {
    const s = server();
    const store = playerStore();
    await store.dispatch(exchangeApi.endpoints.exchangeHub.initiate({ page: 2 }));
    expect(s.last().url).toBe(`${BASE}/api/exchange-hub?page=2`);
    await store.dispatch(exchangeApi.endpoints.exchangeOrders.initiate({ status: 'settled', page: 1 }));
    expect(s.last().url).toBe(`${BASE}/api/exchange/orders?status=settled&page=1`);
    await store.dispatch(exchangeApi.endpoints.marketPosition.initiate('11', { subscribe: false }));
    expect(s.last().url).toBe(`${BASE}/api/exchange/markets/11/position`);
    expect(s.requests().map((r) => r.headers.get('authorization'))).toEqual(Array(3).fill(`Bearer ${TOKEN}`));
  });
});

describe('exchange orders and bets', () => {
  const calls = (s: ReturnType<typeof server>, method: string, path: string) =>
    s.requests().filter((r) => r.method === method && r.url === `${BASE}${path}`).length;

  it('places an order with the body given and refetches that position, the orders and the hub', async () => {
    const s = server();
    const store = playerStore();
    await store.dispatch(exchangeApi.endpoints.marketPosition.initiate('11'));
    await store.dispatch(exchangeApi.endpoints.marketPosition.initiate('12'));
    await store.dispatch(exchangeApi.endpoints.exchangeOrders.initiate({}));
    await store.dispatch(exchangeApi.endpoints.exchangeHub.initiate());
    const body = { market_id: '11', selection_id: '1', side: 'back' as const, price: 1.9, size: '100.00', persistence: 'lapse' as const, request_id: 'r-1' };
    const r = await store.dispatch(exchangeApi.endpoints.placeOrder.initiate(body));
    expect(r.data).toEqual(ORDER);
    const post = s.requests().find((q) => q.method === 'POST')!;
    expect(post.url).toBe(`${BASE}/api/exchange/orders`);
    expect(post.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(await post.clone().json()).toEqual(body);
    await vi.waitFor(() => {
      expect(calls(s, 'GET', '/api/exchange/markets/11/position')).toBe(2);
      expect(calls(s, 'GET', '/api/exchange/orders')).toBe(2);
      expect(calls(s, 'GET', '/api/exchange-hub')).toBe(2);
    });
    expect(calls(s, 'GET', '/api/exchange/markets/12/position')).toBe(1);
  });

  it("cancels an order by id and refetches its market's position and the orders", async () => {
    const s = server();
    const store = playerStore();
    await store.dispatch(exchangeApi.endpoints.marketPosition.initiate('11'));
    await store.dispatch(exchangeApi.endpoints.exchangeOrders.initiate({ status: 'open' }));
    await store.dispatch(exchangeApi.endpoints.cancelOrder.initiate('900'));
    expect(calls(s, 'DELETE', '/api/exchange/orders/900')).toBe(1);
    await vi.waitFor(() => {
      expect(calls(s, 'GET', '/api/exchange/markets/11/position')).toBe(2);
      expect(calls(s, 'GET', '/api/exchange/orders?status=open')).toBe(2);
    });
  });

  it('places Bookmaker and Fancy bets with their bodies and refetches the position and the hub', async () => {
    const s = server();
    const store = playerStore();
    await store.dispatch(exchangeApi.endpoints.marketPosition.initiate('12'));
    await store.dispatch(exchangeApi.endpoints.exchangeHub.initiate());
    const bm = { market_id: '12', selection_id: '3', side: 'lay' as const, price: 1.5, stake: '200.00', request_id: 'r-2' };
    await store.dispatch(exchangeApi.endpoints.placeBookmakerBet.initiate(bm));
    const fy = { fancy_id: '12', side: 'yes' as const, line: 45, rate: 100, stake: 50, request_id: 'r-3' };
    await store.dispatch(exchangeApi.endpoints.placeFancyBet.initiate(fy));
    const posts = s.requests().filter((q) => q.method === 'POST');
    expect(posts.map((q) => q.url)).toEqual([`${BASE}/api/exchange/bookmaker-bets`, `${BASE}/api/exchange/fancy-bets`]);
    expect(await posts[0]!.clone().json()).toEqual(bm);
    expect(await posts[1]!.clone().json()).toEqual(fy);
    await vi.waitFor(() => {
      expect(calls(s, 'GET', '/api/exchange/markets/12/position')).toBeGreaterThanOrEqual(2);
      expect(calls(s, 'GET', '/api/exchange-hub')).toBeGreaterThanOrEqual(2);
    });
  });

  it('makes a new request id each time', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[\w-]{8,64}$/);
    expect(newRequestId()).not.toBe(a);
  });
});

describe('exchange live updates', () => {
  it('an exchange.market push updates a cached Match Odds market (newer versions only)', () => {
    const m = structuredClone(MARKET);
    applyMarketPush(m, PUSH);
    expect(m).toMatchObject({ version: '8', inplay: true, totalMatched: '250.00' });
    expect(m.runners[0]!.ex.availableToLay).toEqual([{ price: 2.04, size: '10.00' }]);
    expect(m.runners[1]).toEqual(MARKET.runners[1]);
    applyMarketPush(m, { ...PUSH, version: '6', status: 'suspended' });
    expect(m.status).toBe('open');
    applyMarketPush(m, { ...PUSH, market_id: '99', version: '10', status: 'closed' });
    expect(m.status).toBe('open');
  });

  it('Bookmaker, Fancy and score pushes update an event and a score board', () => {
    const item = {
      event: { id: '5', name: 'x', sport: 'cricket' as const, competition: null, start_time: '', status: 'in_play' as const, inplay: true, score_text: '' },
      match_odds: [],
      bookmaker: [
        { market_id: '12', market_name: 'BM', selection_id: '3', runner: 'A', backPrice: 1.5, layPrice: 1.6, suspended: 0 as const, ball_running: 0 as const, status: 'open' as const, min: '1.00', max: '9.00', bet_delay: 0 },
      ],
      fancy2: [
        { market_id: '13', title: '6 overs', category: 'fancy' as const, no: 40, no_rate: 100, yes: 41, yes_rate: 100, suspended: 0 as const, ball_running: 0 as const, status: 'open' as const, min: '1.00', max: '9.00', bet_delay: 0 },
      ],
    };
    applyEventMarketPush(item, { ...PUSH, market_id: '12', kind: 'bookmaker', ball_running: true, runners: [{ selectionId: '3', SelectionName: 'A', backPrice: 1.7, layPrice: null, suspended: true }] });
    expect(item.bookmaker[0]).toMatchObject({ backPrice: 1.7, layPrice: null, suspended: 1, ball_running: 1 });
    applyEventMarketPush(item, { ...PUSH, market_id: '13', kind: 'fancy', status: 'suspended', runners: [], fancy: { no: 44, no_rate: 90, yes: 45, yes_rate: 110 } });
    expect(item.fancy2[0]).toMatchObject({ no: 44, no_rate: 90, yes: 45, yes_rate: 110, suspended: 1, status: 'suspended' });
    const board = { event_id: '5', event_name: 'x', sport: 'cricket' as const, status: 'upcoming' as const, inplay: false, score: null as unknown, score_text: '', updated_at: '' };
    applyScorePush(board, { event_id: '5', status: 'in_play', score: { runs: 12 }, score_text: '12/0 (2.0)' });
    expect(board).toMatchObject({ status: 'in_play', inplay: true, score: { runs: 12 }, score_text: '12/0 (2.0)' });
  });

  it("a cached match-odds entry joins market:{id} on /ws, takes its pushes, and leaves when it goes", async () => {
    server();
    vi.stubGlobal('WebSocket', FakeSocket);
    const store = newStore();
    const sub = store.dispatch(exchangeApi.endpoints.matchOdds.initiate('11'));
    await sub;
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const ws = FakeSocket.all[0]!;
    expect(ws.url).toBe('ws://player.test/ws');
    ws.open();
    expect(ws.sent).toEqual([{ type: 'subscribe', room: 'market:11' }]);
    ws.push('exchange.market', PUSH);
    const cached = () => exchangeApi.endpoints.matchOdds.select('11')(store.getState()).data;
    expect(cached()).toMatchObject({ version: '8', inplay: true, totalMatched: '250.00' });
    expect(cached()?.runners[0]?.ex.availableToBack).toEqual([{ price: 2.02, size: '80.00' }]);
    sub.unsubscribe();
    store.dispatch(exchangeApi.util.resetApiState());
    await vi.waitFor(() => expect(ws.sent).toContainEqual({ type: 'unsubscribe', room: 'market:11' }));
    expect(ws.readyState).toBe(3);
  });

  it("a market's position refetches on the player's exchange.position for it", async () => {
    const s = server();
    vi.stubGlobal('WebSocket', FakeSocket);
    const store = playerStore();
    const sub = store.dispatch(exchangeApi.endpoints.marketPosition.initiate('11'));
    await sub;
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const ws = FakeSocket.all[0]!;
    ws.open();
    expect(ws.sent).toEqual([{ type: 'auth', token: TOKEN }]);
    const positions = () => s.requests().filter((r) => r.url.endsWith('/markets/11/position')).length;
    ws.push('exchange.position', { market_id: '99' });
    ws.push('exchange.position', { market_id: '11' });
    await vi.waitFor(() => expect(positions()).toBe(2));
    sub.unsubscribe();
    store.dispatch(exchangeApi.util.resetApiState());
    await vi.waitFor(() => expect(ws.readyState).toBe(3));
  });
});
