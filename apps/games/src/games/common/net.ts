import { toWire, tryParseMoney } from '@khela/domain';

/**
 * What a settled round won over its stake (payout − amount; negative for a loss, zero for a stake paid back): "You
 * won" always shows this net figure, in every game, never the gross payout that includes the player's own stake.
 */
export function netWin(r: { payout: string; amount: string }): bigint {
  return (tryParseMoney(r.payout) ?? 0n) - (tryParseMoney(r.amount) ?? 0n);
}

/** `netWin` as a MoneyString for the money formatter. */
export const netWinWire = (r: { payout: string; amount: string }): string => toWire(netWin(r));
