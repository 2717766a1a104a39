import { sql } from 'kysely';
import type { Tx } from '../db/unit-of-work';

export class ReceiptsRepository {
  /** The deposit, locked, when it belongs to the player. */
  ownDepositForUpdate(tx: Tx, playerId: bigint, depositId: bigint) {
    return tx
      .selectFrom('deposits')
      .select(['id', 'status'])
      .where('id', '=', depositId)
      .where('player_id', '=', playerId)
      .forUpdate()
      .executeTakeFirst();
  }

  async count(tx: Tx, depositId: bigint): Promise<number> {
    const r = await tx
      .selectFrom('deposit_receipts')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('deposit_id', '=', depositId)
      .executeTakeFirstOrThrow();
    return r.n;
  }

  async insert(tx: Tx, r: { depositId: bigint; contentType: string; size: number; sha256: string; data: Uint8Array }) {
    await tx
      .insertInto('deposit_receipts')
      .values({ deposit_id: r.depositId, content_type: r.contentType, size: r.size, sha256: r.sha256, data: r.data })
      .onConflict((oc) => oc.columns(['deposit_id', 'sha256']).doNothing())
      .execute();
  }

  list(tx: Tx, depositId: bigint) {
    return tx
      .selectFrom('deposit_receipts')
      .select(['id', 'content_type', 'size', 'created_at'])
      .where('deposit_id', '=', depositId)
      .orderBy('id')
      .execute();
  }

  get(tx: Tx, id: bigint) {
    return tx.selectFrom('deposit_receipts').select(['id', 'deposit_id', 'content_type', 'data']).where('id', '=', id).executeTakeFirst();
  }
}
