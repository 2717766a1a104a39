/**
 * VIP points and referral rewards: the wire shapes of their calls and the pure math both ends share.
 *
 * Units. Money is poisha (bigint). VIP points are counted in hundredths ("centi-VP", bigint) so that a 1-taka stake
 * still earns something; the player sees whole VP to convert (`vip_coin`) and two decimals in the records.
 * - Earning: a settled stake earns `stake × rate / 10 000` centi-VP, rounded down, where `rate` is the operator's
 *   centi-VP per 100 taka of stake for the game type (100 = 1 VP per 100 taka).
 * - Levels: the VP earned in a calendar month (Dhaka time) reach a level; a level reached is kept for the next month,
 *   so the level shown is the higher of this month's and last month's.
 * - Converting: whole VP × the operator's poisha per VP.
 * - Referral: a player's settled turnover of one Dhaka day pays their referrer (level 1), the referrer's referrer
 *   (level 2) and the next (level 3) at the rates of the tier the turnover falls in (`turnover > tier.turnover`, the
 *   highest such tier), each share rounded down to the poisha.
 */
import type { MoneyString } from './wire';
import type { Poisha } from './money';

/** Centi-VP: hundredths of a VIP point. */
type CentiVp = bigint;

/** VP earned by a settled stake at `ratePer100` centi-VP per 100 taka (10 000 poisha), rounded down. */
export function vpForStake(stake: Poisha, ratePer100: number): CentiVp {
  if (stake <= 0n || ratePer100 <= 0) return 0n;
  return (stake * BigInt(ratePer100)) / 10_000n;
}

/** "12.34" for 1234 centi-VP (never rounds). */
export function vpToWire(points: CentiVp): string {
  const neg = points < 0n;
  const abs = neg ? -points : points;
  return `${neg ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

export interface VipLevelDef {
  level: number;
  name: string;
  name_bn: string;
  /** VP (whole points) to earn in a month to reach it. */
  threshold: number;
}

/** The level `earned` centi-VP reach (levels sorted by threshold; level 0 has threshold 0). */
export function levelFor<T extends { threshold: number }>(levels: readonly T[], earned: CentiVp): T | undefined {
  let best: T | undefined;
  for (const l of levels) if (earned >= BigInt(l.threshold) * 100n && (!best || l.threshold >= best.threshold)) best = l;
  return best;
}

/** The level shown: the higher of what this month and last month reached (a level is kept for the next month). */
export function currentLevel<T extends { threshold: number }>(levels: readonly T[], thisMonth: CentiVp, lastMonth: CentiVp): T | undefined {
  return levelFor(levels, thisMonth > lastMonth ? thisMonth : lastMonth);
}

export interface ReferralTierRates {
  /** The tier applies to a daily turnover above this (poisha). */
  turnover: Poisha;
  /** Levels 1, 2, 3, in basis points (10 = 0.1 %). */
  ratesBp: readonly [number, number, number];
}

/** The tier a day's turnover falls in: the highest whose threshold it exceeds, or none. */
export function tierFor<T extends { turnover: Poisha }>(tiers: readonly T[], turnover: Poisha): T | undefined {
  let best: T | undefined;
  for (const t of tiers) if (turnover > t.turnover && (!best || t.turnover >= best.turnover)) best = t;
  return best;
}

/** The cash reward of upline level `level` (1..3) for a referred player's day of `turnover`, rounded down. */
export function referralShare(tiers: readonly ReferralTierRates[], turnover: Poisha, level: 1 | 2 | 3): Poisha {
  const tier = tierFor(tiers, turnover);
  if (!tier) return 0n;
  return (turnover * BigInt(tier.ratesBp[level - 1] ?? 0)) / 10_000n;
}

// ---------------------------------------------------------------------------------------------------------------- wire

/** GET /api/vip: the player's VIP state. */
export interface VipStatus {
  level: { level: number; name: string; name_bn: string };
  /** The next level and what is left to earn this month to reach it; null at the top. */
  next: { level: number; name: string; name_bn: string; threshold: number; remaining: string } | null;
  /** Progress towards the next level this month, 0–100 with two decimals. */
  progress: number;
  /** Whole VP the player can convert. */
  vip_coin: number;
  /** VP held, two decimals. */
  points: string;
  month_earned: string;
  last_month_earned: string;
  levels: VipLevelDef[];
  convert: { min_vp: number; /** money per 1 VP */ rate: MoneyString; currency: string; enabled: boolean };
}

/** GET /api/vip/history: VP earned by month (Dhaka), newest first. */
export interface VipMonth {
  /** YYYY-MM */
  month: string;
  earned: string;
  /** The settled stakes that earned them. */
  turnover: MoneyString;
  level: { level: number; name: string; name_bn: string };
}

/** GET /api/vip/records?type=received|used: VP earned or converted. */
export interface VipRecord {
  id: string;
  created_at: string;
  kind: 'earn' | 'convert' | 'adjust';
  points: string;
  /** earn: the settled stake and its game type; convert: the money credited. */
  turnover: MoneyString | null;
  game_type: string | null;
  amount: MoneyString | null;
}

export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
}

/** GET /api/convert-vipcoin: `success` is the text to show. */
export interface ConvertVipResponse {
  success: string;
  amount: MoneyString;
  vip_coin: number;
}

/** GET /api/referral: the referral programme as the player sees it. */
export interface ReferralInfo {
  referral_code: string;
  /** The path to share (origin added by the app): /referral_code?referral_code=CODE */
  link: string;
  cash_bonus: MoneyString;
  claim_min: MoneyString;
  downline: { level1: number; level2: number; level3: number };
  tiers: { turnover: MoneyString; rates: [string, string, string] }[];
}

/** A reward row (spec 2 §3): one per Dhaka day the downline played. */
export interface ReferralRewardRow {
  id: string;
  date: string;
  turnover: MoneyString;
  cashReward: MoneyString;
  status: 'credited' | 'claimed';
  details: { level: 1 | 2 | 3; player: string; turnover: MoneyString; rate: string; reward: MoneyString }[];
}

export interface CashClaimResponse {
  message: string;
  amount: MoneyString;
}
