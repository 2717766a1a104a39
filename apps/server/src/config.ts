import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseLogLevels, type LogLevel, type LogModule, type LogStream } from './shared/logging';

/** Everything the server reads from its environment, validated once at start-up. */
/** A metrics token, at least 16 characters when set (it guards what the site's port shows of its insides). */
function metricsToken(v: string | undefined): string | null {
  if (!v) return null;
  if (v.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  return v;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Embedded only: where the migrated empty database is kept for fast first starts (PGLITE_TEMPLATE_DIR; '' = none). */
  pgliteTemplateDir: string | null;
  databaseUrl?: string;
  redisUrl?: string;
  publicUrl: string;
  nodeEnv: 'development' | 'production' | 'test';
  adminUsername: string;
  adminPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  smsUrl?: string;
  smsToken?: string;
  /** Where the built player apps live. */
  mobileDist: string;
  desktopDist: string;
  backofficeDist: string;
  /** Our games app (apps/games), served at /play/. */
  gamesDist: string;
  /** Run Crash's shared rounds in this process when it holds the lease (CRASH_ENGINE=0 turns it off). */
  crashEngine: boolean;
  /** Runs the live tables' rounds (LIVE_ENGINE; off in tests, which drive them). */
  liveEngine: boolean;
  livePauseMs: number;
  /** Crash timings in ms (tests shorten them). */
  crashBettingMs: number;
  crashPauseMs: number;
  /**
   * The exchange's feed (EXCHANGE_FEED): `simulator` runs simulated cricket, soccer and tennis matches with house
   * liquidity (the default outside tests when demo content is seeded; the console's settings can still turn it off);
   * `off` runs none.
   */
  exchangeFeed: 'simulator' | 'off';
  /** How many simulated matches of each sport to keep in play and upcoming (EXCHANGE_SIM_MATCHES). */
  exchangeSimMatches: number;
  /** Which sports the simulator runs (EXCHANGE_SIM_SPORTS, comma-separated; all three by default). */
  exchangeSimSports: ('cricket' | 'soccer' | 'tennis')[];
  /** Seconds of real time per simulated step: a ball, a minute, a point (EXCHANGE_SIM_STEP_MS). */
  exchangeSimStepMs: number;
  /** How long after the start the simulator's first step runs: 1.5 s, so it does not slow the first answers; 0 under test. */
  exchangeSimFirstStepMs: number;
  /** How long a process's lease on a market lasts without renewal (EXCHANGE_LEASE_MS). */
  exchangeLeaseMs: number;
  /** Finish interrupted game rounds every this many ms (0: off). */
  gamesSweepMs: number;
  /** Pay ended days' referral rewards every this many ms (REFERRAL_JOB_MS; 0: off, the console still runs a day). */
  referralJobMs: number;
  /** REWARDS_OPEN_DAY=1: the console may run today's referral rewards before the day ends (journeys; refused in production). */
  rewardsOpenDay: boolean;
  /** Where migrations and seed artwork live. */
  migrationsDir: string;
  seedAssetsDir: string;
  /** Seed demo content on an empty database. */
  seedDemo: boolean;
  /** Multiply every rate limit (tests raise it to stay clear of limits they do not test). */
  rateLimitScale: number;
  /** How often scheduled inbox messages are sent and unread chat replies copied to the inbox (ms; 0: never). */
  supportJobMs: number;
  /**
   * How long a bearer-token lookup is trusted from memory (ms; 0: off). Revocations reach every process over the bus,
   * so it is on by default only where the bus reaches every process: the embedded database (one process) or Redis.
   */
  sessionCacheMs: number;
  /**
   * How long a player's balance read may be answered from memory (BALANCE_CACHE_MS; 0 = off). Every money move drops
   * it on every process through the bus after its commit, so, like the session cache, it is on by default only where
   * the bus reaches every process; the time is the bound on what a lost event (a process killed between its commit
   * and its publish) can cost: a stale figure on screen, never a wrong money decision (those read in their own
   * transaction).
   */
  balanceCacheMs: number;
  /**
   * The proof-of-work bot check (ALTCHA) of the phone's sign-up and password recovery: each attempt of the solver
   * costs ALTCHA_COST PBKDF2 rounds and the answer is a counter drawn between ALTCHA_MAX_COUNTER/2 and
   * ALTCHA_MAX_COUNTER, so a browser does about cost × counter work (tests lower both); a challenge lives
   * ALTCHA_TTL_MS. ALTCHA_HMAC_SECRET signs the challenges (at least 32 characters); without it the first process
   * makes one in the database and every process shares it.
   */
  altcha: { cost: number; maxCounter: number; ttlMs: number; hmacSecret?: string };
  logLevel: string;
  /** Modules' own levels (LOG_LEVELS=`exchange=debug,games=warn`); the others follow LOG_LEVEL. Changeable at run time. */
  logLevels: Partial<Record<LogModule, LogLevel>>;
  /** Where log lines go (stdout when unset; tests capture them). */
  logStream?: LogStream;
  dbPoolSize: number;
  /** PostgreSQL: statements with parameters go as named prepared statements (DB_PREPARED, default on; db/prepared.ts). */
  dbPrepared: boolean;
  /**
   * Which proxies in front may tell the client address through X-Forwarded-For (TRUST_PROXY): `false` none (the
   * peer is the client), a hop count (the client is the entry that many hops from the right: 1 = the address the load
   * balancer appended), or proxy addresses / CIDRs (the client is the right-most entry that is not one of them).
   */
  trustProxy: false | number | string[];
  /**
   * The e-wallet gateway behind /api/ewa/* (PAYMENT_GATEWAY): `demo` moves no money and is refused in production;
   * `none` (the production default) keeps e-wallet mode off whatever the console's setting says.
   */
  paymentGateway: 'demo' | 'none';
  /** HMAC-SHA256 key of POST /api/payments/notices (PAYMENT_NOTICE_SECRET); the endpoint answers 503 without it. */
  paymentNoticeSecret?: string;
  /**
   * The request header that names the client's country (COUNTRY_HEADER, ISO 3166-1 alpha-2; default `cf-ipcountry`,
   * set by Cloudflare): requests from a country the operator blocked are refused. Only meaningful behind a proxy that
   * sets it (and overwrites a client's own).
   */
  countryHeader: string;
  /** `GET /metrics` on the site's port answers only to `Authorization: Bearer <METRICS_TOKEN>` (unset: no such route). */
  metricsToken: string | null;
  /** `GET /metrics` on a port of its own instead (unset: none). */
  metricsPort: number | null;
  /** On SIGTERM, how long readiness answers 503 before the listener closes, so the load balancer stops sending first. */
  shutdownDrainMs: number;
  /** How often the ledger's invariants are checked in the background (the metrics' khela_ledger_problems); 0: never. */
  ledgerCheckMs: number;
}

export class ConfigError extends Error {}

function logLevels(raw: string | undefined): Partial<Record<LogModule, LogLevel>> {
  try {
    return parseLogLevels(raw);
  } catch (err) {
    throw new ConfigError(`LOG_LEVELS: ${(err as Error).message}`);
  }
}

const ALL_SPORTS = ['cricket', 'soccer', 'tennis'] as const;
function sports(raw: string | undefined): ('cricket' | 'soccer' | 'tennis')[] {
  if (!raw) return [...ALL_SPORTS];
  const list = raw.split(',').map((s) => s.trim().toLowerCase());
  for (const s of list) if (!(ALL_SPORTS as readonly string[]).includes(s)) throw new ConfigError(`EXCHANGE_SIM_SPORTS: unknown sport "${s}"`);
  return list as ('cricket' | 'soccer' | 'tennis')[];
}

function feed(raw: string | undefined, dflt: 'simulator' | 'off'): 'simulator' | 'off' {
  if (raw === undefined || raw === '') return dflt;
  if (raw !== 'simulator' && raw !== 'off') throw new ConfigError(`EXCHANGE_FEED must be simulator or off, got "${raw}"`);
  return raw;
}

/** The server package root (apps/server), whether running from src/ with tsx or from the dist/ bundle. */
export function serverRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && readFileSync(pkg, 'utf8').includes('"@khela/server"')) return dir;
    dir = dirname(dir);
  }
  throw new ConfigError('cannot find the @khela/server package root');
}

