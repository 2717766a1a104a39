import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { LiveEventName, LiveEvents } from '@khela/domain';
import { redisClient, redisReady, type RedisLog } from '../shared/redis';

/** Rooms: `player:{id}`, every logged-in player (`players`: broadcasts), the support agents (`staff:support`), Crash's
 *  shared rounds, an exchange market or event (public). */
/** `servers`: from process to process only (no socket joins it), e.g. what drops every process's cached rows. */
export type Room = `player:${string}` | `market:${string}` | `event:${string}` | `live:${string}` | 'public' | 'crash' | 'players' | 'staff:support' | 'servers';

export interface BusMessage<K extends LiveEventName = LiveEventName> {
  room: Room;
  event: K;
  data: LiveEvents[K];
}

export type BusHandler = (msg: BusMessage) => void;

/**
 * Told, for each message this process receives, how long it took from its publish to its delivery here (seconds):
 * the metrics' khela_bus_lag_seconds. Across processes the publisher's clock stamps it, so skew between hosts shows.
 */
export type BusLagObserver = (seconds: number) => void;

/** Fan-out of live events to every server process that holds a socket in the room. */
export interface Bus {
  /**
   * Best-effort: live events are hints (the apps also poll), so publishing never rejects; a failure (Redis away) is
   * logged and the event lost. Callers publish after their commit and must not let it decide the answer.
   */
  publish<K extends LiveEventName>(room: Room, event: K, data: LiveEvents[K]): Promise<void>;
  /** Receive every message published by any process. */
  onMessage(handler: BusHandler): () => void;
  /**
   * Whether this process receives what the others publish right now. Caches that rely on the bus for invalidation
   * (the session cache) trust themselves only while it is true.
   */
  live(): boolean;
  /** Counts the bus's (re)connections: what was cached under an earlier epoch may have missed an event. */
  epoch(): number;
  close(): Promise<void>;
}

/** One process: an EventEmitter. */
export class LocalBus implements Bus {
  private readonly ee = new EventEmitter().setMaxListeners(0);
  /** One process: delivery is synchronous, so the lag observed is ~0 (the count still says how many went by). */
  constructor(private readonly onLag?: BusLagObserver) {}
  async publish<K extends LiveEventName>(room: Room, event: K, data: LiveEvents[K]) {
    const at = this.onLag ? performance.now() : 0;
    try {
      this.ee.emit('m', { room, event, data });
    } catch {
      /* a handler's failure is not the publisher's */
    }
    this.onLag?.((performance.now() - at) / 1000);
  }
  onMessage(handler: BusHandler) {
    this.ee.on('m', handler);
    return () => void this.ee.off('m', handler);
  }
  /** One process: nothing can be missed. */
  live() {
    return true;
  }
  epoch() {
    return 0;
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
  private subscribed = false;
  private connections = 0;

  constructor(
    url: string,
    private readonly log?: RedisLog,
    onLag?: BusLagObserver,
  ) {
    // Publishing fails fast while Redis is away (see FAIL_FAST); the subscriber keeps ioredis's defaults (its
    // SUBSCRIBE may wait for the connection, and it resubscribes by itself after a reconnect).
    this.pub = redisClient(url, log, 'live events: publish');
    this.sub = redisClient(url, log, 'live events: subscribe', { connectTimeout: 2000 });
    // Live from the moment the channel's SUBSCRIBE is answered until the connection drops; each answer after a
    // (re)connection is a new epoch. ioredis resubscribes by itself on 'ready'; our own SUBSCRIBE after it is answered
    // after that one (a connection answers in order), so when it resolves the channel is listened to again.
    const listening = () => {
      this.connections++;
      this.subscribed = true;
    };
    this.ready = Promise.all([this.sub.subscribe(CHANNEL).then(listening), redisReady(this.pub)]);
    // Awaited by whenReady(); a bus closed before Redis ever answered must not leave an unhandled rejection.
    this.ready.catch(() => undefined);
    this.sub.on('ready', () => {
      if (this.connections > 0) this.sub.subscribe(CHANNEL).then(listening, () => undefined);
    });
    this.sub.on('close', () => {
      this.subscribed = false;
    });
    this.sub.on('message', (_channel: string, raw: string) => {
      try {
        const m = JSON.parse(raw) as BusMessage & { at?: number };
        // Stamped by the publisher (ms since the epoch); a message from an older process has none.
        if (onLag && typeof m.at === 'number') onLag(Math.max(0, Date.now() - m.at) / 1000);
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
      await this.pub.publish(CHANNEL, JSON.stringify({ room, event, data, at: Date.now() }));
    } catch (err) {
      if (Date.now() - this.lastFailureLog < 10_000) return;
      this.lastFailureLog = Date.now();
      this.log?.warn({ err, room, event }, 'live event not published: Redis unavailable (events are lost until it is back)');
    }
  }
  onMessage(handler: BusHandler) {
    return this.local.onMessage(handler);
  }
  live() {
    return this.subscribed && this.sub.status === 'ready';
  }
  epoch() {
    return this.connections;
  }
  async close() {
    this.subscribed = false;
    await this.local.close();
    this.sub.disconnect();
    this.pub.disconnect();
  }
}
