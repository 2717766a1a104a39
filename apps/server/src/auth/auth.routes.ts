import { AppError } from '../shared/errors';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@khela/domain';
import { requestIsHttps, secureAttr } from '../shared/headers';
import { checkRemoteId, me, requestContext, requireAuth } from '../shared/http';
import { MessageReply, typed } from '../shared/route-schema';
import type { PlayersService } from '../players/players.service';
import {
  AltchaChallenge,
  BalanceBody,
  BalanceResponse,
  CaptchaAnswer,
  CaptchaAnswerParams,
  CaptchaImage,
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  RemoteIdQuery,
  ResetPasswordBody,
  SignupBody,
  User,
} from './auth.schemas';
import type { AuthService } from './auth.service';

/** Accounts: the spec's paths and field names exactly (spec 1 §7, spec 2 §7). */
export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, playersService: PlayersService, opts: { dev: boolean; secureCookies?: boolean }) {
  const r = typed(app);
  // The bearer token is checked before the request's shape: no token is a 401 whatever the body.
  const authed = { preValidation: requireAuth(auth) };
  const bearer = [{ bearer: [] }];

  r.post(
    '/api/login',
    { schema: { summary: 'log in with username and password', body: LoginBody, response: { 200: LoginResponse } } },
    async (req) => auth.login(req.body, requestContext(req)),
  );

  r.post(
    '/api/v1/create-players',
    { schema: { summary: 'sign up (a bot check required: the phone\'s `altcha` from GET /api/altcha, or the desktop\'s `captcha` from GET /captcha)', body: SignupBody, response: { 200: MessageReply } } },
    async (req) => {
      await auth.signup(req.body, requestContext(req));
      return { message: MESSAGES.signupDone };
    },
  );

  r.get(
    '/api/user/show',
    { ...authed, schema: { summary: "the player's profile and balance", security: bearer, querystring: RemoteIdQuery, response: { 200: User } } },
    async (req) => {
      checkRemoteId(req, req.query.remote_id);
      return playersService.show(me(req).playerId);
    },
  );

  r.post(
    '/api/balance',
    { ...authed, schema: { summary: 'the main wallet balance', security: bearer, body: BalanceBody, response: { 200: BalanceResponse } } },
    async (req) => {
      checkRemoteId(req, req.body.remote_id);
      return playersService.balance(me(req).playerId);
    },
  );

  r.post(
    '/api/usr-forgot-password',
    {
      schema: {
        summary: 'send a password reset code by e-mail or SMS (a solved bot check required: `altcha` from GET /api/altcha; the same answer whether or not the account exists)',
        body: ForgotPasswordBody,
        response: { 200: MessageReply },
      },
    },
    async (req) => {
      await auth.forgotPassword(req.body, requestContext(req));
      return { message: MESSAGES.forgotSent };
    },
  );

  r.post(
    '/api/usr-reset-password',
    { schema: { summary: 'set a new password with the reset code; ends every session', body: ResetPasswordBody, response: { 200: MessageReply } } },
    async (req) => {
      await auth.resetPassword(req.body, requestContext(req));
      return { message: MESSAGES.passwordChangedLogin };
    },
  );

  r.post(
    '/api/user-pwd',
    {
      ...authed,
      schema: { summary: 'change the password; ends every session', security: bearer, body: ChangePasswordBody, response: { 200: MessageReply } },
    },
    async (req) => {
      const { remote_id, ...body } = req.body;
      checkRemoteId(req, remote_id);
      await auth.changePassword(me(req), body);
      return { message: MESSAGES.passwordChangedLogin };
    },
  );

  r.post(
    '/api/logout',
    { ...authed, schema: { summary: 'end this session', security: bearer, response: { 200: MessageReply } } },
    async (req) => {
      await auth.logout(me(req));
      return { message: MESSAGES.logoutDone };
    },
  );

  r.get(
    '/api/altcha',
    {
      schema: {
        summary: "a proof-of-work challenge for the ALTCHA widget of the phone's sign-up and password recovery; its solution goes in the body field `altcha` (accepted once, for a few minutes)",
        response: { 200: AltchaChallenge },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return auth.newBotCheck(requestContext(req));
    },
  );

  // Captcha answers kept in this process only outside production, for tests and the newcomer's own browser runs.
  const devAnswers = new Map<string, string>();
  r.get('/captcha', { schema: { summary: "a new code picture (PNG) for the desktop sign-up's step 2", response: { 200: CaptchaImage } } }, async (req, reply) => {
    const c = await auth.newCaptcha(requestContext(req));
    if (opts.dev) {
      devAnswers.set(c.id, c.answer);
      if (devAnswers.size > 1000) devAnswers.delete(devAnswers.keys().next().value!);
    }
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'no-store')
      .header('set-cookie', `khela_captcha=${c.id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=600${secureAttr(requestIsHttps(req, opts.secureCookies === true))}`)
      .send(c.png);
  });
  if (opts.dev) {
    r.get(
      '/dev/captcha/:id',
      { schema: { summary: 'outside production: the answer of a captcha', params: CaptchaAnswerParams, response: { 200: CaptchaAnswer } } },
      async (req) => {
        const answer = devAnswers.get(req.params.id);
        if (!answer) throw AppError.notFound();
        return { answer };
      },
    );
  }
}
