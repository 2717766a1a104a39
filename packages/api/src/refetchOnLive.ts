import type { LiveEventName } from '@khela/domain';
import { api } from './api';
import { acquireLive } from './live';
import type { SessionState } from './session';

type Tag = Parameters<typeof api.util.invalidateTags>[0][number];

/**
 * For `onCacheEntryAdded`: while the cache entry lives, a server push of `event` on the player's socket invalidates
 * `tags`, so an open list or page refetches (an operator's approval, VIP points earned) without polling.
 */
export async function refetchOnLive(
  event: LiveEventName,
  tags: Tag[],
  { getState, dispatch, cacheDataLoaded, cacheEntryRemoved }: {
    getState(): unknown;
    dispatch(action: unknown): unknown;
    cacheDataLoaded: Promise<unknown>;
    cacheEntryRemoved: Promise<unknown>;
  },
): Promise<void> {
  const token = (getState() as { session: SessionState }).session.token;
  if (!token) return;
  try {
    await cacheDataLoaded;
  } catch {
    return;
  }
  const { client, release } = acquireLive(token);
  const off = client.on(event, () => dispatch(api.util.invalidateTags(tags)));
  await cacheEntryRemoved;
  off();
  release();
}
