import { MESSAGES, MoneyError, parseMoney, type Poisha } from '@khela/domain';
import { AppError, type ErrorCode } from './errors';

/**
 * The readers of the values a route's schema lets through as text (amounts, request ids): the schema checks the
 * shape, these the value, with the player-readable message of the screen that sends it. Every refusal has one shape:
 * `AppError(code, message, { [field]: [message] })`, its status the code's (a 422 `validation_failed` unless the
 * caller names another: the games' 400 `bad_request`, the withdrawal screens' `withdraw_refused`).
 */

/** How a value is refused: the field it is reported on and the error code (its status). */
export interface Refusal {
  field: string;
  /** Default `validation_failed` (422). */
  code?: ErrorCode;
}

/** The one refusal shape of the readers. */
export function refusal(r: Refusal, message: string): AppError {
  return new AppError(r.code ?? 'validation_failed', message, { [r.field]: [message] });
}

/** The most any amount may be: 1,000,000,000.00. */
const AMOUNT_MAX: Poisha = 1_000_000_000_00n;

/**
 * A positive amount in decimal taka (string or number) → poisha, within [min, max] (default 0.01 to 1,000,000,000.00).
 * Refused with `missing` when absent or empty, with `invalid` when not a money amount or out of range.
 */
export function readAmount(value: unknown, r: Refusal & { missing?: string; invalid?: string; min?: Poisha; max?: Poisha }): Poisha {
  const invalid = r.invalid ?? MESSAGES.amountInvalid;
  if (value === undefined || value === null || value === '') throw refusal(r, r.missing ?? invalid);
  if (typeof value !== 'string' && typeof value !== 'number') throw refusal(r, invalid);
  let p: Poisha;
  try {
    p = parseMoney(value);
  } catch (e) {
    if (e instanceof MoneyError) throw refusal(r, invalid);
    throw e;
  }
  if (p < (r.min ?? 1n) || p > (r.max ?? AMOUNT_MAX)) throw refusal(r, invalid);
  return p;
}

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * A client's id for a submission it may send again (`request_id`: 8–64 letters, digits, `-` or `_`), refused with
 * `message` (default "This value is not valid.") when malformed. Absent or empty: undefined if `optional`, else
 * refused.
 */
export function readRequestId(value: unknown, r: Partial<Refusal> & { message?: string; optional: true }): string | undefined;
export function readRequestId(value: unknown, r?: Partial<Refusal> & { message?: string; optional?: false }): string;
export function readRequestId(value: unknown, r: Partial<Refusal> & { message?: string; optional?: boolean } = {}): string | undefined {
  if (r.optional && (value === undefined || value === null || value === '')) return undefined;
  if (typeof value !== 'string' || !REQUEST_ID.test(value)) throw refusal({ field: r.field ?? 'request_id', code: r.code }, r.message ?? MESSAGES.valueInvalid);
  return value;
}
