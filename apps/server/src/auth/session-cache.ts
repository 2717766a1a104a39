import { SessionStore, playerOfRoom } from '../realtime/bus-cache';
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

/**
 * The bearer-token lookup of every authenticated call, kept in memory (issue 15: it was one query per call), by
 * token hash, in a SessionStore (realtime/bus-cache.ts: what makes it safe across processes).
 *
 * A revoked token must fail at once on every process: every revocation (logout, password change or reset) publishes
 * `session.ended` after its commit, and each process drops the entries it names. The revoking process drops its own
 * at once, without waiting for the bus. An entry is never trusted past the session's own expiry.
 */
export class SessionCache extends SessionStore<CachedSession> {
  constructor(bus: Bus, ttlMs: number, maxEntries = 100_000) {
    super(
      bus,
      ttlMs,
      (m) => {
        if (m.event !== 'session.ended') return null;
        const group = playerOfRoom(m.room);
        if (group === null) return null;
        const ended = (m.data as { session_id: string | null }).session_id;
        return ended === null ? { group } : { group, match: (s: CachedSession) => String(s.sessionId) === ended };
      },
      maxEntries,
    );
  }

  /** Stores a session read from the database under `ticket` (unless the player's sessions were revoked since). */
  put(tokenHash: string, s: CachedSession, ticket: number, now = Date.now()): void {
    this.cache.put(tokenHash, s.playerId, { ...s }, ticket, now);
  }

  /** A player's session (or all of them, `sessionId` null) ended: forget them on this process. */
  drop(playerId: bigint, sessionId: bigint | null): void {
    this.cache.drop(playerId, sessionId === null ? undefined : (s) => s.sessionId === sessionId);
  }
}
