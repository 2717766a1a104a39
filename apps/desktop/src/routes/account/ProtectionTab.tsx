import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useRealityCheckDialog, useProtectionPage } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { RealityCheckDialog, ProtectionPanel, useProtectionNotices } from '@khela/ui';

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
export function ProtectionTab() {
  const { t } = useTranslation('protection');
  const page = useProtectionPage(useProtectionNotices());
  return (
    <Column data-testid="account-safer-gambling">
      <h2>{t('title')}</h2>
      <ProtectionPanel variant="desktop" {...page} onRetry={() => void page.refetch()} />
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
