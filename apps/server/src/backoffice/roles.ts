import type { StaffRole } from '@khela/domain';

/**
 * What each staff role may do, enforced on the server for every back-office call.
 * finance: deposits, withdrawals, turnover waivers, adjustments (and reading players);
 * support: reading players only; admin: everything, including staff, settings, payment config and promotions.
 * Games: every role reads the catalogue and the rounds; admin edits the catalogue; admin and finance refund a stuck round.
 */
export const PERMISSIONS = {
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

export type Permission = keyof typeof PERMISSIONS;

export function allowed(role: string, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly string[]).includes(role);
}

export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'finance', 'support'];
