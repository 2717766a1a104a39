import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/auth.service';
import type { StaffAccess } from '../staff/console';
import { registerProfileRoutes } from './profile.routes';
import type { ProfileService } from './profile.service';
import { registerPlayersStaffRoutes } from './players.staff.routes';
import type { PlayersStaffService } from './players.staff.service';

export interface PlayersPluginOptions {
  auth: AuthService;
  profile: ProfileService;
  access: StaffAccess;
  staff: PlayersStaffService;
}

/** The players domain over HTTP: the player's profile and verification, and the console's player screens. */
export async function playersPlugin(app: FastifyInstance, d: PlayersPluginOptions): Promise<void> {
  registerProfileRoutes(app, d.auth, d.profile);
  registerPlayersStaffRoutes(app, { access: d.access, service: d.staff });
}
