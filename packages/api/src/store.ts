import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api';
import { sessionSlice } from './session';

const rootReducer = combineReducers({ session: sessionSlice.reducer, [api.reducerPath]: api.reducer });

/** The app store: session + the API cache. A logout also drops every cached player answer. */
export function createStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (gdm) => gdm().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  let last = store.getState().session.token;
  store.subscribe(() => {
    const token = store.getState().session.token;
    const was = last;
    last = token; // before dispatching: the reset below notifies this listener again
    if (was && !token) store.dispatch(api.util.resetApiState());
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
