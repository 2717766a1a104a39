import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { logLevelsAnswer, type ModuleLogs } from './logging';
import type { Metrics } from './metrics';

/**
 * Where the process is in its life, for the load balancer (issue 41). `GET /api/health` is the liveness check (the
 * process answers at all); `GET /api/ready` says whether to send it players: 503 until it listens (migrations and
 * seeds ran, and Redis answered, before that), 503 while the database does not answer, and 503 from the moment it is
 * told to stop. Redis going away later is reported (`redis: "down"`) but keeps the process ready: without it the site
 * degrades (rate limits per process, live pushes dropped, the fault suite shows it) instead of every process leaving
 * the load balancer at once.
 */
export class Lifecycle {
  listening = false;
  closing = false;
}

/** How long a dependency may take to answer the readiness check before it counts as down. */
const CHECK_TIMEOUT_MS = 2_000;

function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([p, new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), ms)))]).finally(() => clearTimeout(timer));
}

export interface ReadinessChecks {
  database(): Promise<unknown>;
  /** Null when the process runs without Redis. */
  redis: (() => Promise<unknown>) | null;
}

export function registerReadiness(app: FastifyInstance, life: Lifecycle, checks: ReadinessChecks): void {
  app.addHook('onListen', (done) => {
    life.listening = true;
    done();
  });
  app.addHook('preClose', (done) => {
    life.closing = true;
    done();
  });
  app.get('/api/ready', { schema: { hide: true } }, async (_req, reply) => {
    const state = life.closing ? 'closing' : life.listening ? 'ready' : 'starting';
    const [database, redis] = await Promise.all([
      within(checks.database(), CHECK_TIMEOUT_MS).then(
        () => 'ok',
        () => 'down',
      ),
      checks.redis
        ? within(checks.redis(), CHECK_TIMEOUT_MS).then(
            () => 'ok',
            () => 'down',
          )
        : 'none',
    ]);
    const ready = state === 'ready' && database === 'ok';
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : state === 'ready' ? 'unavailable' : state, database, redis });
  });
}

/** `GET /metrics` on a port of its own (METRICS_PORT): closed with the app. */
export function serveMetricsPort(app: FastifyInstance, metrics: Metrics, port: number, host: string, logs?: ModuleLogs): void {
  let server: Server | null = null;
  app.addHook('onListen', (done) => {
    server = createServer((req, res) => {
      const u = new URL(req.url ?? '/', 'http://x');
      // The log levels beside the metrics (shared/logging.ts): GET /log-levels, PUT /log-levels/<module>?level=…
      const levels = logs ? logLevelsAnswer(logs, req.method ?? '', u.pathname, u.searchParams) : null;
      if (levels) {
        res.writeHead(levels.status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(levels.body));
        return;
      }
      if (req.method !== 'GET' || u.pathname !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
        return;
      }
      metrics.registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
        (err: unknown) => {
          app.log.error({ err }, 'metrics failed');
          res.writeHead(500).end();
        },
      );
    });
    server.on('error', (err) => app.log.error({ err }, `metrics port ${port}`));
    server.listen(port, host, () => done());
  });
  app.addHook('onClose', (_app, done) => {
    if (!server) return done();
    server.close(() => done());
    server.closeAllConnections();
  });
}
