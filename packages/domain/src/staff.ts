import type { StaffRole } from './wire';

/**
 * What each staff role may do: one map, enforced by the server on every back-office call
 * (apps/server/src/staff/roles.ts) and read by the console to show only what a role can use.
 * finance: deposits, withdrawals, turnover waivers, adjustments (and reading players);
 * support: reading players only; admin: everything, including staff, settings, payment config and promotions.
 * Games: every role reads the catalogue and the rounds; admin edits the catalogue; admin and finance refund a stuck round.
 * Exchange: every role reads markets, volumes and exposure; admin creates, suspends, settles and voids markets.
 * Rewards: every role reads the VIP and referral settings, runs and trees; admin changes the settings; admin and finance
 * run a day's referral rewards.
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
  'exchange.read': ['admin', 'finance', 'support'],
  'exchange.manage': ['admin'],
  'rewards.read': ['admin', 'finance', 'support'],
  'rewards.manage': ['admin'],
  'rewards.run': ['admin', 'finance'],
  /** Read the messages the console sent; send to one player, a segment or everyone. */
  'messages.read': ['admin', 'finance', 'support'],
  'messages.send': ['admin', 'support'],
  /** The support desk: answer, assign, close and reopen conversations; canned replies (admins edit them). */
  'support.chat': ['admin', 'support'],
  'support.canned': ['admin'],
  /** Player protection (issue 14): every role reads a player's limits, exclusions, markers and the flagged list;
   *  only admin lifts an ended self-exclusion and changes the protection settings (countries, minimum age). */
  'protection.read': ['admin', 'finance', 'support'],
  'protection.lift': ['admin'],
  'protection.manage': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export const STAFF_ROLE_LIST: readonly StaffRole[] = ['admin', 'finance', 'support'];

export function staffCan(role: StaffRole | string | null | undefined, permission: StaffPermission): boolean {
  return !!role && (STAFF_PERMISSIONS[permission] as readonly string[]).includes(role);
}
