import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type {
  CrashBetView,
  CrashState,
  CrashVerifyInfo,
  FairRotation,
  FairState,
  GameSessionInfo,
  HistoryResponse,
  LiveBetReply,
  LiveRoundPhase,
  LiveTableState,
  LiveTablesReply,
  LiveVerifyInfo,
  PlayRequest,
  PlayResult,
  RoundView,
} from '@khela/domain';
import { getApiBase } from '../baseQuery';
import { gameBalance, gameFair, gameSessionEnded, gameSessionStarted, type GameSessionState } from './session';

const raw = fetchBaseQuery({
  baseUrl: '/',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { gameSession: GameSessionState }).gameSession.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    return headers;
  },
});

/** Game session token on every call; a 401 ends the session (expired or revoked): the game stops taking bets. */
const gameBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const base = getApiBase();
  const withBase: string | FetchArgs = typeof args === 'string' ? base + args : { ...args, url: base + args.url };
  const result = await raw(withBase, api, extra);
  const hadToken = Boolean((api.getState() as { gameSession: GameSessionState }).gameSession.token);
  if (result.error?.status === 401 && hadToken) api.dispatch(gameSessionEnded());
  return result;
};

export interface CrashBetResult {
  bet: CrashBetView;
  round_id: string;
  balance: string;
}

/** POST /api/games/live/bet: chips on spots of the table's round (amounts in taka, "10.00"); one request id per placement. */
export interface LiveBetRequest {
  request_id: string;
  table_id: string;
  round_id: string;
  spots: Record<string, string>;
}

/** GET /api/games/live/rounds?table_id=: the player's last rounds at a table (newest first). */
export interface LiveRoundsReply {
  rounds: {
    round_id: string;
    public_id: string;
    phase: LiveRoundPhase;
    code: string | null;
    spots: Record<string, string>;
    stake: string;
    payout: string | null;
    status: 'open' | 'won' | 'lost' | 'refunded';
    created_at: string;
  }[];
}

/** Keeps the session's balance and seed state in step with every answer that carries them. */
async function track(
  { dispatch, queryFulfilled }: { dispatch: (a: unknown) => unknown; queryFulfilled: Promise<{ data: { balance?: string; fair?: FairState } }> },
) {
  try {
    const { data } = await queryFulfilled;
    if (data.balance) dispatch(gameBalance(data.balance));
    if (data.fair) dispatch(gameFair(data.fair));
  } catch {
    /* the screen shows the error */
  }
}

/**
 * The games app's API (apps/games): the launch trade, provably fair seeds, bets of every game, history and the
 * public verifier calls. Paths and shapes: packages/domain/src/games.ts.
 */
