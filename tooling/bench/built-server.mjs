// The built server (apps/server/dist/main.js) on an empty embedded database, for the browser benches (lcp,
// lighthouse): started on a free local port, answered once /api/health is, stopped with its data directory removed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { localPort } from '../local-port.mjs';

const root = resolve(import.meta.dirname, '../..');

/** Polls `url` until it answers 2xx; `alive()` false stops the wait (the process it waits for has exited). */
export async function waitFor(url, alive = () => true) {
  for (let i = 0; i < 1200; i++) {
    if (!alive()) throw new Error(`the process behind ${url} exited before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} never answered`);
}

/** Starts the built server; resolves once it answers, with its base URL and `stop()`. */
export async function startBuiltServer() {
  const port = localPort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'khela-bench-'));
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', EXCHANGE_FEED: 'off' },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/api/health`, () => server.exitCode === null);
  } catch (e) {
    stop();
    throw e;
  }
  return { base, stop };
}
