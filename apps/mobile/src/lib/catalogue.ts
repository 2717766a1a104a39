import { useMemo } from 'react';
import { toApiError, useGetProvidersQuery, useGetSystemsQuery } from '@khela/api';
import { GAME_MESSAGES, type GameProvider } from '@khela/domain';

/**
 * The player-facing text of a failed catalogue call (spec 2 §8): the server's message, else 'Failed to fetch …';
 * when there was no answer at all, 'An unexpected error occurred while fetching …'. Null when there is no error.
 */
export function catalogueError(error: unknown, failed: string, unexpected: string): string | null {
  if (!error) return null;
  const e = toApiError(error);
  if (e.status === null) return unexpected;
  return e.message ?? failed;
}

/**
 * The providers of a game type (spec 2 §7): get-system for the type, then get-provider for those systems.
 * `skip` leaves both calls out (e.g. a closed menu section).
 */
export function useTypeProviders(type: string, skip = false) {
  const systems = useGetSystemsQuery(type, { skip });
  const platforms = useMemo(() => (systems.data?.systems ?? []).map((s) => s.system), [systems.data]);
  const providers = useGetProvidersQuery(platforms, { skip: skip || platforms.length === 0 });
  const list: GameProvider[] = useMemo(() => (platforms.length === 0 ? [] : (providers.data?.data ?? [])), [platforms, providers.data]);
  return {
    providers: list,
    loading: systems.isLoading || (platforms.length > 0 && providers.isLoading),
    /** Settled with no provider to show (no systems, or none answered). */
    empty: !systems.isLoading && !systems.error && !providers.isLoading && !providers.error && list.length === 0,
    systemsError: catalogueError(systems.error, GAME_MESSAGES.fetchSystems, GAME_MESSAGES.unexpectedSystems),
    providersError: catalogueError(providers.error, GAME_MESSAGES.fetchProviders, GAME_MESSAGES.unexpectedProviders),
  };
}
