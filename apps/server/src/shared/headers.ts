import type { FastifyInstance, FastifyRequest } from 'fastify';

const HSTS = 'max-age=31536000; includeSubDomains';

/** True when the site's public address is https: HSTS, and cookies get `Secure`. */
export function isHttps(publicUrl: string): boolean {
  try {
    return new URL(publicUrl).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Whether this request came over https: the site's public address is https, or the connection was TLS, or (with
 * TRUST_PROXY) a trusted proxy says so in X-Forwarded-Proto; Fastify's `request.protocol` answers the last two.
 */
export function requestIsHttps(req: FastifyRequest, siteHttps: boolean): boolean {
  return siteHttps || req.protocol === 'https';
}

/** `; Secure` for cookies of an https site, nothing otherwise. */
export function secureAttr(https: boolean): string {
  return https ? '; Secure' : '';
}

/** Whether a request's URL is under /api (the query left out). */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Response headers every route gets, installed once on the root instance before any route:
 * - `Cache-Control: no-store` on /api answers to a request carrying credentials (a player's, a game session's or a
 *   staff member's bearer token) and on every non-GET /api answer, unless the route set its own policy;
 * - `Strict-Transport-Security` (with includeSubDomains) on every answer to a request that came over https (see
 *   requestIsHttps): the site's address is https, or this request was TLS, directly or as a trusted proxy says.
 *   Written here rather than with @fastify/helmet: this is the one header of helmet's set the API lacks (the edge
 *   writes the pages' security headers from prebuilt objects), and one hook keeps the hot paths' cost at one check.
 */
export function installResponseHeaders(app: FastifyInstance, opts: { https: boolean }): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (requestIsHttps(req, opts.https)) reply.header('strict-transport-security', HSTS);
    if (isApiPath(req.url) && !reply.hasHeader('cache-control')) {
      const readOnly = req.method === 'GET' || req.method === 'HEAD';
      if (!readOnly || req.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
