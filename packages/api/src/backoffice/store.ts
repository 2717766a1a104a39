import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { backofficeApi } from './api';
import { staffSessionSlice } from './session';

const backofficeReducer = combineReducers({ staffSession: staffSessionSlice.reducer, [backofficeApi.reducerPath]: backofficeApi.reducer });

/** The operator console's store: the staff session and the console's API cache, dropped when staff log out. */
export function createBackofficeStore() {
  const store = configureStore({
    reducer: backofficeReducer,
    middleware: (gdm) => gdm().concat(backofficeApi.middleware),
  });
  setupListeners(store.dispatch);
  let last = store.getState().staffSession.token;
  store.subscribe(() => {
    const token = store.getState().staffSession.token;
    const was = last;
    last = token;
    if (was && token !== was) store.dispatch(backofficeApi.util.resetApiState());
  });
  return store;
}

export type BackofficeStore = ReturnType<typeof createBackofficeStore>;
export type BackofficeState = ReturnType<typeof backofficeReducer>;
export type BackofficeDispatch = BackofficeStore['dispatch'];
