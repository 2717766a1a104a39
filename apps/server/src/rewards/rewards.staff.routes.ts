import type { FastifyInstance } from 'fastify';
import { Type, query, typed } from '../shared/route-schema';
import { PAGE_KEYS, readPathId, type StaffAccess } from '../staff/console';
import { consolePage } from '../staff/staff.schemas';
import { RunBody, SettingsBody } from './rewards.schemas';
import { ConsoleRewardRow, ReferralRun, ReferralRunResult, ReferralTree, RewardSettings } from './rewards.staff.schemas';
import type { RewardsService } from './rewards.service';

const IdParams = Type.Object({ id: Type.String({ maxLength: 40 }) });

/**
 * /api/backoffice/rewards/* and /api/backoffice/referral/*: every role reads the settings, runs, rewards and trees;
 * admin changes the settings; admin and finance run a day. Changes are in the audit log.
 */
export function registerRewardsStaffRoutes(app: FastifyInstance, { can, staff }: StaffAccess, service: RewardsService, opts: { openDay: boolean }): void {
  const r = typed(app);
  const who = (req: Parameters<typeof staff>[0]) => ({ staffId: staff(req).staffId, ip: req.ip, username: staff(req).username });

  r.get('/api/backoffice/rewards/settings', { ...can('rewards.read'), schema: { summary: 'VIP levels, VP rates, conversion and the referral tiers', response: { 200: RewardSettings } } }, async () => service.settingsView());
  r.put('/api/backoffice/rewards/settings', { ...can('rewards.manage'), schema: { summary: 'change the rewards settings (with a reason; audited)', body: SettingsBody, response: { 200: RewardSettings } } }, async (req) => {
    const b = req.body;
    return service.updateSettings(who(req), {
      convert_min_vp: b.convert_min_vp ?? 0,
      vp_rate: b.vp_rate ?? '',
      referral_enabled: b.referral_enabled ?? true,
      levels: b.levels ?? [],
      rates: b.rates ?? [],
      tiers: b.tiers ?? [],
      reason: b.reason ?? '',
    });
  });
  r.get('/api/backoffice/referral/runs', { ...can('rewards.read'), schema: { summary: 'the daily referral reward runs, newest first', querystring: query([...PAGE_KEYS]), response: { 200: consolePage(ReferralRun) } } }, async (req) =>
    service.runs(req.query),
  );
  r.post('/api/backoffice/referral/runs', { ...can('rewards.run'), schema: { summary: 'pay an ended Dhaka day (a day already paid answers its run)', body: RunBody, response: { 200: ReferralRunResult } } }, async (req) =>
    service.runByStaff(who(req), req.body.day ?? '', opts.openDay),
  );
  r.get('/api/backoffice/referral/rewards', { ...can('rewards.read'), schema: { summary: 'referral rewards paid, by player and day', querystring: query(['player_id', 'day', ...PAGE_KEYS]), response: { 200: consolePage(ConsoleRewardRow) } } }, async (req) =>
    service.rewardsList(req.query),
  );
  r.get('/api/backoffice/referral/tree/:id', { ...can('rewards.read'), schema: { summary: "a player's upline and downline (three levels), cash bonus and VIP state", params: IdParams, response: { 200: ReferralTree } } }, async (req) =>
    service.tree(readPathId(req.params.id)),
  );
}
