import { GAME_MESSAGES, MOBILE_BREAKPOINT_PX, type GameRunRequest } from '@khela/domain';
import type { ApiError } from '../baseQuery';

/** The site's language, passed on to the game. */
export type GameLanguage = NonNullable<GameRunRequest['lang']>;

/** What the launch call needs of a game. */
export interface LaunchableGame {
  code: string;
  type: string;
  platform: string;
}

/**
 * The game-run body (spec 2 §7): the player, the site's origin, mobile or not by the viewport (at 768 px or less the
 * provider gets the mobile game), the game, and `lang` (ours: the site's language, for the game's own texts).
 */
export function gameRunBody(
  remoteId: number,
  game: LaunchableGame,
  env: { origin: string; width: number; lang: GameLanguage },
): GameRunRequest {
  return {
    userId: remoteId,
    externalURL: env.origin,
    isMobileLogin: env.width <= MOBILE_BREAKPOINT_PX,
    gameCode: game.code,
    gameType: game.type,
    platform: game.platform,
    lang: env.lang,
  };
}

/** The message (English spec text) of a failed launch: the server's, 'User not logged in' for a bare 401, else 'An unexpected error occurred'. */
export function launchErrorMessage(err: Pick<ApiError, 'status' | 'message'>): string {
  return err.message ?? (err.status === 401 ? GAME_MESSAGES.notLoggedIn : GAME_MESSAGES.unexpected);
}
