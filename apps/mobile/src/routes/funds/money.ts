import { formatMoney, tryParseMoney, type Poisha } from '@khela/domain';

/** Taka for display: "৳1,000.00" (en-IN grouping); `decimals: 0` leaves ".00" out of whole amounts. */
export function taka(p: Poisha, decimals: 0 | 2 = 2): string {
  return formatMoney(p, { currencySymbol: true, decimals });
}

/** A wire amount ("1000.00") for display; an unreadable one is shown as given, never rounded. */
export function wireTaka(value: string, decimals: 0 | 2 = 2): string {
  const p = tryParseMoney(value);
  return p === null ? value : taka(p, decimals);
}

/** Whole taka of a constant, for labels and test ids: 50000n → "500". */
export function wholeTaka(p: Poisha): string {
  return (p / 100n).toString();
}

/** The amount field's rules, wallet numbers and Dhaka days are shared with desktop (`@khela/domain`, flows/). */
export { addToAmount, amountText, cleanAmount, daysBefore, dhakaDay, dhakaTime, localPhone } from '@khela/domain';
