import { contentApi } from './endpoints/content';
import { gamesApi } from './endpoints/games';
import type { AppStore } from './store';

/**
 * Starts the first screen's data with the app instead of after the splash: the logo and the site settings every
 * page waits for and, on the home page, its banners and game counts (the banners are the page's largest paint on a
 * phone). Prefetches hold no subscription: the screens that mount next subscribe to the same requests.
 */
export function prefetchFirstScreen(store: AppStore, path: string): void {
  store.dispatch(contentApi.util.prefetch('getLogo', undefined, {}));
  store.dispatch(contentApi.util.prefetch('getGeneral', undefined, {}));
  if (path === '/') {
    store.dispatch(contentApi.util.prefetch('getSliders', undefined, {}));
    store.dispatch(gamesApi.util.prefetch('getGameCounts', undefined, {}));
  }
}
