/**
 * Counts the statements (database round trips) one call of a hot path sends, on PostgreSQL (TEST_DATABASE_URL):
 * a Dice round through the game wallet and an authenticated POST /api/balance. Prints each statement's text with
 * COUNT_VERBOSE=1.
 *
 *   cd apps/server && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/count-statements.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { GameSession } from '../src/games/launch.service';
import { benchBase, fundedBenchPlayers, scratchDatabase } from './scratch';

const seen: string[] = [];
const original = pg.Client.prototype.query;
(pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown }).query = function (this: pg.Client, ...args: unknown[]) {
  const q = args[0];
  seen.push(typeof q === 'string' ? q : ((q as { text?: string }).text ?? '?'));
  return (original as (...a: unknown[]) => unknown).apply(this, args);
};

async function counted(label: string, run: () => Promise<unknown>) {
  seen.length = 0;
  await run();
  console.log(`  ${label}: ${seen.length} statements`);
  if (process.env.COUNT_VERBOSE === '1') for (const s of seen) console.log(`    ${s.replace(/\s+/g, ' ').slice(0, 160)}`);
}

async function main() {
  const base = benchBase('count-statements');
  const scratch = await scratchDatabase(base, 'khela_count');
  const dataDir = mkdtempSync(join(tmpdir(), 'khela-count-'));
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: '0', SESSION_CACHE_MS: '0' }, { databaseUrl: scratch.url }));
  try {
    await app.ready();
    const [p] = await fundedBenchPlayers(app, 1, 'count');
    const { url } = await app.khela.launch.gameRun({ playerId: p!.playerId, sessionId: p!.sessionId }, { platform: 'KHELA', gameCode: 'dice' });
    const session: GameSession = (await app.khela.launch.start(new URL(url, 'http://x').searchParams.get('launch')!)).session;
    const play = (i: number) => app.khela.originals.play(session, { request_id: `count${String(i).padStart(8, "0")}`, amount: '1.00', params: { target: 49.5, direction: 'under' } });
    await play(0);
    console.log('statements per call (PostgreSQL):');
    await counted('a Dice round (the second of the player)', () => play(1));
    const wallet = app.khela.wallet;
    const move = (i: number) =>
      wallet.inTransaction((tx) =>
        wallet.transfer(tx, { from: { house: 'count', currency: 'BDT' }, to: { player: p!.playerId, currency: 'BDT' }, amount: 100n, reason: 'count', reference: '', idempotencyKey: `count:${i}` }),
      );
    await move(0);
    await counted('a ledger transfer, house to player (WalletService.transfer)', () => move(1));
    await counted('POST /api/balance (session cache off)', () => app.inject({ method: 'POST', url: '/api/balance', headers: { authorization: `Bearer ${p!.token}` }, payload: {} }));
  } finally {
    await app.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
