import type { CashClaimResponse, ConvertVipResponse, Paged, ReferralInfo, ReferralRewardRow, VipMonth, VipRecord, VipStatus } from '@khela/domain';
import { api } from '../api';
import { refetchOnLive } from '../refetchOnLive';

/** The rewards reads refetch when the server says the player's VIP points or cash bonus moved (`rewards.changed`),
 *  instead of the observed site's 1-second poll of the user record. */
const onRewardsChange = (lifecycle: Parameters<typeof refetchOnLive>[2]) => refetchOnLive('rewards.changed', ['Rewards', 'User'], lifecycle);

export interface VipRecordsArgs {
  remote_id: number;
  type: 'received' | 'used';
  page?: number;
}

/** VIP points and the referral programme (spec 2 §2 VIP / Referral programme, §5, §7). */
export const rewardsApi = api.injectEndpoints({
  endpoints: (b) => ({
    /** GET /api/vip: level, points, progress, the levels and the conversion terms. */
    getVip: b.query<VipStatus, number>({
      query: (remoteId) => ({ url: '/api/vip', params: { remote_id: remoteId } }),
      providesTags: ['Rewards'],
      onCacheEntryAdded: (_arg, api) => onRewardsChange(api),
    }),
    /** GET /api/vip/history: VP earned by month, newest first (12 months). */
    getVipHistory: b.query<VipMonth[], number>({
      query: (remoteId) => ({ url: '/api/vip/history', params: { remote_id: remoteId } }),
      transformResponse: (r: { data: VipMonth[] }) => r.data,
      providesTags: ['Rewards'],
    }),
    /** GET /api/vip/records: VP received (earned) or used (converted), 20 a page. */
    getVipRecords: b.query<Paged<VipRecord>, VipRecordsArgs>({
      query: (params) => ({ url: '/api/vip/records', params }),
      providesTags: ['Rewards'],
    }),
    /** GET /api/convert-vipcoin?remote_id&vip_coin (spec 2 §7): whole VP into money. `request_id` makes a retry safe. */
    convertVip: b.mutation<ConvertVipResponse, { remote_id: number; vip_coin: number; request_id?: string }>({
      query: (params) => ({ url: '/api/convert-vipcoin', params }),
      invalidatesTags: ['Rewards', 'User', 'Balance'],
    }),
    /** GET /api/referral: code, link, cash bonus, the downline by level and the reward tiers. */
    getReferral: b.query<ReferralInfo, number>({
      query: (remoteId) => ({ url: '/api/referral', params: { remote_id: remoteId } }),
      providesTags: ['Rewards'],
      onCacheEntryAdded: (_arg, api) => onRewardsChange(api),
    }),
    /** GET /api/referral/rewards: the reward board, newest day first, 20 a page. */
    getReferralRewards: b.query<Paged<ReferralRewardRow>, { remote_id: number; page?: number }>({
      query: (params) => ({ url: '/api/referral/rewards', params }),
      providesTags: ['Rewards'],
    }),
    /** POST /api/cash-claim (spec 2 §7): the whole cash bonus into the balance (at least 10). */
    claimCash: b.mutation<CashClaimResponse, void>({
      query: () => ({ url: '/api/cash-claim', method: 'POST', body: {} }),
      invalidatesTags: ['Rewards', 'User', 'Balance'],
    }),
  }),
});

export const {
  useGetVipQuery,
  useGetVipHistoryQuery,
  useGetVipRecordsQuery,
  useConvertVipMutation,
  useGetReferralQuery,
  useGetReferralRewardsQuery,
  useClaimCashMutation,
} = rewardsApi;
