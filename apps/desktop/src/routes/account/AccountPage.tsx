import { useSearchParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { selectSession, useGetProtectionQuery, useGetUserQuery, useSelector } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { Icon, ProtectionBanner, type IconName } from '@khela/ui';
import { Container } from '../../components/Container';
import { GuestGate } from '../../components/GuestGate';
import { BettingRecordsTab } from './BettingRecordsTab';
import { ProfileTab } from './ProfileTab';
import { DepositTab } from './DepositTab';
import { InboxTab } from './InboxTab';
import { ReferralTab } from './ReferralTab';
import { TransactionRecordsTab } from './TransactionRecordsTab';
import { TurnoverTab } from './TurnoverTab';
import { VipTab } from './VipTab';
import { WalletTab } from './WalletTab';
import { WithdrawalTab } from './WithdrawalTab';
import { ResetPasswordTab } from './ResetPasswordTab';
import { ProtectionTab } from './ProtectionTab';

/**
 * The Member Center tabs (spec 1's desktop list: deposit, withdrawal, bettingRecords, wallet, turnover, vip,
 * transactionRecords, profile, resetPassword, inbox, referralProgram; and Safer gambling); profile is the default.
 */
const TABS = [
  { key: 'profile', icon: 'user' },
  { key: 'deposit', icon: 'deposit' },
  { key: 'withdrawal', icon: 'withdraw' },
  { key: 'wallet', icon: 'wallet' },
  { key: 'bettingRecords', icon: 'history' },
  { key: 'transactionRecords', icon: 'wallet' },
  { key: 'turnover', icon: 'refresh' },
  { key: 'vip', icon: 'vip' },
  { key: 'inbox', icon: 'inbox' },
  { key: 'referralProgram', icon: 'share' },
  { key: 'saferGambling', icon: 'clock' },
  { key: 'resetPassword', icon: 'lock' },
] as const satisfies readonly { key: string; icon: IconName }[];
type TabKey = (typeof TABS)[number]['key'];

const Page = styled(Container)`
  display: grid;
  grid-template-columns: 240px 1fr;
  gap: ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(6)};
  align-items: start;
`;

const Side = styled.nav`
  position: sticky;
  top: 66px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  h1 {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
    font-size: ${({ theme }) => theme.font.sizeLg};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  ul {
    margin: 0;
    padding: ${({ theme }) => theme.space(2)};
    list-style: none;
  }
`;

const TabButton = styled.button<{ $active: boolean }>`
  width: 100%;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 46px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-align: left;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: rgba(255, 255, 255, 0.04);
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      color: ${theme.colors.accentText};
      background: ${theme.colors.accent};
      &:hover {
        color: ${theme.colors.accentText};
        background: ${theme.colors.accent};
      }
    `}
`;

/** A time-out or self-exclusion in force, above every tab but Safer gambling (which shows it itself). */
const Banner = styled(ProtectionBanner)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Tip = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid rgba(245, 158, 11, 0.35);
  background: rgba(245, 158, 11, 0.08);
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** /account: the desktop Member Center (side tabs; each tab shows the withdrawal tip while the birthday or the verified phone is missing). */
export default function AccountPage() {
  const { t } = useTranslation(['account', 'protection']);
  const label = (key: TabKey) => (key === 'saferGambling' ? t('protection:title') : t(`memberCenter.tabs.${key}`));
  const session = useSelector(selectSession);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabKey = TABS.find((x) => x.key === requested)?.key ?? 'profile';
  const { data: user, isLoading, isError, refetch } = useGetUserQuery(session.remoteId ?? 0, {
    skip: !session.token || !session.remoteId,
  });
  const { data: protection } = useGetProtectionQuery(undefined, { skip: !session.token });

  const open = (key: TabKey) => setParams(key === 'profile' ? {} : { tab: key }, { replace: true });

  if (!session.token) return <GuestGate title={t('memberCenter.title')} />;

  return (
    <Page data-testid="account">
      <Side aria-label={t('memberCenter.title')}>
        <h1>{t('memberCenter.title')}</h1>
        <ul role="tablist" aria-orientation="vertical">
          {TABS.map((x) => (
            <li key={x.key}>
              <TabButton
                type="button"
                role="tab"
                aria-selected={tab === x.key}
                $active={tab === x.key}
                data-testid={`account-tab-${x.key}`}
                onClick={() => open(x.key)}
              >
                <Icon name={x.icon} size={18} />
                {label(x.key)}
              </TabButton>
            </li>
          ))}
        </ul>
      </Side>
      <section role="tabpanel" aria-label={label(tab)}>
        {user && (!user.dofb || user.session_id !== 1) && (
          <Tip data-testid="account-withdrawal-tip">
            <Icon name="withdraw" size={16} />
            {t('memberCenter.tip')}
          </Tip>
        )}
        {tab !== 'saferGambling' && <Banner state={protection} />}
        {tab === 'profile' && <ProfileTab user={user} loading={isLoading} failed={isError} onRetry={() => void refetch()} />}
        {tab === 'deposit' && <DepositTab />}
        {tab === 'withdrawal' && <WithdrawalTab />}
        {tab === 'wallet' && <WalletTab user={user} onOpen={open} />}
        {tab === 'bettingRecords' && <BettingRecordsTab />}
        {tab === 'transactionRecords' && <TransactionRecordsTab />}
        {tab === 'turnover' && <TurnoverTab />}
        {tab === 'vip' && <VipTab />}
        {tab === 'referralProgram' && <ReferralTab />}
        {tab === 'inbox' && <InboxTab />}
        {tab === 'resetPassword' && <ResetPasswordTab />}
        {tab === 'saferGambling' && <ProtectionTab />}
      </section>
    </Page>
  );
}
