import { createStore, prefetchFirstScreen } from '@khela/api';

/** The one store of the desktop app: session + the shared RTK Query cache. */
export const store = createStore();
// The first screen's data starts with the app, not after the splash (the home's banners are its largest paint).
prefetchFirstScreen(store, window.location.pathname);
