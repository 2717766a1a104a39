import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { LIVE_GAMES, ORIGINALS, type LiveGame, type OriginalGame } from '@khela/domain';

type GameModule = { default: ComponentType };

/** Every game folder's entry, each loaded on demand as its own chunk. */
const modules = import.meta.glob<GameModule>('./*/index.tsx');

/** Game code → its lazily loaded screen (`./<code>/index.tsx`); null when the build has no such game. */
export const GAMES: Record<OriginalGame, LazyExoticComponent<ComponentType> | null> = Object.fromEntries(
  ORIGINALS.map((code) => {
    const load = modules[`./${code}/index.tsx`];
    return [code, load ? lazy(load) : null];
  }),
) as Record<OriginalGame, LazyExoticComponent<ComponentType> | null>;

/** Every live table game (issue 34) opens the one live table screen (`./live/index.tsx`), which reads the session's game. */
const loadLive = modules['./live/index.tsx'];
const LIVE_TABLE: LazyExoticComponent<ComponentType> | null = loadLive ? lazy(loadLive) : null;

export function isLiveGame(code: string): code is LiveGame {
  return (LIVE_GAMES as readonly string[]).includes(code);
}

export function gameFor(code: string): LazyExoticComponent<ComponentType> | null {
  if (isLiveGame(code)) return LIVE_TABLE;
  return (ORIGINALS as readonly string[]).includes(code) ? GAMES[code as OriginalGame] : null;
}
