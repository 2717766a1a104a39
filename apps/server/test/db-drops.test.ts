import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMoney } from '@khela/domain';
import { expectLedgerClean, onPostgres, startTestApp } from './helpers';
import { postJson, signUpOver, startProcesses, type Processes } from './processes';

/**
 * Issue 31: PostgreSQL dropping the server's connections (a restart, a fail-over, a pooler recycling them, an idle
 * timeout: here `pg_terminate_backend`, error 57P01) in the middle of a money load costs some failed requests and no
 * process. Two processes on PostgreSQL, clients playing Dice rounds and reading their balance, each round retried with
 * its request id until answered; meanwhile every backend of the database is terminated, again and again. Afterwards
 * both processes are alive and answer, every round a client saw answered is there exactly once with what it answered,
 * nothing else moved money, and the ledger balances.
 */
const PLAYERS = 4;
const FUNDS = '5000';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(onPostgres)('PostgreSQL drops the server’s connections under load', () => {
  let procs: Processes;
  const players: { username: string; token: string; gameToken: string }[] = [];

  beforeAll(async () => {
    procs = await startProcesses(2, { DB_POOL_SIZE: '4' });
    for (let i = 0; i < PLAYERS; i++) {
      const username = `drop${i}${Date.now().toString(36)}`.slice(0, 16);
      const base = procs.urls[i % 2]!;
      const p = await signUpOver(base, username);
      expect((await postJson(`${base}/dev/wallet/adjust`, { username, amount: FUNDS })).status).toBe(200);
      const own = await postJson(`${base}/api/game-run`, { userId: p.remoteId, gameCode: 'dice', platform: 'KHELA', gameType: 'EGAME', isMobileLogin: true }, { authorization: `Bearer ${p.token}` });
      const launch = new URL(own.body.url as string, 'http://x').searchParams.get('launch');
      const gameToken = (await postJson(`${base}/api/games/session`, { launch })).body.token as string;
      players.push({ username, token: p.token, gameToken });
    }
  }, 240_000);

  afterAll(async () => {
    await procs?.close();
  });

  it('no process dies, failed calls are only failures, answered rounds are there once, the ledger balances', async () => {
    const dbName = new URL(procs.dbUrl).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const acked: { player: number; ref: string; stake: bigint; payout: bigint }[] = [];
    const statuses = new Map<number | string, number>();
    const tally = (k: number | string) => statuses.set(k, (statuses.get(k) ?? 0) + 1);
    let stop = false;
    let seq = 0;

    /** A client: Dice rounds, each sent again with its request id until it is answered (2xx or 4xx), and balance reads. */
    const client = async (c: number) => {
      const p = players[c % PLAYERS]!;
      while (!stop) {
        const n = seq++;
        const base = procs.urls[n % 2]!;
        if (n % 3 === 2) {
          try {
            const r = await postJson(`${base}/api/balance`, {}, { authorization: `Bearer ${p.token}` });
            tally(r.status);
          } catch {
            tally('cut');
          }
          continue;
        }
        const requestId = `drop${n.toString(36).padStart(6, '0')}x${c}`;
        for (let attempt = 0; ; attempt++) {
          if (attempt > 200) throw new Error(`round ${requestId} never answered`);
          let r: { status: number; body: Record<string, unknown> } | null = null;
          try {
            r = await postJson(
              `${procs.urls[(n + attempt) % 2]}/api/games/play`,
              { request_id: requestId, amount: '1.00', params: { target: 49.5, direction: 'under' } },
              { authorization: `Bearer ${p.gameToken}` },
            );
            tally(r.status);
          } catch {
            tally('cut');
          }
          if (r && r.status < 500) {
            expect(r.status, JSON.stringify(r.body)).toBe(200);
            const round = r.body.round as { amount: string; payout: string };
            acked.push({ player: c % PLAYERS, ref: requestId, stake: parseMoney(round.amount), payout: parseMoney(round.payout) });
            break;
          }
          await sleep(20);
        }
      }
    };

    const load = Promise.all(Array.from({ length: 8 }, (_, c) => client(c)));
    let terminated = 0;
    try {
      await sleep(1_000);
      for (let k = 0; k < 12; k++) {
        const r = await admin.query('SELECT pg_terminate_backend(pid) AS t FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName]);
        terminated += r.rows.filter((x: { t: boolean }) => x.t).length;
        await sleep(250);
      }
      await sleep(1_000);
    } finally {
      stop = true;
      await load;
      await admin.end();
    }
    console.info(`db drops: ${terminated} backends terminated, ${acked.length} rounds answered, answers ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(terminated).toBeGreaterThan(0);

    // Both processes lived through it, and answer.
    for (let i = 0; i < 2; i++) {
      expect(procs.alive(i), `process ${i}`).toBe(true);
      const r = await postJson(`${procs.urls[i]}/api/balance`, {}, { authorization: `Bearer ${players[i]!.token}` });
      expect(r.status).toBe(200);
    }

    const check = await startTestApp({ databaseUrl: procs.dbUrl });
    try {
      const db = check.app.khela.database.db;
      const rounds = await db
        .selectFrom('game_rounds as r')
        .innerJoin('game_providers as gp', 'gp.id', 'r.provider_id')
        .select(['r.round_ref', 'r.stake', 'r.payout'])
        .where('gp.platform', '=', 'KHELA')
        .execute();
      expect(rounds.length).toBe(acked.length);
      const byRef = new Map(rounds.map((r) => [r.round_ref.split(':')[1]!, r]));
      for (const a of acked) expect([byRef.get(a.ref)?.stake, byRef.get(a.ref)?.payout], a.ref).toEqual([a.stake, a.payout]);
      for (let i = 0; i < PLAYERS; i++) {
        const mine = acked.filter((a) => a.player === i);
        const expected = parseMoney(FUNDS) - mine.reduce((s, a) => s + a.stake, 0n) + mine.reduce((s, a) => s + a.payout, 0n);
        const row = await db
          .selectFrom('ledger_accounts as a')
          .innerJoin('players as pl', 'pl.id', 'a.player_id')
          .select('a.balance')
          .where('pl.username', '=', players[i]!.username)
          .where('a.kind', '=', 'player')
          .executeTakeFirstOrThrow();
        expect(row.balance, players[i]!.username).toBe(expected);
      }
      await expectLedgerClean(check.app);
    } finally {
      await check.close();
    }
  }, 180_000);
});
