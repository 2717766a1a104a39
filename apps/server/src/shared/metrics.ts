import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { PeriodicJob } from './background';
import { safeEqualHex, sha256 } from './crypto';
import { AppError } from './errors';
import { logLevelsAnswer, type ModuleLogs } from './logging';

/**
 * Operations (issue 41): the process's vital signs in the Prometheus text format, the readiness check, and the request
 * id every log line of a request carries.
 *
 * `GET /metrics` is never public: with `METRICS_PORT` it is served on that port only (an address the scraper reaches
 * and players do not); otherwise with `METRICS_TOKEN` on the site's port to `Authorization: Bearer <token>` only;
 * with neither it does not exist (404).
 */

/** What the metrics read from the rest of the process at each scrape (no work on the request path). */
export interface MetricSources {
  pool(): { total: number; idle: number; waiting: number } | null;
  sockets(): { subscriptions: number; sent: number };
  leases(): { crash: boolean; live: boolean; markets: number };
  /** The last periodic ledger check (null before the first, or when the check is off). */
  ledger(): { problems: number; at: number } | null;
}

/** Request durations' buckets (seconds): a phone's API call should answer in tens of milliseconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const BUS_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const TX_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

export class Metrics {
  readonly registry = new Registry();
  private readonly http = new Histogram({
    name: 'khela_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code, and how long they took',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });
  private readonly transactions = new Histogram({
    name: 'khela_db_transaction_duration_seconds',
    help: 'Database transactions (every money move is one) from BEGIN to COMMIT or ROLLBACK (PostgreSQL)',
    labelNames: ['outcome'] as const,
    buckets: TX_BUCKETS,
    registers: [this.registry],
  });
  private readonly busLagSeconds = new Histogram({
    name: 'khela_bus_lag_seconds',
    help: 'Live events from their publish to their delivery on this process (Redis: across processes; in-process: ~0)',
    labelNames: ['bus'] as const,
    buckets: BUS_BUCKETS,
    registers: [this.registry],
  });
  private readonly stakeChecks = new Counter({
    name: 'khela_stakes_total',
    help: 'Stakes of every product through the stake pipeline, by product and whether player protection let them through',
    labelNames: ['product', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly settledStakes = new Counter({
    name: 'khela_settled_stakes_total',
    help: 'Settled stakes (rounds; a market per player) counted towards turnover and VIP points, by product',
    labelNames: ['product'] as const,
    registers: [this.registry],
  });
  private readonly settledRisk = new Counter({
    name: 'khela_settled_risk_poisha_total',
    help: 'The settled amount that counts (the turnover rule), in poisha of the players\' currencies, by product',
    labelNames: ['product'] as const,
    registers: [this.registry],
  });
  private readonly connectionsLost = new Counter({
    name: 'khela_db_connections_lost_total',
    help: 'Pooled database connections the database dropped (the pool opened others)',
    registers: [this.registry],
  });

  constructor(sources: MetricSources) {
    collectDefaultMetrics({ register: this.registry, prefix: 'khela_' });
    const r = [this.registry];
    new Gauge({
      name: 'khela_db_pool_connections',
      help: 'The PostgreSQL pool: connections open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: r,
      collect() {
        const p = sources.pool();
        if (!p) return;
        this.set({ state: 'total' }, p.total);
        this.set({ state: 'idle' }, p.idle);
        this.set({ state: 'in_use' }, p.total - p.idle);
        this.set({ state: 'waiting' }, p.waiting);
      },
    });
    new Gauge({
      name: 'khela_ws_subscriptions',
      help: 'Live sockets’ room memberships on this process',
      registers: r,
      collect() {
        this.set(sources.sockets().subscriptions);
      },
    });
    new Counter({
      name: 'khela_ws_frames_sent_total',
      help: 'Live frames sent to sockets by this process',
      registers: r,
      collect() {
        this.reset();
        this.inc(sources.sockets().sent);
      },
    });
    new Gauge({
      name: 'khela_leases_held',
      help: 'Leases this process holds: Crash and the live tables (1 when it leads their shared rounds) and exchange markets',
      labelNames: ['lease'] as const,
      registers: r,
      collect() {
        const l = sources.leases();
        this.set({ lease: 'crash' }, l.crash ? 1 : 0);
        this.set({ lease: 'live' }, l.live ? 1 : 0);
        this.set({ lease: 'market' }, l.markets);
      },
    });
    new Gauge({
      name: 'khela_ledger_problems',
      help: 'What the last ledger check found: unbalanced transactions, drifted accounts, transactions without postings (0: healthy)',
      registers: r,
      collect() {
        const l = sources.ledger();
        if (l) this.set(l.problems);
      },
    });
    new Gauge({
      name: 'khela_ledger_check_timestamp_seconds',
      help: 'When the last ledger check finished',
      registers: r,
      collect() {
        const l = sources.ledger();
        if (l) this.set(l.at / 1000);
      },
    });
    const jobs = { registers: r, labelNames: ['task'] as const };
    new Gauge({
      name: 'khela_job_last_run_timestamp_seconds',
      help: 'When each background job last finished a run (0: not yet)',
      ...jobs,
      collect() {
        this.reset();
        for (const [job, s] of PeriodicJob.stats) this.set({ task: job }, s.lastEnd / 1000);
      },
    });
    new Gauge({
      name: 'khela_job_last_run_duration_seconds',
      help: 'How long each background job’s last run took',
      ...jobs,
      collect() {
        this.reset();
        for (const [job, s] of PeriodicJob.stats) this.set({ task: job }, s.lastSeconds);
      },
    });
    new Gauge({
      name: 'khela_job_runs',
      help: 'Runs of each background job since it started, and how many failed',
      labelNames: ['task', 'outcome'] as const,
      registers: r,
      collect() {
        this.reset();
        for (const [job, s] of PeriodicJob.stats) {
          this.set({ task: job, outcome: 'ok' }, s.runs - s.failures);
          this.set({ task: job, outcome: 'failed' }, s.failures);
        }
      },
    });
  }

  /** A transaction ended (the database driver's observer). */
  transaction(seconds: number, outcome: 'commit' | 'rollback'): void {
    this.transactions.observe({ outcome }, seconds);
  }

  /** A live event reached this process `seconds` after its publish (the bus's observer). */
  busLag(bus: 'redis' | 'local', seconds: number): void {
    this.busLagSeconds.observe({ bus }, seconds);
  }

  /** The stake pipeline's meter (wallet/stakes.ts StakeMeter): its stakes and settlements by product. */
  readonly stakes = {
    checked: (product: string, accepted: number, refused: number): void => {
      if (accepted > 0) this.stakeChecks.inc({ product, outcome: 'accepted' }, accepted);
      if (refused > 0) this.stakeChecks.inc({ product, outcome: 'refused' }, refused);
    },
    settled: (product: string, count: number, risk: bigint): void => {
      this.settledStakes.inc({ product }, count);
      this.settledRisk.inc({ product }, Number(risk));
    },
  };

  connectionLost(): void {
    this.connectionsLost.inc();
  }

  /** Times every request by its route pattern (never the raw URL: ids and query strings would make a series each). */
  install(app: FastifyInstance): void {
    app.addHook('onResponse', (req, reply, done) => {
      const route = req.routeOptions?.url ?? 'unmatched';
      this.http.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
      done();
    });
  }

  async answer(reply: FastifyReply): Promise<FastifyReply> {
    return reply.header('content-type', this.registry.contentType).header('cache-control', 'no-store').send(await this.registry.metrics());
  }
}

