import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from './helpers';
import { openLive } from './live-client';
import { postJson, signUpOver, startProcesses, type Processes } from './processes';

/**
 * Two real server processes on one PostgreSQL database with Redis fan-out, as behind a load balancer:
 * a balance change made through one process reaches a socket held by the other.
 */
const enabled = onPostgres && Boolean(process.env.TEST_REDIS_URL);

describe.runIf(enabled)('two server processes over PostgreSQL + Redis', () => {
  let procs: Processes;
  beforeAll(async () => {
    // Both at once: migrations and the seed must cope with a race.
    procs = await startProcesses(2, { REDIS_URL: process.env.TEST_REDIS_URL });
  }, 120_000);
  afterAll(() => procs?.close());

  it('delivers balance.changed from one process to a socket on the other', async () => {
    const [a, b] = procs.urls as [string, string];
    const username = `multi${Date.now().toString(36)}`.slice(0, 16);
    // Signs up on one process (its captcha answered through that process's outside-production helper), logs in on the other.
    await signUpOver(a, username);
    const login = await postJson(`${b}/api/login`, { username, password: 'secret123' });
    expect(login.status).toBe(200);
    const live = await openLive(b.replace('http://', ''), login.body.token as string);
    const adj = await postJson(`${a}/dev/wallet/adjust`, { username, amount: '250' });
    expect(adj.status).toBe(200);
    expect(await live.next('balance.changed')).toEqual({ balance: '250.00' });
    live.ws.close();
    const sliders = (await (await fetch(`${b}/api/sliders`)).json()) as unknown[];
    expect(sliders.length).toBe(13); // seeded once, not twice
  });
});
