import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  newRequestId,
  saferRefusalOf,
  selectIsLoggedIn,
  toApiError,
  useCancelOrderMutation,
  usePlaceBookmakerBetMutation,
  usePlaceFancyBetMutation,
  usePlaceOrderMutation,
  useSelector,
} from '@khela/api';
import { toWire, tryParseMoney, type ExchangeOrder, type Poisha } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { slipFigures, useSaferRefusalWords, type BetSlipResult } from '@khela/ui';

/** What the open slip was opened on. Bookmaker and Fancy follow the live price; Match Odds keeps the player's. */
export type Selection =
  | { kind: 'match_odds'; marketId: string; selectionId: string; runner: string; side: 'back' | 'lay'; price: number; tapped: number }
  | { kind: 'bookmaker'; marketId: string; selectionId: string; runner: string; side: 'back' | 'lay' }
  | { kind: 'fancy'; marketId: string; title: string; side: 'yes' | 'no' };

/** The live figures a Bookmaker or Fancy bet is placed at (what the row shows now). */
export interface LiveQuote {
  price?: number | null;
  line?: number | null;
  rate?: number | null;
}

/** An order as the slip shows it. */
export function orderResult(o: ExchangeOrder): BetSlipResult {
  const matched = tryParseMoney(o.size_matched) ?? 0n;
  const remaining = tryParseMoney(o.size_remaining) ?? 0n;
  const price = o.avg_price_matched ?? o.price;
  let status: Extract<BetSlipResult, { kind: 'order' }>['status'];
  if (o.status === 'executable') status = matched > 0n ? 'partial' : 'unmatched';
  else if (matched > 0n) status = 'matched';
  else status = o.status === 'lapsed' ? 'lapsed' : o.status === 'cancelled' ? 'cancelled' : 'matched';
  return { kind: 'order', status, matched: toWire(matched), remaining: toWire(remaining), price };
}

/**
 * The page's one bet slip: which price it was opened on, the stake, keep-in-play, the placement (a fresh request id
 * per Place), its result and cancelling the unmatched part. Opening it while logged out goes to /login.
 */
export function useSlip() {
  const { t } = useTranslation('exchange');
  const msg = useMessage();
  const saferWords = useSaferRefusalWords();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useSelector(selectIsLoggedIn);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [stake, setStake] = useState('');
  const [persist, setPersist] = useState(false);
  const [result, setResult] = useState<BetSlipResult | null>(null);
  const [orderId, setOrderId] = useState<string | null>(null);
  const [placeOrder, orderState] = usePlaceOrderMutation();
  const [placeBookmaker, bookmakerState] = usePlaceBookmakerBetMutation();
  const [placeFancy, fancyState] = usePlaceFancyBetMutation();
  const [cancelOrder, cancelState] = useCancelOrderMutation();
  /** The bet being placed and its request id (see `place`). */
  const attempt = useRef<{ draft: string; id: string } | null>(null);

  const open = useCallback(
    (sel: Selection) => {
      if (!loggedIn) {
        navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
        return;
      }
      setSelection(sel);
      setResult(null);
      setOrderId(null);
    },
    [loggedIn, navigate, location.pathname, location.search],
  );

  const close = useCallback(() => {
    setSelection(null);
    setResult(null);
    setOrderId(null);
  }, []);

  const setPrice = useCallback((price: number) => {
    setSelection((s) => (s && s.kind === 'match_odds' ? { ...s, price } : s));
  }, []);

  const fail = (e: unknown) => {
    const err = toApiError(e);
    const safer = saferRefusalOf(e);
    setResult({ kind: 'error', message: safer ? saferWords(safer) : err.message ? msg(err.message) : t('slip.failed') });
  };

  const stakePoisha: Poisha | null = tryParseMoney(stake);

  const place = async (quote: LiveQuote = {}) => {
    if (!selection || stakePoisha === null || stakePoisha <= 0n) return;
    const amount = toWire(stakePoisha);
    // One request id per bet, kept for its retries: if a reply was lost (a slow network during the in-play delay), Place
    // again answers the first bet instead of placing a second. A changed bet, or one that went through, gets a new id.
    const draft = JSON.stringify([selection, amount, persist, quote.price, quote.line, quote.rate]);
    if (attempt.current?.draft !== draft) attempt.current = { draft, id: newRequestId() };
    const request_id = attempt.current.id;
    setResult(null);
    setOrderId(null);
    try {
      if (selection.kind === 'match_odds') {
        const { order } = await placeOrder({
          market_id: selection.marketId,
          selection_id: selection.selectionId,
          side: selection.side,
          price: selection.price,
          size: amount,
          persistence: persist ? 'persist' : 'lapse',
          request_id,
        }).unwrap();
        attempt.current = null;
        setOrderId(order.status === 'executable' ? order.id : null);
        setResult(orderResult(order));
      } else if (selection.kind === 'bookmaker') {
        if (quote.price === null || quote.price === undefined) return;
        const { bet } = await placeBookmaker({
          market_id: selection.marketId,
          selection_id: selection.selectionId,
          side: selection.side,
          price: quote.price,
          stake: amount,
          request_id,
        }).unwrap();
        attempt.current = null;
        setResult({ kind: 'accepted', stake: bet.stake, price: bet.price });
      } else {
        if (quote.line === null || quote.line === undefined || quote.rate === null || quote.rate === undefined) return;
        const { bet } = await placeFancy({
          fancy_id: selection.marketId,
          side: selection.side,
          line: quote.line,
          rate: quote.rate,
          stake: amount,
          request_id,
        }).unwrap();
        attempt.current = null;
        setResult({ kind: 'accepted', stake: bet.stake, line: bet.line, rate: bet.rate });
      }
    } catch (e) {
      fail(e);
    }
  };

  const cancel = async (id: string | null = orderId) => {
    if (!id) return;
    try {
      const { order } = await cancelOrder(id).unwrap();
      if (id === orderId) {
        setOrderId(null);
        setResult(orderResult(order));
      }
    } catch (e) {
      if (id === orderId) fail(e);
      else throw e;
    }
  };

  /** After a bet went through the slip is its receipt; "Place another" arms it again (same selection and stake). */
  const placeAnother = useCallback(() => {
    setResult(null);
    setOrderId(null);
  }, []);

  /** A placed bet's receipt is showing: the positions are the server's, the bet already in them. */
  const placed = result !== null && result.kind !== 'error';

  /**
   * The open bet's win and loss in poisha, for the positions' "after this bet" (null: no valid bet in the slip, or the
   * slip is a receipt: the bet is then in the server's position, which must agree with the receipt).
   */
  const figures = (quote: LiveQuote = {}) => {
    if (!selection || stakePoisha === null || placed) return null;
    if (selection.kind === 'match_odds') return slipFigures('match_odds', selection.side, selection.price, stakePoisha);
    if (selection.kind === 'bookmaker') return quote.price ? slipFigures('bookmaker', selection.side, quote.price, stakePoisha) : null;
    return quote.rate ? slipFigures('fancy', selection.side, 0, stakePoisha, quote.rate) : null;
  };

  return {
    loggedIn,
    selection,
    open,
    close,
    setPrice,
    stake,
    setStake,
    persist,
    setPersist,
    result,
    placed,
    placeAnother,
    orderId,
    busy: orderState.isLoading || bookmakerState.isLoading || fancyState.isLoading,
    cancelling: cancelState.isLoading,
    place,
    cancel,
    figures,
  };
}

export type SlipApi = ReturnType<typeof useSlip>;
