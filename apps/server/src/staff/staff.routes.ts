import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@khela/domain';
import { requestContext } from '../shared/http';
import { IdParams, MessageReply, Type, body, query, typed, type Static } from '../shared/route-schema';
import type { AuditService } from './audit.service';
import { PAGE_KEYS, readPathId, type StaffAccess } from './console';
import type { StaffAuthService } from './staff-auth.service';
import { AuditEntry, Settings, StaffLogin, StaffMe, StaffMember, consolePage } from './staff.schemas';
import type { StaffService } from './staff.service';

type SettingsAnswer = Static<typeof Settings>;

/**
 * The staff domain's own console routes: sign-in, the staff accounts, the audit log and the generic settings.
 * Every other console screen's routes live in the domain it concerns (`<domain>.staff.routes.ts`).
 */
export function registerStaffRoutes(
  app: FastifyInstance,
  d: { access: StaffAccess; staffAuth: StaffAuthService; service: StaffService; audit: AuditService },
): void {
  const r = typed(app);
  const { can, staff } = d.access;
  const P = '/api/backoffice';

  r.post(
    `${P}/login`,
    { schema: { summary: 'staff sign-in', body: body({ username: Type.String(), password: Type.String() }), response: { 200: StaffLogin } } },
    async (req) => {
      const ctx = requestContext(req);
      return d.staffAuth.login(req.body, { ip: ctx.ip, userAgent: ctx.userAgent });
    },
  );
  r.post(`${P}/logout`, { ...can(null), schema: { summary: 'end this staff session', response: { 200: MessageReply } } }, async (req) => {
    await d.staffAuth.logout(staff(req));
    return { message: MESSAGES.logoutDone };
  });
  r.get(`${P}/me`, { ...can(null), schema: { summary: 'who is signed in', response: { 200: StaffMe } } }, async (req) => d.service.me(staff(req)));
  r.patch(
    `${P}/me`,
    { ...can(null), schema: { summary: 'change my display name (what players see in the support chat)', body: body({ display_name: Type.String({ maxLength: 200 }) }), response: { 200: StaffMe } } },
    async (req) => d.service.updateMe(staff(req), req.body),
  );

  // The service builds the settings from whole rows (a record); Settings names their columns (see staff.schemas.ts).
  r.get(`${P}/settings`, { ...can('settings.manage'), schema: { summary: 'site and money settings', response: { 200: Settings } } }, async () =>
    (await d.service.settings()) as SettingsAnswer,
  );
  r.put(
    `${P}/settings`,
    {
      ...can('settings.manage'),
      schema: { summary: 'change any of the site and money settings', body: Type.Record(Type.String(), Type.Unknown()), response: { 200: Settings } },
    },
    async (req) => (await d.service.updateSettings(staff(req), req.body)) as SettingsAnswer,
  );

  r.get(`${P}/staff`, { ...can('staff.manage'), schema: { summary: 'staff accounts', response: { 200: Type.Array(StaffMember) } } }, async () =>
    d.service.listStaff(),
  );
  r.post(
    `${P}/staff`,
    {
      ...can('staff.manage'),
      schema: { summary: 'add a staff member', body: body({ username: Type.String(), password: Type.String(), role: Type.String(), display_name: Type.String({ maxLength: 200 }) }), response: { 200: StaffMember } },
    },
    async (req) => d.service.createStaff(staff(req), req.body),
  );
  r.patch(
    `${P}/staff/:id`,
    {
      ...can('staff.manage'),
      schema: {
        summary: 'change a staff member\'s role, status or password (ends their sessions) or display name',
        params: IdParams,
        body: body({ role: Type.String(), status: Type.String(), password: Type.String(), display_name: Type.String({ maxLength: 200 }) }),
        response: { 200: StaffMember },
      },
    },
    async (req) => d.service.updateStaff(staff(req), readPathId(req.params.id), req.body),
  );
  r.get(
    `${P}/audit`,
    { ...can('audit.read'), schema: { summary: 'the audit log', querystring: query(['entity', 'entity_id', 'staff_id', ...PAGE_KEYS]), response: { 200: consolePage(AuditEntry) } } },
    async (req) => d.service.auditLog(req.query),
  );
}
