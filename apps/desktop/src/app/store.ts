import { createStore } from '@khela/api';

/** The one store of the desktop app: session + the shared RTK Query cache. */
export const store = createStore();
