import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ExchangeRecordsPage } from '@khela/domain';
import type { AuthService } from '../auth/auth.service';
import { checkRemoteId, me, requireAuth } from '../shared/http';
import { IdParams, typed } from '../shared/route-schema';
import { recordFilter, type ExchangeReads } from './exchange.reads';
import {
  BetReply,
  BookmakerBody,
  EventParams,
  EventResponse,
  FancyBody,
  MarketParams,
  MatchOddsResponse,
  OrderBody,
  OrderReply,
  OrdersQuery,
  OrdersResponse,
  PageQuery,
  PnlQuery,
  PnlResponse,
  PositionResponse,
  ActivityResponse,
  ResultsResponse,
  SummaryResponse,
  RecordsQuery,
  RecordsResponse,
  ScoreBoardResponse,
  SportParams,
  SportsEventsResponse,
} from './exchange.schemas';
import type { ExchangeService } from './exchange.service';
import { ExchangeBetLife } from './history.schemas';

/** A polled read: 304 when the client has this version, else the body with its ETag. */
function conditional(req: FastifyRequest, reply: FastifyReply, c: { etag: string; body: unknown }): never {
  reply.header('etag', c.etag).header('cache-control', 'no-cache');
  // `never`: the reads' bodies are untyped (`unknown`); their shape is the route's response schema (exchange.schemas.ts,
  // tied to the wire types in @khela/domain), and the reads build exactly it.
  if (req.headers['if-none-match'] === c.etag) return reply.code(304).send() as never;
  return c.body as never;
}

function pageOf(q: { page?: string; per_page?: string }, per = 20): { page: number; perPage: number } {
  const page = Math.max(1, Math.min(10_000, Number.parseInt(q.page ?? '1', 10) || 1));
  const perPage = Math.max(1, Math.min(100, Number.parseInt(q.per_page ?? String(per), 10) || per));
  return { page, perPage };
}

/**
 * The exchange's player API: the spec's public reads (`sports-events`, `match-odds`, `event`, `score/board`), the
 * records (`exchange-hub`), and ours for orders and bets (`/api/exchange/*`, bearer token).
 */
