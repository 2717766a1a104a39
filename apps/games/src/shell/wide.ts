import { useSyncExternalStore } from 'react';

/** From this width the game is laid out in columns, with the history and fairness panels open beside the stage. */
export const WIDE = '(min-width: 1024px)';
/** `${WIDE_MEDIA} { … }` in a styled component: a game's rules for desktop width (e.g. a larger board). */
export const WIDE_MEDIA = `@media ${WIDE}`;

function subscribeWide(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isWide = () => typeof matchMedia === 'function' && matchMedia(WIDE).matches;

/** True at desktop width (`WIDE`), following the window as it is resized. */
export function useWide(): boolean {
  return useSyncExternalStore(subscribeWide, isWide, () => false);
}
