import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useRealityCheckDialog, useSaferGamblingPage } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { RealityCheckDialog, SaferGamblingPanel, useSaferNotices } from '@khela/ui';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

/** Member Center › Safer gambling (issue 14): limits, session limit, reality check, time-out and self-exclusion. */
export function SaferGamblingTab() {
  const { t } = useTranslation('safer');
  const page = useSaferGamblingPage(useSaferNotices());
  return (
    <Column data-testid="account-safer-gambling">
      <h2>{t('title')}</h2>
      <SaferGamblingPanel variant="desktop" {...page} onRetry={() => void page.refetch()} />
    </Column>
  );
}

/**
 * The reality check over every desktop page while logged in (the game launcher's frame included). Mounted once in
 * the layout and in /gamerun's frame-only route.
 */
export function RealityCheck() {
  const navigate = useNavigate();
  const check = useRealityCheckDialog({ home: () => navigate('/', { replace: true }), history: () => navigate('/account?tab=bettingRecords') });
  return <RealityCheckDialog {...check} />;
}
