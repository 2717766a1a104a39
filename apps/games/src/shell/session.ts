import type { GameSessionInfo } from '@khela/domain';

/** The game session survives a reload of the frame (same tab) until it expires. */
const KEY = 'khela.games.session';

export function readStoredSession(): GameSessionInfo | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const info = JSON.parse(raw) as GameSessionInfo;
    return info && typeof info.token === 'string' && info.game?.code ? info : null;
  } catch {
    return null;
  }
}

export function storeSession(info: GameSessionInfo | null): void {
  try {
    if (info) sessionStorage.setItem(KEY, JSON.stringify(info));
    else sessionStorage.removeItem(KEY);
  } catch {
    /* private mode: the session lasts as long as the page */
  }
}

export function sessionExpired(info: Pick<GameSessionInfo, 'expires_at'>, now = Date.now()): boolean {
  const t = Date.parse(info.expires_at);
  return Number.isFinite(t) && t <= now;
}

/** `?launch=` and `?lang=` of the frame's address. */
export function launchParams(search = location.search): { launch: string | null; lang: 'en' | 'bn' } {
  const q = new URLSearchParams(search);
  return { launch: q.get('launch'), lang: q.get('lang') === 'bn' ? 'bn' : 'en' };
}

/** Drops the one-time launch token from the address bar and history (keeps the language). */
export function dropLaunchToken(): void {
  const url = new URL(location.href);
  if (!url.searchParams.has('launch')) return;
  url.searchParams.delete('launch');
  history.replaceState(history.state, '', url.pathname + (url.search === '?' ? '' : url.search) + url.hash);
}
