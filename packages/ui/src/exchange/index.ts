// The exchange's market components (issue 10): price cells, ladder rows, bet slip, position line, score board, fancy rows, market header.
export { PriceCell, type PriceCellProps } from './PriceCell';
export { PositionLine, type PositionLineProps } from './PositionLine';
export {
  MarketTable,
  useTableLayout,
  FULL_LADDER_MIN_WIDTH,
  type MarketTableProps,
  type LadderDepth,
} from './MarketTable';
export { LadderRow, type LadderRowProps } from './LadderRow';
export { BookmakerRow, type BookmakerRowProps, type Flag } from './BookmakerRow';
export { FancyRow, type FancyRowProps, type FancySideChoice } from './FancyRow';
export { MarketHeader, FeedIndicator, type MarketHeaderProps } from './MarketHeader';
export { BetSlip, slipFigures, type BetSlipProps, type BetSlipKind, type BetSlipSide, type BetSlipResult } from './BetSlip';
export { ScoreBoard, sidesOf, type ScoreBoardProps } from './ScoreBoard';
export { exchangeColors, type PriceSide } from './palette';
export { formatOdds, compactSize, signedTaka } from './format';
export { PinGlyph } from './glyphs';
