import { startTransition, useEffect, useState } from 'react';

/** Runs `cb` once the browser is idle after the first paint (a timeout where requestIdleCallback is missing). */
export function whenIdle(cb: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(cb, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(cb, 1500);
  return () => window.clearTimeout(id);
}

/**
 * False on the first render, true once the browser is idle: parts of the shell nobody sees at first (the side menu,
 * the support sheet) mount then, so their chunks download after the first screen, not with it. The change is a
 * transition: React renders what it mounts in slices instead of one task (issue 15).
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}
