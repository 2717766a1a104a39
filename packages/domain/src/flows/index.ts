export * from './dhaka';
export * from './promotions';
export * from './funds';
export * from './records';
export * from './verification';
export * from './funds-receipts';
export * from './records-tickets';
export * from './funds-eligibility';
