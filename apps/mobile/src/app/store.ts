import { createStore, prefetchFirstScreen } from '@khela/api';
import { watchSessionEnd } from './sessionEnd';

/** The app's store, made before the app's screens are evaluated, so the first screen's data is asked for first. */
export const store = createStore();
/** The first screen's data (the home's banners are its largest paint): asked for with the store, not after the splash. */
export const firstScreenData = prefetchFirstScreen(store, window.location.pathname);
watchSessionEnd(store);
