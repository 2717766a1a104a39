import type { AppStore } from '@khela/api';

/**
 * Remembers that a session ended while the app was open (logout, or a 401 from the balance call), so a protected
 * screen sends the player home (spec 1 §4) instead of to /login. Cleared by the next login or once home or /login is
 * reached.
 */
let ended = false;

export function watchSessionEnd(store: AppStore): void {
  let last = store.getState().session.token;
  store.subscribe(() => {
    const token = store.getState().session.token;
    if (last && !token) ended = true;
    if (token) ended = false;
    last = token;
  });
}

export function sessionEnded(): boolean {
  return ended;
}

export function clearSessionEnded(): void {
  ended = false;
}
