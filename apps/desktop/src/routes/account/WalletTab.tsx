import styled from 'styled-components';
import { useBalance, useBalanceHidden, useExchangeSummaryQuery } from '@khela/api';
import { tryParseMoney, type User } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { BalanceCard, Button, Icon, Skeleton, type IconName } from '@khela/ui';
import { wireTaka } from '../exchange/format';
import { securityLevel } from './ProfileTab';

const Panel = styled.div`
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Top = styled(Panel)`
  display: grid;
  grid-template-columns: 340px 1fr;
  gap: ${({ theme }) => theme.space(5)};
  align-items: center;
  background:
    radial-gradient(ellipse 400px 160px at 0% 0%, rgba(18, 185, 129, 0.16), transparent 70%),
    ${({ theme }) => theme.colors.surface};
`;

const Facts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  div { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space(3)}; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; }
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(4)};
`;

const Tile = styled.div<{ $tone?: 'danger' | 'accent' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  span { font-size: 12px; color: ${({ theme }) => theme.colors.textMuted}; }
  strong {
    font-size: ${({ theme }) => theme.font.sizeLg};
    font-variant-numeric: tabular-nums;
    color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : $tone === 'accent' ? theme.colors.accent : theme.colors.text)};
  }
  small { font-size: 12px; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The tabs the overview leads to. */
export type WalletTarget = 'deposit' | 'withdrawal' | 'transactionRecords' | 'turnover' | 'profile';

const ACTIONS: { key: Exclude<WalletTarget, 'profile'>; icon: IconName }[] = [
  { key: 'deposit', icon: 'deposit' },
  { key: 'withdrawal', icon: 'withdraw' },
  { key: 'transactionRecords', icon: 'wallet' },
  { key: 'turnover', icon: 'refresh' },
];

/**
 * /account?tab=wallet, the Member Center's wallet overview (spec 1: a tab of the desktop list, with the Security Level):
 * the Main Wallet (reload, hide/show), what open exchange bets hold and what is free to bet or withdraw, the security
 * level and VIP points, and the tabs that move money or show its history.
 */
export function WalletTab({ user, onOpen }: { user: User | undefined; onOpen(tab: WalletTarget): void }) {
  const { t } = useTranslation(['account', 'exchange', 'shell']);
  const { balance, refresh } = useBalance();
  const [hidden, toggleHidden] = useBalanceHidden(null);
  const { data: sum, isLoading } = useExchangeSummaryQuery(undefined, { pollingInterval: 10_000, skipPollingIfUnfocused: true });
  const level = user ? securityLevel(user) : null;

  return (
    <div data-testid="account-wallet">
      <Top>
        <BalanceCard
          label={t('shell:header.mainWallet')}
          value={balance ?? user?.balance}
          currency={user?.currency ?? 'BDT'}
          hidden={hidden}
          onToggleHidden={toggleHidden}
          onRefresh={refresh}
        />
        <Facts>
          <div>
            <dt>{t('memberCenter.security')}</dt>
            <dd data-testid="wallet-security">
              {level ? (
                <Button size="sm" variant="secondary" onClick={() => onOpen('profile')}>
                  {t(`memberCenter.securityLevels.${level}`)}
                </Button>
              ) : (
                <Skeleton width={80} height={20} />
              )}
            </dd>
          </div>
          <div>
            <dt>{t('memberCenter.currency')}</dt>
            <dd>{user?.currency ?? ''}</dd>
          </div>
          <div>
            <dt>{t('memberCenter.tabs.vip')}</dt>
            <dd>{user ? t('memberCenter.vipPoints', { n: user.vip_coin }) : ''}</dd>
          </div>
        </Facts>
      </Top>
      <Panel>
        {isLoading || !sum ? (
          <Skeleton height={96} />
        ) : (
          <Tiles data-testid="wallet-summary">
            <Tile>
              <span>{t('exchange:account.balance.balance')}</span>
              <strong>{wireTaka(sum.balance)}</strong>
              <small>{t('exchange:desktop.account.balanceHint')}</small>
            </Tile>
            <Tile $tone={tryParseMoney(sum.exposure) ? 'danger' : undefined}>
              <span>{t('exchange:lists.header.exposure')}</span>
              <strong>{wireTaka(sum.exposure)}</strong>
              <small>{t('exchange:account.balance.exposureHint')}</small>
            </Tile>
            <Tile $tone="accent">
              <span>{t('exchange:account.balance.available')}</span>
              <strong>{wireTaka(sum.available)}</strong>
              <small>{t('exchange:account.balance.availableHint')}</small>
            </Tile>
          </Tiles>
        )}
      </Panel>
      <Actions>
        {ACTIONS.map((a) => (
          <Button key={a.key} variant={a.key === 'deposit' ? 'primary' : 'secondary'} onClick={() => onOpen(a.key)} data-testid={`wallet-open-${a.key}`}>
            <Icon name={a.icon} size={16} />
            {t(`memberCenter.tabs.${a.key}`)}
          </Button>
        ))}
      </Actions>
    </div>
  );
}
