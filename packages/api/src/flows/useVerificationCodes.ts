import { useCallback, useEffect, useRef, useState } from 'react';
import {
  MESSAGES,
  VERIFICATION_COUNTDOWN_SECONDS,
  codeExpired,
  codeSent,
  hasLiveCode,
  readSentCodes,
  shownCodeDeadline,
  storableSentCodes,
  type SentCodes,
} from '@khela/domain';
import { toApiError } from '../baseQuery';
import {
  useSendExtraPhoneCodeMutation,
  useSendVerificationCodeMutation,
  useVerifyEmailMutation,
  useVerifyExtraPhoneMutation,
  useVerifyPhoneMutation,
} from '../endpoints/profile';

/** What a code is sent to: the main phone, the e-mail, or one extra phone (the server keeps one live code for extras). */
export type CodeSlot = 'phone' | 'email' | 'extra';

const CODE_MS = VERIFICATION_COUNTDOWN_SECONDS * 1000;

/** The storage key of the codes sent for a player (this tab's sessionStorage). */
export const sentCodesKey = (remoteId: number | null) => `profileCodes:${remoteId ?? 0}`;

function tabStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function loadSent(remoteId: number | null): SentCodes<CodeSlot> {
  try {
    return readSentCodes<CodeSlot>(JSON.parse(tabStore()?.getItem(sentCodesKey(remoteId)) ?? '{}'), Date.now());
  } catch {
    return {};
  }
}

export interface VerificationHandlers {
  /** Sending failed; `error` is the call's rejection (toApiError reads it). */
  onSendFailed(error: unknown): void;
  /** The code was right; `message` is the server's English text. */
  onVerified(message: string): void;
  /** The code was refused; `message` is the English text: the server's, 'Network error', else 'Failed to send code'. */
  onVerifyFailed(message: string): void;
}

/**
 * Phone and e-mail verification (spec 1 §2, §4): Verify sends a 6-digit code (or reopens the code dialog while the last
 * one still runs), a 5-minute countdown stands in its place, the code is checked. Codes sent in this tab survive a
 * reload (sessionStorage), so the countdown keeps its place instead of a Verify the server refuses.
 */
export function useVerificationCodes(remoteId: number | null, handlers: VerificationHandlers) {
  const h = useRef(handlers);
  useEffect(() => {
    h.current = handlers;
  });
  const [sendCode] = useSendVerificationCodeMutation();
  const [sendExtraCode] = useSendExtraPhoneCodeMutation();
  const [verifyPhone] = useVerifyPhoneMutation();
  const [verifyEmail] = useVerifyEmailMutation();
  const [verifyExtra] = useVerifyExtraPhoneMutation();

  const [sent, setSent] = useState<SentCodes<CodeSlot>>(() => loadSent(remoteId));
  useEffect(() => {
    try {
      tabStore()?.setItem(sentCodesKey(remoteId), JSON.stringify(storableSentCodes(sent)));
    } catch {
      /* private mode: the countdown lasts for this page only */
    }
  }, [remoteId, sent]);
  /** `${slot}:${to}` while a code is being sent there. */
  const [sending, setSending] = useState<string | null>(null);
  /** The slot whose code dialog is open. */
  const [codeFor, setCodeFor] = useState<CodeSlot | null>(null);
  const [checking, setChecking] = useState(false);

  const expire = useCallback((slot: CodeSlot) => setSent((s) => codeExpired(s, slot)), []);
  const closeCode = useCallback(() => setCodeFor(null), []);

  /** Verify: sends a code (or reopens the dialog while the last one is still valid). */
  const startVerify = async (slot: CodeSlot, to: string) => {
    if (hasLiveCode(sent, slot, to, Date.now())) {
      setCodeFor(slot);
      return;
    }
    setSending(`${slot}:${to}`);
    try {
      if (slot === 'phone') await sendCode({ phone: to }).unwrap();
      else if (slot === 'email') await sendCode({ email: to }).unwrap();
      else await sendExtraCode({ phone: to }).unwrap();
      setSent((s) => codeSent(s, slot, to, Date.now(), CODE_MS));
      setCodeFor(slot);
    } catch (e) {
      h.current.onSendFailed(e);
    } finally {
      setSending(null);
    }
  };

  /** Checks the code entered for the open dialog's slot. */
  const submitCode = async (code: string) => {
    if (!codeFor) return;
    setChecking(true);
    try {
      const r =
        codeFor === 'phone'
          ? await verifyPhone({ verification_code: code }).unwrap()
          : codeFor === 'email'
            ? await verifyEmail({ code }).unwrap()
            : await verifyExtra({ verification_code: code }).unwrap();
      setCodeFor(null);
      h.current.onVerified(r.message);
    } catch (e) {
      const err = toApiError(e);
      h.current.onVerifyFailed(err.status === null ? MESSAGES.networkError : (err.message ?? MESSAGES.failedToSendCode));
    } finally {
      setChecking(false);
    }
  };

  return {
    sent,
    sending,
    isSending: (slot: CodeSlot, to: string) => sending === `${slot}:${to}`,
    codeFor,
    /** The open dialog's code (where it went, its deadline). */
    openCode: codeFor ? sent[codeFor] : undefined,
    checking,
    /** The countdown's deadline shown beside `to`, or null for Verify. */
    deadlineFor: (slot: CodeSlot, to: string) => shownCodeDeadline(sent, slot, to),
    startVerify,
    submitCode,
    enterCode: setCodeFor,
    closeCode,
    expire,
  };
}
