import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GAME_MESSAGES } from '@khela/domain';
import type { AuthService } from '../auth/auth.service';
import { readFields, readQuery } from '../shared/body';
import { AppError } from '../shared/errors';
import { checkRemoteId, me, requireAuth } from '../shared/http';
import type { CatalogueService } from './catalogue.service';
import type { CrashService } from './crash.service';
import type { FairService } from './fair.service';
import type { GameSession, LaunchService } from './launch.service';
import type { OriginalsService } from './originals.service';
import type { BettingRecordsService } from './records.service';

declare module 'fastify' {
  interface FastifyRequest {
    game: GameSession | null;
  }
}

export interface GamesRouteDeps {
  auth: AuthService;
  catalogue: CatalogueService;
  launch: LaunchService;
  fair: FairService;
  originals: OriginalsService;
  crash: CrashService;
  records: BettingRecordsService;
}

/** preHandler: `Authorization: Bearer {game session token}` of our own games, or 401 (the game shows "session ended"). */
function requireGameSession(launch: LaunchService) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    const h = req.headers.authorization;
    const m = typeof h === 'string' ? /^Bearer\s+(\S+)$/i.exec(h) : null;
    const s = m ? await launch.authenticate(m[1]!) : null;
    if (!s || !launch.isOwn(s)) throw AppError.unauthorized(GAME_MESSAGES.sessionEnded);
    req.game = s;
  };
}

function game(req: FastifyRequest): GameSession {
  if (!req.game) throw AppError.unauthorized(GAME_MESSAGES.sessionEnded);
  return req.game;
}

/**
 * Games: the catalogue (public), launch and favourites (player), our games' calls (game session), the public
 * verifier, and betting records (player). Paths and shapes: packages/domain/src/games.ts.
 */
export function registerGamesRoutes(app: FastifyInstance, d: GamesRouteDeps): void {
  app.decorateRequest('game', null);
  const player = { preHandler: requireAuth(d.auth) };
  const session = { preHandler: requireGameSession(d.launch) };

  // ---------------------------------------------------------------- catalogue (public)
  app.get('/api/get-system', async (req) => d.catalogue.systems(readQuery(req.query, ['type']).type));
  app.get('/api/get-provider', async (req) => {
    const q = readQuery(req.query, ['system', 'type']);
    return d.catalogue.providers(q.system, q.type);
  });
  app.get('/api/get-games', async (req) => {
    const q = readQuery(req.query, ['type', 'system']);
    return d.catalogue.games(q.type, q.system);
  });

  // ---------------------------------------------------------------- player
  app.get('/api/games/favorites', player, async (req) => d.catalogue.favorites(me(req).playerId));
  app.post('/api/games/favorites', player, async (req) => {
    const b = readFields(req.body, { game_id: 'string|number' });
    return d.catalogue.setFavorite(me(req).playerId, b.game_id, true);
  });
  app.delete<{ Params: { id: string } }>('/api/games/favorites/:id', player, async (req) => d.catalogue.setFavorite(me(req).playerId, req.params.id, false));

  app.post('/api/game-run', player, async (req) => {
    const b = readFields(req.body, {
      userId: 'string|number',
      externalURL: 'string',
      isMobileLogin: 'boolean',
      gameCode: 'string|number',
      gameType: 'string',
      platform: 'string',
      lang: 'string',
    });
    checkRemoteId(req, b.userId);
    if (typeof b.platform !== 'string' || b.gameCode === undefined) throw AppError.badRequest(GAME_MESSAGES.gameNotFound);
    return d.launch.gameRun(me(req), {
      platform: b.platform.trim().toUpperCase(),
      gameCode: String(b.gameCode),
      externalURL: b.externalURL as string | undefined,
      isMobileLogin: b.isMobileLogin as boolean | undefined,
      lang: b.lang as string | undefined,
    });
  });

  // `remote_id`, when sent, must name the token's own player (403 otherwise), as on every record call.
  const recordQuery = (req: FastifyRequest) => {
    const q = readQuery(req.query, ['platform', 'game_type', 'date', 'settled', 'remote_id']);
    checkRemoteId(req, q.remote_id);
    return q;
  };
  app.get('/api/betting-record', player, async (req) => d.records.groups(me(req).playerId, recordQuery(req)));
  app.get('/api/betting-record/bets', player, async (req) => d.records.bets(me(req).playerId, recordQuery(req)));
  app.get('/api/get-type', player, async () => d.records.types());

  // ---------------------------------------------------------------- our games (game session)
  app.post('/api/games/session', async (req) => {
    const b = readFields(req.body, { launch: 'string' });
    if (typeof b.launch !== 'string') throw AppError.unauthorized(GAME_MESSAGES.launchInvalid);
    const { token, session: s } = await d.launch.start(b.launch);
    return d.launch.sessionInfo(token, s);
  });
  app.get('/api/games/fair', session, async (req) => d.fair.state(game(req).player_id));
  app.post('/api/games/fair/client-seed', session, async (req) => {
    const b = readFields(req.body, { client_seed: 'string' });
    if (typeof b.client_seed !== 'string') throw AppError.badRequest(GAME_MESSAGES.clientSeed);
    return (await d.fair.rotate(game(req).player_id, b.client_seed)).current;
  });
  app.post('/api/games/fair/rotate', session, async (req) => {
    const b = readFields(req.body ?? {}, { client_seed: 'string' });
    return d.fair.rotate(game(req).player_id, b.client_seed as string | undefined);
  });
  app.post('/api/games/play', session, async (req) => d.originals.play(game(req), readFields(req.body, { request_id: 'string', amount: 'string|number', params: 'json' })));
  app.get('/api/games/history', session, async (req) => {
    const q = readQuery(req.query, ['limit']);
    const limit = q.limit === undefined ? 20 : Number(q.limit);
    if (!Number.isInteger(limit)) throw AppError.badRequest();
    return { rounds: await d.originals.history(game(req), limit) };
  });

  app.get('/api/games/mines/active', session, async (req) => ({ round: await d.originals.minesActive(game(req)) }));
  app.post('/api/games/mines/start', session, async (req) =>
    d.originals.minesStart(game(req), readFields(req.body, { request_id: 'string', amount: 'string|number', mines: 'integer' })),
  );
  app.post('/api/games/mines/reveal', session, async (req) => d.originals.minesReveal(game(req), readFields(req.body, { round_id: 'string|number', tile: 'integer' })));
  app.post('/api/games/mines/cashout', session, async (req) => d.originals.minesCashout(game(req), readFields(req.body, { round_id: 'string|number' })));

  app.get('/api/games/crash/state', session, async (req) => {
    const s = game(req);
    if (s.game_code !== 'crash') throw AppError.badRequest(GAME_MESSAGES.wrongGame);
    return d.crash.state(s);
  });
  app.post('/api/games/crash/bet', session, async (req) => d.crash.bet(game(req), readFields(req.body, { request_id: 'string', amount: 'string|number', auto_cashout: 'number' })));
  app.post('/api/games/crash/cashout', session, async (req) => {
    readFields(req.body ?? {}, {});
    return d.crash.cashout(game(req));
  });

  // ---------------------------------------------------------------- public verifier
  app.get<{ Params: { id: string } }>('/api/fair/rounds/:id', async (req) => d.originals.publicRound(req.params.id));
  app.get<{ Params: { id: string } }>('/api/fair/crash/:id', async (req) => d.crash.verifyInfo(req.params.id));
}
