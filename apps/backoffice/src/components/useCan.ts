import { selectStaffSession, staffCan, useBoMeQuery, useSelector, type StaffPermission, type StaffSessionState } from '@khela/api/backoffice';

/** Whether the signed-in staff member's role has `permission` (the server checks it again on every call). */
export function useCan(permission: StaffPermission): boolean {
  const session = useSelector((s: { staffSession: StaffSessionState }) => selectStaffSession(s));
  const me = useBoMeQuery();
  return staffCan(me.data?.role ?? session.role, permission);
}
