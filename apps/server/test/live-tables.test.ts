import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  GAME_MESSAGES,
  LIVE_MESSAGES,
  livePayout,
  liveRules,
  liveSeeds,
  parseMoney,
  sha256Hex,
  toWire,
  type LiveBetReply,
  type LiveTableState,
  type LiveTablesReply,
  type LiveVerifyInfo,
} from '@khela/domain';
import { expectLedgerClean, newPlayer, type NewPlayer, type TestApp } from './helpers';
import { balance, fund, newStaff, staffCall, staffLogin, startPaymentsApp } from './payments-fixtures';
import { gameCall, launch, requestId } from './games-fixtures';
import { DEFAULT_LIVE_OPTIONS, LiveTablesService } from '../src/games/live.service';

let t: TestApp;
beforeAll(async () => {
  // The engine is driven by hand (step()); time is moved on in the database instead of waited for.
  t = await startPaymentsApp({ liveEngine: false, livePauseMs: 0 });
});
afterAll(() => t?.close());
afterEach(() => expectLedgerClean(t.app));

const db = () => t.app.khela.database.db;

async function seat(amount = '1000'): Promise<{ p: NewPlayer; token: string; table: string }> {
  const p = await newPlayer(t.app);
  await fund(t.app, p, amount);
  const s = await launch(t.app, p, 'dragon-tiger');
  const tables = (await gameCall(t.app, s.token, 'GET', '/api/games/live/tables')).json() as LiveTablesReply;
  expect(tables.game).toBe('dragon-tiger');
  expect(tables.tables.length).toBeGreaterThan(0);
  return { p, token: s.token, table: tables.tables[0]!.id };
}

