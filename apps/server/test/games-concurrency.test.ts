import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerClean, newPlayer, onPostgres, type TestApp } from './helpers';
import { balance, fund, startPaymentsApp } from './payments-fixtures';
import { gameCall, launch, providerCall, requestId } from './games-fixtures';

/** Races that need real connections in parallel: PostgreSQL only (PGlite has one connection). */
describe.runIf(onPostgres)('games under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp({ dbPoolSize: 20 });
  });
  afterAll(() => t?.close());

  it('20 copies of one bet (a flaky network retrying) make one round and move money once', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app, p, '100');
    const s = await launch(t.app, p, 'dice');
    const id = requestId();
    const rs = await Promise.all(
      Array.from({ length: 20 }, () => gameCall(t.app, s, 'POST', '/api/games/play', { request_id: id, amount: '10', params: { target: 50, direction: 'under' } })),
    );
    const ok = rs.filter((r) => r.statusCode === 200).map((r) => (r.json() as { round: { id: string; payout: string } }).round);
    // Every copy answers the same round (a copy that lost the race re-reads it), none a 5xx.
    expect(rs.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(ok.map((r) => r.id)).size).toBe(1);
    const rounds = await t.app.khela.database.db.selectFrom('game_rounds').select('id').where('player_id', '=', BigInt(p.remoteId)).execute();
    expect(rounds).toHaveLength(1);
    const payout = Number(ok[0]!.payout);
    expect(Number(await balance(t.app, p))).toBeCloseTo(90 + payout, 2);
    await expectLedgerClean(t.app);
  });

  it('30 different bets of the whole balance at once: exactly one is taken, the balance never goes negative', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app, p, '50');
    const s = await launch(t.app, p, 'limbo');
    const rs = await Promise.all(
      Array.from({ length: 30 }, () => gameCall(t.app, s, 'POST', '/api/games/play', { request_id: requestId(), amount: '50', params: { target: 1000000 } })),
    );
    const codes = rs.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 402)).toBe(true);
    // The database's CHECK keeps it from going negative; the exact figure is the one round's payout (50 staked of 50).
    const taken = rs.find((r) => r.statusCode === 200)!.json() as { round: { payout: string } };
    expect(await balance(t.app, p)).toBe(taken.round.payout);
    await expectLedgerClean(t.app);
  });

  it('an external provider retrying a bet and its rollback in parallel moves money at most once each', async () => {
    const db = t.app.khela.database.db;
    const secret = 'race-provider-secret-0123456789';
    const prov = await db.insertInto('game_providers').values({ platform: 'RACE', name: 'Race', kind: 'external', launch_url: 'https://race.test/?t={token}', wallet_secret: secret }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('games').values({ provider_id: prov.id, code: 'race-1', name: 'Race One', type: 'SLOT' }).execute();
    const p = await newPlayer(t.app);
    await fund(t.app, p, '100');
    const run = await t.app.inject({ method: 'POST', url: '/api/game-run', headers: { authorization: `Bearer ${p.token}` }, payload: { userId: p.remoteId, gameCode: 'race-1', platform: 'RACE' } });
    const token = new URL((run.json() as { url: string }).url).searchParams.get('t');
    const session = ((await providerCall(t.app, 'RACE', secret, { action: 'authenticate', token })).json() as { session: string }).session;
    const bet = { action: 'bet', session, tx_id: 'rb', round_id: 'rr', amount: '30.00' };
    await Promise.all(Array.from({ length: 10 }, () => providerCall(t.app, 'RACE', secret, bet)));
    expect(await balance(t.app, p)).toBe('70.00');
    const rb = { action: 'rollback', session, tx_id: 'rbk', reference_tx_id: 'rb' };
    const rs = await Promise.all(Array.from({ length: 10 }, () => providerCall(t.app, 'RACE', secret, rb)));
    expect(rs.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await balance(t.app, p)).toBe('100.00');
    await expectLedgerClean(t.app);
  });
});
