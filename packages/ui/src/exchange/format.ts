import { formatMoney, tryParseMoney, type Poisha, formatNumber, localDigits } from '@khela/domain';

/** Decimal odds as exchanges print them: 1.62, 2.5, 12, 1000 (never "2.50" or "1000.00"). */
export function formatOdds(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price)) return '';
  return String(Math.round(price * 100) / 100);
}

/**
 * A ladder size (the money offered at a price) in few characters for a 52–64 px cell: whole taka up to 9,999
 * ("500", "2,000"), then thousands with one decimal ("12.5K", "250K"), then millions ("1.2M"). Display only, never
 * used for money math; an unreadable value is shown as given.
 */
export function compactSize(size: string | null | undefined): string {
  if (size === null || size === undefined || size === '') return '';
  const p = tryParseMoney(size);
  if (p === null) return size;
  const taka = Number(p / 100n);
  if (taka < 10_000) return formatNumber(taka);
  if (taka < 1_000_000) return `${localDigits(trim(taka / 1000))}K`;
  return `${localDigits(trim(taka / 1_000_000))}M`;
}

function trim(n: number): string {
  const v = n >= 100 ? Math.floor(n) : Math.floor(n * 10) / 10;
  return String(v);
}

/** Money with the taka sign and en-IN grouping: 123456n → "৳1,234.56"; whole amounts without ".00" when `short`. */
export function taka(p: Poisha, short = false): string {
  return formatMoney(p, { currencySymbol: true, decimals: short ? 0 : 2 });
}

/** A wire amount ("1234.50") with the taka sign; an unreadable one as given. */
export function wireTaka(value: string | null | undefined, short = false): string {
  if (value === null || value === undefined) return '';
  const p = tryParseMoney(value);
  return p === null ? value : taka(p, short);
}

/** Signed money for profit and loss: "+৳120.00", "−৳50.00" (a real minus sign), "৳0.00". */
export function signedTaka(p: Poisha): string {
  if (p > 0n) return `+${taka(p)}`;
  if (p < 0n) return `\u2212${taka(-p)}`;
  return taka(0n);
}
