import { tryParseMoney, type Poisha } from '@khela/domain';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { signedTaka } from './format';
import { exchangeColors as c } from './palette';

export type PositionLineProps = {
  /** Profit (+) or loss (−) if this runner wins now: a wire amount ("-50.00") or poisha. Nothing: no position. */
  value?: string | Poisha | null;
  /** The same after the bet in the open slip (shown after an arrow), or nothing while no slip is open. */
  after?: string | Poisha | null;
  /** The runner, for the accessible name. */
  runner?: string;
  testId?: string;
  className?: string;
};

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  min-height: 16px;
  font-size: 12px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  overflow: hidden;
`;

const Amount = styled.span<{ $sign: number }>`
  color: ${({ $sign, theme }) => ($sign > 0 ? c.profit : $sign < 0 ? c.loss : theme.colors.textMuted)};
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Arrow = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

function toPoisha(v: string | Poisha | null | undefined): Poisha | null {
  if (v === null || v === undefined) return null;
  return typeof v === 'bigint' ? v : tryParseMoney(v);
}

const sign = (p: Poisha) => (p > 0n ? 1 : p < 0n ? -1 : 0);

/**
 * The player's profit or loss if this runner wins, green or red, and while a slip is open the value after that bet
 * ("+৳120.00 » −৳50.00"). Renders an empty line of the same height when there is nothing to show, so rows do not jump.
 */
export function PositionLine({ value, after, runner, testId, className }: PositionLineProps) {
  const { t } = useTranslation('exchange');
  const now = toPoisha(value);
  const next = toPoisha(after);
  const hasNow = now !== null && now !== 0n;
  return (
    <Line className={className} data-testid={testId} aria-label={runner && (hasNow || next !== null) ? t('position.label', { runner }) : undefined}>
      {hasNow && (
        <Amount $sign={sign(now)} data-testid={testId ? `${testId}-now` : undefined}>
          {signedTaka(now)}
        </Amount>
      )}
      {next !== null && (
        <>
          {hasNow && <Arrow aria-hidden>»</Arrow>}
          <Amount $sign={sign(next)} title={t('position.after')} data-testid={testId ? `${testId}-after` : undefined}>
            {signedTaka(next)}
          </Amount>
        </>
      )}
    </Line>
  );
}
