import { useEffect, useRef } from 'react';
import { useBalance } from '../../lib/useBalance';

/**
 * Calls `refetch` whenever the player's balance moves (the `balance.changed` push, or its polling fallback): a fill,
 * a cancel, a lapse or a settlement moves money between the wallet and the held exposure.
 */
export function useBalancePush(refetch: () => void): void {
  const { balance } = useBalance();
  const seen = useRef(balance);
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (balance !== undefined && seen.current !== undefined && balance !== seen.current) latest.current();
    seen.current = balance;
  }, [balance]);
}
