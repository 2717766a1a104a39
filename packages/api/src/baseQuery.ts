import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { ApiErrorBody } from '@khela/domain';
import { loggedOut, type SessionState } from './session';

let apiBase = '';
/** Where the API lives; '' means the same origin (the server serves the apps). */
export function setApiBase(url: string): void {
  apiBase = url.replace(/\/$/, '');
}
export function getApiBase(): string {
  return apiBase;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { session: SessionState }).session.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    return headers;
  },
});

/** Adds the bearer token; a 401 from the balance call logs the player out (spec 1 §4). */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const withBase: string | FetchArgs =
    typeof args === 'string' ? apiBase + args : { ...args, url: apiBase + args.url };
  const result = await rawBaseQuery(withBase, api, extra);
  const url = typeof args === 'string' ? args : args.url;
  if (result.error?.status === 401 && (url === '/api/balance' || url.startsWith('/api/user/show'))) {
    api.dispatch(loggedOut());
  }
  return result;
};

export interface ApiError {
  /** HTTP status, or null for a network failure. */
  status: number | null;
  /** The server's message; null when the server said nothing readable (network error, 5xx without body). */
  message: string | null;
  /** Per-field messages (sign-up 422). */
  errors: Record<string, string[]>;
  code?: string;
  /** The `error` text some calls answer with (withdrawal pre-check). */
  error?: string;
}

/** Normalise an RTK Query error into what screens show: message, errors, or nothing (then the screen's default). */
export function toApiError(err: unknown): ApiError {
  const e = err as FetchBaseQueryError | undefined;
  if (!e || typeof e !== 'object' || !('status' in e)) return { status: null, message: null, errors: {} };
  if (typeof e.status !== 'number') return { status: null, message: null, errors: {} };
  const body = (e.data ?? {}) as Partial<ApiErrorBody>;
  return {
    status: e.status,
    message: typeof body.message === 'string' && body.message ? body.message : null,
    errors: body.errors && typeof body.errors === 'object' ? body.errors : {},
    code: body.code,
    error: body.error,
  };
}

/** URL of a file the server keeps under /storage (logos, sliders, promotions, icons). */
export function storageUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  // Files the API serves itself (a chat image: /api/chat-images/{key}).
  if (path.startsWith('/api/')) return `${apiBase}${path}`;
  return `${apiBase}/storage/${path.replace(/^\/?(storage\/)?/, '')}`;
}

/** The desktop sign-up's code picture (GET /captcha, a PNG; it sets the `khela_captcha` cookie); a new `nonce` forces a new picture (Reload). */
export function captchaUrl(nonce: number | string): string {
  return `${apiBase}/captcha?n=${encodeURIComponent(String(nonce))}`;
}
