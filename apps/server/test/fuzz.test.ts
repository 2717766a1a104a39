import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { rngFrom } from '../src/exchange/feed/models/common';
import { bearer, newPlayer, startTestApp, type TestApp } from './helpers';
import { ADMIN_PASSWORD, staffLogin } from './payments-fixtures';

/**
 * Every HTTP endpoint fuzzed from its declared schema (issue 15): the operations come from the OpenAPI description
 * the route schemas generate (/api/docs/json), and each is called as an anonymous visitor, as a player and as staff
 * with a sample built from its schema, then with that sample broken one way at a time: wrong types, boundaries,
 * huge, unicode and control-character strings, missing and extra fields, hostile path and query values. Every answer
 * must be below 500, and a refused call (4xx) must change nothing: the money and the business tables read the same
 * before and after it. A refusal is read by a player: its body is JSON with a message the apps translate, so the
 * message must be one of the Bangla messages' English keys (or one of their `{{…}}` templates filled in). The
 * providers' seamless wallet is left out of that: its callers are machines, and its shape is theirs.
 *
 * Deterministic: FUZZ_SEED picks the mutations (the default below); FUZZ_PER_OP how many per operation and caller.
 * A fresh player and a fresh staff administrator per operation, so a call that locks its caller out (a
 * self-exclusion, a disabled account) does not blind the rest of the run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

/** The messages the apps translate (packages/i18n: keyed by their English text), as exact texts and as templates. */
const locales = join(import.meta.dirname, '../../../packages/i18n/src/locales/bn');
const bnMessages = Object.assign(
  {},
  ...readdirSync(locales, { recursive: true, encoding: 'utf8' })
    .filter((f) => f === 'messages.json' || f.endsWith('/messages.json'))
    .map((f) => JSON.parse(readFileSync(join(locales, f), 'utf8')) as Record<string, string>),
) as Record<string, string>;
const messageTemplates = Object.keys(bnMessages)
  .filter((k) => k.includes('{{'))
  .map((k) => new RegExp(`^${k.split(/\{\{[^}]+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`, 's'));
const translated = (m: string) => (bnMessages[m] !== undefined && bnMessages[m] !== '') || messageTemplates.some((r) => r.test(m));
const PER_OP = Number(process.env.FUZZ_PER_OP ?? 10);

type Schema = {
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
};
interface Operation {
  method: string;
  path: string;
  params: { name: string; in: string; schema?: Schema; required?: boolean }[];
  body?: Schema;
}

// The exchange simulator's seeded generator (mulberry32): the same seed, the same run.
const rand = rngFrom(SEED);
const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

/** Values that break things: types, boundaries, sizes, encodings. */
const HOSTILE: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  -0.01,
  2 ** 53,
  1e308,
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  '99999999999999999999.99',
  '9223372036854775808',
  '0.001',
  'x'.repeat(5000),
  '😀'.repeat(300),
  'ক্ষমা করবেন',
  'مرحبا',
  '\u0000\u0001\u001f',
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  [],
  ['a', 1],
  {},
  { $gt: '' },
];
/** A body that is not JSON at all, sent as JSON. */
const MALFORMED = Symbol('malformed');

/** Path parameter values: never a small id that names a real row (the run must not disable its own admin). */
const HOSTILE_PATH = ['0', '-1', '999999999', '9223372036854775808', 'abc', '1.5', '%F0%9F%98%80', 'x'.repeat(300), '%00', '..%2F..', 'null'];

/** Percent-encodes a value; a lone surrogate (no UTF-8 form) goes as the invalid bytes it would be. */
function enc(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
}

function firstType(s: Schema): Schema {
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return firstType(alts.find((a) => a.type !== 'null') ?? alts[0]!);
  return s;
}

/** A plausible value for a schema: enum/const first, then by type, within its bounds. */
function sample(s: Schema | undefined, depth = 0): unknown {
  if (!s || depth > 6) return null;
  const t = firstType(s);
  if (t.const !== undefined) return t.const;
  if (t.enum?.length) return t.enum[0];
  const type = Array.isArray(t.type) ? t.type.find((x) => x !== 'null') : t.type;
  switch (type) {
    case 'string': {
      if (t.format === 'date-time') return '2026-11-24T10:00:00.000Z';
      if (t.format === 'date') return '2026-11-24';
      const n = Math.max(t.minLength ?? 1, Math.min(t.maxLength ?? 8, 8));
      return 'a'.repeat(n);
    }
    case 'integer':
    case 'number':
      return t.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [sample(t.items, depth + 1)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(t.properties ?? {})) out[k] = sample(v, depth + 1);
      return out;
    }
    default:
      return 'a';
  }
}

