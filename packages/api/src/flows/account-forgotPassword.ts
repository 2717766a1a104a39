import { useEffect, useRef, useState } from 'react';
import { MESSAGES, REDIRECT_DELAY_MS } from '@khela/domain';
import { toApiError } from '../baseQuery';
import { useForgotPasswordMutation, useResetPasswordMutation } from '../endpoints/auth';
import { useBotCheck } from './account-botCheck';

export type RecoveryChannel = 'email' | 'sms';

export interface RecoveryRequestValues {
  username: string;
  email: string;
  /** Digits only: 880, 91, 92. */
  callingCode: string;
  phone: string;
  /** The bot check's solution (the ALTCHA widget fills it in); both tabs need it. */
  altcha: string;
}

export interface RecoveryResetValues {
  otp: string;
  password: string;
  password_confirmation: string;
}

/** A line under the form: `text` is an English message (translate it with useMessage), `values` its placeholders. */
export interface RecoveryNote {
  tone: 'error' | 'success';
  text: string;
  /** `channel` is 'email' | 'sms' (translate it with auth's `forgot.channel.*`). */
  values?: { channel: RecoveryChannel };
}

/**
 * Password recovery (spec 1 §2 /forgot-password), both apps: Send OTP by e-mail or SMS for a username, then the OTP
 * and the new password; success says so and goes to the login after 1.5 s (`onDone`). Messages as the spec writes
 * them: 'Error sending OTP' without a network, else the server's text or 'Failed to send OTP'; the same for the reset.
 * Send OTP carries the proof-of-work bot check's solution (`botCheck`: the widget's challenge loader and its round); a
 * solution answers once, so every attempt mounts a new widget and clears the field (pass formik's helpers as the
 * second argument, as `onSubmit` does).
 */
export function useForgotPasswordFlow(onDone: () => void) {
  const [forgotPassword] = useForgotPasswordMutation();
  const [resetPassword] = useResetPasswordMutation();
  const [channel, setChannelState] = useState<RecoveryChannel>('email');
  const [step, setStep] = useState<'request' | 'otp'>('request');
  const [username, setUsername] = useState('');
  const [note, setNote] = useState<RecoveryNote | null>(null);
  const [done, setDone] = useState(false);
  const done$ = useRef(onDone);
  useEffect(() => {
    done$.current = onDone;
  });
  const botCheck = useBotCheck();
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (redirect.current && clearTimeout(redirect.current)), []);

  /** Send OTP for the request form's values (already checked by the channel's schema). */
  const sendOtp = async (v: RecoveryRequestValues, form?: { setFieldValue(field: 'altcha', value: string, validate?: boolean): unknown }) => {
    setNote(null);
    const name = v.username.trim();
    const altcha = v.altcha.trim();
    try {
      await forgotPassword(
        channel === 'email'
          ? { type: 'email', email: v.email.trim(), username: name, altcha }
          : { type: 'sms', phone: `+${v.callingCode}${v.phone.trim()}`, username: name, altcha },
      ).unwrap();
      setUsername(name);
      setStep('otp');
      setNote({ tone: 'success', text: MESSAGES.otpSent, values: { channel } });
    } catch (e) {
      const err = toApiError(e);
      setNote({ tone: 'error', text: err.status === null ? MESSAGES.errorSendingOtp : (err.message ?? MESSAGES.failedToSendOtp) });
    } finally {
      // The solution was spent (or refused): a new widget, and the field cleared for it.
      botCheck.renew();
      void form?.setFieldValue('altcha', '', false);
    }
  };

  /** Confirm: the OTP and the new password (already checked by resetPasswordSchema). */
  const reset = async (v: RecoveryResetValues) => {
    setNote(null);
    try {
      await resetPassword({ otp: v.otp.trim(), password: v.password, password_confirmation: v.password_confirmation, username }).unwrap();
      setDone(true);
      setNote({ tone: 'success', text: MESSAGES.passwordChangedLogin });
      redirect.current = setTimeout(() => done$.current(), REDIRECT_DELAY_MS);
    } catch (e) {
      const err = toApiError(e);
      setNote({ tone: 'error', text: err.status === null ? MESSAGES.errorChangingPassword : (err.message ?? MESSAGES.failedToChangePassword) });
    }
  };

  return {
    channel,
    /** Switching tabs clears the line under the form. */
    setChannel: (c: RecoveryChannel) => {
      setChannelState(c);
      setNote(null);
    },
    step,
    username,
    note,
    /** The bot check: `loadChallenge` for the widget (GET /api/altcha), `round` as its key. */
    botCheck,
    done,
    sendOtp,
    reset,
    /** "Didn't get it? Send again": back to the request step. */
    backToRequest: () => {
      setStep('request');
      setNote(null);
    },
  };
}
