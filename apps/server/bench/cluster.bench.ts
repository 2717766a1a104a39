/**
 * The hot paths with two server processes behind HAProxy (`pnpm cluster`, tooling/cluster.mjs) on PostgreSQL and
 * Redis, beside the same paths on one process and the yardstick, all in the same run: a bare Fastify hello world.
 * Rows: `POST /api/balance` with a token, and a Dice round over HTTP (`POST /api/games/play`, a new request id each).
 * The load comes from its own process (bench/load.mjs, autocannon). On a 2-core machine the two processes, HAProxy,
 * PostgreSQL, Redis and the load generator share the cores: the figure shows the shape works, not what two machines do.
 *
 *   cd apps/server && TEST_DATABASE_URL=postgres://… TEST_REDIS_URL=redis://… npx tsx bench/cluster.bench.ts
 *
 * Settings (env): BENCH_PLAYERS (500), BENCH_CONNECTIONS (100), BENCH_SECONDS (10). Needs `pnpm build` (the cluster
 * runs the built server) and installs HAProxy if missing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { startCluster } from '../../../tooling/cluster.mjs';
import { localPort } from '../../../tooling/local-port.mjs';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { line, load } from './load-client';
import { benchBase, fundedBenchPlayers, num, scratchDatabase } from './scratch';

const base = benchBase('cluster');
const PLAYERS = num('BENCH_PLAYERS', 500);
const CONNECTIONS = num('BENCH_CONNECTIONS', 100);
const SECONDS = num('BENCH_SECONDS', 10);

/** The load generator with this bench's settings. */
const run = (url: string, tokens: string[], bodyTemplate?: string) => load({ url, tokens, connections: CONNECTIONS, seconds: SECONDS, bodyTemplate });

async function main() {
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!redisUrl) throw new Error('set TEST_REDIS_URL=redis://… (the processes share Redis)');
  const scratch = await scratchDatabase(base, 'khela_cbench');
  const dataDir = mkdtempSync(join(tmpdir(), 'khela-cbench-'));
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, SEED_DEMO: '0', ADMIN_PASSWORD: 'bench-admin-password', RATE_LIMIT_SCALE: '1000000' };
  // Players, their site tokens and a Dice session each, made in-process (migrations and seeds run here first).
  const setup = await buildApp(loadConfig({ ...process.env, ...env, REDIS_URL: '' }, { databaseUrl: scratch.url }));
  const siteTokens: string[] = [];
  const gameTokens: string[] = [];
  try {
    await setup.ready();
    for (const p of await fundedBenchPlayers(setup, PLAYERS, 'cbench')) {
      siteTokens.push(p.token);
      const { url } = await setup.khela.launch.gameRun({ playerId: p.playerId, sessionId: p.sessionId }, { platform: 'KHELA', gameCode: 'dice' });
      const { token, session } = await setup.khela.launch.start(new URL(url, 'http://x').searchParams.get('launch')!);
      gameTokens.push(token);
      // Players who have played before (as in the games bench): a player's first round makes their seed pair, and
      // the house shards' first rounds make the shards, on the general path once. Unwarmed, whichever row ran first
      // paid it (the 2-process Dice row: 132–185 rounds/s instead of 414).
      await setup.khela.originals.play(session, { request_id: `warm${siteTokens.length.toString(36).padStart(6, '0')}`, amount: '1.00', params: { target: 49.5, direction: 'under' } });
    }
  } finally {
    await setup.close();
  }
  const cluster = await startCluster({ processes: 2, port: localPort(3), stdio: 'ignore', env: { ...env, DATABASE_URL: scratch.url, REDIS_URL: redisUrl } });
  const hello = Fastify({ logger: false });
  hello.post('/hello', async () => ({ hello: 'world' }));
  try {
    const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });
    const dice = JSON.stringify({ request_id: '{{id}}', amount: '1.00', params: { target: 49.5, direction: 'under' } });
    console.log(`cluster bench: 2 server processes behind HAProxy, PostgreSQL and Redis; ${PLAYERS} players, ${CONNECTIONS} connections, ${SECONDS} s each`);
    // Warm up (JIT, pools, session caches), then measure each in turn.
    await run(`${helloUrl}/hello`, []);
    await run(`${cluster.url}/api/balance`, siteTokens);
    const yard = await run(`${helloUrl}/hello`, []);
    console.log(line('yardstick, bare Fastify hello world', yard));
    console.log(line('POST /api/balance, 2 processes behind HAProxy', await run(`${cluster.url}/api/balance`, siteTokens), yard));
    console.log(line('POST /api/balance, 1 process (no balancer)', await run(`${cluster.servers[0]}/api/balance`, siteTokens), yard));
    console.log(line('a Dice round over HTTP, 2 processes behind HAProxy', await run(`${cluster.url}/api/games/play`, gameTokens, dice)));
    console.log(line('a Dice round over HTTP, 1 process (no balancer)', await run(`${cluster.servers[0]}/api/games/play`, gameTokens, dice)));
  } finally {
    await hello.close();
    await cluster.stop();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
