import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/auth.service';
import type { StaffAccess } from '../staff/console';
import { registerRewardsRoutes } from './rewards.routes';
import type { RewardsService } from './rewards.service';
import { registerRewardsStaffRoutes } from './rewards.staff.routes';

export interface RewardsPluginOptions {
  auth: AuthService;
  rewards: RewardsService;
  access: StaffAccess;
  /** The console may pay the current Dhaka day (tests and demos). */
  openDay: boolean;
}

/** The rewards domain over HTTP: VIP and referral for the player, settings and runs for the console. */
export async function rewardsPlugin(app: FastifyInstance, d: RewardsPluginOptions): Promise<void> {
  registerRewardsRoutes(app, d.auth, d.rewards);
  registerRewardsStaffRoutes(app, d.access, d.rewards, { openDay: d.openDay });
}
