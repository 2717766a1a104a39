import { createContext, useContext, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { exchangeColors as c } from './palette';

/**
 * How many prices a Match Odds row shows each way.
 * - `best`: the best back and the best lay only, as big cells (64 px): what a 360–412 px phone shows. Three prices
 *   each way would leave 44–52 px cells and a runner name cut to a few letters; on a phone people take the best price
 *   and set their own in the slip's odds stepper, so the depth costs more than it gives.
 * - `full`: three each way (the Betfair ladder), best ones in the middle.
 * - `auto` (default): `best` below 560 px of screen width, `full` from 560 px (large phones in landscape, tablets).
 */
export type LadderDepth = 'auto' | 'best' | 'full';

/** Screen width from which `auto` shows three prices each way. */
export const FULL_LADDER_MIN_WIDTH = 560;

export const narrowOnly = `@media (max-width: ${FULL_LADDER_MIN_WIDTH - 1}px)`;

interface TableLayout {
  depth: LadderDepth;
  suspended: boolean;
}

const LayoutContext = createContext<TableLayout>({ depth: 'auto', suspended: false });

/** The table's depth and suspended state, for its rows. */
export function useTableLayout(): TableLayout {
  return useContext(LayoutContext);
}

/** Width of a price cell: the best-only layout gets bigger cells. */
export const CELL_BEST = 66;
const CELL_FULL = 54;
export const CELL_GAP = 3;

/** The grid of the price columns for a number of cells each way (1 or 3). */
export const cellColumns = (depth: LadderDepth, each: 1 | 3) => {
  const best = css`
    grid-template-columns: repeat(${2}, ${CELL_BEST}px);
  `;
  const full = css`
    grid-template-columns: repeat(${2 * each}, ${each === 3 ? CELL_FULL : CELL_BEST}px);
  `;
  if (depth === 'best' || each === 1) return best;
  if (depth === 'full') return full;
  return css`
    ${full}
    ${narrowOnly} { ${best} }
  `;
};

export type MarketTableProps = {
  /** Column labels above the best cells: BACK / LAY (Match Odds, Bookmaker) or NO / YES (Fancy). */
  columns?: 'back-lay' | 'no-yes';
  /** Match Odds depth (see LadderDepth); Bookmaker and Fancy tables always show one price each way. */
  depth?: LadderDepth;
  /** Three prices each way are available (Match Odds). */
  ladder?: boolean;
  /** The whole market is suspended: every row is veiled with 'SUSPENDED' and cannot be tapped. */
  suspended?: boolean;
  /** Left of the column labels (e.g. "2 runners", a min/max line). */
  caption?: ReactNode;
  /** Sits right under a MarketHeader (square top corners). */
  attached?: boolean;
  children: ReactNode;
  testId?: string;
  className?: string;
};

const Root = styled.div<{ $attached: boolean }>`
  border-radius: ${({ theme, $attached }) => ($attached ? `0 0 ${theme.radii.md} ${theme.radii.md}` : theme.radii.md)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Head = styled.div<{ $depth: LadderDepth; $each: 1 | 3 }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${CELL_GAP}px;
  padding: 6px 8px 4px;
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Labels = styled.div<{ $depth: LadderDepth; $each: 1 | 3 }>`
  display: grid;
  gap: ${CELL_GAP}px;
  ${({ $depth, $each }) => cellColumns($depth, $each)}
  text-align: center;
`;

const Caption = styled.div`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  letter-spacing: 0;
  font-weight: 500;
`;

const Label = styled.span<{ $tone: 'back' | 'lay'; $col: string; $narrowCol: string }>`
  grid-column: ${({ $col }) => $col};
  color: ${({ $tone }) => ($tone === 'back' ? c.back : c.lay)};
  ${narrowOnly} {
    grid-column: ${({ $narrowCol }) => $narrowCol};
  }
`;

/**
 * A market's table: the column labels and its rows (LadderRow, BookmakerRow, FancyRow, with slips between them).
 * It tells its rows the depth and whether the market is suspended.
 */
export function MarketTable({ columns = 'back-lay', depth = 'auto', ladder = false, suspended = false, caption, attached = false, children, testId, className }: MarketTableProps) {
  const { t } = useTranslation('exchange');
  const each: 1 | 3 = ladder ? 3 : 1;
  const showFull = ladder && depth !== 'best';
  // In the full layout the best prices sit in the middle: columns 3 (back) and 4 (lay) of six.
  const backCol = showFull ? '3' : '1';
  const layCol = showFull ? '4' : '2';
  const narrowBack = depth === 'full' ? backCol : '1';
  const narrowLay = depth === 'full' ? layCol : '2';
  const [left, right] = columns === 'no-yes' ? [t('market.noHeader'), t('market.yesHeader')] : [t('market.backHeader'), t('market.layHeader')];
  const [leftTone, rightTone]: ['back' | 'lay', 'back' | 'lay'] = columns === 'no-yes' ? ['lay', 'back'] : ['back', 'lay'];
  return (
    <LayoutContext.Provider value={{ depth: ladder ? depth : 'best', suspended }}>
      <Root $attached={attached} className={className} data-testid={testId} data-suspended={suspended ? 'true' : undefined} role="table">
        <Head $depth={depth} $each={each} role="row">
          <Caption role="columnheader">{caption}</Caption>
          <Labels $depth={ladder ? depth : 'best'} $each={each}>
            <Label role="columnheader" $tone={leftTone} $col={backCol} $narrowCol={narrowBack}>
              {left}
            </Label>
            <Label role="columnheader" $tone={rightTone} $col={layCol} $narrowCol={narrowLay}>
              {right}
            </Label>
          </Labels>
        </Head>
        {children}
      </Root>
    </LayoutContext.Provider>
  );
}
