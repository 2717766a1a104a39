import { useId, useState } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { birthdayErrors, type BirthdayForm } from '@khela/domain';
import { Button, Icon, Modal, TextInput } from '@khela/ui';
import { useFieldError } from '../../lib/forms';
import { EARLIEST_BIRTHDAY, formatDate, latestAdultBirthday } from './format';
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

const DateField = styled(TextInput)`
  input { min-height: 46px; font-variant-numeric: tabular-nums; }
  input::-webkit-calendar-picker-indicator { cursor: pointer; padding: 6px; opacity: 0.85; }
`;

const Chosen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizeSm}; }
  strong { font-size: ${({ theme }) => theme.font.sizeXl}; font-variant-numeric: tabular-nums; letter-spacing: 0.02em; }
`;

const Warning = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.warning};
  background: rgba(245, 158, 11, 0.1);
  border: 1px solid rgba(245, 158, 11, 0.35);
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.5;
  svg { flex: none; margin-top: 1px; }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1.4fr;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface BirthdayDialogProps {
  open: boolean;
  saving: boolean;
  /** Saves; resolves false when it failed (the dialog goes back to the date). */
  onConfirm(dofb: string): Promise<boolean>;
  onClose(): void;
}

/** Edit Birthday: a native date input limited to 18+, then a confirm step (the birthday is locked once saved). */
export function BirthdayDialog({ open, saving, onConfirm, onClose }: BirthdayDialogProps) {
  const { t } = useTranslation(['account', 'ui']);
  const formId = useId();
  const [step, setStep] = useState<'pick' | 'confirm'>('pick');
  const form = useFormik<BirthdayForm>({
    initialValues: { dofb: '' },
    validate: birthdayErrors,
    onSubmit: () => setStep('confirm'),
  });
  const fieldError = useFieldError(form);

  const close = () => {
    setStep('pick');
    onClose();
  };
  const confirm = async () => {
    if (!(await onConfirm(form.values.dofb))) setStep('pick');
    else {
      setStep('pick');
      form.resetForm();
    }
  };

  return (
    <Modal
      open={open}
      title={step === 'pick' ? t('profile.birthday.title') : t('profile.birthday.confirmTitle')}
      onClose={close}
      testId="birthday-dialog"
      maxWidth={400}
    >
      {step === 'pick' ? (
        <Form id={formId} onSubmit={form.handleSubmit} noValidate>
          <Lead>{t('profile.birthday.intro')}</Lead>
          <DateField
            type="date"
            name="dofb"
            data-testid="birthday-input"
            label={t('profile.birthday.label')}
            hint={t('profile.birthday.rule')}
            value={form.values.dofb}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={fieldError('dofb')}
            min={EARLIEST_BIRTHDAY}
            max={latestAdultBirthday()}
            required
          />
          <Button type="submit" size="lg" block data-testid="birthday-save">
            {t('profile.birthday.save')}
          </Button>
        </Form>
      ) : (
        <Form as="div">
          <Chosen>
            <span>{t('profile.birthday.label')}</span>
            <strong>{formatDate(form.values.dofb)}</strong>
          </Chosen>
          <Warning role="note">
            <Icon name="lock" size={16} />
            <span>{t('profile.birthday.warning')}</span>
          </Warning>
          <Actions>
            <Button variant="secondary" size="lg" onClick={() => setStep('pick')} disabled={saving}>
              {t('ui:back')}
            </Button>
            <Button variant="gold" size="lg" loading={saving} onClick={() => void confirm()} data-testid="birthday-confirm">
              {t('ui:confirm')}
            </Button>
          </Actions>
        </Form>
      )}
    </Modal>
  );
}
