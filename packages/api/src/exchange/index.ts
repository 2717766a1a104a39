export * from './api';
export { applyMarketPush, applyEventMarketPush, applyScorePush, applyEventScorePush } from './cache';
export { watchExchangeRoom, type ExchangeRoom } from './rooms';
