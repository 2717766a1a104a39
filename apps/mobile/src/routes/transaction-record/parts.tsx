import styled from 'styled-components';
import { transactionSign, type TransactionRecord } from '@khela/domain';
import { Icon, type IconName } from '@khela/ui';
import { taka } from '../funds/money';
import { PaymentLogo } from '../funds/parts';

/** Pieces of a transaction row shared by the list and the detail popup. */

/** An amount: money in is green once it arrived; a failed row is struck through (nothing moved). */
export const Money = styled.span<{ $sign: '+' | '-' | ''; $status: string }>`
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $sign, $status }) =>
    $status === '2' ? theme.colors.textMuted : $sign === '+' && $status === '1' ? theme.colors.success : theme.colors.text};
  text-decoration: ${({ $status }) => ($status === '2' ? 'line-through' : 'none')};
`;

export const StatusChip = styled.span<{ $key: string }>`
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 11px;
  font-weight: 800;
  color: ${({ theme, $key }) => ($key === '1' ? theme.colors.success : $key === '2' ? theme.colors.danger : theme.colors.gold)};
  background: ${({ $key }) => ($key === '1' ? 'rgba(34, 197, 94, 0.12)' : $key === '2' ? 'rgba(240, 68, 90, 0.12)' : 'rgba(245, 194, 66, 0.12)')};
`;

const ActionIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.accent};
`;

const ACTION_ICONS: Record<TransactionRecord['action'], IconName> = { deposit: 'deposit', withdraw: 'withdraw', adjustment: 'wallet' };

/** Sign of a row's amount (the rule is shared with desktop: `transactionSign` in `@khela/domain`). */
export function signed(r: TransactionRecord): { sign: '+' | '-' | ''; text: string } {
  const { sign, amount } = transactionSign(r);
  return amount === null ? { sign, text: r.amount } : { sign, text: `${sign}${taka(amount)}` };
}

export function RecordLogo({ row }: { row: TransactionRecord }) {
  if (row.payment_method?.icon) return <PaymentLogo icon={row.payment_method.icon} name={row.payment_method.name} size={40} />;
  return (
    <ActionIcon aria-hidden>
      <Icon name={ACTION_ICONS[row.action]} size={20} />
    </ActionIcon>
  );
}
