import { formatMoney, tryParseMoney, type ExchangeSport, type Poisha } from '@khela/domain';

/** The three sports of the exchange, in the order every list shows them. */
export { EXCHANGE_SPORTS as SPORTS } from '@khela/ui';

export function isSport(v: string | null | undefined): v is ExchangeSport {
  return v === 'cricket' || v === 'soccer' || v === 'tennis';
}

/** Odds and ladder sizes as the shared exchange components print them. */
export { formatOdds, compactSize } from '@khela/ui';

/** Money with the taka sign and lakh grouping: ৳1,23,456.00. */
export function taka(p: Poisha, short = false): string {
  return formatMoney(p, { currencySymbol: true, decimals: short ? 0 : 2 });
}

/** A wire amount ("1234.50") with the taka sign; unreadable as given. */
export function wireTaka(value: string | null | undefined, short = false): string {
  if (value === null || value === undefined) return '';
  const p = tryParseMoney(value);
  return p === null ? value : taka(p, short);
}

/** −1, 0 or 1 for a wire amount or poisha. */
export function signOf(value: string | Poisha | null | undefined): number {
  const p = typeof value === 'bigint' ? value : tryParseMoney(value ?? null);
  if (p === null) return 0;
  return p > 0n ? 1 : p < 0n ? -1 : 0;
}

/** Signed money for profit and loss: "+৳120.00", "−৳50.00" (a real minus sign). */
export function signedTaka(value: string | Poisha | null | undefined): string {
  const p = typeof value === 'bigint' ? value : tryParseMoney(value ?? null);
  if (p === null) return typeof value === 'string' ? value : '';
  if (p > 0n) return `+${taka(p)}`;
  if (p < 0n) return `\u2212${taka(-p)}`;
  return taka(0n);
}

/** Dhaka-time days, times and short dates: the exchange lists' helpers in @khela/ui. */
export { dhakaDay, addDays, dhakaTime, dhakaShortDate } from '@khela/ui';
