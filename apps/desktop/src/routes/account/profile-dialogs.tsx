import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  EARLIEST_BIRTHDAY,
  MOBILE_SIGNUP_PHONE_PREFIX,
  PHONE_DIGITS,
  birthdayErrors,
  extraPhoneErrors,
  formatDate,
  latestAdultBirthday,
  secondsUntil,
} from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, Icon, Modal, TextInput, useCountdown } from '@khela/ui';
import { FormAlert } from '../../components/FormAlert';

const Body = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.5;
  }
  b {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const CodeField = styled(TextInput)`
  input {
    height: 54px;
    font-size: 24px;
    font-weight: 700;
    letter-spacing: 0.45em;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

const Expiry = styled.p<{ $expired: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  && {
    color: ${({ theme, $expired }) => ($expired ? theme.colors.danger : theme.colors.textMuted)};
  }
  b {
    color: ${({ theme }) => theme.colors.gold};
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1.4fr;
  gap: ${({ theme }) => theme.space(3)};
`;

const CODE_LENGTH = 6;

function CodeForm(props: { to: string; deadline: number; submitting: boolean; resending: boolean; onSubmit(code: string): void; onResend(): void }) {
  const { t } = useTranslation('account');
  const [seconds] = useState(() => secondsUntil(props.deadline));
  const { remaining, text } = useCountdown(seconds, true);
  const [code, setCode] = useState('');
  const expired = remaining === 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.length === CODE_LENGTH && !expired) props.onSubmit(code);
  };
  return (
    <Body onSubmit={submit} noValidate>
      <p>
        {t('profile.code.sentTo')} <b>{props.to}</b>
      </p>
      <CodeField
        name="verification_code"
        data-testid="code-input"
        label={t('profile.code.label')}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        placeholder="······"
        autoFocus
        disabled={expired}
      />
      <Expiry $expired={expired} role="status">
        <Icon name="clock" size={15} />
        {expired ? (
          t('profile.code.expired')
        ) : (
          <span>
            {t('profile.code.expiresIn')} <b>{text}</b>
          </span>
        )}
      </Expiry>
      {expired ? (
        <Button size="lg" block variant="secondary" loading={props.resending} onClick={props.onResend} data-testid="code-resend">
          {t('profile.code.resend')}
        </Button>
      ) : (
        <Button type="submit" size="lg" block loading={props.submitting} disabled={code.length !== CODE_LENGTH} data-testid="code-submit">
          {t('profile.verify')}
        </Button>
      )}
    </Body>
  );
}

/** The 6-digit code of a phone, an e-mail or an extra phone, with how long it stays valid. */
export function ProfileCodeDialog({
  title,
  onClose,
  ...rest
}: { title: string; to: string; deadline: number; submitting: boolean; resending: boolean; onSubmit(code: string): void; onResend(): void; onClose(): void }) {
  return (
    <Modal open title={title} onClose={onClose} testId="code-dialog" closeOnBackdrop={false} maxWidth={420}>
      <CodeForm key={rest.deadline} {...rest} />
    </Modal>
  );
}

/** Edit Birthday: a date (18+ in Dhaka), then a confirmation, since it is locked once saved. */
export function ProfileBirthdayDialog({ open, saving, onConfirm, onClose }: { open: boolean; saving: boolean; onConfirm(dofb: string): Promise<boolean>; onClose(): void }) {
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
        <Body
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const err = birthdayErrors({ dofb }).dofb ?? null;
            setError(err);
            if (!err) setStep('confirm');
          }}
        >
          <p>{t('profile.birthday.intro')}</p>
          <TextInput
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
          />
          <Button type="submit" size="lg" block data-testid="birthday-save">
            {t('profile.birthday.save')}
          </Button>
        </Body>
      ) : (
        <Body as="div">
          <p>
            {t('profile.birthday.label')}: <b>{formatDate(dofb)}</b>
          </p>
          <FormAlert>{t('profile.birthday.warning')}</FormAlert>
          <Pair>
            <Button variant="secondary" size="lg" onClick={() => setStep('pick')} disabled={saving}>
              {t('ui:back')}
            </Button>
            <Button
              variant="gold"
              size="lg"
              loading={saving}
              data-testid="birthday-confirm"
              onClick={() => void onConfirm(dofb).then((ok) => !ok && setStep('pick'))}
            >
              {t('ui:confirm')}
            </Button>
          </Pair>
        </Body>
      )}
    </Modal>
  );
}

/** Add an extra phone (the sign-up rule), verified afterwards with its own code. */
export function ProfileAddPhoneDialog({ open, onSubmit, onClose }: { open: boolean; onSubmit(phone: string): Promise<string | null>; onClose(): void }) {
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
      <Body
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
        <p>{t('profile.addPhone.intro')}</p>
        <TextInput
          ref={input}
          name="phone"
          data-testid="add-phone-input"
          type="tel"
          inputMode="numeric"
          label={t('auth:phone')}
          placeholder={t('auth:phonePlaceholder')}
          prefix={MOBILE_SIGNUP_PHONE_PREFIX}
          maxLength={PHONE_DIGITS.signupMax}
          value={phone}
          onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
          error={error && msg(error)}
        />
        <Button type="submit" size="lg" block loading={busy} data-testid="add-phone-submit">
          {t('profile.addPhone.submit')}
        </Button>
      </Body>
    </Modal>
  );
}
