import type { FastifyInstance } from 'fastify';
import { readFields, readQuery } from '../shared/body';
import { AppError } from '../shared/errors';
import { readPathId } from './backoffice.service';
import type { GamesBackofficeService } from './games.service';
import type { staffAccess } from './backoffice.routes';

type Access = ReturnType<typeof staffAccess>;
type KeyParams = { Params: { key: string } };

const PAGE_KEYS = ['page', 'per_page'];

/** A game type's code in a path (upper-cased); anything else is not found. */
function readTypeCode(raw: string): string {
  const code = raw.toUpperCase();
  if (!/^[A-Z]{2,12}$/.test(code)) throw AppError.notFound();
  return code;
}

/**
 * /api/backoffice/game-types|game-providers|games (catalogue: every role reads, admin writes) and
 * /api/backoffice/game-rounds (every role reads; admin and finance refund a round stuck open).
 */
export function registerGamesBackofficeRoutes(app: FastifyInstance, { can, staff }: Access, service: GamesBackofficeService): void {
  const P = '/api/backoffice';

  // ---------------------------------------------------------------- catalogue
  app.get(`${P}/game-types`, can('games.read'), async () => service.types());
  app.post(`${P}/game-types`, can('games.manage'), async (req) => service.create(staff(req), 'game-types', req.body));
  app.patch<KeyParams>(`${P}/game-types/:key`, can('games.manage'), async (req) =>
    service.update(staff(req), 'game-types', readTypeCode(req.params.key), req.body),
  );
  app.delete<KeyParams>(`${P}/game-types/:key`, can('games.manage'), async (req) => service.remove(staff(req), 'game-types', readTypeCode(req.params.key)));

  app.get(`${P}/game-providers`, can('games.read'), async () => service.providers());
  app.post(`${P}/game-providers`, can('games.manage'), async (req) => service.create(staff(req), 'game-providers', req.body));
  app.patch<KeyParams>(`${P}/game-providers/:key`, can('games.manage'), async (req) =>
    service.update(staff(req), 'game-providers', readPathId(req.params.key), req.body),
  );
  app.delete<KeyParams>(`${P}/game-providers/:key`, can('games.manage'), async (req) =>
    service.remove(staff(req), 'game-providers', readPathId(req.params.key)),
  );

  app.get(`${P}/games`, can('games.read'), async (req) => service.games(readQuery(req.query, ['provider_id', 'type', 'status', 'q', ...PAGE_KEYS])));
  app.post(`${P}/games`, can('games.manage'), async (req) => service.create(staff(req), 'games', req.body));
  app.patch<KeyParams>(`${P}/games/:key`, can('games.manage'), async (req) => service.update(staff(req), 'games', readPathId(req.params.key), req.body));
  app.delete<KeyParams>(`${P}/games/:key`, can('games.manage'), async (req) => service.remove(staff(req), 'games', readPathId(req.params.key)));

  // ---------------------------------------------------------------- rounds
  app.get(`${P}/game-rounds`, can('rounds.read'), async (req) =>
    service.rounds(readQuery(req.query, ['player', 'platform', 'game_id', 'status', 'from', 'to', ...PAGE_KEYS])),
  );
  app.get(`${P}/game-rounds/summary`, can('rounds.read'), async (req) => service.summary(readQuery(req.query, ['from', 'to', 'platform'])));
  app.get<KeyParams>(`${P}/game-rounds/:key`, can('rounds.read'), async (req) => service.round(readPathId(req.params.key)));
  app.post<KeyParams>(`${P}/game-rounds/:key/refund`, can('rounds.refund'), async (req) =>
    service.refund(staff(req), readPathId(req.params.key), readFields(req.body, { reason: 'string' })),
  );
}
