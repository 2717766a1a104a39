import styled from 'styled-components';
import { MESSAGES, localPhone, type PaymentMethod } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import { Select } from '../components/Select';
import { Skeleton } from '../components/Skeleton';
import { TextInput } from '../components/TextInput';
import { choiceCss } from './DepositChoices';

/**
 * The withdrawal form's fields shared by the phone's /withdrawal and the desktop Member Center's Withdrawal tab:
 * the account number with the player's verified phones as one-tap chips, the payment method, and the submit button.
 * The state and the checks are `useWithdrawalFlow` (@khela/api).
 */
const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const PhoneChip = styled.button<{ $on: boolean }>`
  ${choiceCss}
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 12px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

export interface AccountNumberFieldProps {
  value: string;
  onChange(value: string): void;
  /** The player's verified phones (stored form, 8801…): a tap fills the field with the local number. */
  verifiedPhones: readonly string[];
  onPickPhone(stored: string): void;
}

/** Account number (spec 1 §2 /withdrawal), with the verified phones to pick from. */
export function AccountNumberField({ value, onChange, verifiedPhones, onPickPhone }: AccountNumberFieldProps) {
  const { t } = useTranslation('wallet');
  return (
    <Field>
      <TextInput
        name="account_number"
        label={t('accountNumber')}
        hint={t('withdraw.accountHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={15}
        placeholder="01XXXXXXXXX"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid="withdraw-account"
      />
      {verifiedPhones.length > 0 && (
        <Chips aria-label={t('withdraw.useVerified')}>
          {verifiedPhones.map((p) => (
            <PhoneChip key={p} type="button" $on={value === localPhone(p)} aria-pressed={value === localPhone(p)} onClick={() => onPickPhone(p)} data-testid="withdraw-phone-chip">
              <Icon name="phone" size={13} />
              {localPhone(p)}
            </PhoneChip>
          ))}
        </Chips>
      )}
    </Field>
  );
}

export interface WithdrawMethodSelectProps {
  methods: readonly PaymentMethod[];
  loading: boolean;
  value: string;
  onChange(id: string): void;
}

/** The payment method to be paid through (only methods that pay out). */
export function WithdrawMethodSelect({ methods, loading, value, onChange }: WithdrawMethodSelectProps) {
  const { t } = useTranslation('wallet');
  if (loading) return <Skeleton height={72} radius="10px" />;
  return (
    <Select
      name="payment_id"
      label={t('method')}
      placeholder={t('withdraw.methodPlaceholder')}
      options={methods.map((m) => ({ value: String(m.id), label: m.name }))}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid="withdraw-method"
    />
  );
}

export interface SubmitButtonProps {
  busy: boolean;
  disabled?: boolean;
  testId: string;
}

/** Submit; while the request runs it reads 'Submitting...' (spec 1 §2), disabled, with no spinner in its place. */
export function SubmitButton({ busy, disabled = false, testId }: SubmitButtonProps) {
  const { t } = useTranslation('wallet');
  const msg = useMessage();
  return (
    <Button type="submit" variant="gold" size="lg" block disabled={busy || disabled} aria-busy={busy || undefined} data-testid={testId}>
      {busy ? msg(MESSAGES.submitting) : t('submit')}
    </Button>
  );
}
