import { sql } from 'kysely';
import type { Tx } from '../db/unit-of-work';

const STAFF_COLUMNS = ['id', 'username', 'display_name', 'password_hash', 'role', 'status', 'created_at'] as const;
const PUBLIC_COLUMNS = ['id', 'username', 'display_name', 'role', 'status', 'created_at'] as const;

/** Staff accounts and their sessions. */
export class StaffRepository {
  byUsername(tx: Tx, username: string) {
    return tx.selectFrom('staff').select(STAFF_COLUMNS).where(sql`lower(username)`, '=', username.toLowerCase()).executeTakeFirst();
  }
  byId(tx: Tx, id: bigint) {
    return tx.selectFrom('staff').select(STAFF_COLUMNS).where('id', '=', id).executeTakeFirst();
  }
  byIdForUpdate(tx: Tx, id: bigint) {
    return tx.selectFrom('staff').select(STAFF_COLUMNS).where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
  }
  list(tx: Tx) {
    return tx.selectFrom('staff').select(PUBLIC_COLUMNS).orderBy('id').execute();
  }
  insert(tx: Tx, s: { username: string; displayName: string; passwordHash: string; role: string }) {
    return tx
      .insertInto('staff')
      .values({ username: s.username, display_name: s.displayName, password_hash: s.passwordHash, role: s.role })
      .returning(PUBLIC_COLUMNS)
      .executeTakeFirstOrThrow();
  }
  update(tx: Tx, id: bigint, s: { role?: string; status?: string; passwordHash?: string; displayName?: string }) {
    return tx
      .updateTable('staff')
      .set({
        ...(s.displayName !== undefined ? { display_name: s.displayName } : {}),
        ...(s.role !== undefined ? { role: s.role } : {}),
        ...(s.status !== undefined ? { status: s.status } : {}),
        ...(s.passwordHash !== undefined ? { password_hash: s.passwordHash } : {}),
      })
      .where('id', '=', id)
      .returning(PUBLIC_COLUMNS)
      .executeTakeFirstOrThrow();
  }

  async createSession(tx: Tx, s: { staffId: bigint; tokenHash: string; ip: string; userAgent: string; expiresAt: Date }) {
    return tx
      .insertInto('staff_sessions')
      .values({ staff_id: s.staffId, token_hash: s.tokenHash, ip: s.ip.slice(0, 64), user_agent: s.userAgent.slice(0, 300), expires_at: s.expiresAt })
      .returning(['id'])
      .executeTakeFirstOrThrow();
  }
  activeSession(tx: Tx, tokenHash: string) {
    return tx
      .selectFrom('staff_sessions as s')
      .innerJoin('staff as st', 'st.id', 's.staff_id')
      .select(['s.id', 's.staff_id', 'st.username', 'st.display_name', 'st.role', 'st.status'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', new Date())
      .executeTakeFirst();
  }
  async revokeSession(tx: Tx, id: bigint) {
    await tx.updateTable('staff_sessions').set({ revoked_at: new Date() }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  }
  async revokeAll(tx: Tx, staffId: bigint) {
    await tx.updateTable('staff_sessions').set({ revoked_at: new Date() }).where('staff_id', '=', staffId).where('revoked_at', 'is', null).execute();
  }
}
