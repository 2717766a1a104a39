import { useEffect, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { loggedIn, toApiError, useDispatch, useLoginMutation } from '@khela/api';
import { MESSAGES, loginSchema } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, Modal, Stack, TextInput } from '@khela/ui';
import { FormAlert } from '../../components/FormAlert';

const Footer = styled.p`
  margin-top: ${({ theme }) => theme.space(4)};
  text-align: center;
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ForgotRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(-2)};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const LinkButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  &:hover {
    text-decoration: underline;
  }
`;

interface Values {
  username: string;
  password: string;
}

/** Login (spec 1 §2 /login, §5, §8) as the desktop header's modal. */
export function LoginModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('auth');
  const msg = useMessage();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [login] = useLoginMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  // Focus the username once the dialog has taken focus (autoFocus would be blurred by it and show "required" at once).
  useEffect(() => {
    if (open) usernameRef.current?.focus();
  }, [open]);

  const close = () => {
    setServerError(null);
    onClose();
  };

  return (
    <Modal open={open} onClose={close} title={t('login')} testId="login-modal">
      <Formik<Values>
        initialValues={{ username: '', password: '' }}
        validationSchema={loginSchema}
        onSubmit={async (values, helpers) => {
          setServerError(null);
          try {
            const resp = await login({ username: values.username.trim(), password: values.password }).unwrap();
            dispatch(loggedIn(resp));
            helpers.resetForm();
            close();
            navigate('/');
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
                ref={usernameRef}
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
                <LinkButton
                  type="button"
                  data-testid="login-modal-forgot"
                  onClick={() => {
                    close();
                    navigate('/forgot-password');
                  }}
                >
                  {msg(MESSAGES.forgotPasswordTitle)}
                </LinkButton>
              </ForgotRow>
              <FormAlert testId="login-error">{serverError && msg(serverError)}</FormAlert>
              <Button type="submit" variant="primary" size="lg" block loading={isSubmitting} data-testid="desktop-login-submit">
                {t('login')}
              </Button>
            </Stack>
            <Footer>
              {t('noAccountDesktop')}{' '}
              <LinkButton
                type="button"
                onClick={() => {
                  close();
                  navigate('/register');
                }}
              >
                {t('createAccount')}
              </LinkButton>
            </Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
