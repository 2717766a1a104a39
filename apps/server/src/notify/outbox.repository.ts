import type { Tx } from '../db/unit-of-work';

/** The outbox table: every notification is stored before a transport sends it. */
export class OutboxRepository {
  async insert(tx: Tx, n: { channel: string; recipient: string; subject: string; body: string; code: string | null }): Promise<bigint> {
    const row = await tx.insertInto('outbox').values(n).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async markSent(tx: Tx, id: bigint) {
    await tx.updateTable('outbox').set({ status: 'sent', sent_at: new Date() }).where('id', '=', id).execute();
  }

  async markFailed(tx: Tx, id: bigint, error: string) {
    await tx.updateTable('outbox').set({ status: 'failed', error: error.slice(0, 500) }).where('id', '=', id).execute();
  }

  latest(tx: Tx, recipient: string, limit: number) {
    return tx
      .selectFrom('outbox')
      .select(['recipient as to', 'channel', 'subject', 'body as text', 'code', 'status', 'created_at'])
      .where('recipient', '=', recipient)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
