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
import { Button, Select, Stack, Tabs, TextInput } from '@khela/ui';
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
  const err = (touched: boolean | undefined, e: string | undefined) => (touched && e ? msg(e) : null);

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
          {({ values, errors, touched, handleChange, handleBlur, setFieldValue, isSubmitting }) => (
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
                  name="username"
                  label={t('username')}
                  placeholder={t('usernamePlaceholder')}
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={values.username}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={err(touched.username, errors.username)}
                />
                {channel === 'email' ? (
                  <TextInput
                    name="email"
                    type="email"
                    label={t('email')}
                    placeholder={t('emailPlaceholder')}
                    autoComplete="email"
                    value={values.email}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    error={err(touched.email, errors.email)}
                  />
                ) : (
                  <PhoneRow>
                    <Select
                      name="callingCode"
                      label={t('areaCode')}
                      options={CALLING_CODES.map((c) => ({ value: c, label: `+${c}` }))}
                      value={values.callingCode}
                      onChange={handleChange}
                      error={err(touched.callingCode, errors.callingCode)}
                    />
                    <TextInput
                      name="phone"
                      type="tel"
                      inputMode="numeric"
                      label={t('phone')}
                      placeholder={t('phonePlaceholder')}
                      autoComplete="tel-national"
                      maxLength={15}
                      value={values.phone}
                      onChange={(e) => void setFieldValue('phone', e.target.value.replace(/\D/g, ''))}
                      onBlur={handleBlur}
                      error={err(touched.phone, errors.phone)}
                    />
                  </PhoneRow>
                )}
                {note}
                <Button type="submit" variant="primary" size="lg" block loading={isSubmitting} data-testid="send-otp">
                  {t('forgot.sendOtp')}
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      ) : (
        <Formik<RecoveryResetValues>
          initialValues={{ otp: '', password: '', password_confirmation: '' }}
          validationSchema={resetPasswordSchema}
          onSubmit={flow.reset}
        >
          {({ values, errors, touched, handleChange, handleBlur, setFieldValue, isSubmitting }) => (
            <Form noValidate>
              <Stack gap={4}>
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
                  autoFocus
                  value={values.otp}
                  onChange={(e) => void setFieldValue('otp', e.target.value.replace(/\D/g, ''))}
                  onBlur={handleBlur}
                  error={err(touched.otp, errors.otp)}
                />
                <TextInput
                  name="password"
                  type="password"
                  label={t('account:password.new')}
                  placeholder={t('forgot.newPasswordRule')}
                  autoComplete="new-password"
                  value={values.password}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={err(touched.password, errors.password)}
                />
                <TextInput
                  name="password_confirmation"
                  type="password"
                  label={t('confirmPassword')}
                  placeholder={t('confirmPasswordPlaceholder')}
                  autoComplete="new-password"
                  value={values.password_confirmation}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={err(touched.password_confirmation, errors.password_confirmation)}
                />
                {note}
                <Button type="submit" variant="primary" size="lg" block loading={isSubmitting} disabled={done} data-testid="confirm-reset">
                  {t('ui:confirm')}
                </Button>
                <TextButton type="button" onClick={flow.backToRequest}>
                  {t('forgot.resend')}
                </TextButton>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
    </AuthShell>
  );
}
