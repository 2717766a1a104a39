import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, type NewPlayer } from './helpers';
import { staffCall } from './payments-fixtures';

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
    start_time: new Date(Date.now() + 3600_000).toISOString(),
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
