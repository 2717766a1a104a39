import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/auth.service';
import type { ConfigService } from '../staff/config-engine';
import type { StaffAccess } from '../staff/console';
import { registerPromotionRoutes } from './promotions.routes';
import { registerPromotionsStaffRoutes } from './promotions.staff.routes';
import type { PromotionsStaffService } from './promotions.staff.service';
import type { TurnoverService } from './turnover.service';

export interface PromotionsPluginOptions {
  auth: AuthService;
  turnover: TurnoverService;
  access: StaffAccess;
  staff: PromotionsStaffService;
  config: ConfigService;
}

/** The promotions domain over HTTP: the player's turnover tickets, and the console's promotions and waivers. */
export async function promotionsPlugin(app: FastifyInstance, d: PromotionsPluginOptions): Promise<void> {
  registerPromotionRoutes(app, d.auth, d.turnover);
  registerPromotionsStaffRoutes(app, { access: d.access, service: d.staff, config: d.config });
}
