import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import WebSocket from 'ws';
import { expect } from 'vitest';
import { parseMoney, toWire } from '@khela/domain';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { guardConsoleAnswers } from './console-answers';
import { bearer, freshPostgresDatabase, newPlayer, onPostgres, type NewPlayer } from './helpers';
import { ADMIN_PASSWORD, NOTICE_SECRET, balance, fund, staffCall } from './payments-fixtures';

/** Factories and calls shared by the exchange tests. */

export interface MatchOddsEvent {
  eventId: string;
  marketId: string;
  selections: string[];
}

/** Creates an event with a Match Odds market through the console (no bet delay unless asked). */
export async function createEvent(
  app: FastifyInstance,
  staffToken: string,
  opts: { runners?: string[]; sport?: string; bet_delay_ms?: number; extra?: Record<string, unknown> } = {},
): Promise<MatchOddsEvent> {
  const r = await staffCall(app, staffToken, 'POST', '/api/backoffice/exchange/events', {
    sport: opts.sport ?? 'cricket',
    name: 'Bangladesh v India',
    // Started a minute ago: settling it needs no early-settlement reason (tests of that pass their own start time).
    start_time: new Date(Date.now() - 60_000).toISOString(),
    runners: opts.runners ?? ['Bangladesh', 'India'],
    liquidity: false,
    bet_delay_ms: opts.bet_delay_ms ?? 0,
    ...opts.extra,
  });
  expect(r.statusCode, r.body).toBe(200);
  const body = r.json() as { event: { id: string }; markets: { id: string; runners: { selection_id: string }[] }[] };
  return { eventId: body.event.id, marketId: body.markets[0]!.id, selections: body.markets[0]!.runners.map((x) => x.selection_id) };
}

let requests = 0;
export function requestId(): string {
  return `t${Date.now().toString(36)}${++requests}`;
}

export function placeOrder(
  app: FastifyInstance,
  p: NewPlayer,
  o: { market_id: string; selection_id: string; side: 'back' | 'lay'; price: number; size: string; persistence?: string; request_id?: string },
) {
  return app.inject({ method: 'POST', url: '/api/exchange/orders', headers: bearer(p.token), payload: { request_id: requestId(), ...o } });
}

export async function position(app: FastifyInstance, p: NewPlayer, marketId: string) {
  const r = await app.inject({ method: 'GET', url: `/api/exchange/markets/${marketId}/position`, headers: bearer(p.token) });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { runners: { selection_id: string; profit_if_wins: string }[]; exposure: string };
}

export async function expectExchangeClean(app: FastifyInstance) {
  expect(await app.khela.exchange.exposureMismatches()).toEqual([]);
}

// ------------------------------------------------------------------ more factories and calls

/** Places an order and expects it accepted; answers the order. */
export async function placed(app: FastifyInstance, p: NewPlayer, o: Parameters<typeof placeOrder>[2]): Promise<OrderBody> {
  const r = await placeOrder(app, p, o);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { order: OrderBody }).order;
}

export interface OrderBody {
  id: string;
  market_id: string;
  selection_id: string;
  side: string;
  price: number;
  size: string;
  status: string;
  size_matched: string;
  size_remaining: string;
  size_cancelled: string;
  avg_price_matched: number | null;
  persistence: string;
  request_id: string;
  outcome: string | null;
  profit_loss: string | null;
}

export function cancelOrder(app: FastifyInstance, p: NewPlayer, orderId: string) {
  return app.inject({ method: 'DELETE', url: `/api/exchange/orders/${orderId}`, headers: bearer(p.token) });
}

/** POST /api/backoffice/exchange/markets/{id}/{action}. */
export function act(app: FastifyInstance, staffToken: string, marketId: string, action: string, body?: Record<string, unknown>) {
  return staffCall(app, staffToken, 'POST', `/api/backoffice/exchange/markets/${marketId}/${action}`, body);
}

/** Runs a console action and expects it accepted. */
export async function acted(app: FastifyInstance, staffToken: string, marketId: string, action: string, body?: Record<string, unknown>) {
  const r = await act(app, staffToken, marketId, action, body);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as Record<string, unknown>;
}

export async function patchMarket(app: FastifyInstance, staffToken: string, marketId: string, body: Record<string, unknown>) {
  const r = await staffCall(app, staffToken, 'PATCH', `/api/backoffice/exchange/markets/${marketId}`, body);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as ConsoleMarket;
}

export interface ConsoleMarket {
  id: string;
  kind: string;
  status: string;
  matched_volume: string;
  house_exposure: string | null;
  mismatches: unknown[];
  runners: { selection_id: string; name: string; back: number | null; lay: number | null; suspended: boolean }[];
  [k: string]: unknown;
}

