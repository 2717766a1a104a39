import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPort } from '../../../tooling/local-port.mjs';
import { bearer, newPlayer, onPostgres, startTestApp, type TestApp } from './helpers';
import { launch, play } from './games-fixtures';
import { fund, startPaymentsApp, staffLogin } from './payments-fixtures';

/** Operations (issue 41): the request id, readiness, and the metrics that are never public. */
describe('request ids, readiness and metrics', () => {
  let t: TestApp;
  const TOKEN = 'metrics-token-0123456789';
  beforeAll(async () => {
    t = await startPaymentsApp({ metricsToken: TOKEN, ledgerCheckMs: 3_600_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every answer carries its request id: the caller’s when it is a sane one, a new one otherwise', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const b = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.2' } });
    expect(b.headers['x-request-id']).toBe('lb-7f3a.2');
    const c = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'x" injected=1' } });
    expect(c.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const d = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(d.statusCode).toBe(404);
    expect(d.headers['x-request-id']).toBeTruthy();
  });

  it('readiness: 503 until the process listens, 200 while it serves with the database answering, 503 once it is stopping', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect([before.statusCode, before.json().status]).toEqual([503, 'starting']);
    t.app.khela.lifecycle.listening = true;
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', redis: 'none' });
    expect(ready.headers['cache-control']).toBe('no-store');
    t.app.khela.lifecycle.closing = true;
    const closing = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect([closing.statusCode, closing.json().status]).toEqual([503, 'closing']);
    t.app.khela.lifecycle.closing = false;
    // Liveness stays a plain yes.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('/metrics answers only to the bearer of METRICS_TOKEN, in the Prometheus format, by route pattern', async () => {
    const p = await newPlayer(t.app);
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'POST', url: '/api/balance', headers: { authorization: `Bearer ${p.token}` }, payload: {} });
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(404);
    const m = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(m.statusCode).toBe(200);
    expect(m.headers['content-type']).toMatch(/^text\/plain/);
    const text = m.body;
    expect(text).toMatch(/khela_http_request_duration_seconds_count\{method="POST",route="\/api\/balance",status="200"\} 3/);
    expect(text).toContain('khela_nodejs_eventloop_lag_seconds');
    expect(text).toContain('khela_ws_subscriptions');
    expect(text).toContain('khela_leases_held{lease="crash"}');
    expect(text).toContain('khela_leases_held{lease="live"}');
    if (onPostgres) {
      expect(text).toMatch(/khela_db_pool_connections\{state="total"\} [1-9]/);
      expect(text).toMatch(/khela_db_transaction_duration_seconds_count\{outcome="commit"\} [1-9]/);
    }
    // The ledger check ran at start (LEDGER_CHECK_MS) and found nothing.
    expect(text).toMatch(/^khela_ledger_problems 0$/m);
    expect(text).toMatch(/^khela_job_runs\{task="ledger check",outcome="ok"\} [1-9]/m);
    // Never a raw URL with an id in it: one series per route pattern.
    expect(text).not.toMatch(/route="[^"]*[?]/);
  });

  it('counts the stakes and settlements of every product through the stake pipeline', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app, p, '1000');
    const s = await launch(t.app, p, 'dice');
    for (let i = 0; i < 2; i++) await play(t.app, s, '10', { target: 50, direction: 'under' });
    const text = (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    const value = (re: RegExp) => Number(re.exec(text)?.[1] ?? 'NaN');
    expect(value(/^khela_stakes_total\{product="casino",outcome="accepted"\} (\d+)/m)).toBeGreaterThanOrEqual(2);
    expect(value(/^khela_settled_stakes_total\{product="casino"\} (\d+)/m)).toBeGreaterThanOrEqual(2);
    expect(value(/^khela_settled_risk_poisha_total\{product="casino"\} (\d+)/m)).toBeGreaterThanOrEqual(2000);
  });
});

describe('the ledger check on demand', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/backoffice/ledger/verify: healthy, for finance and admin; a player is refused', async () => {
    const staff = await staffLogin(t.app);
    const r = await t.app.inject({ method: 'GET', url: '/api/backoffice/ledger/verify', headers: bearer(staff) });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ healthy: true, unbalanced: 0, drifted: 0, empty: 0 });
    const p = await newPlayer(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/backoffice/ledger/verify', headers: bearer(p.token) })).statusCode).toBe(401);
  });
});

describe('metrics on a port of their own', () => {
  let t: TestApp;
  const port = localPort();
  beforeAll(async () => {
    t = await startTestApp({ metricsPort: port, metricsToken: null });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves /metrics there without a token, and not on the site’s port', async () => {
    const r = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('khela_http_request_duration_seconds');
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything-at-all-123' } })).statusCode).toBe(404);
    // It listens: ready.
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
