/** VIP points and referral rewards (spec 2 §5, §9). */
import { fromTaka, type Poisha } from '../money';
import { deepFreeze } from './freeze';

/** Minimum VP to convert: 10 on mobile; the desktop reading says 4000 at a ratio of 400. */
export const VIP_CONVERT = { minMobile: 10, minDesktop: 4000, ratioDesktop: 400 } as const;
/** Minimum cash bonus to claim all. */
export const CASH_CLAIM_MIN: Poisha = fromTaka(10);

interface ReferralTier {
  /** Turnover the row applies to, as the spec lists it ("more than 100", 200000, 500000). */
  turnover: Poisha;
  /** Cash reward rates for referral levels 1, 2, 3, in basis points (1 bp = 0.01 %). */
  ratesBp: readonly [number, number, number];
}
export const REFERRAL_TIERS: readonly ReferralTier[] = deepFreeze([
  { turnover: fromTaka(100), ratesBp: [10, 5, 1] },
  { turnover: fromTaka(200_000), ratesBp: [15, 6, 2] },
  { turnover: fromTaka(500_000), ratesBp: [20, 7, 3] },
]);
