import { useState } from 'react';
import { Form, Formik } from 'formik';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { loggedIn, toApiError, useDispatch, useLoginMutation } from '@khela/api';
import { MESSAGES, loginReturnPath, loginSchema, type LoginRequest } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, Stack, TextInput } from '@khela/ui';
import { FormAlert } from '../../components/FormAlert';
import { AuthShell } from './AuthShell';

const ForgotRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(-2)};
  a {
    font-size: ${({ theme }) => theme.font.sizeSm};
    font-weight: 600;
  }
`;

/**
 * /login at desktop width (spec 1 §2, §5, §8): the same rules and messages as the phone's page and the header's modal;
 * after it, back to where the player was going (`location.state.from`, an internal path) or home.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const msg = useMessage();
  const navigate = useNavigate();
  const next = loginReturnPath((useLocation().state as { from?: unknown } | null)?.from);
  const dispatch = useDispatch();
  const [login] = useLoginMutation();
  const [serverError, setServerError] = useState<string | null>(null);

  return (
    <AuthShell
      testId="desktop-login-page"
      icon="user"
      brandTitle={t('desktop.loginBrandTitle')}
      brandText={t('desktop.loginBrandText')}
      foot={
        <>
          {t('noAccountDesktop')} <Link to="/register">{t('createAccount')}</Link>
        </>
      }
      title={t('login')}
      subtitle={t('loginSubtitle')}
    >
      <Formik<LoginRequest>
        initialValues={{ username: '', password: '' }}
        validationSchema={loginSchema}
        onSubmit={async (values) => {
          setServerError(null);
          try {
            const resp = await login({ username: values.username.trim(), password: values.password }).unwrap();
            dispatch(loggedIn(resp));
            navigate(next, { replace: true });
          } catch (err) {
            const e = toApiError(err);
            setServerError(e.status === null ? MESSAGES.networkErrorLater : (e.message ?? MESSAGES.invalidCredentials));
          }
        }}
      >
        {({ values, errors, touched, handleChange, handleBlur, isSubmitting }) => (
          <Form noValidate>
            <Stack gap={4}>
              <TextInput
                name="username"
                label={t('username')}
                placeholder={t('usernamePlaceholder')}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                autoFocus
                value={values.username}
                onChange={handleChange}
                onBlur={handleBlur}
                error={touched.username && errors.username ? msg(errors.username) : null}
              />
              <TextInput
                name="password"
                type="password"
                label={t('password')}
                placeholder={t('passwordPlaceholder')}
                autoComplete="current-password"
                value={values.password}
                onChange={handleChange}
                onBlur={handleBlur}
                error={touched.password && errors.password ? msg(errors.password) : null}
              />
              <ForgotRow>
                <Link to="/forgot-password" data-testid="login-forgot">
                  {msg(MESSAGES.forgotPasswordTitle)}
                </Link>
              </ForgotRow>
              <FormAlert testId="login-error">{serverError && msg(serverError)}</FormAlert>
              <Button type="submit" variant="primary" size="lg" block loading={isSubmitting} data-testid="login-submit">
                {t('login')}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthShell>
  );
}
