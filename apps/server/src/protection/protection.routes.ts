import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/auth.service';
import { checkRemoteId, me, requireAuth } from '../shared/http';
import { typed } from '../shared/route-schema';
import {
  PendingLimitBody,
  RealityCheckBody,
  SaferAnswer,
  SaferQuery,
  SaferState,
  SelfExclusionBody,
  SessionSummary,
  SetLimitBody,
  TimeOutBody,
} from './protection.schemas';
import type { ProtectionService } from './protection.service';

/**
 * The player's safer-gambling page (issue 14): limits, time-out, self-exclusion, reality check and its figures.
 * Identity from the bearer token only; `remote_id`, when sent, must be the token's own.
 */
export function registerProtectionRoutes(app: FastifyInstance, auth: AuthService, protection: ProtectionService): void {
  const r = typed(app);
  const secured = { preValidation: requireAuth(auth) };
  const security = [{ bearer: [] }];
  const P = '/api/safer-gambling';

  r.get(P, { ...secured, schema: { summary: 'limits in force with their use, pending changes, time-out or self-exclusion, reality-check interval', security, querystring: SaferQuery, response: { 200: SaferState } } }, async (req) => {
    checkRemoteId(req, req.query.remote_id);
    return protection.state(me(req));
  });
  r.post(`${P}/limits`, { ...secured, schema: { summary: 'set, lower, raise or remove a deposit, loss or session limit', security, body: SetLimitBody, response: { 200: SaferAnswer } } }, async (req) => {
    checkRemoteId(req, req.body.remote_id);
    return protection.setLimit(me(req), req.body);
  });
  r.post(`${P}/limits/confirm`, { ...secured, schema: { summary: 'apply a raised or removed limit once its 24 hours have passed', security, body: PendingLimitBody, response: { 200: SaferAnswer } } }, async (req) => {
    checkRemoteId(req, req.body.remote_id);
    return protection.confirmLimit(me(req), req.body);
  });
  r.post(`${P}/limits/cancel`, { ...secured, schema: { summary: 'drop a pending raise or removal (the limit in force stays)', security, body: PendingLimitBody, response: { 200: SaferAnswer } } }, async (req) => {
    checkRemoteId(req, req.body.remote_id);
    return protection.cancelLimit(me(req), req.body);
  });
  r.post(`${P}/time-out`, { ...secured, schema: { summary: 'take a break of 1, 7, 30 or 42 days (starts at once, cannot be shortened)', security, body: TimeOutBody, response: { 200: SaferAnswer } } }, async (req) => {
    checkRemoteId(req, req.body.remote_id);
    return protection.timeOut(me(req), req.body);
  });
  r.post(`${P}/self-exclusion`, { ...secured, schema: { summary: 'self-exclude for 6, 12, 24 or 60 months or permanently (starts at once)', security, body: SelfExclusionBody, response: { 200: SaferAnswer } } }, async (req) => {
    checkRemoteId(req, req.body.remote_id);
    return protection.selfExclude(me(req), req.body);
  });
  r.post(`${P}/reality-check`, { ...secured, schema: { summary: 'the reality-check interval: 0 (off), 15, 30 or 60 minutes', security, body: RealityCheckBody, response: { 200: SaferAnswer } } }, async (req) => {
    checkRemoteId(req, req.body.remote_id);
    return protection.realityCheck(me(req), req.body);
  });
  r.get(`${P}/session`, { ...secured, schema: { summary: 'the reality check: time since this login, staked, won and net since it', security, querystring: SaferQuery, response: { 200: SessionSummary } } }, async (req) => {
    checkRemoteId(req, req.query.remote_id);
    return protection.session(me(req));
  });
}
