import type { Bus } from '../realtime/bus';

/** A player session as the cache holds it: enough to answer `authenticate` without the database. */
export interface CachedSession {
  playerId: bigint;
  sessionId: bigint;
  /** When the session's sliding expiry was last written (ms since the epoch). */
  lastSeen: number;
  /** When the session expires (ms since the epoch), as last read. */
  expiresAt: number;
}

interface Entry extends CachedSession {
  /** When the row was read; the entry is trusted for `ttlMs` after it. */
  readAt: number;
  /** The bus's epoch at the read: a reconnect of the bus (events may have been lost meanwhile) makes it stale. */
  epoch: number;
}

/**
 * The bearer-token lookup of every authenticated call, kept in memory (issue 15: it was one query per call).
 *
 * A revoked token must fail at once on every process, so the cache trusts an entry only while the bus that carries
 * `session.ended` is connected, and since the connection it was read under: every revocation (logout, password
 * change or reset) is published there after its commit, and each process drops the entries it names. The revoking
 * process drops its own at once, without waiting for the bus. While the bus is away every call reads the database
 * (the old behaviour); an entry is also re-read after `ttlMs` in any case, the bound on what a lost event can cost.
 *
 * A read that started before a revocation of the same player is not stored (it may have seen the row before the
 * commit): each read takes a ticket, each revocation stamps the player, and `put` compares the two.
 */
export class SessionCache {
  private readonly byHash = new Map<string, Entry>();
  /** The ticket counter: reads and revocations in the order they happened on this process. */
  private clock = 0;
  /** The ticket of each player's latest revocation (pruned with the entries). */
  private readonly revokedAt = new Map<bigint, number>();
  /** Reads with a ticket up to here are refused (the stamps before it were forgotten). */
  private revokedFloor = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: Bus,
    private readonly ttlMs: number,
    private readonly maxEntries = 100_000,
  ) {
    this.unsubscribe = bus.onMessage((m) => {
      if (m.event !== 'session.ended' || !m.room.startsWith('player:')) return;
      const sessionId = (m.data as { session_id: string | null }).session_id;
      try {
        this.drop(BigInt(m.room.slice('player:'.length)), sessionId === null ? null : BigInt(sessionId));
      } catch {
        /* not a player id */
      }
    });
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The cached session of a token hash, when it can be trusted right now; else null (read the database). */
  get(tokenHash: string, now = Date.now()): CachedSession | null {
    if (!this.enabled) return null;
    const e = this.byHash.get(tokenHash);
    if (!e) return null;
    if (now - e.readAt > this.ttlMs || now >= e.expiresAt || e.epoch !== this.bus.epoch() || !this.bus.live()) {
      this.byHash.delete(tokenHash);
      return null;
    }
    return e;
  }

  /** Taken before the database read whose result may be stored with `put`. */
  ticket(): number {
    return ++this.clock;
  }

  /** Stores a session read from the database under `ticket` (unless the player's sessions were revoked since). */
  put(tokenHash: string, s: CachedSession, ticket: number, now = Date.now()): void {
    if (!this.enabled || !this.bus.live()) return;
    if (ticket <= this.revokedFloor || (this.revokedAt.get(s.playerId) ?? 0) >= ticket) return;
    if (this.byHash.size >= this.maxEntries) this.prune(now);
    this.byHash.set(tokenHash, { ...s, readAt: now, epoch: this.bus.epoch() });
  }

  /** The sliding expiry was written: remember it so the next write waits its minute. */
  touched(tokenHash: string, lastSeen: number, expiresAt: number): void {
    const e = this.byHash.get(tokenHash);
    if (e) {
      e.lastSeen = lastSeen;
      e.expiresAt = expiresAt;
    }
  }

  /** A player's session (or all of them, `sessionId` null) ended: forget them on this process. */
  drop(playerId: bigint, sessionId: bigint | null): void {
    this.revokedAt.set(playerId, ++this.clock);
    for (const [hash, e] of this.byHash) {
      if (e.playerId === playerId && (sessionId === null || e.sessionId === sessionId)) this.byHash.delete(hash);
    }
  }

  get size(): number {
    return this.byHash.size;
  }

  close(): void {
    this.unsubscribe();
    this.byHash.clear();
    this.revokedAt.clear();
    this.revokedFloor = this.clock;
  }

  /** Full: drop what is stale, then the oldest reads (a Map iterates in insertion order) down to three quarters. */
  private prune(now: number): void {
    for (const [hash, e] of this.byHash) if (now - e.readAt > this.ttlMs) this.byHash.delete(hash);
    for (const [hash] of this.byHash) {
      if (this.byHash.size < this.maxEntries * 0.75) break;
      this.byHash.delete(hash);
    }
    // Too many revocation stamps: forget them all, and refuse every read that started before now instead.
    if (this.revokedAt.size > this.maxEntries) {
      this.revokedAt.clear();
      this.revokedFloor = this.clock;
    }
  }
}
