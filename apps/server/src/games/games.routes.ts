import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GAME_MESSAGES, liveRules } from '@khela/domain';
import type { AuthService } from '../auth/auth.service';
import { AppError } from '../shared/errors';
import { checkRemoteId, me, requireAuth } from '../shared/http';
import { typed } from '../shared/route-schema';
import type { CatalogueService } from './catalogue.service';
import type { CrashService } from './crash.service';
import type { LiveTablesService } from './live.service';
import { LiveBetBody, LiveBetReply, LiveMyRounds, LiveStateQuery, LiveTableState, LiveTablesReply, LiveVerifyInfo } from './live.schemas';
import type { FairService } from './fair.service';
import {
  BettingGroupsResponse,
  BettingRecordsResponse,
  BettingTypesResponse,
  ClientSeedBody,
  CrashBetAnswer,
  CrashBetBody,
  CrashCashoutBody,
  CrashState,
  CrashVerifyInfo,
  FairRotation,
  FairState,
  FavoriteBody,
  FavoritesResponse,
  GameCountsResponse,
  GameRunBody,
  GameRunResponse,
  GameSessionInfo,
  GamesQuery,
  GamesResponse,
  HistoryQuery,
  HistoryResponse,
  MinesActiveResponse,
  MinesCashoutBody,
  MinesRevealBody,
  MinesStartBody,
  PathId,
  PlayBody,
  PlayResult,
  ProvidersQuery,
  ProvidersResponse,
  RecordsQuery,
  RotateBody,
  RoundView,
  SessionBody,
  SystemsQuery,
  SystemsResponse,
} from './games.schemas';
import type { GameSession, LaunchService } from './launch.service';
import type { OriginalsService } from './originals.service';
import type { BettingRecordsService } from './betting-records.service';
import { RoundRecall } from './recall.schemas';

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
  live: LiveTablesService;
  records: BettingRecordsService;
}

/** preValidation: `Authorization: Bearer {game session token}` of our own games, or 401 (the game shows "session ended"). */
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
 * verifier, and betting records (player). Paths and shapes: packages/domain/src/games.ts, schemas in
 * games.schemas.ts. The bearer token (site or game session) is checked before the request's shape: no token is a 401.
 */
