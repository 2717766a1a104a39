import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectLedgerClean, newPlayer, type NewPlayer, type TestApp } from './helpers';
import { balance, fund, startPaymentsApp } from './payments-fixtures';
import { providerCall } from './games-fixtures';

const PLATFORM = 'ACME';
const SECRET = 'acme-wallet-secret-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await startPaymentsApp();
  // An external provider as an operator registers it in the console: launch address template and wallet secret.
  const db = t.app.khela.database.db;
  const provider = await db
    .insertInto('game_providers')
    .values({ platform: PLATFORM, name: 'Acme Games', kind: 'external', launch_url: 'https://games.acme.test/launch?token={token}&game={game}&lang={lang}&lobby={lobby}', wallet_secret: SECRET })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('games').values([
    { provider_id: provider.id, code: 'acme-slot', name: 'Acme Fortune Slot', type: 'SLOT' },
    { provider_id: provider.id, code: 'acme-poker', name: 'Acme Poker', type: 'BINGO' },
  ]).execute();
});
afterAll(() => t?.close());
afterEach(() => expectLedgerClean(t.app));

/** Launch as the player's app does, then authenticate as the provider's server does. */
async function providerSession(p: NewPlayer, gameCode = 'acme-slot'): Promise<string> {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/game-run',
    headers: bearer(p.token),
    payload: { userId: p.remoteId, externalURL: 'https://khela.test/games?type=SLOT', isMobileLogin: true, gameCode, gameType: 'SLOT', platform: PLATFORM },
  });
  expect(r.statusCode, r.body).toBe(200);
  const url = new URL((r.json() as { url: string }).url);
  expect(url.origin).toBe('https://games.acme.test');
  expect(url.searchParams.get('game')).toBe(gameCode);
  expect(url.searchParams.get('lobby')).toBe('https://khela.test/games?type=SLOT');
  const a = await providerCall(t.app, PLATFORM, SECRET, { action: 'authenticate', token: url.searchParams.get('token') });
  expect(a.statusCode, a.body).toBe(200);
  expect(a.json()).toMatchObject({ status: 'OK', currency: 'BDT', username: p.username, player_id: String(p.remoteId) });
  return (a.json() as { session: string }).session;
}

const call = (body: Record<string, unknown>) => providerCall(t.app, PLATFORM, SECRET, body);