function int(env: NodeJS.ProcessEnv, name: string, dflt: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return dflt;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

/**
 * TRUST_PROXY: empty or `0` (no proxy), a hop count, or a comma-separated list of proxy addresses and CIDRs (and
 * proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). `true` is refused: trusting every hop lets any client
 * choose its own address, and with it dodge every per-address limit.
 */
function trustProxy(env: NodeJS.ProcessEnv): false | number | string[] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === '0') return false;
  const explain = 'a number of proxies in front (e.g. 1) or a comma-separated list of proxy addresses/CIDRs';
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 100) throw new ConfigError(`TRUST_PROXY must be ${explain}; ${hops} proxies is not plausible`);
    return hops;
  }
  const list = raw.split(',').map((s) => s.trim());
  for (const entry of list) {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) continue;
    const [addr = '', prefix, extra] = entry.split('/');
    const family = isIP(addr);
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new ConfigError(`TRUST_PROXY must be ${explain}; "${entry}" is neither (got "${raw}")`);
    }
  }
  return list;
}

/**
 * Fastify's `trustProxy` for the configured value. A hop count becomes "the n addresses nearest the server are
 * proxies" (Fastify itself now refuses bare numbers). It cannot tell a proxy from a client that connects directly and
 * sends its own header, so use it only where the server is reachable through the proxies alone; a list is checked.
 */
