import { STAFF_ROLE_LIST, staffCan, type StaffPermission } from '@khela/domain';

/** The staff permission map lives in packages/domain (staff.ts), shared with the console; the server enforces it. */
export type Permission = StaffPermission;
export const allowed = (role: string, permission: Permission): boolean => staffCan(role, permission);
export const STAFF_ROLES = STAFF_ROLE_LIST;
