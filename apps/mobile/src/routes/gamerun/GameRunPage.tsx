import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectSession, storageUrl, useGetLogoQuery, useSelector } from '@khela/api';
import { Icon, Spinner } from '@khela/ui';
import type { GameRunState } from '../../lib/launchGame';
import { useTranslation } from '@khela/i18n';

const BAR_HEIGHT = 44;

const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.sticky + 1};
  display: flex;
  flex-direction: column;
  background: #000;
`;

const Bar = styled.header`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  height: ${BAR_HEIGHT}px;
  padding: 0 ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  img { height: 24px; width: auto; max-width: 110px; object-fit: contain; }
`;

const User = styled.span`
  flex: 1;
  min-width: 0;
  display: inline-flex;
  align-items: center;
  justify-content: flex-end;
  gap: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 600;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  svg { flex: none; color: ${({ theme }) => theme.colors.accent}; }
`;

const Close = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  &:hover, &:active { background: rgba(255, 255, 255, 0.08); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
`;

const Stage = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  iframe { display: block; width: 100%; height: 100%; border: 0; background: #000; }
`;

const Loading = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  pointer-events: none;
`;

function readState(state: unknown): GameRunState | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Partial<GameRunState>;
  return typeof s.url === 'string' && s.url ? { url: s.url, from: typeof s.from === 'string' ? s.from : null } : null;
}

/**
 * /gamerun (spec 2 §2 Game launcher): the game in a full-screen frame under a slim bar with the site logo, the
 * username and a close button back to the lobby it came from (same query), or home. No frame address → home.
 */
export default function GameRunPage() {
  const { t } = useTranslation(['lobby', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const { username } = useSelector(selectSession);
  const { data: logo } = useGetLogoQuery();
  const [loaded, setLoaded] = useState(false);
  const state = readState(location.state);
  if (!state) return <Navigate to="/" replace />;

  const logoSrc = storageUrl(logo?.logo || logo?.mobile_logo);
  const close = () => navigate(state.from ? `/games?${state.from}` : '/', { replace: true });

  return (
    <Screen data-testid="gamerun">
      <Bar>
        {logoSrc ? <img src={logoSrc} alt="" height={24} /> : null}
        <User>
          <Icon name="user" size={16} />
          <span data-testid="gamerun-username">{username}</span>
        </User>
        <Close type="button" onClick={close} aria-label={t('closeGame')} data-testid="gamerun-close">
          <Icon name="close" size={22} />
        </Close>
      </Bar>
      <Stage>
        <iframe
          src={state.url}
          title={t('common:game')}
          allow="autoplay; fullscreen"
          allowFullScreen
          onLoad={() => setLoaded(true)}
          data-testid="gamerun-frame"
        />
        {!loaded && (
          <Loading>
            <Spinner size={36} />
          </Loading>
        )}
      </Stage>
    </Screen>
  );
}
