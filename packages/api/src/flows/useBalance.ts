import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import { BALANCE_REFRESH_MS } from '@khela/domain';
import { useGetBalanceQuery } from '../endpoints/auth';
import { selectIsLoggedIn } from '../session';
import { useGameRevealBalance } from './gameReveal';

/**
 * The live balance (spec 1 §4): fetched on load, polled every 10 s while logged in, and pushed over /ws
 * (`balance.changed`, written into the API cache). `refresh` asks again (the balance components spin their icon 500 ms).
 * While one of our games in the frame reveals a result, the balance it holds shows instead (useGameRevealBalance).
 */
export function useBalance() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const q = useGetBalanceQuery(undefined, { skip: !loggedIn, pollingInterval: BALANCE_REFRESH_MS });
  const { refetch } = q;
  const refresh = useCallback(() => {
    void refetch();
  }, [refetch]);
  const balance = useGameRevealBalance(q.data?.balance);
  return { balance, refresh };
}

/** The key the mobile app remembers hide/show under. */
export const BALANCE_HIDDEN_KEY = 'balanceHidden';

/** Reads a remembered hide/show ('1' hidden); false when nothing is stored or storage is unavailable. */
export function readBalanceHidden(storage: Pick<Storage, 'getItem'> | null, key: string): boolean {
  try {
    return storage?.getItem(key) === '1';
  } catch {
    return false;
  }
}

function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Hide/show of the balance (hidden shows asterisks). With a `storageKey` it is remembered on this device
 * (localStorage; private mode remembers it for this page only); with null it lasts for the component's life.
 */
export function useBalanceHidden(storageKey: string | null = BALANCE_HIDDEN_KEY): [boolean, () => void] {
  const [hidden, setHidden] = useState(() => (storageKey ? readBalanceHidden(localStore(), storageKey) : false));
  const toggle = useCallback(() => {
    setHidden((h) => {
      if (storageKey) {
        try {
          localStore()?.setItem(storageKey, h ? '0' : '1');
        } catch {
          /* private mode: remember for this page only */
        }
      }
      return !h;
    });
  }, [storageKey]);
  return [hidden, toggle];
}
