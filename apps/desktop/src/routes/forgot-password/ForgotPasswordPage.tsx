import { Form, Formik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useForgotPasswordFlow, type RecoveryRequestValues, type RecoveryResetValues } from '@khela/api';
import {
  DEFAULT_CALLING_CODE,
  MESSAGES,
  forgotPasswordEmailSchema,
  forgotPasswordSmsSchema,
  resetPasswordSchema,
} from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, RecoveryRequestFields, RecoveryResetFields, Stack, fieldBinder, useRecoveryNoteText } from '@khela/ui';
import { FormAlert } from '../../components/FormAlert';
import { AuthShell } from '../login/AuthShell';

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
  const noteText = useRecoveryNoteText();
  const { channel, step, username, done } = flow;
  const note = flow.note && (
    <FormAlert tone={flow.note.tone} testId="forgot-message">
      {noteText(flow.note)}
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
          initialValues={{ username: username, email: '', callingCode: DEFAULT_CALLING_CODE, phone: '', altcha: '' }}
          validationSchema={channel === 'email' ? forgotPasswordEmailSchema : forgotPasswordSmsSchema}
          onSubmit={flow.sendOtp}
        >
          {(form) => {
            const field = fieldBinder<RecoveryRequestValues>(form, msg);
            return (
            <Form noValidate>
              <Stack gap={4}>
                <RecoveryRequestFields
                  channel={channel}
                  onChannel={flow.setChannel}
                  field={field}
                  setFieldValue={(name, value) => void form.setFieldValue(name, value)}
                  botCheck={flow.botCheck}
                />
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
                <RecoveryResetFields field={field} setFieldValue={(name, value) => void form.setFieldValue(name, value)} />
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
