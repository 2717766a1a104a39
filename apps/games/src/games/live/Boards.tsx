import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { localDigits, type LiveGame } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { WIDE_MEDIA } from '../../shell';
import { TONES, type LiveGameView } from './games';
import { useLabels } from './labels';

const ROWS = 6;

export interface RoadCell {
  code: string;
  col: number;
  row: number;
  /** Ties after this result (drawn as a slash with their count). */
  ties: number;
}

/**
 * The big road from results oldest first: a new column when the winner changes, down the column while it repeats,
 * and to the right along the bottom (the "dragon tail") when the column is full or the cell below is taken. A tie
 * makes no cell: it is counted on the cell before it (ties before any result go on the first one).
 */
export function bigRoad(codes: readonly string[], tie: string | undefined): { cells: RoadCell[]; cols: number } {
  const at = new Map<string, RoadCell>();
  const cells: RoadCell[] = [];
  let start = -1;
  let col = 0;
  let row = 0;
  let last: string | null = null;
  let leadingTies = 0;
  for (const code of codes) {
    if (code === tie) {
      if (cells.length) cells[cells.length - 1]!.ties++;
      else leadingTies++;
      continue;
    }
    if (code === last) {
      if (row + 1 < ROWS && !at.has(`${col},${row + 1}`)) row++;
      else col++;
    } else {
      start++;
      while (at.has(`${start},0`)) start++;
      col = start;
      row = 0;
    }
    const cell: RoadCell = { code, col, row, ties: leadingTies };
    leadingTies = 0;
    at.set(`${col},${row}`, cell);
    cells.push(cell);
    last = code;
  }
  return { cells, cols: cells.reduce((m, c) => Math.max(m, c.col + 1), 0) };
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;
const Strip = styled.ol`
  display: flex;
  gap: 3px;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow: hidden;
  ${WIDE_MEDIA} {
    flex-wrap: wrap;
    gap: 4px;
  }
`;
const Dot = styled.li<{ $bg: string }>`
  flex: none;
  width: 22px;
  height: 22px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  background: ${({ $bg }) => $bg};
  color: #fff;
  font-size: 11px;
  font-weight: 800;
  &:first-child { box-shadow: 0 0 0 2px #f5c242; }
  ${WIDE_MEDIA} {
    width: 28px;
    height: 28px;
    font-size: 12px;
  }
`;
const Roads = styled.div`
  --cell: 13px;
  @container stage (max-height: 470px) {
    --cell: 12px;
  }
  display: flex;
  gap: 8px;
  ${WIDE_MEDIA} {
    --cell: 20px;
    gap: 12px;
  }
`;
const Grid = styled.div<{ $flex: number }>`
  flex: ${({ $flex }) => $flex} 1 0;
  min-width: 0;
  height: calc(var(--cell) * ${ROWS} + 2px);
  display: grid;
  grid-template-rows: repeat(${ROWS}, var(--cell));
  grid-auto-columns: var(--cell);
  grid-auto-flow: column;
  justify-content: start;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  background:
    linear-gradient(to right, rgba(0, 0, 0, 0.08) 1px, transparent 1px) 0 0 / var(--cell) var(--cell),
    linear-gradient(to bottom, rgba(0, 0, 0, 0.08) 1px, transparent 1px) 0 0 / var(--cell) var(--cell),
    #f7f7f2;
`;
const Bead = styled.span<{ $bg: string }>`
  margin: 1px;
  border-radius: 50%;
  background: ${({ $bg }) => $bg};
  color: #fff;
  font-size: calc(var(--cell) * 0.6);
  font-weight: 800;
  line-height: calc(var(--cell) - 2px);
  text-align: center;
  overflow: hidden;
`;
const Ring = styled.span<{ $color: string; $tie: number }>`
  position: relative;
  margin: 1px;
  border-radius: 50%;
  border: 2px solid ${({ $color }) => $color};
  ${({ $tie }) =>
    $tie > 0
      ? `&::after { content: ''; position: absolute; left: 50%; top: -2px; bottom: -2px; width: 2px; background: ${TONES.green}; transform: rotate(45deg); }`
      : ''}
`;
const Caption = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-size: 11px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
  ${WIDE_MEDIA} {
    font-size: 13px;
  }
`;

/**
 * A road's grid: as many columns as its width holds, the road's last ones (the newest results) when it has more,
 * drawn from the left as on the table's display.
 */
function RoadGrid({ flex, cols, testId, label, children }: { flex: number; cols: number; testId: string; label: string; children: (from: number) => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [fits, setFits] = useState(1000);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const cell = parseFloat(getComputedStyle(el).getPropertyValue('--cell')) || 13;
      setFits(Math.max(1, Math.floor((el.clientWidth - 2) / cell)));
    };
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    measure();
    return () => ro.disconnect();
  }, []);
  return (
    <Grid ref={ref} $flex={flex} data-testid={testId} aria-label={label}>
      {children(Math.max(0, cols - fits))}
    </Grid>
  );
}

/** The last results (newest first), and for Baccarat and Dragon Tiger the bead plate and the big road. */
export function Boards({ game, view, history }: { game: LiveGame; view: LiveGameView; history: readonly { id: string; code: string }[] }) {
  const { t } = useTranslation('games');
  const labels = useLabels(game);
  const tone = (code: string) => TONES[view.codes[code] ?? 'grey'];
  const oldestFirst = [...history].reverse().map((h) => h.code);
  const road = view.roads ? bigRoad(oldestFirst, view.tie) : null;
  return (
    <Wrap data-testid="live-boards">
      <Strip aria-label={t('live.lastResults')} data-testid="live-results">
        {history.slice(0, 60).map((h) => (
          <Dot key={h.id} $bg={tone(h.code)} title={labels.win(h.code)}>
            {labels.code(h.code)}
          </Dot>
        ))}
      </Strip>
      {road && (
        <>
          <Caption>
            <span>{t('live.beadPlate')}</span>
            <span>{t('live.bigRoad')}</span>
          </Caption>
          <Roads>
            <RoadGrid flex={2} cols={Math.ceil(oldestFirst.length / ROWS)} testId="live-bead-plate" label={t('live.beadPlate')}>
              {(from) =>
                oldestFirst.map((code, i) => {
                  const col = Math.floor(i / ROWS) - from;
                  return col < 0 ? null : (
                    <Bead key={i} $bg={tone(code)} style={{ gridColumn: col + 1, gridRow: (i % ROWS) + 1 }}>
                      {labels.code(code)}
                    </Bead>
                  );
                })
              }
            </RoadGrid>
            <RoadGrid flex={3} cols={road!.cols} testId="live-big-road" label={t('live.bigRoad')}>
              {(from) =>
                road!.cells.map((c, i) =>
                  c.col < from ? null : (
                    <Ring key={i} $color={tone(c.code)} $tie={c.ties} style={{ gridColumn: c.col - from + 1, gridRow: c.row + 1 }} title={c.ties ? t('live.ties', { n: localDigits(String(c.ties)) }) : undefined} />
                  ),
                )
              }
            </RoadGrid>
          </Roads>
        </>
      )}
    </Wrap>
  );
}
