import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { guardConsoleAnswers } from './console-answers';

/** Which database this run uses: PGlite always; PostgreSQL when the project runs with TEST_DATABASE_URL. */
export const DB_KIND = (process.env.KHELA_TEST_DB ?? 'pglite') as 'pglite' | 'postgres';
export const onPostgres = DB_KIND === 'postgres';

/** A fresh database on the PostgreSQL server of TEST_DATABASE_URL, dropped by the returned cleanup. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `khela_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database of this run's kind, with demo content. */
export async function startTestApp(overrides: Partial<Config> = {}, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'khela-test-'));
  let pgDb: { url: string; drop: () => Promise<void> } | null = null;
  if (onPostgres && !('databaseUrl' in overrides)) pgDb = await freshPostgresDatabase();
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, RATE_LIMIT_SCALE: '1000', ...env },
    // The balance cache on, for long, on both databases (one process each: its bus reaches everyone): a money move
    // that forgot to drop it shows up as a stale POST /api/balance in whichever test reads one after it.
    { ...(pgDb ? { databaseUrl: pgDb.url } : {}), balanceCacheMs: 60_000, ...overrides },
  );
  const app = await buildApp(config);
  guardConsoleAnswers(app);
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let seq = 0;
/** A unique username both sign-up forms take (mobile 8–16, desktop 4–15): 8–15 letters and digits. */
export function uniqueName(prefix = 'p'): string {
  seq++;
  return `${prefix}${Date.now().toString(36).slice(-5)}${seq}${Math.random().toString(36).slice(2, 5)}`.replace(/[^a-z0-9]/gi, '').slice(0, 15).padEnd(8, '0');
}

export function uniquePhone(): string {
  return `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export interface NewPlayer {
  username: string;
  password: string;
  email: string;
  phone: string;
  token: string;
  remoteId: number;
}

/**
 * A fresh sign-up captcha answered as a person would: GET /captcha (its id comes back in the `khela_captcha` cookie),
 * then the answer from the outside-production helper GET /dev/captcha/:id. Send `captcha` with `headers` (the cookie).
 */
export async function solvedCaptcha(
  app: FastifyInstance,
  /** The client it is drawn for (headers such as X-Forwarded-For, the peer address), as a person's browser would. */
  from: { headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<{ id: string; captcha: string; headers: { cookie: string } }> {
  const img = await app.inject({ method: 'GET', url: '/captcha', ...from });
  expect(img.statusCode, img.body).toBe(200);
  const id = /khela_captcha=([0-9a-f-]{36})/.exec(String(img.headers['set-cookie']))?.[1];
  if (!id) throw new Error(`no khela_captcha cookie in ${String(img.headers['set-cookie'])}`);
  const dev = await app.inject({ method: 'GET', url: `/dev/captcha/${id}` });
  expect(dev.statusCode, dev.body).toBe(200);
  return { id, captcha: (dev.json() as { answer: string }).answer, headers: { cookie: `khela_captcha=${id}` } };
}

/**
 * A solved proof-of-work bot check as the ALTCHA widget makes it: GET /api/altcha, solved with altcha-lib's own solver
 * (quick at the test configuration's cost and counter), encoded as the widget's `altcha` field.
 */
export async function solvedAltcha(
  app: FastifyInstance,
  from: { headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<string> {
  const r = await app.inject({ method: 'GET', url: '/api/altcha', ...from });
  expect(r.statusCode, r.body).toBe(200);
  const challenge = r.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey: pbkdf2 });
  if (!solution) throw new Error('the bot check was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Factory: signs a player up through the API (with a solved captcha) and logs them in. */
export async function newPlayer(app: FastifyInstance, extra: Record<string, unknown> = {}): Promise<NewPlayer> {
  const username = uniqueName();
  const password = 'secret123';
  const email = `${username}@example.com`;
  const phone = uniquePhone();
  const { captcha, headers } = await solvedCaptcha(app);
  const r = await app.inject({
    method: 'POST',
    url: '/api/v1/create-players',
    headers,
    payload: { username, password, confirmPassword: password, name: 'Test Player', phone, email, currency: 'BDT', status: 'active', captcha, age_confirmed: true, ...extra },
  });
  expect(r.statusCode, r.body).toBe(200);
  const l = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  expect(l.statusCode, l.body).toBe(200);
  const body = l.json() as { token: string; remote_id: number };
  return { username, password, email, phone, token: body.token, remoteId: body.remote_id };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Reads the newest code sent to `to` from the dev outbox. */
/** The newest code sent to `to`; waits a little, as some codes are sent after the answer (password reset). */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  for (let i = 0; ; i++) {
    const r = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
    expect(r.statusCode).toBe(200);
    const rows = r.json() as { code: string | null }[];
    if (rows[0]?.code) return rows[0].code;
    if (i >= 100) throw new Error(`no code sent to ${to}`);
    await new Promise((res) => setTimeout(res, 20));
  }
}

export async function expectLedgerClean(app: FastifyInstance) {
  const v = await app.khela.wallet.verifyLedger();
  expect(v).toEqual({ unbalanced: [], drifted: [], empty: [] });
}
