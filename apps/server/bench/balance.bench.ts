/**
 * `POST /api/balance` with a bearer token (random players), 100 connections, through the whole app on PostgreSQL,
 * beside its yardstick in the same run: a bare Fastify hello world in the same process. The load comes from another
 * process (bench/load.mjs, autocannon), so the figures are the server's, not the client's. Beside the rates, the
 * server CPU each answer cost (this process's, per answer): the ratio of those survives a busy machine better.
 *
 *   cd apps/server && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/balance.bench.ts
 *
 * Settings (env): BENCH_PLAYERS (1000), BENCH_CONNECTIONS (100), BENCH_SECONDS (10), BENCH_POOL (the app's default, 10),
 * SESSION_CACHE_MS and BALANCE_CACHE_MS (the app's default on PostgreSQL without Redis is 0 for both: set 15000 and
 * 5000 to measure the caches, which are on by default with Redis or the embedded database).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { line, load } from './load-client';
import { benchBase, fundedBenchPlayers, num, scratchDatabase } from './scratch';

const base = benchBase('balance');
const PLAYERS = num('BENCH_PLAYERS', 1000);
const CONNECTIONS = num('BENCH_CONNECTIONS', 100);
const SECONDS = num('BENCH_SECONDS', 10);

/**
 * The load generator with this bench's settings, and the CPU this process (both servers, not the load) spent per
 * answer meanwhile: a figure that a busy machine moves much less than the rate, since it counts work, not waiting.
 */
async function run(url: string, tokens: string[]) {
  const before = process.cpuUsage();
  const r = await load({ url, tokens, connections: CONNECTIONS, seconds: SECONDS });
  const used = process.cpuUsage(before);
  return { ...r, cpuUs: (used.user + used.system) / Math.max(1, r.perSec * SECONDS) };
}

async function main() {
  const scratch = await scratchDatabase(base, 'khela_bbench');
  const dataDir = mkdtempSync(join(tmpdir(), 'khela-bbench-'));
  const pool = process.env.BENCH_POOL ? { dbPoolSize: num('BENCH_POOL', 10) } : {};
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, SEED_DEMO: '0', ADMIN_PASSWORD: 'bench-admin-password', REDIS_URL: '' }, { databaseUrl: scratch.url, ...pool });
  const app = await buildApp(config);
  const hello = Fastify({ logger: false });
  hello.post('/hello', async () => ({ hello: 'world' }));
  try {
    await app.ready();
    const tokens = (await fundedBenchPlayers(app, PLAYERS, 'bbench')).map((p) => p.token);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const helloAddress = await hello.listen({ port: 0, host: '127.0.0.1' });
    console.log(`balance bench: ${PLAYERS} players, ${CONNECTIONS} connections, ${SECONDS} s each; pool ${config.dbPoolSize}; session cache ${config.sessionCacheMs ? `${config.sessionCacheMs} ms` : 'off'}, balance cache ${config.balanceCacheMs ? `${config.balanceCacheMs} ms` : 'off'}`);
    // Warm both (JIT, the pool's connections), then measure each in turn.
    await run(`${helloAddress}/hello`, []);
    await run(`${address}/api/balance`, tokens);
    const yard = await run(`${helloAddress}/hello`, []);
    const balance = await run(`${address}/api/balance`, tokens);
    console.log(line('yardstick, bare Fastify hello world', yard));
    console.log(line('POST /api/balance with a token', balance));
    console.log(`  ratio: ${((balance.perSec / yard.perSec) * 100).toFixed(1)} % of the yardstick`);
    console.log(`  server CPU per answer: ${balance.cpuUs.toFixed(1)} µs beside the yardstick's ${yard.cpuUs.toFixed(1)} µs (${((yard.cpuUs / balance.cpuUs) * 100).toFixed(1)} %)`);
  } finally {
    await hello.close();
    await app.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
