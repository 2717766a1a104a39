import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../components/Button';
import { useCountdown } from '../components/Countdown';
import { Icon } from '../components/Icon';
import { Modal } from '../components/Modal';
import { TextInput } from '../components/TextInput';
import { secondsUntil } from '@khela/domain';
import { useTranslation } from '@khela/i18n';

const CODE_LENGTH = 6;

/** The profile dialogs' form and lead line (ProfileDialogs.tsx uses them too). */
export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const DialogLead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
  b {
    display: block;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
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
  color: ${({ theme, $expired }) => ($expired ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  b { color: ${({ theme }) => theme.colors.gold}; font-variant-numeric: tabular-nums; }
`;

export interface CodeDialogProps {
  open: boolean;
  title: string;
  /** Where the code went, ready to read (+880 1712-345678, name@example.com). */
  to: string;
  /** When the code stops being valid (ms). */
  deadline: number;
  submitting: boolean;
  resending: boolean;
  onSubmit(code: string): void;
  onResend(): void;
  onClose(): void;
}

function CodeForm({ to, deadline, submitting, resending, onSubmit, onResend }: Omit<CodeDialogProps, 'open' | 'title' | 'onClose'>) {
  const { t } = useTranslation('account');
  const formId = useId();
  const [seconds] = useState(() => secondsUntil(deadline));
  const { remaining, text } = useCountdown(seconds, true);
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // after the dialog has taken focus, so the keyboard opens on the code field
  useEffect(() => input.current?.focus(), []);
  const expired = remaining === 0;
  const complete = code.length === CODE_LENGTH;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (complete && !expired) onSubmit(code);
  };

  return (
    <DialogForm id={formId} onSubmit={submit} noValidate>
      <DialogLead>
        {t('profile.code.sentTo')} <b>{to}</b>
      </DialogLead>
      <CodeField
        name="verification_code"
        data-testid="code-input"
        label={t('profile.code.label')}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        placeholder="······"
        ref={input}
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
        <Button size="lg" block variant="secondary" loading={resending} onClick={onResend} data-testid="code-resend">
          {t('profile.code.resend')}
        </Button>
      ) : (
        <Button type="submit" size="lg" block loading={submitting} disabled={!complete} data-testid="code-submit">
          {t('profile.verify')}
        </Button>
      )}
    </DialogForm>
  );
}

/**
 * The dialog where the player types the 6-digit code of a phone, an e-mail or an extra phone, with how long the code
 * stays valid and a resend once it expired (both apps' profile).
 */
export function CodeDialog({ open, title, onClose, ...rest }: CodeDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onClose} testId="code-dialog" closeOnBackdrop={false} maxWidth={400}>
      <CodeForm key={rest.deadline} {...rest} />
    </Modal>
  );
}