export async function consoleMarket(app: FastifyInstance, staffToken: string, marketId: string): Promise<ConsoleMarket> {
  const r = await staffCall(app, staffToken, 'GET', `/api/backoffice/exchange/markets/${marketId}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as ConsoleMarket;
}

/** Adds a Bookmaker market to an event (no bet delay unless asked). */
export async function createBookmaker(
  app: FastifyInstance,
  staffToken: string,
  eventId: string,
  runners: { name: string; back: number | null; lay: number | null }[],
  extra: Record<string, unknown> = {},
): Promise<{ marketId: string; selections: string[] }> {
  const r = await staffCall(app, staffToken, 'POST', `/api/backoffice/exchange/events/${eventId}/bookmaker`, { runners, bet_delay_ms: 0, ...extra });
  expect(r.statusCode, r.body).toBe(200);
  const body = r.json() as { id: string; runners: { selection_id: string }[] };
  return { marketId: body.id, selections: body.runners.map((x) => x.selection_id) };
}

/** Adds a Fancy line to an event (no bet delay unless asked). */
export async function createFancy(
  app: FastifyInstance,
  staffToken: string,
  eventId: string,
  line: { title?: string; category?: string; no: number; no_rate: number; yes: number; yes_rate: number },
  extra: Record<string, unknown> = {},
): Promise<string> {
  const r = await staffCall(app, staffToken, 'POST', `/api/backoffice/exchange/events/${eventId}/fancy`, {
    title: '6 over runs BAN',
    category: 'fancy',
    bet_delay_ms: 0,
    ...line,
    ...extra,
  });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { id: string }).id;
}

export function bookmakerBet(
  app: FastifyInstance,
  p: NewPlayer,
  b: { market_id: string; selection_id: string; side: string; price: number | string; stake: string | number; request_id?: string },
) {
  return app.inject({ method: 'POST', url: '/api/exchange/bookmaker-bets', headers: bearer(p.token), payload: { request_id: requestId(), ...b } });
}

export function fancyBet(
  app: FastifyInstance,
  p: NewPlayer,
  b: { fancy_id: string; side: string; line: number; rate: number; stake: string | number; request_id?: string },
) {
  return app.inject({ method: 'POST', url: '/api/exchange/fancy-bets', headers: bearer(p.token), payload: { request_id: requestId(), ...b } });
}

/** Expects a refusal: this status and this message (and never a 500). */
export function expectRefused(r: LightMyRequestResponse, status: number, message?: string) {
  expect(r.statusCode, r.body).toBe(status);
  const body = r.json() as { message?: string; code?: string };
  expect(typeof body.message, r.body).toBe('string');
  expect(body.message!.length).toBeGreaterThan(0);
  if (message !== undefined) expect(body.message, r.body).toBe(message);
}

export const MSG = {
  suspended: 'This market is suspended. Bets are not accepted right now.',
  closed: 'This market is closed.',
  ballRunning: 'Ball running. Bets are not accepted right now.',
  offLadder: 'This price is not on the exchange ladder.',
  belowMin: 'The stake is below the minimum for this market.',
  aboveMax: 'The stake is above the maximum for this market.',
  priceChanged: 'The price has changed. Please check the new price and try again.',
  limitReached: 'This market has reached its limit. Try a smaller stake.',
  notFound: 'This market does not exist.',
  unknownSelection: 'This selection is not in the market.',
  orderNotFound: 'Order not found.',
  notYourOrder: 'This order is not yours.',
  wrongKind: 'This market does not take this kind of bet.',
  alreadySettled: 'This market has already been settled.',
  badWinner: "The winner must be one of the market's runners.",
  badResult: 'The result must be a whole number.',
} as const;

export interface Level {
  price: number;
  size: string;
}
export interface MatchOddsRunner {
  selectionId: string;
  SelectionName: string;
  status: string;
  ex: { availableToBack: Level[]; availableToLay: Level[] };
}

/** GET /api/match-odds/{id}: the market (the first element of the spec's array). */
export async function matchOdds(app: FastifyInstance, marketId: string) {
  const r = await app.inject({ method: 'GET', url: `/api/match-odds/${marketId}` });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { runners: MatchOddsRunner[]; version: string; status: string; inplay: boolean; totalMatched: string; winner_selection_id: string | null }[])[0]!;
}

/** The depth per runner: what is available to back and to lay. */
export async function depth(app: FastifyInstance, marketId: string) {
  return (await matchOdds(app, marketId)).runners.map((r) => r.ex);
}

export async function ordersOf(app: FastifyInstance, p: NewPlayer, status: 'open' | 'settled') {
  const r = await app.inject({ method: 'GET', url: `/api/exchange/orders?status=${status}`, headers: bearer(p.token) });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { orders: (OrderBody & { market_name: string; event_name: string; selection_name: string; market_status: string })[] }).orders;
}

// ------------------------------------------------------------------ money

/** Taka text to poisha. */
export const poisha = (s: string): bigint => parseMoney(s);

/** The exchange's house accounts (poisha; 0n when the account does not exist yet). */
export async function exchangeHouse(app: FastifyInstance, currency = 'BDT'): Promise<{ clearing: bigint; commission: bigint; book: bigint }> {
  const rows = await app.khela.wallet.houseBalances();
  const of = (code: string) => rows.find((r) => r.code === `house:${code}:${currency}`)?.balance ?? 0n;
  return { clearing: BigInt(of('exchange-clearing')), commission: BigInt(of('exchange-commission')), book: BigInt(of('exchange-book')) };
}

/** The sum of the players' main balances, in poisha. */
export async function balances(app: FastifyInstance, players: NewPlayer[]): Promise<bigint> {
  let sum = 0n;
  for (const p of players) sum += poisha(await balance(app, p));
  return sum;
}

/** Expects each player's main balance, to the poisha. */
export async function expectBalances(app: FastifyInstance, expected: [NewPlayer, string][]) {
  const got = await Promise.all(expected.map(([p]) => balance(app, p)));
  expect(got).toEqual(expected.map(([, b]) => b));
}

export const wire = toWire;

// ------------------------------------------------------------------ apps that outlive a restart

export interface ExchangeApp {
  app: FastifyInstance;
  config: Config;
  /** Closes the app without dropping its database. */
  stop(): Promise<void>;
}

/** A database (PGlite directory or PostgreSQL database) that several apps may open in turn; `drop` removes it. */
export async function persistentDatabase(): Promise<{ dataDir: string; databaseUrl?: string; drop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'khela-xch-'));
  const pgDb = onPostgres ? await freshPostgresDatabase() : null;
  return {
    dataDir,
    databaseUrl: pgDb?.url,
    drop: async () => {
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Builds the real app on an existing database (the same one across restarts). */
export async function startExchangeApp(
  db: { dataDir: string; databaseUrl?: string },
  overrides: Partial<Config> = {},
  env: NodeJS.ProcessEnv = {},
): Promise<ExchangeApp> {
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: db.dataDir, RATE_LIMIT_SCALE: '1000', EXCHANGE_LEASE_MS: '500', ...env },
    { adminPassword: ADMIN_PASSWORD, paymentNoticeSecret: NOTICE_SECRET, ...(db.databaseUrl ? { databaseUrl: db.databaseUrl } : {}), ...overrides },
  );
  const app = await buildApp(config);
  guardConsoleAnswers(app);
  await app.ready();
  return { app, config, stop: () => app.close() };
}

// ------------------------------------------------------------------ live

/** A socket subscribed to public rooms (no login): collects every event it receives. */
export function openRooms(host: string, rooms: string[]): Promise<{ ws: WebSocket; next: (event: string, where?: (d: unknown) => boolean) => Promise<unknown>; seen: { event: string; data: unknown }[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://${host}/ws`);
    const seen: { event: string; data: unknown }[] = [];
    const waiters: { event: string; where: (d: unknown) => boolean; resolve: (d: unknown) => void }[] = [];
    let ready = 0;
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { event: string; data: unknown };
      if (m.event === 'ready') {
        if (++ready === rooms.length) resolve({ ws, next, seen });
        return;
      }
      seen.push(m);
      const i = waiters.findIndex((w) => w.event === m.event && w.where(m.data));
      if (i >= 0) {
        waiters.splice(i, 1)[0]!.resolve(m.data);
        seen.splice(seen.indexOf(m), 1);
      }
    });
    ws.on('open', () => {
      for (const room of rooms) ws.send(JSON.stringify({ type: 'subscribe', room }));
    });
    ws.on('error', reject);
    function next(event: string, where: (d: unknown) => boolean = () => true): Promise<unknown> {
      const i = seen.findIndex((q) => q.event === event && where(q.data));
      if (i >= 0) return Promise.resolve(seen.splice(i, 1)[0]!.data);
      return new Promise((res, rej) => {
        waiters.push({ event, where, resolve: res });
        setTimeout(() => rej(new Error(`no ${event} within 10 s`)), 10_000);
      });
    }
  });
}

/** A new player funded with `amount` taka through a real ledger transfer. */
export async function fundedPlayer(app: FastifyInstance, amount = '1000.00'): Promise<NewPlayer> {
  const p = await newPlayer(app);
  await fund(app, p, amount);
  return p;
}
