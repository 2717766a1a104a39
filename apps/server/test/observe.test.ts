import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { RedisBus } from '../src/realtime/bus';
import { loggerOptions, ModuleLogs, parseLogLevels } from '../src/shared/logging';
import { startTestApp, type TestApp } from './helpers';

/** Issue 41, observe: module log levels changed at run time, secrets redacted, the bus's lag and the jobs measured. */
const TOKEN = 'metrics-token-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };
const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp(
    { metricsToken: TOKEN, ledgerCheckMs: 3_600_000, logStream: { write: (l: string) => void lines.push(l) } },
    { LOG_LEVEL: 'warn', LOG_LEVELS: 'games=info' },
  );
});
afterAll(async () => {
  await t?.close();
});

async function scrape(): Promise<string> {
  const r = await t.app.inject({ method: 'GET', url: '/metrics', headers: auth });
  expect(r.statusCode).toBe(200);
  return r.body;
}

function requestLines(module: string): unknown[] {
  return lines.map((l) => JSON.parse(l) as { msg: string; module?: string }).filter((l) => l.msg === 'request' && l.module === module);
}

describe('log levels per module', () => {
  it('LOG_LEVELS names modules and levels; anything else stops the start', () => {
    expect(parseLogLevels('exchange=debug, games=WARN')).toEqual({ exchange: 'debug', games: 'warn' });
    expect(parseLogLevels('')).toEqual({});
    expect(() => parseLogLevels('exchnge=debug')).toThrow(/not module=level/);
    expect(() => parseLogLevels('exchange=loud')).toThrow(/not module=level/);
    expect(() => loadConfig({ NODE_ENV: 'test', LOG_LEVELS: 'games' })).toThrow(ConfigError);
  });

  it('a module’s level changes at run time, behind the metrics token, without touching the others', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/log-levels', headers: auth });
    expect(before.json()).toEqual({ level: 'warn', modules: { games: 'info' } });
    // Without the token there is nothing there.
    expect((await t.app.inject({ method: 'GET', url: '/log-levels' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: '/log-levels/exchange?level=debug' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: '/log-levels/exchange?level=loud', headers: auth })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/log-levels/nothing?level=debug', headers: auth })).statusCode).toBe(404);

    await t.app.inject({ method: 'GET', url: '/api/sports-events/cricket' });
    expect(requestLines('exchange')).toEqual([]);
    const set = await t.app.inject({ method: 'PUT', url: '/log-levels/exchange?level=debug', headers: auth });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ level: 'warn', modules: { games: 'info', exchange: 'debug' } });
    await t.app.inject({ method: 'GET', url: '/api/sports-events/cricket' });
    await t.app.inject({ method: 'GET', url: '/api/get-games' });
    expect(requestLines('exchange').length).toBe(1);
    expect(requestLines('games')).toEqual([]); // info: a request line is debug

    const back = await t.app.inject({ method: 'PUT', url: '/log-levels/exchange?level=default', headers: auth });
    expect(back.json()).toEqual({ level: 'warn', modules: { games: 'info' } });
    await t.app.inject({ method: 'GET', url: '/api/sports-events/cricket' });
    expect(requestLines('exchange').length).toBe(1);
  });

  it('a module’s child follows the root until it has a level of its own', () => {
    const out: string[] = [];
    const app = Fastify({ logger: loggerOptions('info', { write: (l: string) => void out.push(l) }) });
    const logs = new ModuleLogs(app.log, { wallet: 'error' });
    logs.for('wallet').warn('hidden');
    logs.for('games').info('shown');
    logs.set('wallet', 'debug');
    logs.for('wallet').debug('now shown');
    logs.set('wallet', null);
    logs.for('wallet').debug('hidden again');
    expect(out.map((l) => (JSON.parse(l) as { msg: string; module: string }).msg)).toEqual(['shown', 'now shown']);
    expect(JSON.parse(out[0]!)).toMatchObject({ module: 'games' });
  });
});

describe('redaction', () => {
  it('censors secret-named fields at the top of a line and one level down', () => {
    const out: string[] = [];
    const app = Fastify({ logger: loggerOptions('info', { write: (l: string) => void out.push(l) }) });
    app.log.info({ password: 'pw-planted', token: 'tok-planted', body: { verification_code: '123456', phone: '01711223344', launch: 'launch-planted' } }, 'x');
    app.log.info({ headers: { authorization: 'Bearer tok-planted', cookie: 'sid=planted' } }, 'y');
    expect(out.join('')).not.toMatch(/planted|123456|01711223344/);
    expect(JSON.parse(out[0]!)).toMatchObject({ password: '[redacted]', body: { verification_code: '[redacted]' } });
  });
});

describe('metrics', () => {
  it('measure the bus’s lag, the event loop and the background jobs', async () => {
    await t.app.khela.bus.publish('servers', 'balance.changed' as never, {} as never);
    const text = await scrape();
    expect(text).toMatch(/^khela_bus_lag_seconds_count\{bus="local"\} [1-9]/m);
    expect(text).toMatch(/^khela_nodejs_eventloop_lag_p99_seconds /m);
    expect(text).toMatch(/^khela_job_last_run_timestamp_seconds\{task="ledger check"\} [1-9]/m);
    expect(text).toMatch(/^khela_job_last_run_duration_seconds\{task="ledger check"\} /m);
    expect(text).toMatch(/^khela_job_runs\{task="ledger check",outcome="failed"\} 0/m);
  });

  it.runIf(process.env.TEST_REDIS_URL)('the Redis bus stamps each message and its delivery observes the lag', async () => {
    const lags: number[] = [];
    const bus = new RedisBus(process.env.TEST_REDIS_URL!, undefined, (s) => lags.push(s));
    try {
      await bus.whenReady();
      const got = new Promise<void>((resolve) => bus.onMessage(() => resolve()));
      await bus.publish('servers', 'balance.changed' as never, {} as never);
      await got;
      expect(lags.length).toBe(1);
      expect(lags[0]).toBeGreaterThanOrEqual(0);
      expect(lags[0]).toBeLessThan(5);
    } finally {
      await bus.close();
    }
  });
});
