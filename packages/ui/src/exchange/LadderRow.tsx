import { memo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ExchangePriceSize, Poisha } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { CELL_GAP, cellColumns, narrowOnly, useTableLayout, type LadderDepth } from './MarketTable';
import { PositionLine } from './PositionLine';
import { PriceCell } from './PriceCell';
import type { PriceSide } from './palette';
import { Veil } from './Veil';

export type LadderRowProps = {
  /** The runner's name. */
  name: string;
  /** Prices to back at, best (highest) first; up to three are shown. */
  back: readonly ExchangePriceSize[];
  /** Prices to lay at, best (lowest) first. */
  lay: readonly ExchangePriceSize[];
  /** The player's profit or loss if this runner wins (wire amount or poisha); nothing: no position. */
  position?: string | Poisha | null;
  /** The same after the bet in the open slip. */
  positionAfter?: string | Poisha | null;
  /** The price the open slip was started from on this row (highlights that cell). */
  selected?: { side: PriceSide; price: number } | null;
  /** A price was tapped: its side, odds and level (0 = best). */
  onSelect?(side: PriceSide, price: number, level: number): void;
  /** Prices cannot be tapped (not open for bets). */
  disabled?: boolean;
  /** A settled runner's tag instead of prices. */
  result?: 'WINNER' | 'LOSER' | null;
  /** The bet slip, shown under the row. */
  children?: ReactNode;
  testId?: string;
};

const Row = styled.div<{ $depth: LadderDepth }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${CELL_GAP}px;
  padding: 4px 8px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Name = styled.div`
  min-width: 0;
  padding-right: 4px;
`;

const Runner = styled.div`
  font-size: 14px;
  font-weight: 700;
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.text};
  overflow: hidden;
  text-overflow: ellipsis;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow-wrap: anywhere;
`;

const Cells = styled.div<{ $depth: LadderDepth }>`
  position: relative;
  display: grid;
  gap: ${CELL_GAP}px;
  ${({ $depth }) => cellColumns($depth, 3)}
  & > [data-deep='true'] {
    display: ${({ $depth }) => ($depth === 'best' ? 'none' : 'flex')};
  }
  ${narrowOnly} {
    & > [data-deep='true'] {
      display: ${({ $depth }) => ($depth === 'full' ? 'flex' : 'none')};
    }
  }
`;

const Result = styled.span<{ $won: boolean }>`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  border-radius: 4px;
  font-size: 12px;
  font-weight: 800;
  letter-spacing: 0.06em;
  background: ${({ $won, theme }) => ($won ? 'rgba(34, 197, 94, 0.16)' : theme.colors.surfaceAlt)};
  color: ${({ $won, theme }) => ($won ? theme.colors.success : theme.colors.textMuted)};
`;

const Slip = styled.div`
  grid-column: 1 / -1;
  margin: 4px -8px -4px;
`;

/**
 * A Match Odds runner: its name, the player's position under it, and three back and three lay prices (best in the
 * middle), or the best each way only on a phone (see LadderDepth). Inside a suspended MarketTable the prices are
 * veiled with 'SUSPENDED'. The bet slip opened from this row goes in `children`.
 */
export const LadderRow = memo(function LadderRow({
  name,
  back,
  lay,
  position,
  positionAfter,
  selected,
  onSelect,
  disabled = false,
  result,
  children,
  testId,
}: LadderRowProps) {
  const { t } = useTranslation('exchange');
  const { depth, suspended } = useTableLayout();
  const blocked = disabled || suspended;
  const cell = (side: PriceSide, level: number) => {
    const level_ = (side === 'back' ? back : lay)[level];
    const isSelected = !!selected && !!level_ && selected.side === side && selected.price === level_.price;
    return (
      <PriceCell
        key={`${side}${level}`}
        side={side}
        price={level_?.price ?? null}
        size={level_?.size}
        best={level === 0}
        selected={isSelected}
        disabled={blocked}
        onSelect={level_ && onSelect ? () => onSelect(side, level_.price, level) : undefined}
        testId={testId ? `${testId}-${side}-${level}` : undefined}
        deep={level > 0}
      />
    );
  };
  return (
    <Row $depth={depth} role="row" data-testid={testId}>
      <Name role="rowheader">
        <Runner title={name}>{name}</Runner>
        <PositionLine value={position} after={positionAfter} runner={name} testId={testId ? `${testId}-position` : undefined} />
      </Name>
      <Cells $depth={depth} role="cell">
        {result ? (
          <Result $won={result === 'WINNER'}>{result === 'WINNER' ? '✓' : '–'}</Result>
        ) : (
          <>
            {cell('back', 2)}
            {cell('back', 1)}
            {cell('back', 0)}
            {cell('lay', 0)}
            {cell('lay', 1)}
            {cell('lay', 2)}
            {suspended && <Veil data-testid={testId ? `${testId}-suspended` : undefined}>{t('market.suspendedOverlay')}</Veil>}
          </>
        )}
      </Cells>
      {children && <Slip>{children}</Slip>}
    </Row>
  );
});
