import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { localPort } from '../local-port.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The seeded staff administrator (username admin) and the notice-signing secret, for console and payment journeys. */
    adminPassword: string;
    paymentNoticeSecret: string;
  }
}

const root = resolve(import.meta.dirname, '../..');
const ADMIN_PASSWORD = `journey-${Math.random().toString(36).slice(2)}`;
const NOTICE_SECRET = `notice-secret-${Math.random().toString(36).slice(2)}`;
let server: ChildProcess | null = null;
/** The exchange journeys play against the simulated feed: one cricket match in play (a ball every 3 s) with liquidity. */
const EXCHANGE = { EXCHANGE_FEED: 'simulator', EXCHANGE_SIM_SPORTS: 'cricket', EXCHANGE_SIM_MATCHES: '1', EXCHANGE_SIM_STEP_MS: '3000' };
let dataDir = '';

/** Starts the built server on a fresh embedded database (demo content seeded) for the journeys. */
export async function setup(project: TestProject) {
  const main = join(root, 'apps/server/dist/main.js');
  for (const f of [main, join(root, 'apps/mobile/dist/index.html'), join(root, 'apps/desktop/dist/index.html')]) {
    if (!existsSync(f)) throw new Error(`${f} is missing: run "pnpm build" first (pnpm test does)`);
  }
  dataDir = mkdtempSync(join(tmpdir(), 'khela-e2e-'));
  const port = localPort();
  // LIVE_ENGINE: the live tables deal their rounds (a table's betting window is its own, 15 s by default), a short pause between them (the console's journey reads their rounds too).
  server = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '100', DATABASE_URL: '', REDIS_URL: '', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: ADMIN_PASSWORD, PAYMENT_NOTICE_SECRET: NOTICE_SECRET, CRASH_ENGINE: '1', CRASH_BETTING_MS: '4000', CRASH_PAUSE_MS: '1000', LIVE_ENGINE: '1', LIVE_PAUSE_MS: '1000', REWARDS_OPEN_DAY: '1', ...EXCHANGE },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (server.exitCode !== null) throw new Error('the server exited during start-up');
    await new Promise((r) => setTimeout(r, 100));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('adminPassword', ADMIN_PASSWORD);
  project.provide('paymentNoticeSecret', NOTICE_SECRET);
}

export async function teardown() {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
