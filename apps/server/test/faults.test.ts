import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMoney } from '@khela/domain';
import { localPort } from '../../../tooling/local-port.mjs';
import { expectLedgerClean, onPostgres, startTestApp, type TestApp } from './helpers';
import { openLive } from './live-client';
import { ADMIN_PASSWORD, NOTICE_SECRET, sign } from './payments-fixtures';
import { getJson, postJson, providerCallOver, signUpOver, startProcesses, type Processes } from './processes';

/**
 * The fault suite (issue 15): two server processes on PostgreSQL with Redis fan-out, a steady load of money calls
 * from clients that retry with their idempotency keys until they get an answer (our games' rounds by `request_id`,
 * an external provider's bets and wins by `tx_id`, deposits and withdrawals by `request_id`, payment notices by
 * their transaction id, an operator's approvals and rejections by the deposit or withdrawal they decide), and
 * meanwhile: one process killed with SIGKILL and started again, Redis killed for a while and started again, then
 * the other process killed and started again. Afterwards every call a client saw answered is in the database
 * exactly once with the answer it got, nothing else moved money, the ledger balances, and live pushes cross
 * processes again.
 *
 * Its own Redis (a `redis-server` on a free port, nothing kept on disk), so stopping it touches no other test.
 */
const REDIS_SERVER = '/usr/bin/redis-server';
const enabled = onPostgres && existsSync(REDIS_SERVER);

const PLATFORM = 'FAULT';
const SECRET = 'fault-provider-secret-0123456789';
const PLAYERS = 6;
const FUNDS = '30000';
/** Every deposit and withdrawal of the load is 500 taka; a confirmed deposit adds bKash's 2 % bonus. */
const DESK_AMOUNT = '500';
const DEPOSIT_CREDIT = parseMoney('510');
const WITHDRAWAL = parseMoney(DESK_AMOUNT);
/**
 * A player's pause between one deposit or withdrawal and the next (a desk's pace, not a game's): about 55
 * withdrawals in the load's 17 s at this pace, half of them paid, well within the 30,000 taka funding.
 */
const DESK_PAUSE_MS = 250;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A private redis-server that can be killed and started again on the same port. The first start picks a free port
 * (another one when redis-server exits at once, e.g. the port was taken) and waits up to 20 s on a loaded machine.
 */
function privateRedis() {
  let port = 0;
  let proc: ChildProcess | null = null;
  const listening = () =>
    new Promise<boolean>((resolve) => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => (s.end(), resolve(true)));
      s.once('error', () => resolve(false));
    });
  const startOn = async (): Promise<boolean> => {
    const p = spawn(REDIS_SERVER, ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'], { stdio: 'ignore' });
    proc = p;
    for (let i = 0; i < 200; i++) {
      if (await listening()) return true;
      if (p.exitCode !== null || p.signalCode !== null) return false;
      await sleep(100);
    }
    p.kill('SIGKILL');
    return false;
  };
  const start = async () => {
    const first = port === 0;
    for (let attempt = 0; attempt < (first ? 5 : 1); attempt++) {
      if (first) port = localPort();
      if (await startOn()) return;
    }
    throw new Error('redis-server did not start');
  };
  const stop = async () => {
    const p = proc;
    if (!p || p.exitCode !== null || p.signalCode !== null) return;
    p.kill('SIGKILL');
    await new Promise((r) => p.once('exit', r));
  };
  return {
    get url() {
      return `redis://127.0.0.1:${port}/0`;
    },
    start,
    stop,
  };
}

/** What a client saw answered: the round or transaction, with the money it moved. */
interface Acked {
  kind: 'round' | 'provider';
  playerId: string;
  ref: string;
  stake: bigint;
  payout: bigint;
}

/** A deposit or withdrawal a client saw taken, and how the notice or the operator it then saw answered decided it. */
interface DeskAcked {
  kind: 'deposit' | 'withdrawal';
  playerId: string;
  id: number;
  /** The deposit's wallet transaction id, or the withdrawal's request id. */
  ref: string;
  outcome: 'notice' | 'approved' | 'rejected';
}

