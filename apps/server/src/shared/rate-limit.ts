import type { Redis } from 'ioredis';
import { AppError } from './errors';

export interface Limiter {
  /** Count one hit on `key`; `allowed` false once more than `limit` hits fall in the window. */
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
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
  async reset(key: string) {
    this.windows.delete(key);
  }
  private sweep(now: number) {
    this.lastSweep = now;
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

/** Fixed-window counters in Redis, shared by every server process behind the load balancer. */
export class RedisLimiter implements Limiter {
  constructor(private readonly redis: Redis) {}
  async hit(key: string, limit: number, windowMs: number) {
    const k = `khela:rl:${key}`;
    const res = await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
    const count = Number(res?.[0]?.[1] ?? 0);
    const ttl = Number(res?.[2]?.[1] ?? windowMs);
    return { allowed: count <= limit, retryAfterMs: ttl > 0 ? ttl : windowMs };
  }
  async reset(key: string) {
    await this.redis.del(`khela:rl:${key}`);
  }
}

export interface LimitRule {
  limit: number;
  windowMs: number;
}

/** The limits, per IP and per account. Scaled by RATE_LIMIT_SCALE (tests raise it). */
export const LIMITS = {
  loginPerIp: { limit: 30, windowMs: 10 * 60_000 },
  /** Every attempt counts; a successful login clears it. */
  loginPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  signupPerIp: { limit: 10, windowMs: 60 * 60_000 },
  otpSendPerIp: { limit: 10, windowMs: 10 * 60_000 },
  otpSendPerAccount: { limit: 3, windowMs: 10 * 60_000 },
  otpCheckPerIp: { limit: 20, windowMs: 10 * 60_000 },
  otpCheckPerAccount: { limit: 10, windowMs: 10 * 60_000 },
  verifySendPerAccount: { limit: 10, windowMs: 60 * 60_000 },
  verifyCheckPerAccount: { limit: 20, windowMs: 10 * 60_000 },
  captchaPerIp: { limit: 60, windowMs: 10 * 60_000 },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;

export class RateLimits {
  constructor(
    private readonly limiter: Limiter,
    private readonly scale: number,
  ) {}
  /** Throws 429 with Retry-After when `name` is exhausted for `subject`. */
  async consume(name: LimitName, subject: string): Promise<void> {
    const rule = LIMITS[name];
    const r = await this.limiter.hit(`${name}:${subject.toLowerCase()}`, rule.limit * this.scale, rule.windowMs);
    if (!r.allowed) throw AppError.rateLimited(r.retryAfterMs / 1000);
  }
  reset(name: LimitName, subject: string): Promise<void> {
    return this.limiter.reset(`${name}:${subject.toLowerCase()}`);
  }
}
