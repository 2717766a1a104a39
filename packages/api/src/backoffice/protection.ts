import type { FlaggedPlayersPage, PlayerProtection, ProtectionSettings } from '@khela/domain';
import { backofficeApi } from './api';

/**
 * The console's player protection (issue 14; apps/server/src/protection/protection.staff.routes.ts): one player's
 * limits, time-out or self-exclusion, reality-check interval, markers of harm and history; the list of flagged
 * players; the operator's settings (blocked countries, minimum age, birthday before the first deposit). Every role
 * with `players.read` reads; only an admin lifts a self-exclusion, and only after its end (the server says so in
 * `can_lift`); only an admin changes the settings. Every change is in the audit log.
 */
export interface BoLiftExclusionArgs {
  id: number;
  /** 3–500 characters, kept in the history and the audit log. */
  reason: string;
}

export const protectionBackofficeApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Protection', 'Flagged', 'ProtectionSettings'] }).injectEndpoints({
  endpoints: (b) => ({
    boPlayerProtection: b.query<PlayerProtection, number>({
      query: (id) => `/api/backoffice/players/${id}/protection`,
      providesTags: (_r, _e, id) => [{ type: 'Protection', id }],
    }),
    boLiftExclusion: b.mutation<PlayerProtection, BoLiftExclusionArgs>({
      query: ({ id, reason }) => ({ url: `/api/backoffice/players/${id}/protection/lift-exclusion`, method: 'POST', body: { reason } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Protection', id }, 'Flagged', 'Player', 'Audit'],
    }),
    boFlaggedPlayers: b.query<FlaggedPlayersPage, { page?: number }>({
      query: ({ page }) => `/api/backoffice/protection/flagged${page && page > 1 ? `?page=${page}` : ''}`,
      providesTags: ['Flagged'],
    }),
    boProtectionSettings: b.query<ProtectionSettings, void>({
      query: () => '/api/backoffice/protection/settings',
      providesTags: ['ProtectionSettings'],
    }),
    boUpdateProtectionSettings: b.mutation<ProtectionSettings, ProtectionSettings>({
      query: (body) => ({ url: '/api/backoffice/protection/settings', method: 'PUT', body }),
      invalidatesTags: ['ProtectionSettings', 'Audit'],
    }),
  }),
});

export const {
  useBoPlayerProtectionQuery,
  useBoLiftExclusionMutation,
  useBoFlaggedPlayersQuery,
  useBoProtectionSettingsQuery,
  useBoUpdateProtectionSettingsMutation,
} = protectionBackofficeApi;