describe.runIf(enabled)('faults: processes killed and Redis dropped under a steady money load', () => {
  const redis = privateRedis();
  let procs: Processes;
  const players: { username: string; token: string; remoteId: string; gameToken: string; providerSession: string }[] = [];
  let urls: string[] = [];
  let staffToken = '';
  let bkash = 0;

  beforeAll(async () => {
    await redis.start();
    procs = await startProcesses(2, { REDIS_URL: redis.url, ADMIN_PASSWORD, PAYMENT_NOTICE_SECRET: NOTICE_SECRET });
    urls = procs.urls;
    const setup = await startTestApp({ databaseUrl: procs.dbUrl });
    try {
      const db = setup.app.khela.database.db;
      const prov = await db
        .insertInto('game_providers')
        .values({ platform: PLATFORM, name: 'Fault Games', kind: 'external', launch_url: 'https://fault.test/?t={token}', wallet_secret: SECRET })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('games').values({ provider_id: prov.id, code: 'fault-slot', name: 'Fault Slot', type: 'SLOT' }).execute();
      // Confirmed deposits open no turnover ticket here, so the same players may withdraw (the rule is tested elsewhere).
      await db.updateTable('payment_settings').set({ default_turnover_multiplier: 0 }).execute();
    } finally {
      await setup.close();
    }
    for (let i = 0; i < PLAYERS; i++) {
      const username = `fault${i}${Date.now().toString(36)}`.slice(0, 16);
      const p = await signUpOver(urls[i % 2]!, username);
      expect((await postJson(`${urls[0]}/dev/wallet/adjust`, { username, amount: FUNDS })).status).toBe(200);
      const auth = { authorization: `Bearer ${p.token}` };
      const own = await postJson(`${urls[1]}/api/game-run`, { userId: p.remoteId, gameCode: 'dice', platform: 'KHELA', gameType: 'EGAME', isMobileLogin: true }, auth);
      const launch = new URL(own.body.url as string, 'http://x').searchParams.get('launch');
      const gameToken = (await postJson(`${urls[0]}/api/games/session`, { launch })).body.token as string;
      const ext = await postJson(`${urls[0]}/api/game-run`, { userId: p.remoteId, gameCode: 'fault-slot', platform: PLATFORM }, auth);
      const t = new URL(ext.body.url as string).searchParams.get('t');
      const providerSession = ((await providerCallOver(urls[1]!, PLATFORM, SECRET, { action: 'authenticate', token: t })).body as unknown as { session: string }).session;
      players.push({ username, token: p.token, remoteId: p.remoteId, gameToken, providerSession });
    }
    // May withdraw: a birthday and a verified phone (set straight in the database; the steps are tested elsewhere).
    const ready = await startTestApp({ databaseUrl: procs.dbUrl });
    try {
      await ready.app.khela.database.db
        .updateTable('players')
        .set({ dofb: '1990-05-17', phone_verified: true })
        .where('username', 'in', players.map((p) => p.username))
        .execute();
    } finally {
      await ready.close();
    }
    const staff = await postJson(`${urls[0]}/api/backoffice/login`, { username: 'admin', password: ADMIN_PASSWORD });
    expect(staff.status, JSON.stringify(staff.body)).toBe(200);
    staffToken = staff.body.token as string;
    const methods = (await getJson(`${urls[1]}/api/b2b/payment-methods`, { authorization: `Bearer ${players[0]!.token}` })).body as
      | { id: number; name: string }[]
      | { pgs: { id: number; name: string }[] };
    bkash = (Array.isArray(methods) ? methods : methods.pgs).find((m) => m.name === 'bKash')!.id;
  }, 240_000);

  afterAll(async () => {
    await procs?.close();
    await redis.stop();
  });

  /**
   * One call until it is answered: any process, the next one after a refused connection, a cut response or a 5xx
   * (a process being killed, or starting). Answers the first 2xx/4xx.
   */
  let retries = 0;
  async function untilAnswered(call: (base: string) => Promise<{ status: number; body: Record<string, unknown> }>, start: number) {
    for (let attempt = 0; attempt < 400; attempt++) {
      if (attempt > 0) retries++;
      const base = urls[(start + attempt) % urls.length]!;
      try {
        const r = await call(base);
        if (r.status < 500) return r;
      } catch {
        /* connection refused or cut: try the other process */
      }
      await sleep(50);
    }
    throw new Error('no process answered for 20 s');
  }

  it('every answered call is there exactly once, nothing else moved money, the ledger balances, pushes come back', async () => {
    const acked: Acked[] = [];
    let stop = false;
    let seq = 0;

    const client = async (c: number) => {
      const p = players[c % players.length]!;
      while (!stop) {
        const n = seq++;
        if (n % 2 === 0) {
          // A round of our Dice, retried with its request id.
          const requestId = `fault${n.toString(36).padStart(6, '0')}x${c}`;
          const r = await untilAnswered(
            (base) => postJson(`${base}/api/games/play`, { request_id: requestId, amount: '1.00', params: { target: 49.5, direction: 'under' } }, { authorization: `Bearer ${p.gameToken}` }),
            n,
          );
          expect(r.status, JSON.stringify(r.body)).toBe(200);
          const round = r.body.round as { amount: string; payout: string };
          acked.push({ kind: 'round', playerId: p.remoteId, ref: requestId, stake: parseMoney(round.amount), payout: parseMoney(round.payout) });
        } else {
          // An external provider's bet and win, each retried with its transaction id.
          const round = `fr${n}`;
          const bet = await untilAnswered(
            (base) => providerCallOver(base, PLATFORM, SECRET, { action: 'bet', session: p.providerSession, tx_id: `${round}b`, round_id: round, amount: '2.00' }) as never,
            n,
          );
          expect((bet.body as { status: string }).status, JSON.stringify(bet.body)).toBe('OK');
          const win = await untilAnswered(
            (base) =>
              providerCallOver(base, PLATFORM, SECRET, { action: 'win', session: p.providerSession, tx_id: `${round}w`, round_id: round, amount: '3.00', round_closed: true }) as never,
            n + 1,
          );
          expect((win.body as { status: string }).status, JSON.stringify(win.body)).toBe('OK');
          acked.push({ kind: 'provider', playerId: p.remoteId, ref: round, stake: 200n, payout: 300n });
        }
      }
    };

    const desk: DeskAcked[] = [];
    const staffAuth = { authorization: `Bearer ${staffToken}` };
    const answered = (r: { status: number; body: unknown }, what: string) => {
      expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBe(200);
      return r.body as Record<string, unknown>;
    };

    /**
     * A player's deposits, one after another: a number held, the deposit submitted with its request id, then
     * confirmed by a signed payment notice, approved or rejected by the operator (in turn), each retried until answered.
     */
    const depositor = async (c: number) => {
      const p = players[c]!;
      const auth = { authorization: `Bearer ${p.token}` };
      for (let k = 0; !stop; k++) {
        const qs = new URLSearchParams({ name: 'bKash', account_type: 'Agent', amount: DESK_AMOUNT });
        const held = answered(await untilAnswered((base) => getJson(`${base}/api/b2b/get-wallet-number?${qs}`, auth) as never, k), 'wallet number') as unknown as {
          account_number: string;
        }[];
        const trx = `FD${c}X${k.toString().padStart(6, '0')}`;
        const submit = { remote_id: p.remoteId, account_number: '01711223344', transaction_id: trx, amount: DESK_AMOUNT, payment_id: bkash, request_id: `fault-dep-${c}-${k}` };
        const made = answered(await untilAnswered((base) => postJson(`${base}/api/submit-deposit`, submit, auth), k), 'submit-deposit');
        const id = (made.data as { id: number }).id;
        const outcome = (['notice', 'approved', 'rejected'] as const)[k % 3]!;
        if (outcome === 'notice') {
          const raw = JSON.stringify({ method: 'bKash', transaction_id: trx, amount: DESK_AMOUNT, sender: '01711223344', receiver: held[0]!.account_number, received_at: new Date().toISOString() });
          const sig = sign(raw);
          const notice = answered(
            await untilAnswered(async (base) => {
              const r = await fetch(`${base}/api/payments/notices`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': sig }, body: raw });
              return { status: r.status, body: (await r.json()) as Record<string, unknown> };
            }, k),
            'notice',
          );
          // The first answer says matched; a retry whose first try went through says duplicate, for the same deposit.
          expect(['matched', 'duplicate'], JSON.stringify(notice)).toContain(notice.status);
          expect(notice.deposit_id).toBe(id);
        } else {
          const url = outcome === 'approved' ? `/api/backoffice/deposits/${id}/approve` : `/api/backoffice/deposits/${id}/reject`;
          const body = outcome === 'approved' ? {} : { reason: 'No such payment arrived.' };
          const decided = answered(await untilAnswered((base) => postJson(`${base}${url}`, body, staffAuth), k), url);
          expect(decided.status).toBe(outcome === 'approved' ? 'confirmed' : 'rejected');
        }
        desk.push({ kind: 'deposit', playerId: p.remoteId, id, ref: trx, outcome });
        await sleep(DESK_PAUSE_MS);
      }
    };

    /** A player's withdrawals, one after another: submitted with its request id, then paid or returned by the operator. */
    const withdrawer = async (c: number) => {
      const p = players[c]!;
      const auth = { authorization: `Bearer ${p.token}` };
      for (let k = 0; !stop; k++) {
        const requestId = `fault-wd-${c}-${k}`;
        const submit = { remote_id: p.remoteId, account_number: '01811223344', amount: DESK_AMOUNT, payment_id: bkash, provider: 'bKash', request_id: requestId };
        const made = answered(await untilAnswered((base) => postJson(`${base}/api/submit-withdraw`, submit, auth), k), 'submit-withdraw');
        const id = (made.data as { id: number }).id;
        const outcome = k % 2 === 0 ? 'approved' : 'rejected';
        const url = `/api/backoffice/withdrawals/${id}/${outcome === 'approved' ? 'approve' : 'reject'}`;
        const body = outcome === 'approved' ? { payout_transaction_id: `PO${c}X${k}` } : { reason: 'The account number is wrong.' };
        const decided = answered(await untilAnswered((base) => postJson(`${base}${url}`, body, staffAuth), k), url);
        expect(decided.status).toBe(outcome);
        desk.push({ kind: 'withdrawal', playerId: p.remoteId, id, ref: requestId, outcome });
        await sleep(DESK_PAUSE_MS);
      }
    };

    const load = Promise.all([
      ...Array.from({ length: 12 }, (_, c) => client(c)),
      ...Array.from({ length: PLAYERS }, (_, c) => (c % 2 === 0 ? depositor(c) : withdrawer(c))),
    ]);
    const counts: number[] = [];
    const mark = () => counts.push(acked.length + desk.length);
    await sleep(3_000);
    mark();
    await procs.kill(0);
    await sleep(2_000);
    mark();
    await procs.restart(0);
    await sleep(2_000);
    mark();
    await redis.stop();
    await sleep(4_000);
    mark();
    await redis.start();
    await sleep(2_000);
    mark();
    await procs.kill(1);
    await sleep(2_000);
    mark();
    await procs.restart(1);
    await sleep(2_000);
    stop = true;
    await load;
    mark();
    // Work went on through every phase: with one process down, and with Redis down.
    for (let i = 1; i < counts.length; i++) expect(counts[i]!, `phase ${i}: ${counts.join(', ')}`).toBeGreaterThan(counts[i - 1]!);
    // The kills cut or refused calls, which the clients sent again.
    expect(retries).toBeGreaterThan(0);
    console.info(`faults: ${acked.length} rounds and provider pairs, ${desk.length} deposits and withdrawals, ${retries} calls sent again`);

    const check: TestApp = await startTestApp({ databaseUrl: procs.dbUrl });
    try {
      const db = check.app.khela.database.db;
      // Our rounds: each answered request id once, with the stake and payout it answered, and no other round.
      const rounds = await db
        .selectFrom('game_rounds as r')
        .innerJoin('game_providers as gp', 'gp.id', 'r.provider_id')
        .select(['r.round_ref', 'r.stake', 'r.payout', 'r.status', 'gp.platform'])
        .execute();
      const own = rounds.filter((r) => r.platform === 'KHELA');
      const ackedOwn = acked.filter((a) => a.kind === 'round');
      expect(own.length).toBe(ackedOwn.length);
      const byRef = new Map(own.map((r) => [r.round_ref.split(':')[1]!, r]));
      for (const a of ackedOwn) {
        const r = byRef.get(a.ref);
        expect(r, a.ref).toBeDefined();
        expect([r!.stake, r!.payout], a.ref).toEqual([a.stake, a.payout]);
      }
      // The provider's calls: each answered transaction id once.
      const txs = await db.selectFrom('game_wallet_tx as t').innerJoin('game_providers as gp', 'gp.id', 't.provider_id').select(['t.tx_ref', 't.amount']).where('gp.platform', '=', PLATFORM).execute();
      const ackedExt = acked.filter((a) => a.kind === 'provider');
      expect(txs.length).toBe(ackedExt.length * 2);
      expect(new Set(txs.map((t) => t.tx_ref)).size).toBe(txs.length);

      // Deposits: each one a client saw taken once, decided as the client saw it decided, and no other.
      const ids = players.map((p) => BigInt(p.remoteId));
      const deposits = await db.selectFrom('deposits').select(['id', 'transaction_id', 'status', 'amount', 'bonus', 'confirmed_via']).where('player_id', 'in', ids).execute();
      const ackedDeposits = desk.filter((d) => d.kind === 'deposit');
      expect(ackedDeposits.length, 'deposits made').toBeGreaterThan(5);
      expect(deposits.length).toBe(ackedDeposits.length);
      const depositById = new Map(deposits.map((d) => [Number(d.id), d]));
      for (const a of ackedDeposits) {
        const d = depositById.get(a.id);
        expect(d?.transaction_id, a.ref).toBe(a.ref);
        expect(d!.status, a.ref).toBe(a.outcome === 'rejected' ? 'rejected' : 'confirmed');
        if (a.outcome !== 'rejected') expect([d!.amount + d!.bonus, d!.confirmed_via], a.ref).toEqual([DEPOSIT_CREDIT, a.outcome === 'notice' ? 'notice' : 'staff']);
      }
      // Payment notices: each once, each matched to its deposit.
      const notices = await db.selectFrom('payment_notices').select(['transaction_id', 'state', 'deposit_id']).execute();
      expect(notices.length).toBe(ackedDeposits.filter((d) => d.outcome === 'notice').length);
      for (const n of notices) expect([n.state, Number(n.deposit_id)]).toEqual(['matched', ackedDeposits.find((d) => d.ref === n.transaction_id)?.id]);
      // Withdrawals: each one a client saw taken once, paid or returned as the client saw, and no other.
      const withdrawals = await db.selectFrom('withdrawals').select(['id', 'status', 'amount', 'request_id']).where('player_id', 'in', ids).execute();
      const ackedWithdrawals = desk.filter((d) => d.kind === 'withdrawal');
      expect(ackedWithdrawals.length, 'withdrawals made').toBeGreaterThan(5);
      expect(withdrawals.length).toBe(ackedWithdrawals.length);
      const withdrawalById = new Map(withdrawals.map((w) => [Number(w.id), w]));
      for (const a of ackedWithdrawals) {
        const w = withdrawalById.get(a.id);
        expect([w?.request_id, w?.status, w?.amount], a.ref).toEqual([a.ref, a.outcome, WITHDRAWAL]);
      }

      // Each decision's side effects once: the player's inbox message, and the operator's audit row (a retried approval
      // that found the deposit or withdrawal decided wrote none).
      const inbox = await db
        .selectFrom('inbox_messages')
        .select('event_key')
        .where('player_id', 'in', ids)
        .where((eb) => eb.or([eb('event_key', 'like', 'deposit:%'), eb('event_key', 'like', 'withdrawal:%')]))
        .execute();
      const expectedKeys = desk.map((d) =>
        d.kind === 'deposit' ? `deposit:${d.id}:${d.outcome === 'rejected' ? 'rejected' : 'confirmed'}` : `withdrawal:${d.id}:${d.outcome === 'approved' ? 'paid' : 'returned'}`,
      );
      expect(inbox.map((m) => m.event_key).sort()).toEqual(expectedKeys.sort());
      const audit = await db.selectFrom('audit_log').select(['action', 'entity_id']).where('entity', 'in', ['deposit', 'withdrawal']).execute();
      const expectedAudit = desk
        .filter((d) => d.outcome !== 'notice')
        .map((d) => `${d.kind}.${d.outcome === 'approved' ? 'approve' : 'reject'} ${d.id}`);
      expect(audit.map((a) => `${a.action} ${a.entity_id}`).sort()).toEqual(expectedAudit.sort());

      // Nothing else moved money: each player's balance is the funding, less what their answered calls staked, plus
      // what they paid, plus their confirmed deposits with the bonus, less their paid withdrawals.
      for (const p of players) {
        const mine = acked.filter((a) => a.playerId === p.remoteId);
        const mineDesk = desk.filter((d) => d.playerId === p.remoteId);
        const deposited = BigInt(mineDesk.filter((d) => d.kind === 'deposit' && d.outcome !== 'rejected').length) * DEPOSIT_CREDIT;
        const paidOut = BigInt(mineDesk.filter((d) => d.kind === 'withdrawal' && d.outcome === 'approved').length) * WITHDRAWAL;
        const expected = parseMoney(FUNDS) - mine.reduce((s, a) => s + a.stake, 0n) + mine.reduce((s, a) => s + a.payout, 0n) + deposited - paidOut;
        const row = await db
          .selectFrom('ledger_accounts as a')
          .innerJoin('players as pl', 'pl.id', 'a.player_id')
          .select('a.balance')
          .where('pl.username', '=', p.username)
          .where('a.kind', '=', 'player')
          .executeTakeFirstOrThrow();
        expect(row.balance, p.username).toBe(expected);
      }
      await expectLedgerClean(check.app);
    } finally {
      await check.close();
    }

    // Live pushes cross processes again now that Redis is back: a balance change on one reaches a socket on the other.
    const p = players[0]!;
    const login = await postJson(`${urls[1]}/api/login`, { username: p.username, password: 'secret123' });
    const live = await openLive(urls[1]!.replace('http://', ''), login.body.token as string);
    expect((await postJson(`${urls[0]}/dev/wallet/adjust`, { username: p.username, amount: '1' })).status).toBe(200);
    expect(await live.next('balance.changed')).toBeDefined();
    live.ws.close();
  }, 180_000);
});
