import type { LiveClientMessage, LiveEvents } from '@khela/domain';
import { getApiBase } from '../baseQuery';

/** The exchange's public rooms on /ws: a market's (`exchange.market`) and an event's (Bookmaker, Fancy, `exchange.score`). */
export type ExchangeRoom = Extract<LiveClientMessage, { type: 'unsubscribe' }>['room'];
export type ExchangeRoomEvent = 'exchange.market' | 'exchange.score';
type Handler = (data: LiveEvents[ExchangeRoomEvent]) => void;

/**
 * One public socket for the exchange's rooms, shared by every cache entry that watches one. Public rooms need no login
 * (visitors see live odds too), so this is not the player's authenticated `LiveClient` (whose `subscribe` knows only
 * Crash's room and cannot leave one). Rooms are reference-counted: `{type:'subscribe', room}` when the first watcher
 * joins (and again after every reconnect), `{type:'unsubscribe', room}` when the last one leaves; the socket closes
 * when no room is watched.
 */
class ExchangeRoomsSocket {
  private ws: WebSocket | null = null;
  private readonly rooms = new Map<ExchangeRoom, number>();
  private readonly handlers = new Map<ExchangeRoomEvent, Set<Handler>>();
  private retry = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** True while the socket is open: the screens poll slowly (or not) then, and at the spec's rate while it is down. */
  connected = false;
  private readonly statusListeners = new Set<() => void>();

  private setConnected(v: boolean) {
    if (this.connected === v) return;
    this.connected = v;
    this.statusListeners.forEach((l) => l());
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private url(): string {
    const base = getApiBase() || `${location.protocol}//${location.host}`;
    return base.replace(/^http/, 'ws') + '/ws';
  }

  private open() {
    if (this.ws || this.timer || typeof WebSocket === 'undefined') return;
    const ws = new WebSocket(this.url());
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 0;
      this.setConnected(true);
      for (const room of this.rooms.keys()) this.send({ type: 'subscribe', room });
    };
    ws.onmessage = (ev) => {
      let msg: { event?: string; data?: unknown };
      try {
        msg = JSON.parse(String(ev.data)) as { event?: string; data?: unknown };
      } catch {
        return;
      }
      if (msg.event === 'exchange.market' || msg.event === 'exchange.score') {
        this.handlers.get(msg.event)?.forEach((h) => h(msg.data as LiveEvents[ExchangeRoomEvent]));
      }
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.setConnected(false);
      if (this.rooms.size === 0) return;
      const delay = Math.min(30_000, 500 * 2 ** this.retry++);
      this.timer = setTimeout(() => {
        this.timer = null;
        if (this.rooms.size > 0) this.open();
      }, delay);
    };
  }

  private send(m: LiveClientMessage) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m));
  }

  watch<K extends ExchangeRoomEvent>(room: ExchangeRoom, event: K, handler: (data: LiveEvents[K]) => void): () => void {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    const h = handler as Handler;
    set.add(h);
    const n = this.rooms.get(room) ?? 0;
    this.rooms.set(room, n + 1);
    if (n === 0) this.send({ type: 'subscribe', room });
    this.open();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      set.delete(h);
      const left = (this.rooms.get(room) ?? 1) - 1;
      if (left > 0) {
        this.rooms.set(room, left);
        return;
      }
      this.rooms.delete(room);
      this.send({ type: 'unsubscribe', room });
      if (this.rooms.size === 0) this.shut();
    };
  }

  private shut() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.retry = 0;
    const ws = this.ws;
    this.ws = null;
    this.setConnected(false);
    ws?.close();
  }
}

const shared = new ExchangeRoomsSocket();

/**
 * Listens to `event` pushes while watching `room`; call the returned function to stop (the room is left when its last
 * watcher stops). The handler gets every push of that name on the shared socket: filter by market or event id.
 */
export function watchExchangeRoom<K extends ExchangeRoomEvent>(room: ExchangeRoom, event: K, handler: (data: LiveEvents[K]) => void): () => void {
  return shared.watch(room, event, handler);
}

/** Whether the exchange's live socket is open now (false before the first room is watched and while reconnecting). */
export function exchangeLiveConnected(): boolean {
  return shared.connected;
}

/** Calls `listener` whenever the live socket opens or closes; returns the unsubscribe (for `useSyncExternalStore`). */
export function onExchangeLiveStatus(listener: () => void): () => void {
  return shared.onStatus(listener);
}
