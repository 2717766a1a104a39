import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, onPostgres } from './helpers';
import { openLive } from './live-client';

/**
 * Two real server processes on one PostgreSQL database with Redis fan-out, as behind a load balancer:
 * a balance change made through one process reaches a socket held by the other.
 */
const enabled = onPostgres && Boolean(process.env.TEST_REDIS_URL);

describe.runIf(enabled)('two server processes over PostgreSQL + Redis', () => {
  const procs: ChildProcess[] = [];
  let db: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let dataDir: string;
  const ports = [41000 + Math.floor(Math.random() * 4000), 45000 + Math.floor(Math.random() * 4000)];

  async function start(port: number): Promise<void> {
    const p = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(__dirname, '..'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: db.url,
        REDIS_URL: process.env.TEST_REDIS_URL,
        DATA_DIR: dataDir,
        RATE_LIMIT_SCALE: '1000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    procs.push(p);
    for (let i = 0; i < 300; i++) {
      try {
        const r = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (r.ok) return;
      } catch {
        /* not yet */
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`server on ${port} did not start`);
  }

  beforeAll(async () => {
    db = await freshPostgresDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'khela-multi-'));
    // Both at once: migrations and the seed must cope with a race.
    await Promise.all(ports.map((p) => start(p)));
  });
  afterAll(async () => {
    for (const p of procs) p.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers balance.changed from one process to a socket on the other', async () => {
    const [a, b] = ports.map((p) => `http://127.0.0.1:${p}`) as [string, string];
    const json = { 'content-type': 'application/json' };
    const username = `multi${Date.now().toString(36)}`.slice(0, 16);
    // The sign-up captcha, answered through the outside-production helper of the process that drew it.
    const cap = await fetch(`${a}/captcha`);
    expect(cap.status).toBe(200);
    const cookie = (cap.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { answer } = (await (await fetch(`${a}/dev/captcha/${cookie.split('=')[1]}`)).json()) as { answer: string };
    const signup = await fetch(`${a}/api/v1/create-players`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ username, password: 'secret123', confirmPassword: 'secret123', phone: '01812345678', email: `${username}@x.co`, captcha: answer }),
    });
    expect(signup.status).toBe(200);
    const login = await fetch(`${b}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ username, password: 'secret123' }) });
    const { token } = (await login.json()) as { token: string };
    const live = await openLive(b.replace('http://', ''), token);
    const adj = await fetch(`${a}/dev/wallet/adjust`, { method: 'POST', headers: json, body: JSON.stringify({ username, amount: '250' }) });
    expect(adj.status).toBe(200);
    expect(await live.next('balance.changed')).toEqual({ balance: '250.00' });
    live.ws.close();
    const sliders = (await (await fetch(`${b}/api/sliders`)).json()) as unknown[];
    expect(sliders.length).toBe(13); // seeded once, not twice
  });
});