export function registerGamesRoutes(app: FastifyInstance, d: GamesRouteDeps): void {
  app.decorateRequest('game', null);
  const r = typed(app);
  const player = { preValidation: requireAuth(d.auth) };
  const session = { preValidation: requireGameSession(d.launch) };
  const security = [{ bearer: [] }];

  // ---------------------------------------------------------------- catalogue (public)
  r.get(
    '/api/get-system',
    { schema: { summary: 'providers having active games of a type', querystring: SystemsQuery, response: { 200: SystemsResponse } } },
    async (req) => d.catalogue.systems(req.query.type),
  );
  r.get(
    '/api/get-provider',
    { schema: { summary: 'providers, by platform code', querystring: ProvidersQuery, response: { 200: ProvidersResponse } } },
    async (req) => d.catalogue.providers(req.query.system, req.query.type),
  );
  r.get(
    '/api/game-counts',
    { schema: { summary: 'every game type with its number of listed games (menus hide the empty ones)', response: { 200: GameCountsResponse } } },
    async (_req, reply) => (reply.header('cache-control', 'public, max-age=30'), d.catalogue.counts()),
  );
  r.get(
    '/api/get-games',
    { schema: { summary: 'active games by type and providers, by display order', querystring: GamesQuery, response: { 200: GamesResponse } } },
    async (req) => d.catalogue.games(req.query.type, req.query.system),
  );

  // ---------------------------------------------------------------- player
  r.get(
    '/api/games/favorites',
    { ...player, schema: { summary: 'the player\'s favourite games', security, response: { 200: FavoritesResponse } } },
    async (req) => d.catalogue.favorites(me(req).playerId),
  );
  r.post(
    '/api/games/favorites',
    { ...player, schema: { summary: 'star a game', security, body: FavoriteBody, response: { 200: FavoritesResponse } } },
    async (req) => d.catalogue.setFavorite(me(req).playerId, req.body.game_id, true),
  );
  r.delete(
    '/api/games/favorites/:id',
    { ...player, schema: { summary: 'unstar a game', security, params: PathId('the game\'s id'), response: { 200: FavoritesResponse } } },
    async (req) => d.catalogue.setFavorite(me(req).playerId, req.params.id, false),
  );

  r.post(
    '/api/game-run',
    { ...player, schema: { summary: 'launch a game: a one-time launch token in the game\'s address', security, body: GameRunBody, response: { 200: GameRunResponse } } },
    async (req) => {
      const b = req.body;
      checkRemoteId(req, b.userId);
      if (b.platform === undefined || b.gameCode === undefined) throw AppError.badRequest(GAME_MESSAGES.gameNotFound);
      return d.launch.gameRun(me(req), {
        platform: b.platform.trim().toUpperCase(),
        gameCode: b.gameCode,
        externalURL: b.externalURL,
        isMobileLogin: b.isMobileLogin,
        lang: b.lang,
      });
    },
  );

  // `remote_id`, when sent, must name the token's own player (403 otherwise), as on every record call.
  const records = { ...player, schema: { security, querystring: RecordsQuery } };
  r.get(
    '/api/betting-record',
    { ...records, schema: { ...records.schema, summary: 'settled rounds grouped by platform, game type and day (GMT+6)', response: { 200: BettingGroupsResponse } } },
    async (req) => {
      checkRemoteId(req, req.query.remote_id);
      return d.records.groups(me(req).playerId, req.query);
    },
  );
  r.get(
    '/api/betting-record/bets',
    { ...records, schema: { ...records.schema, summary: 'the rounds of one group (platform, game type, day)', response: { 200: BettingRecordsResponse } } },
    async (req) => {
      checkRemoteId(req, req.query.remote_id);
      return d.records.bets(me(req).playerId, req.query);
    },
  );
  r.get(
    '/api/betting-record/rounds/:id',
    { ...player, schema: { summary: 'game recall: one of the player\'s rounds with its outcome and fairness proof (another player\'s is a 404)', security, params: PathId('the betting record\'s id'), response: { 200: RoundRecall } } },
    async (req) => d.records.recall(me(req).playerId, req.params.id),
  );
  r.get(
    '/api/get-type',
    { ...player, schema: { summary: 'the betting records\' filter lists', security, response: { 200: BettingTypesResponse } } },
    async () => d.records.types(),
  );

  // ---------------------------------------------------------------- our games (game session)
  r.post(
    '/api/games/session',
    { schema: { summary: 'our games app: trade the launch token for a game session', body: SessionBody, response: { 200: GameSessionInfo } } },
    async (req) => {
      if (req.body.launch === undefined) throw AppError.unauthorized(GAME_MESSAGES.launchInvalid);
      const { token, session: s } = await d.launch.start(req.body.launch);
      return d.launch.sessionInfo(token, s);
    },
  );
  r.get(
    '/api/games/fair',
    { ...session, schema: { summary: 'the player\'s current seed pair', security, response: { 200: FairState } } },
    async (req) => d.fair.state(game(req).player_id),
  );
  r.post(
    '/api/games/fair/client-seed',
    { ...session, schema: { summary: 'set the client seed (reveals the server seed, starts a new pair)', security, body: ClientSeedBody, response: { 200: FairState } } },
    async (req) => {
      if (req.body.client_seed === undefined) throw AppError.badRequest(GAME_MESSAGES.clientSeed);
      return (await d.fair.rotate(game(req).player_id, req.body.client_seed)).current;
    },
  );
  r.post(
    '/api/games/fair/rotate',
    { ...session, schema: { summary: 'rotate the seed pair: the old server seed is revealed', security, body: RotateBody, response: { 200: FairRotation } } },
    async (req) => d.fair.rotate(game(req).player_id, req.body.client_seed),
  );
  r.post(
    '/api/games/play',
    { ...session, schema: { summary: 'one round of a one-shot game (dice, limbo, plinko, keno, roulette, slot)', security, body: PlayBody, response: { 200: PlayResult } } },
    async (req) => d.originals.play(game(req), req.body),
  );
  r.get(
    '/api/games/history',
    { ...session, schema: { summary: 'the player\'s last rounds of the session\'s game', security, querystring: HistoryQuery, response: { 200: HistoryResponse } } },
    async (req) => {
      const limit = req.query.limit === undefined ? 20 : Number(req.query.limit);
      if (!Number.isInteger(limit)) throw AppError.badRequest();
      const s = game(req);
      // A live table's rounds are the table's (GET /api/games/live/rounds), not seeded single rounds.
      if (liveRules(s.game_code)) return { rounds: [] };
      return { rounds: await d.originals.history(s, limit) };
    },
  );

  r.get(
    '/api/games/mines/active',
    { ...session, schema: { summary: 'the player\'s open Mines game, if any', security, response: { 200: MinesActiveResponse } } },
    async (req) => ({ round: await d.originals.minesActive(game(req)) }),
  );
  r.post(
    '/api/games/mines/start',
    { ...session, schema: { summary: 'open a Mines game (the stake is taken)', security, body: MinesStartBody, response: { 200: PlayResult } } },
    async (req) => d.originals.minesStart(game(req), req.body),
  );
  r.post(
    '/api/games/mines/reveal',
    { ...session, schema: { summary: 'open a tile', security, body: MinesRevealBody, response: { 200: PlayResult } } },
    async (req) => d.originals.minesReveal(game(req), req.body),
  );
  r.post(
    '/api/games/mines/cashout',
    { ...session, schema: { summary: 'cash out at the current multiplier', security, body: MinesCashoutBody, response: { 200: PlayResult } } },
    async (req) => d.originals.minesCashout(game(req), req.body),
  );

  r.get(
    '/api/games/crash/state',
    { ...session, schema: { summary: 'Crash: the round, its bets, the last crash points and the player\'s bet', security, response: { 200: CrashState } } },
    async (req) => {
      const s = game(req);
      if (s.game_code !== 'crash') throw AppError.badRequest(GAME_MESSAGES.wrongGame);
      return d.crash.state(s);
    },
  );
  r.post(
    '/api/games/crash/bet',
    { ...session, schema: { summary: 'Crash: bet on the round in its betting phase', security, body: CrashBetBody, response: { 200: CrashBetAnswer } } },
    async (req) => d.crash.bet(game(req), req.body),
  );
  r.post(
    '/api/games/crash/cashout',
    { ...session, schema: { summary: 'Crash: cash out the player\'s bet of the flying round', security, body: CrashCashoutBody, response: { 200: CrashBetAnswer } } },
    async (req) => d.crash.cashout(game(req)),
  );

  r.get(
    '/api/games/live/tables',
    { ...session, schema: { summary: 'Live tables: the tables of the session\'s game in the player\'s currency', security, response: { 200: LiveTablesReply } } },
    async (req) => d.live.tables(game(req)),
  );
  r.get(
    '/api/games/live/state',
    { ...session, schema: { summary: 'Live tables: a table, its round, the last results and the player\'s bets', security, querystring: LiveStateQuery, response: { 200: LiveTableState } } },
    async (req) => d.live.state(game(req), req.query.table_id ?? ''),
  );
  r.post(
    '/api/games/live/bet',
    { ...session, schema: { summary: 'Live tables: chips on spots of the round while betting is open', security, body: LiveBetBody, response: { 200: LiveBetReply } } },
    async (req) => d.live.bet(game(req), req.body),
  );
  r.get(
    '/api/games/live/rounds',
    { ...session, schema: { summary: 'Live tables: the player\'s last rounds at a table', security, querystring: LiveStateQuery, response: { 200: LiveMyRounds } } },
    async (req) => d.live.myRounds(game(req), req.query.table_id),
  );

  // ---------------------------------------------------------------- public verifier
  r.get(
    '/api/fair/rounds/:id',
    { schema: { summary: 'a round of ours with its seeds (the server seed once revealed)', params: PathId('the round\'s public id (uuid)'), response: { 200: RoundView } } },
    async (req) => d.originals.publicRound(req.params.id),
  );
  r.get(
    '/api/fair/crash/:id',
    { schema: { summary: 'a crashed Crash round with what proves it against the chain', params: PathId('the Crash round\'s id'), response: { 200: CrashVerifyInfo } } },
    async (req) => d.crash.verifyInfo(req.params.id),
  );
  r.get(
    '/api/fair/live/:id',
    { schema: { summary: 'a live table round that is over, with its seed and what proves it against the table\'s chain', params: PathId('the live round\'s id'), response: { 200: LiveVerifyInfo } } },
    async (req) => d.live.verifyInfo(req.params.id),
  );
}
