import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectSession, toApiError, useGameRunMutation, useSelector } from '@khela/api';
import { GAME_MESSAGES, MOBILE_BREAKPOINT_PX, type GameItem } from '@khela/domain';
import { currentLanguage, useMessage } from '@khela/i18n';
import { useToast } from '@khela/ui';
import { useLoginModal } from '../../app/layout/loginModalContext';

/** What /gamerun receives in navigation state (spec 2 "Game launcher"). */
export interface GameRunState {
  url: string;
  /** The lobby address to return to (path and query), or absent for /. */
  back?: string;
  name: string;
}

export function isGameRunState(v: unknown): v is GameRunState {
  return typeof v === 'object' && v !== null && typeof (v as GameRunState).url === 'string' && (v as GameRunState).url !== '';
}

/**
 * Starting a game (spec 2 §4, §7, §8): a guest gets the login modal; a player's game-run answer opens /gamerun with
 * the frame address and this lobby's address. Errors: 'User not logged in', the server's message, else
 * 'An unexpected error occurred'.
 */
export function useGameLaunch() {
  const session = useSelector(selectSession);
  const { openLogin } = useLoginModal();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const msg = useMessage();
  const [gameRun] = useGameRunMutation();
  const [starting, setStarting] = useState<number | null>(null);

  async function launch(game: GameItem) {
    if (!session.token) {
      openLogin();
      return;
    }
    if (!session.remoteId) {
      toast.show(msg(GAME_MESSAGES.notLoggedIn), 'error');
      return;
    }
    setStarting(game.id);
    try {
      // `lang` is not in GameRunRequest, but the server reads it to open the game in the player's language.
      const body = {
        userId: session.remoteId,
        externalURL: window.location.origin,
        isMobileLogin: window.innerWidth <= MOBILE_BREAKPOINT_PX,
        gameCode: game.code,
        gameType: game.type,
        platform: game.platform,
        lang: currentLanguage(),
      };
      const { url } = await gameRun(body).unwrap();
      const state: GameRunState = { url, back: location.pathname + location.search, name: game.name };
      navigate('/gamerun', { state });
    } catch (err) {
      toast.show(msg(toApiError(err).message ?? GAME_MESSAGES.unexpected), 'error');
    } finally {
      setStarting(null);
    }
  }

  return { launch, starting };
}
