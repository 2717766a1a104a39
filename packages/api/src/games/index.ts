export * from './api';
export * from './session';
export { createGamesStore, type GamesStore, type GamesState, type GamesDispatch } from './store';
/** The games app imports everything from here: its API plus the shared client helpers. */
export { toApiError, storageUrl, setApiBase, LiveClient, acquireLive, StoreProvider, useDispatch, useSelector, type ApiError } from '../index';
