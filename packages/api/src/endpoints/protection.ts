import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { asProtectionRefusal } from '@khela/domain';
import type {
  FundsRefusal,
  PendingLimitBody,
  RealityCheckBody,
  RealityCheckSummary,
  ProtectionAnswer,
  ProtectionState,
  ProtectionRefusalBody,
  SelfExclusionBody,
  SetLimitBody,
  TimeOutBody,
} from '@khela/domain';
import { api } from '../api';
import { selectSession } from '../session';
import { authApi } from './auth';

const protectionTagged = api.enhanceEndpoints({ addTagTypes: ['Protection'] });

/**
 * Safer gambling (issue 14; the contract in @khela/domain protection.ts): the player's limits, time-out, self-exclusion and
 * reality-check interval, and what the reality check shows. Every change answers the whole state, which is written
 * into the cache at once; the tag refetches it too (the page, and the shell's reality check, follow).
 */
export const protectionApi = protectionTagged.injectEndpoints({
  endpoints: (b) => ({
    /** GET /api/safer-gambling: limits in force (used, remaining, window end), pending changes, time-out or exclusion. */
    getProtection: b.query<ProtectionState, void>({
      query: () => ({ url: '/api/safer-gambling' }),
      providesTags: ['Protection'],
    }),
    /** GET /api/safer-gambling/session: the reality check's figures since this login. */
    getRealityCheckSummary: b.query<RealityCheckSummary, void>({
      query: () => ({ url: '/api/safer-gambling/session' }),
      providesTags: ['Protection'],
    }),
    /** POST /api/safer-gambling/limits: a tighter limit applies at once, a looser one waits 24 hours (pending). */
    setProtectionLimit: b.mutation<ProtectionAnswer, SetLimitBody>({
      query: (body) => ({ url: '/api/safer-gambling/limits', method: 'POST', body }),
      invalidatesTags: ['Protection'],
    }),
    /** POST /api/safer-gambling/limits/confirm: applies a loosening whose 24 hours have passed. */
    confirmProtectionLimit: b.mutation<ProtectionAnswer, PendingLimitBody>({
      query: (body) => ({ url: '/api/safer-gambling/limits/confirm', method: 'POST', body }),
      invalidatesTags: ['Protection'],
    }),
    /** POST /api/safer-gambling/limits/cancel: drops a pending loosening (the limit in force stays). */
    cancelProtectionLimit: b.mutation<ProtectionAnswer, PendingLimitBody>({
      query: (body) => ({ url: '/api/safer-gambling/limits/cancel', method: 'POST', body }),
      invalidatesTags: ['Protection'],
    }),
    /** POST /api/safer-gambling/time-out {days: 1|7|30|42}: starts at once, cannot be shortened. */
    startTimeOut: b.mutation<ProtectionAnswer, TimeOutBody>({
      query: (body) => ({ url: '/api/safer-gambling/time-out', method: 'POST', body }),
      invalidatesTags: ['Protection', 'User'],
    }),
    /** POST /api/safer-gambling/self-exclusion {months} or {permanent: true}: starts at once, cannot be undone early. */
    startSelfExclusion: b.mutation<ProtectionAnswer, SelfExclusionBody>({
      query: (body) => ({ url: '/api/safer-gambling/self-exclusion', method: 'POST', body }),
      invalidatesTags: ['Protection', 'User'],
    }),
    /** POST /api/safer-gambling/reality-check {minutes: 0|15|30|60}. */
    setRealityCheck: b.mutation<ProtectionAnswer, RealityCheckBody>({
      query: (body) => ({ url: '/api/safer-gambling/reality-check', method: 'POST', body }),
      invalidatesTags: ['Protection'],
    }),
  }),
});

export const {
  useGetProtectionQuery,
  useGetRealityCheckSummaryQuery,
  useLazyGetRealityCheckSummaryQuery,
  useSetProtectionLimitMutation,
  useConfirmProtectionLimitMutation,
  useCancelProtectionLimitMutation,
  useStartTimeOutMutation,
  useStartSelfExclusionMutation,
  useSetRealityCheckMutation,
} = protectionApi;

