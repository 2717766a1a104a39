import type { MoneyString, Page, ReferralRewardRow, VipLevelDef, VipStatus } from '@khela/domain';
import { backofficeApi, type PageArgs } from './api';

/**
 * The console's rewards (/api/backoffice/rewards/*, /api/backoffice/referral/*; apps/server/src/rewards/
 * rewards.staff.routes.ts): the VIP and referral settings, the daily referral reward runs, the rewards paid per
 * player, a player's referral tree and VIP state. Every role reads (`rewards.read`); admins change (`rewards.manage`);
 * admins and finance run a day (`rewards.run`). Every change is in the audit log.
 */

export interface BoRewardSettings {
  /** Minimum whole VP a player may convert. */
  convert_min_vp: number;
  /** Money paid per VP converted (0 switches conversion off). */
  vp_rate: MoneyString;
  referral_enabled: boolean;
  levels: VipLevelDef[];
  /** Centi-VP earned per 100 of settled stake, by game type (100 = 1 VP per 100). */
  rates: { game_type: string; name: string; rate: number }[];
  /** Referral tiers: a referred player's day above `turnover` pays levels 1–3 at `rates_bp` basis points. */
  tiers: { turnover: MoneyString; rates_bp: [number, number, number] }[];
  updated_at: string | null;
}

export type BoRewardSettingsUpdate = Omit<BoRewardSettings, 'updated_at' | 'rates'> & {
  rates: { game_type: string; rate: number }[];
  reason: string;
};

export interface BoReferralRun {
  day: string;
  /** Referred players whose turnover paid something. */
  players: number;
  referrers: number;
  turnover: MoneyString;
  total: MoneyString;
  currency_totals: { currency: string; total: MoneyString }[];
  finished_at: string;
  run_by: string;
}

export interface BoReferralReward extends ReferralRewardRow {
  player_id: number;
  username: string;
  currency: string;
}

export interface BoReferralTree {
  player: { id: number; username: string; referral_code: string };
  /** Who referred them, up to three levels. */
  upline: { level: number; id: number; username: string }[];
  /** Their downline by level, with each player's settled turnover over the last 30 days. */
  levels: { level: 1 | 2 | 3; count: number; players: { id: number; username: string; created_at: string; turnover_30d: MoneyString }[] }[];
  cash_bonus: MoneyString;
  rewards_total: MoneyString;
  vip: VipStatus;
}

export const rewardsBackofficeApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Rewards'] }).injectEndpoints({
  endpoints: (b) => ({
    boRewardSettings: b.query<BoRewardSettings, void>({
      query: () => '/api/backoffice/rewards/settings',
      providesTags: ['Rewards'],
    }),
    boUpdateRewardSettings: b.mutation<BoRewardSettings, BoRewardSettingsUpdate>({
      query: (body) => ({ url: '/api/backoffice/rewards/settings', method: 'PUT', body }),
      invalidatesTags: ['Rewards', 'Audit'],
    }),
    boReferralRuns: b.query<Page<BoReferralRun>, PageArgs>({
      query: (params) => ({ url: '/api/backoffice/referral/runs', params }),
      providesTags: ['Rewards'],
    }),
    /** Runs the reward job for an ended Dhaka day (YYYY-MM-DD); a day already run answers its first run. */
    boRunReferralDay: b.mutation<BoReferralRun & { created: boolean }, { day: string }>({
      query: (body) => ({ url: '/api/backoffice/referral/runs', method: 'POST', body }),
      invalidatesTags: ['Rewards', 'Audit', 'House', 'Player', 'Ledger', 'Dashboard'],
    }),
    boReferralRewards: b.query<Page<BoReferralReward>, PageArgs & { player_id?: number; day?: string }>({
      query: (params) => ({ url: '/api/backoffice/referral/rewards', params }),
      providesTags: ['Rewards'],
    }),
    boReferralTree: b.query<BoReferralTree, number>({
      query: (playerId) => `/api/backoffice/referral/tree/${playerId}`,
      providesTags: ['Rewards'],
    }),
  }),
});

export const {
  useBoRewardSettingsQuery,
  useBoUpdateRewardSettingsMutation,
  useBoReferralRunsQuery,
  useBoRunReferralDayMutation,
  useBoReferralRewardsQuery,
  useBoReferralTreeQuery,
} = rewardsBackofficeApi;
