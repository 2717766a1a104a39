import { useSyncExternalStore } from 'react';
import { GAME_REVEAL_MESSAGE, type GameRevealMessage } from '@khela/domain';

/**
 * The balance a game in the frame holds while its result is revealed (GameRevealMessage from apps/games): the page's
 * balance shows it instead of the settled one until the game lets go. A hold never outlives HOLD_LIMIT_MS (a frame
 * closed mid-animation sends nothing more).
 */
const HOLD_LIMIT_MS = 60_000;

let held: string | null = null;
let limit: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function setHeld(value: string | null) {
  if (limit) clearTimeout(limit);
  limit = value === null ? null : setTimeout(() => setHeld(null), HOLD_LIMIT_MS);
  if (value === held) return;
  held = value;
  listeners.forEach((l) => l());
}

function isReveal(data: unknown): data is GameRevealMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === GAME_REVEAL_MESSAGE;
}

function onMessage(e: MessageEvent) {
  // Only our own games app (served from this origin under /play/) speaks for the balance.
  if (e.origin !== window.location.origin || !isReveal(e.data)) return;
  setHeld(e.data.held && typeof e.data.balance === 'string' ? e.data.balance : null);
}

function subscribe(listener: () => void) {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('message', onMessage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('message', onMessage);
      setHeld(null);
    }
  };
}

/** `live`, or the balance a game in the frame holds while its result is still being revealed. */
export function useGameRevealBalance<T extends string | undefined | null>(live: T): T | string {
  const h = useSyncExternalStore(subscribe, () => held, () => null);
  return h ?? live;
}
