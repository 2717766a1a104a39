import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { toApiError, useForgotPasswordMutation, useResetPasswordMutation } from '@khela/api';
import {
  CALLING_CODES,
  DEFAULT_CALLING_CODE,
  forgotPasswordEmailSchema,
  forgotPasswordSmsSchema,
  MESSAGES,
  REDIRECT_DELAY_MS,
  resetPasswordSchema,
} from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, Icon, Select, Tabs, TextInput } from '@khela/ui';
import { Aside, AuthLayout, FormCard, FormMessage } from '../../components/AuthLayout';
import { schemaValidator, useFieldError, useFieldProps, useFocusFirstError } from '../../lib/forms';

type Channel = 'email' | 'sms';

interface RequestValues {
  username: string;
  email: string;
  callingCode: string;
  phone: string;
}

interface ResetValues {
  otp: string;
  password: string;
  password_confirmation: string;
}

interface Note {
  tone: 'error' | 'success';
  text: string;
}

const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: 104px 1fr;
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
`;

const StepInfo = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  strong { color: ${({ theme }) => theme.colors.text}; }
`;

const TextButton = styled.button`
  align-self: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 600;
`;

/** /forgot-password (spec 1 §2): Email and SMS tabs, Send OTP, then the OTP step; success goes to /login after 1.5 s. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'account', 'ui']);
  const msg = useMessage();
  const navigate = useNavigate();
  const [channel, setChannel] = useState<Channel>('email');
  const [step, setStep] = useState<'request' | 'otp'>('request');
  const [username, setUsername] = useState('');
  const [note, setNote] = useState<Note | null>(null);
  const [done, setDone] = useState(false);
  const [forgotPassword] = useForgotPasswordMutation();
  const [resetPassword] = useResetPasswordMutation();
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (redirect.current && clearTimeout(redirect.current)), []);

  const request = useFormik<RequestValues>({
    initialValues: { username: '', email: '', callingCode: DEFAULT_CALLING_CODE, phone: '' },
    validate: (v) =>
      channel === 'email' ? schemaValidator(forgotPasswordEmailSchema)(v) : schemaValidator(forgotPasswordSmsSchema)(v),
    onSubmit: async (v) => {
      setNote(null);
      const name = v.username.trim();
      try {
        await forgotPassword(
          channel === 'email'
            ? { type: 'email', email: v.email.trim(), username: name }
            : { type: 'sms', phone: `+${v.callingCode}${v.phone.trim()}`, username: name },
        ).unwrap();
        setUsername(name);
        setStep('otp');
        setNote({ tone: 'success', text: msg(MESSAGES.otpSent, { channel: t(`forgot.channel.${channel}`) }) });
      } catch (e) {
        const err = toApiError(e);
        setNote({ tone: 'error', text: msg(err.status === null ? MESSAGES.errorSendingOtp : (err.message ?? MESSAGES.failedToSendOtp)) });
      }
    },
  });

  const reset = useFormik<ResetValues>({
    initialValues: { otp: '', password: '', password_confirmation: '' },
    validate: schemaValidator(resetPasswordSchema),
    onSubmit: async (v) => {
      setNote(null);
      try {
        await resetPassword({ otp: v.otp.trim(), password: v.password, password_confirmation: v.password_confirmation, username }).unwrap();
        setDone(true);
        setNote({ tone: 'success', text: msg(MESSAGES.passwordChangedLogin) });
        redirect.current = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
      } catch (e) {
        const err = toApiError(e);
        setNote({
          tone: 'error',
          text: msg(err.status === null ? MESSAGES.errorChangingPassword : (err.message ?? MESSAGES.failedToChangePassword)),
        });
      }
    },
  });

  const requestError = useFieldError(request);
  const resetError = useFieldError(reset);
  const requestField = useFieldProps(request);
  const resetField = useFieldProps(reset);
  useFocusFirstError(request);
  useFocusFirstError(reset);

  const switchChannel = (key: string) => {
    setChannel(key === 'sms' ? 'sms' : 'email');
    setNote(null);
    request.setErrors({});
    request.setTouched({}, false);
  };

  const message = note && (
    <FormMessage $tone={note.tone} role={note.tone === 'error' ? 'alert' : 'status'} data-testid="forgot-message">
      <Icon name={note.tone === 'error' ? 'close' : 'check'} size={16} />
      <span>{note.text}</span>
    </FormMessage>
  );

  return (
    <AuthLayout title={msg(MESSAGES.forgotPasswordTitle)} subtitle={t(step === 'request' ? 'forgot.intro' : 'forgot.otpIntro')}>
      {step === 'request' ? (
        <FormCard onSubmit={request.handleSubmit} noValidate>
          <Tabs
            aria-label={t('forgot.how')}
            testIdPrefix="forgot-tab"
            value={channel}
            onChange={switchChannel}
            items={[
              { key: 'email', label: t('account:email') },
              { key: 'sms', label: t('forgot.tabSms') },
            ]}
          />
          <TextInput
            {...requestField('username')}
            label={t('username')}
            placeholder={t('usernamePlaceholder')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          {channel === 'email' ? (
            <TextInput
              {...requestField('email')}
              type="email"
              label={t('email')}
              placeholder={t('emailPlaceholder')}
              autoComplete="email"
            />
          ) : (
            <PhoneRow>
              <Select
                name="callingCode"
                label={t('areaCode')}
                options={CALLING_CODES.map((c) => ({ value: c, label: `+${c}` }))}
                value={request.values.callingCode}
                onChange={request.handleChange}
                error={requestError('callingCode')}
              />
              <TextInput
                name="phone"
                type="tel"
                inputMode="numeric"
                label={t('phone')}
                placeholder={t('phonePlaceholder')}
                autoComplete="tel-national"
                maxLength={15}
                value={request.values.phone}
                onChange={(e) => request.setFieldValue('phone', e.target.value.replace(/\D/g, ''))}
                onBlur={request.handleBlur}
                error={requestError('phone')}
              />
            </PhoneRow>
          )}
          {message}
          <Button type="submit" size="lg" block loading={request.isSubmitting} data-testid="send-otp">
            {t('forgot.sendOtp')}
          </Button>
        </FormCard>
      ) : (
        <FormCard onSubmit={reset.handleSubmit} noValidate>
          <StepInfo>
            {t('forgot.resettingFor')} <strong>{username}</strong>
          </StepInfo>
          <TextInput
            name="otp"
            label={t('forgot.otp')}
            placeholder={msg(MESSAGES.otpPlaceholder)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={reset.values.otp}
            onChange={(e) => reset.setFieldValue('otp', e.target.value.replace(/\D/g, ''))}
            onBlur={reset.handleBlur}
            error={resetError('otp')}
          />
          <TextInput
            {...resetField('password')}
            type="password"
            label={t('account:password.new')}
            placeholder={t('forgot.newPasswordRule')}
            autoComplete="new-password"
          />
          <TextInput
            {...resetField('password_confirmation')}
            type="password"
            label={t('confirmPassword')}
            placeholder={t('confirmPasswordPlaceholder')}
            autoComplete="new-password"
          />
          {message}
          <Button type="submit" size="lg" block loading={reset.isSubmitting} disabled={done} data-testid="confirm-reset">
            {t('ui:confirm')}
          </Button>
          <TextButton
            type="button"
            onClick={() => {
              setStep('request');
              setNote(null);
              reset.resetForm();
            }}
          >
            {t('forgot.resend')}
          </TextButton>
        </FormCard>
      )}
      <Aside>
        {t('forgot.remembered')} <Link to="/login">{t('login')}</Link>
      </Aside>
    </AuthLayout>
  );
}
