import type { Tx } from '../db/unit-of-work';

/** Never written to the audit log, whatever a caller passes (secrets are audited as `<name>_set` only). */
const SECRET_KEYS = new Set(['password_hash', 'wallet_secret']);

/** JSON for the audit log: bigint as a string, dates as ISO text, password hashes and wallet secrets never. */
function auditJson(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return JSON.stringify(value, (key, v: unknown) => {
    if (SECRET_KEYS.has(key)) return undefined;
    return typeof v === 'bigint' ? v.toString() : v;
  });
}

/** The audit log: insert and read only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
export class AuditRepository {
  async write(
    tx: Tx,
    who: { staffId: bigint; ip?: string },
    action: string,
    entity: string,
    entityId: bigint | string | number,
    before: unknown,
    after: unknown,
  ) {
    await tx
      .insertInto('audit_log')
      .values({
        staff_id: who.staffId,
        action,
        entity,
        entity_id: String(entityId),
        before: auditJson(before),
        after: auditJson(after),
        ip: who.ip ? who.ip.slice(0, 64) : null,
      })
      .execute();
  }
  async list(tx: Tx, f: { entity?: string; entityId?: string; staffId?: bigint; limit: number; offset: number }) {
    let q = tx.selectFrom('audit_log as a').innerJoin('staff as s', 's.id', 'a.staff_id');
    if (f.entity) q = q.where('a.entity', '=', f.entity);
    if (f.entityId) q = q.where('a.entity_id', '=', f.entityId);
    if (f.staffId) q = q.where('a.staff_id', '=', f.staffId);
    const [rows, count] = await Promise.all([
      q
        .select(['a.id', 'a.staff_id', 's.username', 'a.action', 'a.entity', 'a.entity_id', 'a.before', 'a.after', 'a.created_at'])
        .orderBy('a.id', 'desc')
        .limit(f.limit)
        .offset(f.offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }
}
