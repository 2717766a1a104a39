import { useBalance, useBalanceHidden } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { BalanceDisplay } from '@khela/ui';

/** Main Wallet: balance on load, every 10 s and live over /ws; reload (the icon turns 500 ms) and hide/show. */
export function HeaderWallet({ currency }: { currency: string }) {
  const { t } = useTranslation('shell');
  const { balance, refresh } = useBalance();
  // Desktop does not remember hide/show across visits.
  const [hidden, toggleHidden] = useBalanceHidden(null);

  return (
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
  );
}
