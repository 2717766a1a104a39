export { TransactionTimeline, TransactionFacts, type TransactionTimelineProps, type TransactionFactsProps } from './TransactionDetailParts';
