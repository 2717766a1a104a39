import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectSession, toApiError, useGameRunMutation, useSelector } from '@khela/api';
import { GAME_MESSAGES, type GameRunRequest } from '@khela/domain';
import { currentLanguage, useMessage } from '@khela/i18n';
import { Spinner } from '@khela/ui';
import { useShowError } from '../app/errorModal';
import { escapeHtml } from './html';
import { useT } from './i18n';

/** What the launch call needs of a game. */
export interface LaunchableGame {
  code: string;
  type: string;
  platform: string;
}

/** Navigation state of /gamerun: the frame address and the lobby query to return to. */
export interface GameRunState {
  url: string;
  /** The lobby's search string without "?" (type, system, title…), or null when the game was not opened from a lobby. */
  from: string | null;
}

/** The mobile breakpoint: at this width or less the provider gets the mobile game (spec 2 §7, §9). */
const MOBILE_MAX_WIDTH = 768;

/**
 * Launching a game (spec 2 §4, §7, §8): logged out → /login; logged in → POST game-run, then /gamerun with the frame
 * address in navigation state. Errors: 'User not logged in', the server's message, else 'An unexpected error occurred'.
 * `launching` is the code of the game being started (the loading state).
 */
export function useLaunchGame(): { launch(game: LaunchableGame, from?: string | null): void; launching: string | null } {
  const navigate = useNavigate();
  const msg = useMessage();
  const showError = useShowError();
  const { token, remoteId } = useSelector(selectSession);
  const [run] = useGameRunMutation();
  const [launching, setLaunching] = useState<string | null>(null);

  const launch = useCallback(
    (game: LaunchableGame, from: string | null = null) => {
      if (!token) {
        navigate('/login');
        return;
      }
      if (!remoteId) {
        showError(escapeHtml(msg(GAME_MESSAGES.notLoggedIn)));
        return;
      }
      setLaunching(game.code);
      // `lang` (the site's language, for the game's own texts) is read by the server beside the spec's fields.
      const body: GameRunRequest & { lang: string } = {
        userId: remoteId,
        externalURL: window.location.origin,
        isMobileLogin: window.innerWidth <= MOBILE_MAX_WIDTH,
        gameCode: game.code,
        gameType: game.type,
        platform: game.platform,
        lang: currentLanguage(),
      };
      run(body)
        .unwrap()
        .then((r) => {
          if (!r.url) throw new Error('no url');
          const state: GameRunState = { url: r.url, from };
          navigate('/gamerun', { state });
        })
        .catch((e: unknown) => {
          const err = toApiError(e);
          const text = err.message ?? (err.status === 401 ? GAME_MESSAGES.notLoggedIn : GAME_MESSAGES.unexpected);
          showError(escapeHtml(msg(text)));
        })
        .finally(() => setLaunching(null));
    },
    [token, remoteId, run, navigate, showError, msg],
  );

  return { launch, launching };
}

const Veil = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.overlay};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

/** The loading state while a game starts. */
export function LaunchingVeil({ show }: { show: boolean }) {
  const { t } = useT();
  if (!show) return null;
  return (
    <Veil role="status" aria-live="polite" data-testid="game-launching">
      <Spinner size={36} />
      {t('games.starting')}
    </Veil>
  );
}
