import { MESSAGES, dhakaMidnight, toWire, type Poisha } from '@khela/domain';
import { AppError } from '../shared/errors';
import type { AccountRef } from '../wallet/wallet.service';

/** Rows a busy house account is split into (see AccountRef.shards). */
const HOUSE_SHARDS = 8;

/** The house accounts of payments. Each is split, so no single row is hot. */
export const HOUSE = {
  /** Money players sent to our receiving numbers of a method, not yet swept. */
  depositsClearing: (methodCode: string, currency: string): AccountRef => ({ house: `deposits:${methodCode}`, currency, shards: HOUSE_SHARDS }),
  /** Withdrawals requested and not yet paid out. */
  withdrawalsPayable: (currency: string): AccountRef => ({ house: 'withdrawals:payable', currency, shards: HOUSE_SHARDS }),
  /** Withdrawals paid out through a method's wallets. */
  cashoutClearing: (methodCode: string, currency: string): AccountRef => ({ house: `cashout:${methodCode}`, currency, shards: HOUSE_SHARDS }),
  /** Deposit bonuses given away. */
  bonusExpense: (currency: string): AccountRef => ({ house: 'bonus:expense', currency, shards: HOUSE_SHARDS }),
  /** Manual adjustments by staff. */
  adjustments: (currency: string): AccountRef => ({ house: 'adjustments', currency, shards: HOUSE_SHARDS }),
};

/** 422 with the message on one field. */
export function invalid(field: string, message: string): AppError {
  return AppError.validation({ [field]: [message] }, message);
}

/**
 * A submission that may carry a request id, answered once: what this id made already answers at once, before any
 * rule (the rules would refuse it: its hold is spent, it is pending); otherwise `submit` runs, and should it be
 * refused, a copy sent in parallel may have gone through while this one was being checked, so what the id made
 * meanwhile answers instead of the refusal.
 */
export async function submitOnce<R, T>(requestId: string | undefined, made: (requestId: string) => Promise<R | undefined>, answer: (row: R) => T, submit: () => Promise<T>): Promise<T> {
  const earlier = requestId ? await made(requestId) : undefined;
  if (earlier) return answer(earlier);
  try {
    return await submit();
  } catch (e) {
    const meanwhile = requestId && e instanceof AppError ? await made(requestId) : undefined;
    if (meanwhile) return answer(meanwhile);
    throw e;
  }
}

/** A positive whole id given as a number or digits; null when absent, 0 or empty. */
export function readId(value: unknown): bigint | null {
  if (value === undefined || value === null || value === '' || value === 0 || value === '0') return null;
  const s = typeof value === 'number' ? (Number.isSafeInteger(value) && value > 0 ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,18}$/.test(s)) return -1n;
  return BigInt(s);
}

/** `pct` percent of `amount`, rounded down to the poisha. */
function percentOf(amount: Poisha, pct: number): Poisha {
  return (amount * BigInt(pct)) / 100n;
}

/** Deposit bonus: the promotion's percent capped by its max (0 = no cap), plus the method's percent. */
export function depositBonus(amount: Poisha, terms: { promoPct: number; promoMax: Poisha; methodPct: number }): Poisha {
  let promo = percentOf(amount, terms.promoPct);
  if (terms.promoMax > 0n && promo > terms.promoMax) promo = terms.promoMax;
  return promo + percentOf(amount, terms.methodPct);
}

/** 00:00 of today in Dhaka (UTC+6, no daylight saving) as an instant. */
export function dhakaDayStart(now: Date = new Date()): Date {
  return dhakaMidnight(0, now);
}

export function isElevenDigits(s: unknown): s is string {
  return typeof s === 'string' && /^\d{11}$/.test(s);
}

export function moneyRange(min: Poisha, max: Poisha): { min: string; max: string } {
  return { min: toWire(min), max: toWire(max) };
}

/** Trimmed string of at most `max` characters, or a 422 on `field`. */
export function readText(value: unknown, field: string, max: number, message: string = MESSAGES.valueTooLong): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' && typeof value !== 'number') throw invalid(field, MESSAGES.badRequest);
  const s = String(value).trim();
  if (s.length > max) throw invalid(field, message);
  return s;
}
