import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@khela/domain';
import type { AuthService } from '../auth/auth.service';
import { readFields } from '../shared/body';
import { checkRemoteId, me, requireAuth } from '../shared/http';
import type { ProfileService } from './profile.service';

/** Profile and contact verification: spec 1 §7 paths and field names. */
export function registerProfileRoutes(app: FastifyInstance, auth: AuthService, profile: ProfileService) {
  const authed = { preHandler: requireAuth(auth) };

  app.post('/api/send-verification-code', authed, async (req) => {
    const b = readFields(req.body, { phone: 'string|number', email: 'string', remote_id: 'string|number' });
    checkRemoteId(req, b.remote_id);
    await profile.sendVerificationCode(me(req), b);
    return { message: MESSAGES.verificationCodeSent };
  });
  app.post('/api/verify-phone-number', authed, async (req) => {
    const b = readFields(req.body, { verification_code: 'string|number', remote_id: 'string|number' });
    checkRemoteId(req, b.remote_id);
    await profile.verifyPhone(me(req), b.verification_code);
    return { message: MESSAGES.phoneVerified };
  });
  app.post('/api/verify-email', authed, async (req) => {
    const b = readFields(req.body, { code: 'string|number', remote_id: 'string|number' });
    checkRemoteId(req, b.remote_id);
    await profile.verifyEmail(me(req), b.code);
    return { message: MESSAGES.emailVerified };
  });
  app.get('/api/get/other/phone', authed, async (req) => profile.extraPhones(me(req)));
  app.post('/api/add/number', authed, async (req) => {
    const b = readFields(req.body, { phone: 'string|number', remote_id: 'string|number' });
    checkRemoteId(req, b.remote_id);
    await profile.addPhone(me(req), b.phone);
    return { message: MESSAGES.phoneAdded };
  });
  app.post('/api/add/send-verification-code', authed, async (req) => {
    const b = readFields(req.body, { phone: 'string|number', remote_id: 'string|number' });
    checkRemoteId(req, b.remote_id);
    await profile.sendExtraPhoneCode(me(req), b.phone);
    return { message: MESSAGES.verificationCodeSent };
  });
  app.post('/api/add/verify-phone-number', authed, async (req) => {
    const b = readFields(req.body, { verification_code: 'string|number', remote_id: 'string|number' });
    checkRemoteId(req, b.remote_id);
    await profile.verifyExtraPhone(me(req), b.verification_code);
    return { message: MESSAGES.phoneVerified };
  });
  app.post('/api/user/profile/update', authed, async (req) => {
    const b = readFields(req.body, { remote_id: 'string|number', dofb: 'string' });
    checkRemoteId(req, b.remote_id);
    const r = await profile.setBirthday(me(req), b.dofb);
    return { ...r, message: MESSAGES.birthdaySaved };
  });
}
