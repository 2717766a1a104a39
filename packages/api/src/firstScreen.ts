import { contentApi } from './endpoints/content';
import { gamesApi } from './endpoints/games';
import type { AppStore } from './store';

/**
 * Starts the first screen's data with the app instead of after the splash: the logo and the site settings every
 * page waits for and, on the home page, its banners and game counts (the banners are the page's largest paint on a
 * phone). Prefetches hold no subscription: the screens that mount next subscribe to the same requests. Settles once
 * every one of them has been answered (or has failed), for an app that renders its first page with them.
 */
export function prefetchFirstScreen(store: AppStore, path: string): Promise<void> {
  const requests: PromiseLike<unknown>[] = [
    store.dispatch(contentApi.endpoints.getLogo.initiate(undefined, { subscribe: false })),
    store.dispatch(contentApi.endpoints.getGeneral.initiate(undefined, { subscribe: false })),
  ];
  if (path === '/') {
    requests.push(store.dispatch(contentApi.endpoints.getSliders.initiate(undefined, { subscribe: false })));
    requests.push(store.dispatch(gamesApi.endpoints.getGameCounts.initiate(undefined, { subscribe: false })));
  }
  return Promise.allSettled(requests).then(() => undefined);
}
