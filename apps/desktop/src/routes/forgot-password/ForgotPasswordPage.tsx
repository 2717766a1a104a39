import { Form, Formik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useForgotPasswordFlow, type RecoveryRequestValues, type RecoveryResetValues } from '@khela/api';
import {
  CALLING_CODES,
  DEFAULT_CALLING_CODE,
  MESSAGES,
  forgotPasswordEmailSchema,
  forgotPasswordSmsSchema,
  resetPasswordSchema,
} from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, Select, Stack, Tabs, TextInput, fieldBinder } from '@khela/ui';
import { FormAlert } from '../../components/FormAlert';
import { AuthShell } from '../login/AuthShell';

const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: 120px 1fr;
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
`;

const StepInfo = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const TextButton = styled.button`
  align-self: center;
  border: 0;
  padding: ${({ theme }) => theme.space(2)};
  background: transparent;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 600;
  &:hover {
    text-decoration: underline;
  }
`;

/**
 * /forgot-password at desktop width (spec 1 §2): Email and SMS tabs, Send OTP, then the OTP and the new password;
 * success goes to /login after 1.5 s. Rules, messages and calls: the shared flow (useForgotPasswordFlow), as on a phone.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'account', 'ui']);
  const msg = useMessage();
  const navigate = useNavigate();
  const flow = useForgotPasswordFlow(() => navigate('/login', { replace: true }));
  const { channel, step, username, done } = flow;
  const note = flow.note && (
    <FormAlert tone={flow.note.tone} testId="forgot-message">
      {msg(flow.note.text, flow.note.values && { channel: t(`forgot.channel.${flow.note.values.channel}`) })}
    </FormAlert>
  );

  return (
    <AuthShell
      testId="desktop-forgot-page"
      icon="lock"
      brandTitle={t('desktop.forgotBrandTitle')}
      brandText={t('desktop.forgotBrandText')}
      foot={
        <>
          {t('forgot.remembered')} <Link to="/login">{t('login')}</Link>
        </>
      }
      title={msg(MESSAGES.forgotPasswordTitle)}
      subtitle={t(step === 'request' ? 'forgot.intro' : 'forgot.otpIntro')}
    >
      {step === 'request' ? (
        <Formik<RecoveryRequestValues>
          key={channel}
          initialValues={{ username: username, email: '', callingCode: DEFAULT_CALLING_CODE, phone: '' }}
          validationSchema={channel === 'email' ? forgotPasswordEmailSchema : forgotPasswordSmsSchema}
          onSubmit={flow.sendOtp}
        >
          {(form) => {
            const field = fieldBinder<RecoveryRequestValues>(form, msg);
            return (
            <Form noValidate>
              <Stack gap={4}>
                <Tabs
                  aria-label={t('forgot.how')}
                  testIdPrefix="forgot-tab"
                  value={channel}
                  onChange={(key) => flow.setChannel(key === 'sms' ? 'sms' : 'email')}
                  items={[
                    { key: 'email', label: t('account:email') },
                    { key: 'sms', label: t('forgot.tabSms') },
                  ]}
                />
                <TextInput
                  {...field('username')}
                  label={t('username')}
                  placeholder={t('usernamePlaceholder')}
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                />
                {channel === 'email' ? (
                  <TextInput
                    {...field('email')}
                    type="email"
                    label={t('email')}
                    placeholder={t('emailPlaceholder')}
                    autoComplete="email"
                  />
                ) : (
                  <PhoneRow>
                    <Select
                      {...field('callingCode')}
                      label={t('areaCode')}
                      options={CALLING_CODES.map((c) => ({ value: c, label: `+${c}` }))}
                    />
                    <TextInput
                      {...field('phone')}
                      type="tel"
                      inputMode="numeric"
                      label={t('phone')}
                      placeholder={t('phonePlaceholder')}
                      autoComplete="tel-national"
                      maxLength={15}
                      onChange={(e) => void form.setFieldValue('phone', e.target.value.replace(/\D/g, ''))}
                    />
                  </PhoneRow>
                )}
                {note}
                <Button type="submit" variant="primary" size="lg" block loading={form.isSubmitting} data-testid="send-otp">
                  {t('forgot.sendOtp')}
                </Button>
              </Stack>
            </Form>
            );
          }}
        </Formik>
      ) : (
        <Formik<RecoveryResetValues>
          initialValues={{ otp: '', password: '', password_confirmation: '' }}
          validationSchema={resetPasswordSchema}
          onSubmit={flow.reset}
        >
          {(form) => {
            const field = fieldBinder<RecoveryResetValues>(form, msg);
            return (
            <Form noValidate>
              <Stack gap={4}>
                <StepInfo>
                  {t('forgot.resettingFor')} <strong>{username}</strong>
                </StepInfo>
                <TextInput
                  {...field('otp')}
                  label={t('forgot.otp')}
                  placeholder={msg(MESSAGES.otpPlaceholder)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  autoFocus
                  onChange={(e) => void form.setFieldValue('otp', e.target.value.replace(/\D/g, ''))}
                />
                <TextInput
                  {...field('password')}
                  type="password"
                  label={t('account:password.new')}
                  placeholder={t('forgot.newPasswordRule')}
                  autoComplete="new-password"
                />
                <TextInput
                  {...field('password_confirmation')}
                  type="password"
                  label={t('confirmPassword')}
                  placeholder={t('confirmPasswordPlaceholder')}
                  autoComplete="new-password"
                />
                {note}
                <Button type="submit" variant="primary" size="lg" block loading={form.isSubmitting} disabled={done} data-testid="confirm-reset">
                  {t('ui:confirm')}
                </Button>
                <TextButton type="button" onClick={flow.backToRequest}>
                  {t('forgot.resend')}
                </TextButton>
              </Stack>
            </Form>
            );
          }}
        </Formik>
      )}
    </AuthShell>
  );
}
