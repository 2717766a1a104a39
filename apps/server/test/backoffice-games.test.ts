import { createHash, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GAME_MESSAGES, MESSAGES, parseMoney } from '@khela/domain';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { GameWalletService } from '../src/games/game-wallet.service';
import { expectLedgerClean, newPlayer, type NewPlayer, type TestApp } from './helpers';
import { balance, fund, newStaff, staffCall, staffLogin, startPaymentsApp } from './payments-fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startPaymentsApp();
  admin = await staffLogin(t.app);
});
afterAll(() => t?.close());
afterEach(() => expectLedgerClean(t.app));

const B = '/api/backoffice';
let seq = 0;
/** A platform code unique to this run (2–20 of A-Z 0-9 _). */
const platform = (p: string) => `${p}${Date.now().toString(36).toUpperCase().slice(-5)}${++seq}`.slice(0, 20);
const SECRET = `sk_live_${randomBytes(12).toString('hex')}`;

async function ok<T = Record<string, unknown>>(p: ReturnType<typeof staffCall>, status = 200): Promise<T> {
  const r = await p;
  expect(r.statusCode, r.body).toBe(status);
  return r.json() as T;
}

async function createProvider(body: Record<string, unknown>) {
  return ok<{ id: number; platform: string }>(staffCall(t.app, admin, 'POST', `${B}/game-providers`, { name: 'Test provider', kind: 'internal', ...body }));
}

async function createGame(providerId: number, body: Record<string, unknown> = {}) {
  return ok<{ id: number; code: string }>(
    staffCall(t.app, admin, 'POST', `${B}/games`, { provider_id: providerId, code: `g-${++seq}`, name: `Game ${seq}`, type: 'SLOT', ...body }),
  );
}

