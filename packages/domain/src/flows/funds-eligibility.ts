import { tryParseMoney, type Poisha } from '../money';
import type { TurnoverTicket } from '../wire';

/** The turnover still to play before a withdrawal (spec 1 §8): the remaining turnover of the active tickets. */
export function turnoverLeft(tickets: readonly Pick<TurnoverTicket, 'status' | 'remaining_turnover'>[]): Poisha {
  let left = 0n;
  for (const t of tickets) if (t.status === 'active') left += tryParseMoney(t.remaining_turnover) ?? 0n;
  return left;
}

/** What a withdrawal needs of the player (spec 1 §5, §8), each met or not; `null` while it is not known yet. */
export interface WithdrawalEligibility {
  birthday: boolean | null;
  phoneVerified: boolean | null;
  /** The turnover left to play; 0 when none. */
  turnoverLeft: Poisha | null;
}

/**
 * Whether the profile still lacks what a withdrawal needs (a birthday, a verified phone): the withdrawal page's note
 * "Set your birthday and verify your phone number…" shows only then (not while either is unknown).
 */
export function withdrawalProfileMissing(e: Pick<WithdrawalEligibility, 'birthday' | 'phoneVerified'>): boolean {
  return e.birthday === false || e.phoneVerified === false;
}

/**
 * What a deposit would bring and ask for (shown before Next; the server decides on confirmation): the bonus (the
 * promotion's percent capped by its maximum, 0 = no cap, plus the method's percent) and, with a promotion, the
 * turnover to play = (deposit + bonus) × the promotion's multiplier (without one the site's default applies).
 */
export function depositEstimate(
  amount: Poisha,
  terms: { promoPct: number; promoMax: Poisha; methodPct: number; turnoverTimes: number | null },
): { bonus: Poisha; turnover: Poisha | null } {
  const pct = (p: number) => (amount * BigInt(Math.round(p * 100))) / 10000n;
  let promo = pct(terms.promoPct);
  if (terms.promoMax > 0n && promo > terms.promoMax) promo = terms.promoMax;
  const bonus = promo + pct(terms.methodPct);
  return { bonus, turnover: terms.turnoverTimes === null ? null : (amount + bonus) * BigInt(terms.turnoverTimes) };
}
