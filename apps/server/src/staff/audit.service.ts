import type { AuditEntry, Page } from '@khela/domain';
import type { Db } from '../db/database';
import type { Tx } from '../db/unit-of-work';
import type { AuditRepository } from './audit.repository';
import { pageOf, paging, readPathId, type Query } from './console';

/** Who did it: a staff member (and from where). */
export interface Actor {
  staffId: bigint;
  ip?: string;
}

/**
 * The audit log of every staff change. Domains write their entry in the same transaction as the change
 * (`write(tx, …)`); the log is insert-only (a trigger refuses UPDATE, DELETE and TRUNCATE).
 */
export class AuditService {
  constructor(
    private readonly db: Db,
    private readonly repo: AuditRepository,
  ) {}

  write(tx: Tx, who: Actor, action: string, entity: string, entityId: bigint | string | number, before: unknown, after: unknown): Promise<void> {
    return this.repo.write(tx, who, action, entity, entityId, before, after);
  }

  async list(q: Query): Promise<Page<AuditEntry>> {
    const p = paging(q);
    const { rows, total } = await this.repo.list(this.db, {
      entity: q.entity ? q.entity.slice(0, 60) : undefined,
      entityId: q.entity_id ? q.entity_id.slice(0, 40) : undefined,
      staffId: q.staff_id ? readPathId(q.staff_id) : undefined,
      limit: p.limit,
      offset: p.offset,
    });
    return pageOf(
      rows.map((r) => ({
        id: Number(r.id),
        staff: { id: Number(r.staff_id), username: r.username },
        action: r.action,
        entity: r.entity,
        entity_id: r.entity_id,
        before: r.before,
        after: r.after,
        created_at: r.created_at.toISOString(),
      })),
      total,
      p,
    );
  }
}
