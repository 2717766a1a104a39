import { MESSAGES, type PaymentRequestState, type ProtectionRefusalBody } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { copyToClipboard } from '../clipboard';
import { useToast } from '../components/Toast';
import { useProtectionRefusalWords } from '../protection/refusal';

/** A failure of /make-payment as `useMakePaymentSubmit` (@khela/api) reports it. */
export interface MakePaymentFailureWords {
  message: string;
  params?: Record<string, string>;
  protection?: ProtectionRefusalBody;
}

/**
 * The handlers `useMakePaymentSubmit` (@khela/api) takes, worded the same on both apps: a failure in the spec's words
 * (or the protection limit's), 'Submission successful' as a toast, a failed receipt upload with the server's text;
 * `show` is the app's Error modal, `onDone` opens /payment-request.
 */
export function useMakePaymentHandlers(show: (text: string) => void, onDone: (next: PaymentRequestState) => void) {
  const { t } = useTranslation('wallet');
  const msg = useMessage();
  const protectionWords = useProtectionRefusalWords();
  const toast = useToast();
  return {
    onFailed: (f: MakePaymentFailureWords) => show(f.protection ? protectionWords(f.protection) : f.params ? msg(f.message, { message: msg(f.params.message ?? '') }) : msg(f.message)),
    onSubmitted: () => toast.show(msg(MESSAGES.submissionSuccessful), 'success'),
    onReceiptsFailed: (message: string) => show(t('makePayment.receipt.uploadFailed', { message: msg(message) })),
    onDone,
  };
}

/**
 * Copy a value of the payment (the number to pay, the amount): 'Copied' or 'Copy failed' as a toast; with nothing to
 * copy, the spec's message (`empty`, an English spec text) goes to the app's Error modal (`show`).
 */
export function useCopyPaymentValue(show: (text: string) => void) {
  const { t } = useTranslation(['wallet', 'ui']);
  const msg = useMessage();
  const toast = useToast();
  return async (text: string, empty: string) => {
    if (!text) return show(msg(empty));
    const ok = await copyToClipboard(text);
    toast.show(ok ? t('ui:copied') : t('funds.copyFailed'), ok ? 'success' : 'error');
  };
}
