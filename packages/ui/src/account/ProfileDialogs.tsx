import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  EARLIEST_BIRTHDAY,
  MOBILE_SIGNUP_PHONE_PREFIX,
  PHONE_DIGITS,
  birthdayErrors,
  extraPhoneErrors,
  formatDate,
  latestAdultBirthday,
} from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import { Modal } from '../components/Modal';
import { TextInput } from '../components/TextInput';
import { DialogForm, DialogLead } from './CodeDialog';

/** The profile's edit dialogs shared by both apps: Edit Birthday and Add phone (the rules are @khela/domain's). */
const Form = DialogForm;
const Lead = DialogLead;

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

/** Edit Birthday: a native date input limited to 18+ (Dhaka), then a confirm step, since it is locked once saved. */
export function BirthdayDialog({ open, saving, onConfirm, onClose }: BirthdayDialogProps) {
  const { t } = useTranslation(['account', 'ui']);
  const msg = useMessage();
  const [dofb, setDofb] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<'pick' | 'confirm'>('pick');
  useEffect(() => {
    if (!open) {
      setStep('pick');
      setDofb('');
      setError(null);
    }
  }, [open]);
  return (
    <Modal open={open} title={t(step === 'pick' ? 'profile.birthday.title' : 'profile.birthday.confirmTitle')} onClose={onClose} testId="birthday-dialog" maxWidth={420}>
      {step === 'pick' ? (
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const err = birthdayErrors({ dofb }).dofb ?? null;
            setError(err);
            if (!err) setStep('confirm');
          }}
        >
          <Lead>{t('profile.birthday.intro')}</Lead>
          <DateField
            type="date"
            name="dofb"
            data-testid="birthday-input"
            label={t('profile.birthday.label')}
            hint={t('profile.birthday.rule')}
            value={dofb}
            onChange={(e) => setDofb(e.target.value)}
            error={error && msg(error)}
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
            <strong data-testid="birthday-chosen">{formatDate(dofb)}</strong>
          </Chosen>
          <Warning role="note">
            <Icon name="lock" size={16} />
            <span>{t('profile.birthday.warning')}</span>
          </Warning>
          <Actions>
            <Button variant="secondary" size="lg" onClick={() => setStep('pick')} disabled={saving}>
              {t('ui:back')}
            </Button>
            <Button variant="gold" size="lg" loading={saving} data-testid="birthday-confirm" onClick={() => void onConfirm(dofb).then((ok) => !ok && setStep('pick'))}>
              {t('ui:confirm')}
            </Button>
          </Actions>
        </Form>
      )}
    </Modal>
  );
}

export interface AddPhoneDialogProps {
  open: boolean;
  /** Adds the phone; resolves the field's error (a message key) or null when it was added or failed elsewhere. */
  onSubmit(phone: string): Promise<string | null>;
  onClose(): void;
}

/** Add an extra phone number: the +88 prefix and the sign-up rule, verified afterwards with its own code. */
export function AddPhoneDialog({ open, onSubmit, onClose }: AddPhoneDialogProps) {
  const { t } = useTranslation(['account', 'auth']);
  const msg = useMessage();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) input.current?.focus();
    else {
      setPhone('');
      setError(null);
    }
  }, [open]);
  return (
    <Modal open={open} title={t('profile.addPhone.title')} onClose={onClose} testId="add-phone-dialog" maxWidth={420}>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const err = extraPhoneErrors({ phone }).phone ?? null;
          setError(err);
          if (err) return;
          setBusy(true);
          void onSubmit(phone).then((fieldError) => {
            setBusy(false);
            setError(fieldError);
          });
        }}
      >
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
          value={phone}
          onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
          error={error && msg(error)}
        />
        <Button type="submit" size="lg" block loading={busy} data-testid="add-phone-submit">
          {t('profile.addPhone.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
