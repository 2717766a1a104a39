import type { StaffRole } from '@khela/domain';

/**
 * What each staff role may do: the server's map (apps/server/src/backoffice/roles.ts), mirrored so the console
 * shows only what a role can use. The server enforces it on every call anyway.
 */
export const STAFF_PERMISSIONS = {
  'dashboard.read': ['admin', 'finance', 'support'],
  'players.read': ['admin', 'finance', 'support'],
  'audit.read': ['admin', 'finance', 'support'],
  'deposits.manage': ['admin', 'finance'],
  'withdrawals.manage': ['admin', 'finance'],
  'turnovers.waive': ['admin', 'finance'],
  'players.adjust': ['admin', 'finance'],
  'config.manage': ['admin'],
  'settings.manage': ['admin'],
  'staff.manage': ['admin'],
  'games.read': ['admin', 'finance', 'support'],
  'games.manage': ['admin'],
  'rounds.read': ['admin', 'finance', 'support'],
  'rounds.refund': ['admin', 'finance'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export const STAFF_ROLE_LIST: readonly StaffRole[] = ['admin', 'finance', 'support'];

export function staffCan(role: StaffRole | null | undefined, permission: StaffPermission): boolean {
  return !!role && (STAFF_PERMISSIONS[permission] as readonly string[]).includes(role);
}
