import type {
  ExchangeBetReply,
  ExchangeEventItem,
  ExchangeActivityPage,
  ExchangeEventResponse,
  ExchangeMatchOddsMarket,
  ExchangeOrderReply,
  ExchangeOrdersPage,
  ExchangePnl,
  ExchangePosition,
  ExchangeRecordsPage,
  ExchangeResult,
  ExchangeScoreBoard,
  ExchangeScoreBoardResponse,
  ExchangeSport,
  ExchangeSportsEvent,
  ExchangeSummary,
} from '@khela/domain';
import { api } from '../api';
import { newRequestId } from '../requestId';

export { newRequestId };
import { acquireLive } from '../live';
import type { SessionState } from '../session';
import { applyEventMarketPush, applyEventScorePush, applyMarketPush, applyScorePush } from './cache';
import { watchExchangeRoom } from './rooms';

/** An id as the order and bet calls take it: a string of digits (or a number). */
type Ref = string | number;

/** POST /api/exchange/orders: a back or lay order on a Match Odds market. */
export interface PlaceOrderRequest {
  market_id: Ref;
  selection_id: Ref;
  side: 'back' | 'lay';
  /** Decimal odds on the exchange ladder. */
  price: number | string;
  /** The backer's stake, taka ("100.00" or a number). */
  size: string | number;
  /** What happens to the unmatched part at the in-play turn (lapse by default). */
  persistence?: 'lapse' | 'persist';
  /** The client's id for this order (`newRequestId()`): sending it again answers the first order. */
  request_id: string;
}

/** POST /api/exchange/bookmaker-bets: back or lay at the Bookmaker price shown. */
export interface PlaceBookmakerBetRequest {
  market_id: Ref;
  selection_id: Ref;
  side: 'back' | 'lay';
  price: number | string;
  stake: string | number;
  request_id: string;
}

/** POST /api/exchange/fancy-bets: YES or NO on a Fancy line at the line and rate shown. */
export interface PlaceFancyBetRequest {
  /** The Fancy market's id (`market_id` of a `fancy2` row). */
  fancy_id: Ref;
  side: 'yes' | 'no';
  /** The line shown (whole number). */
  line: number;
  /** The rate shown, percent (whole number). */
  rate: number;
  stake: string | number;
  request_id: string;
}

export interface ExchangePageArgs {
  page?: number;
  per_page?: number;
}

/** Filters of `exchange-hub` (Bets History, the Exchange tab of betting records). Dates are Dhaka days, YYYY-MM-DD. */
export interface ExchangeRecordsArgs extends ExchangePageArgs {
  /** open: not settled yet; settled: WON, LOST or VOID. */
  status?: 'open' | 'settled';
  market_type?: 'match_odds' | 'bookmaker' | 'fancy';
  from?: string;
  to?: string;
}

/** Profit & Loss period (Dhaka days, both included; default the last 7 days) and sport. */
export interface ExchangePnlArgs {
  from?: string;
  to?: string;
  sport?: ExchangeSport;
}

function qs(params: Record<string, string | number | undefined>): string {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') s.set(k, String(v));
  const out = s.toString();
  return out ? `?${out}` : '';
}

/** What a placement or cancellation in a market changes for the player. */
const placed = (marketId: Ref, orders: boolean) =>
  [{ type: 'ExchangePosition' as const, id: String(marketId) }, 'ExchangeHub' as const, ...(orders ? (['ExchangeOrders'] as const) : [])];

/**
 * The sports exchange's player calls (apps/server/src/exchange/exchange.routes.ts). The public reads are polled by
 * the screens (`pollingInterval`; the server answers them from a short cache) and, while cached, also follow their
 * public room on /ws: Match Odds `market:{id}`, the event page and score `event:{id}`. The player's calls use the
 * bearer token like every other; a market's position refetches on the player's `exchange.position` hint.
 */
