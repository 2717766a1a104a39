import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/auth.service';
import { readQuery } from '../shared/body';
import { checkRemoteId, me, requireAuth } from '../shared/http';
import type { TurnoverService } from './turnover.service';

/** GET /api/turnovers?remote_id= (spec 2 §7): the player's turnover tickets. */
export function registerPromotionRoutes(app: FastifyInstance, auth: AuthService, turnover: TurnoverService): void {
  app.get('/api/turnovers', { preHandler: requireAuth(auth) }, async (req) => {
    const q = readQuery(req.query, ['remote_id']);
    checkRemoteId(req, q.remote_id);
    return turnover.list(me(req).playerId);
  });
}
