import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ORIGINALS, type OriginalGame } from '@khela/domain';

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

export function gameFor(code: string): LazyExoticComponent<ComponentType> | null {
  return (ORIGINALS as readonly string[]).includes(code) ? GAMES[code as OriginalGame] : null;
}
