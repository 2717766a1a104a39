import type { FastifyInstance } from 'fastify';
import { IdParams, typed } from '../shared/route-schema';
import { readPathId, type StaffAccess } from '../staff/console';
import { FlaggedPage, LiftBody, PageQuery, Protection, Settings, SettingsBody } from './protection.schemas';
import type { ProtectionService } from './protection.service';

/**
 * The console's player protection: a player's limits, exclusion and history with markers of harm (every role reads),
 * lifting an ended self-exclusion (admin; audited), the flagged players, and the protection settings (admin; audited).
 */
export function registerProtectionStaffRoutes(app: FastifyInstance, access: StaffAccess, protection: ProtectionService): void {
  const r = typed(app);
  const { can, staff } = access;
  const P = '/api/backoffice';
  r.get(
    `${P}/players/:id/protection`,
    { ...can('protection.read'), schema: { summary: "a player's limits, time-out, self-exclusion, history and markers of harm", params: IdParams, response: { 200: Protection } } },
    async (req) => protection.playerProtection(staff(req), readPathId(req.params.id)),
  );
  r.post(
    `${P}/players/:id/protection/lift-exclusion`,
    {
      ...can('protection.lift'),
      schema: { summary: 'lift a self-exclusion whose period has ended (admin; never a permanent one; audited)', params: IdParams, body: LiftBody, response: { 200: Protection } },
    },
    async (req) => protection.liftExclusion(staff(req), readPathId(req.params.id), req.body),
  );
  r.get(
    `${P}/protection/flagged`,
    { ...can('protection.read'), schema: { summary: 'players with a marker of harm, newest marker first', querystring: PageQuery, response: { 200: FlaggedPage } } },
    async (req) => protection.flagged(req.query),
  );
  r.get(
    `${P}/protection/settings`,
    { ...can('protection.manage'), schema: { summary: 'blocked countries, minimum age, birthday before the first deposit', response: { 200: Settings } } },
    async () => protection.settings(),
  );
  r.put(
    `${P}/protection/settings`,
    { ...can('protection.manage'), schema: { summary: 'change the protection settings (audited)', body: SettingsBody, response: { 200: Settings } } },
    async (req) => protection.putSettings(staff(req), req.body),
  );
}
