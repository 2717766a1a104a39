import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../../tooling/cluster.mjs';
import { localPort } from '../../../tooling/local-port.mjs';
import { freshPostgresDatabase, onPostgres } from './helpers';
import { openLive } from './live-client';
import { postJson, signUpOver } from './processes';

/**
 * `pnpm cluster`: two server processes behind HAProxy on PostgreSQL and Redis. The load balancer spreads the calls,
 * carries the live socket, and keeps answering when a process is killed (the failed connection goes to the other).
 */
const enabled = onPostgres && Boolean(process.env.TEST_REDIS_URL);

describe.runIf(enabled)('two processes behind the load balancer (pnpm cluster)', () => {
  let db: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let cluster: Cluster;
  beforeAll(async () => {
    db = await freshPostgresDatabase();
    cluster = await startCluster({
      processes: 2,
      port: localPort(3),
      stdio: process.env.CLUSTER_LOGS ? 'inherit' : 'ignore',
      env: { DATABASE_URL: db.url, REDIS_URL: process.env.TEST_REDIS_URL, NODE_ENV: 'test', LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '1000', DATA_DIR: '/tmp/khela-cluster-test', ADMIN_PASSWORD: 'admin-password-123', SHUTDOWN_DRAIN_MS: '3000' },
    });
  }, 180_000);
  afterAll(async () => {
    await cluster?.stop();
    await db?.drop();
  });

  it('serves a player through the balancer, pushes live over it, and keeps answering with one process killed', async () => {
    const username = `clu${Date.now().toString(36)}`.slice(0, 16);
    // Sign-up on one process: the outside-production captcha answer helper keeps its answers in the process that drew
    // the image (the captcha itself is in the database, so players sign up through the balancer).
    const player = await signUpOver(cluster.servers[0]!, username);
    const auth = { authorization: `Bearer ${player.token}` };
    const live = await openLive(cluster.url.replace('http://', ''), player.token);
    expect((await postJson(`${cluster.url}/dev/wallet/adjust`, { username, amount: '75' })).status).toBe(200);
    expect(await live.next('balance.changed')).toEqual({ balance: '75.00' });
    live.ws.close();

    await cluster.kill(0);
    const statuses: number[] = [];
    const until = Date.now() + 3_000;
    while (Date.now() < until) statuses.push((await postJson(`${cluster.url}/api/balance`, {}, auth)).status);
    expect(statuses.length).toBeGreaterThan(10);
    expect(new Set(statuses)).toEqual(new Set([200]));
    await cluster.restart(0);
    expect((await postJson(`${cluster.servers[0]}/api/balance`, {}, auth)).status).toBe(200);
  }, 120_000);

  it('a process told to stop (SIGTERM) under load leaves the balancer first: no request fails, it exits 0, its place is taken again', async () => {
    const username = `grc${Date.now().toString(36)}`.slice(0, 16);
    const player = await signUpOver(cluster.servers[1]!, username);
    const auth = { authorization: `Bearer ${player.token}` };
    expect((await postJson(`${cluster.url}/dev/wallet/adjust`, { username, amount: '500' })).status).toBe(200);
    const own = await postJson(`${cluster.url}/api/game-run`, { userId: player.remoteId, gameCode: 'dice', platform: 'KHELA', gameType: 'EGAME', isMobileLogin: true }, auth);
    const launch = new URL(own.body.url as string, 'http://x').searchParams.get('launch');
    const gameToken = (await postJson(`${cluster.url}/api/games/session`, { launch })).body.token as string;

    const answers = new Map<string, number>();
    const firstBody = new Map<string, unknown>();
    let stop = false;
    let n = 0;
    const client = async (c: number) => {
      while (!stop) {
        const k = n++;
        let status: string;
        try {
          const r =
            c % 2 === 0
              ? await postJson(`${cluster.url}/api/balance`, {}, auth)
              : await postJson(`${cluster.url}/api/games/play`, { request_id: `grace${String(k).padStart(6, "0")}x${c}`, amount: '1.00', params: { target: 49.5, direction: 'under' } }, { authorization: `Bearer ${gameToken}` });
          status = String(r.status);
          if (!firstBody.has(status)) firstBody.set(status, r.body);
        } catch (e) {
          status = `cut: ${e instanceof Error ? e.message : e}`;
        }
        answers.set(status, (answers.get(status) ?? 0) + 1);
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, (_, c) => client(c)));
    await new Promise((r) => setTimeout(r, 500));
    const code = await cluster.terminate(0);
    await new Promise((r) => setTimeout(r, 500));
    stop = true;
    await load;
    console.info(`graceful stop: ${JSON.stringify(Object.fromEntries(answers))} ${JSON.stringify(Object.fromEntries(firstBody))}`);
    expect(code).toBe(0);
    expect([...answers.keys()]).toEqual(['200']);
    expect(answers.get('200')).toBeGreaterThan(20);
    await cluster.restart(0);
    expect((await postJson(`${cluster.servers[0]}/api/balance`, {}, auth)).status).toBe(200);
  }, 120_000);
});
