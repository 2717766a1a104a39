import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  AuditEntry,
  BackofficeDashboard,
  BackofficeDeposit,
  BackofficeWithdrawal,
  MessageResponse,
  Page,
  StaffLoginResponse,
  StaffMe,
  StaffRole,
} from '@khela/domain';
import { staffBaseQuery } from './baseQuery';
import { staffLoggedIn, staffLoggedOut, staffRoleConfirmed } from './session';
import type {
  BoChanged,
  BoGame,
  BoGameArgs,
  BoGameProvider,
  BoGameRound,
  BoGameRoundArgs,
  BoGameRoundDetail,
  BoGamesSummary,
  BoGameType,
  BoHouseAccount,
  BoLedgerEntry,
  BoNotice,
  BoPaymentChannel,
  BoPaymentMethod,
  BoPlayer,
  BoPlayerRow,
  BoPromotion,
  BoReceipt,
  BoReceivingNumber,
  BoSettings,
  BoSettingsUpdate,
  BoSlider,
  BoStaff,
  BoTurnoverTicket,
  StaffStatus,
} from './types';

/**
 * Configuration resources of the console: /api/backoffice/<name> with GET, POST, PATCH /:id and DELETE /:id
 * (game types are keyed by their code, the rest by a numeric id).
 */
export type ConfigResource = 'payment-methods' | 'payment-channels' | 'receiving-numbers' | 'promotions' | 'sliders' | GameResource;
export type GameResource = 'game-types' | 'game-providers' | 'games';
export type ConfigKey = number | string;

const GAME_RESOURCES: readonly ConfigResource[] = ['game-types', 'game-providers', 'games'];

/** What a configuration change makes stale: its list (game lists also count each other's rows) and the audit log. */
function configTags(resource: ConfigResource) {
  const lists = GAME_RESOURCES.includes(resource) ? GAME_RESOURCES : [resource];
  return [...lists.map((id) => ({ type: 'Config' as const, id })), 'Audit' as const];
}

export interface PageArgs {
  page?: number;
  per_page?: number;
}

const P = '/api/backoffice';

/** `?a=1&b=x` from the set values only. */
function qs(params: object): string {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') s.set(k, String(v));
  const text = s.toString();
  return text ? `?${text}` : '';
}

const MONEY_TAGS = ['Dashboard', 'Deposits', 'Withdrawals', 'Notices', 'House', 'Player', 'Ledger', 'Tickets', 'Audit'] as const;

/**
 * The operator console's API: its own cache (`backofficeApi`), staff bearer tokens from the `staffSession`
 * slice. Every change invalidates the lists it affects and the audit log.
 */