/**
 * The safer-gambling refusal inside a failed call (a 403 whose body has one of the ProtectionRefusalCode codes), or null.
 * `err` is what a mutation's `unwrap()` threw (an RTK Query error: `{status, data}`).
 */
export function protectionRefusalOf(err: unknown): ProtectionRefusalBody | null {
  if (!err || typeof err !== 'object' || !('status' in err) || !('data' in err)) return null;
  const { status, data } = err as { status: unknown; data: unknown };
  return asProtectionRefusal(status, data);
}

/** The deposit / withdrawal flows' refusal for a safer-gambling 403 (worded by `useRefusalWords`), or null. */
export function protectionFundsRefusal(err: unknown): FundsRefusal | null {
  const refusal = protectionRefusalOf(err);
  return refusal ? { kind: 'protection', refusal } : null;
}

// ---------------------------------------------------------------------------------------------------------------------
// The reality check (UKGC RTS 13): every `reality_check_minutes` counted from the login.

const MINUTE = 60_000;
/** The longest single wait: the check looks again at least this often (a sleeping laptop, a moved clock). */
const MAX_WAIT_MS = 30_000;
const ACK_KEY = 'safer.realityCheck';

/**
 * How many reality checks are due since the login at `now` (the nth check falls at start + n × interval), and when the
 * next one falls. An interval of 0 (off) or an unreadable start never makes one due.
 */
export function realityChecksDue(startIso: string, minutes: number, now: number): { due: number; nextAt: number | null } {
  const start = Date.parse(startIso);
  if (!minutes || minutes <= 0 || !Number.isFinite(start)) return { due: 0, nextAt: null };
  const step = minutes * MINUTE;
  const due = now < start ? 0 : Math.floor((now - start) / step);
  return { due, nextAt: start + (due + 1) * step };
}

/** Which check the player last answered in this login (kept across reloads, per login start and interval); null when none. */
function readAck(key: string): number | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(ACK_KEY);
    const parsed = raw ? (JSON.parse(raw) as { key?: string; n?: number }) : null;
    return parsed?.key === key && typeof parsed.n === 'number' ? parsed.n : null;
  } catch {
    return null;
  }
}
function writeAck(key: string, n: number): void {
  try {
    globalThis.sessionStorage?.setItem(ACK_KEY, JSON.stringify({ key, n }));
  } catch {
    /* private mode: the check may come again after a reload */
  }
}

export interface RealityCheckState {
  /** The dialog is due (and shown). */
  open: boolean;
  /** The figures since login (null while loading or when the call failed: the dialog still shows the time). */
  summary: RealityCheckSummary | null;
  /** Minutes since login by the browser's clock (the summary's when it came). */
  minutes: number;
  /** Continue playing: closes the dialog until the next interval. */
  onContinue(): void;
  /** Log out: ends the session (the app then goes home). */
  onLogout(): void;
}

/**
 * The shell's reality check: while logged in with an interval set, the dialog opens at login + n × interval (RTS 13)
 * with the time since login and the amounts of GET /api/safer-gambling/session. A check that fell while the page was
 * closed shows at once; answering it waits for the next one. Mount once per app (it covers the game frame too).
 */
