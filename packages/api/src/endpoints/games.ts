import type {
  BettingGroup,
  BettingRecord,
  BettingTypes,
  FavoritesResponse,
  GameRunRequest,
  GameRunResponse,
  GameCountsResponse,
  GamesResponseBn,
  ProvidersResponse,
  SystemsResponse,
} from '@khela/domain';
import { api } from '../api';

export interface BettingRecordFilter {
  platform?: string;
  game_type?: string;
  /** Today 0, Yesterday 1, Last 7 days 7 */
  date?: 0 | 1 | 7;
  /** 1 settled (default), 0 unsettled */
  settled?: 0 | 1;
}
export interface BettingBetsFilter {
  platform: string;
  game_type: string;
  /** YYYY-MM-DD, the group's day (GMT+6) */
  date: string;
  settled?: 0 | 1;
}

function qs(params: Record<string, string | number | undefined>): string {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') s.set(k, String(v));
  const out = s.toString();
  return out ? `?${out}` : '';
}

/** Game catalogue, launch and betting records (spec 2 §7). The catalogue calls are public; the rest need login. */
export const gamesApi = api.injectEndpoints({
  endpoints: (b) => ({
    getSystems: b.query<SystemsResponse, string | void>({ query: (type) => `/api/get-system${qs({ type: type || undefined })}` }),
    /** `systems`: the platforms to describe; the call sends them as a JSON list (spec 2 §7). */
    getProviders: b.query<ProvidersResponse, string[] | { systems: string[]; type?: string }>({
      query: (a) => {
        const { systems, type } = Array.isArray(a) ? { systems: a, type: undefined } : a;
        return `/api/get-provider${qs({ system: JSON.stringify(systems), type })}`;
      },
    }),
    /** `system`: comma-separated platforms, or empty for every provider of the type. */
    /** Every game type with its number of listed games: the menus hide the empty ones (one call for all of them). */
    getGameCounts: b.query<Record<string, number>, void>({
      query: () => '/api/game-counts',
      transformResponse: (r: GameCountsResponse) => Object.fromEntries(r.data.map((c) => [c.type, c.count])),
    }),
    getGames: b.query<GamesResponseBn, { type?: string; system?: string }>({ query: ({ type, system }) => `/api/get-games${qs({ type, system })}` }),
    getFavorites: b.query<FavoritesResponse, void>({ query: () => '/api/games/favorites', providesTags: ['Favorites'] }),
    setFavorite: b.mutation<FavoritesResponse, { gameId: number; favorite: boolean }>({
      query: ({ gameId, favorite }) =>
        favorite ? { url: '/api/games/favorites', method: 'POST', body: { game_id: gameId } } : { url: `/api/games/favorites/${gameId}`, method: 'DELETE' },
      invalidatesTags: ['Favorites'],
    }),
    gameRun: b.mutation<GameRunResponse, GameRunRequest>({ query: (body) => ({ url: '/api/game-run', method: 'POST', body }) }),
    getBettingRecords: b.query<{ data: BettingGroup[] }, BettingRecordFilter>({
      query: (f) => `/api/betting-record${qs({ ...f })}`,
      providesTags: ['BettingRecords'],
    }),
    getBettingBets: b.query<{ data: BettingRecord[] }, BettingBetsFilter>({
      query: (f) => `/api/betting-record/bets${qs({ ...f })}`,
      providesTags: ['BettingRecords'],
    }),
    getBettingTypes: b.query<{ data: BettingTypes }, void>({ query: () => '/api/get-type' }),
  }),
});

export const {
  useGetSystemsQuery,
  useGetProvidersQuery,
  useGetGamesQuery,
  useGetGameCountsQuery,
  useGetFavoritesQuery,
  useSetFavoriteMutation,
  useGameRunMutation,
  useGetBettingRecordsQuery,
  useGetBettingBetsQuery,
  useGetBettingTypesQuery,
} = gamesApi;
