import type { Redis } from 'ioredis';
import { AppError } from './errors';

export interface Limiter {
  /** Count one hit on `key`; `allowed` false once more than `limit` hits fall in the window. */
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
  /** Take one hit back (an attempt that turned out not to count, e.g. a login with the right password). */
  undo(key: string): Promise<void>;
  /** Forget a key (e.g. failed-login counter after a successful login). */
  reset(key: string): Promise<void>;
}

/** Fixed-window counters in this process (the embedded default: one process). */
export class MemoryLimiter implements Limiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();
  async hit(key: string, limit: number, windowMs: number) {
    const now = Date.now();
    if (now - this.lastSweep > 60_000) this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    return { allowed: w.count <= limit, retryAfterMs: w.resetAt - now };
  }
  async undo(key: string) {
    const w = this.windows.get(key);
    if (w && w.count > 0) w.count--;
  }
  async reset(key: string) {
    this.windows.delete(key);
  }
  private sweep(now: number) {
    this.lastSweep = now;
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

/** Decrements a counter that still exists (never creates one without its expiry). */
const UNDO = "if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end return 0";

/** Fixed-window counters in Redis, shared by every server process behind the load balancer. */
export class RedisLimiter implements Limiter {
  constructor(private readonly redis: Redis) {}
  async hit(key: string, limit: number, windowMs: number) {
    const k = `khela:rl:${key}`;
    const res = await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
    if (!res) throw new Error('rate limit transaction aborted');
    for (const [err] of res) if (err) throw err;
    const count = Number(res[0]?.[1] ?? 0);
    const ttl = Number(res[2]?.[1] ?? windowMs);
    return { allowed: count <= limit, retryAfterMs: ttl > 0 ? ttl : windowMs };
  }
  async undo(key: string) {
    await this.redis.eval(UNDO, 1, `khela:rl:${key}`);
  }
  async reset(key: string) {
    await this.redis.del(`khela:rl:${key}`);
  }
}

interface LimitRule {
  limit: number;
  windowMs: number;
  /**
   * When the shared limiter (Redis) does not answer: `memory` (the default) counts in this process instead, so the
   * limit still holds per process; `open` lets the request through, for everyday limits whose only job is to slow
   * down bulk use and where a few extra requests during an outage cost nothing.
   */
  whenRedisDown?: 'memory' | 'open';
}

/** The limits, per IP and per account. Scaled by RATE_LIMIT_SCALE (tests raise it). */
const LIMITS = {
  /** Password guesses from one address, whatever the accounts (a right password is taken back). */
  loginPerIp: { limit: 30, windowMs: 10 * 60_000, whenRedisDown: 'memory' },
  /**
   * Wrong passwords for one account from one address: the guesser is stopped, the owner elsewhere is not. A right
   * password from that address clears it.
   */
  loginFailuresPerAccountIp: { limit: 10, windowMs: 15 * 60_000, whenRedisDown: 'memory' },
  /**
   * Wrong passwords for one account from every address together: a ceiling on guessing spread over many addresses
   * (at most ~100 guesses per 15 minutes, ~10,000 a day, hopeless against any allowed password). It is ten times the
   * per-address limit, so that locking the owner out needs at least ten addresses each stopped by their own limit,
   * and then lasts at most 15 minutes; a lower ceiling would hand that lock-out back to anyone with a few addresses.
   */
  loginFailuresPerAccount: { limit: 100, windowMs: 15 * 60_000, whenRedisDown: 'memory' },
  /** Current-password checks of a logged-in player (password change), keyed by the player: only they can try. */
  passwordChangePerPlayer: { limit: 10, windowMs: 15 * 60_000, whenRedisDown: 'memory' },
  signupPerIp: { limit: 10, windowMs: 60 * 60_000, whenRedisDown: 'open' },
  otpSendPerIp: { limit: 10, windowMs: 10 * 60_000, whenRedisDown: 'memory' },
  otpSendPerAccount: { limit: 3, windowMs: 10 * 60_000, whenRedisDown: 'memory' },
  otpCheckPerIp: { limit: 20, windowMs: 10 * 60_000, whenRedisDown: 'memory' },
  otpCheckPerAccount: { limit: 10, windowMs: 10 * 60_000, whenRedisDown: 'memory' },
  verifySendPerAccount: { limit: 10, windowMs: 60 * 60_000, whenRedisDown: 'open' },
  verifyCheckPerAccount: { limit: 20, windowMs: 10 * 60_000, whenRedisDown: 'memory' },
  captchaPerIp: { limit: 60, windowMs: 10 * 60_000, whenRedisDown: 'open' },
  /** A player's chat messages: a person types far fewer; a script flooding the desk is stopped. */
  chatSendPerPlayer: { limit: 30, windowMs: 60_000, whenRedisDown: 'memory' },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;

export interface RateLimitsOptions {
  /** Counts for the rules that do not fail open while the shared limiter does not answer (a MemoryLimiter). */
  fallback?: Limiter;
  log?: { warn(obj: object, msg: string): void };
  /** How long to wait for the shared limiter before deciding without it (ms). */
  timeoutMs?: number;
  /** After it failed, decide without it for this long before asking again (ms). */
  retryMs?: number;
}

type Shared<T> = { ok: true; value: T } | { ok: false };

export class RateLimits {
  private downUntil = 0;
  constructor(
    private readonly limiter: Limiter,
    private readonly scale: number,
    private readonly opts: RateLimitsOptions = {},
  ) {}

  /** Throws 429 with Retry-After when `name` is exhausted for `subject`. */
  async consume(name: LimitName, subject: string): Promise<void> {
    const rule: LimitRule = LIMITS[name];
    const key = this.key(name, subject);
    const limit = rule.limit * this.scale;
    const shared = await this.shared((l) => l.hit(key, limit, rule.windowMs));
    let r: { allowed: boolean; retryAfterMs: number };
    if (shared.ok) r = shared.value;
    else if (rule.whenRedisDown === 'open' || !this.opts.fallback) return;
    else r = await this.opts.fallback.hit(key, limit, rule.windowMs);
    if (!r.allowed) throw AppError.rateLimited(r.retryAfterMs / 1000);
  }

  /** Takes back one hit of `name` for `subject` (the attempt turned out not to count). */
  async refund(name: LimitName, subject: string): Promise<void> {
    const key = this.key(name, subject);
    await this.opts.fallback?.undo(key);
    await this.shared((l) => l.undo(key));
  }

  reset(name: LimitName, subject: string): Promise<void> {
    const key = this.key(name, subject);
    return Promise.all([this.opts.fallback?.reset(key), this.shared((l) => l.reset(key))]).then(() => undefined);
  }

  /**
   * Before a password is checked (player or staff `realm`): counts the attempt against the address, the account from
   * that address and the account, and throws 429 when any is exhausted. Counting first, and taking the count back
   * when the password was right (`loginSucceeded`), means parallel guesses cannot slip past the limit while only
   * failures count in the end.
   */
  async loginAttempt(realm: 'player' | 'staff', account: string, ip: string): Promise<void> {
    const k = loginKeys(realm, account, ip);
    await this.consume('loginPerIp', k.ip);
    await this.consume('loginFailuresPerAccountIp', k.accountIp);
    await this.consume('loginFailuresPerAccount', k.account);
  }

  /** The password was right: the attempt was no failure, and the account's count from this address starts again. */
  async loginSucceeded(realm: 'player' | 'staff', account: string, ip: string): Promise<void> {
    const k = loginKeys(realm, account, ip);
    await Promise.all([this.refund('loginPerIp', k.ip), this.reset('loginFailuresPerAccountIp', k.accountIp), this.refund('loginFailuresPerAccount', k.account)]);
  }

  private key(name: LimitName, subject: string): string {
    return `${name}:${subject.toLowerCase()}`;
  }

  /**
   * Runs `op` on the shared limiter; `{ok: false}` when it fails or does not answer in time (Redis away). After a
   * failure the shared limiter is left alone for `retryMs`, so a request does not wait for it once per rule.
   */
  private async shared<T>(op: (l: Limiter) => Promise<T>): Promise<Shared<T>> {
    if (!this.opts.fallback) return { ok: true, value: await op(this.limiter) };
    if (Date.now() < this.downUntil) return { ok: false };
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the rate limiter did not answer in time')), this.opts.timeoutMs ?? 1500);
      });
      return { ok: true, value: await Promise.race([op(this.limiter), timeout]) };
    } catch (err) {
      if (Date.now() >= this.downUntil) {
        this.opts.log?.warn({ err }, 'rate limits: Redis unavailable; counting in this process (fail-open for everyday limits)');
      }
      this.downUntil = Date.now() + (this.opts.retryMs ?? 5000);
      return { ok: false };
    } finally {
      clearTimeout(timer);
    }
  }
}

function loginKeys(realm: 'player' | 'staff', account: string, ip: string) {
  const p = realm === 'staff' ? 'staff:' : '';
  return { ip: `${p}${ip}`, accountIp: `${p}${account}|${ip}`, account: `${p}${account}` };
}
