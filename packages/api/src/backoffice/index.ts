export * from './types';
export { STAFF_PERMISSIONS, STAFF_ROLE_LIST, staffCan, type StaffPermission } from './roles';
export {
  STAFF_STORAGE_KEYS,
  staffSessionSlice,
  staffLoggedIn,
  staffLoggedOut,
  staffRoleConfirmed,
  selectStaffSession,
  selectStaffLoggedIn,
  type StaffSessionState,
} from './session';
export { staffBaseQuery } from './baseQuery';
export * from './api';
export * from './exchange';
export * from './rewards';
export * from './pages';
export * from './support';
export * from './protection';
export * from './live';
export { createBackofficeStore, type BackofficeStore, type BackofficeState, type BackofficeDispatch } from './store';

/** The console imports everything from here: the staff API plus the shared client helpers. */
export { toApiError, storageUrl, StoreProvider, useDispatch, useSelector, type ApiError } from '../index';
