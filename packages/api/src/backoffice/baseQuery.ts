import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { getApiBase } from '../baseQuery';
import { staffLoggedOut, type StaffSessionState } from './session';

const raw = fetchBaseQuery({
  baseUrl: '/',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { staffSession: StaffSessionState }).staffSession.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    return headers;
  },
});

/** Staff bearer token on every call; any 401 (expired, revoked, disabled) ends the console session. */
export const staffBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const base = getApiBase();
  const withBase: string | FetchArgs = typeof args === 'string' ? base + args : { ...args, url: base + args.url };
  const result = await raw(withBase, api, extra);
  const url = typeof args === 'string' ? args : args.url;
  const hadToken = Boolean((api.getState() as { staffSession: StaffSessionState }).staffSession.token);
  if (result.error?.status === 401 && hadToken && !url.endsWith('/api/backoffice/login')) api.dispatch(staffLoggedOut());
  return result;
};
