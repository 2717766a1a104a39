import { useState } from 'react';
import styled from 'styled-components';
import { selectSession, useSelector } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { Tabs } from '@khela/ui';
import { CashRewardHistoryTab } from '../referral/CashRewardHistoryTab';
import { ReferralIntroTab } from '../referral/ReferralIntroTab';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

/**
 * Member Center › Referral Program: the /referral page's tabs (Referral Program Intro, Cash Reward History) inside
 * the Member Center, the same components; the sub-tab is local state.
 */
export function ReferralTab() {
  const { t } = useTranslation(['rewards', 'shell']);
  const { remoteId } = useSelector(selectSession);
  const [view, setView] = useState<'intro' | 'history'>('intro');
  if (!remoteId) return null;
  return (
    <Column data-testid="account-referral">
      <Tabs
        aria-label={t('shell:nav.referral')}
        items={[
          { key: 'intro', label: t('desktop.referral.tabs.intro') },
          { key: 'history', label: t('desktop.referral.tabs.history') },
        ]}
        value={view}
        onChange={(key) => setView(key === 'history' ? 'history' : 'intro')}
        testIdPrefix="referral-tab"
      />
      {view === 'intro' ? <ReferralIntroTab remoteId={remoteId} /> : <CashRewardHistoryTab remoteId={remoteId} />}
    </Column>
  );
}
