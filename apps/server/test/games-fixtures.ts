import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { GameSessionInfo, PlayResult } from '@khela/domain';
import { bearer, type NewPlayer } from './helpers';

/** game-run for one of our games, then the games app's trade of the launch token: the session token and info. */
export async function launch(app: FastifyInstance, p: NewPlayer, gameCode: string, platform = 'KHELA'): Promise<GameSessionInfo> {
  const r = await app.inject({
    method: 'POST',
    url: '/api/game-run',
    headers: bearer(p.token),
    payload: { userId: p.remoteId, externalURL: 'http://localhost/', isMobileLogin: true, gameCode, gameType: 'EGAME', platform },
  });
  expect(r.statusCode, r.body).toBe(200);
  const url = new URL((r.json() as { url: string }).url, 'http://localhost');
  const s = await app.inject({ method: 'POST', url: '/api/games/session', payload: { launch: url.searchParams.get('launch') } });
  expect(s.statusCode, s.body).toBe(200);
  return s.json() as GameSessionInfo;
}

let seq = 0;
export function requestId(): string {
  seq++;
  return `req${Date.now().toString(36)}${seq}${Math.random().toString(36).slice(2, 8)}`;
}

export function gameCall(app: FastifyInstance, s: GameSessionInfo | string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const token = typeof s === 'string' ? s : s.token;
  return app.inject({ method, url, headers: bearer(token), ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
}

export async function play(app: FastifyInstance, s: GameSessionInfo, amount: string, params: unknown, id = requestId()): Promise<PlayResult> {
  const r = await gameCall(app, s, 'POST', '/api/games/play', { request_id: id, amount, params });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as PlayResult;
}

/** An external provider's signed wallet call. */
export function providerCall(app: FastifyInstance, platform: string, secret: string, body: Record<string, unknown>, opts: { signature?: string } = {}) {
  const raw = JSON.stringify(body);
  const sig = opts.signature ?? createHmac('sha256', secret).update(raw).digest('hex');
  return app.inject({ method: 'POST', url: `/api/provider/${platform}/wallet`, headers: { 'content-type': 'application/json', 'x-signature': sig }, payload: raw });
}

/** Registers an external provider (launch address template, wallet secret) with its games, as an operator would. */
export async function addExternalProvider(
  app: FastifyInstance,
  p: { platform: string; name: string; secret: string; launchUrl: string; games: { code: string; name: string; type: string }[] },
): Promise<bigint> {
  const db = app.khela.database.db;
  const prov = await db
    .insertInto('game_providers')
    .values({ platform: p.platform, name: p.name, kind: 'external', launch_url: p.launchUrl, wallet_secret: p.secret })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('games').values(p.games.map((g) => ({ provider_id: prov.id, ...g }))).execute();
  return prov.id;
}
