import type { Bus, BusMessage } from './bus';

interface Entry<V> {
  value: V;
  /** The player (or other owner) whose change drops the entry. */
  group: bigint;
  /** When the value was read; the entry is trusted for `ttlMs` after it. */
  readAt: number;
  /** The bus's epoch at the read: a reconnect of the bus (events may have been lost meanwhile) makes it stale. */
  epoch: number;
}

/** What a bus message drops: every entry of `group`, or only those `match` accepts; or every entry (`'all'`). */
export type Drop<V> = { group: bigint; match?: (value: V) => boolean } | 'all';

/** The player id of a `player:{id}` room, or null. */
export function playerOfRoom(room: string): bigint | null {
  if (!room.startsWith('player:')) return null;
  try {
    return BigInt(room.slice('player:'.length));
  } catch {
    return null;
  }
}

/**
 * A read-through cache of database rows that the bus keeps honest across processes (issue 15): the session lookup of
 * every authenticated call (auth/session-cache.ts) and the balance a player's pages poll (wallet).
 *
 * Whoever changes a cached row publishes an event on the bus after the commit; every process hears it and drops the
 * entries of that row's group (its player). The changing process drops its own at once too. So the cache trusts an
 * entry only while the bus is connected, and since the connection it was read under: while the bus is away every
 * read goes to the database. An entry is re-read after `ttlMs` in any case: the bound on what a lost event (a process
 * killed between its commit and its publish) can cost.
 *
 * A read that started before a drop of the same group is not stored (it may have seen the row before the commit):
 * each read takes a ticket, each drop stamps the group, and `put` compares the two.
 */
export class BusCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysOf = new Map<bigint, Set<string>>();
  /** The ticket counter: reads and drops in the order they happened on this process. */
  private clock = 0;
  /** The ticket of each group's latest drop (pruned with the entries). */
  private readonly droppedAt = new Map<bigint, number>();
  /** Reads with a ticket up to here are refused (the stamps before it were forgotten). */
  private floor = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: Bus,
    private readonly ttlMs: number,
    /** Which bus messages drop what. */
    dropsOf: (m: BusMessage) => Drop<V> | null,
    private readonly maxEntries = 100_000,
  ) {
    this.unsubscribe = bus.onMessage((m) => {
      const d = dropsOf(m);
      if (d === 'all') this.dropAll();
      else if (d) this.drop(d.group, d.match);
    });
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The cached value of `key`, when it can be trusted right now; else undefined (read the database). */
  get(key: string, now = Date.now()): V | undefined {
    if (!this.enabled) return undefined;
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (now - e.readAt > this.ttlMs || e.epoch !== this.bus.epoch() || !this.bus.live()) {
      this.delete(key);
      return undefined;
    }
    return e.value;
  }

  /** Taken before the database read whose result may be stored with `put`. */
  ticket(): number {
    return ++this.clock;
  }

  /** Stores a value read from the database under `ticket` (unless its group was dropped since). */
  put(key: string, group: bigint, value: V, ticket: number, now = Date.now()): void {
    if (!this.enabled || !this.bus.live()) return;
    if (ticket <= this.floor || (this.droppedAt.get(group) ?? 0) >= ticket) return;
    if (this.entries.size >= this.maxEntries) this.prune(now);
    const old = this.entries.get(key);
    if (old && old.group !== group) this.unindex(key, old.group);
    this.entries.set(key, { value, group, readAt: now, epoch: this.bus.epoch() });
    let keys = this.keysOf.get(group);
    if (!keys) this.keysOf.set(group, (keys = new Set()));
    keys.add(key);
  }

  /** A group's rows changed (or only those `match` accepts): forget them on this process. */
  drop(group: bigint, match?: (value: V) => boolean): void {
    // Too many drop stamps (a busy day of money moves): forget them all, and refuse every read that started before
    // now instead.
    if (this.droppedAt.size >= this.maxEntries) {
      this.droppedAt.clear();
      this.floor = this.clock;
    }
    this.droppedAt.set(group, ++this.clock);
    const keys = this.keysOf.get(group);
    if (!keys) return;
    for (const key of keys) {
      const e = this.entries.get(key);
      if (e && (!match || match(e.value))) this.delete(key);
    }
  }

  /** Every row may have changed (a catalogue edit): forget everything, and refuse every read that started before now. */
  dropAll(): void {
    this.entries.clear();
    this.keysOf.clear();
    this.droppedAt.clear();
    this.floor = ++this.clock;
  }

  /** Forgets one entry. */
  delete(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.unindex(key, e.group);
  }

  get size(): number {
    return this.entries.size;
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
    this.keysOf.clear();
    this.droppedAt.clear();
    this.floor = this.clock;
  }

  private unindex(key: string, group: bigint): void {
    const keys = this.keysOf.get(group);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) this.keysOf.delete(group);
  }

  /** Full: drop what is stale, then the oldest reads (a Map iterates in insertion order) down to three quarters. */
  private prune(now: number): void {
    for (const [key, e] of this.entries) if (now - e.readAt > this.ttlMs) this.delete(key);
    for (const [key] of this.entries) {
      if (this.entries.size < this.maxEntries * 0.75) break;
      this.delete(key);
    }
  }
}

/** A session as a SessionStore holds it: when it was last touched and when it expires (ms since the epoch). */
export interface ExpiringEntry {
  lastSeen: number;
  expiresAt: number;
}

/**
 * A BusCache of bearer-token lookups by token hash (the site's sessions, auth/session-cache.ts; the games',
 * games/game-session-cache.ts): an entry is never trusted past the session's own expiry, and the last write of its
 * sliding `last_seen_at` is remembered so the next waits its minute. What drops an entry is each store's own.
 */
export class SessionStore<V extends ExpiringEntry> {
  protected readonly cache: BusCache<V>;

  constructor(bus: Bus, ttlMs: number, dropsOf: (m: BusMessage) => Drop<V> | null, maxEntries = 100_000) {
    this.cache = new BusCache<V>(bus, ttlMs, dropsOf, maxEntries);
  }

  get enabled(): boolean {
    return this.cache.enabled;
  }

  /** The cached session of a token hash, when it can be trusted right now; else null (read the database). */
  get(tokenHash: string, now = Date.now()): V | null {
    const s = this.cache.get(tokenHash, now);
    if (!s) return null;
    if (now >= s.expiresAt) {
      this.cache.delete(tokenHash);
      return null;
    }
    return s;
  }

  /** Taken before the database read whose result may be stored with `put`. */
  ticket(): number {
    return this.cache.ticket();
  }

  /** The sliding `last_seen_at` (and, where it slides too, the expiry) was written. */
  touched(tokenHash: string, lastSeen: number, expiresAt?: number): void {
    const s = this.cache.get(tokenHash);
    if (!s) return;
    s.lastSeen = lastSeen;
    if (expiresAt !== undefined) s.expiresAt = expiresAt;
  }

  get size(): number {
    return this.cache.size;
  }

  close(): void {
    this.cache.close();
  }
}
