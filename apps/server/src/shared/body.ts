import { MESSAGES } from '@khela/domain';
import { AppError } from './errors';
import { refuseControlCharacters } from './input';

/** `json`: any JSON value, checked afterwards by a domain parser (e.g. a game's bet parameters). */
export type FieldType = 'string' | 'number' | 'integer' | 'boolean' | 'string|number' | 'json';

/**
 * The request-shape guard every route runs before the rules: a JSON object, only known fields, each of its type.
 * Rules (lengths, formats, messages) come after, from packages/domain's yup schemas.
 */
export function readFields(body: unknown, fields: Record<string, FieldType>): Record<string, unknown> {
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw AppError.badRequest(MESSAGES.badRequest);
  }
  // Also done for every route by installInputGuards; here for the routes that parse their raw body themselves.
  refuseControlCharacters(body);
  const out: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const type = fields[key];
    if (!type) {
      errors[key] = [MESSAGES.unknownField];
      continue;
    }
    if (value === null || value === undefined) continue;
    if (!matches(value, type)) {
      errors[key] = [MESSAGES.wrongType];
      continue;
    }
    out[key] = typeof value === 'number' && type === 'string|number' ? String(value) : value;
  }
  if (Object.keys(errors).length > 0) throw new AppError('bad_request', MESSAGES.badRequest, errors);
  return out;
}

function matches(v: unknown, t: FieldType): boolean {
  switch (t) {
    case 'string':
      return typeof v === 'string';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'integer':
      return typeof v === 'number' && Number.isSafeInteger(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'string|number':
      return typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
    case 'json':
      return true;
  }
}

/** Query strings: only the named keys, each a single short string. */
export function readQuery(query: unknown, keys: string[]): Record<string, string | undefined> {
  const q = (query ?? {}) as Record<string, unknown>;
  const out: Record<string, string | undefined> = {};
  for (const k of keys) {
    const v = q[k];
    if (v === undefined) continue;
    if (typeof v !== 'string' || v.length > 200) throw AppError.badRequest();
    refuseControlCharacters(v);
    out[k] = v;
  }
  return out;
}
