import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/auth.service';
import { checkRemoteId, me, requireAuth } from '../shared/http';
import { typed } from '../shared/route-schema';
import { TurnoversQuery, TurnoversResponse } from './promotions.schemas';
import type { TurnoverService } from './turnover.service';

/** GET /api/turnovers?remote_id= (spec 2 §7): the player's turnover tickets. */
export function registerPromotionRoutes(app: FastifyInstance, auth: AuthService, turnover: TurnoverService): void {
  typed(app).get(
    '/api/turnovers',
    {
      // The bearer token is checked before the query's shape: no token is a 401.
      preValidation: requireAuth(auth),
      schema: {
        summary: "the player's turnover tickets, newest first",
        security: [{ bearer: [] }],
        querystring: TurnoversQuery,
        response: { 200: TurnoversResponse },
      },
    },
    async (req) => {
      checkRemoteId(req, req.query.remote_id);
      return turnover.list(me(req).playerId);
    },
  );
}
