export { TransactionDetailHead, TransactionTimeline, TransactionFacts, type TransactionTimelineProps, type TransactionFactsProps } from './TransactionDetailParts';
export { RoundRecall, type RoundRecallProps, type RecalledRound } from './RoundRecall';
export { ExchangeBetLife, ExchangeBetLifeSection, type ExchangeBetLifeProps, type ExchangeBetLifeSectionProps, type BetLife } from './ExchangeBetLife';
export { HistoryExport, HISTORY_EXPORT_MAX_DAYS, periodDays, type HistoryExportProps, type HistoryExportStatus } from './HistoryExport';
export { TurnoverBar, TurnoverCounts, TurnoverHelpDialog, TurnoverTabs, useTurnoverProductNames, type TurnoverBarProps, type TurnoverCountsProps, type TurnoverHelpDialogProps, type TurnoverTabsProps } from './TurnoverParts';
export { ExchangeRecordAmounts, type ExchangeRecordAmountsProps } from './ExchangeRecordAmounts';
