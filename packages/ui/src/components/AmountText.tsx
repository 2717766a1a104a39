import styled from 'styled-components';
import { formatMoney, tryParseMoney } from '@khela/domain';

export type AmountTextProps = {
  /** Decimal string as the API sends it, e.g. "1234.50". Never a float. */
  value: string;
  /** Shown before the amount, e.g. "৳" or "BDT". */
  currency?: string;
  /** Masks the amount as ****. */
  hidden?: boolean;
  className?: string;
};

const Root = styled.span`
  display: inline;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Currency = styled.span`
  font-size: 0.85em;
  opacity: 0.85;
`;

/**
 * Display form of an API decimal string through @khela/domain's bigint money: "1234567.5" -> "12,34,567.50".
 * A value that is not a valid amount (e.g. more than two decimals) is shown as given, never rounded.
 */
export function formatAmount(value: string): string {
  const poisha = tryParseMoney(value);
  return poisha === null ? value : formatMoney(poisha);
}

/** Money with en-IN lakh/crore grouping: "1234567.5" reads 12,34,567.50. */
export function AmountText({ value, currency, hidden = false, className }: AmountTextProps) {
  return (
    <Root className={className} data-testid="amount">
      {currency && (
        <>
          <Currency>{currency}</Currency>
          {'\u00a0'}
        </>
      )}
      <span>{hidden ? '****' : formatAmount(value)}</span>
    </Root>
  );
}
