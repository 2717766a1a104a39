import type { FastifyInstance } from 'fastify';
import { Type, typed } from '../shared/route-schema';
import type { AuditService } from '../staff/audit.service';
import type { ConfigService } from '../staff/config-engine';
import { registerConfigRoutes } from '../staff/config.routes';
import type { StaffAccess } from '../staff/console';
import { CONTENT_RESOURCES } from './content.resources';
import { GeneralBn, GeneralBnBody, SitePage, SitePageParams, SitePageUpdate } from './content.schemas';

/**
 * The console's site content (admin): the sliders, and the footer's pages (`settings.manage`, every change in the
 * audit log). The site settings are the staff domain's generic settings.
 */
export function registerContentStaffRoutes(app: FastifyInstance, d: { access: StaffAccess; config: ConfigService; audit: AuditService }): void {
  registerConfigRoutes(app, d.access, d.config, CONTENT_RESOURCES, { permission: 'config.manage' });

  const { can, staff } = d.access;
  const r = typed(app);
  const content = () => app.khela.content;

  r.get(
    '/api/backoffice/general-bn',
    { ...can('settings.manage'), schema: { summary: 'the Bangla marquee and maintenance notice', response: { 200: GeneralBn } } },
    async () => content().generalBn(),
  );
  r.put(
    '/api/backoffice/general-bn',
    {
      ...can('settings.manage'),
      schema: { summary: 'rewrite the Bangla marquee and maintenance notice (audited)', body: GeneralBnBody, response: { 200: GeneralBn } },
    },
    async (req) => content().saveGeneralBn(staff(req), d.audit, req.body),
  );
  r.get(
    '/api/backoffice/pages',
    { ...can('settings.manage'), schema: { summary: 'the footer pages and texts, both languages', response: { 200: Type.Array(SitePage) } } },
    async () => content().pages(),
  );
  r.put(
    '/api/backoffice/pages/:slug',
    {
      ...can('settings.manage'),
      schema: { summary: 'rewrite a footer page or text (audited)', params: SitePageParams, body: SitePageUpdate, response: { 200: SitePage } },
    },
    async (req) => content().savePage(staff(req), d.audit, req.params.slug, req.body),
  );
}
