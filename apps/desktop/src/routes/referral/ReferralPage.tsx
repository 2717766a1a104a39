import { useSearchParams } from 'react-router-dom';
import { selectSession, useSelector } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { Tabs } from '@khela/ui';
import { CategoryStrip } from '../../components/CategoryStrip';
import { SectionTitle } from '../../components/Container';
import { GuestGate } from '../../components/GuestGate';
import { RewardsPage } from '../vip/parts';
import { CashRewardHistoryTab } from './CashRewardHistoryTab';
import { ReferralIntroTab } from './ReferralIntroTab';

const TABS = ['intro', 'history'] as const;
type ReferralTab = (typeof TABS)[number];

/**
 * /referral and /refrrel-program on the desktop (spec 2 "Referral programme"): the tabs Referral Program Intro (steps,
 * tiers, code, link, QR, sharing) and Cash Reward History (the reward rows, the cash bonus and Claim All), by `?tab=`.
 */
export default function ReferralPage() {
  const { t } = useTranslation(['shell', 'rewards']);
  const session = useSelector(selectSession);
  const [params, setParams] = useSearchParams();
  const tab: ReferralTab = TABS.find((x) => x === params.get('tab')) ?? 'intro';
  if (!session.token || !session.remoteId) return <GuestGate title={t('nav.referral')} />;
  return (
    <RewardsPage data-testid="referral-page">
      <CategoryStrip />
      <SectionTitle as="h1">{t('nav.referral')}</SectionTitle>
      <Tabs
        aria-label={t('nav.referral')}
        items={[
          { key: 'intro', label: t('rewards:desktop.referral.tabs.intro') },
          { key: 'history', label: t('rewards:desktop.referral.tabs.history') },
        ]}
        value={tab}
        onChange={(key) => setParams(key === 'intro' ? {} : { tab: key }, { replace: true })}
        testIdPrefix="referral-tab"
      />
      {tab === 'intro' ? <ReferralIntroTab remoteId={session.remoteId} /> : <CashRewardHistoryTab remoteId={session.remoteId} />}
    </RewardsPage>
  );
}
