import { useState, type ReactNode, type Ref } from 'react';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { loggedIn, toApiError, useDispatch, useLoginMutation } from '@khela/api';
import { MESSAGES, loginSchema, type LoginRequest } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, LoginFields, Stack, fieldBinder } from '@khela/ui';
import { FormAlert } from './FormAlert';

const ForgotRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(-2)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  a,
  button {
    font-weight: 600;
  }
`;

/**
 * The desktop login form (spec 1 §5, §8), shared by /login and the header's modal: username and password with the
 * rules' messages, 'Forgot password?' (`forgot`: a link or a button, as the container needs), the server's refusal
 * above the button. `onDone` runs once the session is stored.
 */
export function LoginForm({
  forgot,
  onDone,
  submitTestId,
  usernameRef,
  autoFocus,
}: {
  forgot: ReactNode;
  onDone(): void;
  submitTestId: string;
  usernameRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('auth');
  const msg = useMessage();
  const dispatch = useDispatch();
  const [login] = useLoginMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  return (
    <Formik<LoginRequest>
      initialValues={{ username: '', password: '' }}
      validationSchema={loginSchema}
      onSubmit={async (values, helpers) => {
        setServerError(null);
        try {
          const resp = await login({ username: values.username.trim(), password: values.password }).unwrap();
          dispatch(loggedIn(resp));
          helpers.resetForm();
          onDone();
        } catch (err) {
          const e = toApiError(err);
          setServerError(e.status === null ? MESSAGES.networkErrorLater : (e.message ?? MESSAGES.invalidCredentials));
        }
      }}
    >
      {(form) => {
        const field = fieldBinder<LoginRequest>(form, msg);
        return (
        <Form noValidate>
          <Stack gap={4}>
            <LoginFields field={field} autoFocus={autoFocus} usernameRef={usernameRef} />
            <ForgotRow>{forgot}</ForgotRow>
            <FormAlert testId="login-error">{serverError && msg(serverError)}</FormAlert>
            <Button type="submit" variant="primary" size="lg" block loading={form.isSubmitting} data-testid={submitTestId}>
              {t('login')}
            </Button>
          </Stack>
        </Form>
        );
      }}
    </Formik>
  );
}
