import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROTECTION_MESSAGES } from '@khela/domain';
import { protectionRefusal, type ProtectionService } from './protection.service';

/**
 * Blocked countries (the operator's protection settings): a request whose country header (COUNTRY_HEADER) names a
 * blocked country gets, on /api, a 403 with code `country_blocked`, and everywhere else a plain page in English and
 * Bangla saying the site is not available there (no app, no script). Left alone: the operator console and its API
 * (staff are not players), the providers' and payment gateways' server-to-server calls, and the health check.
 * Cost: a request without the header (or with an allowed country) reads nothing; the list is read at most every 5 s
 * per process.
 */
const EXEMPT = /^\/(api\/backoffice|backoffice|api\/provider\/|api\/payments\/notices|api\/health|api\/ready|metrics)(\/|$)?/;

const COUNTRY_BLOCKED_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Not available in your country</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; background: #111; color: #eee; }
  main { max-width: 32rem; padding: 2rem 1.5rem; text-align: center; line-height: 1.5; }
  h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
  p { margin: 0 0 1.5rem; color: #bbb; }
</style>
</head>
<body>
<main>
  <h1>${PROTECTION_MESSAGES.countryBlocked}</h1>
  <p>This site cannot be used from the country you are in.</p>
  <h1 lang="bn">আপনার দেশে খেলা উপলব্ধ নয়।</h1>
  <p lang="bn">আপনি যে দেশে আছেন, সেখান থেকে এই সাইট ব্যবহার করা যাবে না।</p>
</main>
</body>
</html>
`;

export function registerCountryBlock(app: FastifyInstance, protection: ProtectionService, header: string): void {
  app.addHook('onRequest', async (req: FastifyRequest, reply) => {
    const raw = req.headers[header];
    const country = Array.isArray(raw) ? raw[0] : raw;
    if (!country) return;
    const path = req.url.split('?')[0] ?? '/';
    if (EXEMPT.test(path)) return;
    if (!(await protection.countryBlocked(country))) return;
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/ws')) {
      throw protectionRefusal({ message: PROTECTION_MESSAGES.countryBlocked, code: 'country_blocked', until: null });
    }
    return reply.status(451).header('cache-control', 'no-store').header('vary', header).type('text/html; charset=utf-8').send(COUNTRY_BLOCKED_PAGE);
  });
}
