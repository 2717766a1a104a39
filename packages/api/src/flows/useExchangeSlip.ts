import { useCallback, useRef, useState } from 'react';
import { toHundredths } from '@khela/domain';
import { toApiError } from '../baseQuery';
import { protectionRefusalOf } from '../endpoints/protection';
import { useCancelOrderMutation, usePlaceBookmakerBetMutation, usePlaceFancyBetMutation, usePlaceOrderMutation } from '../exchange/api';
import { SubmissionId } from '../requestId';
import { orderFill, placeSlip, slipDraftKey, draftFigures, slipRefusal, slipRequest, slipStake, type SlipCalls, type SlipDraft, type SlipOutcome, type SlipPick, type SlipQuote } from './exchange-slip';

/**
 * The exchange bet slip, one for the phone's odds view and the desktop's right column: what it was opened on, the
 * price asked (Match Odds, hundredths on the ladder), the stake typed, keep-in-play, the placement with one request id
 * per bet (kept for its retries: if an answer was lost during the in-play delay, Place again answers the first bet
 * instead of placing a second; a changed bet, or one that went through, gets a new id), its receipt or refusal, and
 * cancelling an order's unmatched part. The apps draw it, word the outcome and decide who may open it.
 */
export function useExchangeSlip<P extends SlipPick>() {
  const [selection, setSelection] = useState<P | null>(null);
  const [price, setPrice] = useState(0);
  const [stake, setStake] = useState('');
  const [persist, setPersist] = useState(false);
  const [outcome, setOutcome] = useState<SlipOutcome | null>(null);
  const [orderId, setOrderId] = useState<string | null>(null);
  const [placeOrder, orderState] = usePlaceOrderMutation();
  const [placeBookmakerBet, bookmakerState] = usePlaceBookmakerBetMutation();
  const [placeFancyBet, fancyState] = usePlaceFancyBetMutation();
  const [cancelOrder, cancelState] = useCancelOrderMutation();
  const attempt = useRef(new SubmissionId());
  const busy = orderState.isLoading || bookmakerState.isLoading || fancyState.isLoading;

  /** Opens the slip on a tapped price (a new slip: the last receipt goes; the stake stays). */
  const open = useCallback((sel: P) => {
    setSelection(sel);
    setPrice(sel.kind === 'match_odds' ? (toHundredths(sel.price) ?? 0) : 0);
    setOutcome(null);
    setOrderId(null);
  }, []);

  const close = useCallback(() => {
    setSelection(null);
    setOutcome(null);
    setOrderId(null);
  }, []);

  /** Forgets a refusal (the player changed the bet); a receipt stays. */
  const dismiss = useCallback(() => setOutcome((o) => (o?.kind === 'refused' ? null : o)), []);

  /** After a bet went through the slip is its receipt; "Place another" arms it again (same selection and stake). */
  const placeAnother = useCallback(() => {
    setOutcome(null);
    setOrderId(null);
    attempt.current.answered();
  }, []);

  const stakePoisha = slipStake(stake);
  /** A placed bet's receipt is showing: the positions are the server's, the bet already in them. */
  const placed = outcome !== null && outcome.kind !== 'refused';

  /**
   * Places the bet (Bookmaker and Fancy at `quote`); answers what came of it, or null when there was nothing to place
   * (no selection, no stake, no quote, a placement under way).
   */
  const place = async (quote: SlipQuote = {}): Promise<SlipOutcome | null> => {
    if (!selection || stakePoisha === null || busy) return null;
    const draft: SlipDraft = { pick: selection, price, quote, stake: stakePoisha, persist };
    const { id } = attempt.current.take(slipDraftKey(draft));
    const request = slipRequest(draft, id);
    if (!request) return null;
    setOutcome(null);
    setOrderId(null);
    const calls: SlipCalls = {
      placeOrder: (body) => placeOrder(body).unwrap(),
      placeBookmakerBet: (body) => placeBookmakerBet(body).unwrap(),
      placeFancyBet: (body) => placeFancyBet(body).unwrap(),
    };
    let result: SlipOutcome;
    try {
      result = await placeSlip(calls, request, draft);
      attempt.current.answered();
      setOrderId(result.kind === 'order' && result.order.status === 'executable' ? result.order.id : null);
    } catch (e) {
      result = slipRefusal(e, toApiError, protectionRefusalOf);
    }
    setOutcome(result);
    return result;
  };

  /** Cancels an order's unmatched part: the slip's own (its receipt follows), or another (a failure then throws). */
  const cancel = async (id: string | null = orderId) => {
    if (!id) return;
    try {
      const { order } = await cancelOrder(id).unwrap();
      if (id === orderId) {
        setOrderId(null);
        setOutcome({ kind: 'order', order, fill: orderFill(order) });
      }
    } catch (e) {
      if (id === orderId) setOutcome(slipRefusal(e, toApiError, protectionRefusalOf));
      else throw e;
    }
  };

  /** The open bet's figures (null: no valid bet in the slip, or the slip is a receipt: the bet is then in the server's position). */
  const figures = (quote: SlipQuote = {}) => (!selection || placed ? null : draftFigures(selection, price, quote, stakePoisha));

  return {
    selection,
    open,
    close,
    /** Match Odds: the price asked, hundredths. */
    price,
    setPrice,
    stake,
    setStake,
    /** The stake in poisha; null when empty or unreadable. */
    stakePoisha,
    persist,
    setPersist,
    outcome,
    dismiss,
    placed,
    placeAnother,
    /** The slip's order while part of it rests in the book. */
    orderId,
    busy,
    cancelling: cancelState.isLoading,
    place,
    cancel,
    figures,
  };
}

export type ExchangeSlip<P extends SlipPick = SlipPick> = ReturnType<typeof useExchangeSlip<P>>;
