import { localDigits } from '@khela/domain';
import { memo, type CSSProperties, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { pocketColor, POCKET_FILL } from './Wheel';
import { spotReturn, type Layout, type SpotKey } from './bets';

interface TableProps {
  layout: Layout;
  /** The pocket of the settled spin: its spots light up. */
  pocket: number | null;
  disabled: boolean;
  onPlace(key: SpotKey): void;
}

const CHIP_COLORS: [bigint, string][] = [
  [100_000n, '#7b2cbf'],
  [50_000n, '#f5c242'],
  [10_000n, '#111827'],
  [5_000n, '#e8590c'],
  [1_000n, '#1c7ed6'],
  [500n, '#2f9e44'],
  [0n, '#c92a2a'],
];

export function chipColor(p: bigint): string {
  return CHIP_COLORS.find(([min]) => p >= min)![1];
}

/** "5", "2.5", "1K", "12.5K": short enough for a chip (in the player's digits). */
export function chipLabel(p: bigint): string {
  const taka = Number(p) / 100;
  if (taka >= 1000) return `${localDigits(String(Number((taka / 1000).toFixed(taka >= 10_000 ? 0 : 1))))}K`;
  return localDigits(String(Number(taka.toFixed(2))));
}

function numberCell(n: number): { gridColumn: string; gridRow: string } {
  const col = Math.ceil(n / 3) + 1;
  const row = 3 - ((n - 1) % 3);
  return { gridColumn: `${col}`, gridRow: `${row}` };
}

const OUTSIDE = [
  { key: 'low', col: '2 / 4' },
  { key: 'even', col: '4 / 6' },
  { key: 'red', col: '6 / 8' },
  { key: 'black', col: '8 / 10' },
  { key: 'odd', col: '10 / 12' },
  { key: 'high', col: '12 / 14' },
] as const satisfies readonly { key: SpotKey; col: string }[];

/** The spots that have a name (`games:roulette.spots.*`); a number spot `n{n}` is read as its number. */
const SPOT_NAMES = ['red', 'black', 'odd', 'even', 'low', 'high', 'd0', 'd1', 'd2', 'c0', 'c1', 'c2'] as const;
type SpotName = (typeof SPOT_NAMES)[number];
const isSpotName = (key: SpotKey): key is SpotName => (SPOT_NAMES as readonly string[]).includes(key);

function TableView({ layout, pocket, disabled, onPlace }: TableProps) {
  const { t } = useTranslation('games');
  const spot = (key: SpotKey, label: ReactNode, style: CSSProperties, kind: 'num' | 'out', color?: string) => {
    const placed = layout.get(key);
    const win = pocket !== null && spotReturn(key, pocket) > 0;
    return (
      <Spot
        key={key}
        type="button"
        style={style}
        $kind={kind}
        $color={color}
        $win={win}
        $dim={pocket !== null && !win}
        disabled={disabled}
        data-testid={`rl-${key}`}
        aria-label={isSpotName(key) ? t(`roulette.spots.${key}`) : key.slice(1)}
        onClick={() => onPlace(key)}
      >
        <Label $shift={Boolean(placed) && kind === 'out' && !key.startsWith('c')}>{label}</Label>
        {placed && (
          <Chip
            $color={chipColor(placed.amount)}
            $stack={Math.min(3, placed.chips)}
            $lost={pocket !== null && !win}
            $won={win}
            $side={kind === 'out' && !key.startsWith('c')}
          >
            {chipLabel(placed.amount)}
          </Chip>
        )}
      </Spot>
    );
  };

  return (
    <Grid>
      {spot('n0', localDigits('0'), { gridColumn: '1', gridRow: '1 / 4' }, 'num', POCKET_FILL.green)}
      {Array.from({ length: 36 }, (_, i) => i + 1).map((n) => spot(`n${n}`, localDigits(String(n)), numberCell(n), 'num', POCKET_FILL[pocketColor(n)]))}
      {[2, 1, 0].map((c, row) => spot(`c${c}`, localDigits('2:1'), { gridColumn: '14', gridRow: `${row + 1}` }, 'out'))}
      {([0, 1, 2] as const).map((d) => spot(`d${d}`, t(`roulette.spots.d${d}`), { gridColumn: `${2 + d * 4} / ${6 + d * 4}`, gridRow: '4' }, 'out'))}
      {OUTSIDE.map(({ key, col }) =>
        spot(
          key,
          key === 'red' || key === 'black' ? <Diamond $color={POCKET_FILL[key]} /> : t(`roulette.spots.${key}`),
          { gridColumn: col, gridRow: '5' },
          'out',
        ),
      )}
    </Grid>
  );
}
export const Table = memo(TableView);

const glow = keyframes`
  0%, 100% { box-shadow: inset 0 0 0 2px #f5c242, 0 0 6px rgba(245, 194, 66, 0.6); }
  50% { box-shadow: inset 0 0 0 2px #fff1bf, 0 0 16px rgba(245, 194, 66, 0.95); }
`;
const drop = keyframes`
  from { transform: translate(-50%, -80%) scale(1.4); opacity: 0; }
  to { transform: translate(-50%, -50%) scale(1); opacity: 1; }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1.15fr repeat(12, 1fr) 1.15fr;
  grid-template-rows: repeat(3, 42px) 34px 34px;
  /* a short phone (see the shell's stage container) */
  @container stage (max-height: 440px) {
    grid-template-rows: repeat(3, 34px) 30px 30px;
  }
  gap: 2px;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #0c5a36;
  box-shadow:
    inset 0 0 0 1px rgba(255, 255, 255, 0.18),
    0 8px 24px rgba(0, 0, 0, 0.4);
  user-select: none;
`;

const Spot = styled.button<{ $kind: 'num' | 'out'; $color?: string; $win: boolean; $dim: boolean }>`
  position: relative;
  min-width: 0;
  padding: 0;
  border: 0;
  border-radius: 4px;
  color: #fff;
  font-weight: 800;
  font-size: ${({ $kind }) => ($kind === 'num' ? '13px' : '12px')};
  font-variant-numeric: tabular-nums;
  touch-action: manipulation;
  -webkit-tap-highlight-color: transparent;
  background: ${({ $color }) => $color ?? 'rgba(255, 255, 255, 0.06)'};
  box-shadow: inset 0 0 0 1px rgba(255, 255, 255, 0.16);
  transition: opacity 200ms ease, transform 100ms ease;

  &:active:not(:disabled) {
    transform: scale(0.94);
  }
  &:disabled {
    cursor: default;
  }
  ${({ $dim }) =>
    $dim &&
    css`
      opacity: 0.55;
    `}
  ${({ $win }) =>
    $win &&
    css`
      z-index: 1;
      animation: ${glow} 900ms ease-in-out infinite;
    `}
`;

/** A spot's name; with a chip on a named spot it centres in the room left of the chip. */
const Label = styled.span<{ $shift: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  padding-right: ${({ $shift }) => ($shift ? '20px' : '0')};
  white-space: nowrap;
  overflow: hidden;
`;

const Diamond = styled.i<{ $color: string }>`
  display: block;
  width: 16px;
  height: 16px;
  transform: rotate(45deg);
  border-radius: 2px;
  background: ${({ $color }) => $color};
  box-shadow: 0 0 0 1.5px rgba(255, 255, 255, 0.8);
`;

/** A chip; more chips on one spot show as a short stack under it. */
const Chip = styled.b<{ $color: string; $stack: number; $lost: boolean; $won: boolean; $side: boolean }>`
  position: absolute;
  left: 50%;
  top: 50%;
  z-index: 2;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  font-size: 9px;
  font-weight: 900;
  color: #fff;
  text-shadow: 0 1px 1px rgba(0, 0, 0, 0.6);
  background: ${({ $color }) => $color};
  border: 3px dashed rgba(255, 255, 255, 0.85);
  box-shadow: ${({ $color, $stack }) =>
    [
      '0 0 0 1px rgba(0, 0, 0, 0.35)',
      ...Array.from({ length: $stack }, (_, i) => `0 ${2 + i * 3}px 0 ${i === 0 ? 0 : -1}px ${i % 2 ? $color : 'rgba(235,235,235,0.9)'}`),
      `0 ${3 + $stack * 3}px 3px rgba(0, 0, 0, 0.45)`,
    ].join(', ')};
  transform: translate(-50%, calc(-50% - ${({ $stack }) => ($stack - 1) * 1.5}px));
  animation: ${drop} 160ms ease-out;
  pointer-events: none;
  transition: opacity 300ms ease;
  /* on a named spot (1st 12, Even, …) the chip sits at its right end, clear of the name */
  ${({ $side, $stack }) =>
    $side &&
    css`
      left: auto;
      right: 1px;
      width: 20px;
      height: 20px;
      font-size: 8px;
      border-width: 2px;
      transform: translate(0, calc(-50% - ${($stack - 1) * 1.5}px));
    `}
  ${({ $lost }) =>
    $lost &&
    css`
      opacity: 0.35;
    `}
  ${({ $won }) =>
    $won &&
    css`
      box-shadow:
        0 0 0 2px #f5c242,
        0 0 12px rgba(245, 194, 66, 0.9);
    `}
`;
