import { useSearchParams } from 'react-router-dom';
import { selectSession, useSelector } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { Tabs } from '@khela/ui';
import { CategoryStrip } from '../../components/CategoryStrip';
import { SectionTitle } from '../../components/Container';
import { GuestGate } from '../../components/GuestGate';
import { MyVipTab } from './MyVipTab';
import { RewardsPage } from './parts';
import { VipHistoryTab } from './VipHistoryTab';
import { VpRecordsTab } from './VpRecordsTab';

const TABS = ['my', 'received', 'used', 'history'] as const;
type VipTab = (typeof TABS)[number];

/**
 * /vip on the desktop (spec 2 "VIP"): the tabs My VIP, VP Received, VP Used and VIP History, chosen by `?tab=`.
 * The figures refetch when the server pushes `rewards.changed` (no 1-second poll of the user record).
 */
export default function VipPage() {
  const { t } = useTranslation(['shell', 'rewards']);
  const session = useSelector(selectSession);
  const [params, setParams] = useSearchParams();
  const tab: VipTab = TABS.find((x) => x === params.get('tab')) ?? 'my';
  if (!session.token || !session.remoteId) return <GuestGate title={t('nav.vip')} />;
  const remoteId = session.remoteId;
  const labels: Record<VipTab, string> = {
    my: t('rewards:vip.title'),
    received: t('rewards:records.received'),
    used: t('rewards:records.used'),
    history: t('rewards:history.title'),
  };
  return (
    <RewardsPage data-testid="vip-page">
      <CategoryStrip />
      <SectionTitle as="h1">{t('nav.vip')}</SectionTitle>
      <Tabs
        aria-label={t('nav.vip')}
        items={TABS.map((key) => ({ key, label: labels[key] }))}
        value={tab}
        onChange={(key) => setParams(key === 'my' ? {} : { tab: key }, { replace: true })}
        testIdPrefix="vip-tab"
      />
      {tab === 'my' && <MyVipTab remoteId={remoteId} />}
      {(tab === 'received' || tab === 'used') && <VpRecordsTab key={tab} remoteId={remoteId} type={tab} />}
      {tab === 'history' && <VipHistoryTab remoteId={remoteId} />}
    </RewardsPage>
  );
}
