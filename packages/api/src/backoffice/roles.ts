/** The console reads the same permission map the server enforces (packages/domain/src/staff.ts). */
export { STAFF_PERMISSIONS, STAFF_ROLE_LIST, staffCan, type StaffPermission } from '@khela/domain';