describe('game catalogue', () => {
  it('types: keyed by an immutable code, validated like the table, deletable only while unused', async () => {
    const list = await ok<{ code: string; name: string; games: number }[]>(staffCall(t.app, admin, 'GET', `${B}/game-types`));
    expect(list.map((x) => x.code)).toEqual(expect.arrayContaining(['SPORTS', 'LIVE', 'SLOT', 'TABLE', 'BINGO', 'EGAME', 'FH', 'LOTTO']));

    const created = await ok(staffCall(t.app, admin, 'POST', `${B}/game-types`, { code: 'vrx', name: 'Virtual', sort_order: 20 }));
    expect(created).toEqual({ code: 'VRX', name: 'Virtual', sort_order: 20, status: 'active' });
    expect((await staffCall(t.app, admin, 'POST', `${B}/game-types`, { code: 'VRX', name: 'Again' })).statusCode).toBe(409);

    const bad = await staffCall(t.app, admin, 'POST', `${B}/game-types`, { code: 'V1', name: '', status: 'paused' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['code', 'name', 'status']);
    expect((await staffCall(t.app, admin, 'POST', `${B}/game-types`, { code: 'ABC', name: 'x'.repeat(41) })).json().errors.name).toEqual([MESSAGES.valueTooLong]);

    const edited = await ok(staffCall(t.app, admin, 'PATCH', `${B}/game-types/vrx`, { name: 'Virtual sports', status: 'inactive' }));
    expect(edited).toMatchObject({ code: 'VRX', name: 'Virtual sports', status: 'inactive' });
    const immutable = await staffCall(t.app, admin, 'PATCH', `${B}/game-types/VRX`, { code: 'VRY' });
    expect(immutable.statusCode).toBe(422);
    expect(immutable.json().errors.code).toEqual([MESSAGES.valueInvalid]);
    expect((await staffCall(t.app, admin, 'PATCH', `${B}/game-types/NOPE`, { name: 'x' })).statusCode).toBe(404);
    expect((await staffCall(t.app, admin, 'PATCH', `${B}/game-types/a1`, { name: 'x' })).statusCode).toBe(404);

    // In use by a game: refused with the "deactivate instead" message; unused: deleted.
    const p = await createProvider({ platform: platform('TYP') });
    await createGame(p.id, { type: 'VRX' });
    const inUse = await staffCall(t.app, admin, 'DELETE', `${B}/game-types/VRX`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(MESSAGES.inUseDeactivate);
    await ok(staffCall(t.app, admin, 'POST', `${B}/game-types`, { code: 'TMPX', name: 'Temporary' }));
    expect(await ok(staffCall(t.app, admin, 'DELETE', `${B}/game-types/TMPX`))).toEqual({ deleted: true, id: 'TMPX' });
  });

  it('providers: the wallet secret is write-only, never answered nor audited', async () => {
    const code = platform('EXT');
    const short = await staffCall(t.app, admin, 'POST', `${B}/game-providers`, {
      platform: code,
      name: 'External one',
      kind: 'external',
      launch_url: 'https://games.example.com/launch?token={token}&game={game}',
      wallet_secret: 'too-short',
    });
    expect(short.statusCode, short.body).toBe(422);
    expect(short.json().errors).toEqual({ wallet_secret: [MESSAGES.valueInvalid] });

    const r = await staffCall(t.app, admin, 'POST', `${B}/game-providers`, {
      platform: code.toLowerCase(),
      name: 'External one',
      kind: 'external',
      launch_url: 'https://games.example.com/launch?token={token}&game={game}',
      wallet_secret: SECRET,
      status: 'maintenance',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.body).not.toContain(SECRET);
    const p = r.json();
    expect(p).toMatchObject({ platform: code, kind: 'external', status: 'maintenance', wallet_secret_set: true, wallet_secret_last4: SECRET.slice(-4) });
    expect(p).not.toHaveProperty('wallet_secret');

    const list = await staffCall(t.app, admin, 'GET', `${B}/game-providers`);
    expect(list.body).not.toContain(SECRET);
    expect((list.json() as { id: number; games: number }[]).find((x) => x.id === p.id)).toMatchObject({ games: 0, wallet_secret_set: true });

    // Immutable kind and platform; an external provider cannot lose its secret; a bad URL and status are refused.
    for (const [body, field] of [
      [{ kind: 'internal' }, 'kind'],
      [{ platform: 'OTHER' }, 'platform'],
      [{ wallet_secret: '' }, 'wallet_secret'],
      [{ launch_url: 'ftp://x' }, 'launch_url'],
      [{ status: 'paused' }, 'status'],
      [{ sort_order: 1.5 }, 'sort_order'],
    ] as const) {
      const e = await staffCall(t.app, admin, 'PATCH', `${B}/game-providers/${p.id}`, body);
      expect(e.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(e.json().errors)).toEqual([field]);
    }
    expect((await staffCall(t.app, admin, 'POST', `${B}/game-providers`, { platform: code, name: 'Dup', kind: 'internal' })).statusCode).toBe(409);
    expect((await staffCall(t.app, admin, 'POST', `${B}/game-providers`, { platform: 'A', name: 'x', kind: 'internal' })).json().errors).toHaveProperty('platform');
    expect((await staffCall(t.app, admin, 'POST', `${B}/game-providers`, { platform: 'ABC', name: 'x', kind: 'bogus' })).json().errors).toHaveProperty('kind');
    expect((await staffCall(t.app, admin, 'POST', `${B}/game-providers`, { name: 'x' })).json().errors).toMatchObject({ platform: [MESSAGES.fieldRequired], kind: [MESSAGES.fieldRequired] });

    const rotated = `rotated-${randomBytes(10).toString('hex')}`;
    const edit = await staffCall(t.app, admin, 'PATCH', `${B}/game-providers/${p.id}`, { wallet_secret: rotated, status: 'active' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ status: 'active', wallet_secret_last4: rotated.slice(-4) });
    expect(edit.body).not.toContain(rotated);
    const stored = await t.app.khela.database.db.selectFrom('game_providers').select('wallet_secret').where('id', '=', BigInt(p.id)).executeTakeFirstOrThrow();
    expect(stored.wallet_secret).toBe(rotated);

    // The audit log: who created and edited it, that the secret is set and was changed, never the secret.
    const audit = await staffCall(t.app, admin, 'GET', `${B}/audit?entity=game_provider&entity_id=${p.id}`);
    expect(audit.body).not.toContain(SECRET);
    expect(audit.body).not.toContain(rotated);
    const entries = audit.json().data as { action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[];
    expect(entries.map((e) => e.action)).toEqual(['game_provider.update', 'game_provider.create']);
    expect(entries[0]!.after).toMatchObject({ wallet_secret_set: true, wallet_secret_changed: true, status: 'active' });
    expect(entries[0]!.before).toMatchObject({ wallet_secret_set: true, status: 'maintenance' });
    expect(entries[0]!.before).not.toHaveProperty('wallet_secret_changed');
    const raw = await sql<{ text: string }>`SELECT coalesce(before::text, '') || coalesce(after::text, '') AS text FROM audit_log WHERE entity = 'game_provider'`.execute(
      t.app.khela.database.db,
    );
    for (const row of raw.rows) {
      expect(row.text).not.toContain(SECRET);
      expect(row.text).not.toContain(rotated);
      expect(row.text).not.toContain('"wallet_secret"');
    }
  });

  it('games: validated fields, filters and paging, immutable provider and code, delete only while unused', async () => {
    const p = await createProvider({ platform: platform('CAT') });
    const g = await ok(
      staffCall(t.app, admin, 'POST', `${B}/games`, { provider_id: p.id, code: 'fortune-gems.v2', name: 'Fortune Gems', type: 'slot', rtp: '97.5', display_order: 3, poster: 'images/games/fg.webp' }),
    );
    expect(g).toMatchObject({ provider_id: p.id, code: 'fortune-gems.v2', name: 'Fortune Gems', type: 'SLOT', rtp: '97.50', display_order: 3, poster: 'images/games/fg.webp', status: 'active' });
    expect(typeof g.created_at).toBe('string');

    for (const [body, field] of [
      [{ type: 'NOPE' }, 'type'],
      [{ provider_id: 99999999 }, 'provider_id'],
      [{ rtp: 0 }, 'rtp'],
      [{ rtp: '100.01' }, 'rtp'],
      [{ rtp: '97.123' }, 'rtp'],
      [{ rtp: 'high' }, 'rtp'],
      [{ code: 'has space' }, 'code'],
      [{ name: '' }, 'name'],
      [{ display_order: 'first' }, 'display_order'],
      [{ poster: 'x'.repeat(301) }, 'poster'],
    ] as const) {
      const fine: Record<string, unknown> = { provider_id: p.id, code: `ok-${++seq}`, name: 'Fine', type: 'SLOT' };
      const e = await staffCall(t.app, admin, 'POST', `${B}/games`, { ...fine, ...body });
      expect(e.statusCode, `${JSON.stringify(body)} ${e.body}`).toBe(422);
      expect(Object.keys(e.json().errors), JSON.stringify(body)).toEqual([field]);
    }
    expect((await staffCall(t.app, admin, 'POST', `${B}/games`, { provider_id: p.id, code: 'fortune-gems.v2', name: 'Dup', type: 'SLOT' })).statusCode).toBe(409);
    expect((await staffCall(t.app, admin, 'POST', `${B}/games`, { provider_id: p.id, code: 'x', name: 'x', type: 'SLOT', extra: 1 })).json().errors).toEqual({
      extra: [MESSAGES.unknownField],
    });

    const second = await createGame(p.id, { name: 'Crazy Time', type: 'LIVE', rtp: null });
    expect((await staffCall(t.app, admin, 'PATCH', `${B}/games/${g.id}`, { provider_id: second.id })).statusCode).toBe(422);
    expect((await staffCall(t.app, admin, 'PATCH', `${B}/games/${g.id}`, { code: 'renamed' })).statusCode).toBe(422);
    expect(await ok(staffCall(t.app, admin, 'PATCH', `${B}/games/${g.id}`, { status: 'inactive', rtp: null, name: 'Fortune Gems 2' }))).toMatchObject({
      status: 'inactive',
      rtp: null,
      name: 'Fortune Gems 2',
    });
    expect((await staffCall(t.app, admin, 'PATCH', `${B}/games/999999999`, { name: 'x' })).statusCode).toBe(404);

    type GamePage = { data: { id: number; platform: string; name: string; status: string }[]; total: number; page: number; per_page: number };
    const all = await ok<GamePage>(staffCall(t.app, admin, 'GET', `${B}/games?provider_id=${p.id}`));
    expect(all.total).toBe(2);
    expect(all.data.every((x) => x.platform === p.platform)).toBe(true);
    expect((await ok<GamePage>(staffCall(t.app, admin, 'GET', `${B}/games?provider_id=${p.id}&status=inactive`))).data.map((x) => x.id)).toEqual([g.id]);
    expect((await ok<GamePage>(staffCall(t.app, admin, 'GET', `${B}/games?provider_id=${p.id}&type=live`))).data.map((x) => x.id)).toEqual([second.id]);
    expect((await ok<GamePage>(staffCall(t.app, admin, 'GET', `${B}/games?provider_id=${p.id}&q=CRAZY`))).data.map((x) => x.id)).toEqual([second.id]);
    const paged = await ok<GamePage>(staffCall(t.app, admin, 'GET', `${B}/games?provider_id=${p.id}&per_page=1&page=2`));
    expect(paged).toMatchObject({ total: 2, page: 2, per_page: 1 });
    expect(paged.data).toHaveLength(1);
    expect((await staffCall(t.app, admin, 'GET', `${B}/games?status=gone`)).statusCode).toBe(422);
    expect((await staffCall(t.app, admin, 'GET', `${B}/games?provider_id=abc`)).statusCode).toBe(422);

    const counts = (await ok<{ id: number; games: number; active_games: number }[]>(staffCall(t.app, admin, 'GET', `${B}/game-providers`))).find((x) => x.id === p.id);
    expect(counts).toMatchObject({ games: 2, active_games: 1 });
    // A provider with games cannot be deleted; an unused game can.
    expect((await staffCall(t.app, admin, 'DELETE', `${B}/game-providers/${p.id}`)).statusCode).toBe(409);
    expect(await ok(staffCall(t.app, admin, 'DELETE', `${B}/games/${second.id}`))).toEqual({ deleted: true, id: second.id });
    const audit = await ok<{ data: { action: string }[] }>(staffCall(t.app, admin, 'GET', `${B}/audit?entity=game&entity_id=${second.id}`));
    expect(audit.data.map((e) => e.action)).toEqual(['game.delete', 'game.create']);
  });

  it('roles: every role reads the catalogue and rounds; only admin edits; support cannot refund', async () => {
    const support = await newStaff(t.app, admin, 'support');
    const finance = await newStaff(t.app, admin, 'finance');
    const cases: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown, { support: number; finance: number; admin: number }][] = [
      ['types', 'GET', `${B}/game-types`, undefined, { support: 200, finance: 200, admin: 200 }],
      ['providers', 'GET', `${B}/game-providers`, undefined, { support: 200, finance: 200, admin: 200 }],
      ['games', 'GET', `${B}/games`, undefined, { support: 200, finance: 200, admin: 200 }],
      ['rounds', 'GET', `${B}/game-rounds`, undefined, { support: 200, finance: 200, admin: 200 }],
      ['summary', 'GET', `${B}/game-rounds/summary`, undefined, { support: 200, finance: 200, admin: 200 }],
      ['round', 'GET', `${B}/game-rounds/999999999`, undefined, { support: 404, finance: 404, admin: 404 }],
      ['new type', 'POST', `${B}/game-types`, { code: 'R', name: '' }, { support: 403, finance: 403, admin: 422 }],
      ['edit type', 'PATCH', `${B}/game-types/SLOT`, { status: 'paused' }, { support: 403, finance: 403, admin: 422 }],
      ['new provider', 'POST', `${B}/game-providers`, {}, { support: 403, finance: 403, admin: 422 }],
      ['edit game', 'PATCH', `${B}/games/999999999`, { name: 'x' }, { support: 403, finance: 403, admin: 404 }],
      ['delete game', 'DELETE', `${B}/games/999999999`, undefined, { support: 403, finance: 403, admin: 404 }],
      ['refund', 'POST', `${B}/game-rounds/999999999/refund`, { reason: 'stuck round' }, { support: 403, finance: 404, admin: 404 }],
    ];
    for (const [name, method, url, payload, want] of cases) {
      for (const [role, token] of [
        ['support', support.token],
        ['finance', finance.token],
        ['admin', admin],
      ] as const) {
        const r = await staffCall(t.app, token, method, url, payload);
        expect(r.statusCode, `${name} as ${role}: ${r.body}`).toBe(want[role]);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: `${B}/games` })).statusCode).toBe(401);
  });
});

// ------------------------------------------------------------------ rounds

/** Rounds are played through the app's game wallet (real ledger transfers). Seeds for the fair view are written with SQL (test only). */
function gameWallet(app: FastifyInstance): GameWalletService {
  return app.khela.gameWallet;
}

type Party = { providerId: bigint; platform: string; playerId: bigint; currency: string; gameId: bigint; sessionId: null };

async function play(app: FastifyInstance, party: Party, stake: string, payout: string | null, extra: { seedId?: bigint; nonce?: number; params?: unknown } = {}) {
  const gw = gameWallet(app);
  const ref = `r-${randomBytes(6).toString('hex')}`;
  return app.khela.wallet.inTransaction(async (tx) => {
    const bet = await gw.bet(tx, party, { txRef: `${ref}-bet`, roundRef: ref, amount: parseMoney(stake), params: extra.params ?? { target: 50 }, seedId: extra.seedId ?? null, nonce: extra.nonce ?? null });
    if (payout !== null) await gw.win(tx, party, { txRef: `${ref}-win`, roundRef: ref, amount: parseMoney(payout), closeRound: true, outcome: { roll: 42 } });
    return bet.round!.id;
  });
}

describe('game rounds', () => {
  let plat: string;
  let g1: number;
  let g2: number;
  let a: NewPlayer;
  let b: NewPlayer;
  const ids: Record<string, bigint> = {};

  beforeAll(async () => {
    plat = platform('RND');
    const p = await createProvider({ platform: plat, name: 'Rounds house' });
    g1 = (await createGame(p.id, { name: 'Dice Test' })).id;
    g2 = (await createGame(p.id, { name: 'Limbo Test' })).id;
    a = await newPlayer(t.app);
    b = await newPlayer(t.app);
    await fund(t.app, a, '1000');
    await fund(t.app, b, '1000');
    const party = (pl: NewPlayer, game: number): Party => ({ providerId: BigInt(p.id), platform: plat, playerId: BigInt(pl.remoteId), currency: 'BDT', gameId: BigInt(game), sessionId: null });
    const seed = randomBytes(32).toString('hex');
    const s = await t.app.khela.database.db
      .insertInto('fair_seeds')
      .values({ player_id: BigInt(a.remoteId), server_seed: seed, server_seed_hash: createHash('sha256').update(seed).digest('hex'), client_seed: 'journey-client' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.seed = s.id;
    ids.aWon = await play(t.app, party(a, g1), '100', '250', { seedId: s.id, nonce: 0 });
    ids.aLost = await play(t.app, party(a, g2), '50', '0');
    ids.bLost = await play(t.app, party(b, g1), '200', '0');
    ids.bOpen = await play(t.app, party(b, g1), '30', null);
  });

  type RoundPage = { data: { id: number; status: string; stake: string; payout: string; profit_loss: string | null; player: { username: string }; game: { id: number; name: string }; platform: string }[]; total: number };
  const rounds = (qs: string) => ok<RoundPage>(staffCall(t.app, admin, 'GET', `${B}/game-rounds?platform=${plat}${qs}`));

  it('lists rounds newest first with filters by player, game, status and dates', async () => {
    const all = await rounds('');
    expect(all.total).toBe(4);
    expect(all.data.map((r) => BigInt(r.id))).toEqual([ids.bOpen, ids.bLost, ids.aLost, ids.aWon]);
    const won = all.data.find((r) => BigInt(r.id) === ids.aWon)!;
    expect(won).toMatchObject({ status: 'won', stake: '100.00', payout: '250.00', profit_loss: '150.00', platform: plat, player: { username: a.username }, game: { id: g1, name: 'Dice Test' } });
    expect(all.data.find((r) => BigInt(r.id) === ids.bOpen)).toMatchObject({ status: 'open', profit_loss: null });

    expect((await rounds(`&player=${a.username.toUpperCase()}`)).total).toBe(2);
    expect((await rounds(`&player=${b.remoteId}`)).total).toBe(2);
    expect((await rounds(`&game_id=${g2}`)).data.map((r) => BigInt(r.id))).toEqual([ids.aLost]);
    expect((await rounds('&status=open')).data.map((r) => BigInt(r.id))).toEqual([ids.bOpen]);
    expect((await rounds('&status=lost')).total).toBe(2);
    const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 30 * 3600_000).toISOString().slice(0, 10);
    expect((await rounds(`&from=${today}&to=${today}`)).total).toBe(4);
    expect((await rounds(`&from=${tomorrow}`)).total).toBe(0);
    expect((await rounds(`&to=2020-01-01`)).total).toBe(0);
    const paged = await rounds('&per_page=3&page=2');
    expect(paged.data.map((r) => BigInt(r.id))).toEqual([ids.aWon]);
    expect((await rounds('&player=nobody-here')).total).toBe(0);

    for (const qs of ['status=pending', 'from=2026-13-01', 'from=2026-02-30', 'from=yesterday', `from=${tomorrow}&to=${today}`, 'game_id=x', 'platform=bad-code']) {
      const r = await staffCall(t.app, admin, 'GET', `${B}/game-rounds?${qs}`);
      expect(r.statusCode, qs).toBe(422);
      expect(r.json().message).toBe(MESSAGES.valueInvalid);
    }
  });

  it('shows a round with its params, outcome, seeds (server seed once revealed) and wallet transactions', async () => {
    const d = await ok<Record<string, unknown> & { transactions: { kind: string; amount: string; ledger_tx_id: number | null; rolled_back: boolean; tx_ref: string }[]; fair: Record<string, unknown> | null }>(
      staffCall(t.app, admin, 'GET', `${B}/game-rounds/${ids.aWon}`),
    );
    expect(d).toMatchObject({ status: 'won', stake: '100.00', payout: '250.00', params: { target: 50 }, outcome: { roll: 42 }, platform: plat, crash: null });
    expect(d.fair).toMatchObject({ client_seed: 'journey-client', nonce: 0, server_seed: null, revealed: false });
    expect(d.transactions.map((x) => [x.kind, x.amount, x.rolled_back])).toEqual([
      ['bet', '100.00', false],
      ['win', '250.00', false],
    ]);
    expect(d.transactions.every((x) => typeof x.ledger_tx_id === 'number')).toBe(true);

    await t.app.khela.database.db.updateTable('fair_seeds').set({ status: 'revealed', revealed_at: new Date() }).where('id', '=', ids.seed!).execute();
    const revealed = await ok<{ fair: { server_seed: string | null; server_seed_hash: string } }>(staffCall(t.app, admin, 'GET', `${B}/game-rounds/${ids.aWon}`));
    expect(createHash('sha256').update(revealed.fair.server_seed!).digest('hex')).toBe(revealed.fair.server_seed_hash);
    expect((await ok<{ fair: unknown }>(staffCall(t.app, admin, 'GET', `${B}/game-rounds/${ids.aLost}`))).fair).toBeNull();
    expect((await staffCall(t.app, admin, 'GET', `${B}/game-rounds/abc`)).statusCode).toBe(404);
  });

  it('sums settled rounds per game: rounds, turnover, payouts and GGR, with open and refunded counts', async () => {
    type Summary = {
      from: string;
      to: string;
      games: { game_id: number; rounds: number; turnover: string; payouts: string; ggr: string }[];
      totals: { rounds: number; turnover: string; payouts: string; ggr: string; open_rounds: number; open_stakes: string; refunded_rounds: number };
    };
    const s = await ok<Summary>(staffCall(t.app, admin, 'GET', `${B}/game-rounds/summary?platform=${plat}`));
    const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    expect(s).toMatchObject({ from: today, to: today });
    // Highest GGR first (a tie by game id).
    expect(s.games).toEqual([
      { game_id: g1, code: expect.any(String), name: 'Dice Test', platform: plat, rounds: 2, turnover: '300.00', payouts: '250.00', ggr: '50.00' },
      { game_id: g2, code: expect.any(String), name: 'Limbo Test', platform: plat, rounds: 1, turnover: '50.00', payouts: '0.00', ggr: '50.00' },
    ]);
    expect(s.totals).toEqual({ rounds: 3, turnover: '350.00', payouts: '250.00', ggr: '100.00', open_rounds: 1, open_stakes: '30.00', refunded_rounds: 0 });
    const empty = await ok<Summary>(staffCall(t.app, admin, 'GET', `${B}/game-rounds/summary?platform=${plat}&from=2020-01-01&to=2020-01-31`));
    expect(empty.games).toEqual([]);
    expect(empty.totals.rounds).toBe(0);
    expect((await staffCall(t.app, admin, 'GET', `${B}/game-rounds/summary?from=2020-01-01&to=2026-01-01`)).statusCode).toBe(422);
  });

  it('refunds a round stuck open (admin or finance, with a reason, audited); settled rounds are refused', async () => {
    const finance = await newStaff(t.app, admin, 'finance');
    const noReason = await staffCall(t.app, finance.token, 'POST', `${B}/game-rounds/${ids.bOpen}/refund`, { reason: '' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe(MESSAGES.reasonRequired);
    const settled = await staffCall(t.app, finance.token, 'POST', `${B}/game-rounds/${ids.aLost}/refund`, { reason: 'not stuck at all' });
    expect(settled.statusCode).toBe(409);
    expect(settled.json()).toMatchObject({ code: 'round_not_open', message: GAME_MESSAGES.roundOver });

    expect(await balance(t.app, b)).toBe('770.00');
    const r = await staffCall(t.app, finance.token, 'POST', `${B}/game-rounds/${ids.bOpen}/refund`, { reason: 'provider lost the round' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ id: Number(ids.bOpen), status: 'refunded', changed: true });
    expect(await balance(t.app, b)).toBe('800.00');
    expect((await staffCall(t.app, finance.token, 'POST', `${B}/game-rounds/${ids.bOpen}/refund`, { reason: 'again please' })).statusCode).toBe(409);

    const d = await ok<{ status: string; transactions: { kind: string; amount: string; rolled_back: boolean }[] }>(staffCall(t.app, admin, 'GET', `${B}/game-rounds/${ids.bOpen}`));
    expect(d.status).toBe('refunded');
    expect(d.transactions.map((x) => [x.kind, x.amount, x.rolled_back])).toEqual([
      ['bet', '30.00', true],
      ['rollback', '30.00', false],
    ]);
    const audit = await ok<{ data: { action: string; staff: { username: string }; before: { status: string }; after: { status: string; reason: string } }[] }>(
      staffCall(t.app, admin, 'GET', `${B}/audit?entity=game_round&entity_id=${ids.bOpen}`),
    );
    expect(audit.data).toHaveLength(1);
    expect(audit.data[0]).toMatchObject({ action: 'game_round.refund', staff: { username: finance.username }, before: { status: 'open' }, after: { status: 'refunded', reason: 'provider lost the round' } });
    const s = await ok<{ totals: { open_rounds: number; refunded_rounds: number } }>(staffCall(t.app, admin, 'GET', `${B}/game-rounds/summary?platform=${plat}`));
    expect(s.totals).toMatchObject({ open_rounds: 0, refunded_rounds: 1 });
  });
});
