import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@khela/domain';
import { AppError } from './errors';

/** C0 controls except tab, LF and CR, and DEL: never part of text a person types (NUL also breaks PostgreSQL text). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Half of a UTF-16 surrogate pair alone (JSON may write one as `\ud800`): no character at all, and no UTF-8 form. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** The message for a string the server refuses, or null. */
function refusal(s: string): string | null {
  if (CONTROL.test(s)) return MESSAGES.controlCharacters;
  if (LONE_SURROGATE.test(s)) return MESSAGES.brokenCharacters;
  return null;
}

/**
 * Throws a 400 when any string in `value` — a string itself, or any key or string value of nested plain objects and
 * arrays — holds a control character or a lone surrogate (which PostgreSQL cannot store: it was a 500, found by the
 * schema fuzzer). Walks without recursion, so a deeply nested body cannot overflow the stack.
 * Other values (numbers, Buffers of raw bodies, streams) are left alone.
 */
export function refuseControlCharacters(value: unknown): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      const m = refusal(v);
      if (m) throw AppError.badRequest(m);
    } else if (Array.isArray(v)) {
      for (const x of v) stack.push(x);
    } else if (v !== null && typeof v === 'object' && isPlain(v)) {
      for (const [k, x] of Object.entries(v)) {
        const m = refusal(k);
        if (m) throw AppError.badRequest(m);
        stack.push(x);
      }
    }
  }
}

/** Parsed JSON, and Fastify's query and params objects (made from a prototype-less class): not Buffers or streams. */
function isPlain(v: object): boolean {
  const proto = Object.getPrototypeOf(v) as object | null;
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/**
 * The edge of every route's input, installed once on the root instance before any route:
 * - JSON bodies: an empty body (`Content-Type: application/json` with nothing in it) is no body, as without the
 *   header; anything else goes through Fastify's own parser (prototype-poisoning checks included).
 * - Control characters in the query, the path parameters or the parsed body refuse the request with a 400 before
 *   any route code (authentication included) runs. Routes that keep their JSON raw (signed provider and payment
 *   calls) run `refuseControlCharacters` themselves on what they parse.
 */
export function installInputGuards(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    json(req, text, done);
  });

  app.addHook('preValidation', async (req) => {
    refuseControlCharacters(req.query);
    refuseControlCharacters(req.params);
    refuseControlCharacters(req.body);
  });
}
