import type { FastifyInstance } from 'fastify';
import type { StaffAccess } from '../staff/console';
import { registerExchangeRoutes } from './exchange.routes';
import { registerExchangeStaffRoutes } from './exchange.staff.routes';
import type { ExchangeStaffService } from './exchange.staff.service';

export type ExchangePluginOptions = Parameters<typeof registerExchangeRoutes>[1] & { access: StaffAccess; staff: ExchangeStaffService };

/** The exchange domain over HTTP: events, markets, orders and bets for the player, markets and settlement for the console. */
export async function exchangePlugin(app: FastifyInstance, d: ExchangePluginOptions): Promise<void> {
  registerExchangeRoutes(app, d);
  registerExchangeStaffRoutes(app, d.access, d.staff);
}
