import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/auth.service';
import { checkRemoteId, me, requireAuth } from '../shared/http';
import { optionalBody, typed } from '../shared/route-schema';
import {
  ClaimSchema,
  ConvertQuery,
  ConvertSchema,
  ReferralInfoSchema,
  ReferralRewardsSchema,
  RewardsQuery,
  VipHistorySchema,
  VipQuery,
  VipRecordsQuery,
  VipRecordsSchema,
  VipStatusSchema,
} from './rewards.schemas';
import type { RewardsService } from './rewards.service';

/** The player's VIP points and referral programme (spec 2 §7: convert-vipcoin, cash-claim; the reads the pages need). */
export function registerRewardsRoutes(app: FastifyInstance, auth: AuthService, rewards: RewardsService): void {
  const r = typed(app);
  const secured = { preValidation: requireAuth(auth) };
  const security = [{ bearer: [] }];

  r.get('/api/vip', { ...secured, schema: { summary: "the player's VIP level, points, progress and conversion terms", security, querystring: VipQuery, response: { 200: VipStatusSchema } } }, async (req) => {
    checkRemoteId(req, req.query.remote_id);
    return rewards.vip(me(req).playerId);
  });
  r.get('/api/vip/history', { ...secured, schema: { summary: 'VP earned by Dhaka month, newest first (12 months)', security, querystring: VipQuery, response: { 200: VipHistorySchema } } }, async (req) => {
    checkRemoteId(req, req.query.remote_id);
    return rewards.history(me(req).playerId);
  });
  r.get('/api/vip/records', { ...secured, schema: { summary: 'VP received (earned) or used (converted), newest first', security, querystring: VipRecordsQuery, response: { 200: VipRecordsSchema } } }, async (req) => {
    checkRemoteId(req, req.query.remote_id);
    return rewards.records(me(req).playerId, req.query.type, req.query.page);
  });
  r.get('/api/convert-vipcoin', { ...secured, schema: { summary: 'convert whole VP into money at the operator rate (minimum 10 VP by default)', security, querystring: ConvertQuery, response: { 200: ConvertSchema } } }, async (req) => {
    checkRemoteId(req, req.query.remote_id);
    return rewards.convert(me(req).playerId, req.query.vip_coin, req.query.request_id);
  });
  r.get('/api/referral', { ...secured, schema: { summary: 'referral code, link, cash bonus, downline by level and the reward tiers', security, querystring: VipQuery, response: { 200: ReferralInfoSchema } } }, async (req) => {
    checkRemoteId(req, req.query.remote_id);
    return rewards.referral(me(req).playerId);
  });
  r.get('/api/referral/rewards', { ...secured, schema: { summary: 'the referral reward board: one row per Dhaka day the downline paid', security, querystring: RewardsQuery, response: { 200: ReferralRewardsSchema } } }, async (req) => {
    checkRemoteId(req, req.query.remote_id);
    return rewards.referralRewards(me(req).playerId, req.query.page);
  });
  r.post('/api/cash-claim', { ...secured, schema: { summary: 'move the whole cash bonus into the balance (at least 10)', security, body: optionalBody({}), response: { 200: ClaimSchema } } }, async (req) =>
    rewards.claim(me(req).playerId),
  );
}