async function state(token: string, table: string): Promise<LiveTableState> {
  const r = await gameCall(t.app, token, 'GET', `/api/games/live/state?table_id=${table}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as LiveTableState;
}

/** Steps the engine until the table's round is in `phase` (the window and the deal's time moved on in the database). */
async function stepUntil(token: string, table: string, phase: 'betting' | 'dealing' | 'settled'): Promise<LiveTableState> {
  for (let i = 0; i < 20; i++) {
    const now = await state(token, table);
    if (now.round?.phase === phase) return now;
    if (phase !== 'betting') await db().updateTable('live_rounds').set({ betting_ends_at: sql<Date>`now()` }).where('table_id', '=', BigInt(table)).where('phase', '=', 'betting').execute();
    if (phase === 'settled') {
      await db().updateTable('live_rounds').set({ dealt_at: sql<Date>`now() - interval '1 minute'` }).where('table_id', '=', BigInt(table)).where('phase', '=', 'dealing').execute();
    }
    await t.app.khela.live.step();
  }
  throw new Error(`the live round never reached ${phase}`);
}

function bet(token: string, table: string, round: string | undefined, spots: Record<string, string>, id = requestId()) {
  return gameCall(t.app, token, 'POST', '/api/games/live/bet', { request_id: id, table_id: table, round_id: round, spots });
}

describe('live tables: shared rounds', () => {
  it('takes chips while betting is open, deals from the round seed, pays every bet once to the poisha, and verifies against the chain', async () => {
    const a = await seat();
    const b = await seat();
    const open = await stepUntil(a.token, a.table, 'betting');
    const round = open.round!.id;
    expect(open.round!.seed).toBeNull();
    expect(open.round!.deal).toBeNull();

    const id = requestId();
    const first = await bet(a.token, a.table, round, { dragon: '100', tie: '10' }, id);
    expect(first.statusCode, first.body).toBe(200);
    // The same request again moves nothing and answers the bets as they stand.
    const again = await bet(a.token, a.table, round, { dragon: '100', tie: '10' }, id);
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as LiveBetReply).my_bets.stake).toBe('110.00');
    expect(await balance(t.app, a.p)).toBe('890.00');
    // A second placement adds to the spots.
    expect((await bet(a.token, a.table, round, { dragon: '50' })).statusCode).toBe(200);
    expect((await bet(b.token, b.table, round, { tiger: '200', suited_tie: '10.55' })).statusCode).toBe(200);

    // Refusals: an unknown spot, below the table's minimum, a round that is not the one betting.
    expect((await bet(a.token, a.table, round, { banker: '10' })).json().message).toBe(LIVE_MESSAGES.spotUnknown);
    expect((await bet(b.token, b.table, round, { dragon: '5' })).json().message).toBe(LIVE_MESSAGES.spotRange);
    expect((await bet(b.token, b.table, String(Number(round) + 99), { dragon: '10' })).json().message).toBe(GAME_MESSAGES.bettingClosed);

    const st = await state(a.token, a.table);
    expect(st.round!.totals).toEqual({ dragon: '150.00', tie: '10.00', tiger: '200.00', suited_tie: '10.55' });
    expect(st.round!.players).toBe(2);
    expect(st.my_bets).toMatchObject({ round_id: round, spots: { dragon: '150.00', tie: '10.00' }, stake: '160.00', payout: null });

    // The window closes by the database's clock: a bet after it is refused.
    const dealing = await stepUntil(a.token, a.table, 'dealing');
    expect(dealing.round!.deal!.steps).toHaveLength(2);
    expect((await bet(b.token, b.table, round, { tiger: '10' })).json().message).toBe(GAME_MESSAGES.bettingClosed);

    const settled = await stepUntil(a.token, a.table, 'settled');
    const deal = settled.round!.deal!;
    const expectA = livePayout({ dragon: 15_000n, tie: 1_000n }, deal.returns);
    const expectB = livePayout({ tiger: 20_000n, suited_tie: 1_055n }, deal.returns);
    expect(await balance(t.app, a.p)).toBe(toWire(100_000n - 16_000n + expectA));
    expect(await balance(t.app, b.p)).toBe(toWire(100_000n - 21_055n + expectB));
    expect(settled.my_bets!.payout).toBe(toWire(expectA));
    expect(settled.history[0]).toMatchObject({ id: round, code: deal.code });
    // A step more settles nothing twice.
    await t.app.khela.live.settle(BigInt(round));
    expect(await balance(t.app, a.p)).toBe(toWire(100_000n - 16_000n + expectA));

    // The verifier: the seed hashes to the round before it (or the anchor), and the deal is the seed's.
    const v = (await t.app.inject({ method: 'GET', url: `/api/fair/live/${round}` })).json() as LiveVerifyInfo;
    expect(sha256Hex(v.seed)).toBe(v.previous_seed);
    expect(open.round!.seed_hash).toBe(sha256Hex(v.seed));
    expect(liveRules('dragon-tiger')!.deal(liveSeeds(v.seed))).toEqual(deal);
    expect(settled.round!.seed).toBe(v.seed);

    // The seeded games' history call answers a live session with no rounds (its rounds are the table's).
    expect((await gameCall(t.app, a.token, 'GET', '/api/games/history')).json()).toEqual({ rounds: [] });
    // The player's rounds at the table.
    const mine = (await gameCall(t.app, a.token, 'GET', `/api/games/live/rounds?table_id=${a.table}`)).json() as { rounds: { round_id: string; spots: Record<string, string>; payout: string | null }[] };
    expect(mine.rounds[0]).toMatchObject({ round_id: round, spots: { dragon: '150.00', tie: '10.00' }, payout: toWire(expectA) });
    // Betting records recall the round with the player's spots, the cards and the verifier's address; it counted.
    const gr = await db().selectFrom('game_rounds').select(['id', 'status']).where('live_round_id', '=', BigInt(round)).where('player_id', '=', BigInt(a.p.remoteId)).executeTakeFirstOrThrow();
    const recall = await t.app.inject({ method: 'GET', url: `/api/betting-record/rounds/${gr.id}`, headers: { authorization: `Bearer ${a.p.token}` } });
    expect(recall.statusCode, recall.body).toBe(200);
    expect(recall.json().live).toEqual({ round_id: round, table_id: a.table, phase: 'settled', spots: { dragon: '150.00', tie: '10.00' }, deal, seed: v.seed, verify_url: `/play/verify?live=${round}` });
  });

  it('refuses a bet that could take the round over the table\'s house cap, and a round nobody ran is voided with every stake back', async () => {
    const a = await seat();
    const open = await stepUntil(a.token, a.table, 'betting');
    await db().updateTable('live_tables').set({ house_cap: parseMoney('1000') }).where('id', '=', BigInt(a.table)).execute();
    try {
      // 20 on the suited tie could pay 1,020.00 with the 51:1 return.
      expect((await bet(a.token, a.table, open.round!.id, { suited_tie: '20' })).json().message).toBe(LIVE_MESSAGES.houseCap);
      expect((await bet(a.token, a.table, open.round!.id, { suited_tie: '19' })).statusCode).toBe(200);
    } finally {
      await db().updateTable('live_tables').set({ house_cap: parseMoney('1000000') }).where('id', '=', BigInt(a.table)).execute();
    }
    expect(await balance(t.app, a.p)).toBe('981.00');
    await db().updateTable('live_rounds').set({ betting_ends_at: sql<Date>`now() - interval '10 minutes'` }).where('id', '=', BigInt(open.round!.id)).execute();
    expect(await t.app.khela.sweeper.sweep()).toBeGreaterThanOrEqual(1);
    expect(await balance(t.app, a.p)).toBe('1000.00');
    const r = await db().selectFrom('live_rounds').select('phase').where('id', '=', BigInt(open.round!.id)).executeTakeFirstOrThrow();
    expect(r.phase).toBe('voided');
  });
});

describe('live tables: the console', () => {
  it('lists and changes tables (admin only, audited), reads a table\'s rounds with their bets and seeds, and reports turnover, payout, GGR and hold per table', async () => {
    const admin = await staffLogin(t.app);
    const support = await newStaff(t.app, admin, 'support');
    const tables = (await staffCall(t.app, admin, 'GET', '/api/backoffice/live-tables')).json() as { id: string; game_code: string; chips: string[] }[];
    const dt = tables.find((x) => x.game_code === 'dragon-tiger')!;
    expect(dt.chips[0]).toBe('10.00');
    // Support reads but cannot change; bad values are refused per field.
    expect((await staffCall(t.app, support.token, 'PATCH', `/api/backoffice/live-tables/${dt.id}`, { betting_ms: 20_000 })).statusCode).toBe(403);
    const bad = await staffCall(t.app, admin, 'PATCH', `/api/backoffice/live-tables/${dt.id}`, { min_bet: '500', max_bet: '100' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['max_bet']);
    expect((await staffCall(t.app, admin, 'PATCH', `/api/backoffice/live-tables/${dt.id}`, { currency: 'INR' })).statusCode).toBe(422);
    const changed = await staffCall(t.app, admin, 'PATCH', `/api/backoffice/live-tables/${dt.id}`, { chips: ['50', '10', '100'], betting_ms: 20_000 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ chips: ['10.00', '50.00', '100.00'], betting_ms: 20_000 });
    const created = await staffCall(t.app, admin, 'POST', '/api/backoffice/live-tables', {
      game_code: 'dragon-tiger',
      name: 'Dragon Tiger VIP',
      name_bn: 'ড্রাগন টাইগার ভিআইপি',
      min_bet: '500',
      max_bet: '100000',
      chips: ['500', '1000', '5000'],
      house_cap: '5000000',
      status: 'closed',
    });
    expect(created.statusCode, created.body).toBe(200);

    // A round with a bet, settled; then the console's views of it.
    const a = await seat();
    const open = await stepUntil(a.token, a.table, 'betting');
    expect((await bet(a.token, a.table, open.round!.id, { tiger: '100' })).statusCode).toBe(200);
    const done = await stepUntil(a.token, a.table, 'settled');
    const paid = livePayout({ tiger: 10_000n }, done.round!.deal!.returns);
    const rounds = (await staffCall(t.app, support.token, 'GET', `/api/backoffice/live-tables/${a.table}/rounds`)).json() as { data: { id: string; seed: string | null; stake: string; payout: string }[] };
    expect(rounds.data.find((r) => r.id === open.round!.id)).toMatchObject({ stake: '100.00', payout: toWire(paid), seed: done.round!.seed });
    const detail = (await staffCall(t.app, support.token, 'GET', `/api/backoffice/live-rounds/${open.round!.id}`)).json() as { bets: { username: string; spots: Record<string, string>; payout: string }[] };
    expect(detail.bets).toEqual([expect.objectContaining({ username: a.p.username, spots: { tiger: '100.00' }, payout: toWire(paid) })]);
    const report = (await staffCall(t.app, support.token, 'GET', '/api/backoffice/live-tables/report')).json() as { tables: { table_id: string; turnover: string; payout: string; ggr: string }[] };
    const line = report.tables.find((x) => x.table_id === a.table)!;
    const turnover = parseMoney(line.turnover);
    expect(turnover).toBeGreaterThanOrEqual(10_000n);
    expect(parseMoney(line.ggr)).toBe(turnover - parseMoney(line.payout));
    const audit = (await staffCall(t.app, admin, 'GET', `/api/backoffice/audit?entity=live_table&entity_id=${dt.id}`)).json() as { data: { action: string }[] };
    expect(audit.data.map((x) => x.action)).toContain('live_table.update');
  });
});

describe('live tables: one leader, each round once', () => {
  it('a second process takes over a dealt round when the leader stops without a word, and two settlements of one round pay once', async () => {
    const k = t.app.khela;
    const a = await seat();
    const open = await stepUntil(a.token, a.table, 'betting');
    expect((await bet(a.token, a.table, open.round!.id, { dragon: '100', tiger: '100', tie: '10' })).statusCode).toBe(200);
    await db().updateTable('live_rounds').set({ betting_ends_at: sql<Date>`now()` }).where('id', '=', BigInt(open.round!.id)).execute();
    await k.live.step();
    expect((await state(a.token, a.table)).round!.phase).toBe('dealing');
    // The leader is gone (kill -9: no release, no more steps); its lease lapses; another process leads.
    await db().updateTable('live_lease').set({ expires_at: sql<Date>`now() - interval '1 second'` }).execute();
    await db().updateTable('live_rounds').set({ dealt_at: sql<Date>`now() - interval '1 minute'` }).where('id', '=', BigInt(open.round!.id)).execute();
    const other = new LiveTablesService(k.database.db, k.gameWallet, k.bus, t.app.log, { ...DEFAULT_LIVE_OPTIONS, pauseMs: 60_000, holder: 'other-process' });
    try {
      await other.step();
      expect(other.leads).toBe(true);
      // The first process, back, no longer leads and moves nothing.
      await k.live.step();
      const after = await state(a.token, a.table);
      expect(after.round).toMatchObject({ id: open.round!.id, phase: 'settled' });
      const paid = livePayout({ dragon: 10_000n, tiger: 10_000n, tie: 1_000n }, after.round!.deal!.returns);
      expect(await balance(t.app, a.p)).toBe(toWire(100_000n - 21_000n + paid));
      // Settling again, twice at once, pays nothing more.
      await Promise.all([other.settle(BigInt(open.round!.id)), k.live.settle(BigInt(open.round!.id))]);
      expect(await balance(t.app, a.p)).toBe(toWire(100_000n - 21_000n + paid));
      const g = await db().selectFrom('game_wallet_tx').select((eb) => eb.fn.countAll<string>().as('n')).where('tx_ref', 'like', `live:${open.round!.id}:%:win`).executeTakeFirstOrThrow();
      expect(Number(g.n)).toBe(1);
    } finally {
      await other.stop();
    }
  });

  it('bets racing the close of betting are either in the round and paid, or refused with nothing moved', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => seat('100')));
    const open = await stepUntil(players[0]!.token, players[0]!.table, 'betting');
    const table = players[0]!.table;
    // The window closes while the bets arrive: the deal takes the round's row after whatever got there first.
    const results = await Promise.all([
      ...players.map((p) => bet(p.token, table, open.round!.id, { dragon: '10' })),
      (async () => {
        await db().updateTable('live_rounds').set({ betting_ends_at: sql<Date>`now()` }).where('id', '=', BigInt(open.round!.id)).execute();
        await t.app.khela.live.step();
        return null;
      })(),
    ]);
    const accepted = results.filter((r) => r && r.statusCode === 200).length;
    for (const r of results) if (r && r.statusCode !== 200) expect(r.json().message).toBe(GAME_MESSAGES.bettingClosed);
    const st = await stepUntil(players[0]!.token, table, 'settled');
    expect(st.round!.id).toBe(open.round!.id);
    expect(st.round!.players).toBe(accepted);
    expect(st.round!.totals.dragon ?? '0.00').toBe(toWire(BigInt(accepted) * 1_000n));
    const paid = livePayout({ dragon: 1_000n }, st.round!.deal!.returns);
    for (const [i, p] of players.entries()) {
      const ok = results[i]!.statusCode === 200;
      expect(await balance(t.app, p.p)).toBe(ok ? toWire(10_000n - 1_000n + paid) : '100.00');
    }
  });
});
