import { memo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Poisha } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { CELL_BEST, CELL_GAP } from './MarketTable';
import { PositionLine } from './PositionLine';
import { PriceCell } from './PriceCell';
import type { PriceSide } from './palette';
import { Veil } from './Veil';

/** 1/0 flags as the spec's reads send them, or booleans. */
export type Flag = boolean | 0 | 1;

export type BookmakerRowProps = {
  name: string;
  /** The house's price to back at; null: not offered. */
  backPrice: number | null;
  layPrice: number | null;
  suspended?: Flag;
  ballRunning?: Flag;
  position?: string | Poisha | null;
  positionAfter?: string | Poisha | null;
  /** The side of the open slip on this row. */
  selected?: PriceSide | null;
  onSelect?(side: PriceSide, price: number): void;
  disabled?: boolean;
  children?: ReactNode;
  testId?: string;
};

export const RowGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${CELL_GAP}px;
  padding: 4px 8px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const TwoCells = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(2, ${CELL_BEST}px);
  gap: ${CELL_GAP}px;
`;

const RowName = styled.div`
  min-width: 0;
  padding-right: 4px;
  font-size: 14px;
  font-weight: 700;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

export const RowSlip = styled.div`
  grid-column: 1 / -1;
  margin: 4px -8px -4px;
`;

/**
 * A Bookmaker runner: the house's back and lay price (no depth, no sizes), the player's position, and the veil
 * 'Ball Running' while ball_running is 1, else 'Suspend' while suspended is 1 (spec 2 §4).
 */
export const BookmakerRow = memo(function BookmakerRow({
  name,
  backPrice,
  layPrice,
  suspended,
  ballRunning,
  position,
  positionAfter,
  selected,
  onSelect,
  disabled = false,
  children,
  testId,
}: BookmakerRowProps) {
  const { t } = useTranslation('exchange');
  const veil = ballRunning ? t('market.ballRunning') : suspended ? t('market.suspend') : null;
  const blocked = disabled || !!veil;
  return (
    <RowGrid role="row" data-testid={testId}>
      <RowName role="rowheader">
        {name}
        <PositionLine value={position} after={positionAfter} runner={name} testId={testId ? `${testId}-position` : undefined} />
      </RowName>
      <TwoCells role="cell">
        <PriceCell
          side="back"
          price={backPrice}
          disabled={blocked}
          selected={selected === 'back'}
          onSelect={backPrice !== null && onSelect ? () => onSelect('back', backPrice) : undefined}
          testId={testId ? `${testId}-back` : undefined}
        />
        <PriceCell
          side="lay"
          price={layPrice}
          disabled={blocked}
          selected={selected === 'lay'}
          onSelect={layPrice !== null && onSelect ? () => onSelect('lay', layPrice) : undefined}
          testId={testId ? `${testId}-lay` : undefined}
        />
        {veil && (
          <Veil $tone={ballRunning ? 'running' : 'neutral'} data-testid={testId ? `${testId}-veil` : undefined}>
            {veil}
          </Veil>
        )}
      </TwoCells>
      {children && <RowSlip>{children}</RowSlip>}
    </RowGrid>
  );
});
