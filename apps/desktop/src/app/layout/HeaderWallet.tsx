import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useBalance, useBalanceHidden } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { BalanceDisplay, Icon } from '@khela/ui';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Funds = styled(Link)<{ $gold?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $gold }) => ($gold ? theme.colors.gold : theme.colors.border)};
  background: ${({ theme, $gold }) => ($gold ? theme.colors.gold : theme.colors.surfaceAlt)};
  color: ${({ theme, $gold }) => ($gold ? theme.colors.goldText : theme.colors.text)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 700;
  white-space: nowrap;
  &:hover { text-decoration: none; filter: brightness(1.08); }
`;

/**
 * Main Wallet: balance on load, every 10 s and live over /ws; reload (the icon turns 500 ms) and hide/show. Beside it
 * Deposit and Withdrawal open the Member Center's tabs.
 */
export function HeaderWallet({ currency }: { currency: string }) {
  const { t } = useTranslation('shell');
  const { balance, refresh } = useBalance();
  // Desktop does not remember hide/show across visits.
  const [hidden, toggleHidden] = useBalanceHidden(null);

  return (
    <Row>
      <div data-testid="desktop-balance">
        <BalanceDisplay
          label={t('header.mainWallet')}
          value={balance}
          currency={currency}
          hidden={hidden}
          onToggleHidden={toggleHidden}
          onRefresh={refresh}
        />
      </div>
      <Funds to="/account?tab=deposit" $gold data-testid="header-deposit">
        <Icon name="deposit" size={16} />
        {t('nav.deposit')}
      </Funds>
      <Funds to="/account?tab=withdrawal" data-testid="header-withdrawal">
        <Icon name="withdraw" size={16} />
        {t('nav.withdrawal')}
      </Funds>
    </Row>
  );
}
