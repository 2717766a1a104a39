import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  GAME_MESSAGES,
  commitment,
  minePositions,
  parseMoney,
  settleOneShot,
  toWire,
  type FairRotation,
  type GameItem,
  type MinesOutcome,
  type PlayResult,
  type RoundView,
} from '@khela/domain';
import { bearer, expectLedgerClean, newPlayer, type NewPlayer, type TestApp } from './helpers';
import { approveDeposit, balance, deposit, fund, staffLogin, startPaymentsApp, tickets, verifiedPlayer } from './payments-fixtures';
import { gameCall, launch, play, requestId } from './games-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startPaymentsApp();
});
afterAll(() => t?.close());
afterEach(() => expectLedgerClean(t.app));

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });

async function funded(amount = '1000'): Promise<NewPlayer> {
  const p = await newPlayer(t.app);
  await fund(t.app, p, amount);
  return p;
}

describe('catalogue (spec 2 §7)', () => {
  it('get-system defaults to LIVE, lists providers having games of a type, and refuses unknown types', async () => {
    // LIVE (Casino) holds our live tables.
    const live = await get('/api/get-system');
    expect(live.statusCode).toBe(200);
    expect((live.json() as { systems: { system: string; type: string }[] }).systems).toEqual([expect.objectContaining({ system: 'KHELA', type: 'LIVE' })]);
    expect((await get('/api/get-system?type=FH')).json()).toEqual({ systems: [], message: GAME_MESSAGES.noProviders });
    const crash = (await get('/api/get-system?type=EGAME')).json() as { systems: { system: string; type: string }[] };
    expect(crash.systems).toEqual([expect.objectContaining({ system: 'KHELA', type: 'EGAME' })]);
    expect((await get('/api/get-system?type=NOPE')).statusCode).toBe(400);
  });

  it('get-provider takes a JSON list or a comma list; get-games filters by type and providers', async () => {
    const a = (await get(`/api/get-provider?system=${encodeURIComponent('["KHELA"]')}`)).json() as { data: { platform: string; game_count: number }[] };
    expect(a.data).toEqual([expect.objectContaining({ platform: 'KHELA', game_count: 15 })]);
    const b = (await get('/api/get-provider?system=KHELA,OTHER')).json() as { data: unknown[] };
    expect(b.data).toHaveLength(1);
    expect((await get('/api/get-provider?system=%5Bbroken')).statusCode).toBe(400);

    const all = (await get('/api/get-games')).json() as { games: GameItem[] };
    expect(all.games.map((g) => g.code)).toEqual([
      'crash', 'dice', 'limbo', 'mines', 'plinko', 'keno', 'roulette', 'slot',
      'teen-patti', 'andar-bahar', 'dragon-tiger', 'baccarat', 'seven-up-down', 'lucky-7', 'cards-32',
    ]);
    const slots = (await get('/api/get-games?type=SLOT&system=KHELA')).json() as { games: GameItem[] };
    expect(slots.games).toEqual([
      expect.objectContaining({ code: 'slot', name: 'Royal Bengal', type: 'SLOT', platform: 'KHELA', poster: 'images/games/slot.svg', displayOrder: 8 }),
    ]);
    expect(Number(slots.games[0]!.rtp)).toBeGreaterThan(90);
    const none = (await get('/api/get-games?type=FH')).json();
    expect(none).toEqual({ games: [], message: 'No Data' });
  });

  it('favourites are the player’s own', async () => {
    const p = await newPlayer(t.app);
    const q = await newPlayer(t.app);
    const games = ((await get('/api/get-games')).json() as { games: GameItem[] }).games;
    expect((await get('/api/games/favorites')).statusCode).toBe(401);
    const add = await t.app.inject({ method: 'POST', url: '/api/games/favorites', headers: bearer(p.token), payload: { game_id: games[2]!.id } });
    expect(add.json()).toEqual({ data: [games[2]!.id] });
    expect((await get('/api/games/favorites', q.token)).json()).toEqual({ data: [] });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/games/favorites/${games[2]!.id}`, headers: bearer(p.token) });
    expect(del.json()).toEqual({ data: [] });
    const bad = await t.app.inject({ method: 'POST', url: '/api/games/favorites', headers: bearer(p.token), payload: { game_id: 99999999 } });
    expect(bad.statusCode).toBe(404);
  });
});

describe('launch and game sessions', () => {
  it('game-run needs login, the token’s own player and a real game; the launch token is one-time', async () => {
    const p = await newPlayer(t.app);
    const body = { userId: p.remoteId, externalURL: 'http://localhost/', isMobileLogin: true, gameCode: 'dice', gameType: 'EGAME', platform: 'KHELA' };
    expect((await t.app.inject({ method: 'POST', url: '/api/game-run', payload: body })).statusCode).toBe(401);
    const other = await t.app.inject({ method: 'POST', url: '/api/game-run', headers: bearer(p.token), payload: { ...body, userId: p.remoteId + 1 } });
    expect(other.statusCode).toBe(403);
    const missing = await t.app.inject({ method: 'POST', url: '/api/game-run', headers: bearer(p.token), payload: { ...body, gameCode: 'nope' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(GAME_MESSAGES.gameNotFound);

    const r = await t.app.inject({ method: 'POST', url: '/api/game-run', headers: bearer(p.token), payload: { ...body, lang: 'bn' } });
    expect(r.statusCode).toBe(200);
    const url = new URL((r.json() as { url: string }).url, 'http://localhost');
    expect(url.pathname).toBe('/play/');
    expect(url.searchParams.get('lang')).toBe('bn');
    const launchToken = url.searchParams.get('launch');
    const first = await t.app.inject({ method: 'POST', url: '/api/games/session', payload: { launch: launchToken } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ player: { username: p.username, currency: 'BDT', balance: '0.00' }, game: { code: 'dice', platform: 'KHELA' } });
    const again = await t.app.inject({ method: 'POST', url: '/api/games/session', payload: { launch: launchToken } });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(GAME_MESSAGES.launchInvalid);
  });

  it('a game session is scoped to its game and player, and ends with the site session', async () => {
    const p = await funded();
    const dice = await launch(t.app, p, 'dice');
    // A dice session cannot open Mines or bet on Crash; a site token is not a game session.
    expect((await gameCall(t.app, dice, 'POST', '/api/games/mines/start', { request_id: requestId(), amount: '10', mines: 3 })).statusCode).toBe(400);
    expect((await gameCall(t.app, dice, 'POST', '/api/games/crash/bet', { request_id: requestId(), amount: '10' })).statusCode).toBe(400);
    expect((await gameCall(t.app, p.token, 'POST', '/api/games/play', { request_id: requestId(), amount: '10', params: { target: 50, direction: 'under' } })).statusCode).toBe(401);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(p.token) });
    const after = await gameCall(t.app, dice, 'GET', '/api/games/fair');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(GAME_MESSAGES.sessionEnded);
  });
});

describe('our games through the game wallet', () => {
  it('a dice bet moves money exactly as the verifier recomputes it, once per request id', async () => {
    const p = await funded('1000');
    const s = await launch(t.app, p, 'dice');
    const id = requestId();
    const r = await play(t.app, s, '100', { target: 50, direction: 'under' }, id);
    expect(r.round).toMatchObject({ game: 'dice', amount: '100.00', status: expect.stringMatching(/won|lost/) });
    expect(r.round.fair).toMatchObject({ server_seed_hash: s.fair.server_seed_hash, client_seed: s.fair.client_seed, nonce: 0, server_seed: null });
    expect(r.fair.nonce).toBe(1);
    const expectedBalance = parseMoney('900') + parseMoney(r.round.payout);
    expect(r.balance).toBe(toWire(expectedBalance));
    expect(await balance(t.app, p)).toBe(r.balance);

    // The same request id again: the same round, nothing moves.
    const again = await play(t.app, s, '100', { target: 50, direction: 'under' }, id);
    expect(again.round.id).toBe(r.round.id);
    expect(await balance(t.app, p)).toBe(r.balance);

    // Rotating reveals the seed: the verifier recomputes the round.
    const rot = (await gameCall(t.app, s, 'POST', '/api/games/fair/rotate', {})).json() as FairRotation;
    expect(commitment(rot.revealed.server_seed)).toBe(s.fair.server_seed_hash);
    expect(rot.current.nonce).toBe(0);
    const pub = (await get(`/api/fair/rounds/${r.round.public_id}`)).json() as RoundView;
    expect(pub.fair!.server_seed).toBe(rot.revealed.server_seed);
    const re = settleOneShot('dice', { serverSeed: rot.revealed.server_seed, clientSeed: s.fair.client_seed, nonce: 0 }, { target: 50, direction: 'under' }, parseMoney('100'));
    expect(toWire(re.payout)).toBe(pub.payout);
    expect(re.outcome).toEqual(pub.outcome);
  });

  it('refuses what the player cannot afford (with nothing moved) and bets outside the limits', async () => {
    const p = await funded('50');
    const s = await launch(t.app, p, 'limbo');
    const big = await gameCall(t.app, s, 'POST', '/api/games/play', { request_id: requestId(), amount: '60', params: { target: 2 } });
    expect(big.statusCode).toBe(402);
    expect(await balance(t.app, p)).toBe('50.00');
    for (const amount of ['0.99', '10000.01', 'abc', '-5']) {
      const r = await gameCall(t.app, s, 'POST', '/api/games/play', { request_id: requestId(), amount, params: { target: 2 } });
      expect(r.statusCode, amount).toBe(400);
      expect(r.json().message).toBe(GAME_MESSAGES.betRange);
    }
    const badParams = await gameCall(t.app, s, 'POST', '/api/games/play', { request_id: requestId(), amount: '10', params: { target: 0.5 } });
    expect(badParams.statusCode).toBe(400);
    const badId = await gameCall(t.app, s, 'POST', '/api/games/play', { request_id: 'x', amount: '10', params: { target: 2 } });
    expect(badId.statusCode).toBe(400);
    expect(await balance(t.app, p)).toBe('50.00');
  });

  it('plays every one-shot game', async () => {
    const p = await funded('2000');
    const cases: [string, unknown, string][] = [
      ['limbo', { target: 1.5 }, '10'],
      ['plinko', { rows: 16, risk: 'high' }, '10'],
      ['keno', { picks: [1, 2, 3, 4, 5] }, '10'],
      ['roulette', { bets: [{ bet: { kind: 'red' }, amount: '10' }, { bet: { kind: 'straight', number: 17 }, amount: '5' }] }, '15'],
      ['slot', {}, '20'],
    ];
    for (const [code, params, amount] of cases) {
      const s = await launch(t.app, p, code);
      const r = await play(t.app, s, amount, params);
      expect(r.round.game).toBe(code);
      expect(r.round.amount).toBe(toWire(parseMoney(amount)));
      const hist = (await gameCall(t.app, s, 'GET', '/api/games/history')).json() as { rounds: RoundView[] };
      expect(hist.rounds[0]!.id).toBe(r.round.id);
    }
  });

  it('mines: start, reveal, cash out; the board stays hidden until the end and the seed cannot rotate meanwhile', async () => {
    const p = await funded('500');
    const s = await launch(t.app, p, 'mines');
    const start = await gameCall(t.app, s, 'POST', '/api/games/mines/start', { request_id: requestId(), amount: '100', mines: 3 });
    expect(start.statusCode, start.body).toBe(200);
    const round = (start.json() as PlayResult).round;
    expect(round.status).toBe('open');
    expect((round.outcome as MinesOutcome).mines).toBeNull();
    expect(await balance(t.app, p)).toBe('400.00');
    const second = await gameCall(t.app, s, 'POST', '/api/games/mines/start', { request_id: requestId(), amount: '10', mines: 3 });
    expect(second.json().message).toBe(GAME_MESSAGES.minesOpen);
    expect((await gameCall(t.app, s, 'POST', '/api/games/fair/rotate', {})).statusCode).toBe(409);
    expect((await gameCall(t.app, s, 'POST', '/api/games/mines/cashout', { round_id: round.id })).json().message).toBe(GAME_MESSAGES.nothingRevealed);

    // Reveal safe tiles only: the test knows the board from the server seed (read from the database).
    const seed = await t.app.khela.database.db.selectFrom('fair_seeds').selectAll().where('player_id', '=', BigInt(p.remoteId)).where('status', '=', 'active').executeTakeFirstOrThrow();
    const board = minePositions({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: 0 }, 3);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !board.includes(i));
    let last: PlayResult | null = null;
    for (const tile of safe.slice(0, 2)) {
      const r = await gameCall(t.app, s, 'POST', '/api/games/mines/reveal', { round_id: round.id, tile });
      expect(r.statusCode, r.body).toBe(200);
      last = r.json() as PlayResult;
    }
    expect((last!.round.outcome as MinesOutcome).revealed).toEqual(safe.slice(0, 2));
    expect((await gameCall(t.app, s, 'POST', '/api/games/mines/reveal', { round_id: round.id, tile: safe[0] })).json().message).toBe(GAME_MESSAGES.tileOpen);
    const active = (await gameCall(t.app, s, 'GET', '/api/games/mines/active')).json() as { round: RoundView };
    expect(active.round.id).toBe(round.id);
    const out = (await gameCall(t.app, s, 'POST', '/api/games/mines/cashout', { round_id: round.id })).json() as PlayResult;
    expect(out.round.status).toBe('won');
    expect((out.round.outcome as MinesOutcome).mines).toEqual(board);
    const mult = (out.round.outcome as MinesOutcome).multiplier;
    expect(out.round.payout).toBe(toWire((parseMoney('100') * BigInt(Math.round(mult * 10_000))) / 10_000n));
    expect(out.balance).toBe(toWire(parseMoney('400') + parseMoney(out.round.payout)));
  });

  it('mines: stepping on a mine loses; a game left alone is finished by the sweeper', async () => {
    const p = await funded('500');
    const s = await launch(t.app, p, 'mines');
    const seed = () =>
      t.app.khela.database.db.selectFrom('fair_seeds').selectAll().where('player_id', '=', BigInt(p.remoteId)).where('status', '=', 'active').executeTakeFirstOrThrow();
    const r1 = (await gameCall(t.app, s, 'POST', '/api/games/mines/start', { request_id: requestId(), amount: '50', mines: 5 })).json() as PlayResult;
    const sd = await seed();
    const board = minePositions({ serverSeed: sd.server_seed, clientSeed: sd.client_seed, nonce: r1.round.fair!.nonce }, 5);
    const boom = (await gameCall(t.app, s, 'POST', '/api/games/mines/reveal', { round_id: r1.round.id, tile: board[0] })).json() as PlayResult;
    expect(boom.round.status).toBe('lost');
    expect(boom.balance).toBe('450.00');

    // Left open with one safe tile: the sweeper cashes it out at its multiplier.
    const r2 = (await gameCall(t.app, s, 'POST', '/api/games/mines/start', { request_id: requestId(), amount: '50', mines: 5 })).json() as PlayResult;
    const board2 = minePositions({ serverSeed: sd.server_seed, clientSeed: sd.client_seed, nonce: r2.round.fair!.nonce }, 5);
    const safe = Array.from({ length: 25 }, (_, i) => i).find((i) => !board2.includes(i))!;
    await gameCall(t.app, s, 'POST', '/api/games/mines/reveal', { round_id: r2.round.id, tile: safe });
    // Left open with nothing revealed (another player): refunded.
    const q = await funded('100');
    const sq = await launch(t.app, q, 'mines');
    const r3 = (await gameCall(t.app, sq, 'POST', '/api/games/mines/start', { request_id: requestId(), amount: '40', mines: 2 })).json() as PlayResult;
    await t.app.khela.database.db.updateTable('game_rounds').set({ updated_at: new Date(Date.now() - 3600_000) }).where('id', 'in', [BigInt(r2.round.id), BigInt(r3.round.id)]).execute();
    expect(await t.app.khela.sweeper.sweep()).toBeGreaterThanOrEqual(2);
    const done2 = (await get(`/api/fair/rounds/${r2.round.public_id}`)).json() as RoundView;
    expect(done2.status).toBe('won');
    expect(await balance(t.app, p)).toBe(toWire(parseMoney('400') + parseMoney(done2.payout)));
    expect((await get(`/api/fair/rounds/${r3.round.public_id}`)).json().status).toBe('refunded');
    expect(await balance(t.app, q)).toBe('100.00');
  });
});

describe('betting records and turnover', () => {
  it('settled rounds appear grouped, drill down to single bets, and count towards turnover', async () => {
    const admin = await staffLogin(t.app);
    const p = await verifiedPlayer(t.app);
    const dep = await deposit(t.app, p, { amount: '500' });
    await approveDeposit(t.app, admin, (dep.json() as { data: { id: number } }).data.id);
    const before = (await tickets(t.app, p))[0]!;
    expect(before.status).toBe('active');
    const s = await launch(t.app, p, 'dice');
    await play(t.app, s, '100', { target: 90, direction: 'under' });
    await play(t.app, s, '50', { target: 90, direction: 'under' });
    const after = (await tickets(t.app, p))[0]!;
    expect(parseMoney(before.remaining_turnover) - parseMoney(after.remaining_turnover)).toBe(parseMoney('150'));

    const groups = (await get('/api/betting-record?date=0', p.token)).json() as { data: { platform: string; game_type: string; date: string; bet_count: number; turnover: string }[] };
    expect(groups.data).toEqual([expect.objectContaining({ platform: 'KHELA', game_type: 'EGAME', bet_count: 2, turnover: '150.00' })]);
    const g = groups.data[0]!;
    const bets = (await get(`/api/betting-record/bets?platform=${g.platform}&game_type=${g.game_type}&date=${g.date}`, p.token)).json() as {
      data: { game_name: string; bet_amount: string }[];
    };
    expect(bets.data.map((b) => b.bet_amount)).toEqual(['50.00', '100.00']);
    expect(bets.data[0]!.game_name).toBe('Dice');
    expect((await get('/api/betting-record?date=1', p.token)).json()).toEqual({ data: [] });
    expect((await get('/api/betting-record?date=3', p.token)).statusCode).toBe(400);
    expect((await get('/api/betting-record?platform=OTHER', p.token)).json()).toEqual({ data: [] });
    expect((await get('/api/betting-record')).statusCode).toBe(401);
    expect((await get(`/api/betting-record?remote_id=${p.remoteId + 1}`, p.token)).statusCode).toBe(403);
    const types = (await get('/api/get-type', p.token)).json() as { data: { platforms: { platform: string }[]; types: { code: string }[] } };
    expect(types.data.platforms.map((x) => x.platform)).toContain('KHELA');
    expect(types.data.types.map((x) => x.code)).toContain('EGAME');
  });
});
