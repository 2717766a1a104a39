import type { FastifyBaseLogger, FastifyInstance, FastifyLoggerOptions, FastifyServerOptions } from 'fastify';

/** Where log lines go: stdout, or what a test captures. */
export type LogStream = NonNullable<FastifyLoggerOptions['stream']>;

/**
 * The process's log (issue 41): JSON lines, never a secret in them, and a level per module that can change while the
 * process runs.
 *
 * Secrets: no log call of ours writes a request's body, headers or query; `redact` below is the net under that rule
 * for fields a future call might pass whole (an object with a password, a token or a code). The request log writes
 * the path without its query string (tokens and phone numbers travel in some queries).
 */

/** The levels pino knows, most severe first; `silent` writes nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The modules LOG_LEVELS may name: the domains, and the infrastructure that logs on its own. */
export const LOG_MODULES = [
  'wallet',
  'staff',
  'auth',
  'players',
  'content',
  'payments',
  'promotions',
  'games',
  'exchange',
  'rewards',
  'protection',
  'support',
  'history',
  'notify',
  'realtime',
  'db',
  'jobs',
] as const;
export type LogModule = (typeof LOG_MODULES)[number];

/**
 * Fields censored wherever they appear (at the top of a line's object or one level down, e.g. `{ err: { ... } }`,
 * `{ body: { ... } }`): what a password, a bearer or session token, a one-time code, a launch token, a phone number or
 * a signing secret is called in this code base.
 */
const SECRET_KEYS = [
  'password',
  'confirmPassword',
  'password_confirmation',
  'current_password',
  'new_password',
  'token',
  'accessToken',
  'access_token',
  'authorization',
  'cookie',
  'verification_code',
  'otp',
  'launch',
  'secret',
  'phone',
  'account_number',
];
const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => `*.${k}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
];

/** Fastify's `logger` options: the level, the redaction, and where lines go (stdout unless a test captures them). */
export function loggerOptions(level: string, stream?: LogStream): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, ...(stream ? { stream } : {}) };
}

/** LOG_LEVELS (`exchange=debug,games=warn`): each named module's level; an unknown module or level is an error. */
export function parseLogLevels(raw: string | undefined): Partial<Record<LogModule, LogLevel>> {
  const out: Partial<Record<LogModule, LogLevel>> = {};
  for (const part of (raw ?? '').split(',')) {
    if (part.trim() === '') continue;
    const [name = '', level = '', extra] = part.split('=').map((s) => s.trim().toLowerCase());
    if (extra !== undefined || !isModule(name) || !isLevel(level)) {
      throw new Error(`"${part.trim()}" is not module=level (modules: ${LOG_MODULES.join(', ')}; levels: ${LOG_LEVELS.join(', ')})`);
    }
    out[name] = level;
  }
  return out;
}

export function isLevel(v: string): v is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(v);
}
export function isModule(v: string): v is LogModule {
  return (LOG_MODULES as readonly string[]).includes(v);
}

/**
 * One child logger per module (`"module":"exchange"` on each of its lines), each at its own level: LOG_LEVELS at
 * start, `set()` at run time (the operator's /log-levels). A module without a level of its own follows the root's.
 * Requests log through their domain's child (the route's plugin names it), so `exchange=debug` shows the exchange's
 * requests too.
 */
export class ModuleLogs {
  private readonly children = new Map<LogModule, FastifyBaseLogger>();
  private readonly own = new Map<LogModule, LogLevel>();

  constructor(
    private readonly root: FastifyBaseLogger,
    levels: Partial<Record<LogModule, LogLevel>> = {},
  ) {
    for (const [m, l] of Object.entries(levels)) this.own.set(m as LogModule, l);
  }

  for(module: LogModule): FastifyBaseLogger {
    let c = this.children.get(module);
    if (!c) {
      c = this.root.child({ module });
      const l = this.own.get(module);
      if (l) c.level = l;
      this.children.set(module, c);
    }
    return c;
  }

  /** A module's level from now on (null: back to the root's). Loggers made from the module's child before keep theirs. */
  set(module: LogModule, level: LogLevel | null): void {
    if (level) this.own.set(module, level);
    else this.own.delete(module);
    const c = this.children.get(module);
    if (c) c.level = level ?? this.root.level;
  }

  /** The root's level and each module's own. */
  levels(): { level: string; modules: Partial<Record<LogModule, LogLevel>> } {
    return { level: this.root.level, modules: Object.fromEntries(this.own) };
  }
}

const MODULE = Symbol('khela.logModule');
type Scoped = FastifyInstance & { [MODULE]?: LogModule };

/**
 * Requests log through their module's child: each domain's plugin (`<domain>Plugin`) marks its scope as the plugin is
 * registered (nested scopes inherit it), and its routes make their request loggers from that module's logger. Install
 * before the plugins are registered. Routes outside a domain's plugin (health, metrics, the edge) log at the root.
 */
export function installModuleLogs(app: FastifyInstance, logs: ModuleLogs): void {
  app.addHook('onRegister', (instance) => {
    const m = /^(\w+)Plugin$/.exec(instance.pluginName)?.[1];
    if (m && isModule(m)) (instance as Scoped)[MODULE] = m;
  });
  app.addHook('onRoute', function (route) {
    const m = (this as Scoped)[MODULE];
    if (!m || route.childLoggerFactory || route.logSerializers) return;
    // Fastify passes the level the route was registered under (the root's then); the module's own level decides.
    route.childLoggerFactory = (_logger, bindings) => logs.for(m).child(bindings);
  });
}

/** The operator's view and change of the levels (on the metrics port, or behind the metrics token). */
export function logLevelsAnswer(
  logs: ModuleLogs,
  method: string,
  path: string,
  query: URLSearchParams,
): { status: number; body: unknown } | null {
  if (path !== '/log-levels' && !path.startsWith('/log-levels/')) return null;
  if (method === 'GET' && path === '/log-levels') return { status: 200, body: logs.levels() };
  const module = path.slice('/log-levels/'.length);
  if (method !== 'PUT' || !isModule(module)) return { status: 404, body: { message: 'not found' } };
  const level = query.get('level') ?? '';
  if (level !== 'default' && !isLevel(level)) return { status: 400, body: { message: `level must be one of ${LOG_LEVELS.join(', ')} or default` } };
  logs.set(module, level === 'default' ? null : level);
  return { status: 200, body: logs.levels() };
}
