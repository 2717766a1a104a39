import { useCallback, useState } from 'react';
import { selectIsLoggedIn, useGetBalanceQuery, useSelector } from '@khela/api';
import { BALANCE_REFRESH_MS } from '@khela/domain';

/**
 * The live balance (spec 1 §4): fetched on load, polled every 10 s while logged in, and pushed over /ws
 * (`balance.changed`, written into the API cache). The balance components spin their icon for 500 ms on refresh.
 */
export function useBalance() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const q = useGetBalanceQuery(undefined, { skip: !loggedIn, pollingInterval: BALANCE_REFRESH_MS });
  const { refetch } = q;
  const refresh = useCallback(() => {
    void refetch();
  }, [refetch]);
  return { balance: q.data?.balance, refresh };
}

const HIDE_KEY = 'balanceHidden';

/** Hide/show of the balance (hidden shows asterisks), remembered on this device. */
export function useBalanceHidden(): [boolean, () => void] {
  const [hidden, setHidden] = useState(() => {
    try {
      return localStorage.getItem(HIDE_KEY) === '1';
    } catch {
      return false;
    }
  });
  const toggle = useCallback(() => {
    setHidden((h) => {
      try {
        localStorage.setItem(HIDE_KEY, h ? '0' : '1');
      } catch {
        /* private mode: remember for this page only */
      }
      return !h;
    });
  }, []);
  return [hidden, toggle];
}
