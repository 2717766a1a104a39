import type { ReactNode } from 'react';
import { formatTaka } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { TextInput } from '../components/TextInput';

export interface AmountInputProps {
  value: string;
  /** The text as typed; the flow parses it. */
  onChange(value: string): void;
  testId: string;
  /** A label of its own (the withdrawal), or the id of the heading that names it (the deposit's step). */
  label?: string;
  labelledBy?: string;
}

/** The amount of a deposit or withdrawal: decimal keyboard, ৳ before it, nothing remembered by the browser. */
export function AmountInput({ value, onChange, testId, label, labelledBy }: AmountInputProps) {
  const { t } = useTranslation('wallet');
  return (
    <TextInput
      name="amount"
      label={label}
      inputMode="decimal"
      autoComplete="off"
      prefix="৳"
      placeholder={t('amountPlaceholder')}
      aria-labelledby={labelledBy}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    />
  );
}

export interface AmountRangeProps {
  /** The smallest and largest amount, in poisha. */
  min: bigint;
  max: bigint;
  testId?: string;
  /** Put after the range, on the same line (the desktop deposit's Reset). */
  children?: ReactNode;
}

/** "Range: ৳100 – ৳25,000" under an amount. */
export function AmountRange({ min, max, testId, children }: AmountRangeProps) {
  const { t } = useTranslation('wallet');
  return (
    <span>
      {t('funds.rangeLabel')}{' '}
      <b data-testid={testId}>
        {formatTaka(min, 0)} – {formatTaka(max, 0)}
      </b>
      {children && <> {children}</>}
    </span>
  );
}