export const gamesAppApi = createApi({
  reducerPath: 'gamesApi',
  baseQuery: gameBaseQuery,
  tagTypes: ['History', 'Mines', 'Crash', 'LiveRounds'],
  endpoints: (b) => ({
    startSession: b.mutation<GameSessionInfo, { launch: string }>({
      query: (body) => ({ url: '/api/games/session', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(gameSessionStarted(data));
        } catch {
          /* the app shows the launch error */
        }
      },
    }),
    getFair: b.query<FairState, void>({ query: () => '/api/games/fair', onQueryStarted: (_a, x) => track({ ...x, queryFulfilled: x.queryFulfilled.then((r) => ({ data: { fair: r.data } })) }) }),
    setClientSeed: b.mutation<FairState, { client_seed: string }>({
      query: (body) => ({ url: '/api/games/fair/client-seed', method: 'POST', body }),
      onQueryStarted: (_a, x) => track({ ...x, queryFulfilled: x.queryFulfilled.then((r) => ({ data: { fair: r.data } })) }),
    }),
    rotateSeed: b.mutation<FairRotation, { client_seed?: string }>({
      query: (body) => ({ url: '/api/games/fair/rotate', method: 'POST', body }),
      onQueryStarted: (_a, x) => track({ ...x, queryFulfilled: x.queryFulfilled.then((r) => ({ data: { fair: r.data.current } })) }),
      invalidatesTags: ['History'],
    }),
    play: b.mutation<PlayResult, PlayRequest>({
      query: (body) => ({ url: '/api/games/play', method: 'POST', body }),
      onQueryStarted: (_a, x) => track(x),
      invalidatesTags: ['History'],
    }),
    history: b.query<HistoryResponse, { limit?: number } | void>({
      query: (a) => `/api/games/history?limit=${(a && a.limit) || 20}`,
      providesTags: ['History'],
    }),
    minesActive: b.query<{ round: RoundView | null }, void>({ query: () => '/api/games/mines/active', providesTags: ['Mines'] }),
    minesStart: b.mutation<PlayResult, { request_id: string; amount: string; mines: number }>({
      query: (body) => ({ url: '/api/games/mines/start', method: 'POST', body }),
      onQueryStarted: (_a, x) => track(x),
    }),
    minesReveal: b.mutation<PlayResult, { round_id: string; tile: number }>({
      query: (body) => ({ url: '/api/games/mines/reveal', method: 'POST', body }),
      onQueryStarted: (_a, x) => track(x),
      invalidatesTags: (r) => (r && r.round.status !== 'open' ? ['History'] : []),
    }),
    minesCashout: b.mutation<PlayResult, { round_id: string }>({
      query: (body) => ({ url: '/api/games/mines/cashout', method: 'POST', body }),
      onQueryStarted: (_a, x) => track(x),
      invalidatesTags: ['History'],
    }),
    crashState: b.query<CrashState, void>({ query: () => '/api/games/crash/state', providesTags: ['Crash'] }),
    crashBet: b.mutation<CrashBetResult, { request_id: string; amount: string; auto_cashout: number | null }>({
      query: (body) => ({ url: '/api/games/crash/bet', method: 'POST', body }),
      onQueryStarted: (_a, x) => track(x),
    }),
    crashCashout: b.mutation<CrashBetResult, void>({
      query: () => ({ url: '/api/games/crash/cashout', method: 'POST', body: {} }),
      onQueryStarted: (_a, x) => track(x),
      invalidatesTags: ['History'],
    }),
    /** Live tables: the tables of the session's game in the player's currency. */
    liveTables: b.query<LiveTablesReply, void>({ query: () => '/api/games/live/tables' }),
    /** Live tables: a table's round, its last results and the player's bets (then `live.state` in room `live:{table_id}`). */
    liveState: b.query<LiveTableState, string>({ query: (tableId) => `/api/games/live/state?table_id=${encodeURIComponent(tableId)}` }),
    /** Live tables: chips on spots while betting is open; the same request id again moves nothing (a retry). */
    liveBet: b.mutation<LiveBetReply, LiveBetRequest>({
      query: (body) => ({ url: '/api/games/live/bet', method: 'POST', body }),
      onQueryStarted: (_a, x) => track(x),
      invalidatesTags: ['History', 'LiveRounds'],
    }),
    /** Live tables: the player's last rounds at a table, with their stakes, results and payouts. */
    liveRounds: b.query<LiveRoundsReply, string>({
      query: (tableId) => `/api/games/live/rounds?table_id=${encodeURIComponent(tableId)}`,
      providesTags: ['LiveRounds'],
    }),
    /** Public: a live table round that is over, with its seed, the seed before it in the chain and its deal. */
    verifyLive: b.query<LiveVerifyInfo, string>({ query: (id) => `/api/fair/live/${encodeURIComponent(id)}` }),
    /** Public: a round by its public id (`RoundView.public_id`; a numeric id answers 404), with its seeds (the server seed once revealed). */
    verifyRound: b.query<RoundView, string>({ query: (publicId) => `/api/fair/rounds/${encodeURIComponent(publicId)}` }),
    /** Public: a crash round's hash, salt and the hash before it. */
    verifyCrash: b.query<CrashVerifyInfo, string>({ query: (id) => `/api/fair/crash/${encodeURIComponent(id)}` }),
  }),
});

export const {
  useStartSessionMutation,
  useGetFairQuery,
  useSetClientSeedMutation,
  useRotateSeedMutation,
  usePlayMutation,
  useHistoryQuery,
  useMinesActiveQuery,
  useMinesStartMutation,
  useMinesRevealMutation,
  useMinesCashoutMutation,
  useCrashStateQuery,
  useCrashBetMutation,
  useCrashCashoutMutation,
  useVerifyRoundQuery,
  useLazyVerifyRoundQuery,
  useVerifyCrashQuery,
  useLazyVerifyCrashQuery,
  useLiveTablesQuery,
  useLiveStateQuery,
  useLiveBetMutation,
  useLiveRoundsQuery,
  useVerifyLiveQuery,
} = gamesAppApi;
