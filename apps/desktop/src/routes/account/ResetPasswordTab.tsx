import { useState } from 'react';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { toApiError, useChangePasswordMutation } from '@khela/api';
import { MESSAGES, changePasswordSchema, type ChangePasswordRequest } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, fieldBinder, Stack, TextInput, type BindableForm } from '@khela/ui';
import { FormAlert } from '../../components/FormAlert';

const Panel = styled.div`
  max-width: 560px;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: ${({ theme }) => theme.font.sizeLg};
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
    margin-bottom: ${({ theme }) => theme.space(5)};
  }
`;

const FIELDS = ['old_password', 'new_password', 'new_password_confirmation'] as const;

/** Member Center › Reset Password (spec 2 §5, §8): then log in again with the new password after 1.5 s. */
export function ResetPasswordTab() {
  const { t } = useTranslation('account');
  const msg = useMessage();
  const [changePassword] = useChangePasswordMutation();
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  return (
    <Panel data-testid="account-reset-password">
      <h2>{t('memberCenter.tabs.resetPassword')}</h2>
      <p>{t('password.ruleDesktop')}</p>
      <Formik<ChangePasswordRequest>
        initialValues={{ old_password: '', new_password: '', new_password_confirmation: '' }}
        validationSchema={changePasswordSchema}
        onSubmit={async (values, helpers) => {
          setResult(null);
          try {
            await changePassword(values).unwrap();
          } catch (err) {
            const e = toApiError(err);
            const field = FIELDS.find((f) => e.errors[f]?.[0]);
            if (field) helpers.setFieldError(field, e.errors[field]![0]!);
            else
              setResult({
                tone: 'error',
                text: e.status === null ? MESSAGES.errorChangingPassword : (e.message ?? MESSAGES.failedToChangePassword),
              });
            return;
          }
          // The session has ended: the layout's notice says so and opens /login after 1.5 s.
          helpers.resetForm();
          setResult({ tone: 'success', text: MESSAGES.passwordChangedLogin });
        }}
      >
        {(form) => {
          const field = fieldBinder<ChangePasswordRequest>(form as unknown as BindableForm<ChangePasswordRequest>, msg);
          const { isSubmitting } = form;
          return (
            <Form noValidate>
              <Stack gap={4}>
                <TextInput
                  {...field('old_password')}
                  type="password"
                  label={t('password.currentDesktop')}
                  autoComplete="current-password"
                />
                <TextInput
                  {...field('new_password')}
                  type="password"
                  label={t('password.newDesktop')}
                  autoComplete="new-password"
                />
                <TextInput
                  {...field('new_password_confirmation')}
                  type="password"
                  label={t('password.confirmDesktop')}
                  autoComplete="new-password"
                />
                <FormAlert tone={result?.tone} testId="change-password-result">
                  {result && msg(result.text)}
                </FormAlert>
                <Button type="submit" variant="primary" size="lg" block loading={isSubmitting} disabled={result?.tone === 'success'}>
                  {t('password.submitDesktop')}
                </Button>
              </Stack>
            </Form>
          );
        }}
      </Formik>
    </Panel>
  );
}
