import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  EMPTY_DEPOSIT_SELECTION,
  MAKE_PAYMENT_COUNTDOWN_SECONDS,
  MESSAGES,
  depositNextError,
  depositRange,
  depositSelectionReducer,
  splitPaymentMethods,
  toWire,
  tryParseMoney,
  type AccountType,
  type MakePaymentState,
  type Poisha,
} from '@khela/domain';
import { toApiError } from '../baseQuery';
import { protectionFundsRefusal } from '../endpoints/protection';
import { useEwaRequestMutation, useGetPaymentChannelsQuery, useGetPaymentMethodsQuery, useGetWalletNumberMutation } from '../endpoints/payments';
import { depositFailure, depositLinkFor, type FundsRefusal } from './funds';
import { useClaimablePromotions } from './usePromotions';
import { usePlayerFunds } from './usePlayerFunds';

export interface DepositFlowHandlers {
  /** A check or a call refused the deposit: the screen shows why. */
  onRefused(refusal: FundsRefusal): void;
  /** The number to pay to is held (or the e-wallet payment started): the screen opens /make-payment with this state. */
  onReady(state: MakePaymentState): void;
  /** A promotion the player already chose elsewhere (the promotions page's `?promotion_id=`): preselected once the
   *  claimable list has it. */
  initialPromotionId?: number | null;
}

/**
 * The deposit steps (spec 1 §2 /deposit): promotion, payment method, payment type, channel and amount (with the
 * quick-add chips and the channel's range). `next` runs the checks of spec 1 §5 in order and the promotion's minimum,
 * then asks for the number to pay to (or starts the e-wallet payment) and hands over the /make-payment state.
 */
export function useDepositFlow(handlers: DepositFlowHandlers) {
  const h = useRef(handlers);
  useEffect(() => {
    h.current = handlers;
  });
  const player = usePlayerFunds();
  const methodsQ = useGetPaymentMethodsQuery(undefined, { refetchOnMountOrArgChange: true });
  const promos = useClaimablePromotions();
  const [sel, dispatch] = useReducer(depositSelectionReducer, EMPTY_DEPOSIT_SELECTION);
  const [busy, setBusy] = useState(false);
  const channelsQ = useGetPaymentChannelsQuery(sel.methodName ?? '', { skip: !sel.methodName });
  const [getWalletNumber] = useGetWalletNumberMutation();
  const [ewaRequest] = useEwaRequestMutation();

  const { list: methods, ewallet } = splitPaymentMethods(methodsQ.data);
  const method = methods.find((m) => m.name === sel.methodName) ?? null;
  const channels = sel.methodName ? (channelsQ.currentData ?? []) : [];
  const availableTypes = new Set(channels.map((c) => c.account_type));
  const typeChannels = channels.filter((c) => c.account_type === sel.accountType);
  const channel = channels.find((c) => c.id === sel.channelId) ?? null;
  const promotion = promos.promotions.find((p) => p.id === sel.promotionId) ?? null;
  const poisha = tryParseMoney(sel.amount);
  const range = depositRange(channel);

  const choosePromotion = useCallback((id: number | null) => dispatch({ type: 'promotion', id }), []);
  // The promotion chosen on the promotions page, once the list shows it is claimable (a no-op otherwise).
  const initial = handlers.initialPromotionId ?? null;
  const initialApplied = useRef(false);
  useEffect(() => {
    if (initialApplied.current || initial === null || !promos.promotions.some((p) => p.id === initial)) return;
    initialApplied.current = true;
    choosePromotion(initial);
  }, [initial, promos.promotions, choosePromotion]);
  const chooseMethod = useCallback((name: string) => dispatch({ type: 'method', name }), []);
  const chooseType = (accountType: AccountType) => dispatch({ type: 'accountType', accountType, channels });
  const chooseChannel = useCallback((id: number) => dispatch({ type: 'channel', id }), []);
  const setAmount = useCallback((text: string) => dispatch({ type: 'amount', text }), []);
  const addAmount = useCallback((add: Poisha) => dispatch({ type: 'addAmount', add }), []);
  const clearAmount = useCallback(() => dispatch({ type: 'clearAmount' }), []);

  const next = async () => {
    const refuse = (r: FundsRefusal) => h.current.onRefused(r);
    const error = depositNextError({
      phoneVerified: player.phoneVerified,
      hasPendingDeposit: player.hasPendingDeposit,
      amount: sel.amount,
      paymentMethod: method?.id ?? null,
      channel: channel?.id ?? null,
    });
    if (error) {
      refuse({ kind: 'message', message: error, link: depositLinkFor(error) });
      return;
    }
    if (!method || !channel || poisha === null) return;
    // The promotion's minimum is checked here too, before any money is sent (the server checks it on submit).
    const promoMin = promotion ? tryParseMoney(promotion.min_deposit) : null;
    if (promotion && promoMin !== null && poisha < promoMin) {
      refuse({ kind: 'promotionMin', min: promoMin });
      return;
    }
    setBusy(true);
    try {
      const wire = toWire(poisha);
      const base = {
        amount: wire,
        payment_icon: method.icon,
        payment_type: channel.account_type,
        paymentMethodid: method.id,
        paymentMethodName: method.name,
        promotion: promotion?.id ?? null,
        deadline: Date.now() + MAKE_PAYMENT_COUNTDOWN_SECONDS * 1000,
      };
      let state: MakePaymentState;
      if (ewallet) {
        const r = await ewaRequest({
          amount: wire,
          type: channel.account_type,
          provider: method.name,
          ...(promotion ? { promotion: promotion.id } : {}),
        }).unwrap();
        state = { ...base, number: r.number, transaction: r.transaction, gatewayMessage: r.message };
      } else {
        const n = await getWalletNumber({ name: method.name, account_type: channel.account_type, amount: wire }).unwrap();
        if (!n) {
          refuse({ kind: 'message', message: MESSAGES.noWalletNumber });
          return;
        }
        state = { ...base, number: n.account_number };
      }
      h.current.onReady(state);
    } catch (e) {
      refuse(protectionFundsRefusal(e) ?? depositFailure(toApiError(e), range));
    } finally {
      setBusy(false);
    }
  };

  return {
    player,
    /** The payment-methods call (loading, failure, retry). */
    methodsQuery: methodsQ,
    /** The chosen method's channels call (loading while a method's channels come). */
    channelsQuery: channelsQ,
    methods,
    ewallet,
    promotions: promos.promotions,
    usedPromotions: promos.used,
    promotionsLoading: promos.isLoading,
    selection: sel,
    method,
    channel,
    promotion,
    availableTypes,
    typeChannels,
    poisha,
    range,
    busy,
    choosePromotion,
    chooseMethod,
    chooseType,
    chooseChannel,
    setAmount,
    addAmount,
    clearAmount,
    next,
  };
}
