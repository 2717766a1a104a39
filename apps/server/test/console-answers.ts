import type { FastifyInstance } from 'fastify';

/**
 * A safety net for the console's answers: Fastify serializes an answer by its response schema, which drops any field
 * the schema does not declare (and coerces a value of another type). In the test apps, every 2xx answer of
 * /api/backoffice/* is serialized once more here and compared with what the route returned: a field lost or a value
 * changed fails the request (a 500, with the paths on stderr and in `consoleAnswerProblems`), so a schema that forgets
 * a field fails the tests that read it instead of silently removing it from the console.
 */
export const consoleAnswerProblems: string[] = [];

export function guardConsoleAnswers(app: FastifyInstance): void {
  app.addHook('preSerialization', async (req, reply, payload) => {
    if (!req.url.startsWith('/api/backoffice') || reply.statusCode >= 300 || payload === null || typeof payload !== 'object') return payload;
    const returned: unknown = JSON.parse(JSON.stringify(payload, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
    const sent: unknown = JSON.parse(String(reply.serialize(payload)));
    const lost = differences(returned, sent, '');
    if (lost.length > 0) {
      const problem = `${req.method} ${req.routeOptions.url}: the response schema loses or changes ${lost.slice(0, 10).join(', ')}`;
      consoleAnswerProblems.push(problem);
      console.error(problem);
      throw new Error(problem);
    }
    return payload;
  });
}

/** The paths where `sent` lacks or changes what `returned` holds. */
export function differences(returned: unknown, sent: unknown, path: string): string[] {
  if (Array.isArray(returned)) {
    if (!Array.isArray(sent) || sent.length !== returned.length) return [path || '(root)'];
    return returned.flatMap((v, i) => differences(v, sent[i], `${path}[${i}]`));
  }
  if (returned !== null && typeof returned === 'object') {
    if (sent === null || typeof sent !== 'object' || Array.isArray(sent)) return [path || '(root)'];
    return Object.entries(returned).flatMap(([k, v]) => {
      const p = path ? `${path}.${k}` : k;
      return k in sent ? differences(v, (sent as Record<string, unknown>)[k], p) : [p];
    });
  }
  return Object.is(returned, sent) ? [] : [path || '(root)'];
}
