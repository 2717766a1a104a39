import { localDigits, type DisplayLanguage } from './locale';
/**
 * Money on bigint minor units. 1 taka = 100 poisha. Nothing here ever rounds:
 * input with more than two decimals is refused, output shows the exact amount.
 * The API speaks decimal strings with two places ("1234.50"): `parseMoney` / `toWire` are the pair at the edge.
 */

/** An amount in poisha (1 taka = 100 poisha). */
export type Poisha = bigint;

export class MoneyError extends Error {
  override name = 'MoneyError';
  constructor(
    message: string,
    readonly input: unknown,
  ) {
    super(message);
  }
}

/** Plain digits, or digits grouped by commas the western way (1,234,567) or the Indian way (12,34,567). */
const INTEGER_PART = /^(?:\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3})$/;
const FRACTION_PART = /^\d{1,2}$/;

/**
 * Parse a decimal taka amount into poisha.
 * Accepts: optional leading '-', digits (commas as grouping), optional '.' with one or two digits; surrounding spaces.
 * Refuses: empty, '+', exponents, NaN/Infinity, more than two decimals, a bare '.', unsafe numbers.
 * A `number` goes through its string form (`String(0.1)` is "0.1"), never through `x * 100`.
 */
export function parseMoney(input: string | number): Poisha {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new MoneyError('Amount is not a finite number', input);
    if (Math.abs(input) > Number.MAX_SAFE_INTEGER) throw new MoneyError('Amount is too large to be exact as a number', input);
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    throw new MoneyError('Amount must be a string or a number', input);
  }
  if (text.length === 0) throw new MoneyError('Amount is empty', input);
  if (text.length > 64) throw new MoneyError('Amount is too long', input);

  let negative = false;
  if (text.startsWith('-')) {
    negative = true;
    text = text.slice(1);
  }
  const dot = text.indexOf('.');
  const whole = dot === -1 ? text : text.slice(0, dot);
  const fraction = dot === -1 ? '' : text.slice(dot + 1);
  if (!INTEGER_PART.test(whole)) throw new MoneyError(`Not a valid amount: ${JSON.stringify(input)}`, input);
  if (dot !== -1 && !FRACTION_PART.test(fraction)) {
    throw new MoneyError(`An amount has at most two decimals: ${JSON.stringify(input)}`, input);
  }
  const poisha = BigInt(whole.replace(/,/g, '')) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  return negative ? -poisha : poisha;
}

/** `parseMoney` that answers null instead of throwing (form fields). */
export function tryParseMoney(input: string | number | null | undefined): Poisha | null {
  if (input === null || input === undefined) return null;
  try {
    return parseMoney(input);
  } catch (e) {
    if (e instanceof MoneyError) return null;
    throw e;
  }
}

/** Whole taka to poisha, for constants: `fromTaka(500)` is 50000n. */
export function fromTaka(taka: number | bigint): Poisha {
  if (typeof taka === 'bigint') return taka * 100n;
  if (!Number.isSafeInteger(taka)) throw new MoneyError('fromTaka takes a whole, safe number of taka', taka);
  return BigInt(taka) * 100n;
}

function splitPoisha(p: Poisha): { sign: '' | '-'; whole: string; fraction: string } {
  const abs = p < 0n ? -p : p;
  return {
    sign: p < 0n ? '-' : '',
    whole: (abs / 100n).toString(),
    fraction: (abs % 100n).toString().padStart(2, '0'),
  };
}

/** The API form: "1234.50", "-0.05", "0.00". No grouping. */
export function toWire(p: Poisha): string {
  const { sign, whole, fraction } = splitPoisha(p);
  return `${sign}${whole}.${fraction}`;
}

/** en-IN grouping: the last three digits, then groups of two (1,23,45,678). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last3}`;
}

interface FormatMoneyOptions {
  /** en-IN lakh/crore grouping (1,23,45,678). Default true. */
  grouping?: boolean;
  /**
   * 2 (default) always shows two places. 0 leaves out ".00" for whole taka; an amount with poisha
   * still shows its two places, because nothing is ever rounded away.
   */
  decimals?: 0 | 2;
  /** Prefix the taka sign '৳'. Default false. */
  currencySymbol?: boolean;
  /** Digits of this language; default the display language (locale.ts). A value a machine reads back passes 'en'. */
  lang?: DisplayLanguage;
}

export const TAKA_SIGN = '৳';

/** Display form: `formatMoney(12345678_00n)` is "1,23,45,678.00". */
export function formatMoney(p: Poisha, opts: FormatMoneyOptions = {}): string {
  const { grouping = true, decimals = 2, currencySymbol = false, lang } = opts;
  const { sign, whole, fraction } = splitPoisha(p);
  const intText = grouping ? groupIndian(whole) : whole;
  const fracText = decimals === 0 && fraction === '00' ? '' : `.${fraction}`;
  return localDigits(`${sign}${currencySymbol ? TAKA_SIGN : ''}${intText}${fracText}`, lang);
}

/** Taka for reading ("৳1,000.00"); `decimals: 0` leaves ".00" out of whole amounts. */
export function formatTaka(p: Poisha, decimals: 0 | 2 = 2): string {
  return formatMoney(p, { currencySymbol: true, decimals });
}

/** A wire amount ("1000.00") as taka for reading; an unreadable one is shown as given, never rounded. */
export function formatWireTaka(value: string, decimals: 0 | 2 = 2): string {
  const p = tryParseMoney(value);
  return p === null ? value : formatTaka(p, decimals);
}

/**
 * A count or other plain number for reading, in the display language with Indian grouping:
 * `formatNumber(1234567)` is "12,34,567" (Bangla "১২,৩৪,৫৬৭"). Fractions keep the digits they have.
 */
export function formatNumber(n: number | bigint | string, lang?: DisplayLanguage): string {
  const text = typeof n === 'string' ? n : String(n);
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  return localDigits(m ? `${m[1]}${groupIndian(m[2]!)}${m[3] ?? ''}` : text, lang);
}
