import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { tryParseMoney, type ExchangeMarketStatus, type Poisha } from '@khela/domain';
import { PositionLine as SharedPositionLine } from '@khela/ui';
import { Glyph } from '../exchange/icons';
import { wireTaka } from '../exchange/format';

/** The ladder's grid: runner, then the price columns. */
export const LadderGrid = styled.div<{ $cols: string }>`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) ${({ $cols }) => $cols};
  column-gap: 3px;
  row-gap: 0;
`;

export const HeadCell = styled.div<{ $tone?: 'back' | 'lay' }>`
  height: 28px;
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: 11px;
  font-weight: 800;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.textMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ $tone }) => ($tone === 'back' ? 'color: #8ccbff;' : $tone === 'lay' ? 'color: #f8b3c4;' : '')}
  &.left {
    justify-content: flex-start;
    padding-left: 14px;
    letter-spacing: 0;
    font-weight: 600;
  }
`;

export const RunnerCell = styled.div`
  min-height: 54px;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 3px;
  padding: 4px 10px 4px 14px;
  min-width: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    font-size: 14px;
    font-weight: 700;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    display: flex;
    align-items: center;
    gap: 6px;
  }
`;

export const PriceSlot = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: 4px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > button {
    width: 100%;
  }
`;

/** The player's profit if this runner wins, and what it becomes with the slip's bet (the shared line). */
export function PositionLine({ now, effect }: { now: string | null | undefined; effect: Poisha | null }) {
  const base = tryParseMoney(now ?? null) ?? 0n;
  return <SharedPositionLine value={now ?? null} after={effect === null ? null : base + effect} testId="position-line" />;
}

const OverlayBox = styled.div`
  position: absolute;
  inset: 0;
  z-index: 2;
  display: grid;
  place-items: center;
  background: rgba(10, 16, 32, 0.72);
  backdrop-filter: blur(1px);
  border-radius: 3px;
  span {
    padding: 4px 14px;
    border-radius: 4px;
    border: 1px solid rgba(240, 68, 90, 0.6);
    color: #ff8b99;
    font-size: 12px;
    font-weight: 800;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    background: rgba(240, 68, 90, 0.12);
  }
`;

/** A band over price cells: SUSPENDED, Ball Running, CLOSED… (`style` places it on the grid). */
/**
 * A ladder cell's place in the grid. Every cell of a row is placed explicitly because the row's overlay (Suspend,
 * Ball Running) is: auto-placed cells would otherwise skip the overlay's cells and push the row out of line.
 */
export function cellAt(row: number, column: number): React.CSSProperties {
  return { gridRow: row, gridColumn: column };
}

export function Overlay({ text, style, testId }: { text: string; style?: React.CSSProperties; testId?: string }) {
  return (
    <OverlayBox style={style} data-testid={testId ?? 'overlay'} role="status">
      <span>{text}</span>
    </OverlayBox>
  );
}

export function statusText(t: (k: 'market.suspendedOverlay' | 'lists.row.closed' | 'market.settled' | 'market.voided') => string, s: ExchangeMarketStatus): string | null {
  if (s === 'open') return null;
  return t(s === 'suspended' ? 'market.suspendedOverlay' : s === 'settled' ? 'market.settled' : s === 'voided' ? 'market.voided' : 'lists.row.closed');
}

const InfoWrap = styled.span`
  position: relative;
  display: inline-flex;
  button {
    display: inline-flex;
    padding: 2px;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
    &:hover {
      color: ${({ theme }) => theme.colors.text};
    }
  }
  dl {
    position: absolute;
    right: 0;
    top: 26px;
    z-index: 20;
    width: 240px;
    margin: 0;
    padding: 10px 12px;
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 6px 10px;
    font-size: 12px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    box-shadow: ${({ theme }) => theme.shadows.pop};
    dt {
      color: ${({ theme }) => theme.colors.textMuted};
    }
    dd {
      margin: 0;
      text-align: right;
      font-weight: 700;
    }
  }
`;

const Limits = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

/** "Min ৳10 · Max ৳1,00,000" with an (i) popover: limits, in-play delay, commission. */
export function MarketInfo({ min, max, delay, commission, name }: { min: string; max: string; delay?: number; commission?: number; name: string }) {
  const { t } = useTranslation('exchange');
  const [open, setOpen] = useState(false);
  return (
    <Limits>
      {t('market.limits', { min: wireTaka(min, true), max: wireTaka(max, true) })}
      <InfoWrap onMouseLeave={() => setOpen(false)}>
        <button type="button" aria-expanded={open} aria-label={t('desktop.market.info', { market: name })} onClick={() => setOpen(!open)}>
          <Glyph name="info" size={16} />
        </button>
        {open && (
          <dl>
            <dt>{t('market.minStake')}</dt>
            <dd>{wireTaka(min)}</dd>
            <dt>{t('market.maxStake')}</dt>
            <dd>{wireTaka(max)}</dd>
            {delay !== undefined && (
              <>
                <dt>{t('market.betDelay')}</dt>
                <dd>{t('market.seconds', { n: delay })}</dd>
              </>
            )}
            {commission !== undefined && (
              <>
                <dt>{t('market.commissionRate')}</dt>
                <dd>{commission} %</dd>
              </>
            )}
          </dl>
        )}
      </InfoWrap>
    </Limits>
  );
}
