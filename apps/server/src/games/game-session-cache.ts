import { SessionStore, playerOfRoom } from '../realtime/bus-cache';
import type { Bus } from '../realtime/bus';
import type { LiveGameSession } from './games.repository';

/** A live game session as the cache holds it: the row `authenticate` answers, and when it was last touched. */
interface CachedGameSession {
  session: LiveGameSession;
  /** When the session's last_seen_at was last written (ms since the epoch). */
  lastSeen: number;
  /** The earlier of the game session's and its site session's expiry, as read (ms since the epoch). */
  expiresAt: number;
}

/**
 * The game-session lookup of every call our games and the providers' wallets make (one query per round before:
 * about as much of PostgreSQL's time as writing the round), kept in memory by token hash in a SessionStore
 * (realtime/bus-cache.ts: what makes it safe across processes), grouped by player.
 *
 * What ends a live game session, and how each process hears it:
 * - its site session ends (logout, password change or reset): `session.ended` on the player's room, which drops
 *   the game sessions launched from that site session (or all of the player's);
 * - a game, provider or game type is added, edited or withdrawn in the console: `games.changed` on `servers`,
 *   which drops every entry (a rare act; the next call of each session reads its row again);
 * - its own or its site session's expiry: an entry is never trusted past the earlier of the two.
 * The changing process drops its own entries at once, without waiting for the bus.
 */
export class GameSessionCache extends SessionStore<CachedGameSession> {
  constructor(bus: Bus, ttlMs: number, maxEntries = 100_000) {
    super(
      bus,
      ttlMs,
      (m) => {
        if (m.event === 'games.changed') return 'all';
        if (m.event !== 'session.ended') return null;
        const group = playerOfRoom(m.room);
        if (group === null) return null;
        const ended = (m.data as { session_id: string | null }).session_id;
        return ended === null ? { group } : { group, match: (c: CachedGameSession) => String(c.session.auth_session_id) === ended };
      },
      maxEntries,
    );
  }

  /** Stores a live session read from the database under `ticket` (unless something dropped it since). */
  put(tokenHash: string, session: LiveGameSession, ticket: number, now = Date.now()): void {
    const expiresAt = Math.min(session.expires_at?.getTime() ?? 0, session.site_expires_at.getTime());
    this.cache.put(tokenHash, session.player_id, { session, lastSeen: session.last_seen_at?.getTime() ?? 0, expiresAt }, ticket, now);
  }

  /** A player's site session (or all of them, `siteSessionId` null) ended on this process: forget their games' sessions. */
  dropSessions(playerId: bigint, siteSessionId: bigint | null): void {
    this.cache.drop(playerId, siteSessionId === null ? undefined : (c) => c.session.auth_session_id === siteSessionId);
  }

  /** The catalogue changed on this process: forget every session at once (the others hear `games.changed`). */
  dropAll(): void {
    this.cache.dropAll();
  }
}
