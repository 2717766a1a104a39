import { TAKA_SIGN, formatMoney, formatNumber, localDigits, tryParseMoney } from '@khela/domain';

/** A level as the wire sends it, named in both languages. */
export interface NamedLevel {
  name: string;
  name_bn: string;
}

/** The level's name in the player's language (`name` / `name_bn`). */
export function levelName(level: NamedLevel, language: string | undefined): string {
  return language === 'bn' && level.name_bn ? level.name_bn : level.name;
}

/** VP for reading: "12345.50" → "12,345.50" (en-IN grouping, never rounded); whole numbers as given grouped. */
export function formatVp(value: string | number): string {
  return formatNumber(String(value));
}

/** Money of a wire decimal with its currency: "৳1,250.00" for BDT, "INR 1,250.00" otherwise (`decimals: 0` leaves ".00" out of whole amounts); unreadable as given. */
export function formatCash(value: string, currency = 'BDT', decimals: 0 | 2 = 2): string {
  const p = tryParseMoney(value);
  if (p === null) return value;
  const text = formatMoney(p, { decimals });
  return currency === 'BDT' ? `${TAKA_SIGN}${text}` : `${currency} ${text}`;
}

/** A rate from the wire ("0.10" or "0.10%") shown as a percentage, in the player's digits ("০.১০%" in Bangla). */
export function formatRate(rate: string): string {
  return localDigits(rate.trim().endsWith('%') ? rate.trim() : `${rate.trim()}%`);
}

/** "2026-03" → "March 2026" in the player's language (Bangla month names for bn); unreadable as given. */
export function formatMonth(month: string, language: string | undefined): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return month;
  // The 15th at noon UTC is the same calendar month everywhere, Dhaka included.
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 15, 12));
  const locale = language === 'bn' ? 'bn-BD' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'Asia/Dhaka' }).format(d);
}
