import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_MESSAGES, MESSAGES } from '@khela/domain';
import { bearer, expectLedgerClean, newPlayer, type TestApp } from './helpers';
import { fund, startPaymentsApp } from './payments-fixtures';
import { addExternalProvider, gameCall, launch, providerCall, requestId } from './games-fixtures';

/** The games routes' schemas: shapes refused as `readFields` did, the token before the shape, the docs. */
let t: TestApp;
const PLATFORM = 'SCHEMA';
const SECRET = 'schema-provider-secret-0123456789';
beforeAll(async () => {
  t = await startPaymentsApp();
  await addExternalProvider(t.app, {
    platform: PLATFORM,
    name: 'Schema Games',
    secret: SECRET,
    launchUrl: 'https://schema.test/?t={token}',
    games: [{ code: 'schema-slot', name: 'Schema Slot', type: 'SLOT' }],
  });
});
afterAll(() => t?.close());

describe('games routes', () => {
  it('check the token before the body: no token is a 401 whatever the body', async () => {
    const noToken = await t.app.inject({ method: 'POST', url: '/api/games/play', payload: { nope: 1 } });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().message).toBe(GAME_MESSAGES.sessionEnded);
    expect((await t.app.inject({ method: 'POST', url: '/api/game-run', payload: '[]', headers: { 'content-type': 'application/json' } })).statusCode).toBe(401);
  });

  it('refuse unknown fields and wrong types by field, take numbers for text, and read no body as {} where a body may be left out', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app, p, '100');
    const s = await launch(t.app, p, 'dice');
    const bad = await gameCall(t.app, s, 'POST', '/api/games/play', { request_id: 5, amount: '10', params: {}, extra: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ request_id: [MESSAGES.wrongType], extra: [MESSAGES.unknownField] });
    const numeric = await gameCall(t.app, s, 'POST', '/api/games/play', { request_id: requestId(), amount: 10, params: { target: 50, direction: 'under' } });
    expect(numeric.statusCode, numeric.body).toBe(200);
    expect(numeric.json().round.amount).toBe('10.00');
    const nulls = await gameCall(t.app, s, 'POST', '/api/games/play', { request_id: requestId(), amount: null, params: { target: 50, direction: 'under' } });
    expect(nulls.statusCode).toBe(400);
    expect(nulls.json().message).toBe(GAME_MESSAGES.betRange);

    expect((await gameCall(t.app, s, 'POST', '/api/games/fair/rotate')).statusCode).toBe(200);
    expect((await gameCall(t.app, s, 'POST', '/api/games/fair/rotate', { client_seed: null })).statusCode).toBe(200);
    const unknown = await gameCall(t.app, s, 'POST', '/api/games/fair/rotate', { seed: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ seed: [MESSAGES.unknownField] });
    expect((await gameCall(t.app, s, 'GET', '/api/games/history?limit=1&limit=2')).statusCode).toBe(400);
    await expectLedgerClean(t.app);
  });

  it('the provider wallet checks the parsed body after the signature, answering in its own codes', async () => {
    const unsigned = await providerCall(t.app, PLATFORM, SECRET, { action: 'balance', nope: 1 }, { signature: '00'.repeat(32) });
    expect(unsigned.json()).toMatchObject({ status: 'ERROR', code: 'INVALID_SIGNATURE' });
    const unknown = await providerCall(t.app, PLATFORM, SECRET, { action: 'balance', nope: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ status: 'ERROR', code: 'BAD_REQUEST', message: MESSAGES.badRequest });
    const wrongType = await providerCall(t.app, PLATFORM, SECRET, { action: 'bet', session: 'x'.repeat(43), amount: { a: 1 } });
    expect(wrongType.json()).toMatchObject({ status: 'ERROR', code: 'BAD_REQUEST' });
    const notObject = await providerCall(t.app, PLATFORM, SECRET, [1] as unknown as Record<string, unknown>);
    expect(notObject.json()).toMatchObject({ status: 'ERROR', code: 'BAD_REQUEST' });
    // null is absent, as on every route: no session.
    const nullSession = await providerCall(t.app, PLATFORM, SECRET, { action: 'balance', session: null });
    expect(nullSession.json()).toMatchObject({ status: 'ERROR', code: 'INVALID_SESSION' });
  });

  it('are described in /api/docs, the provider wallet with one body shape per action', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { anyOf?: { properties: { action: { enum: string[] } } }[] } }> }; responses: Record<string, unknown> }>>;
    };
    for (const path of ['/api/get-games', '/api/game-run', '/api/games/play', '/api/games/mines/reveal', '/api/games/crash/bet', '/api/betting-record', '/api/fair/rounds/{id}']) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
    const wallet = doc.paths['/api/provider/{platform}/wallet']!.post!;
    const actions = wallet.requestBody!.content['application/json']!.schema.anyOf!.map((s) => s.properties.action.enum[0]);
    expect(actions).toEqual(['authenticate', 'balance', 'bet', 'win', 'rollback']);
    expect(Object.keys(wallet.responses)).toEqual(expect.arrayContaining(['200', '4XX']));
    const p = await newPlayer(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/games/favorites', headers: bearer(p.token) })).json()).toEqual({ data: [] });
  });
});
