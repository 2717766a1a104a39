import { useEffect, useRef } from 'react';
import { useFormik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { MOBILE_SIGNUP_PHONE_PREFIX, PHONE_DIGITS, extraPhoneErrors } from '@khela/domain';
import { Button, Modal, TextInput } from '@khela/ui';
import { useFieldError } from '../../lib/forms';
import { useTranslation } from '@khela/i18n';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;

export interface AddPhoneValues {
  phone: string;
}

export interface AddPhoneDialogProps {
  open: boolean;
  onSubmit(values: AddPhoneValues, helpers: FormikHelpers<AddPhoneValues>): Promise<void>;
  onClose(): void;
}

/** Add an extra phone number: the +88 prefix as on sign-up, verified afterwards with its own code. */
export function AddPhoneDialog({ open, onSubmit, onClose }: AddPhoneDialogProps) {
  const { t } = useTranslation(['account', 'auth']);
  const form = useFormik<AddPhoneValues>({ initialValues: { phone: '' }, validate: extraPhoneErrors, onSubmit });
  const fieldError = useFieldError(form);
  const input = useRef<HTMLInputElement>(null);
  const { resetForm } = form;
  useEffect(() => {
    if (open) input.current?.focus();
    else resetForm();
  }, [open, resetForm]);

  return (
    <Modal open={open} title={t('profile.addPhone.title')} onClose={onClose} testId="add-phone-dialog" maxWidth={400}>
      <Form onSubmit={form.handleSubmit} noValidate>
        <Lead>{t('profile.addPhone.intro')}</Lead>
        <TextInput
          ref={input}
          name="phone"
          data-testid="add-phone-input"
          type="tel"
          inputMode="numeric"
          label={t('auth:phone')}
          placeholder={t('auth:phonePlaceholder')}
          prefix={MOBILE_SIGNUP_PHONE_PREFIX}
          autoComplete="tel-national"
          maxLength={PHONE_DIGITS.signupMax}
          value={form.values.phone}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={fieldError('phone')}
        />
        <Button type="submit" size="lg" block loading={form.isSubmitting} data-testid="add-phone-submit">
          {t('profile.addPhone.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
