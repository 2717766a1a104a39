import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@khela/domain';
import type { AuthService } from '../auth/auth.service';
import { checkRemoteId, me, requireAuth } from '../shared/http';
import { MessageReply, typed } from '../shared/route-schema';
import {
  BirthdayBody,
  BirthdayResponse,
  ExtraPhonesResponse,
  PhoneBody,
  SendVerificationCodeBody,
  VerifyEmailBody,
  VerifyPhoneBody,
} from './players.schemas';
import type { ProfileService } from './profile.service';

/** Profile and contact verification: spec 1 §7 paths and field names. */
export function registerProfileRoutes(app: FastifyInstance, auth: AuthService, profile: ProfileService) {
  const r = typed(app);
  // The bearer token is checked before the request's shape: no token is a 401 whatever the body.
  const authed = { preValidation: requireAuth(auth) };
  const security = [{ bearer: [] }];
  const message = { 200: MessageReply };

  r.post(
    '/api/send-verification-code',
    { ...authed, schema: { summary: "send a code to the player's own phone or e-mail", security, body: SendVerificationCodeBody, response: message } },
    async (req) => {
      const { remote_id, phone, email } = req.body;
      checkRemoteId(req, remote_id);
      await profile.sendVerificationCode(me(req), { phone, email });
      return { message: MESSAGES.verificationCodeSent };
    },
  );
  r.post(
    '/api/verify-phone-number',
    { ...authed, schema: { summary: 'verify the main phone with its code', security, body: VerifyPhoneBody, response: message } },
    async (req) => {
      checkRemoteId(req, req.body.remote_id);
      await profile.verifyPhone(me(req), req.body.verification_code);
      return { message: MESSAGES.phoneVerified };
    },
  );
  r.post(
    '/api/verify-email',
    { ...authed, schema: { summary: 'verify the e-mail with its code', security, body: VerifyEmailBody, response: message } },
    async (req) => {
      checkRemoteId(req, req.body.remote_id);
      await profile.verifyEmail(me(req), req.body.code);
      return { message: MESSAGES.emailVerified };
    },
  );
  r.get(
    '/api/get/other/phone',
    { ...authed, schema: { summary: "the player's extra phone numbers", security, response: { 200: ExtraPhonesResponse } } },
    async (req) => profile.extraPhones(me(req)),
  );
  r.post(
    '/api/add/number',
    { ...authed, schema: { summary: 'add an extra phone number (at most 2)', security, body: PhoneBody, response: message } },
    async (req) => {
      checkRemoteId(req, req.body.remote_id);
      await profile.addPhone(me(req), req.body.phone);
      return { message: MESSAGES.phoneAdded };
    },
  );
  r.post(
    '/api/add/send-verification-code',
    { ...authed, schema: { summary: 'send a code to an extra phone number', security, body: PhoneBody, response: message } },
    async (req) => {
      checkRemoteId(req, req.body.remote_id);
      await profile.sendExtraPhoneCode(me(req), req.body.phone);
      return { message: MESSAGES.verificationCodeSent };
    },
  );
  r.post(
    '/api/add/verify-phone-number',
    { ...authed, schema: { summary: 'verify the extra number the newest code was sent to', security, body: VerifyPhoneBody, response: message } },
    async (req) => {
      checkRemoteId(req, req.body.remote_id);
      await profile.verifyExtraPhone(me(req), req.body.verification_code);
      return { message: MESSAGES.phoneVerified };
    },
  );
  r.post(
    '/api/user/profile/update',
    { ...authed, schema: { summary: 'set the birthday (once)', security, body: BirthdayBody, response: { 200: BirthdayResponse } } },
    async (req) => {
      checkRemoteId(req, req.body.remote_id);
      const saved = await profile.setBirthday(me(req), req.body.dofb);
      return { ...saved, message: MESSAGES.birthdaySaved };
    },
  );
}
