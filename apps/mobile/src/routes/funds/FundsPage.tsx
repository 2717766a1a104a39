import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useGetUserQuery, selectSession, useSelector } from '@khela/api';
import { DEFAULT_CURRENCY } from '@khela/domain';
import { BalanceDisplay, Icon, Tabs } from '@khela/ui';
import { PageHeader } from '../../app/PageHeader';
import { useBalance, useBalanceHidden } from '../../lib/useBalance';
import { DepositTab } from './DepositTab';
import { WithdrawalTab } from './WithdrawalTab';
import { useTranslation } from '@khela/i18n';

const Top = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 520px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} 0;
`;

const Wallet = styled.div`
  display: flex;
  & > div { flex: 1; border-radius: ${({ theme }) => theme.radii.md}; }
  & > div > span:first-child { flex: 1; }
`;

const TABS = [
  { key: 'deposit', path: '/deposit', icon: 'deposit' },
  { key: 'withdrawal', path: '/withdrawal', icon: 'withdraw' },
] as const;

/** Funds (spec 1 §2): /deposit and /withdrawal are its two tabs; the toggle switches the route (spec 1 §4). */
export default function FundsPage() {
  const { t } = useTranslation(['account', 'shell']);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { remoteId } = useSelector(selectSession);
  const { data: user } = useGetUserQuery(remoteId ?? 0, { skip: !remoteId });
  const { balance, refresh } = useBalance();
  const [hidden, toggleHidden] = useBalanceHidden();
  const tab = pathname.startsWith('/withdrawal') ? 'withdrawal' : 'deposit';

  return (
    <>
      <PageHeader title={t('section.funds')} back="/account" />
      <Top>
        <Tabs
          aria-label={t('section.funds')}
          testIdPrefix="funds-tab"
          value={tab}
          onChange={(key) => navigate(TABS.find((x) => x.key === key)!.path, { replace: true })}
          items={TABS.map((x) => ({
            key: x.key,
            label: (
              <>
                <Icon name={x.icon} size={18} />
                {t(`item.${x.key}`)}
              </>
            ),
          }))}
        />
        <Wallet>
          <BalanceDisplay
            value={balance}
            currency={user?.currency ?? DEFAULT_CURRENCY}
            hidden={hidden}
            onToggleHidden={toggleHidden}
            onRefresh={refresh}
            label={t('shell:header.mainWallet')}
          />
        </Wallet>
      </Top>
      <div role="tabpanel">{tab === 'deposit' ? <DepositTab /> : <WithdrawalTab />}</div>
    </>
  );
}
