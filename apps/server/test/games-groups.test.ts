import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toWire, type PlayResult } from '@khela/domain';
import type { AppError } from '../src/shared/errors';
import { bearer, expectLedgerClean, newPlayer, type NewPlayer, type TestApp } from './helpers';
import { balance, fund, startPaymentsApp } from './payments-fixtures';
import { gameCall, launch, play, requestId } from './games-fixtures';

/**
 * Issue 15: one-shot rounds of our games that arrive together are written in groups, one database transaction per
 * group (GameWalletService.playInstant). Each round must still be answered and refused on its own: a refusal, a
 * retry or a first round in the same group as others changes nothing for them. On both databases (PGlite's one
 * connection groups as well: the queue is the process's).
 */
describe('one-shot rounds written in groups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp({ dbPoolSize: 20 });
  });
  afterAll(() => t?.close());

  const dice = { target: 50, direction: 'under' };
  const db = () => t.app.khela.database.db;
  const roundsOf = (p: NewPlayer) => db().selectFrom('game_rounds').select(['id', 'nonce', 'round_ref', 'stake', 'payout']).where('player_id', '=', BigInt(p.remoteId)).orderBy('nonce').execute();

  /** A funded player who has played once (their seed exists: their rounds take the quick path). */
  async function seasoned(amount: string) {
    const p = await newPlayer(t.app);
    await fund(t.app, p, amount);
    const s = await launch(t.app, p, 'dice');
    await play(t.app, s, '1', dice);
    return { p, s };
  }

  it('each round of a group gets its own answer: written, refused for the balance or by a time-out, a retry, a first round', async () => {
    const ok = await Promise.all(Array.from({ length: 6 }, () => seasoned('100')));
    const broke = await seasoned('5');
    const resting = await seasoned('100');
    expect((await t.app.inject({ method: 'POST', url: '/api/safer-gambling/time-out', headers: bearer(resting.p.token), payload: { days: 1 } })).statusCode).toBe(200);
    const again = await seasoned('100');
    const retriedId = requestId();
    const first = await play(t.app, again.s, '10', dice, retriedId);
    const fresh = await newPlayer(t.app);
    await fund(t.app, fresh, '100');
    const freshSession = await launch(t.app, fresh, 'dice');
    const before = { ...t.app.khela.gameWallet.grouped };

    // Straight to the service, all in one turn of the event loop: they arrive together, so they share one group.
    const sessionOf = async (x: { token: string }) => (await t.app.khela.launch.authenticate(x.token))!;
    const sessions = await Promise.all([...ok.map((x) => x.s), broke.s, resting.s, again.s, freshSession].map(sessionOf));
    const answers = await Promise.allSettled(
      sessions.map((s, i) => t.app.khela.originals.play(s, { request_id: i === 8 ? retriedId : requestId(), amount: '10', params: dice })),
    );
    const grouped = t.app.khela.gameWallet.grouped;
    expect(grouped.rounds - before.rounds).toBe(10);
    expect(grouped.groups - before.groups).toBe(1);
    const value = (i: number) => {
      const a = answers[i]!;
      if (a.status === 'rejected') throw a.reason;
      return a.value;
    };
    const reason = (i: number) => {
      const a = answers[i]!;
      expect(a.status).toBe('rejected');
      return (a as PromiseRejectedResult).reason as AppError;
    };

    for (const [i, x] of ok.entries()) {
      const body = value(i);
      expect(body.round.amount).toBe('10.00');
      expect(body.round.fair?.nonce).toBe(1);
      expect(body.balance).toBe(await balance(t.app, x.p));
      expect(await roundsOf(x.p)).toHaveLength(2);
    }
    expect(reason(6).status).toBe(402);
    expect(await roundsOf(broke.p)).toHaveLength(1);
    expect(reason(7).status).toBe(403);
    expect(reason(7).details?.code).toBe('time_out');
    expect(await roundsOf(resting.p)).toHaveLength(1);
    // The retry answers its first round again and moves nothing.
    expect(value(8).round.id).toBe(first.round.id);
    expect(await roundsOf(again.p)).toHaveLength(2);
    // A player's first round (no seed pair yet) went the general path, and counts like any other.
    expect(value(9).round.fair?.nonce).toBe(0);
    // The refused rounds used no nonce: the next round of the broke player is nonce 1.
    await fund(t.app, broke.p, '100');
    expect((await play(t.app, broke.s, '10', dice)).round.fair?.nonce).toBe(1);
    await expectLedgerClean(t.app);
  });
  it("one player's rounds sent at once go one per group, each with the next nonce", async () => {
    const { p, s } = await seasoned('100');
    const rs = await Promise.all(Array.from({ length: 8 }, () => gameCall(t.app, s, 'POST', '/api/games/play', { request_id: requestId(), amount: '2', params: dice })));
    expect(rs.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const rounds = await roundsOf(p);
    expect(rounds.map((r) => r.nonce)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const net = rounds.reduce((n, r) => n + r.payout - r.stake, 0n);
    expect(await balance(t.app, p)).toBe(toWire(10_000n + net));
    await expectLedgerClean(t.app);
  });

  it('a group whose transaction fails as a whole writes nothing, and each of its rounds then goes alone: once each', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => seasoned('100')));
    const repo = (t.app.khela.gameWallet as unknown as { repo: { writeInstantRounds: (...a: unknown[]) => Promise<unknown> } }).repo;
    const real = repo.writeInstantRounds.bind(repo);
    let failed = 0;
    // Fault injection: the group's write statement fails once, after the group has locked and checked everything.
    repo.writeInstantRounds = async (...a: unknown[]) => {
      if (failed++ === 0) throw new Error('connection lost (injected)');
      return real(...a);
    };
    try {
      const ids = players.map(() => requestId());
      const rs = await Promise.all(players.map((x, i) => gameCall(t.app, x.s, 'POST', '/api/games/play', { request_id: ids[i], amount: '10', params: dice })));
      expect(rs.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
      expect(failed).toBeGreaterThan(0);
      for (const [i, x] of players.entries()) {
        const rounds = await roundsOf(x.p);
        expect(rounds).toHaveLength(2);
        expect(rounds[1]!.round_ref).toBe(`${x.p.remoteId}:${ids[i]}`);
        expect((rs[i]!.json() as PlayResult).balance).toBe(await balance(t.app, x.p));
      }
    } finally {
      repo.writeInstantRounds = real;
    }
    await expectLedgerClean(t.app);
  });
});
