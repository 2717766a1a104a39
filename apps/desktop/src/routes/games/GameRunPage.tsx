import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectSession, storageUrl, useGetLogoQuery, useSelector } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { Button, Icon, Loader } from '@khela/ui';
import { isGameRunState } from './useGameLaunch';
import { RealityCheck } from '../account/ProtectionTab';

const Screen = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  flex-direction: column;
  background: #000;
`;

const Bar = styled.header`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  height: 52px;
  padding: 0 ${({ theme }) => theme.space(4)};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.surface} 0%, #0d1426 100%);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  img {
    height: 34px;
    width: auto;
  }
  h1,
  .spacer {
    flex: 1;
    font-size: ${({ theme }) => theme.font.size};
    font-weight: 700;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Player = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Stage = styled.div`
  position: relative;
  flex: 1;
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Loading = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.bg};
`;

/** Our own games (the games app at /play/ on this site) show their name in their own top bar. */
function isOwnGame(url: string): boolean {
  try {
    const u = new URL(url, location.href);
    return u.origin === location.origin && u.pathname.startsWith('/play/');
  } catch {
    return false;
  }
}

/**
 * /gamerun: the game in a full-screen frame (spec 2 "Game launcher"), with the site logo, the username and a close
 * button back to the lobby address it came from (or /). The frame address comes in navigation state. The game's name
 * is in the bar only for other providers' games: ours show it in their own top bar (one title, not two).
 */
export default function GameRunPage() {
  const { t } = useTranslation(['lobby', 'ui']);
  const { state } = useLocation();
  const navigate = useNavigate();
  const session = useSelector(selectSession);
  const { data: logo } = useGetLogoQuery();
  const [loading, setLoading] = useState(true);

  if (!isGameRunState(state)) return <Navigate to="/" replace />;

  return (
    <Screen data-testid="game-run">
      <Bar>
        {logo?.logo && <img src={storageUrl(logo.logo)} alt="Khela" width={128} height={34} />}
        {isOwnGame(state.url) ? <span className="spacer" /> : <h1>{state.name}</h1>}
        {session.username && (
          <Player>
            <Icon name="user" size={16} />
            <strong data-testid="game-run-username">{session.username}</strong>
          </Player>
        )}
        <Button variant="secondary" size="sm" onClick={() => navigate(state.back || '/')} data-testid="game-run-close">
          <Icon name="close" size={16} />
          {t('ui:close')}
        </Button>
      </Bar>
      <Stage>
        <iframe src={state.url} title={state.name} allow="autoplay; fullscreen; clipboard-write" allowFullScreen onLoad={() => setLoading(false)} />
        {loading && (
          <Loading aria-live="polite">
            <Loader />
            <span>{t('loading')}</span>
          </Loading>
        )}
      </Stage>
      <RealityCheck />
    </Screen>
  );
}
