import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/auth.service';
import type { StaffAccess } from '../staff/console';
import { registerProtectionRoutes } from './protection.routes';
import type { ProtectionService } from './protection.service';
import { registerProtectionStaffRoutes } from './protection.staff.routes';

export interface ProtectionPluginOptions {
  auth: AuthService;
  protection: ProtectionService;
  access: StaffAccess;
}

/**
 * The player-protection domain over HTTP: the player's limits, time-out and self-exclusion, and the console's view and
 * settings. (The blocked-countries check is a hook on every request: app.ts installs it on the root, not here.)
 */
export async function protectionPlugin(app: FastifyInstance, d: ProtectionPluginOptions): Promise<void> {
  registerProtectionRoutes(app, d.auth, d.protection);
  registerProtectionStaffRoutes(app, d.access, d.protection);
}
