import { exposureOf, winAmount, type Bet } from './exchange/positions';
import type { FancyBet } from './exchange/fancy';
import { formatMoney, tryParseMoney, type Poisha } from './money';
import { MESSAGES } from './messages';
import type { TurnoverProductKey } from './wire';

/**
 * Turnover: what a settled stake counts towards turnover tickets, VIP points and referral turnover (one rule for every
 * product that takes a stake, ARCHITECTURE.md "Turnover").
 * - A casino round (our games, providers' games) counts its stake.
 * - A settled exchange (Match Odds) market counts, per player, the money the player had at risk in it: the worst-case
 *   loss of the matched bets held at settlement. Backing and laying the same runner therefore counts only what is
 *   still at risk, never both sides.
 * - A settled Bookmaker or Fancy bet counts its risk: a back its stake, a lay its liability, a Fancy YES its stake,
 *   a Fancy NO its stake at the rate.
 * - A voided bet or market counts nothing.
 * The counted amount does not depend on the result, so settling a market again counts nothing more.
 */

/** The products a promotion may exclude from its turnover (ids stored in promotions.turnover_excluded). */
export const TURNOVER_PRODUCTS: readonly { id: number; key: TurnoverProductKey; name: string }[] = [
  { id: 1, key: 'casino', name: 'Casino games' },
  { id: 2, key: 'exchange', name: 'Exchange' },
  { id: 3, key: 'bookmaker', name: 'Bookmaker' },
  { id: 4, key: 'fancy', name: 'Fancy' },
];

export type TurnoverProduct = TurnoverProductKey;

function turnoverProductId(p: TurnoverProduct): number {
  return TURNOVER_PRODUCTS.find((x) => x.key === p)!.id;
}

/** The product keys of stored ids (unknown ids are left out), in the catalogue's order. */
export function turnoverProducts(ids: readonly number[]): TurnoverProduct[] {
  return TURNOVER_PRODUCTS.filter((p) => ids.includes(p.id)).map((p) => p.key);
}

/** Whether a stake of `product` counts towards a ticket whose promotion excludes `excluded` (product ids). */
export function countsTowards(product: TurnoverProduct, excluded: readonly number[] | null | undefined): boolean {
  return !(excluded ?? []).includes(turnoverProductId(product));
}

/** An exchange market's counted amount for one player: the worst-case loss over the runners of the matched bets. */
export function exchangeMarketTurnover(pnlPerRunner: readonly bigint[]): Poisha {
  return exposureOf(pnlPerRunner, []);
}

/** A Bookmaker bet's risk: a back risks its stake, a lay its liability (what the backer would win). */
export function bookmakerBetRisk(bet: Pick<Bet, 'side' | 'price' | 'size'>): Poisha {
  return bet.side === 'back' ? bet.size : winAmount(bet.price, bet.size);
}

/** A Fancy bet's risk: YES risks its stake, NO its stake at the rate (floor). */
export function fancyBetRisk(bet: Pick<FancyBet, 'side' | 'rate' | 'stake'>): Poisha {
  return bet.side === 'yes' ? bet.stake : (bet.stake * BigInt(bet.rate)) / 100n;
}

/** The turnover still to play as the withdrawal refusal words it: "Complete ৳19,810.00 more turnover to withdraw." */
export function withdrawTurnoverMessage(left: Poisha): string {
  return MESSAGES.withdrawTurnoverLeft.replace('{{amount}}', formatMoney(left, { currencySymbol: true, lang: 'en' }));
}

/** The amount a withdrawal refusal names ("Complete ৳19,810.00 more turnover to withdraw." → 1981000n); null for
 *  any other text. The apps show the message translated, with the amount in the display language. */
export function withdrawTurnoverAmount(text: string): Poisha | null {
  const m = /^Complete \D*?([\d,]+\.\d{2}) more turnover to withdraw\.$/.exec(text);
  if (!m) return null;
  return tryParseMoney(m[1]!.replace(/,/g, ''));
}
