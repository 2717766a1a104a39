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

  it('serves the browsable page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
