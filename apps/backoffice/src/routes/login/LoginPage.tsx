import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import { selectStaffLoggedIn, useBoLoginMutation, useSelector, type StaffSessionState } from '@khela/api/backoffice';
import { MESSAGES } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, Icon } from '@khela/ui';
import { LanguageSwitch } from '../../app/Shell';
import { ErrorLine, Field, Input } from '../../components/kit';
import { useServerError } from '../../components/errors';

const schema = yup.object({
  username: yup.string().trim().required(MESSAGES.usernameRequired),
  password: yup.string().required(MESSAGES.passwordRequired),
});

/** Staff sign-in: username and password; the server's message on failure (wrong password, disabled, too many tries). */
export function LoginPage() {
  const { t } = useTranslation('backoffice');
  const msg = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useSelector((s: { staffSession: StaffSessionState }) => selectStaffLoggedIn(s));
  const [login, { isLoading }] = useBoLoginMutation();
  const errors = useServerError();
  const [failure, setFailure] = useState<string | null>(null);
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  const form = useFormik({
    initialValues: { username: '', password: '' },
    validationSchema: schema,
    onSubmit: async (v, helpers) => {
      setFailure(null);
      try {
        await login({ username: v.username.trim(), password: v.password }).unwrap();
        navigate(from.startsWith('/login') ? '/' : from, { replace: true });
      } catch (err) {
        const f = errors.fields(err);
        if (Object.keys(f).length) helpers.setErrors(f);
        else setFailure(errors.text(err));
        helpers.setFieldValue('password', '', false);
      }
    },
  });

  if (loggedIn && !form.isSubmitting) return <Navigate to="/" replace />;
  const err = (k: 'username' | 'password') => (form.touched[k] && form.errors[k] ? msg(form.errors[k]!) : null);

  return (
    <Wrap>
      <Corner>
        <LanguageSwitch />
      </Corner>
      <Card>
        <Head>
          <Mark aria-hidden>K</Mark>
          <div>
            <h1>{t('common.appName')}</h1>
            <p>{t('login.subtitle')}</p>
          </div>
        </Head>
        <form onSubmit={form.handleSubmit} noValidate>
          <Fields>
            <Field label={t('common.username')} error={err('username')}>
              {(id) => (
                <Input
                  id={id}
                  name="username"
                  autoComplete="username"
                  autoFocus
                  data-testid="bo-login-username"
                  value={form.values.username}
                  onChange={form.handleChange}
                  onBlur={form.handleBlur}
                  $invalid={Boolean(err('username'))}
                />
              )}
            </Field>
            <Field label={t('login.password')} error={err('password')}>
              {(id) => (
                <Input
                  id={id}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  data-testid="bo-login-password"
                  value={form.values.password}
                  onChange={form.handleChange}
                  onBlur={form.handleBlur}
                  $invalid={Boolean(err('password'))}
                />
              )}
            </Field>
            {failure && (
              <Failure role="alert" data-testid="bo-login-error">
                <Icon name="lock" size={16} />
                {failure}
              </Failure>
            )}
            <Button type="submit" block loading={isLoading} data-testid="bo-login-submit">
              {t('login.submit')}
            </Button>
          </Fields>
        </form>
        <Note>{t('login.note')}</Note>
      </Card>
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: 24px;
  background:
    radial-gradient(900px 500px at 15% -10%, rgba(18, 185, 129, 0.12), transparent 60%),
    radial-gradient(700px 400px at 110% 110%, rgba(245, 194, 66, 0.07), transparent 60%),
    ${({ theme }) => theme.colors.bg};
`;

const Corner = styled.div`
  position: absolute;
  top: 16px;
  right: 20px;
`;

const Card = styled.div`
  width: 100%;
  max-width: 380px;
  padding: 28px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.pop};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 22px;
  h1 { font-size: 18px; line-height: 1.3; }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: 13px; }
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 10px;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.accent}, #0b7a55);
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 20px;
  font-weight: 800;
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const Failure = styled(ErrorLine)`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 9px 12px;
  border: 1px solid rgba(240, 68, 90, 0.4);
  border-radius: 8px;
  background: rgba(240, 68, 90, 0.1);
  font-size: 13px;
`;

const Note = styled.p`
  margin-top: 18px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  text-align: center;
`;
