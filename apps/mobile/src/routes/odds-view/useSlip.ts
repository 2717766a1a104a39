import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectIsLoggedIn, useExchangeSlip, useSelector, type SlipOutcome, type SlipQuote } from '@khela/api';
import { oddsOf, toHundredths, toWire, type Poisha } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { useProtectionRefusalWords, type BetSlipResult } from '@khela/ui';

/** What the open slip was opened on (Match Odds: the odds tapped). Bookmaker and Fancy follow the live price; Match Odds keeps the player's. */
export type Selection =
  | { kind: 'match_odds'; marketId: string; selectionId: string; runner: string; side: 'back' | 'lay'; price: number }
  | { kind: 'bookmaker'; marketId: string; selectionId: string; runner: string; side: 'back' | 'lay' }
  | { kind: 'fancy'; marketId: string; title: string; side: 'yes' | 'no' };

/** The live figures a Bookmaker or Fancy bet is placed at (what the row shows now). */
export type LiveQuote = SlipQuote;

/**
 * The page's one bet slip (the shared flow, `useExchangeSlip` in @khela/api), as the phone's slip draws it: the price in
 * decimal odds, the outcome as a `BetSlipResult`. Opening it while logged out goes to /login.
 */
export function useSlip() {
  const { t } = useTranslation('exchange');
  const msg = useMessage();
  const protectionWords = useProtectionRefusalWords();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useSelector(selectIsLoggedIn);
  const flow = useExchangeSlip<Selection>();
  const { open: openFlow, setPrice: setFlowPrice } = flow;

  const open = useCallback(
    (sel: Selection) => {
      if (!loggedIn) {
        navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
        return;
      }
      openFlow(sel);
    },
    [loggedIn, navigate, location.pathname, location.search, openFlow],
  );

  const setPrice = useCallback(
    (price: number) => {
      const h = toHundredths(price);
      if (h !== null) setFlowPrice(h);
    },
    [setFlowPrice],
  );

  const words = (o: SlipOutcome | null): BetSlipResult | null => {
    if (!o) return null;
    if (o.kind === 'order') {
      const f = o.fill;
      return { kind: 'order', status: f.state, matched: toWire(f.matched), remaining: toWire(f.remaining), price: f.price };
    }
    if (o.kind === 'bet') return { kind: 'accepted', stake: o.bet.stake, price: o.bet.price, line: o.bet.line, rate: o.bet.rate };
    return { kind: 'error', message: o.protection ? protectionWords(o.protection) : o.message ? msg(o.message) : t('slip.failed') };
  };

  /** The open bet's win and loss in poisha, for the positions' "after this bet" (null: no valid bet, or a receipt). */
  const figures = (quote: LiveQuote = {}): { win: Poisha; lose: Poisha } | null => {
    const f = flow.figures(quote);
    return f ? { win: f.profit, lose: f.liability } : null;
  };

  return {
    loggedIn,
    selection: flow.selection,
    open,
    close: flow.close,
    /** Match Odds: the odds asked (decimal). */
    price: oddsOf(flow.price),
    setPrice,
    stake: flow.stake,
    setStake: flow.setStake,
    persist: flow.persist,
    setPersist: flow.setPersist,
    result: words(flow.outcome),
    placed: flow.placed,
    placeAnother: flow.placeAnother,
    orderId: flow.orderId,
    busy: flow.busy,
    cancelling: flow.cancelling,
    place: (quote: LiveQuote = {}) => flow.place(quote),
    cancel: flow.cancel,
    figures,
  };
}

export type SlipApi = ReturnType<typeof useSlip>;