export const backofficeApi = createApi({
  reducerPath: 'backofficeApi',
  baseQuery: staffBaseQuery,
  tagTypes: ['Me', 'Dashboard', 'Deposits', 'Withdrawals', 'Notices', 'House', 'Players', 'Player', 'Ledger', 'Tickets', 'Config', 'Settings', 'Staff', 'Audit', 'Rounds'],
  endpoints: (b) => ({
    // ---------------------------------------------------------------- session
    boLogin: b.mutation<StaffLoginResponse, { username: string; password: string }>({
      query: (body) => ({ url: `${P}/login`, method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(staffLoggedIn(data));
      },
    }),
    boLogout: b.mutation<MessageResponse, void>({
      query: () => ({ url: `${P}/logout`, method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(staffLoggedOut());
      },
    }),
    boMe: b.query<StaffMe, void>({
      query: () => `${P}/me`,
      providesTags: ['Me'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(staffRoleConfirmed({ username: data.username, role: data.role }));
      },
    }),

    // ---------------------------------------------------------------- dashboard
    boDashboard: b.query<BackofficeDashboard, void>({
      query: () => `${P}/dashboard`,
      providesTags: ['Dashboard'],
    }),
    boHouseAccounts: b.query<BoHouseAccount[], void>({
      query: () => `${P}/house-accounts`,
      providesTags: ['House'],
    }),

    // ---------------------------------------------------------------- deposits and notices
    boDeposits: b.query<Page<BackofficeDeposit>, PageArgs & { status?: string; match?: string; player_id?: number }>({
      query: (a) => `${P}/deposits${qs(a)}`,
      providesTags: ['Deposits'],
    }),
    boApproveDeposit: b.mutation<BoChanged & { amount: string; bonus: string }, { id: number; amount?: string }>({
      query: ({ id, amount }) => ({ url: `${P}/deposits/${id}/approve`, method: 'POST', body: amount !== undefined ? { amount } : {} }),
      invalidatesTags: [...MONEY_TAGS],
    }),
    boRejectDeposit: b.mutation<BoChanged & { reject_reason: string }, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `${P}/deposits/${id}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: [...MONEY_TAGS],
    }),
    /** The receipt images a player attached to a deposit (metadata). */
    boDepositReceipts: b.query<BoReceipt[], number>({
      query: (id) => `${P}/deposits/${id}/receipts`,
      transformResponse: (r: { data: BoReceipt[] }) => r.data,
      providesTags: ['Deposits'],
    }),
    /** One receipt image as an object URL (the image needs the staff token, so an <img src> cannot load it directly). */
    boReceiptImage: b.query<string, number>({
      query: (id) => ({
        url: `${P}/receipts/${id}`,
        responseHandler: async (r: Response) => (r.ok ? URL.createObjectURL(await r.blob()) : r.json()),
      }),
      keepUnusedDataFor: 300,
      async onCacheEntryAdded(_id, { cacheDataLoaded, cacheEntryRemoved }) {
        const loaded = await cacheDataLoaded.catch(() => null);
        await cacheEntryRemoved;
        if (loaded) URL.revokeObjectURL(loaded.data);
      },
    }),
    boNotices: b.query<Page<BoNotice>, PageArgs & { state?: string }>({
      query: (a) => `${P}/notices${qs(a)}`,
      providesTags: ['Notices'],
    }),

    // ---------------------------------------------------------------- withdrawals
    boWithdrawals: b.query<Page<BackofficeWithdrawal>, PageArgs & { status?: string; player_id?: number }>({
      query: (a) => `${P}/withdrawals${qs(a)}`,
      providesTags: ['Withdrawals'],
    }),
    boApproveWithdrawal: b.mutation<BoChanged & { payout_transaction_id: string }, { id: number; payout_transaction_id: string }>({
      query: ({ id, payout_transaction_id }) => ({ url: `${P}/withdrawals/${id}/approve`, method: 'POST', body: { payout_transaction_id } }),
      invalidatesTags: [...MONEY_TAGS],
    }),
    boRejectWithdrawal: b.mutation<BoChanged & { reject_reason: string }, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `${P}/withdrawals/${id}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: [...MONEY_TAGS],
    }),

    // ---------------------------------------------------------------- players
    boPlayers: b.query<Page<BoPlayerRow>, PageArgs & { q?: string }>({
      query: (a) => `${P}/players${qs(a)}`,
      providesTags: ['Players'],
    }),
    boPlayer: b.query<BoPlayer, number>({
      query: (id) => `${P}/players/${id}`,
      providesTags: ['Player'],
    }),
    boPlayerLedger: b.query<Page<BoLedgerEntry>, PageArgs & { id: number }>({
      query: ({ id, ...a }) => `${P}/players/${id}/ledger${qs(a)}`,
      providesTags: ['Ledger'],
    }),
    boPlayerTurnovers: b.query<BoTurnoverTicket[], number>({
      query: (id) => `${P}/players/${id}/turnovers`,
      providesTags: ['Tickets'],
    }),
    boWaiveTurnover: b.mutation<{ id: number; status: string; completed_reason: string }, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `${P}/turnovers/${id}/waive`, method: 'POST', body: { reason } }),
      invalidatesTags: ['Tickets', 'Player', 'Audit'],
    }),
    boAdjustPlayer: b.mutation<{ id: number; amount: string; balance: string }, { id: number; amount: string; reason: string; request_id: string }>({
      query: ({ id, ...body }) => ({ url: `${P}/players/${id}/adjust`, method: 'POST', body }),
      invalidatesTags: ['Player', 'Ledger', 'Tickets', 'House', 'Audit'],
    }),

    // ---------------------------------------------------------------- configuration
    boPaymentMethods: b.query<BoPaymentMethod[], void>({
      query: () => `${P}/payment-methods`,
      providesTags: [{ type: 'Config', id: 'payment-methods' }],
    }),
    boPaymentChannels: b.query<BoPaymentChannel[], void>({
      query: () => `${P}/payment-channels`,
      providesTags: [{ type: 'Config', id: 'payment-channels' }],
    }),
    boReceivingNumbers: b.query<BoReceivingNumber[], void>({
      query: () => `${P}/receiving-numbers`,
      providesTags: [{ type: 'Config', id: 'receiving-numbers' }],
    }),
    boPromotions: b.query<BoPromotion[], void>({
      query: () => `${P}/promotions`,
      providesTags: [{ type: 'Config', id: 'promotions' }],
    }),
    boSliders: b.query<BoSlider[], void>({
      query: () => `${P}/sliders`,
      providesTags: [{ type: 'Config', id: 'sliders' }],
    }),
    boConfigCreate: b.mutation<Record<string, unknown>, { resource: ConfigResource; body: Record<string, unknown> }>({
      query: ({ resource, body }) => ({ url: `${P}/${resource}`, method: 'POST', body }),
      invalidatesTags: (_r, _e, a) => configTags(a.resource),
    }),
    boConfigUpdate: b.mutation<Record<string, unknown>, { resource: ConfigResource; id: ConfigKey; body: Record<string, unknown> }>({
      query: ({ resource, id, body }) => ({ url: `${P}/${resource}/${encodeURIComponent(String(id))}`, method: 'PATCH', body }),
      invalidatesTags: (_r, _e, a) => configTags(a.resource),
    }),
    boConfigDelete: b.mutation<{ deleted: boolean; id: ConfigKey }, { resource: ConfigResource; id: ConfigKey }>({
      query: ({ resource, id }) => ({ url: `${P}/${resource}/${encodeURIComponent(String(id))}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, a) => configTags(a.resource),
    }),

    // ---------------------------------------------------------------- games: catalogue (every role reads, admin edits) and rounds
    boGameTypes: b.query<BoGameType[], void>({
      query: () => `${P}/game-types`,
      providesTags: [{ type: 'Config', id: 'game-types' }],
    }),
    boGameProviders: b.query<BoGameProvider[], void>({
      query: () => `${P}/game-providers`,
      providesTags: [{ type: 'Config', id: 'game-providers' }],
    }),
    boGames: b.query<Page<BoGame>, PageArgs & BoGameArgs>({
      query: (a) => `${P}/games${qs(a)}`,
      providesTags: [{ type: 'Config', id: 'games' }],
    }),
    boGameRounds: b.query<Page<BoGameRound>, PageArgs & BoGameRoundArgs>({
      query: (a) => `${P}/game-rounds${qs(a)}`,
      providesTags: ['Rounds'],
    }),
    boGameRound: b.query<BoGameRoundDetail, number>({
      query: (id) => `${P}/game-rounds/${id}`,
      providesTags: ['Rounds'],
    }),
    boGamesSummary: b.query<BoGamesSummary, { from?: string; to?: string; platform?: string }>({
      query: (a) => `${P}/game-rounds/summary${qs(a)}`,
      providesTags: ['Rounds'],
    }),
    /** Refunds a round stuck open (stakes back to the player through the ledger); admin and finance, with a reason. */
    boRefundRound: b.mutation<BoChanged, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `${P}/game-rounds/${id}/refund`, method: 'POST', body: { reason } }),
      invalidatesTags: ['Rounds', 'Player', 'Ledger', 'House', 'Audit'],
    }),
    boSettings: b.query<BoSettings, void>({
      query: () => `${P}/settings`,
      providesTags: ['Settings'],
    }),
    boUpdateSettings: b.mutation<BoSettings, BoSettingsUpdate>({
      query: (body) => ({ url: `${P}/settings`, method: 'PUT', body }),
      invalidatesTags: ['Settings', 'Audit'],
    }),

    // ---------------------------------------------------------------- staff and audit
    boStaff: b.query<BoStaff[], void>({
      query: () => `${P}/staff`,
      providesTags: ['Staff'],
    }),
    boCreateStaff: b.mutation<BoStaff, { username: string; password: string; role: StaffRole; display_name?: string }>({
      query: (body) => ({ url: `${P}/staff`, method: 'POST', body }),
      invalidatesTags: ['Staff', 'Audit'],
    }),
    boUpdateStaff: b.mutation<BoStaff, { id: number; role?: StaffRole; status?: StaffStatus; password?: string; display_name?: string }>({
      query: ({ id, ...body }) => ({ url: `${P}/staff/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Staff', 'Audit', 'Me'],
    }),
    /** The signed-in staff member's own display name (what players see in the support chat). */
    boUpdateMe: b.mutation<StaffMe, { display_name: string }>({
      query: (body) => ({ url: `${P}/me`, method: 'PATCH', body }),
      invalidatesTags: ['Me', 'Staff', 'Audit'],
    }),
    boAudit: b.query<Page<AuditEntry>, PageArgs & { entity?: string; entity_id?: string; staff_id?: number }>({
      query: (a) => `${P}/audit${qs(a)}`,
      providesTags: ['Audit'],
    }),
  }),
});