/** The request variants of one operation: the sample, then one break at a time. */
function variants(op: Operation): { path: string; query: string; body: unknown; what: string }[] {
  const pathOf = (hostile: boolean) =>
    op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      const p = op.params.find((x) => x.in === 'path' && x.name === name);
      if (hostile) return pick(HOSTILE_PATH);
      const t = p?.schema ? firstType(p.schema) : undefined;
      return t?.enum?.length ? String(t.enum[0]) : t?.type === 'string' ? 'zz-none' : '999999';
    });
  const queryParams = op.params.filter((p) => p.in === 'query');
  const queryOf = (mutate?: string) =>
    queryParams
      .map((p) => {
        const v = p.name === mutate ? pick(HOSTILE) : sample(p.schema);
        return v === null || v === undefined ? '' : `${enc(p.name)}=${enc(typeof v === 'object' ? JSON.stringify(v) : String(v))}`;
      })
      .filter(Boolean)
      .join('&');
  const body = op.body ? sample(op.body) : undefined;
  const out = [{ path: pathOf(false), query: queryOf(), body, what: 'sample' }];
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
  const breaks: (() => { path: string; query: string; body: unknown; what: string })[] = [
    () => ({ path: pathOf(true), query: queryOf(), body, what: 'hostile path' }),
    () => ({ path: pathOf(false), query: queryOf(), body: pick(HOSTILE), what: 'hostile body' }),
    () => ({ path: pathOf(false), query: queryOf(), body: {}, what: 'empty body' }),
    () => ({ path: pathOf(false), query: queryOf(), body: MALFORMED, what: 'malformed JSON' }),
    () => ({ path: pathOf(false), query: queryOf(), body: { ...(body as object), zz_extra: pick(HOSTILE) }, what: 'extra field' }),
  ];
  if (queryParams.length) breaks.push(() => { const q = pick(queryParams).name; return { path: pathOf(false), query: queryOf(q), body, what: `query ${q}` }; });
  for (const f of fields) {
    breaks.push(() => ({ path: pathOf(false), query: queryOf(), body: { ...(body as object), [f]: pick(HOSTILE) }, what: `field ${f}` }));
    breaks.push(() => {
      const rest = { ...(body as Record<string, unknown>) };
      delete rest[f];
      return { path: pathOf(false), query: queryOf(), body: rest, what: `without ${f}` };
    });
  }
  for (let i = 0; i < PER_OP; i++) out.push(pick(breaks)());
  return out;
}

