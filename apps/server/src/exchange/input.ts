import { MESSAGES } from '@khela/domain';
import type { ExchangeSport } from '../db/tables';
import { readAmount as readMoney, refusal } from '../shared/read';

/**
 * The exchange's readers of what its routes' TypeBox schemas let through typed but not checked: presence and form,
 * refused with a 422 naming the field (the schemas only refuse wrong types, with a 400), in the one refusal shape of
 * shared/read.ts. The amount is the shared reader's; ids keep the exchange's own forms.
 */

/** A money amount from the wire (decimal taka string or number) that must be positive. */
export function readAmount(raw: string | number | undefined, field: string): bigint {
  // No upper bound here: the market's own limits refuse a stake too large, with their message.
  return readMoney(raw, { field, invalid: MESSAGES.valueInvalid, max: 2n ** 62n });
}

/** A row id from a body or a path: 1 to 18 digits. */
export function readId(raw: string | number | undefined, field: string): bigint {
  const s = String(raw ?? '');
  if (!/^[0-9]{1,18}$/.test(s)) throw refusal({ field }, MESSAGES.valueInvalid);
  return BigInt(s);
}

/** The client's id for a bet (the same id again answers the first bet). */
export function readRequestId(raw: string | undefined): string {
  if (typeof raw !== 'string' || !/^[\w:.-]{1,64}$/.test(raw)) throw refusal({ field: 'request_id' }, MESSAGES.valueInvalid);
  return raw;
}

/** The side of a bet: back or lay (Match Odds, Bookmaker), yes or no (Fancy). */
export function readSide<S extends string>(raw: unknown, sides: readonly S[]): S {
  const side = sides.find((s) => s === raw);
  if (side === undefined) throw refusal({ field: 'side' }, MESSAGES.valueInvalid);
  return side;
}

const SPORTS: readonly ExchangeSport[] = ['cricket', 'soccer', 'tennis'];

/** A sport named in a path or a query (any case), or undefined for one the exchange does not offer. */
export function sportOf(raw: unknown): ExchangeSport | undefined {
  const s = typeof raw === 'string' ? raw.toLowerCase() : undefined;
  return SPORTS.find((x) => x === s);
}
