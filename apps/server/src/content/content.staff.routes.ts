import type { FastifyInstance } from 'fastify';
import type { ConfigService } from '../staff/config';
import { registerConfigRoutes } from '../staff/config.routes';
import type { StaffAccess } from '../staff/console';
import { CONTENT_RESOURCES } from './content.resources';

/** The console's site content (admin): the sliders. The site settings are the staff domain's generic settings. */
export function registerContentStaffRoutes(app: FastifyInstance, d: { access: StaffAccess; config: ConfigService }): void {
  registerConfigRoutes(app, d.access, d.config, CONTENT_RESOURCES, { permission: 'config.manage' });
}
