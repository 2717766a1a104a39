import { Redis, type RedisOptions } from 'ioredis';

export interface RedisLog {
  warn(obj: object, msg: string): void;
}

/**
 * Options of the clients that serve requests (rate limits, publishing live events): while Redis is away a command
 * fails at once instead of waiting in ioredis's offline queue, and one that a connected Redis does not answer fails
 * after a second, so the caller decides what to do without Redis (see RateLimits and RedisBus.publish).
 */
const FAIL_FAST: RedisOptions = {
  enableOfflineQueue: false,
  commandTimeout: 1000,
  connectTimeout: 2000,
  maxRetriesPerRequest: 1,
};

/** A client whose connection errors are logged (at most every 10 s), not thrown; it reconnects by itself. */
export function redisClient(url: string, log: RedisLog | undefined, name: string, options: RedisOptions = FAIL_FAST): Redis {
  const client = new Redis(url, options);
  let lastLog = 0;
  client.on('error', (err: Error) => {
    if (Date.now() - lastLog < 10_000) return;
    lastLog = Date.now();
    log?.warn({ err }, `Redis (${name}): ${err.message}`);
  });
  return client;
}

/** Resolves once the client is connected and ready (a fail-fast client refuses commands before that). */
export function redisReady(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => client.once('ready', () => resolve()));
}