/** Whether `header` is `Bearer <token>` (their hashes compared in constant time: neither the length nor a prefix leaks). */
function bearerMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  return safeEqualHex(sha256(header.slice(7)), sha256(token));
}

/**
 * `GET /metrics` on the site's port, behind the token (no token configured: no route); beside it the log levels
 * (`GET /log-levels`, `PUT /log-levels/<module>?level=debug`, `level=default` to follow LOG_LEVEL again).
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string, logs?: ModuleLogs): void {
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    // Not the token's bearer: as if there were no such route.
    if (!bearerMatches(req.headers.authorization, token)) throw new AppError('not_found');
    return metrics.answer(reply);
  });
  if (!logs) return;
  const levels = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!bearerMatches(req.headers.authorization, token)) throw new AppError('not_found');
    const u = new URL(req.url, 'http://x');
    const a = logLevelsAnswer(logs, req.method, u.pathname, u.searchParams);
    if (!a) throw new AppError('not_found');
    return reply.status(a.status).header('cache-control', 'no-store').send(a.body);
  };
  app.get('/log-levels', { schema: { hide: true } }, levels);
  app.put('/log-levels/:module', { schema: { hide: true } }, levels);
}

/** A request id a caller (the load balancer) sent, when it is a sane one; otherwise a new one. */
const GOOD_ID = /^[A-Za-z0-9._:-]{1,100}$/;
export function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && GOOD_ID.test(given) ? given : randomUUID();
}

/** Echoes the request id (every log line of the request carries it as `reqId`) in the `X-Request-Id` answer header. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done) => {
    void reply.header('x-request-id', req.id);
    done();
  });
}