export const {
  useBoLoginMutation,
  useBoLogoutMutation,
  useBoMeQuery,
  useBoDashboardQuery,
  useBoHouseAccountsQuery,
  useBoDepositsQuery,
  useBoApproveDepositMutation,
  useBoRejectDepositMutation,
  useBoDepositReceiptsQuery,
  useBoReceiptImageQuery,
  useBoNoticesQuery,
  useBoWithdrawalsQuery,
  useBoApproveWithdrawalMutation,
  useBoRejectWithdrawalMutation,
  useBoPlayersQuery,
  useBoPlayerQuery,
  useBoPlayerLedgerQuery,
  useBoPlayerTurnoversQuery,
  useBoWaiveTurnoverMutation,
  useBoAdjustPlayerMutation,
  useBoPaymentMethodsQuery,
  useBoPaymentChannelsQuery,
  useBoReceivingNumbersQuery,
  useBoPromotionsQuery,
  useBoSlidersQuery,
  useBoConfigCreateMutation,
  useBoConfigUpdateMutation,
  useBoConfigDeleteMutation,
  useBoGameTypesQuery,
  useBoGameProvidersQuery,
  useBoGamesQuery,
  useBoGameRoundsQuery,
  useBoGameRoundQuery,
  useBoGamesSummaryQuery,
  useBoRefundRoundMutation,
  useBoSettingsQuery,
  useBoUpdateSettingsMutation,
  useBoStaffQuery,
  useBoUpdateMeMutation,
  useBoCreateStaffMutation,
  useBoUpdateStaffMutation,
  useBoAuditQuery,
} = backofficeApi;
