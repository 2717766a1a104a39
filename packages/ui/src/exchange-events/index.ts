// The exchange's event list components (issue 10): event rows with their best prices, sport tabs and sections,
// drill-down rows, results, the exchange's bottom navigation, and Dhaka-time helpers for the lists.
export { EventRow, priceColumns, shortSize, BACK_COLOR, LAY_COLOR, type EventRowProps } from './EventRow';
export { SportTabs, EXCHANGE_SPORTS, type SportTabsProps } from './SportTabs';
export { SportSection, type SportSectionProps } from './SportSection';
export { ExchangeBottomNav, EXCHANGE_NAV_HEIGHT, EXCHANGE_NAV_KEYS, type ExchangeBottomNavProps } from './ExchangeBottomNav';
export { ResultRow, type ResultRowProps } from './ResultRow';
export { DrillRow, type DrillRowProps } from './DrillRow';
export { EventListSkeleton } from './EventListSkeleton';
export { SportIcon, NavIcon, type ExchangeNavKey } from './icons';
export { dhakaDay, dhakaTime, dhakaShortDate, addDays, startLabel, type StartLabel } from './time';
export { useWhen } from './useWhen';
