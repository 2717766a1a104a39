import { useState } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { toApiError, useChangePasswordMutation } from '@khela/api';
import { changePasswordSchema, MESSAGES, type ChangePasswordRequest } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, Icon, TextInput } from '@khela/ui';
import { PageHeader } from '../../app/PageHeader';
import { FormCard, FormMessage } from '../../components/AuthLayout';
import { schemaValidator, useFieldProps, useFocusFirstError } from '../../lib/forms';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)};
`;

const Intro = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  & > span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: 44px;
    height: 44px;
    border-radius: 12px;
    color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * /reset-password: change the password (spec 2 §5). The server then ends every session, so after the success
 * text the player is logged out here too and sent to /login after 1.5 s.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const msg = useMessage();
  const [changePassword] = useChangePasswordMutation();
  const [note, setNote] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [done, setDone] = useState(false);

  const form = useFormik<ChangePasswordRequest>({
    initialValues: { old_password: '', new_password: '', new_password_confirmation: '' },
    validate: schemaValidator(changePasswordSchema),
    onSubmit: async (values) => {
      setNote(null);
      try {
        await changePassword(values).unwrap();
        // The session has ended: the shell's notice says so and opens /login after 1.5 s.
        setDone(true);
        setNote({ tone: 'success', text: msg(MESSAGES.passwordChangedLogin) });
      } catch (e) {
        const err = toApiError(e);
        setNote({
          tone: 'error',
          text: msg(err.status === null ? MESSAGES.errorChangingPassword : (err.message ?? MESSAGES.failedToChangePassword)),
        });
      }
    },
  });
  useFocusFirstError(form);
  const bind = useFieldProps(form);
  const field = (name: keyof ChangePasswordRequest) => ({ ...bind(name), type: 'password', disabled: done });

  return (
    <>
      <PageHeader title={t('item.resetPassword')} back="/account" />
      <Body>
        <Intro>
          <span>
            <Icon name="lock" size={22} />
          </span>
          <p>{t('password.intro')}</p>
        </Intro>
        <FormCard onSubmit={form.handleSubmit} noValidate>
          <TextInput {...field('old_password')} label={t('password.current')} autoComplete="current-password" />
          <TextInput
            {...field('new_password')}
            label={t('password.new')}
            hint={t('password.rule')}
            autoComplete="new-password"
            maxLength={20}
          />
          <TextInput {...field('new_password_confirmation')} label={t('password.confirm')} autoComplete="new-password" maxLength={20} />
          {note && (
            <FormMessage $tone={note.tone} role={note.tone === 'error' ? 'alert' : 'status'} data-testid="password-message">
              <Icon name={note.tone === 'error' ? 'close' : 'check'} size={16} />
              <span>{note.text}</span>
            </FormMessage>
          )}
          <Button type="submit" size="lg" block loading={form.isSubmitting} disabled={done} data-testid="change-password-submit">
            {t('password.submit')}
          </Button>
        </FormCard>
      </Body>
    </>
  );
}
