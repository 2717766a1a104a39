import type { FastifyInstance } from 'fastify';
import type { AuditService } from '../staff/audit.service';
import type { ConfigService } from '../staff/config-engine';
import type { StaffAccess } from '../staff/console';
import { registerContentRoutes } from './content.routes';
import type { ContentService } from './content.service';
import { registerContentStaffRoutes } from './content.staff.routes';

export interface ContentPluginOptions {
  content: ContentService;
  access: StaffAccess;
  config: ConfigService;
  audit: AuditService;
}

/** The content domain over HTTP: the site's texts, sliders and settings, and the console's content screens. */
export async function contentPlugin(app: FastifyInstance, d: ContentPluginOptions): Promise<void> {
  registerContentRoutes(app, d.content);
  registerContentStaffRoutes(app, { access: d.access, config: d.config, audit: d.audit });
}
