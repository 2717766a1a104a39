import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { GAME_MESSAGES, crashFollows, crashMsFor, crashPoint, parseMoney, toWire, type CrashState, type CrashVerifyInfo } from '@khela/domain';
import { expectLedgerClean, newPlayer, type NewPlayer, type TestApp } from './helpers';
import { balance, fund, startPaymentsApp } from './payments-fixtures';
import { gameCall, launch, requestId } from './games-fixtures';
import WebSocket from 'ws';

let t: TestApp;
beforeAll(async () => {
  // The engine is driven by hand (step()) with a short betting phase.
  t = await startPaymentsApp({ crashEngine: false, crashBettingMs: 60_000, crashPauseMs: 0 });
});
afterAll(() => t?.close());
afterEach(() => expectLedgerClean(t.app));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function state(s: { token: string }): Promise<CrashState> {
  return (await gameCall(t.app, s.token, 'GET', '/api/games/crash/state')).json() as CrashState;
}
/**
 * Steps the engine until the round reaches `phase`. Time is moved on in the database instead of waited for: the
 * betting phase ends at once and a flight is set back to just past its crash time (`fast`), so a 500× round does
 * not take two minutes.
 */
async function stepUntil(s: { token: string }, phase: 'betting' | 'running' | 'crashed', timeoutMs = 60_000, fast = true): Promise<CrashState> {
  const until = Date.now() + timeoutMs;
  const db = t.app.khela.database.db;
  for (;;) {
    // Look before stepping: with no pause after a crash, a step past a round that already got there starts the next.
    const now = await state(s);
    if (now.round.phase === phase) return now;
    if (fast && phase !== 'betting') await db.updateTable('crash_rounds').set({ betting_ends_at: sql<Date>`now()` }).where('phase', '=', 'betting').execute();
    if (fast && phase === 'crashed') {
      const r = await db.selectFrom('crash_rounds').select(['id', 'crash_point']).where('phase', '=', 'running').executeTakeFirst();
      if (r) {
        const back = crashMsFor(r.crash_point / 100) + 50;
        await db.updateTable('crash_rounds').set({ started_at: sql<Date>`now() - ${`${back} milliseconds`}::interval` }).where('id', '=', r.id).execute();
        t.app.khela.crash.resync();
      }
    }
    await t.app.khela.crash.step();
    const st = await state(s);
    if (st.round.phase === phase) return st;
    if (Date.now() > until) throw new Error(`crash round never reached ${phase}`);
    await sleep(20);
  }
}

async function player(amount: string): Promise<{ p: NewPlayer; s: { token: string } }> {
  const p = await newPlayer(t.app);
  await fund(t.app, p, amount);
  return { p, s: await launch(t.app, p, 'crash') };
}

