import type { LiveClientMessage, LiveEventName, LiveEvents, LiveMessage } from '@khela/domain';
import { getApiBase } from './baseQuery';

type Handler<K extends LiveEventName> = (data: LiveEvents[K]) => void;
/** The public rooms this client joins: Crash's shared rounds, a live table (`live:{table_id}`). */
export type PublicRoom = 'crash' | `live:${string}`;

/**
 * The live channel (GET /ws): one socket per logged-in tab, authenticated by its first message,
 * reconnecting with backoff. Endpoints subscribe in `onCacheEntryAdded` and write into the cache.
 */
export class LiveClient {
  private ws: WebSocket | null = null;
  private handlers = new Map<LiveEventName, Set<Handler<LiveEventName>>>();
  private retry = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private readonly rooms = new Set<PublicRoom>();

  /** `token`: a player's session token or a game session token, or (`as: 'staff'`) a console session token; null
   *  watches public rooms only. */
  constructor(
    private token: string | null,
    private readonly as: 'player' | 'staff' = 'player',
  ) {
    this.open();
  }

  private url(): string {
    const base = getApiBase() || `${location.protocol}//${location.host}`;
    return base.replace(/^http/, 'ws') + '/ws';
  }

  private open() {
    if (this.closed || typeof WebSocket === 'undefined') return;
    const ws = new WebSocket(this.url());
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 0;
      if (this.token) this.send(this.as === 'staff' ? { type: 'staff-auth', token: this.token } : { type: 'auth', token: this.token });
      for (const room of this.rooms) this.send({ type: 'subscribe', room });
    };
    ws.onmessage = (ev) => {
      let msg: LiveMessage;
      try {
        msg = JSON.parse(String(ev.data)) as LiveMessage;
      } catch {
        return;
      }
      this.handlers.get(msg.event)?.forEach((h) => h(msg.data));
    };
    ws.onclose = (ev) => {
      this.ws = null;
      if (this.closed || ev.code === 4401) return; // 4401: token refused, do not hammer
      const delay = Math.min(30_000, 500 * 2 ** this.retry++);
      this.timer = setTimeout(() => this.open(), delay);
    };
  }

  private send(m: LiveClientMessage) {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m));
  }

  on<K extends LiveEventName>(event: K, h: Handler<K>): () => void {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(h as Handler<LiveEventName>);
    return () => set!.delete(h as Handler<LiveEventName>);
  }

  /** Joins a public room (now and after every reconnect). */
  subscribe(room: PublicRoom): void {
    this.rooms.add(room);
    this.send({ type: 'subscribe', room });
  }

  /** Leaves a live table's room (a player who changes tables); Crash's room stays for the socket's life. */
  unsubscribe(room: `live:${string}`): void {
    if (!this.rooms.delete(room)) return;
    this.send({ type: 'unsubscribe', room });
  }

  /** Says "typing" in a conversation (the server relays it to the other side). Call it at most once a second. */
  typing(chatId: number): void {
    this.send({ type: 'typing', chat_id: chatId });
  }

  close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.ws?.close();
  }
}

type Shared = { token: string; client: LiveClient; users: number };
const sharedBy: Record<'player' | 'staff', Shared | null> = { player: null, staff: null };

/** A reference-counted live client for this token (a player's, or with `as: 'staff'` a console session's); call the
 *  returned release when done. */
export function acquireLive(token: string, as: 'player' | 'staff' = 'player'): { client: LiveClient; release: () => void } {
  let shared = sharedBy[as];
  if (!shared || shared.token !== token) {
    shared?.client.close();
    shared = sharedBy[as] = { token, client: new LiveClient(token, as), users: 0 };
  }
  const entry = shared;
  entry.users++;
  return {
    client: entry.client,
    release: () => {
      entry.users--;
      if (entry.users <= 0 && sharedBy[as] === entry) {
        entry.client.close();
        sharedBy[as] = null;
      }
    },
  };
}