export function useRealityCheck(onLoggedOut?: () => void): RealityCheckState {
  const { token } = useSelector(selectSession);
  const { data: state } = useGetProtectionQuery(undefined, { skip: !token });
  const [fetchSummary, { data: summary }] = useLazyGetRealityCheckSummaryQuery();
  const [logout] = authApi.useLogoutMutation();
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const start = state?.session_started_at ?? '';
  const minutes = token ? (state?.reality_check_minutes ?? 0) : 0;
  const key = `${start}|${minutes}`;
  const ackRef = useRef<{ key: string; n: number }>({ key: '', n: 0 });
  const openRef = useRef(false);

  useEffect(() => {
    if (!token || !start || !minutes) {
      openRef.current = false;
      setOpen(false);
      if (token && start) ackRef.current = { key, n: 0 }; // remembers the login, so an interval chosen later counts from then
      return;
    }
    if (ackRef.current.key !== key) {
      // A new interval chosen in this login counts from now on (the first check at the next multiple); after a reload,
      // the answered count kept for this tab, else every check since the login is due (one dialog shows).
      const sameLogin = ackRef.current.key.split('|')[0] === start;
      const n = readAck(key) ?? (sameLogin ? realityChecksDue(start, minutes, Date.now()).due : 0);
      ackRef.current = { key, n };
      writeAck(key, n);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      const t = Date.now();
      const { due, nextAt } = realityChecksDue(start, minutes, t);
      if (due > ackRef.current.n) {
        setNow(t);
        if (!openRef.current) void fetchSummary();
        openRef.current = true;
        setOpen(true);
      }
      if (nextAt !== null) timer = setTimeout(look, Math.max(1_000, Math.min(nextAt - t, MAX_WAIT_MS)));
    };
    look();
    return () => clearTimeout(timer);
  }, [token, start, minutes, key, fetchSummary]);

  const onContinue = useCallback(() => {
    const { due } = realityChecksDue(start, minutes, Date.now());
    ackRef.current = { key, n: due };
    writeAck(key, due);
    openRef.current = false;
    setOpen(false);
  }, [start, minutes, key]);

  const onLogout = useCallback(() => {
    openRef.current = false;
    setOpen(false);
    onLoggedOut?.();
    void logout();
  }, [logout, onLoggedOut]);

  // The browser's count from the login and the server's agree but for clock drift; the larger is never an understatement.
  const shownMinutes = Math.max(summary?.minutes ?? 0, Math.floor((now - (Date.parse(start) || now)) / MINUTE));
  return { open: open && !!token, summary: open ? (summary ?? null) : null, minutes: shownMinutes, onContinue, onLogout };
}

// ---------------------------------------------------------------------------------------------------------------------
// The Safer gambling page (both apps)

export interface ProtectionPageNotices {
  /** A change was taken; `message` is the server's English text (the apps translate it through `messages`). */
  saved(message: string): void;
  /** A change was refused or failed: the call's error (`protectionRefusalOf`, `toApiError`). */
  failed(err: unknown): void;
}

/**
 * The page's state and its actions, shared by the mobile page and the desktop tab: each action resolves true when the
 * server took it (the editor then clears its field), after telling the app through `notices`.
 */
export function useProtectionPage(notices: ProtectionPageNotices) {
  const query = useGetProtectionQuery();
  const [setLimit] = useSetProtectionLimitMutation();
  const [confirmLimit] = useConfirmProtectionLimitMutation();
  const [cancelLimit] = useCancelProtectionLimitMutation();
  const [timeOut] = useStartTimeOutMutation();
  const [exclude] = useStartSelfExclusionMutation();
  const [realityCheck] = useSetRealityCheckMutation();
  const n = useRef(notices);
  useEffect(() => {
    n.current = notices;
  });
  const run = useCallback(async (call: () => Promise<ProtectionAnswer>): Promise<boolean> => {
    try {
      const r = await call();
      n.current.saved(r.message);
      return true;
    } catch (e) {
      n.current.failed(e);
      return false;
    }
  }, []);
  return {
    state: query.data,
    loading: query.isLoading,
    failed: query.isError,
    refetch: query.refetch,
    onSet: (kind: SetLimitBody['kind'], period: SetLimitBody['period'], amount: string | null) =>
      run(() => setLimit({ kind, period, amount }).unwrap()),
    onConfirm: (kind: PendingLimitBody['kind'], period: PendingLimitBody['period']) => run(() => confirmLimit({ kind, period }).unwrap()),
    onCancel: (kind: PendingLimitBody['kind'], period: PendingLimitBody['period']) => run(() => cancelLimit({ kind, period }).unwrap()),
    onTimeOut: (days: TimeOutBody['days']) => run(() => timeOut({ days }).unwrap()),
    onSelfExclusion: (body: SelfExclusionBody) => run(() => exclude(body).unwrap()),
    onRealityCheck: (minutes: RealityCheckBody['minutes']) => run(() => realityCheck({ minutes }).unwrap()),
  };
}
