import { useCallback, useEffect, useRef, useState } from 'react';
import {
  MESSAGES,
  PAYMENT_ARRIVAL_COUNTDOWN_SECONDS,
  localPhone as localPhoneOf,
  secondsUntil,
  tryParseMoney,
  type DepositSubmitForm,
  type MakePaymentState,
  type PaymentRequestState,
  type ProtectionRefusalBody,
  type SubmitDepositResponse,
} from '@khela/domain';
import { toApiError } from '../baseQuery';
import { protectionRefusalOf } from '../endpoints/protection';
import { useEwaConfirmMutation, useSubmitDepositMutation, useUploadDepositReceiptsMutation } from '../endpoints/payments';
import { SubmissionId } from '../requestId';
import { usePlayerFunds } from './usePlayerFunds';

/** The pending panel stays at least this long, so the player reads it before /payment-request. */
export const MAKE_PAYMENT_PENDING_MIN_MS = 1500;

/** A failure of /make-payment in words of the spec: `message` is an English spec text, `params` its values. */
export interface MakePaymentFailure {
  message: string;
  params?: Record<string, string>;
  /** A deposit limit, time-out or self-exclusion: the app words it (`useProtectionRefusalWords`) instead of `message`. */
  protection?: ProtectionRefusalBody;
}

export interface MakePaymentHandlers {
  /** The submission failed (the deposit was not made): 'Error, please try again' or 'Submission failed: …'. */
  onFailed(failure: MakePaymentFailure): void;
  /** The deposit was taken ('Submission successful'). */
  onSubmitted(): void;
  /** The receipts did not go up (the deposit stands): the server's text or 'Error, please try again'. */
  onReceiptsFailed(message: string): void;
  /** After the pending panel: the screen opens /payment-request with this state. */
  onDone(state: PaymentRequestState): void;
}

/**
 * /make-payment's submission (spec 1 §2), shared by both apps: submits the deposit (or confirms the e-wallet payment)
 * with the sender's number and the wallet's transaction id, then attaches the chosen receipt images (POST
 * /api/deposits/{id}/receipts; a failed upload never undoes the deposit), keeps the pending panel up at least 1.5 s and
 * hands over the /payment-request state with its 30-minute countdown.
 */
export function useMakePaymentSubmit(state: MakePaymentState, handlers: MakePaymentHandlers) {
  const h = useRef(handlers);
  useEffect(() => {
    h.current = handlers;
  });
  const player = usePlayerFunds();
  const [submitDeposit] = useSubmitDepositMutation();
  const [ewaConfirm] = useEwaConfirmMutation();
  const [uploadReceipts] = useUploadDepositReceiptsMutation();
  const [pending, setPending] = useState(false);
  // A submission whose answer was lost (no network) is sent again with its id: the server answers the deposit it made.
  const attempt = useRef(new SubmissionId());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const attachReceipts = async (deposit: SubmitDepositResponse['data'], files: readonly File[]) => {
    // A deposit the gateway already confirmed needs no slip (and the server takes receipts only while pending).
    if (files.length === 0 || deposit.status !== 'pending') return;
    try {
      await uploadReceipts({ depositId: deposit.id, files: [...files] }).unwrap();
    } catch (e) {
      h.current.onReceiptsFailed(toApiError(e).message ?? MESSAGES.errorTryAgain);
    }
  };

  const submit = async (values: DepositSubmitForm, receipts: readonly File[]) => {
    const started = Date.now();
    setPending(true);
    const trx = values.transaction_id.trim().toUpperCase();
    let submitted: SubmitDepositResponse;
    try {
      if (state.transaction) {
        submitted = await ewaConfirm({ trx_id: state.transaction, trxid: trx, number: values.account_number }).unwrap();
      } else {
        const body = {
          remote_id: player.remoteId ?? undefined,
          account_number: values.account_number,
          transaction_id: trx,
          amount: state.amount,
          payment_id: state.paymentMethodid,
          ...(state.promotion !== null ? { promotion_id: state.promotion } : {}),
        };
        submitted = await submitDeposit({ ...body, request_id: attempt.current.take(body).id }).unwrap();
      }
      attempt.current.answered();
    } catch (e) {
      setPending(false);
      const err = toApiError(e);
      if (err.status !== null) attempt.current.answered();
      const protection = protectionRefusalOf(e);
      h.current.onFailed(
        protection
          ? { message: protection.message, protection }
          : err.status === null
          ? { message: MESSAGES.errorTryAgain }
          : { message: MESSAGES.submissionFailedWith, params: { message: err.message ?? MESSAGES.submissionFailed } },
      );
      return;
    }
    h.current.onSubmitted();
    await attachReceipts(submitted.data, receipts);
    const next: PaymentRequestState = {
      kind: 'deposit',
      amount: state.amount,
      payment_icon: state.payment_icon,
      paymentMethodName: state.paymentMethodName,
      deadline: Date.now() + PAYMENT_ARRIVAL_COUNTDOWN_SECONDS * 1000,
    };
    timer.current = setTimeout(() => h.current.onDone(next), Math.max(0, MAKE_PAYMENT_PENDING_MIN_MS - (Date.now() - started)));
  };

  /** The player's verified numbers as the wallet apps write them ("01712345678"), each once: the sender choices. */
  const senderPhones = player.verifiedPhones.map(localPhoneOf).filter((p, i, all) => all.indexOf(p) === i);

  return { player, pending, submit, senderPhones };
}

/**
 * /make-payment's 10-minute window (spec 1 §2), shared by both apps: the seconds left when the page opened (for the
 * countdown), whether time is up (at once when the page opens late, else when the countdown says so) and the amount
 * to pay as money (null when the server's text does not parse: the page shows the text as it came).
 */
export function useMakePaymentDeadline(state: MakePaymentState) {
  const [seconds] = useState(() => secondsUntil(state.deadline));
  const [timeUp, setTimeUp] = useState(seconds === 0);
  const onTimeUp = useCallback(() => setTimeUp(true), []);
  return { seconds, timeUp, onTimeUp, amount: tryParseMoney(state.amount) };
}
