import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/auth.service';
import type { RateLimits } from '../shared/rate-limit';
import type { StaffAccess } from '../staff/console';
import type { ChatService } from './chat.service';
import type { InboxService } from './inbox.service';
import { registerSupportRoutes } from './support.routes';
import { registerSupportStaffRoutes } from './support.staff.routes';

export interface SupportPluginOptions {
  auth: AuthService;
  inbox: InboxService;
  chat: ChatService;
  limits: RateLimits;
  access: StaffAccess;
}

/** The support domain over HTTP: the player's inbox and chat, and the console's broadcasts and chat desk. */
export async function supportPlugin(app: FastifyInstance, d: SupportPluginOptions): Promise<void> {
  await registerSupportRoutes(app, d.auth, d.inbox, d.chat, d.limits);
  await registerSupportStaffRoutes(app, d.access, d.inbox, d.chat);
}
