import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, AppError } from '../src/shared/errors';
import { startTestApp, type TestApp } from './helpers';

const SRC = join(__dirname, '..', 'src');
const ARCHITECTURE = readFileSync(join(__dirname, '..', '..', '..', 'ARCHITECTURE.md'), 'utf8');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('the error catalogue', () => {
  const code = sources(SRC).map((p) => readFileSync(p, 'utf8')).join('\n');

  it('every code thrown or answered in the source is in the catalogue', () => {
    const thrown = new Set<string>();
    for (const m of code.matchAll(/new AppError\(\s*'([a-z_]+)'/g)) thrown.add(m[1]!);
    for (const m of code.matchAll(/new GameWalletError\(\s*'([A-Z_]+)'/g)) thrown.add(m[1]!.toLowerCase() === 'insufficient_funds' ? 'insufficient_funds_wallet' : m[1]!.toLowerCase());
    expect(thrown.size).toBeGreaterThan(10);
    for (const c of thrown) expect(ERROR_CATALOGUE, `code ${c}`).toHaveProperty(c);
    // Codes only answer through AppError: no reply builds its own error body.
    expect(code).not.toMatch(/reply\.status\(\d{3}\)\.send\(\{\s*message/);
  });

  it('every catalogue code is documented in ARCHITECTURE.md with its status', () => {
    for (const [c, e] of Object.entries(ERROR_CATALOGUE)) {
      expect(ARCHITECTURE, c).toMatch(new RegExp(`\\|\\s*\`${c}\`\\s*\\|\\s*${e.status}\\b`));
    }
  });

  it('a code answers its own status, and refuses one the catalogue does not give it', () => {
    expect(new AppError('conflict', 'x').status).toBe(409);
    expect(new AppError('tx_not_found', 'x', undefined, undefined, undefined, 409).status).toBe(409);
    expect(() => new AppError('conflict', 'x', undefined, undefined, undefined, 418)).toThrow(/does not answer 418/);
  });
});

describe('/api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('describes every /api route with its request and response, tagged by audience', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      tags: { name: string }[];
      paths: Record<string, Record<string, { tags?: string[]; responses?: Record<string, unknown>; requestBody?: unknown; parameters?: unknown[] }>>;
    };
    expect(doc.tags.map((x) => x.name)).toEqual(['player', 'provider-wallet', 'staff']);
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
    expect(ops.length).toBeGreaterThan(90);
    // The spec's paths, typos included.
    for (const p of ['/api/b2b/showpayment-menthod', '/api/submit-deposit', '/api/login', '/api/provider/{platform}/wallet', '/api/backoffice/deposits']) {
      expect(Object.keys(doc.paths), p).toContain(p);
    }
    const undocumented = ops.filter(({ op }) => !op.responses || !Object.keys(op.responses).some((s) => s.startsWith('2')));
    expect(undocumented.map((o) => `${o.method} ${o.path}`)).toEqual([]);
    for (const { path, op } of ops) {
      const tag = path.startsWith('/api/backoffice') ? 'staff' : path.startsWith('/api/provider/') ? 'provider-wallet' : 'player';
      expect(op.tags, path).toEqual([tag]);
    }
    // A body the client may leave out is not required; a body the route needs is.
    expect((doc.paths['/api/balance']!.post!.requestBody as { required?: boolean }).required).toBe(false);
    expect((doc.paths['/api/submit-deposit']!.post!.requestBody as { required?: boolean }).required).toBe(true);
    // Nothing outside /api (the edge's pages and assets, the dev routes) is in the description.
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });

  it('declares every answer: no response schema is an open object (nor, for the console, an untyped value) but the allow-list', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
    const found: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        for (const [status, r] of Object.entries(op.responses ?? {})) {
          if (!status.startsWith('2')) continue;
          const schema = r.content?.['application/json']?.schema;
          if (schema) for (const where of looseSchemas(doc, schema, '', path.startsWith('/api/backoffice'))) found.push(`${method.toUpperCase()} ${path} ${where}`);
        }
      }
    }
    expect(found.filter((f) => !LOOSE_ANSWERS.has(f)).sort()).toEqual([]);
    // An entry of the allow-list that is no longer loose is taken off it.
    expect([...LOOSE_ANSWERS].filter((f) => !found.includes(f)).sort()).toEqual([]);
  });

  it('serves the browsable page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

interface OpenApi {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
type JsonSchema = { [k: string]: unknown };

/**
 * Answers whose shape is not declared, on purpose ("METHOD /path where"; `where` is the place in the answer, `.` the
 * answer itself, `[]` an item). Every other answer names its fields (an undeclared field would be dropped by the
 * serializer, and /api/docs would say nothing about it).
 */
const LOOSE_ANSWERS = new Set([
  // A live table's deal carries game-specific facts (hand ranks, totals, the joker, …: packages/domain/src/fair/live),
  // a different shape per game; the rest of the deal is declared.
  'GET /api/backoffice/live-rounds/{key} .deal.detail',
  'GET /api/fair/live/{id} .deal.detail',
  'GET /api/games/live/state .history[].detail',
  'GET /api/games/live/state .round.deal.detail',
  // The generic configuration rows (staff/config.routes.ts and the game catalogue) are whole table rows as
  // `resourceWire` answers them: every column of the table (ids, timestamps, derived columns such as a payment
  // method's ledger code), not only the fields the resource declares, and the columns exist only as types.
  ...['payment-methods', 'payment-channels', 'receiving-numbers', 'promotions', 'sliders'].flatMap((r) => [
    `GET /api/backoffice/${r} []`,
    `POST /api/backoffice/${r} .`,
    `PATCH /api/backoffice/${r}/{id} .`,
  ]),
  'GET /api/backoffice/game-types []',
  'POST /api/backoffice/game-types .',
  'PATCH /api/backoffice/game-types/{key} .',
  'GET /api/backoffice/game-providers []',
  'POST /api/backoffice/game-providers .',
  'PATCH /api/backoffice/game-providers/{key} .',
  'GET /api/backoffice/games .data[]',
  'POST /api/backoffice/games .',
  'PATCH /api/backoffice/games/{key} .',
  // The audit log keeps each change's row before and after as it was (any entity, any shape).
  'GET /api/backoffice/audit .data[].before',
  'GET /api/backoffice/audit .data[].after',
  // A game round's parameters and outcome are the game's own JSON.
  'GET /api/backoffice/game-rounds/{key} .params',
  'GET /api/backoffice/game-rounds/{key} .outcome',
]);

/**
 * Where a schema accepts anything: an object with no declared fields that takes any field (any route), or a value
 * of no declared type (console routes; the player routes' game JSON — a round's params and outcome, a score — is the
 * game's or the feed's own).
 */
function looseSchemas(doc: OpenApi, schema: JsonSchema, where: string, staffRoute: boolean): string[] {
  const at = where || '.';
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const target = doc.components?.schemas?.[ref.replace('#/components/schemas/', '')];
    return target ? looseSchemas(doc, target, where, staffRoute) : [];
  }
  const out: string[] = [];
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[k];
    if (Array.isArray(list)) for (const s of list as JsonSchema[]) out.push(...looseSchemas(doc, s, where, staffRoute));
  }
  if (out.length > 0 || ['anyOf', 'oneOf', 'allOf'].some((k) => k in schema)) return [...new Set(out)];
  const typeless = !('type' in schema) && !('const' in schema) && !('enum' in schema);
  if (typeless) return staffRoute ? [at] : [];
  if (schema.type === 'array') {
    const items = [schema.items, schema.prefixItems].flat().filter((x): x is JsonSchema => typeof x === 'object' && x !== null);
    return items.length > 0 ? [...new Set(items.flatMap((x) => looseSchemas(doc, x, `${where}[]`, staffRoute)))] : [at];
  }
  if (schema.type !== 'object') return [];
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const [k, s] of Object.entries(props)) out.push(...looseSchemas(doc, s, `${where}.${k}`, staffRoute));
  if (Object.keys(props).length > 0) return out;
  // No declared fields: open unless every other field must have a declared type.
  const rest = [schema.additionalProperties, ...Object.values((schema.patternProperties ?? {}) as Record<string, unknown>)].filter((x) => x !== undefined && x !== false);
  if (rest.length === 0 && schema.additionalProperties === false) return out;
  if (rest.length === 0 || rest.some((x) => x === true || (typeof x === 'object' && x !== null && Object.keys(x).filter((k) => k !== 'description').length === 0))) return [at];
  return rest.flatMap((x) => looseSchemas(doc, x as JsonSchema, `${where}{}`, staffRoute));
}
