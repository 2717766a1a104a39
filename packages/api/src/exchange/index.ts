export * from './api';
export { applyMarketPush, applyEventMarketPush, applyScorePush, applyEventScorePush } from './cache';
export { watchExchangeRoom, exchangeLiveConnected, onExchangeLiveStatus, type ExchangeRoom } from './rooms';
export * from './live-status';
