import { createHash } from 'node:crypto';
import { MESSAGES, RECEIPT_RULES } from '@khela/domain';
import type { Db } from '../db/database';
import type { Authenticated } from '../auth/auth.service';
import { AppError } from '../shared/errors';
import { sniffImage } from '../shared/images';
import { ReceiptsRepository } from './receipts.repository';

export const RECEIPT_MAX_BYTES = RECEIPT_RULES.maxBytes;
export const RECEIPTS_PER_DEPOSIT = RECEIPT_RULES.maxFiles;

/**
 * Receipt images for a deposit (spec 1 /make-payment: "attach the successful slip"). The player adds them to their
 * own pending deposit; operators see them in the deposit queue.
 */
export class ReceiptsService {
  constructor(private readonly db: Db, private readonly repo: ReceiptsRepository = new ReceiptsRepository()) {}

  async add(auth: Authenticated, depositId: bigint, files: Uint8Array[]): Promise<{ message: string; receipts: number }> {
    if (files.length === 0) throw AppError.validation({ receipt: [MESSAGES.receiptMissing] }, MESSAGES.receiptMissing);
    const images = files.map((data) => {
      const type = sniffImage(data);
      if (!type) throw AppError.validation({ receipt: [MESSAGES.receiptType] }, MESSAGES.receiptType);
      return { data, type, sha256: createHash('sha256').update(data).digest('hex') };
    });
    return this.db.transaction().execute(async (tx) => {
      const dep = await this.repo.ownDepositForUpdate(tx, auth.playerId, depositId);
      if (!dep) throw AppError.notFound();
      if (dep.status !== 'pending') throw AppError.validation({ receipt: [MESSAGES.receiptClosed] }, MESSAGES.receiptClosed);
      if ((await this.repo.count(tx, depositId)) + images.length > RECEIPTS_PER_DEPOSIT) {
        throw AppError.validation({ receipt: [MESSAGES.receiptLimit] }, MESSAGES.receiptLimit);
      }
      for (const img of images) {
        await this.repo.insert(tx, { depositId, contentType: img.type, size: img.data.length, sha256: img.sha256, data: img.data });
      }
      return { message: MESSAGES.receiptSaved, receipts: await this.repo.count(tx, depositId) };
    });
  }

  async list(depositId: bigint) {
    const rows = await this.repo.list(this.db, depositId);
    return { data: rows.map((r) => ({ id: Number(r.id), content_type: r.content_type, size: r.size, created_at: r.created_at.toISOString() })) };
  }

  async get(id: bigint) {
    const r = await this.repo.get(this.db, id);
    if (!r) throw AppError.notFound();
    return r;
  }
}
