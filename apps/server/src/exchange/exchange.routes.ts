import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/auth.service';
import { checkRemoteId, me, requireAuth } from '../shared/http';
import { IdParams, Type, body, query, typed } from '../shared/schema';
import type { ExchangeReads } from './exchange.reads';
import type { ExchangeService } from './exchange.service';

const Row = Type.Object({}, { additionalProperties: true });
const Price = Type.Union([Type.Number(), Type.String({ maxLength: 12 })], { description: 'decimal odds on the exchange ladder, e.g. 1.91' });
const Amount = Type.Union([Type.String({ maxLength: 20 }), Type.Number()], { description: 'taka as a decimal string ("100.00") or number' });
const Ref = Type.Union([Type.String({ maxLength: 20 }), Type.Integer()]);

const OrderBody = body({
  market_id: Ref,
  selection_id: Ref,
  side: Type.String({ maxLength: 8, description: 'back | lay' }),
  price: Price,
  size: Amount,
  persistence: Type.Optional(Type.String({ maxLength: 8, description: 'lapse (default) | persist: what happens to the unmatched part at the in-play turn' })),
  request_id: Type.String({ maxLength: 64, description: 'the client\'s id for this order: the same id again answers the first order' }),
});
const BookmakerBody = body({
  market_id: Ref,
  selection_id: Ref,
  side: Type.String({ maxLength: 8, description: 'back | lay' }),
  price: Price,
  stake: Amount,
  request_id: Type.String({ maxLength: 64 }),
});
const FancyBody = body({
  fancy_id: Ref,
  side: Type.String({ maxLength: 8, description: 'yes | no' }),
  line: Type.Integer({ description: 'the line shown (YES or NO value)' }),
  rate: Type.Integer({ description: 'the rate shown, percent' }),
  stake: Amount,
  request_id: Type.String({ maxLength: 64 }),
});
const SportParams = Type.Object({ sport: Type.String({ maxLength: 20 }) });
const MarketParams = Type.Object({ marketId: Type.String({ maxLength: 40 }) });
const EventParams = Type.Object({ eventId: Type.String({ maxLength: 40 }) });

/** A polled read: 304 when the client has this version, else the body with its ETag. */
function conditional(req: FastifyRequest, reply: FastifyReply, c: { etag: string; body: unknown }): never {
  reply.header('etag', c.etag).header('cache-control', 'no-cache');
  // `never`: the body's shape is the route's response schema's business (the reads build exactly it).
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
  d: { auth: AuthService; service: ExchangeService; reads: ExchangeReads; currencyOf: (playerId: bigint) => Promise<string> },
): void {
  const r = typed(app);
  const player = { preValidation: requireAuth(d.auth) };
  const security = [{ bearer: [] }];

  r.get('/api/sports-events/:sport', { schema: { summary: 'upcoming and in-play events of a sport (cricket, soccer, tennis)', params: SportParams, response: { 200: Type.Array(Row) } } }, async (req, reply) =>
    conditional(req, reply, await d.reads.sportsEvents(d.reads.readSport(req.params.sport))),
  );
  r.get('/api/match-odds/:marketId', { schema: { summary: 'a Match Odds market: best three back and lay prices per runner', params: MarketParams, response: { 200: Type.Array(Row) } } }, async (req, reply) =>
    conditional(req, reply, await d.reads.matchOdds(req.params.marketId)),
  );
  r.get('/api/event/:eventId', { schema: { summary: "an event's markets: Match Odds ids, bookmaker runners, fancy2 lines", params: EventParams, response: { 200: Row } } }, async (req, reply) =>
    conditional(req, reply, await d.reads.event(req.params.eventId)),
  );
  r.get('/api/score/board/:eventId', { schema: { summary: "an event's live score", params: EventParams, response: { 200: Row } } }, async (req, reply) =>
    conditional(req, reply, await d.reads.scoreBoard(req.params.eventId)),
  );

  r.get(
    '/api/exchange-hub',
    { ...player, schema: { summary: "the player's exchange records, newest first", security, querystring: query(['remote_id', 'page', 'per_page']), response: { 200: Row } } },
    async (req) => {
      checkRemoteId(req, req.query.remote_id);
      const { page, perPage } = pageOf(req.query);
      return d.reads.records(me(req).playerId, page, perPage);
    },
  );

  r.post('/api/exchange/orders', { ...player, schema: { summary: 'place a back or lay order on a Match Odds market', security, body: OrderBody, response: { 200: Row } } }, async (req) => {
    const { playerId } = me(req);
    return d.service.placeOrder(playerId, await d.currencyOf(playerId), req.body);
  });
  r.delete('/api/exchange/orders/:id', { ...player, schema: { summary: 'cancel the unmatched part of an order', security, params: IdParams, response: { 200: Row } } }, async (req) =>
    d.service.cancelOrder(me(req).playerId, req.params.id),
  );
  r.get(
    '/api/exchange/orders',
    { ...player, schema: { summary: "the player's orders: open (not settled) or settled", security, querystring: query(['status', 'page', 'per_page']), response: { 200: Row } } },
    async (req) => {
      const { page, perPage } = pageOf(req.query, 50);
      return d.service.orders(me(req).playerId, req.query.status === 'settled' ? 'settled' : 'open', page, perPage);
    },
  );
  r.get(
    '/api/exchange/markets/:marketId/position',
    { ...player, schema: { summary: 'profit or loss per runner if it wins, and the exposure held', security, params: MarketParams, response: { 200: Row } } },
    async (req) => d.service.position(me(req).playerId, req.params.marketId),
  );
  r.post('/api/exchange/bookmaker-bets', { ...player, schema: { summary: 'back or lay at the Bookmaker price shown', security, body: BookmakerBody, response: { 200: Row } } }, async (req) => {
    const { playerId } = me(req);
    return d.service.placeBookmakerBet(playerId, await d.currencyOf(playerId), req.body);
  });
  r.post('/api/exchange/fancy-bets', { ...player, schema: { summary: 'YES or NO on a Fancy line at the line and rate shown', security, body: FancyBody, response: { 200: Row } } }, async (req) => {
    const { playerId } = me(req);
    return d.service.placeFancyBet(playerId, await d.currencyOf(playerId), req.body);
  });
}
