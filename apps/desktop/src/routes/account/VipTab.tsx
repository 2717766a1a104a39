import { useState } from 'react';
import styled from 'styled-components';
import { selectSession, useSelector } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { Tabs } from '@khela/ui';
import { MyVipTab } from '../vip/MyVipTab';
import { VipHistoryTab } from '../vip/VipHistoryTab';
import { VpRecordsTab } from '../vip/VpRecordsTab';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const VIEWS = ['my', 'received', 'used', 'history'] as const;
type VipView = (typeof VIEWS)[number];

/**
 * Member Center › VIP: the /vip page's tabs (My VIP, VP Received, VP Used, VIP History) inside the Member Center,
 * the same components as /vip; the sub-tab is local state (the page's `?tab=` chooses the Member Center tab).
 */
export function VipTab() {
  const { t } = useTranslation(['rewards']);
  const { remoteId } = useSelector(selectSession);
  const [view, setView] = useState<VipView>('my');
  if (!remoteId) return null;
  const labels: Record<VipView, string> = {
    my: t('vip.title'),
    received: t('records.received'),
    used: t('records.used'),
    history: t('history.title'),
  };
  return (
    <Column data-testid="account-vip">
      <Tabs
        aria-label={labels.my}
        items={VIEWS.map((key) => ({ key, label: labels[key] }))}
        value={view}
        onChange={(key) => setView(VIEWS.find((x) => x === key) ?? 'my')}
        testIdPrefix="vip-tab"
      />
      {view === 'my' && <MyVipTab remoteId={remoteId} />}
      {(view === 'received' || view === 'used') && <VpRecordsTab key={view} remoteId={remoteId} type={view} />}
      {view === 'history' && <VipHistoryTab remoteId={remoteId} />}
    </Column>
  );
}
