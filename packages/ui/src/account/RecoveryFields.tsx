import styled from 'styled-components';
import { CALLING_CODES, MESSAGES } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { BotCheckField } from '../components/BotCheckField';
import { Select } from '../components/Select';
import { Tabs } from '../components/Tabs';
import { TextInput } from '../components/TextInput';
import type { BoundField } from '../fieldBinder';

/**
 * The fields of password recovery (spec 1 §2 /forgot-password), the same on both apps: the E-mail / SMS tabs, the
 * username and the e-mail or the calling code and phone, and on both tabs the proof-of-work bot check (the ALTCHA
 * widget; the server requires its solution before it sends a code); then the OTP and the new password twice. The form state,
 * rules and calls are `useForgotPasswordFlow` (@khela/api); each app keeps its frame, messages and buttons.
 */
const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: 112px 1fr;
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
`;

/** Digits only, for the phone and the OTP. */
const digits = (v: string) => v.replace(/\D/g, '');

export type RecoveryChannel = 'email' | 'sms';

export interface RecoveryRequestFieldsProps {
  channel: RecoveryChannel;
  onChannel(channel: RecoveryChannel): void;
  field(name: 'username' | 'email' | 'callingCode' | 'phone' | 'altcha'): BoundField;
  setFieldValue(name: 'phone' | 'altcha', value: string): void;
  /** The bot check (`useForgotPasswordFlow`'s `botCheck`): its challenge loader, and its round (a new widget each). */
  botCheck: { loadChallenge(): Promise<unknown>; round: number };
}

export function RecoveryRequestFields({ channel, onChannel, field, setFieldValue, botCheck }: RecoveryRequestFieldsProps) {
  const { t } = useTranslation(['auth', 'account']);
  return (
    <>
      <Tabs
        aria-label={t('forgot.how')}
        testIdPrefix="forgot-tab"
        value={channel}
        onChange={(key) => onChannel(key === 'sms' ? 'sms' : 'email')}
        items={[
          { key: 'email', label: t('account:email') },
          { key: 'sms', label: t('forgot.tabSms') },
        ]}
      />
      <TextInput {...field('username')} label={t('username')} placeholder={t('usernamePlaceholder')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
      {channel === 'email' ? (
        <TextInput {...field('email')} type="email" label={t('email')} placeholder={t('emailPlaceholder')} autoComplete="email" />
      ) : (
        <PhoneRow>
          <Select {...field('callingCode')} label={t('areaCode')} options={CALLING_CODES.map((c) => ({ value: c, label: `+${c}` }))} />
          <TextInput
            {...field('phone')}
            type="tel"
            inputMode="numeric"
            label={t('phone')}
            placeholder={t('phonePlaceholder')}
            autoComplete="tel-national"
            maxLength={15}
            onChange={(e) => setFieldValue('phone', digits(e.target.value))}
          />
        </PhoneRow>
      )}
      <BotCheckField
        key={botCheck.round}
        loadChallenge={botCheck.loadChallenge}
        error={field('altcha').error}
        onChange={(v) => setFieldValue('altcha', v)}
      />
    </>
  );
}

export interface RecoveryResetFieldsProps {
  field(name: 'otp' | 'password' | 'password_confirmation'): BoundField;
  setFieldValue(name: 'otp', value: string): void;
}

export function RecoveryResetFields({ field, setFieldValue }: RecoveryResetFieldsProps) {
  const { t } = useTranslation(['auth', 'account']);
  const msg = useMessage();
  return (
    <>
      <TextInput
        {...field('otp')}
        label={t('forgot.otp')}
        placeholder={msg(MESSAGES.otpPlaceholder)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        onChange={(e) => setFieldValue('otp', digits(e.target.value))}
      />
      <TextInput {...field('password')} type="password" label={t('account:password.new')} placeholder={t('forgot.newPasswordRule')} autoComplete="new-password" />
      <TextInput
        {...field('password_confirmation')}
        type="password"
        label={t('confirmPassword')}
        placeholder={t('confirmPasswordPlaceholder')}
        autoComplete="new-password"
      />
    </>
  );
}

/** A note of password recovery (`useForgotPasswordFlow`'s `note`): an English spec text, and the channel it names. */
export interface RecoveryNoteWords {
  text: string;
  values?: { channel: RecoveryChannel };
}

/** The words of a recovery note, both apps: the spec's text translated, with 'e-mail' or 'SMS' in the reader's language. */
export function useRecoveryNoteText(): (note: RecoveryNoteWords) => string {
  const { t } = useTranslation('auth');
  const msg = useMessage();
  return (note) => msg(note.text, note.values && { channel: t(`forgot.channel.${note.values.channel}`) });
}
