import type { Db } from '../db/database';
import type { AuditService } from '../staff/audit.service';
import { readReason } from '../staff/console';
import type { StaffAuth } from '../staff/staff-auth.service';
import type { TurnoverService } from './turnover.service';

/** The console's turnover decisions: waiving a ticket, audited in its transaction. */
export class PromotionsStaffService {
  constructor(
    private readonly db: Db,
    private readonly turnover: TurnoverService,
    private readonly audit: AuditService,
  ) {}

  async waiveTicket(who: StaffAuth, id: bigint, body: { reason?: string }) {
    const reason = readReason(body.reason);
    return this.db.transaction().execute(async (tx) => {
      const r = await this.turnover.waive(tx, id, who.staffId, reason);
      await this.audit.write(tx, who, 'turnover.waive', 'turnover_ticket', id, r.before, r.after);
      return { id: Number(r.after.id), status: r.after.status, completed_reason: r.after.completed_reason };
    });
  }

}
