import type { CSSProperties } from 'react';
import styled, { css } from 'styled-components';
import { localDigits, toWire, type LiveGame } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { useMoney, WIDE_MEDIA } from '../../shell';
import { chipColor, chipLabel } from './chips';
import type { LiveGameView } from './games';
import { useLabels } from './labels';

export interface SpotState {
  spot: string;
  /** "1:1", "11:1" (null: no payout to print). */
  odds: string | null;
  /** Everyone's stake on it (pushed). */
  total: bigint;
  /** The player's placed stake and the chips not sent yet. */
  mine: bigint;
  pending: bigint;
  /** After the result: what a unit returned (hundredths), else null. */
  returned: number | null;
}

const Block = styled.div`
  display: grid;
  gap: 6px;
  ${WIDE_MEDIA} {
    gap: 10px;
  }
`;
const Row = styled.div<{ $n: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $n }) => $n}, minmax(0, 1fr));
  gap: 6px;
  ${WIDE_MEDIA} {
    gap: 10px;
  }
`;
const Spot = styled.button<{ $color: string; $result: 'win' | 'push' | 'lose' | null; $small: boolean }>`
  position: relative;
  min-width: 0;
  min-height: ${({ $small }) => ($small ? 48 : 64)}px;
  padding: 4px 4px 6px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1px;
  border-radius: 12px;
  border: 2px solid ${({ $color }) => $color};
  background: linear-gradient(180deg, ${({ $color }) => $color}55, ${({ $color }) => $color}22);
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  touch-action: manipulation;
  cursor: pointer;
  transition: transform 80ms ease, opacity 200ms ease, box-shadow 200ms ease;
  &:active:not(:disabled) { transform: scale(0.97); }
  &:disabled { cursor: default; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  ${({ $result }) =>
    $result === 'win'
      ? css`
          box-shadow: 0 0 0 3px #f5c242, 0 0 18px rgba(245, 194, 66, 0.6);
        `
      : $result === 'lose'
        ? css`
            opacity: 0.45;
          `
        : ''}
  .name {
    max-width: 100%;
    font-size: 13px;
    font-weight: 800;
    line-height: 1.15;
    text-align: center;
    overflow-wrap: anywhere;
  }
  .odds { font-size: 12px; font-weight: 700; color: #f3e3c0; font-variant-numeric: tabular-nums; }
  .total { font-size: 11px; color: ${({ theme }) => theme.colors.textMuted}; font-variant-numeric: tabular-nums; }
  @container stage (max-height: 470px) {
    min-height: ${({ $small }) => ($small ? 42 : 54)}px;
    padding: 2px 4px 4px;
  }
  ${WIDE_MEDIA} {
    min-height: ${({ $small }) => ($small ? 64 : 96)}px;
    .name { font-size: 17px; }
    .odds { font-size: 14px; }
    .total { font-size: 13px; }
  }
`;
const Stack = styled.span<{ $color: string; $pending: boolean }>`
  position: absolute;
  top: -6px;
  right: -4px;
  min-width: 30px;
  height: 30px;
  padding: 0 4px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 999px;
  background: ${({ $color }) => $color};
  border: 3px dashed rgba(255, 255, 255, 0.85);
  box-shadow: 0 2px 4px rgba(0, 0, 0, 0.5);
  color: #fff;
  font-size: 11px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  ${({ $pending }) => ($pending ? 'outline: 2px solid #f5c242; outline-offset: 1px;' : '')}
`;

interface SpotsProps {
  game: LiveGame;
  view: LiveGameView;
  rows: string[][];
  spots: Record<string, SpotState>;
  disabled: boolean;
  onPlace(spot: string): void;
}

/** The bet spots laid out as the real table: each with its payout, everyone's total and the player's chips. */
export function Spots({ game, view, rows, spots, disabled, onPlace }: SpotsProps) {
  const { t } = useTranslation('games');
  const labels = useLabels(game);
  const money = useMoney();
  const tall = new Set(view.tall ?? []);
  const cell = (name: string, style?: CSSProperties, small = false) => {
    const s = spots[name];
    if (!s) return null;
    const result = s.returned === null ? null : s.returned > 100 ? 'win' : s.returned === 100 ? 'push' : 'lose';
    const stake = s.mine + s.pending;
    return (
      <Spot
        key={name}
        type="button"
        style={style}
        $color={view.colors?.[name] ?? '#59657f'}
        $result={result}
        $small={small}
        disabled={disabled}
        onClick={() => onPlace(name)}
        data-testid={`live-spot-${name}`}
        data-result={result ?? undefined}
        aria-label={`${labels.spot(name)}${s.odds ? ` ${localDigits(s.odds)}` : ''}`}
      >
        <span className="name">{labels.spot(name)}</span>
        {s.odds && <span className="odds">{localDigits(s.odds)}</span>}
        <span className="total" title={t('live.everyone')}>
          {money(toWire(s.total))}
        </span>
        {stake > 0n && (
          <Stack $color={chipColor(stake)} $pending={s.pending > 0n} data-testid={`live-stake-${name}`} title={t('live.yourStake', { amount: money(toWire(stake)) })}>
            {chipLabel(stake)}
          </Stack>
        )}
      </Spot>
    );
  };

  const tallLayout = rows.length > 1 && rows[0]!.some((s) => tall.has(s));
  if (tallLayout) {
    // one grid: a tall spot spans every row of its column, the others fill the free columns row by row
    const cols = rows[0]!.length;
    const taken = new Set<number>();
    const cells = rows.flatMap((row, r) => {
      const free = Array.from({ length: cols }, (_, c) => c).filter((c) => !taken.has(c));
      return row.map((name, i) => {
        const col = r === 0 ? i : (free[i] ?? i);
        if (r === 0 && tall.has(name)) taken.add(col);
        const style: CSSProperties = r === 0 && tall.has(name) ? { gridColumn: col + 1, gridRow: `1 / ${rows.length + 1}` } : { gridColumn: col + 1, gridRow: r + 1 };
        return cell(name, style, r > 0);
      });
    });
    return (
      <Block style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }} data-testid="live-spots">
        {cells}
      </Block>
    );
  }
  const main = rows.findIndex((row) => row.includes(view.rows[view.main ?? 0]?.[0] ?? ''));
  return (
    <Block data-testid="live-spots">
      {rows.map((row, r) => (
        <Row key={r} $n={row.length}>
          {row.map((name) => cell(name, undefined, r !== Math.max(0, main) || row.length > 4))}
        </Row>
      ))}
    </Block>
  );
}