export function registerExchangeRoutes(
  app: FastifyInstance,
  d: {
    auth: AuthService;
    service: ExchangeService;
    reads: ExchangeReads;
    currencyOf: (playerId: bigint) => Promise<string>;
    /** The wallet's main balance and exchange exposure of a player (the wallet domain's read). */
    balancesOf: (playerId: bigint, currency: string) => Promise<{ main: bigint; exposure: bigint }>;
  },
): void {
  const r = typed(app);
  const player = { preValidation: requireAuth(d.auth) };
  const security = [{ bearer: [] }];

  r.get('/api/sports-events/:sport', { schema: { summary: 'upcoming and in-play events of a sport (cricket, soccer, tennis)', params: SportParams, response: { 200: SportsEventsResponse } } }, async (req, reply) =>
    conditional(req, reply, await d.reads.sportsEvents(d.reads.readSport(req.params.sport))),
  );
  r.get('/api/match-odds/:marketId', { schema: { summary: 'a Match Odds market: best three back and lay prices per runner', params: MarketParams, response: { 200: MatchOddsResponse } } }, async (req, reply) =>
    conditional(req, reply, await d.reads.matchOdds(req.params.marketId)),
  );
  r.get('/api/event/:eventId', { schema: { summary: "an event's markets: Match Odds ids, bookmaker runners, fancy2 lines", params: EventParams, response: { 200: EventResponse } } }, async (req, reply) =>
    conditional(req, reply, await d.reads.event(req.params.eventId)),
  );
  r.get('/api/score/board/:eventId', { schema: { summary: "an event's live score", params: EventParams, response: { 200: ScoreBoardResponse } } }, async (req, reply) =>
    conditional(req, reply, await d.reads.scoreBoard(req.params.eventId)),
  );

  r.get(
    '/api/exchange-hub',
    { ...player, schema: { summary: "the player's exchange records, newest first", security, querystring: RecordsQuery, response: { 200: RecordsResponse } } },
    async (req) => {
      checkRemoteId(req, req.query.remote_id);
      const { page, perPage } = pageOf(req.query);
      // `as`: the reads type `bet_type` and `status` as plain strings; the wire type names their values.
      return (await d.reads.records(me(req).playerId, page, perPage, recordFilter(req.query))) as ExchangeRecordsPage;
    },
  );
  r.get('/api/exchange/results/:sport', { schema: { summary: 'events of a sport finished in the last three days, with their winners', params: SportParams, response: { 200: ResultsResponse } } }, async (req) =>
    // `as`: the repository types statuses as plain unions the wire type narrows further.
    (await d.reads.results(d.reads.readSport(req.params.sport))) as never,
  );
  r.get('/api/exchange/summary', { ...player, schema: { summary: 'Balance Overview: balance, exposure and available', security, response: { 200: SummaryResponse } } }, async (req) => {
    const { playerId } = me(req);
    const currency = await d.currencyOf(playerId);
    return d.reads.summary(playerId, currency, await d.balancesOf(playerId, currency));
  });
  r.get('/api/exchange/pnl', { ...player, schema: { summary: 'Profit & Loss of settled markets by day and by market', security, querystring: PnlQuery, response: { 200: PnlResponse } } }, async (req) => {
    const { playerId } = me(req);
    return d.reads.pnl(playerId, await d.currencyOf(playerId), req.query);
  });
  r.get('/api/exchange/activity', { ...player, schema: { summary: 'the Activity Log: logins and bet actions, newest first', security, querystring: PageQuery, response: { 200: ActivityResponse } } }, async (req) => {
    const { page, perPage } = pageOf(req.query);
    return d.reads.activity(me(req).playerId, page, perPage);
  });

  r.post('/api/exchange/orders', { ...player, schema: { summary: 'place a back or lay order on a Match Odds market', security, body: OrderBody, response: { 200: OrderReply } } }, async (req) => {
    const { playerId } = me(req);
    return d.service.placeOrder(playerId, await d.currencyOf(playerId), req.body);
  });
  r.delete('/api/exchange/orders/:id', { ...player, schema: { summary: 'cancel the unmatched part of an order', security, params: IdParams, response: { 200: OrderReply } } }, async (req) =>
    d.service.cancelOrder(me(req).playerId, req.params.id),
  );
  r.get(
    '/api/exchange/orders',
    { ...player, schema: { summary: "the player's orders: open (not settled) or settled", security, querystring: OrdersQuery, response: { 200: OrdersResponse } } },
    async (req) => {
      const { page, perPage } = pageOf(req.query, 50);
      return d.service.orders(me(req).playerId, req.query.status === 'settled' ? 'settled' : 'open', page, perPage);
    },
  );
  r.get(
    '/api/exchange/orders/:id/history',
    { ...player, schema: { summary: "a bet's full life: the order, its fills, cancellations or lapses, the settlement (own bets only)", security, params: IdParams, response: { 200: ExchangeBetLife } } },
    async (req) => d.reads.betLife(me(req).playerId, req.params.id),
  );
  r.get(
    '/api/exchange/markets/:marketId/position',
    { ...player, schema: { summary: 'profit or loss per runner if it wins, and the exposure held', security, params: MarketParams, response: { 200: PositionResponse } } },
    async (req) => d.service.position(me(req).playerId, req.params.marketId),
  );
  r.post('/api/exchange/bookmaker-bets', { ...player, schema: { summary: 'back or lay at the Bookmaker price shown', security, body: BookmakerBody, response: { 200: BetReply } } }, async (req) => {
    const { playerId } = me(req);
    return d.service.placeBookmakerBet(playerId, await d.currencyOf(playerId), req.body);
  });
  r.post('/api/exchange/fancy-bets', { ...player, schema: { summary: 'YES or NO on a Fancy line at the line and rate shown', security, body: FancyBody, response: { 200: BetReply } } }, async (req) => {
    const { playerId } = me(req);
    return d.service.placeFancyBet(playerId, await d.currencyOf(playerId), req.body);
  });
}
