import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginResponse } from '@khela/domain';

/** Browser-stored values of spec document 1 section 3, by their exact names. */
export const STORAGE_KEYS = {
  token: 'token',
  remoteId: 'remote_id',
  username: 'username',
  exchangeToken: 'exchangeToken',
  balance: 'balance',
  popup: 'popup',
  regPopup: 'regPopup',
  referralCode: 'referral_code',
  agentCode: 'agent_code',
  affiliateCode: 'affiliate_code',
  whatsapp: 'whatsapp',
  liveChat: 'liveChat',
  intercom: 'intercom',
  tawkId: 'tawkId',
} as const;

const ls = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

export function readStored(key: string): string | null {
  return ls()?.getItem(key) ?? null;
}
export function writeStored(key: string, value: string): void {
  ls()?.setItem(key, value);
}
export function removeStored(key: string): void {
  ls()?.removeItem(key);
}

/** Why the session ended while the app was open, when the app owes the player a word about it. */
export type SessionEndReason = 'password_changed';

export interface SessionState {
  token: string | null;
  remoteId: number | null;
  username: string | null;
  /** Set by a logout for a reason the player must be told (their password changed); cleared once told or on login. */
  endReason?: SessionEndReason | null;
}

function initialSession(): SessionState {
  const token = readStored(STORAGE_KEYS.token);
  const rid = readStored(STORAGE_KEYS.remoteId);
  return {
    token,
    remoteId: token && rid ? Number(rid) : null,
    username: token ? readStored(STORAGE_KEYS.username) : null,
  };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession,
  reducers: {
    /** Login success (spec 1 §4): store token, remote_id, username, exchange token; popup 1, regPopup 0. */
    loggedIn(state, action: PayloadAction<LoginResponse & { afterSignup?: boolean }>) {
      const r = action.payload;
      writeStored(STORAGE_KEYS.token, r.token);
      writeStored(STORAGE_KEYS.remoteId, String(r.remote_id));
      writeStored(STORAGE_KEYS.username, r.username);
      writeStored(STORAGE_KEYS.exchangeToken, r.exchange[0]?.token ?? '');
      writeStored(STORAGE_KEYS.popup, '1');
      writeStored(STORAGE_KEYS.regPopup, r.afterSignup ? '1' : '0');
      state.token = r.token;
      state.remoteId = r.remote_id;
      state.username = r.username;
      state.endReason = null;
    },
    /** Logout (spec 1 §4): clears token, balance, remote_id, username, exchangeToken and agent_code. */
    loggedOut(state, action: PayloadAction<{ reason?: SessionEndReason } | undefined>) {
      for (const k of ['token', 'balance', 'remoteId', 'username', 'exchangeToken', 'agentCode'] as const) {
        removeStored(STORAGE_KEYS[k]);
      }
      // A plain logout after a password change keeps the reason until the player has been told.
      if (state.token || action.payload?.reason) state.endReason = action.payload?.reason ?? null;
      state.token = null;
      state.remoteId = null;
      state.username = null;
    },
    /** The player has been told why their session ended. */
    endReasonShown(state) {
      state.endReason = null;
    },
  },
});

export const { loggedIn, loggedOut, endReasonShown } = sessionSlice.actions;
export const selectEndReason = (s: { session: SessionState }) => s.session.endReason ?? null;

export const selectSession = (s: { session: SessionState }) => s.session;
export const selectIsLoggedIn = (s: { session: SessionState }) => Boolean(s.session.token);

const WELCOME_SEEN = 'khela.welcomeSeen';

/**
 * Whether the welcome popup after sign-up (regPopup = 1) shows now: on the home page only, once per visit (tab),
 * never over another page or a 404. Showing it marks the visit, so it does not come back on every page view.
 */
export function takeWelcomePopup(loggedIn: boolean, onHome: boolean): boolean {
  let seen = false;
  try {
    seen = sessionStorage.getItem(WELCOME_SEEN) === '1';
  } catch {
    /* private mode: shown again next time */
  }
  const show = loggedIn && onHome && !seen && readStored(STORAGE_KEYS.regPopup) === '1';
  if (show) {
    try {
      sessionStorage.setItem(WELCOME_SEEN, '1');
    } catch {
      /* private mode */
    }
  }
  return show;
}
