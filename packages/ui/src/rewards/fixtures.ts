import type { ReferralRewardRow, VipStatus } from '@khela/domain';

/** Sample VIP state and referral rows for the stories (shaped like the server's answers). */
const vipLevels: VipStatus['levels'] = [
  { level: 0, name: 'Normal', name_bn: 'সাধারণ', threshold: 0 },
  { level: 1, name: 'Elite I', name_bn: 'এলিট ১', threshold: 100 },
  { level: 2, name: 'Elite II', name_bn: 'এলিট ২', threshold: 1000 },
  { level: 3, name: 'Elite III', name_bn: 'এলিট ৩', threshold: 5000 },
];

export const vipNormal: VipStatus = {
  level: { level: 0, name: 'Normal', name_bn: 'সাধারণ' },
  next: { level: 1, name: 'Elite I', name_bn: 'এলিট ১', threshold: 100, remaining: '62.50' },
  progress: 37.5,
  vip_coin: 37,
  points: '37.50',
  month_earned: '37.50',
  last_month_earned: '0.00',
  levels: vipLevels,
  convert: { min_vp: 10, rate: '0.50', currency: 'BDT', enabled: true },
};

export const vipTop: VipStatus = {
  ...vipNormal,
  level: { level: 3, name: 'Elite III', name_bn: 'এলিট ৩' },
  next: null,
  progress: 100,
  vip_coin: 1234567,
  points: '1234567.89',
  month_earned: '8120.40',
};

export const rewardRows: ReferralRewardRow[] = [
  {
    id: '12',
    date: '2026-11-23',
    turnover: '12500.00',
    cashReward: '12.50',
    status: 'credited',
    details: [
      { level: 1, player: 'friend_rahim', turnover: '10000.00', rate: '0.10', reward: '10.00' },
      { level: 2, player: 'karim_2026', turnover: '2500.00', rate: '0.05', reward: '1.25' },
      { level: 3, player: 'a_very_long_player_name_x', turnover: '12500.00', rate: '0.01', reward: '1.25' },
    ],
  },
  {
    id: '11',
    date: '2026-11-22',
    turnover: '350000.00',
    cashReward: '525.00',
    status: 'claimed',
    details: [{ level: 1, player: 'friend_rahim', turnover: '350000.00', rate: '0.15', reward: '525.00' }],
  },
];
