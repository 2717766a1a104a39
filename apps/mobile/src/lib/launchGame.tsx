import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useGameLaunch, type LaunchableGame } from '@khela/api';
import { currentLanguage, useMessage, useTranslation } from '@khela/i18n';
import { Spinner, useProtectionRefusalWords } from '@khela/ui';
import { useShowError } from '../app/errorModal';
import { escapeHtml } from './html';

export type { LaunchableGame };

/** Navigation state of /gamerun: the frame address and the lobby query to return to. */
export interface GameRunState {
  url: string;
  /** The lobby's search string without "?" (type, system, title…), or null when the game was not opened from a lobby. */
  from: string | null;
}

/**
 * Launching a game (spec 2 §4, §7, §8) through the shared `useGameLaunch`: logged out → /login; the frame address →
 * /gamerun (navigation state); errors in the error modal. `launching` is the code of the game being started.
 */
export function useLaunchGame(): { launch(game: LaunchableGame, from?: string | null): void; launching: string | null } {
  const navigate = useNavigate();
  const msg = useMessage();
  const showError = useShowError();
  const protectionWords = useProtectionRefusalWords();
  const { launch: start, launching } = useGameLaunch<LaunchableGame & { from: string | null }>({
    onLoginRequired: () => navigate('/login'),
    onLaunched: (url, game) => {
      const state: GameRunState = { url, from: game.from };
      navigate('/gamerun', { state });
    },
    onError: (text, protection) => showError(escapeHtml(protection ? protectionWords(protection) : msg(text))),
    lang: currentLanguage,
  });
  const launch = useCallback(
    (game: LaunchableGame, from: string | null = null) => void start({ code: game.code, type: game.type, platform: game.platform, from }),
    [start],
  );
  return { launch, launching: launching?.code ?? null };
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
  const { t } = useTranslation('lobby');
  if (!show) return null;
  return (
    <Veil role="status" aria-live="polite" data-testid="game-launching">
      <Spinner size={36} />
      {t('starting')}
    </Veil>
  );
}
