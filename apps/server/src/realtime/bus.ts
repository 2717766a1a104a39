import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { LiveEventName, LiveEvents } from '@khela/domain';

/** Rooms: `player:{id}` now; `market:{id}` and others come with their features. */
export type Room = `player:${string}` | `market:${string}` | 'public' | 'crash';

export interface BusMessage<K extends LiveEventName = LiveEventName> {
  room: Room;
  event: K;
  data: LiveEvents[K];
}

export type BusHandler = (msg: BusMessage) => void;

/** Fan-out of live events to every server process that holds a socket in the room. */
export interface Bus {
  publish<K extends LiveEventName>(room: Room, event: K, data: LiveEvents[K]): Promise<void>;
  /** Receive every message published by any process. */
  onMessage(handler: BusHandler): () => void;
  close(): Promise<void>;
}

/** One process: an EventEmitter. */
export class LocalBus implements Bus {
  private readonly ee = new EventEmitter().setMaxListeners(0);
  async publish<K extends LiveEventName>(room: Room, event: K, data: LiveEvents[K]) {
    this.ee.emit('m', { room, event, data });
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

  constructor(url: string) {
    this.pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.sub = new Redis(url, { lazyConnect: false });
    this.ready = this.sub.subscribe(CHANNEL);
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
    await this.pub.publish(CHANNEL, JSON.stringify({ room, event, data }));
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
