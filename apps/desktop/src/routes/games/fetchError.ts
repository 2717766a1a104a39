import { toApiError } from '@khela/api';
import { GAME_MESSAGES } from '@khela/domain';

type What = 'games' | 'providers' | 'systems';
const FAILED: Record<What, string> = { games: GAME_MESSAGES.fetchGames, providers: GAME_MESSAGES.fetchProviders, systems: GAME_MESSAGES.fetchSystems };
const UNEXPECTED: Record<What, string> = {
  games: GAME_MESSAGES.unexpectedGames,
  providers: GAME_MESSAGES.unexpectedProviders,
  systems: GAME_MESSAGES.unexpectedSystems,
};

/** Spec 2 §8: the server's message, else 'Failed to fetch …' for an answered error, else 'An unexpected error occurred while fetching …'. */
export function catalogueError(err: unknown, what: What): string {
  const e = toApiError(err);
  if (e.message) return e.message;
  return e.status !== null ? FAILED[what] : UNEXPECTED[what];
}