export const exchangeApi = api.injectEndpoints({
  endpoints: (b) => ({
    /** GET /api/sports-events/{sport}: upcoming and in-play events with their Match Odds' best prices (polled). */
    sportsEvents: b.query<ExchangeSportsEvent[], ExchangeSport>({
      query: (sport) => `/api/sports-events/${encodeURIComponent(sport)}`,
    }),
    /** GET /api/match-odds/{marketId}: the market (the spec's array of one, unwrapped); live from `market:{id}`. */
    matchOdds: b.query<ExchangeMatchOddsMarket | null, string>({
      query: (marketId) => `/api/match-odds/${encodeURIComponent(marketId)}`,
      transformResponse: (r: ExchangeMatchOddsMarket[]) => r[0] ?? null,
      async onCacheEntryAdded(marketId, { cacheDataLoaded, cacheEntryRemoved, updateCachedData }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const stop = watchExchangeRoom(`market:${marketId}`, 'exchange.market', (push) => {
          if (push.market_id === marketId) updateCachedData((draft) => applyMarketPush(draft, push));
        });
        await cacheEntryRemoved;
        stop();
      },
    }),
    /** GET /api/event/{eventId}: the event's markets (unwrapped from `data.items`); Bookmaker and Fancy live from `event:{id}`. */
    exchangeEvent: b.query<ExchangeEventItem | null, string>({
      query: (eventId) => `/api/event/${encodeURIComponent(eventId)}`,
      transformResponse: (r: ExchangeEventResponse, _meta, eventId) => r.data.items[eventId] ?? Object.values(r.data.items)[0] ?? null,
      async onCacheEntryAdded(eventId, { cacheDataLoaded, cacheEntryRemoved, updateCachedData }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const stopMarket = watchExchangeRoom(`event:${eventId}`, 'exchange.market', (push) => {
          if (push.event_id === eventId) updateCachedData((draft) => applyEventMarketPush(draft, push));
        });
        const stopScore = watchExchangeRoom(`event:${eventId}`, 'exchange.score', (push) => {
          if (push.event_id === eventId) updateCachedData((draft) => applyEventScorePush(draft, push));
        });
        await cacheEntryRemoved;
        stopMarket();
        stopScore();
      },
    }),
    /** GET /api/score/board/{eventId}: the live score (unwrapped from `data`); live from `exchange.score` on `event:{id}`. */
    scoreBoard: b.query<ExchangeScoreBoard, string>({
      query: (eventId) => `/api/score/board/${encodeURIComponent(eventId)}`,
      transformResponse: (r: ExchangeScoreBoardResponse) => r.data,
      async onCacheEntryAdded(eventId, { cacheDataLoaded, cacheEntryRemoved, updateCachedData }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const stop = watchExchangeRoom(`event:${eventId}`, 'exchange.score', (push) => {
          if (push.event_id === eventId) updateCachedData((draft) => applyScorePush(draft, push));
        });
        await cacheEntryRemoved;
        stop();
      },
    }),
    /** GET /api/exchange-hub (bearer): the player's exchange records, newest first. */
    exchangeHub: b.query<ExchangeRecordsPage, ExchangeRecordsArgs | void>({
      query: (a) =>
        `/api/exchange-hub${qs({ page: a?.page, per_page: a?.per_page, status: a?.status, market_type: a?.market_type, from: a?.from, to: a?.to })}`,
      providesTags: ['ExchangeHub'],
    }),
    /** GET /api/exchange/results/{sport}: events finished in the last days with their winners (the in-play page's Result tab). */
    exchangeResults: b.query<ExchangeResult[], ExchangeSport>({
      query: (sport) => `/api/exchange/results/${encodeURIComponent(sport)}`,
    }),
    /** GET /api/exchange/summary (bearer): Balance Overview (balance, exposure, available). */
    exchangeSummary: b.query<ExchangeSummary, void>({
      query: () => '/api/exchange/summary',
      providesTags: ['ExchangeHub', 'Balance'],
    }),
    /** GET /api/exchange/pnl (bearer): Profit & Loss by day and by market. */
    exchangePnl: b.query<ExchangePnl, ExchangePnlArgs | void>({
      query: (a) => `/api/exchange/pnl${qs({ from: a?.from, to: a?.to, sport: a?.sport })}`,
      providesTags: ['ExchangeHub'],
    }),
    /** GET /api/exchange/activity (bearer): the Activity Log (logins and bet actions), newest first. */
    exchangeActivity: b.query<ExchangeActivityPage, ExchangePageArgs | void>({
      query: (a) => `/api/exchange/activity${qs({ page: a?.page, per_page: a?.per_page })}`,
      providesTags: ['ExchangeHub'],
    }),
    /** GET /api/exchange/orders (bearer): open (not settled) or settled Match Odds orders. */
    exchangeOrders: b.query<ExchangeOrdersPage, ExchangePageArgs & { status?: 'open' | 'settled' }>({
      query: ({ status, page, per_page }) => `/api/exchange/orders${qs({ status, page, per_page })}`,
      providesTags: ['ExchangeOrders'],
    }),
    /** GET /api/exchange/markets/{marketId}/position (bearer); refetched on the player's `exchange.position` for it. */
    marketPosition: b.query<ExchangePosition, string>({
      query: (marketId) => `/api/exchange/markets/${encodeURIComponent(marketId)}/position`,
      providesTags: (_r, _e, marketId) => [{ type: 'ExchangePosition', id: marketId }],
      async onCacheEntryAdded(marketId, { getState, dispatch, cacheDataLoaded, cacheEntryRemoved }) {
        const token = (getState() as unknown as { session: SessionState }).session.token;
        if (!token) return;
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const { client, release } = acquireLive(token);
        const off = client.on('exchange.position', (data) => {
          if (data.market_id === marketId) dispatch(api.util.invalidateTags(placed(marketId, true)));
        });
        await cacheEntryRemoved;
        off();
        release();
      },
    }),
    /** POST /api/exchange/orders (bearer). */
    placeOrder: b.mutation<ExchangeOrderReply, PlaceOrderRequest>({
      query: (body) => ({ url: '/api/exchange/orders', method: 'POST', body }),
      invalidatesTags: (_r, _e, a) => placed(a.market_id, true),
    }),
    /** DELETE /api/exchange/orders/{id} (bearer): cancels the unmatched part. */
    cancelOrder: b.mutation<ExchangeOrderReply, string>({
      query: (id) => ({ url: `/api/exchange/orders/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (r) => (r ? placed(r.order.market_id, true) : ['ExchangeOrders']),
    }),
    /** POST /api/exchange/bookmaker-bets (bearer). */
    placeBookmakerBet: b.mutation<ExchangeBetReply, PlaceBookmakerBetRequest>({
      query: (body) => ({ url: '/api/exchange/bookmaker-bets', method: 'POST', body }),
      invalidatesTags: (_r, _e, a) => placed(a.market_id, false),
    }),
    /** POST /api/exchange/fancy-bets (bearer). */
    placeFancyBet: b.mutation<ExchangeBetReply, PlaceFancyBetRequest>({
      query: (body) => ({ url: '/api/exchange/fancy-bets', method: 'POST', body }),
      invalidatesTags: (_r, _e, a) => placed(a.fancy_id, false),
    }),
  }),
});

export const {
  useSportsEventsQuery,
  useMatchOddsQuery,
  useExchangeEventQuery,
  useScoreBoardQuery,
  useExchangeHubQuery,
  useExchangeResultsQuery,
  useExchangeSummaryQuery,
  useExchangePnlQuery,
  useExchangeActivityQuery,
  useExchangeOrdersQuery,
  useMarketPositionQuery,
  usePlaceOrderMutation,
  useCancelOrderMutation,
  usePlaceBookmakerBetMutation,
  usePlaceFancyBetMutation,
} = exchangeApi;