describe('external provider seamless wallet', () => {
  it('refuses unsigned or wrongly signed calls and unknown providers', async () => {
    const bad = await providerCall(t.app, PLATFORM, SECRET, { action: 'balance', session: 'x'.repeat(43) }, { signature: '00'.repeat(32) });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ status: 'ERROR', code: 'INVALID_SIGNATURE' });
    const none = await t.app.inject({ method: 'POST', url: `/api/provider/${PLATFORM}/wallet`, headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(none.statusCode).toBe(401);
    const khela = await providerCall(t.app, 'KHELA', SECRET, { action: 'balance' });
    expect(khela.statusCode).toBe(401);
    const notJson = await providerCall(t.app, PLATFORM, SECRET, { action: 'balance' }, {});
    expect(notJson.statusCode).toBe(401); // no session
  });

  it('bet, win, retries answer the same and move nothing; insufficient funds answers the balance', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app, p, '300');
    const session = await providerSession(p);
    expect((await call({ action: 'balance', session })).json()).toMatchObject({ status: 'OK', balance: '300.00' });

    const bet = { action: 'bet', session, tx_id: 'b-1', round_id: 'r-1', game_code: 'acme-slot', amount: '100.00' };
    const first = await call(bet);
    expect(first.json()).toMatchObject({ status: 'OK', balance: '200.00', tx_id: 'b-1' });
    const retry = await call(bet);
    expect(retry.json()).toMatchObject({ status: 'OK', balance: '200.00' });
    const conflict = await call({ ...bet, amount: '5.00' });
    expect(conflict.json()).toMatchObject({ status: 'ERROR', code: 'TX_CONFLICT' });
    const broke = await call({ ...bet, tx_id: 'b-2', round_id: 'r-2', amount: '500.00' });
    expect(broke.statusCode).toBe(402);
    expect(broke.json()).toMatchObject({ status: 'ERROR', code: 'INSUFFICIENT_FUNDS', balance: '200.00' });

    const win = { action: 'win', session, tx_id: 'w-1', round_id: 'r-1', amount: '250.00', round_closed: true };
    expect((await call(win)).json()).toMatchObject({ status: 'OK', balance: '450.00' });
    expect((await call(win)).json()).toMatchObject({ status: 'OK', balance: '450.00' });
    expect(await balance(t.app, p)).toBe('450.00');
    // The round is settled: a betting record, and no more bets on it.
    const late = await call({ ...bet, tx_id: 'b-3' });
    expect(late.json()).toMatchObject({ status: 'ERROR', code: 'ROUND_CLOSED' });
    const groups = (await t.app.inject({ method: 'GET', url: '/api/betting-record?date=0&platform=ACME', headers: bearer(p.token) })).json() as {
      data: { turnover: string; profit_loss: string; game_type: string }[];
    };
    expect(groups.data).toEqual([expect.objectContaining({ game_type: 'SLOT', turnover: '100.00', profit_loss: '150.00' })]);
  });

  it('a win for an unknown round, or a game the session is not for, is refused', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app, p, '100');
    const session = await providerSession(p);
    const win = await call({ action: 'win', session, tx_id: 'w-x', round_id: 'nope', amount: '10.00' });
    expect(win.statusCode).toBe(404);
    expect(win.json()).toMatchObject({ status: 'ERROR', code: 'TX_NOT_FOUND', balance: '100.00' });
    const other = await call({ action: 'bet', session, tx_id: 'b-x', round_id: 'r-x', game_code: 'acme-poker', amount: '10.00' });
    expect(other.json()).toMatchObject({ status: 'ERROR', code: 'GAME_NOT_FOUND' });
    expect(await balance(t.app, p)).toBe('100.00');
  });

  it('rollbacks: of a bet (refund), retried, out of order (before the bet arrives), and after the session ended', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app, p, '200');
    const session = await providerSession(p);
    await call({ action: 'bet', session, tx_id: 'rb-1', round_id: 'rr-1', amount: '40.00' });
    await call({ action: 'bet', session, tx_id: 'rb-2', round_id: 'rr-1', amount: '60.00' });
    expect(await balance(t.app, p)).toBe('100.00');
    // Rolled back in the other order than placed.
    expect((await call({ action: 'rollback', session, tx_id: 'rr-b2', reference_tx_id: 'rb-2', round_id: 'rr-1' })).json()).toMatchObject({ status: 'OK', balance: '160.00' });
    expect((await call({ action: 'rollback', session, tx_id: 'rr-b2', reference_tx_id: 'rb-2', round_id: 'rr-1' })).json()).toMatchObject({ status: 'OK', balance: '160.00' });
    expect((await call({ action: 'rollback', session, tx_id: 'rr-b1', reference_tx_id: 'rb-1', round_id: 'rr-1' })).json()).toMatchObject({ status: 'OK', balance: '200.00' });
    const round = await t.app.khela.database.db.selectFrom('game_rounds').select(['status', 'stake']).where('round_ref', '=', 'rr-1').executeTakeFirstOrThrow();
    expect(round).toEqual({ status: 'refunded', stake: 0n });

    // A rollback that arrives before its bet is refused and remembered: the late bet is refused too.
    const early = await call({ action: 'rollback', session, tx_id: 'rr-9', reference_tx_id: 'rb-9', round_id: 'rr-9' });
    expect(early.json()).toMatchObject({ status: 'ERROR', code: 'TX_NOT_FOUND' });
    expect((await call({ action: 'rollback', session, tx_id: 'rr-9', reference_tx_id: 'rb-9', round_id: 'rr-9' })).json()).toMatchObject({ code: 'TX_NOT_FOUND' });
    const lateBet = await call({ action: 'bet', session, tx_id: 'rb-9', round_id: 'rr-9', amount: '10.00' });
    expect(lateBet.json()).toMatchObject({ status: 'ERROR', code: 'TX_NOT_FOUND' });
    expect(await balance(t.app, p)).toBe('200.00');

    // The player logs out mid-round: new bets are refused, the provider's win still lands.
    await call({ action: 'bet', session, tx_id: 'lb-1', round_id: 'lr-1', amount: '50.00' });
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(p.token) });
    expect((await call({ action: 'bet', session, tx_id: 'lb-2', round_id: 'lr-1', amount: '5.00' })).json()).toMatchObject({ code: 'INVALID_SESSION' });
    expect((await call({ action: 'win', session, tx_id: 'lw-1', round_id: 'lr-1', amount: '75.00' })).json()).toMatchObject({ status: 'OK', balance: '225.00' });
  });

  it('a win can be rolled back; the console refunds an open round', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app, p, '100');
    const session = await providerSession(p);
    await call({ action: 'bet', session, tx_id: 'x-b', round_id: 'x-r', amount: '10.00' });
    await call({ action: 'win', session, tx_id: 'x-w', round_id: 'x-r', amount: '30.00', round_closed: false });
    expect(await balance(t.app, p)).toBe('120.00');
    expect((await call({ action: 'rollback', session, tx_id: 'x-rw', reference_tx_id: 'x-w' })).json()).toMatchObject({ status: 'OK', balance: '90.00' });
    const round = await t.app.khela.database.db.selectFrom('game_rounds').select(['id', 'status']).where('round_ref', '=', 'x-r').executeTakeFirstOrThrow();
    expect(round.status).toBe('open');
    await t.app.khela.gameWallet.refundOpenRound(round.id, 'test');
    expect(await balance(t.app, p)).toBe('100.00');
    await expect(t.app.khela.gameWallet.refundOpenRound(round.id, 'test')).rejects.toThrow();
  });
});
