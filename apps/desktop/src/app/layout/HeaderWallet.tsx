import { useState } from 'react';
import { selectIsLoggedIn, useGetBalanceQuery, useSelector } from '@khela/api';
import { BALANCE_REFRESH_MS } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { BalanceDisplay } from '@khela/ui';

/** Main Wallet: balance on load, every 10 s and live over /ws; reload (the icon turns 500 ms) and hide/show. */
export function HeaderWallet({ currency }: { currency: string }) {
  const { t } = useTranslation('desktop');
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data, refetch } = useGetBalanceQuery(undefined, { skip: !loggedIn, pollingInterval: BALANCE_REFRESH_MS });
  const [hidden, setHidden] = useState(false);

  return (
    <div data-testid="desktop-balance">
      <BalanceDisplay
        label={t('header.mainWallet')}
        value={data?.balance}
        currency={currency}
        hidden={hidden}
        onToggleHidden={() => setHidden((h) => !h)}
        onRefresh={() => void refetch()}
      />
    </div>
  );
}
