import { commitment, minePositions, type MinesOutcome, type PlayResult } from '@khela/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPlayer, type NewPlayer, type TestApp } from './helpers';
import { acted, bookmakerBet, cancelOrder, createBookmaker, createEvent, fundedPlayer, placed } from './exchange-fixtures';
import { gameCall, launch, play, requestId } from './games-fixtures';
import { fund, staffLogin, startPaymentsApp } from './payments-fixtures';

/**
 * Game recall (GLI-19 §4.14: a round with its outcome and fairness proof, the player's own only), a bet's full life
 * on the exchange, and the account history's CSV (its period in Dhaka calendar days).
 */
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await startPaymentsApp();
  staff = await staffLogin(t.app);
});
afterAll(async () => t?.close());

function get(p: NewPlayer | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: p ? bearer(p.token) : {} });
}

/** The file's rows (RFC 4180: quoted cells, doubled quotes, CRLF), after checking the BOM. */
function csvOf(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = body.slice(1);
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  expect(row).toEqual([]);
  expect(cell).toBe('');
  return rows;
}

interface Recall {
  id: string;
  own: boolean;
  game_code: string;
  status: string;
  stake: string;
  payout: string;
  net: string;
  round_ref: string;
  outcome: unknown;
  params: unknown;
  fair: { public_id: string; server_seed_hash: string; server_seed: string | null; client_seed: string; nonce: number; verify_url: string } | null;
  crash: unknown;
}

