import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { GAME_MESSAGES, type ProtectionRefusalBody } from '@khela/domain';
import { toApiError } from '../baseQuery';
import { useGameRunMutation } from '../endpoints/games';
import { protectionRefusalOf } from '../endpoints/protection';
import { selectSession } from '../session';
import { gameRunBody, launchErrorMessage, type GameLanguage, type LaunchableGame } from './gameLaunch';

export interface GameLaunchHandlers<G extends LaunchableGame> {
  /** A guest asked for a game: the app sends them to log in (a page or a modal). */
  onLoginRequired(): void;
  /** game-run answered the frame address: the app opens its /gamerun. */
  onLaunched(url: string, game: G): void;
  /**
   * The launch failed; `message` is the English spec text to translate (messages namespace). `protection`: a time-out,
   * self-exclusion or limit refused it; the app words it with `useProtectionRefusalWords`.
   */
  onError(message: string, protection?: ProtectionRefusalBody): void;
  /** The site's language, read at launch. */
  lang(): GameLanguage;
}

/**
 * Launching a game (spec 2 §4, §7, §8): a guest → `onLoginRequired`; a session without a player id → 'User not logged
 * in'; else POST game-run and `onLaunched` with the frame address, or `onError` with the server's message, 'User not
 * logged in' for a bare 401, else 'An unexpected error occurred'. `launching` is the game being started (the loading state).
 */
export function useGameLaunch<G extends LaunchableGame>(handlers: GameLaunchHandlers<G>): {
  launch(game: G): Promise<void>;
  launching: G | null;
} {
  const { token, remoteId } = useSelector(selectSession);
  const [run] = useGameRunMutation();
  const [launching, setLaunching] = useState<G | null>(null);
  // The handlers are read at call time, so an app may pass a fresh object each render.
  const h = useRef(handlers);
  useEffect(() => {
    h.current = handlers;
  });

  const launch = useCallback(
    async (game: G) => {
      if (!token) {
        h.current.onLoginRequired();
        return;
      }
      if (!remoteId) {
        h.current.onError(GAME_MESSAGES.notLoggedIn);
        return;
      }
      setLaunching(game);
      try {
        const body = gameRunBody(remoteId, game, { origin: window.location.origin, width: window.innerWidth, lang: h.current.lang() });
        const r = await run(body).unwrap();
        if (!r.url) throw new Error('no url');
        h.current.onLaunched(r.url, game);
      } catch (e) {
        h.current.onError(launchErrorMessage(toApiError(e)), protectionRefusalOf(e) ?? undefined);
      } finally {
        setLaunching(null);
      }
    },
    [token, remoteId, run],
  );

  return { launch, launching };
}
