import { useCallback, useMemo, useState } from 'react';
import { PROMOTION_TABS, claimablePromotions, dhakaToday, promotionsForTab, type Promotion } from '@khela/domain';
import { useGetPromotionsQuery } from '../endpoints/content';
import { useGetUsedPromotionsQuery } from '../endpoints/payments';
import { selectIsLoggedIn } from '../session';
import { useSelector } from 'react-redux';

/**
 * The promotions screen (spec 2 "Promotions"): the category tab, the promotions it shows (status active or display,
 * in the tab's category), and the promotion whose details are open.
 */
export function usePromotionsView(initialTab: string = PROMOTION_TABS[0].key) {
  const { data, isLoading } = useGetPromotionsQuery();
  const [tab, setTab] = useState<string>(initialTab);
  const [open, setOpen] = useState<Promotion | null>(null);
  const promotions = useMemo(() => promotionsForTab(data, tab), [data, tab]);
  const openDetails = useCallback((p: Promotion) => setOpen(p), []);
  const closeDetails = useCallback(() => setOpen(null), []);
  return { tabs: PROMOTION_TABS, tab, setTab, promotions, isLoading, open, openDetails, closeDetails };
}

/**
 * The promotions a deposit can take (spec 1 §2 /deposit step 1): active ones running today in Dhaka; `used` holds the
 * ids the player has already taken (shown, but not selectable).
 */
export function useClaimablePromotions() {
  const q = useGetPromotionsQuery();
  const usedQ = useGetUsedPromotionsQuery();
  const today = dhakaToday();
  const promotions = useMemo(() => claimablePromotions(q.data, today), [q.data, today]);
  const used = useMemo(() => new Set(usedQ.data ?? []), [usedQ.data]);
  return { promotions, used, isLoading: q.isLoading };
}

/** What a promotion card offers the player: guests sign up; players deposit with it, see it claimed, or read it. */
export type PromotionAction = 'signup' | 'deposit' | 'claimed' | 'details';

/**
 * The action for each promotion (issue 17): a guest gets Sign Up Now; a logged-in player gets Deposit for an offer
 * running today that they can still take, Claimed for a once-per-player offer already used, else the details only.
 */
export function usePromotionActions(): { loggedIn: boolean; actionOf(p: Promotion): PromotionAction } {
  const loggedIn = useSelector(selectIsLoggedIn);
  const usedQ = useGetUsedPromotionsQuery(undefined, { skip: !loggedIn });
  const today = dhakaToday();
  const used = useMemo(() => new Set(loggedIn ? (usedQ.data ?? []) : []), [usedQ.data, loggedIn]);
  const actionOf = useCallback(
    (p: Promotion): PromotionAction => {
      if (!loggedIn) return 'signup';
      if (used.has(p.id)) return 'claimed';
      return claimablePromotions([p], today).length > 0 ? 'deposit' : 'details';
    },
    [loggedIn, used, today],
  );
  return { loggedIn, actionOf };
}
