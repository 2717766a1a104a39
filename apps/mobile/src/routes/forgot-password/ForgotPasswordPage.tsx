import { useFormik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useForgotPasswordFlow, type RecoveryRequestValues, type RecoveryResetValues } from '@khela/api';
import {
  DEFAULT_CALLING_CODE,
  forgotPasswordEmailSchema,
  forgotPasswordSmsSchema,
  MESSAGES,
  resetPasswordSchema,
} from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, Icon, RecoveryRequestFields, RecoveryResetFields, useRecoveryNoteText, type RecoveryChannel } from '@khela/ui';
import { Aside, AuthLayout, FormCard, FormMessage } from '../../components/AuthLayout';
import { schemaValidator, useFieldProps, useFocusFirstError } from '../../lib/forms';

type RequestValues = RecoveryRequestValues;
type ResetValues = RecoveryResetValues;

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
  // Send OTP, the OTP step, the messages and the redirect to /login: the shared flow.
  const flow = useForgotPasswordFlow(() => navigate('/login', { replace: true }));
  const noteText = useRecoveryNoteText();
  const { channel, step, username, done } = flow;
  const note = flow.note && {
    tone: flow.note.tone,
    text: noteText(flow.note),
  };

  const request = useFormik<RequestValues>({
    initialValues: { username: '', email: '', callingCode: DEFAULT_CALLING_CODE, phone: '', altcha: '' },
    validate: (v) =>
      channel === 'email' ? schemaValidator(forgotPasswordEmailSchema)(v) : schemaValidator(forgotPasswordSmsSchema)(v),
    onSubmit: flow.sendOtp,
  });

  const reset = useFormik<ResetValues>({
    initialValues: { otp: '', password: '', password_confirmation: '' },
    validate: schemaValidator(resetPasswordSchema),
    onSubmit: flow.reset,
  });

  const requestField = useFieldProps(request);
  const resetField = useFieldProps(reset);
  useFocusFirstError(request);
  useFocusFirstError(reset);

  const switchChannel = (key: RecoveryChannel) => {
    flow.setChannel(key);
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
          <RecoveryRequestFields
            channel={channel}
            onChannel={switchChannel}
            field={requestField}
            setFieldValue={(name, value) => void request.setFieldValue(name, value)}
            botCheck={flow.botCheck}
          />
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
          <RecoveryResetFields field={resetField} setFieldValue={(name, value) => void reset.setFieldValue(name, value)} />
          {message}
          <Button type="submit" size="lg" block loading={reset.isSubmitting} disabled={done} data-testid="confirm-reset">
            {t('ui:confirm')}
          </Button>
          <TextButton
            type="button"
            onClick={() => {
              flow.backToRequest();
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
