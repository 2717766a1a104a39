import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * A view's query (`?view=history&range=7&page=2`): filters and pages live in the address, so a reload or Back keeps
 * the place. Changes replace the entry (a filter is not a step back) and keep its state (where Back goes).
 */
export function useViewParams(): [URLSearchParams, (changes: Record<string, string | null>) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const state: unknown = location.state;
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(params);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null) next.delete(k);
        else next.set(k, v);
      }
      setParams(next, { replace: true, state });
    },
    [params, setParams, state],
  );
  return [params, update];
}
