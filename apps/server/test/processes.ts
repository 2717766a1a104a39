import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localPort } from '../../../tooling/local-port.mjs';
import { freshPostgresDatabase } from './helpers';

/**
 * Real server processes (`src/main.ts` under tsx) on one fresh PostgreSQL database, as behind a load balancer.
 * Started together, so migrations and seeds race as in production.
 */
export interface Processes {
  /** Each process's base address, http://127.0.0.1:PORT. */
  urls: string[];
  dbUrl: string;
  /** Kills process `i` at once (SIGKILL: no shutdown, in-flight requests cut) and waits for it to be gone. */
  kill(i: number): Promise<void>;
  /** Starts process `i` again on its port; resolves once it answers. */
  restart(i: number): Promise<void>;
  /** Whether process `i` is still running. */
  alive(i: number): boolean;
  close(): Promise<void>;
}

class EarlyExit extends Error {}

export async function startProcesses(count: number, env: NodeJS.ProcessEnv = {}): Promise<Processes> {
  const db = await freshPostgresDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'khela-procs-'));
  const procs: ChildProcess[] = [];
  const byIndex: ChildProcess[] = [];
  const ports = Array.from({ length: count }, () => localPort());
  /** Starts process `i`; a random port someone else holds (EADDRINUSE: the process exits at once) gets another. */
  const startOn = async (i: number) => {
    for (let attempt = 0; ; attempt++) {
      try {
        byIndex[i] = await start(ports[i]!);
        return;
      } catch (e) {
        if (attempt >= 3 || !(e instanceof EarlyExit)) throw e;
        ports[i] = localPort();
      }
    }
  };
  const start = async (port: number) => {
    const p = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(__dirname, '..'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        RATE_LIMIT_SCALE: '1000',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    procs.push(p);
    for (let i = 0; i < 300; i++) {
      if (p.exitCode !== null || p.signalCode !== null) throw new EarlyExit(`server on ${port} exited with ${p.exitCode ?? p.signalCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return p;
      } catch {
        /* not yet */
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`server on ${port} did not start`);
  };
  const gone = (p: ChildProcess) => (p.exitCode !== null || p.signalCode !== null ? null : new Promise((r) => p.once('exit', r)));
  const kill = async (i: number) => {
    const p = byIndex[i]!;
    p.kill('SIGKILL');
    await gone(p);
  };
  const restart = async (i: number) => {
    byIndex[i] = await start(ports[i]!);
  };
  const close = async () => {
    for (const p of procs) p.kill('SIGTERM');
    await Promise.all(procs.map(gone));
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(ports.map((_, i) => startOn(i)));
  } catch (e) {
    await close();
    throw e;
  }
  const alive = (i: number) => byIndex[i]!.exitCode === null && byIndex[i]!.signalCode === null;
  return { urls: ports.map((p) => `http://127.0.0.1:${p}`), dbUrl: db.url, kill, restart, alive, close };
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** POST JSON to a process; answers the status and the parsed body. */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const r = await fetch(url, { method: 'POST', headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) });
  const text = await r.text();
  return { status: r.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

/** GET from a process; answers the status and the parsed body. */
export async function getJson(url: string, headers: Record<string, string> = {}) {
  const r = await fetch(url, { headers });
  const text = await r.text();
  return { status: r.status, body: (text ? JSON.parse(text) : null) as unknown };
}

/** Signs a player up (answering the captcha through the outside-production helper of the process that drew it) and logs in there. */
export async function signUpOver(base: string, username: string, password = 'secret123'): Promise<{ token: string; remoteId: string }> {
  const cap = await fetch(`${base}/captcha`);
  if (cap.status !== 200) throw new Error(`captcha: ${cap.status}`);
  const cookie = (cap.headers.get('set-cookie') ?? '').split(';')[0]!;
  const id = cookie.split('=')[1]!;
  const { answer } = (await (await fetch(`${base}/dev/captcha/${id}`)).json()) as { answer: string };
  const phone = `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const signup = await postJson(
    `${base}/api/v1/create-players`,
    { username, password, confirmPassword: password, phone, email: `${username}@x.co`, captcha: answer, age_confirmed: true },
    { cookie },
  );
  if (signup.status !== 200) throw new Error(`sign-up: ${signup.status} ${JSON.stringify(signup.body)}`);
  const login = await postJson(`${base}/api/login`, { username, password });
  return { token: login.body.token as string, remoteId: String(login.body.remote_id) };
}

/** An external provider's signed wallet call to one process. */
export function providerCallOver(base: string, platform: string, secret: string, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  return fetch(`${base}/api/provider/${platform}/wallet`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'x-signature': createHmac('sha256', secret).update(raw).digest('hex') },
    body: raw,
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as { status: string; code?: string; balance?: string } }));
}
