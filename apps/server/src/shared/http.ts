import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Authenticated, AuthService, RequestContext } from '../auth/auth.service';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

export function requestContext(req: FastifyRequest): RequestContext {
  return {
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
    captchaId: readCookie(req, 'khela_captcha'),
    signupForm: viewOf(req),
  };
}

/** The two player builds the edge serves. */
export type View = 'mobile' | 'desktop';

const MOBILE_UA = /mobile|android/i;

/**
 * The build the edge serves this browser, and so the forms it shows: the `view` cookie (set by `?view=`), else the
 * User-Agent (`mobile|android` gets mobile). API calls come from the same browser, so they carry the same answer.
 */
export function viewOf(req: FastifyRequest): View {
  const c = readCookie(req, 'view');
  if (c === 'mobile' || c === 'desktop') return c;
  return MOBILE_UA.test(String(req.headers['user-agent'] ?? '')) ? 'mobile' : 'desktop';
}

export function readCookie(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    if (part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** preHandler: a valid `Authorization: Bearer {token}` or 401. */
export function requireAuth(auth: AuthService) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    const h = req.headers.authorization;
    const m = typeof h === 'string' ? /^Bearer\s+(\S+)$/i.exec(h) : null;
    const who = m ? await auth.authenticate(m[1]!) : null;
    if (!who) throw AppError.unauthorized();
    req.auth = who;
  };
}

/** The authenticated player; identity never comes from the request. */
export function me(req: FastifyRequest): Authenticated {
  if (!req.auth) throw AppError.unauthorized();
  return req.auth;
}

/**
 * Calls that carry `remote_id` (query or body) must name the token's own player: a mismatch is 403.
 * Absent is fine: the token alone decides who.
 */
export function checkRemoteId(req: FastifyRequest, remoteId: unknown): void {
  if (remoteId === undefined || remoteId === null || remoteId === '') return;
  const s = typeof remoteId === 'number' ? String(remoteId) : typeof remoteId === 'string' ? remoteId : null;
  if (s === null || !/^\d{1,19}$/.test(s)) throw AppError.badRequest();
  if (BigInt(s) !== me(req).playerId) throw AppError.forbidden();
}
