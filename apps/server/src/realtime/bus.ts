import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { LiveEventName, LiveEvents } from '@khela/domain';
import { redisClient, redisReady, type RedisLog } from '../shared/redis';

/** Rooms: `player:{id}`, every logged-in player (`players`: broadcasts), the support agents (`staff:support`), Crash's
 *  shared rounds, an exchange market or event (public). */
export type Room = `player:${string}` | `market:${string}` | `event:${string}` | 'public' | 'crash' | 'players' | 'staff:support';

export interface BusMessage<K extends LiveEventName = LiveEventName> {
  room: Room;
  event: K;
  data: LiveEvents[K];
}

export type BusHandler = (msg: BusMessage) => void;

/** Fan-out of live events to every server process that holds a socket in the room. */
export interface Bus {
  /**
   * Best-effort: live events are hints (the apps also poll), so publishing never rejects; a failure (Redis away) is
   * logged and the event lost. Callers publish after their commit and must not let it decide the answer.
   */
  publish<K extends LiveEventName>(room: Room, event: K, data: LiveEvents[K]): Promise<void>;
  /** Receive every message published by any process. */
  onMessage(handler: BusHandler): () => void;
  close(): Promise<void>;
}

/** One process: an EventEmitter. */
export class LocalBus implements Bus {
  private readonly ee = new EventEmitter().setMaxListeners(0);
  async publish<K extends LiveEventName>(room: Room, event: K, data: LiveEvents[K]) {
    try {
      this.ee.emit('m', { room, event, data });
    } catch {
      /* a handler's failure is not the publisher's */
    }
  }
  onMessage(handler: BusHandler) {
    this.ee.on('m', handler);
    return () => void this.ee.off('m', handler);
  }
  async close() {
    this.ee.removeAllListeners();
  }
}

const CHANNEL = 'khela:live';

/** Several processes: Redis pub/sub. Every process (this one too) receives what any of them publishes. */
export class RedisBus implements Bus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly local = new LocalBus();
  private ready: Promise<unknown>;
  private lastFailureLog = 0;

  constructor(
    url: string,
    private readonly log?: RedisLog,
  ) {
    // Publishing fails fast while Redis is away (see FAIL_FAST); the subscriber keeps ioredis's defaults (its
    // SUBSCRIBE may wait for the connection, and it resubscribes by itself after a reconnect).
    this.pub = redisClient(url, log, 'live events: publish');
    this.sub = redisClient(url, log, 'live events: subscribe', { connectTimeout: 2000 });
    this.ready = Promise.all([this.sub.subscribe(CHANNEL), redisReady(this.pub)]);
    this.sub.on('message', (_channel: string, raw: string) => {
      try {
        const m = JSON.parse(raw) as BusMessage;
        void this.local.publish(m.room, m.event, m.data);
      } catch {
        /* not ours */
      }
    });
  }
  async whenReady() {
    await this.ready;
  }
  async publish<K extends LiveEventName>(room: Room, event: K, data: LiveEvents[K]) {
    try {
      await this.pub.publish(CHANNEL, JSON.stringify({ room, event, data }));
    } catch (err) {
      if (Date.now() - this.lastFailureLog < 10_000) return;
      this.lastFailureLog = Date.now();
      this.log?.warn({ err, room, event }, 'live event not published: Redis unavailable (events are lost until it is back)');
    }
  }
  onMessage(handler: BusHandler) {
    return this.local.onMessage(handler);
  }
  async close() {
    await this.local.close();
    this.sub.disconnect();
    this.pub.disconnect();
  }
}
