import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@khela/i18n';
import { FilterTabs, Page, Toolbar } from '../../components/kit';
import { useCan } from '../../components/useCan';
import { RewardSettingsTab } from './RewardSettingsTab';
import { ReferralRunsTab } from './ReferralRunsTab';
import { ReferralRewardsTab } from './ReferralRewardsTab';
import { ReferralTreeTab } from './ReferralTreeTab';

type Tab = 'settings' | 'runs' | 'paid' | 'tree';
const TABS: readonly Tab[] = ['settings', 'runs', 'paid', 'tree'];

/**
 * VIP points and the referral programme: the settings (admins change them), the daily referral reward runs (admins and
 * finance run a day), the rewards paid and a player's referral tree. `?tab=`; `?player_id=` opens a player's tree.
 */
export default function RewardsPage() {
  const { t } = useTranslation('backoffice');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') ?? '';
  const tab: Tab = (TABS as readonly string[]).includes(asked) ? (asked as Tab) : params.get('player_id') ? 'tree' : 'settings';
  const canManage = useCan('rewards.manage');

  return (
    <Page title={t('nav.rewards')} subtitle={canManage ? t('rewards.subtitle') : `${t('rewards.subtitle')} ${t('rewards.readOnly')}`}>
      <Toolbar style={{ marginBottom: 14 }}>
        <FilterTabs
          label={t('nav.rewards')}
          value={tab}
          onChange={(k) => setParams(k === 'settings' ? {} : { tab: k }, { replace: true })}
          items={TABS.map((k) => ({ key: k, label: t(`rewards.tabs.${k}`) }))}
        />
      </Toolbar>
      {tab === 'settings' && <RewardSettingsTab />}
      {tab === 'runs' && <ReferralRunsTab />}
      {tab === 'paid' && <ReferralRewardsTab />}
      {tab === 'tree' && <ReferralTreeTab />}
    </Page>
  );
}
