import type { FastifyInstance } from 'fastify';
import { AppError } from '../shared/errors';
import { Type, optionalBody, query, typed, type Static } from '../shared/route-schema';
import { PAGE_KEYS, readPathId, type StaffAccess } from '../staff/console';
import { consolePage } from '../staff/staff.schemas';
import {
  ConsoleMarket,
  ConsoleMarketDetail,
  CreatedBookmaker,
  CreatedEvent,
  CreatedFancy,
  ExchangeSettings,
  MarketActionResult,
} from './exchange.staff.schemas';
import type { ExchangeStaffService } from './exchange.staff.service';

const Body = Type.Record(Type.String(), Type.Unknown(), { description: "the resource's fields; unknown fields and bad values are refused per field" });
const IdParams = Type.Object({ id: Type.String({ maxLength: 40 }) });
const ActionParams = Type.Object({ id: Type.String({ maxLength: 40 }), action: Type.String({ maxLength: 20 }) });
const ActionBody = optionalBody({
  winner_selection_id: Type.Union([Type.String({ maxLength: 20 }), Type.Integer()], { description: 'settle Match Odds or Bookmaker: the winner' }),
  result: Type.Integer({ description: 'settle Fancy: the result (runs)' }),
  early: Type.Boolean({ description: "settle before the event's start time (needs a reason)" }),
  reason: Type.String({ maxLength: 500, description: 'why: an early settlement or a resettlement (audited, and told to the players of a resettlement)' }),
});
const ACTIONS = new Set(['suspend', 'resume', 'in-play', 'close', 'settle', 'resettle', 'void']);

/**
 * /api/backoffice/exchange/*: every role reads markets (volume, players' and house exposure); admin creates events and
 * Bookmaker and Fancy markets, suspends, resumes, turns in play, closes, settles and voids, and sets limits and prices.
 */
export function registerExchangeStaffRoutes(app: FastifyInstance, { can, staff }: StaffAccess, service: ExchangeStaffService): void {
  const r = typed(app);
  const P = '/api/backoffice/exchange';
  const who = (req: Parameters<typeof staff>[0]) => ({ staffId: staff(req).staffId, ip: req.ip });

  r.get(`${P}/markets`, { ...can('exchange.read'), schema: { summary: 'exchange markets with matched volume and exposure', querystring: query(['status', 'event_id', ...PAGE_KEYS]), response: { 200: consolePage(ConsoleMarket) } } }, async (req) =>
    service.markets(req.query),
  );
  r.get(`${P}/markets/:id`, { ...can('exchange.read'), schema: { summary: 'one market, its runners, exposures and a ledger check', params: IdParams, response: { 200: ConsoleMarketDetail } } }, async (req) =>
    service.market(readPathId(req.params.id)),
  );
  r.post(`${P}/events`, { ...can('exchange.manage'), schema: { summary: 'create an event with its Match Odds market', body: Body, response: { 200: CreatedEvent } } }, async (req) =>
    service.createEvent(who(req), req.body),
  );
  r.post(`${P}/events/:id/bookmaker`, { ...can('exchange.manage'), schema: { summary: 'add a Bookmaker market to an event', params: IdParams, body: Body, response: { 200: CreatedBookmaker } } }, async (req) =>
    service.createBookmaker(who(req), readPathId(req.params.id), req.body),
  );
  r.post(`${P}/events/:id/fancy`, { ...can('exchange.manage'), schema: { summary: 'add a Fancy line to an event', params: IdParams, body: Body, response: { 200: CreatedFancy } } }, async (req) =>
    service.createFancy(who(req), readPathId(req.params.id), req.body),
  );
  r.patch(`${P}/markets/:id`, { ...can('exchange.manage'), schema: { summary: 'limits, commission, Bookmaker prices, a Fancy line, ball running', params: IdParams, body: Body, response: { 200: ConsoleMarketDetail } } }, async (req) =>
    service.update(who(req), readPathId(req.params.id), req.body),
  );
  r.post(
    `${P}/markets/:id/:action`,
    {
      ...can('exchange.manage'),
      schema: { summary: 'suspend | resume | in-play | close | settle ({winner_selection_id} or Fancy {result}; before the start also {early: true, reason}) | resettle (a settled market with a corrected result and a reason) | void', params: ActionParams, body: ActionBody, response: { 200: MarketActionResult } },
    },
    async (req) => {
      if (!ACTIONS.has(req.params.action)) throw AppError.notFound();
      // The market's writer answers it (possibly another process): `{status}`, or `{in_play}` for in-play.
      return (await service.act(who(req), readPathId(req.params.id), req.params.action, (req.body ?? {}) as Record<string, unknown>)) as Static<typeof MarketActionResult>;
    },
  );
  r.get(`${P}/settings`, { ...can('exchange.read'), schema: { summary: 'exchange defaults, simulator and liquidity', response: { 200: ExchangeSettings } } }, async () => service.settings());
  r.patch(`${P}/settings`, { ...can('exchange.manage'), schema: { summary: 'change exchange defaults, simulator and liquidity', body: Body, response: { 200: ExchangeSettings } } }, async (req) =>
    service.updateSettings(who(req), req.body),
  );
}
