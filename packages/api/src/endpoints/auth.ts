import type {
  AltchaChallenge,
  BalanceResponse,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  ResetPasswordRequest,
  SignupRequest,
  User,
} from '@khela/domain';
import { api } from '../api';
import { acquireLive } from '../live';
import { loggedOut, writeStored, STORAGE_KEYS, type SessionState } from '../session';

/** Accounts: login, sign-up, the user record, balance, password recovery and change, logout. */
export const authApi = api.injectEndpoints({
  endpoints: (b) => ({
    login: b.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/api/login', method: 'POST', body }),
    }),
    /**
     * POST /api/v1/create-players. Both apps' sign-up forms refuse to send without their 18+ box ticked, so every
     * sign-up sent here carries `age_confirmed: true`, which the server requires (issue 14).
     */
    createPlayer: b.mutation<MessageResponse, SignupRequest & { age_confirmed?: true }>({
      query: (body) => ({ url: '/api/v1/create-players', method: 'POST', body: { ...body, age_confirmed: true } }),
    }),
    getUser: b.query<User, number>({
      query: (remoteId) => ({ url: '/api/user/show', params: { remote_id: remoteId } }),
      providesTags: ['User'],
    }),
    /** POST /api/balance. Live updates arrive over /ws as `balance.changed`. */
    getBalance: b.query<BalanceResponse, void>({
      query: () => ({ url: '/api/balance', method: 'POST' }),
      providesTags: ['Balance'],
      transformResponse: (r: BalanceResponse) => {
        writeStored(STORAGE_KEYS.balance, r.balance);
        return r;
      },
      async onCacheEntryAdded(_arg, { getState, dispatch, cacheDataLoaded, cacheEntryRemoved, updateCachedData }) {
        const token = (getState() as unknown as { session: SessionState }).session.token;
        if (!token) return;
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const { client, release } = acquireLive(token);
        const off = client.on('balance.changed', (data) => {
          writeStored(STORAGE_KEYS.balance, data.balance);
          updateCachedData(() => ({ balance: data.balance }));
        });
        // A password change or reset anywhere ends every session: log this tab out at once.
        const offEnded = client.on('session.ended', (data) => {
          if (data.session_id === null) dispatch(loggedOut(data.reason === 'password_changed' ? { reason: 'password_changed' } : undefined));
        });
        await cacheEntryRemoved;
        off();
        offEnded();
        release();
      },
    }),
    /**
     * GET /api/altcha: a new proof-of-work challenge for the ALTCHA widget (the phone's sign-up, both recovery tabs).
     * Every fetch is a new challenge (a solution is accepted once), so nothing is cached.
     */
    altchaChallenge: b.query<AltchaChallenge, void>({
      query: () => ({ url: '/api/altcha' }),
      keepUnusedDataFor: 0,
    }),
    forgotPassword: b.mutation<MessageResponse, ForgotPasswordRequest>({
      query: (body) => ({ url: '/api/usr-forgot-password', method: 'POST', body }),
    }),
    resetPassword: b.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: '/api/usr-reset-password', method: 'POST', body }),
    }),
    /** Every session ends with it (this one included): the app tells the player and sends them to /login. */
    changePassword: b.mutation<MessageResponse, ChangePasswordRequest>({
      query: (body) => ({ url: '/api/user-pwd', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(loggedOut({ reason: 'password_changed' }));
      },
    }),
    /** Ends the session on the server, then clears the browser (whatever the server answered). */
    logout: b.mutation<MessageResponse, void>({
      query: () => ({ url: '/api/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          /* an expired session is logged out all the same */
        }
        dispatch(loggedOut()); // the store drops every cached player answer on logout
      },
    }),
  }),
});

export const {
  useLazyAltchaChallengeQuery,
  useLoginMutation,
  useCreatePlayerMutation,
  useGetUserQuery,
  useGetBalanceQuery,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useLogoutMutation,
} = authApi;