async function recall(p: NewPlayer, id: string): Promise<Recall> {
  const r = await get(p, `/api/betting-record/rounds/${id}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as Recall;
}

describe('game recall', () => {
  let player: NewPlayer;
  const played: PlayResult[] = [];

  beforeAll(async () => {
    player = await fundedPlayer(t.app, '1000.00');
    const cases: [string, unknown, string][] = [
      ['dice', { target: 50, direction: 'under' }, '10'],
      ['limbo', { target: 2 }, '10'],
      ['keno', { picks: [1, 2, 3, 4, 5] }, '10'],
      ['roulette', { bets: [{ bet: { kind: 'red' }, amount: '10' }] }, '10'],
      ['slot', {}, '20'],
    ];
    for (const [code, params, amount] of cases) played.push(await play(t.app, await launch(t.app, player, code), amount, params));
  });

  it('shows each of our rounds with its outcome in the game\'s terms and the proof, the seed once rotated', async () => {
    for (const r of played) {
      const got = await recall(player, r.round.id);
      expect(got).toMatchObject({ id: r.round.id, own: true, game_code: r.round.game, status: r.round.status, stake: r.round.amount, payout: r.round.payout, crash: null });
      expect(got.outcome).toEqual(r.round.outcome);
      expect(got.params).toEqual(r.round.params);
      expect(got.fair).toEqual({
        public_id: r.round.public_id,
        server_seed_hash: r.fair.server_seed_hash,
        server_seed: null,
        client_seed: r.fair.client_seed,
        nonce: r.round.fair!.nonce,
        verify_url: `/play/verify?round=${r.round.public_id}`,
      });
      const net = (Number(r.round.payout) - Number(r.round.amount)).toFixed(2);
      expect(got.net).toBe(net === '-0.00' ? '0.00' : net);
    }
    const dice = await recall(player, played[0]!.round.id);
    expect(typeof (dice.outcome as { roll: number }).roll).toBe('number');
    expect((await recall(player, played[2]!.round.id)).outcome).toHaveProperty('drawn');

    // Rotating the pair reveals the server seed on every round it played, and it matches the hash shown before.
    const s = await launch(t.app, player, 'dice');
    expect((await gameCall(t.app, s, 'POST', '/api/games/fair/rotate', {})).statusCode).toBe(200);
    const after = await recall(player, played[0]!.round.id);
    expect(after.fair!.server_seed).not.toBeNull();
    expect(commitment(after.fair!.server_seed!)).toBe(after.fair!.server_seed_hash);
    // The public verifier tells the same story.
    const pub = await get(null, `/api/fair/rounds/${after.fair!.public_id}`);
    expect(pub.json()).toMatchObject({ id: after.id, outcome: after.outcome, fair: { server_seed: after.fair!.server_seed } });
  });

  it('keeps a Mines board hidden while the game is open and shows it once over', async () => {
    const s = await launch(t.app, player, 'mines');
    const start = await gameCall(t.app, s, 'POST', '/api/games/mines/start', { request_id: requestId(), amount: '10', mines: 3 });
    expect(start.statusCode, start.body).toBe(200);
    const round = (start.json() as PlayResult).round;
    expect(((await recall(player, round.id)).outcome as MinesOutcome).mines).toBeNull();
    const seed = await t.app.khela.database.db.selectFrom('fair_seeds').selectAll().where('player_id', '=', BigInt(player.remoteId)).where('status', '=', 'active').executeTakeFirstOrThrow();
    const board = minePositions({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: round.fair!.nonce }, 3);
    const safe = Array.from({ length: 25 }, (_, i) => i).find((i) => !board.includes(i))!;
    expect((await gameCall(t.app, s, 'POST', '/api/games/mines/reveal', { round_id: round.id, tile: safe })).statusCode).toBe(200);
    expect((await gameCall(t.app, s, 'POST', '/api/games/mines/cashout', { round_id: round.id })).statusCode).toBe(200);
    const over = await recall(player, round.id);
    expect(over.status).toBe('won');
    expect((over.outcome as MinesOutcome).mines).toEqual(board);
    expect((over.outcome as MinesOutcome).revealed).toEqual([safe]);
  });

  it('is the player\'s own: another player\'s round, an unknown one and a bad id are 404; no token is 401', async () => {
    const other = await newPlayer(t.app);
    const id = played[0]!.round.id;
    for (const url of [`/api/betting-record/rounds/${id}`, '/api/betting-record/rounds/99999999', '/api/betting-record/rounds/abc']) {
      const r = await get(other, url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json().message).toBe('Round not found.');
    }
    expect((await get(null, `/api/betting-record/rounds/${id}`)).statusCode).toBe(401);
  });
});

interface BetLife {
  id: string;
  status: string;
  size: string;
  size_matched: string;
  size_cancelled: string;
  steps: { kind: string; price: number | null; size: string | null; amount: string | null }[];
  settlement: { result: string; profit_loss: string; commission: string; market_net: string | null } | null;
}

describe('an exchange bet\'s life', () => {
  it('lists the order, every fill, the cancelled rest and the settlement with commission', async () => {
    const backer = await fundedPlayer(t.app, '1000.00');
    const layer = await fundedPlayer(t.app, '1000.00');
    const ev = await createEvent(t.app, staff, { extra: { name: 'Bangladesh v India' } });
    const sel = ev.selections[0]!;
    const order = await placed(t.app, backer, { market_id: ev.marketId, selection_id: sel, side: 'back', price: 2, size: '100.00' });
    await placed(t.app, layer, { market_id: ev.marketId, selection_id: sel, side: 'lay', price: 2, size: '30.00' });
    await placed(t.app, layer, { market_id: ev.marketId, selection_id: sel, side: 'lay', price: 2, size: '30.00' });
    expect((await cancelOrder(t.app, backer, order.id)).statusCode).toBe(200);

    const open = (await get(backer, `/api/exchange/orders/${order.id}/history`)).json() as BetLife;
    expect(open).toMatchObject({ id: `EX${order.id}`, status: 'matched', size: '100.00', size_matched: '60.00', size_cancelled: '40.00', settlement: null });
    expect(open.steps.map((s) => [s.kind, s.price, s.size])).toEqual([
      ['placed', 2, '100.00'],
      ['matched', 2, '30.00'],
      ['matched', 2, '30.00'],
      ['cancelled', 2, '40.00'],
    ]);

    await acted(t.app, staff, ev.marketId, 'settle', { winner_selection_id: sel });
    const done = (await get(backer, `/api/exchange/orders/EX${order.id}/history`)).json() as BetLife;
    expect(done.status).toBe('won');
    expect(done.steps.at(-1)).toMatchObject({ kind: 'settled', amount: '60.00' });
    // 2 % commission on the market's net winnings of 60.
    expect(done.settlement).toMatchObject({ result: 'won', profit_loss: '60.00', commission: '1.20', market_net: '58.80' });
    // The account history lists the order with its result and the market's commission as its own row.
    const rows = csvOf((await get(backer, '/api/account-history.csv')).body);
    expect(rows.find((x) => x[2] === `EX${order.id}`)!.slice(4)).toEqual(['60.00', '', 'won']);
    expect(rows.find((x) => x[0] === 'exchange_commission')!.slice(2)).toEqual([`M${ev.marketId}`, 'Commission: Bangladesh v India / Match Odds', '-1.20', '', 'settled']);

    // A Bookmaker bet: the house takes the whole stake at once; a BM id is not a Fancy one.
    const bm = await createBookmaker(t.app, staff, ev.eventId, [
      { name: 'Bangladesh', back: 1.9, lay: 2.1 },
      { name: 'India', back: 1.9, lay: 2.1 },
    ]);
    const placedBet = await bookmakerBet(t.app, backer, { market_id: bm.marketId, selection_id: bm.selections[1]!, side: 'back', price: 1.9, stake: '20.00' });
    expect(placedBet.statusCode, placedBet.body).toBe(200);
    const betId = (placedBet.json() as { bet: { id: string } }).bet.id;
    const bmLife = (await get(backer, `/api/exchange/orders/BM${betId}/history`)).json() as BetLife;
    expect(bmLife).toMatchObject({ id: `BM${betId}`, status: 'open', size: '20.00', size_matched: '20.00', settlement: null });
    expect(bmLife.steps.map((s) => [s.kind, s.price, s.size])).toEqual([
      ['placed', 1.9, '20.00'],
      ['matched', 1.9, '20.00'],
    ]);
    expect((await get(backer, `/api/exchange/orders/FY${betId}/history`)).statusCode).toBe(404);

    // Another player's order, and an unknown one, are not found.
    const other = await newPlayer(t.app);
    expect((await get(other, `/api/exchange/orders/${order.id}/history`)).statusCode).toBe(404);
    expect((await get(backer, '/api/exchange/orders/EX99999999/history')).statusCode).toBe(404);
    expect((await get(backer, '/api/exchange/orders/nope/history')).statusCode).toBe(404);
  });
});

describe('account history CSV', () => {
  /** Sets the time of the ledger postings of a player's movements, newest posting first. */
  async function movePostings(p: NewPlayer, times: string[]) {
    const db = t.app.khela.database.db;
    const rows = await db
      .selectFrom('ledger_postings as lp')
      .innerJoin('ledger_accounts as a', 'a.id', 'lp.account_id')
      .select('lp.id')
      .where('a.kind', '=', 'player')
      .where('a.player_id', '=', BigInt(p.remoteId))
      .orderBy('lp.id')
      .execute();
    expect(rows.length).toBe(times.length);
    for (const [i, at] of times.entries()) await db.updateTable('ledger_postings').set({ created_at: new Date(at) }).where('id', '=', rows[i]!.id).execute();
  }


  it('has the BOM, the header and one row per movement inside the Dhaka period, none outside', async () => {
    const p = await newPlayer(t.app);
    for (const amount of ['100', '200', '300', '400']) await fund(t.app, p, amount);
    // 00:00 Dhaka on `from`; 23:59 Dhaka on `to` (in); 00:00 Dhaka the day after (out); the day before `from` (out).
    await movePostings(p, ['2026-03-31T17:59:59.999Z', '2026-03-31T18:00:00Z', '2026-04-02T17:59:00Z', '2026-04-02T18:00:00Z']);
    const r = await get(p, '/api/account-history.csv?from=2026-04-01&to=2026-04-02');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toBe('attachment; filename="khela-history-2026-04-01-2026-04-02.csv"');
    const rows = csvOf(r.body);
    expect(rows[0]).toEqual(['type', 'time', 'reference', 'description', 'amount', 'balance_after', 'status']);
    expect(rows.slice(1)).toEqual([
      ['adjustment', '2026-04-01T00:00:00+06:00', 'dev', 'Balance adjustment (test)', '200.00', '300.00', 'completed'],
      ['adjustment', '2026-04-02T23:59:00+06:00', 'dev', 'Balance adjustment (test)', '300.00', '600.00', 'completed'],
    ]);
    // One day only, at the edge: the 23:59 movement alone.
    expect(csvOf((await get(p, '/api/account-history.csv?from=2026-04-02&to=2026-04-02')).body).length).toBe(2);
    expect(csvOf((await get(p, '/api/account-history.csv?from=2026-04-03&to=2026-04-03')).body).map((x) => x[4])).toEqual(['amount', '400.00']);
  });

  it('lists rounds and exchange orders beside the movements, oldest first', async () => {
    const p = await fundedPlayer(t.app, '500.00');
    const s = await launch(t.app, p, 'dice');
    const round = await play(t.app, s, '10', { target: 50, direction: 'under' });
    const ev = await createEvent(t.app, staff);
    const order = await placed(t.app, p, { market_id: ev.marketId, selection_id: ev.selections[0]!, side: 'back', price: 3, size: '20.00' });
    const body = (await get(p, '/api/account-history.csv')).body;
    const rows = csvOf(body);
    expect(rows.slice(1).map((x) => x[0])).toEqual(['adjustment', 'bet', 'exchange_order']);
    const bet = rows[2]!;
    expect(bet[2]).toBe(`R${round.round.id}`);
    expect(bet[4]).toBe((Number(round.round.payout) - 10).toFixed(2));
    expect(bet[6]).toBe(round.round.status);
    expect(rows[3]).toEqual(['exchange_order', rows[3]![1], `EX${order.id}`, expect.stringContaining('back @ 3'), '', '', 'open']);
  });

  it('reads a big period page by page', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app, p, '1');
    const db = t.app.khela.database.db;
    const account = await db.selectFrom('ledger_accounts').select('id').where('kind', '=', 'player').where('player_id', '=', BigInt(p.remoteId)).executeTakeFirstOrThrow();
    const house = await db.selectFrom('ledger_accounts').select('id').where('kind', '=', 'house').orderBy('id').executeTakeFirstOrThrow();
    // 1 200 movements of 1 poisha (more than two pages), written straight into the ledger as a year of play would.
    await sql`
      WITH t AS (
        INSERT INTO ledger_transactions (idempotency_key, reason, reference)
        SELECT 'hist-test:' || ${p.username} || ':' || g, 'adjustment', 'A' || g FROM generate_series(1, 1200) g RETURNING id
      )
      INSERT INTO ledger_postings (transaction_id, account_id, amount)
      SELECT id, x.account, x.amount FROM t, (VALUES (${account.id}::bigint, 1::bigint), (${house.id}::bigint, -1::bigint)) AS x(account, amount)`.execute(db);
    await sql`UPDATE ledger_accounts SET balance = balance + 1200 WHERE id = ${account.id}`.execute(db);
    await sql`UPDATE ledger_accounts SET balance = balance - 1200 WHERE id = ${house.id}`.execute(db);
    const rows = csvOf((await get(p, '/api/account-history.csv')).body).slice(1);
    expect(rows.length).toBe(1201);
    expect(rows.at(-1)!.slice(4, 6)).toEqual(['0.01', '13.00']);
    expect(new Set(rows.map((x) => x[2])).size).toBe(1201);
  });

  it('refuses bad dates with a message a player can read', async () => {
    const p = await newPlayer(t.app);
    const cases: [string, string][] = [
      ['from=2026-02-30&to=2026-03-01', 'Please choose a valid date.'],
      ['from=yesterday', 'Please choose a valid date.'],
      ['from=2026-03-02&to=2026-03-01', 'The start date must not be after the end date.'],
      ['from=2025-01-01&to=2026-01-02', 'Please choose a period of at most 366 days.'],
    ];
    for (const [q, message] of cases) {
      const r = await get(p, `/api/account-history.csv?${q}`);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().message, q).toBe(message);
    }
    // 366 days (a leap year) is allowed; no token is a 401.
    expect((await get(p, '/api/account-history.csv?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
    expect((await get(null, '/api/account-history.csv')).statusCode).toBe(401);
  });
});
