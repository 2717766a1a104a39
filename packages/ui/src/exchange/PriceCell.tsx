import { memo, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { focusRing } from '../theme';
import { compactSize, formatOdds } from './format';
import { exchangeColors as c, type PriceSide } from './palette';

export type PriceCellProps = {
  side: PriceSide;
  /** Decimal odds (Match Odds, Bookmaker) or a Fancy line; null or undefined: nothing offered (an empty cell). */
  price: number | null | undefined;
  /** The money offered there, a wire amount ("2500.00"), shown short ("2,500", "12.5K"). */
  size?: string | null;
  /** Text under the price instead of a size (a Fancy rate). */
  sub?: string | number | null;
  /** Best price (true, default) in full colour; deeper ladder levels softer. */
  best?: boolean;
  /** Not tappable (market suspended, not logged in to a market with another currency …): greyed. */
  disabled?: boolean;
  /** The bet slip is open on this price. */
  selected?: boolean;
  onSelect?(): void;
  /** Accessible name; by default "Back at 1.62, ৳500 available". */
  label?: string;
  /** A deeper ladder level (hidden on phones by the row's layout). */
  deep?: boolean;
  testId?: string;
  className?: string;
};

const flashAnim = keyframes`
  from { opacity: 0.95; }
  to { opacity: 0; }
`;

const Cell = styled.button<{ $side: PriceSide; $best: boolean; $selected: boolean; $empty: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-width: 0;
  min-height: 44px;
  padding: 3px 2px;
  border: 0;
  border-radius: 4px;
  overflow: hidden;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
  touch-action: manipulation;
  user-select: none;
  cursor: pointer;
  background: ${({ $side, $best }) => ($side === 'back' ? ($best ? c.back : c.backDepth) : $best ? c.lay : c.layDepth)};
  color: ${({ $side }) => ($side === 'back' ? c.backInk : c.layInk)};
  transition: transform 0.08s ease, filter 0.12s ease;
  &:active:not(:disabled) { transform: scale(0.96); filter: brightness(0.93); }
  ${focusRing}
  ${({ $selected, $side }) =>
    $selected &&
    css`
      box-shadow: inset 0 0 0 2px ${$side === 'back' ? c.backStrong : c.layStrong};
      filter: saturate(1.25);
    `}
  ${({ $empty, theme }) =>
    $empty &&
    css`
      background: ${c.emptyCell};
      color: ${theme.colors.textMuted};
      cursor: default;
    `}
  &:disabled {
    cursor: not-allowed;
    filter: grayscale(0.55) brightness(0.8);
  }
`;

const Price = styled.span`
  position: relative;
  font-size: 15px;
  font-weight: 700;
  letter-spacing: -0.01em;
`;

const Size = styled.span`
  position: relative;
  margin-top: 2px;
  font-size: 11px;
  font-weight: 500;
  opacity: 0.8;
  white-space: nowrap;
`;

const Flash = styled.span`
  position: absolute;
  inset: 0;
  background: ${c.flash};
  opacity: 0;
  pointer-events: none;
  animation: ${flashAnim} 0.7s ease-out;
`;

/**
 * One price of an exchange ladder: the odds and the money offered there, blue to back and pink to lay. It flashes
 * for 0.7 s when its price or size changes (not on the first paint), so a moving market is visible at a glance.
 * Empty (nothing offered) and disabled cells cannot be tapped.
 */
export const PriceCell = memo(function PriceCell({
  side,
  price,
  size,
  sub,
  best = true,
  disabled = false,
  selected = false,
  onSelect,
  label,
  deep = false,
  testId,
  className,
}: PriceCellProps) {
  const { t } = useTranslation('exchange');
  const empty = price === null || price === undefined;
  // A changed value starts a new flash: state adjusted while rendering (no effect, no extra paint).
  const shown = `${price ?? ''}|${size ?? ''}|${sub ?? ''}`;
  const [last, setLast] = useState(shown);
  const [flashes, setFlashes] = useState(0);
  if (last !== shown) {
    setLast(shown);
    if (!empty) setFlashes((n) => n + 1);
  }
  const under = sub !== undefined && sub !== null ? String(sub) : compactSize(size);
  const sideWord = side === 'back' ? t('market.backHeader') : t('market.layHeader');
  const name = empty ? `${sideWord}: ${t('market.noPrice')}` : (label ?? t('market.priceLabel', { side: sideWord, price: formatOdds(price), size: under }));
  return (
    <Cell
      type="button"
      className={className}
      $side={side}
      $best={best}
      $selected={selected}
      $empty={empty}
      disabled={disabled || empty}
      aria-pressed={onSelect ? selected : undefined}
      aria-label={name}
      data-testid={testId}
      data-side={side}
      data-deep={deep ? 'true' : undefined}
      data-flash={flashes}
      onClick={disabled || empty ? undefined : onSelect}
    >
      {flashes > 0 && <Flash key={flashes} data-testid={testId ? `${testId}-flash` : undefined} />}
      <Price>{empty ? '–' : formatOdds(price)}</Price>
      {!empty && under && <Size>{under}</Size>}
    </Cell>
  );
});
