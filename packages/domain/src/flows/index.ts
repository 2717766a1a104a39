export * from './dhaka';
export * from './promotions';
export * from './funds';
export * from './records';
export * from './verification';
