export { api } from './api';
export { baseQuery, toApiError, storageUrl, captchaUrl, setApiBase, getApiBase, type ApiError } from './baseQuery';
export {
  sessionSlice,
  loggedIn,
  loggedOut,
  endReasonShown,
  selectEndReason,
  selectSession,
  selectIsLoggedIn,
  STORAGE_KEYS,
  readStored,
  writeStored,
  removeStored,
  takeWelcomePopup,
  type SessionState,
  type SessionEndReason,
} from './session';
export { createStore, type AppStore, type RootState, type AppDispatch } from './store';
export { prefetchFirstScreen } from './firstScreen';
export { LiveClient, acquireLive } from './live';
export * from './endpoints/content';
export * from './endpoints/auth';
export { Provider as StoreProvider, useDispatch, useSelector } from 'react-redux';
export * from './endpoints/profile';
export * from './endpoints/payments';
export * from './endpoints/games';
export * from './exchange';
export * from './flows';
export * from './endpoints/rewards';
export * from './endpoints/support';
export * from './endpoints/footerPayments';
export * from './endpoints/history';
export * from './endpoints/protection';
