import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StaffLoginResponse, StaffRole } from '@khela/domain';
import { readStored, removeStored, writeStored } from '../session';

/** Browser keys of the staff session: the bearer token, and who it belongs to (shown before /me answers). */
export const STAFF_STORAGE_KEYS = { token: 'staffToken', user: 'staffUser' } as const;

export interface StaffSessionState {
  token: string | null;
  username: string | null;
  role: StaffRole | null;
  expiresAt: string | null;
}

const EMPTY: StaffSessionState = { token: null, username: null, role: null, expiresAt: null };

function initialStaffSession(): StaffSessionState {
  const token = readStored(STAFF_STORAGE_KEYS.token);
  if (!token) return EMPTY;
  try {
    const user = JSON.parse(readStored(STAFF_STORAGE_KEYS.user) ?? '{}') as Partial<StaffLoginResponse>;
    if (user.expires_at && new Date(user.expires_at).getTime() <= Date.now()) {
      removeStored(STAFF_STORAGE_KEYS.token);
      removeStored(STAFF_STORAGE_KEYS.user);
      return EMPTY;
    }
    return { token, username: user.username ?? null, role: user.role ?? null, expiresAt: user.expires_at ?? null };
  } catch {
    return { ...EMPTY, token };
  }
}

export const staffSessionSlice = createSlice({
  name: 'staffSession',
  initialState: initialStaffSession,
  reducers: {
    staffLoggedIn(state, action: PayloadAction<StaffLoginResponse>) {
      const r = action.payload;
      writeStored(STAFF_STORAGE_KEYS.token, r.token);
      writeStored(STAFF_STORAGE_KEYS.user, JSON.stringify({ username: r.username, role: r.role, expires_at: r.expires_at }));
      state.token = r.token;
      state.username = r.username;
      state.role = r.role;
      state.expiresAt = r.expires_at;
    },
    /** The server's /me is the truth about the role (an admin may have changed it). */
    staffRoleConfirmed(state, action: PayloadAction<{ username: string; role: StaffRole }>) {
      state.username = action.payload.username;
      state.role = action.payload.role;
      if (state.token) {
        writeStored(STAFF_STORAGE_KEYS.user, JSON.stringify({ username: state.username, role: state.role, expires_at: state.expiresAt }));
      }
    },
    staffLoggedOut(state) {
      removeStored(STAFF_STORAGE_KEYS.token);
      removeStored(STAFF_STORAGE_KEYS.user);
      Object.assign(state, EMPTY);
    },
  },
});

export const { staffLoggedIn, staffLoggedOut, staffRoleConfirmed } = staffSessionSlice.actions;

export const selectStaffSession = (s: { staffSession: StaffSessionState }) => s.staffSession;
export const selectStaffLoggedIn = (s: { staffSession: StaffSessionState }) => Boolean(s.staffSession.token);
