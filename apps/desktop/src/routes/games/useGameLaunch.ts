import { useLocation, useNavigate } from 'react-router-dom';
import { useGameLaunch as useSharedGameLaunch } from '@khela/api';
import type { GameItem } from '@khela/domain';
import { currentLanguage, useMessage } from '@khela/i18n';
import { useProtectionRefusalWords, useToast } from '@khela/ui';
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
 * Starting a game (spec 2 §4, §7, §8) through the shared `useGameLaunch`: a guest gets the login modal; a player's
 * game-run answer opens /gamerun with the frame address and this lobby's address; errors in a toast.
 */
export function useGameLaunch() {
  const { openLogin } = useLoginModal();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const msg = useMessage();
  const protectionWords = useProtectionRefusalWords();
  const { launch, launching } = useSharedGameLaunch<GameItem>({
    onLoginRequired: openLogin,
    onLaunched: (url, game) => {
      const state: GameRunState = { url, back: location.pathname + location.search, name: game.name };
      navigate('/gamerun', { state });
    },
    onError: (text, protection) => toast.show(protection ? protectionWords(protection) : msg(text), 'error'),
    lang: currentLanguage,
  });
  return { launch, starting: launching?.id ?? null };
}
