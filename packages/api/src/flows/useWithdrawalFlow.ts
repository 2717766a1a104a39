import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  PAYMENT_ARRIVAL_COUNTDOWN_SECONDS,
  amountText,
  cleanAmount,
  localPhone,
  splitPaymentMethods,
  toWire,
  tryParseMoney,
  withdrawSubmitError,
  type PaymentRequestState,
  type Poisha,
} from '@khela/domain';
import { toApiError } from '../baseQuery';
import { SubmissionId } from '../requestId';
import { useGetGeneralQuery } from '../endpoints/content';
import { useGetPaymentMethodsQuery, useSubmitWithdrawMutation, useWithdrawCheckMutation } from '../endpoints/payments';
import { withdrawLinkFor, withdrawPrecheckRefusal, withdrawSubmitFailure, type FundsRefusal } from './funds';
import { usePlayerFunds } from './usePlayerFunds';

export interface WithdrawalFlowHandlers {
  /** A check, the pre-check or the submission refused the withdrawal: the screen shows why. */
  onRefused(refusal: FundsRefusal): void;
  /** The request was taken ('Withdrawal successful'): the screen opens /payment-request with this state. */
  onSubmitted(state: PaymentRequestState): void;
}

/**
 * The withdrawal form (spec 1 §2 /withdrawal): amount (the chips set it), account number (digits; a verified phone's
 * chip fills it), payment method among those that withdraw. `submit` runs the checks of spec 1 §5 in order, then the
 * server pre-check, then the submission. `unavailable`: withdrawals are off, or no method withdraws.
 */
export function useWithdrawalFlow(handlers: WithdrawalFlowHandlers) {
  const h = useRef(handlers);
  useEffect(() => {
    h.current = handlers;
  });
  const player = usePlayerFunds();
  const { data: general } = useGetGeneralQuery();
  const methodsQ = useGetPaymentMethodsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [withdrawCheck] = useWithdrawCheckMutation();
  const [submitWithdraw] = useSubmitWithdrawMutation();
  const [amount, setAmountText] = useState('');
  const [account, setAccountText] = useState('');
  const [methodId, setMethodId] = useState('');
  const [busy, setBusy] = useState(false);
  // A submission whose answer was lost (no network) is sent again with its id: the server answers the withdrawal it
  // made (the pre-check is skipped then: it would refuse, that withdrawal being pending).
  const attempt = useRef(new SubmissionId());

  const { list: all, ewallet } = splitPaymentMethods(methodsQ.data);
  const methods = all.filter((m) => m.withdraw);
  const poisha = tryParseMoney(amount);
  const birthdayMissing = player.user ? !player.user.dofb : false;
  const unavailable = general?.withdrawal_status === 0 || Boolean(methodsQ.data && methods.length === 0);

  const setAmount = useCallback((text: string) => setAmountText(cleanAmount(text)), []);
  const pickAmount = useCallback((p: Poisha) => setAmountText(amountText(p)), []);
  const clearAmount = useCallback(() => setAmountText(''), []);
  const setAccount = useCallback((text: string) => setAccountText(text.replace(/[^\d]/g, '')), []);
  const pickPhone = useCallback((stored: string) => setAccountText(localPhone(stored)), []);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy || !player.ready || !player.remoteId) return;
    const refuse = (r: FundsRefusal) => h.current.onRefused(r);
    const method = methods.find((m) => String(m.id) === methodId);
    const money = tryParseMoney(amount);
    const body = {
      remote_id: player.remoteId,
      account_number: account.trim(),
      amount: money === null ? amount : toWire(money),
      payment_id: ewallet ? 0 : (method?.id ?? 0),
      provider: method?.name ?? '',
    };
    // The same submission again after a lost answer: its withdrawal may be the pending one the records now show.
    const retry = attempt.current.unanswered(body);
    const error = withdrawSubmitError({
      phoneVerified: player.phoneVerified,
      hasPendingWithdrawal: player.hasPendingWithdrawal && !retry,
      amount,
      accountNumber: account,
      paymentMethod: methodId,
    });
    if (error) {
      refuse({ kind: 'message', message: error, link: withdrawLinkFor(error) });
      return;
    }
    if (!method) return;
    setBusy(true);
    const { id } = attempt.current.take(body);
    try {
      if (!retry) {
        try {
          await withdrawCheck(player.remoteId).unwrap();
        } catch (err) {
          refuse(withdrawPrecheckRefusal(toApiError(err)));
          if (toApiError(err).status !== null) attempt.current.answered();
          return;
        }
      }
      const made = await submitWithdraw({ ...body, request_id: id }).unwrap();
      attempt.current.answered();
      h.current.onSubmitted({
        kind: 'withdrawal',
        amount: made.data.amount,
        payment_icon: method.icon,
        paymentMethodName: method.name,
        deadline: Date.now() + PAYMENT_ARRIVAL_COUNTDOWN_SECONDS * 1000,
      });
    } catch (err) {
      const e = toApiError(err);
      if (e.status !== null) attempt.current.answered();
      refuse(withdrawSubmitFailure(e));
    } finally {
      setBusy(false);
    }
  };

  return {
    player,
    methodsQuery: methodsQ,
    methods,
    ewallet,
    unavailable,
    birthdayMissing,
    amount,
    account,
    methodId,
    poisha,
    busy,
    setAmount,
    pickAmount,
    clearAmount,
    setAccount,
    pickPhone,
    setMethodId,
    submit,
  };
}
