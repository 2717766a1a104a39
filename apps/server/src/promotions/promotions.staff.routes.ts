import type { FastifyInstance } from 'fastify';
import { IdParams, Type, body, typed } from '../shared/route-schema';
import type { ConfigService } from '../staff/config-engine';
import { registerConfigRoutes } from '../staff/config.routes';
import { readPathId, type StaffAccess } from '../staff/console';
import { PROMOTION_RESOURCES } from './promotions.resources';
import type { PromotionsStaffService } from './promotions.staff.service';

/** The console's promotions (admin) and turnover decisions (waiving a ticket). */
export function registerPromotionsStaffRoutes(
  app: FastifyInstance,
  d: { access: StaffAccess; service: PromotionsStaffService; config: ConfigService },
): void {
  const r = typed(app);
  const { can, staff } = d.access;
  r.post(
    '/api/backoffice/turnovers/:id/waive',
    {
      ...can('turnovers.waive'),
      schema: {
        summary: 'waive a turnover ticket',
        params: IdParams,
        body: body({ reason: Type.String() }),
        response: { 200: Type.Object({ id: Type.Integer(), status: Type.String(), completed_reason: Type.Union([Type.String(), Type.Null()]) }) },
      },
    },
    async (req) => d.service.waiveTicket(staff(req), readPathId(req.params.id), req.body),
  );
  registerConfigRoutes(app, d.access, d.config, PROMOTION_RESOURCES, { permission: 'config.manage' });
}
