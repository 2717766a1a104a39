import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { LiveClientMessage } from '@khela/domain';
import type { Bus, Room } from './bus';

export interface LiveAuth {
  /** Resolve a bearer token to its player, or null. */
  authenticate(token: string): Promise<{ playerId: bigint; sessionId: bigint } | null>;
  /** Is the session still valid (not revoked, not expired)? */
  sessionActive(sessionId: bigint): Promise<boolean>;
  /** The console's sockets: a staff session token; agents (role admin or support) join `staff:support`. */
  staff?: {
    authenticate(token: string, ip: string): Promise<{ staffId: bigint; sessionId: bigint; username: string; displayName: string; role: string } | null>;
    sessionActive(token: string, ip: string): Promise<boolean>;
  };
  /** "Typing" in a support conversation: relayed to the other side when the sender may write there. */
  typing?(from: { playerId: bigint } | { staffId: bigint; displayName: string }, chatId: bigint): Promise<void>;
}

const DESK_ROLES = new Set(['admin', 'support']);
const TYPING_EVERY_MS = 1_000;

const AUTH_TIMEOUT_MS = 10_000;
/** A phone shows a few markets at a time (the multi-market page pins some); 50 is plenty and bounds the fan-out. */
const MAX_PUBLIC_ROOMS = 50;

function isPublicRoom(room: unknown): room is Room {
  return room === 'crash' || (typeof room === 'string' && /^(market|event|live):[0-9]{1,18}$/.test(room));
}
const RECHECK_MS = 60_000;

/** Sockets by room on this process; the bus brings events from every process. */
export class LiveHub {
  private readonly rooms = new Map<Room, Set<WebSocket>>();
  private readonly sessions = new WeakMap<WebSocket, bigint>();
  /** Frames sent to sockets since the start (the metrics' counter). */
  sent = 0;
  constructor(bus: Bus) {
    bus.onMessage((m) => {
      const set = this.rooms.get(m.room);
      if (!set) return;
      const frame = JSON.stringify({ event: m.event, data: m.data });
      for (const s of set) {
        if (s.readyState !== s.OPEN) continue;
        s.send(frame);
        this.sent++;
      }
      if (m.event === 'session.ended') {
        // Sockets of ended sessions close at once, on whichever process holds them.
        const ended = (m.data as { session_id: string | null }).session_id;
        for (const s of set) {
          if (ended === null || this.sessions.get(s) === BigInt(ended)) s.close(4401, 'session ended');
        }
      }
    });
  }
  join(room: Room, s: WebSocket, sessionId?: bigint) {
    if (sessionId !== undefined) this.sessions.set(s, sessionId);
    let set = this.rooms.get(room);
    if (!set) this.rooms.set(room, (set = new Set()));
    set.add(s);
  }
  leave(room: Room, s: WebSocket) {
    const set = this.rooms.get(room);
    if (!set) return;
    set.delete(s);
    if (set.size === 0) this.rooms.delete(room);
  }
  get socketCount(): number {
    let n = 0;
    for (const s of this.rooms.values()) n += s.size;
    return n;
  }
}

/** GET /ws: the first client message must be `{type:'auth', token}`; then the socket joins `player:{id}`. */
export function registerLiveRoute(app: FastifyInstance, hub: LiveHub, auth: LiveAuth): void {
  app.get('/ws', { websocket: true }, (socket: WebSocket, req) => {
    let room: Room | null = null;
    let who: { playerId: bigint } | { staffId: bigint; displayName: string } | null = null;
    let lastTyping = 0;
    const publicRooms = new Set<Room>();
    let recheck: NodeJS.Timeout | null = null;
    const authTimer = setTimeout(() => socket.close(4401, 'auth timeout'), AUTH_TIMEOUT_MS);

    socket.on('message', async (raw) => {
      let msg: LiveClientMessage;
      try {
        msg = JSON.parse(String(raw)) as LiveClientMessage;
      } catch {
        socket.close(4400, 'bad message');
        return;
      }
      if (msg.type === 'ping') {
        socket.send(JSON.stringify({ event: 'pong', data: {} }));
        return;
      }
      if (msg.type === 'subscribe') {
        // Public rooms (Crash's shared rounds, exchange markets and events): no login needed, one subscription per
        // room, at most MAX_PUBLIC_ROOMS per socket.
        if (!isPublicRoom(msg.room) || publicRooms.has(msg.room) || publicRooms.size >= MAX_PUBLIC_ROOMS) return;
        clearTimeout(authTimer);
        publicRooms.add(msg.room);
        hub.join(msg.room, socket);
        socket.send(JSON.stringify({ event: 'ready', data: {} }));
        return;
      }
      if (msg.type === 'unsubscribe') {
        if (typeof msg.room !== 'string' || !publicRooms.delete(msg.room)) return;
        hub.leave(msg.room, socket);
        return;
      }
      if (msg.type === 'typing') {
        // At most one a second per socket; only in a conversation the sender may write in (checked by `typing`).
        const now = Date.now();
        const id = msg.chat_id;
        if (!who || !auth.typing || now - lastTyping < TYPING_EVERY_MS || !Number.isSafeInteger(id) || id <= 0) return;
        lastTyping = now;
        auth.typing(who, BigInt(id)).catch(() => undefined);
        return;
      }
      if (msg.type === 'staff-auth') {
        if (room || !auth.staff || typeof msg.token !== 'string' || msg.token.length > 200) return;
        const token = msg.token;
        const staff = await auth.staff.authenticate(token, req.ip).catch(() => null);
        clearTimeout(authTimer);
        if (!staff || !DESK_ROLES.has(staff.role)) {
          socket.close(4401, 'unauthorized');
          return;
        }
        if (socket.readyState !== socket.OPEN) return;
        room = 'staff:support';
        who = { staffId: staff.staffId, displayName: staff.displayName };
        hub.join(room, socket);
        socket.send(JSON.stringify({ event: 'ready', data: {} }));
        recheck = setInterval(async () => {
          if (!(await auth.staff!.sessionActive(token, req.ip).catch(() => true))) socket.close(4401, 'session ended');
        }, RECHECK_MS);
        return;
      }
      if (msg.type !== 'auth' || room || typeof msg.token !== 'string' || msg.token.length > 200) return;
      const found = await auth.authenticate(msg.token).catch(() => null);
      clearTimeout(authTimer);
      if (!found) {
        socket.close(4401, 'unauthorized');
        return;
      }
      if (socket.readyState !== socket.OPEN) return;
      room = `player:${found.playerId}`;
      who = { playerId: found.playerId };
      hub.join(room, socket, found.sessionId);
      // Every logged-in socket also hears broadcasts to all players (an inbox message to a segment or everyone).
      hub.join('players', socket);
      socket.send(JSON.stringify({ event: 'ready', data: {} }));
      recheck = setInterval(async () => {
        if (!(await auth.sessionActive(found.sessionId).catch(() => true))) socket.close(4401, 'session ended');
      }, RECHECK_MS);
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      if (recheck) clearInterval(recheck);
      if (room) hub.leave(room, socket);
      hub.leave('players', socket);
      for (const r of publicRooms) hub.leave(r, socket);
    });
    socket.on('error', () => socket.terminate());
  });
}