export function trustProxyOption(t: Config['trustProxy']): boolean | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof t === 'number') return (_addr, hop) => hop < t;
  return t;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(u.protocol)) throw new ConfigError(`${name} must start with ${protocols.join(' or ')}`);
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const root = serverRoot();
  const repo = resolve(root, '../..');
  const nodeEnv = env.NODE_ENV ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    throw new ConfigError(`NODE_ENV must be development, production or test, got "${nodeEnv}"`);
  }
  const port = int(env, 'PORT', 3000, 0, 65535);
  const adminUsername = env.ADMIN_USERNAME || 'admin';
  if (!/^[A-Za-z0-9_.-]{3,32}$/.test(adminUsername)) throw new ConfigError('ADMIN_USERNAME must be 3-32 letters, digits, _ . -');
  if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_PASSWORD !== '' && env.ADMIN_PASSWORD.length < 10) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 10 characters');
  }
  if (env.PAYMENT_NOTICE_SECRET !== undefined && env.PAYMENT_NOTICE_SECRET !== '' && env.PAYMENT_NOTICE_SECRET.length < 16) {
    throw new ConfigError('PAYMENT_NOTICE_SECRET must be at least 16 characters');
  }
  const rewardsOpenDay = env.REWARDS_OPEN_DAY === '1';
  if (rewardsOpenDay && nodeEnv === 'production') throw new ConfigError('REWARDS_OPEN_DAY is a test hook and is refused in production');
  const paymentGateway = env.PAYMENT_GATEWAY || (nodeEnv === 'production' ? 'none' : 'demo');
  if (paymentGateway !== 'demo' && paymentGateway !== 'none') throw new ConfigError(`PAYMENT_GATEWAY must be demo or none, got "${paymentGateway}"`);
  if (paymentGateway === 'demo' && nodeEnv === 'production') {
    throw new ConfigError('PAYMENT_GATEWAY=demo is refused in production: the demo gateway confirms payments that never happened');
  }
  if (env.ALTCHA_HMAC_SECRET !== undefined && env.ALTCHA_HMAC_SECRET !== '' && env.ALTCHA_HMAC_SECRET.length < 32) {
    throw new ConfigError('ALTCHA_HMAC_SECRET must be at least 32 characters');
  }
  const cfg: Config = {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    pgliteTemplateDir: env.PGLITE_TEMPLATE_DIR === '' ? null : resolve(env.PGLITE_TEMPLATE_DIR || join(root, 'node_modules/.cache/pglite-template')),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`,
    nodeEnv: nodeEnv as Config['nodeEnv'],
    adminUsername,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Khela <no-reply@khela.local>',
    smsUrl: url(env, 'SMS_URL', ['http:', 'https:']),
    smsToken: env.SMS_TOKEN || undefined,
    mobileDist: resolve(env.MOBILE_DIST || join(repo, 'apps/mobile/dist')),
    desktopDist: resolve(env.DESKTOP_DIST || join(repo, 'apps/desktop/dist')),
    backofficeDist: resolve(env.BACKOFFICE_DIST || join(repo, 'apps/backoffice/dist')),
    gamesDist: resolve(env.GAMES_DIST || join(repo, 'apps/games/dist')),
    crashEngine: env.CRASH_ENGINE ? env.CRASH_ENGINE !== '0' : nodeEnv !== 'test',
    liveEngine: env.LIVE_ENGINE ? env.LIVE_ENGINE !== '0' : nodeEnv !== 'test',
    livePauseMs: int(env, 'LIVE_PAUSE_MS', 4_000, 0, 600_000),
    crashBettingMs: int(env, 'CRASH_BETTING_MS', 7_000, 100, 600_000),
    crashPauseMs: int(env, 'CRASH_PAUSE_MS', 3_000, 0, 600_000),
    gamesSweepMs: int(env, 'GAMES_SWEEP_MS', nodeEnv === 'test' ? 0 : 60_000, 0, 3_600_000),
    referralJobMs: int(env, 'REFERRAL_JOB_MS', nodeEnv === 'test' ? 0 : 300_000, 0, 86_400_000),
    rewardsOpenDay,
    exchangeFeed: feed(env.EXCHANGE_FEED, nodeEnv === 'test' || env.SEED_DEMO === '0' ? 'off' : 'simulator'),
    exchangeSimMatches: int(env, 'EXCHANGE_SIM_MATCHES', 2, 1, 20),
    exchangeSimSports: sports(env.EXCHANGE_SIM_SPORTS),
    exchangeSimStepMs: int(env, 'EXCHANGE_SIM_STEP_MS', 5_000, 50, 600_000),
    exchangeSimFirstStepMs: int(env, 'EXCHANGE_SIM_FIRST_STEP_MS', nodeEnv === 'test' ? 0 : 1_500, 0, 600_000),
    exchangeLeaseMs: int(env, 'EXCHANGE_LEASE_MS', 10_000, 200, 600_000),
    migrationsDir: join(root, 'migrations'),
    seedAssetsDir: join(root, 'seed-assets'),
    seedDemo: env.SEED_DEMO !== '0',
    rateLimitScale: int(env, 'RATE_LIMIT_SCALE', 1, 1, 1_000_000),
    supportJobMs: int(env, 'SUPPORT_JOB_MS', nodeEnv === 'test' ? 0 : 15_000, 0, 3_600_000),
    sessionCacheMs: 0,
    balanceCacheMs: 0,
    altcha: {
      cost: int(env, 'ALTCHA_COST', nodeEnv === 'test' ? 1 : 1_000, 1, 1_000_000),
      maxCounter: int(env, 'ALTCHA_MAX_COUNTER', nodeEnv === 'test' ? 20 : 1_000, 2, 10_000_000),
      ttlMs: int(env, 'ALTCHA_TTL_MS', 5 * 60_000, 1_000, 3_600_000),
      hmacSecret: env.ALTCHA_HMAC_SECRET || undefined,
    },
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'warn' : 'info'),
    logLevels: logLevels(env.LOG_LEVELS),
    dbPoolSize: int(env, 'DB_POOL_SIZE', 10, 1, 200),
    dbPrepared: env.DB_PREPARED !== '0',
    trustProxy: trustProxy(env),
    paymentNoticeSecret: env.PAYMENT_NOTICE_SECRET || undefined,
    paymentGateway,
    countryHeader: (env.COUNTRY_HEADER || 'cf-ipcountry').trim().toLowerCase(),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    metricsPort: env.METRICS_PORT ? int(env, 'METRICS_PORT', 0, 1, 65_535) : null,
    ledgerCheckMs: int(env, 'LEDGER_CHECK_MS', nodeEnv === 'test' ? 0 : 3_600_000, 0, 86_400_000),
    shutdownDrainMs: int(env, 'SHUTDOWN_DRAIN_MS', nodeEnv === 'production' ? 5_000 : 0, 0, 120_000),
    ...overrides,
  };
  // After the overrides: whether the bus reaches every process depends on the final database and Redis settings.
  const oneBus = Boolean(cfg.redisUrl) || !cfg.databaseUrl;
  if (overrides.sessionCacheMs === undefined) cfg.sessionCacheMs = int(env, 'SESSION_CACHE_MS', oneBus ? 15_000 : 0, 0, 300_000);
  if (overrides.balanceCacheMs === undefined) cfg.balanceCacheMs = int(env, 'BALANCE_CACHE_MS', oneBus ? 5_000 : 0, 0, 60_000);
  return cfg;
}

/** A process's start (the server, the migrations run): the configuration from the environment, or exit 2 saying what is wrong. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`configuration error: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
}
