import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@khela/domain';
import { readFields, readQuery } from '../shared/body';
import { secureAttr } from '../shared/headers';
import { checkRemoteId, me, requestContext, requireAuth } from '../shared/http';
import type { PlayersService } from '../players/players.service';
import type { AuthService } from './auth.service';

const SIGNUP_FIELDS = {
  username: 'string',
  password: 'string',
  confirmPassword: 'string',
  name: 'string',
  phone: 'string|number',
  email: 'string',
  referral_code: 'string',
  agent_code: 'string',
  currency: 'string',
  status: 'string',
  captcha: 'string|number',
} as const;

/** Accounts: the spec's paths and field names exactly (spec 1 §7, spec 2 §7). */
export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, playersService: PlayersService, opts: { dev: boolean; secureCookies?: boolean }) {
  const authed = { preHandler: requireAuth(auth) };

  app.post('/api/login', async (req) => {
    const body = readFields(req.body, { username: 'string', password: 'string' });
    return auth.login(body, requestContext(req));
  });

  app.post('/api/v1/create-players', async (req) => {
    const body = readFields(req.body, SIGNUP_FIELDS);
    await auth.signup(body, requestContext(req));
    return { message: MESSAGES.signupDone };
  });

  app.get('/api/user/show', authed, async (req) => {
    const q = readQuery(req.query, ['remote_id']);
    checkRemoteId(req, q.remote_id);
    return playersService.show(me(req).playerId);
  });

  app.post('/api/balance', authed, async (req) => {
    if (req.body !== undefined && req.body !== null) {
      const b = readFields(req.body, { remote_id: 'string|number' });
      checkRemoteId(req, b.remote_id);
    }
    return playersService.balance(me(req).playerId);
  });

  app.post('/api/usr-forgot-password', async (req) => {
    const body = readFields(req.body, { type: 'string', email: 'string', phone: 'string|number', username: 'string' });
    await auth.forgotPassword(body, requestContext(req));
    return { message: MESSAGES.forgotSent };
  });

  app.post('/api/usr-reset-password', async (req) => {
    const body = readFields(req.body, { otp: 'string|number', password: 'string', password_confirmation: 'string', username: 'string' });
    await auth.resetPassword(body, requestContext(req));
    return { message: MESSAGES.passwordChangedLogin };
  });

  app.post('/api/user-pwd', authed, async (req) => {
    const body = readFields(req.body, { old_password: 'string', new_password: 'string', new_password_confirmation: 'string', remote_id: 'string|number' });
    checkRemoteId(req, body.remote_id);
    delete body.remote_id;
    await auth.changePassword(me(req), body);
    return { message: MESSAGES.passwordChangedLogin };
  });

  app.post('/api/logout', authed, async (req) => {
    await auth.logout(me(req));
    return { message: MESSAGES.logoutDone };
  });

  // Captcha answers kept in this process only outside production, for tests and the newcomer's own browser runs.
  const devAnswers = new Map<string, string>();
  app.get('/captcha', async (req, reply) => {
    const c = await auth.newCaptcha(requestContext(req));
    if (opts.dev) {
      devAnswers.set(c.id, c.answer);
      if (devAnswers.size > 1000) devAnswers.delete(devAnswers.keys().next().value!);
    }
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'no-store')
      .header('set-cookie', `khela_captcha=${c.id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=600${secureAttr(opts.secureCookies === true)}`)
      .send(c.svg);
  });
  if (opts.dev) {
    app.get<{ Params: { id: string } }>('/dev/captcha/:id', async (req, reply) => {
      const answer = devAnswers.get(req.params.id);
      if (!answer) return reply.status(404).send({ message: MESSAGES.notFound });
      return { answer };
    });
  }
}