describe('every endpoint fuzzed from its schema', () => {
  let t: TestApp;
  let ops: Operation[] = [];
  let rootAdmin: string;
  beforeAll(async () => {
    // With a payment-notice secret, so the signed-notice endpoint is fuzzed past its "not configured" answer.
    t = await startTestApp({ adminPassword: ADMIN_PASSWORD, paymentNoticeSecret: 'fuzz-notice-secret-0123456789' }, { RATE_LIMIT_SCALE: '1000000' });
    rootAdmin = await staffLogin(t.app);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: Operation['params']; requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
    };
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        ops.push({ method: method.toUpperCase(), path, params: op.parameters ?? [], body: op.requestBody?.content?.['application/json']?.schema });
      }
    }
    // A plain code-unit order (not the machine's locale), so a seed gives the same calls everywhere.
    const key = (o: Operation) => `${o.path} ${o.method}`;
    ops = ops.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  }, 60_000);
  afterAll(() => t?.close());

  /** The money and the business state: what a refused call must leave as it was. */
  async function state(): Promise<string> {
    const r = await sql<{ s: string }>`
      SELECT concat_ws('|',
        (SELECT count(*) FROM ledger_transactions), (SELECT count(*) FROM ledger_postings),
        (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE kind <> 'house'), (SELECT count(*) FROM ledger_accounts),
        (SELECT count(*) FROM players), (SELECT count(*) FROM vip_balances), (SELECT count(*) FROM referral_rewards),
        (SELECT string_agg(status || count, ',' ORDER BY status) FROM (SELECT status, count(*)::text AS count FROM deposits GROUP BY status) d),
        (SELECT string_agg(status || count, ',' ORDER BY status) FROM (SELECT status, count(*)::text AS count FROM withdrawals GROUP BY status) w),
        (SELECT count(*) FROM game_rounds), (SELECT count(*) FROM game_wallet_tx), (SELECT count(*) FROM exchange_orders), (SELECT count(*) FROM exchange_bets),
        (SELECT count(*) FROM turnover_tickets), (SELECT count(*) FROM adjustments), (SELECT count(*) FROM promotions), (SELECT count(*) FROM payment_methods),
        (SELECT count(*) FROM receiving_numbers), (SELECT count(*) FROM staff), (SELECT count(*) FROM games), (SELECT count(*) FROM game_providers),
        (SELECT count(*) FROM player_protection), (SELECT count(*) FROM vip_points), (SELECT count(*) FROM cash_claims), (SELECT count(*) FROM inbox_broadcasts),
        (SELECT count(*) FROM support_messages), (SELECT count(*) FROM player_phones), (SELECT count(*) FROM sliders), (SELECT count(*) FROM site_pages)
      ) AS s`.execute(t.app.khela.database.db);
    return r.rows[0]!.s;
  }

  it('answers every call below 500, and a refused call changes nothing', async () => {
    const fivexx: string[] = [];
    const changed: string[] = [];
    const unreadable = new Set<string>();
    let calls = 0;
    for (const op of ops) {
      // Fresh callers for each operation: whatever the previous one did to its callers stays there.
      const player = await newPlayer(t.app);
      const staffName = `fz${Date.now().toString(36)}${calls % 1000}`;
      const made = await t.app.inject({ method: 'POST', url: '/api/backoffice/staff', headers: bearer(rootAdmin), payload: { username: staffName, password: 'fuzz-password-1', role: 'admin' } });
      expect(made.statusCode, made.body).toBe(200);
      const staff = await staffLogin(t.app, staffName, 'fuzz-password-1');
      const callers: [string, Record<string, string>][] = [
        ['anonymous', {}],
        ['player', bearer(player.token)],
        ['staff', bearer(staff)],
      ];
      let before = await state();
      for (const [who, headers] of callers) {
        // Logging out would only end this caller's own session; it is exercised anonymously.
        if (who !== 'anonymous' && /logout/.test(op.path)) continue;
        for (const v of variants(op)) {
          const url = `${v.path}${v.query ? `?${v.query}` : ''}`;
          const withBody = op.method !== 'GET' && op.method !== 'DELETE' && v.body !== undefined;
          const res = await t.app.inject({
            method: op.method as 'GET',
            url,
            headers: { ...headers, ...(withBody ? { 'content-type': 'application/json' } : {}) },
            ...(withBody ? { payload: v.body === MALFORMED ? '{"amount": 1,' : JSON.stringify(v.body) } : {}),
          });
          calls++;
          const label = `${who} ${op.method} ${op.path} (${v.what}) → ${res.statusCode}`;
          if (res.statusCode >= 500) fivexx.push(`${label}: ${res.body.slice(0, 200)}`);
          else if (res.statusCode >= 400 && !op.path.startsWith('/api/provider/')) {
            let message: unknown;
            try {
              message = (JSON.parse(res.body) as { message?: unknown }).message;
            } catch {
              message = undefined;
            }
            if (typeof message !== 'string' || !translated(message)) unreadable.add(`${op.method} ${op.path} → ${res.statusCode}: ${JSON.stringify(message ?? res.body.slice(0, 120))}`);
          }
          if (op.method !== 'GET') {
            const after = await state();
            if (res.statusCode >= 400 && after !== before) changed.push(`${label}: ${before} → ${after}`);
            before = after;
          }
        }
      }
    }
    console.log(`[fuzz] seed ${SEED}: ${calls} calls over ${ops.length} operations × 3 callers`);
    expect(fivexx).toEqual([]);
    expect(changed).toEqual([]);
    expect([...unreadable]).toEqual([]);
    expect(calls).toBeGreaterThan(ops.length * 20);
  }, 600_000);
});
