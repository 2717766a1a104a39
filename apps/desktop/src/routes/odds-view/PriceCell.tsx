import { PriceCell as SharedPriceCell } from '@khela/ui';

export interface PriceCellProps {
  side: 'back' | 'lay';
  /** 0 best, 1 and 2 further from the market (softer). */
  depth?: number;
  /** Decimal odds, or a Fancy line. */
  price: number | null | undefined;
  /** Money offered (a wire amount). */
  size?: string | null;
  /** Text under the price instead of a size (a Fancy rate). */
  sub?: string | null;
  selected?: boolean;
  disabled?: boolean;
  label?: string;
  onPick?: () => void;
  testId?: string;
}

/** The shared ladder cell (flashes on change, empty when nothing is offered) with the desktop's depth tones. */
export function PriceCell({ side, depth = 0, price, size, sub, selected = false, disabled, label, onPick, testId }: PriceCellProps) {
  return (
    <SharedPriceCell
      side={side}
      price={price}
      size={size}
      sub={sub}
      best={depth === 0}
      deep={depth > 0}
      selected={selected}
      disabled={disabled}
      label={label}
      onSelect={onPick}
      testId={testId}
    />
  );
}