describe('crash: shared rounds', () => {
  it('takes bets in the betting phase only, pays cash-outs by the database clock, settles the rest at the crash, and verifies', async () => {
    const a = await player('100');
    const b = await player('100');
    const c = await player('100');
    const published: string[] = [];
    t.app.khela.bus.onMessage((m) => {
      if (m.room === 'crash') published.push(m.event);
    });
    await stepUntil(a.s, 'betting');
    // A round that crashes at once or nearly (below 1.50×) may be over before a slow machine looks at its flight:
    // take the next one (the low-point paths are covered by the checks below and by the next test).
    const db = t.app.khela.database.db;
    for (;;) {
      const r = await db.selectFrom('crash_rounds').select('crash_point').where('phase', '=', 'betting').executeTakeFirst();
      if (r && r.crash_point >= 150) break;
      await stepUntil(a.s, 'crashed');
      await stepUntil(a.s, 'betting');
    }

    const betA = await gameCall(t.app, a.s.token, 'POST', '/api/games/crash/bet', { request_id: requestId(), amount: '10', auto_cashout: null });
    expect(betA.statusCode, betA.body).toBe(200);
    expect((await gameCall(t.app, a.s.token, 'POST', '/api/games/crash/bet', { request_id: requestId(), amount: '10' })).json().message).toBe(GAME_MESSAGES.alreadyBet);
    // B cashes out automatically at 1.01; C never cashes out (disconnects).
    expect((await gameCall(t.app, b.s.token, 'POST', '/api/games/crash/bet', { request_id: requestId(), amount: '20', auto_cashout: 1.01 })).statusCode).toBe(200);
    expect((await gameCall(t.app, c.s.token, 'POST', '/api/games/crash/bet', { request_id: requestId(), amount: '30' })).statusCode).toBe(200);
    expect((await gameCall(t.app, c.s.token, 'POST', '/api/games/crash/bet', { request_id: requestId(), amount: '10', auto_cashout: 0.5 })).statusCode).toBe(400);
    expect(await balance(t.app, a.p)).toBe('90.00');
    const early = await gameCall(t.app, a.s.token, 'POST', '/api/games/crash/cashout', {});
    expect(early.json().message).toBe(GAME_MESSAGES.bettingClosed);

    const running = await stepUntil(a.s, 'running');
    expect(running.bets).toHaveLength(3);
    expect(running.bets.map((x) => x.username)).not.toContain(a.p.username); // masked for others
    expect(running.my_bet).toMatchObject({ username: a.p.username, amount: '10.00' });
    const late = await gameCall(t.app, c.s.token, 'POST', '/api/games/crash/bet', { request_id: requestId(), amount: '10' });
    expect(late.json().message).toBe(GAME_MESSAGES.bettingClosed);

    const point = (await t.app.khela.database.db.selectFrom('crash_rounds').select('crash_point').where('id', '=', BigInt(running.round.id)).executeTakeFirstOrThrow()).crash_point / 100;
    const out = await gameCall(t.app, a.s.token, 'POST', '/api/games/crash/cashout', {});
    if (out.statusCode === 200) {
      const at = (out.json() as { bet: { cashed_out_at: number } }).bet.cashed_out_at;
      expect(at).toBeGreaterThanOrEqual(1);
      expect(at).toBeLessThan(point);
      expect(await balance(t.app, a.p)).toBe(toWire(parseMoney('90') + (parseMoney('10') * BigInt(Math.round(at * 100))) / 100n));
    } else {
      expect(out.json().message).toBe(GAME_MESSAGES.tooLate);
    }

    // Let it fly a little on its own (ticks), then move on to the crash.
    for (let i = 0; i < 5; i++) {
      await t.app.khela.crash.step();
      await sleep(110);
      if ((await state(a.s)).round.phase === 'crashed') break; // a low crash point: the round is over already
    }
    const crashed = await stepUntil(a.s, 'crashed');
    expect(crashed.round.crash_point).toBe(point);
    expect(crashed.history[0]!.id).toBe(running.round.id);
    // B: auto cash-out at 1.01 when the round got there; C lost.
    expect(await balance(t.app, b.p)).toBe(point >= 1.01 ? toWire(parseMoney('80') + parseMoney('20.20')) : '80.00');
    expect(await balance(t.app, c.p)).toBe('70.00');
    const open = await t.app.khela.database.db.selectFrom('game_rounds').select('id').where('crash_round_id', '=', BigInt(running.round.id)).where('status', '=', 'open').execute();
    expect(open).toEqual([]);

    // Live: the room got the phases (and ticks while flying unless it crashed at once).
    expect(published).toContain('crash.state');
    if (point > 1.1) expect(published).toContain('crash.tick');

    // Verifier: the crash point follows from the hash and the published salt; the hash chains to the one before.
    const v = (await t.app.inject({ method: 'GET', url: `/api/fair/crash/${running.round.id}` })).json() as CrashVerifyInfo;
    expect(crashPoint(v.hash, v.salt)).toBe(point);
    expect(crashFollows(v.previous_hash, v.hash)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/fair/crash/999999' })).statusCode).toBe(404);
  });

  it('the next round chains to the previous one', async () => {
    const a = await player('10');
    const first = await stepUntil(a.s, 'crashed');
    await stepUntil(a.s, 'betting');
    const second = await stepUntil(a.s, 'crashed');
    expect(second.round.id).not.toBe(first.round.id);
    const v = (await t.app.inject({ method: 'GET', url: `/api/fair/crash/${second.round.id}` })).json() as CrashVerifyInfo;
    expect(v.previous_hash).toBe(first.round.hash);
    expect(crashFollows(first.round.hash!, second.round.hash!)).toBe(true);
  });

  it('anyone can watch the crash room over /ws without logging in', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ws = new WebSocket(`${address.replace('http', 'ws')}/ws`);
    const got: string[] = [];
    const ready = new Promise<void>((resolve, reject) => {
      ws.on('message', (raw) => {
        const m = JSON.parse(String(raw)) as { event: string };
        got.push(m.event);
        if (m.event === 'ready') resolve();
      });
      ws.on('error', reject);
    });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', room: 'crash' })));
    await ready;
    const a = await player('10');
    await stepUntil(a.s, 'betting');
    await stepUntil(a.s, 'crashed');
    await sleep(100);
    expect(got).toContain('crash.state');
    ws.close();
  });
});
