import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { gamesAppApi } from './api';
import { gameSessionSlice } from './session';

const reducer = combineReducers({ gameSession: gameSessionSlice.reducer, [gamesAppApi.reducerPath]: gamesAppApi.reducer });

/** The games app's store: its game session and the games API cache. */
export function createGamesStore() {
  const store = configureStore({ reducer, middleware: (gdm) => gdm().concat(gamesAppApi.middleware) });
  setupListeners(store.dispatch);
  return store;
}
export type GamesStore = ReturnType<typeof createGamesStore>;
export type GamesState = ReturnType<typeof reducer>;
export type GamesDispatch = GamesStore['dispatch'];
