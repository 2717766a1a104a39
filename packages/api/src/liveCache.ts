import type { ChatMessage, LiveEventName, LiveEvents } from '@khela/domain';
import { acquireLive } from './live';

/** What `onCacheEntryAdded` gives an endpoint that listens to the live socket. */
export interface LiveLifecycle {
  getState(): unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

/**
 * While an RTK Query cache entry lives, run `onEvent` for each push of `event` on the live socket: a player's
 * (`as: 'player'`, the session token) or the console's (`as: 'staff'`, the staff session token). `tokenOf` reads the
 * token from the store's state; no token, no socket.
 */
export async function onLiveEvent<K extends LiveEventName>(
  as: 'player' | 'staff',
  tokenOf: (state: unknown) => string | null,
  event: K,
  life: LiveLifecycle,
  onEvent: (data: LiveEvents[K]) => void,
): Promise<void> {
  const token = tokenOf(life.getState());
  if (!token) return;
  try {
    await life.cacheDataLoaded;
  } catch {
    return;
  }
  const { client, release } = acquireLive(token, as);
  const off = client.on(event, onEvent);
  await life.cacheEntryRemoved;
  off();
  release();
}

/** Puts a chat message into a thread kept in id order (a message already there is left as it is). */
export function upsertChatMessage(list: ChatMessage[], m: ChatMessage): void {
  if (list.some((x) => x.id === m.id)) return;
  const at = list.findIndex((x) => x.id > m.id);
  if (at === -1) list.push(m);
  else list.splice(at, 0, m);
}
