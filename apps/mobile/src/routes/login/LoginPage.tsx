import { useFormik } from 'formik';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { loggedIn, toApiError, useDispatch, useLoginMutation } from '@khela/api';
import { loginReturnPath, loginSchema, MESSAGES, type LoginRequest } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, LoginFields } from '@khela/ui';
import { useShowError } from '../../app/errorModal';
import { Aside, AuthLayout, FormCard } from '../../components/AuthLayout';
import { schemaValidator, useFieldProps, useFocusFirstError } from '../../lib/forms';
import { escapeHtml } from '../../lib/html';

const ForgotRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(-2)};
  a { font-size: ${({ theme }) => theme.font.sizeSm}; font-weight: 600; }
`;

/** /login (spec 1 §2): username, password with show toggle, Forgot password and Sign up links, the logo. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const msg = useMessage();
  const navigate = useNavigate();
  // Where the player was going when the login was asked for (RequireAuth, the support sheet): back there after it.
  const next = loginReturnPath((useLocation().state as { from?: unknown } | null)?.from);
  const dispatch = useDispatch();
  const showError = useShowError();
  const [login] = useLoginMutation();

  const form = useFormik<LoginRequest>({
    initialValues: { username: '', password: '' },
    validate: schemaValidator(loginSchema),
    onSubmit: async (values) => {
      try {
        const resp = await login({ username: values.username.trim(), password: values.password }).unwrap();
        dispatch(loggedIn(resp));
        navigate(next, { replace: true });
      } catch (e) {
        const err = toApiError(e);
        const text = err.status === null ? MESSAGES.networkErrorLater : (err.message ?? MESSAGES.invalidCredentials);
        showError(escapeHtml(msg(text)));
      }
    },
  });
  const field = useFieldProps(form);
  useFocusFirstError(form);

  return (
    <AuthLayout title={t('login')} subtitle={t('loginSubtitle')}>
      <FormCard onSubmit={form.handleSubmit} noValidate>
        <LoginFields field={field} />
        <ForgotRow>
          <Link to="/forgot-password">{msg(MESSAGES.forgotPasswordTitle)}</Link>
        </ForgotRow>
        <Button type="submit" size="lg" block loading={form.isSubmitting} data-testid="login-submit">
          {t('login')}
        </Button>
      </FormCard>
      <Aside>
        {t('noAccount')} <Link to="/signup">{t('signup')}</Link>
      </Aside>
    </AuthLayout>
  );
}
