import styled, { css } from 'styled-components';
import { control } from './control';

/**
 * Exchange prices the way bettors know them: back in blue, lay in pink. `ExchangeOdds` is one price with the amount
 * available at it (`depth` 0 is the best price, deeper levels fade; a Fancy line is a whole number with its rate under
 * it); `ExchangeOddsInput` is a price field in the same colour, for the operator's Bookmaker prices.
 */
export type OddsSide = 'back' | 'lay';

const SIDE: Record<OddsSide, { fg: string; bg: string; line: string }> = {
  back: { fg: '#9dd4ff', bg: 'rgba(114, 187, 239, 0.16)', line: 'rgba(114, 187, 239, 0.55)' },
  lay: { fg: '#ffb3c4', bg: 'rgba(250, 169, 186, 0.15)', line: 'rgba(250, 169, 186, 0.55)' },
};

export function ExchangeOdds({
  side,
  price,
  size,
  depth = 0,
  digits = 2,
  testId,
}: {
  side: OddsSide;
  price: number | null;
  /** The amount available at the price, or any second line (a Fancy rate). */
  size?: string | null;
  depth?: number;
  /** Decimal places of the price: 2 for odds, 0 for a Fancy line. */
  digits?: number;
  testId?: string;
}) {
  return (
    <OddsBox $side={side} $depth={depth} $empty={price === null} data-testid={testId}>
      <b>{price === null ? '—' : price.toFixed(digits)}</b>
      {size ? <small>{size}</small> : null}
    </OddsBox>
  );
}

const OddsBox = styled.span<{ $side: OddsSide; $depth: number; $empty: boolean }>`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-width: 64px;
  height: 38px;
  padding: 0 6px;
  border-radius: 6px;
  font-variant-numeric: tabular-nums;
  line-height: 1.15;
  color: ${({ $side }) => SIDE[$side].fg};
  background: ${({ $side }) => SIDE[$side].bg};
  opacity: ${({ $depth, $empty }) => ($empty ? 0.45 : Math.max(0.45, 1 - $depth * 0.22))};
  b { font-size: 14px; font-weight: 800; }
  small { font-size: 11px; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** A decimal-odds input tinted for its side. */
export const ExchangeOddsInput = styled.input.attrs({ inputMode: 'decimal', autoComplete: 'off' })<{ $side: OddsSide; $invalid?: boolean }>`
  ${control}
  width: 96px;
  text-align: center;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  ${({ $side, $invalid }) =>
    !$invalid &&
    css`
      color: ${SIDE[$side].fg};
      background: ${SIDE[$side].bg};
      border-color: ${SIDE[$side].line};
    `}
`;
