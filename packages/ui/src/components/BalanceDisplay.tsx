import { useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { spin } from '../motion';
import { AmountText } from './AmountText';
import { IconButton } from './Button';
import { Icon } from './Icon';
import { Skeleton } from './Skeleton';

export type BalanceProps = {
  /** Decimal string; undefined while the first value loads. */
  value: string | undefined;
  currency: string;
  hidden: boolean;
  onToggleHidden(): void;
  onRefresh(): void;
  /** Keeps the refresh icon spinning (e.g. while the request runs). */
  refreshing?: boolean;
  /** Defaults to the translated "Balance". */
  label?: string;
  className?: string;
};

/** One turn of the refresh icon, in ms. */
export const REFRESH_SPIN_MS = 500;

const SpinIcon = styled.span<{ $spinning: boolean }>`
  display: inline-flex;
  ${({ $spinning }) =>
    $spinning &&
    css`
      animation: ${spin} ${REFRESH_SPIN_MS}ms linear infinite;
    `}
`;

/** Spins for at least one 500 ms turn after a tap, and as long as `refreshing` is true. */
function useRefreshSpin(refreshing: boolean, onRefresh: () => void) {
  const [turning, setTurning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const trigger = () => {
    setTurning(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTurning(false), REFRESH_SPIN_MS);
    onRefresh();
  };
  return { spinning: turning || refreshing, trigger };
}

function Controls({ hidden, onToggleHidden, refreshing = false, onRefresh }: Pick<BalanceProps, 'hidden' | 'onToggleHidden' | 'refreshing' | 'onRefresh'>) {
  const { t } = useTranslation('ui');
  const { spinning, trigger } = useRefreshSpin(refreshing, onRefresh);
  return (
    <>
      <IconButton label={hidden ? t('showBalance') : t('hideBalance')} onClick={onToggleHidden} data-testid="balance-toggle" size={40}>
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
      </IconButton>
      <IconButton label={t('refresh')} onClick={trigger} aria-busy={spinning || undefined} data-testid="balance-refresh" size={40}>
        <SpinIcon $spinning={spinning} data-spinning={spinning || undefined}>
          <Icon name="refresh" size={18} />
        </SpinIcon>
      </IconButton>
    </>
  );
}

function Amount({ value, currency, hidden, big }: { value: string | undefined; currency: string; hidden: boolean; big?: boolean }) {
  return (
    <AmountValue $big={Boolean(big)} data-testid="balance-amount" aria-live="polite">
      {value === undefined ? <Skeleton width={big ? 120 : 72} height={big ? 24 : 16} /> : <AmountText value={value} currency={currency} hidden={hidden} />}
    </AmountValue>
  );
}

const AmountValue = styled.span<{ $big: boolean }>`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.gold};
  font-weight: 700;
  font-size: ${({ theme, $big }) => ($big ? theme.font.sizeXl : theme.font.size)};
  line-height: 1.2;
`;

const Inline = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Stacked = styled.span`
  display: flex;
  flex-direction: column;
  margin-right: ${({ theme }) => theme.space(1)};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 11px;
  line-height: 1.2;
`;

/** Compact balance for headers: label, gold amount, show/hide and refresh. */
export function BalanceDisplay({ value, currency, hidden, onToggleHidden, onRefresh, refreshing, label, className }: BalanceProps) {
  const { t } = useTranslation('ui');
  return (
    <Inline className={className} data-testid="balance" data-hidden={hidden || undefined}>
      <Stacked>
        <Label>{label ?? t('balance')}</Label>
        <Amount value={value} currency={currency} hidden={hidden} />
      </Stacked>
      <Controls hidden={hidden} onToggleHidden={onToggleHidden} onRefresh={onRefresh} refreshing={refreshing} />
    </Inline>
  );
}

const CardRoot = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid rgba(245, 194, 66, 0.35);
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.surfaceAlt} 0%, ${({ theme }) => theme.colors.surface} 70%);
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const CardText = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const CardLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** Card form of the balance (account screen): the same props as BalanceDisplay. */
export function BalanceCard({ value, currency, hidden, onToggleHidden, onRefresh, refreshing, label, className }: BalanceProps) {
  const { t } = useTranslation('ui');
  return (
    <CardRoot className={className} data-testid="balance" data-hidden={hidden || undefined}>
      <CardText>
        <CardLabel>{label ?? t('balance')}</CardLabel>
        <Amount value={value} currency={currency} hidden={hidden} big />
      </CardText>
      <Controls hidden={hidden} onToggleHidden={onToggleHidden} onRefresh={onRefresh} refreshing={refreshing} />
    </CardRoot>
  );
}
