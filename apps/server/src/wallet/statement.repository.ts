import { sql } from 'kysely';
import type { Tx } from '../db/unit-of-work';

/**
 * A wallet's statement: the postings of a player's main wallet with the balance after each, page by page in posting
 * order, leaving out the reasons the caller lists elsewhere (the account history lists rounds and orders itself).
 */
export class StatementRepository {
  /** The player's main wallet accounts (one per currency). */
  async mainAccounts(tx: Tx, playerId: bigint) {
    return tx.selectFrom('ledger_accounts').select(['id', 'currency']).where('kind', '=', 'player').where('player_id', '=', playerId).orderBy('id').execute();
  }


  /** The first posting of the account at or after `from`, and the balance before it. */
  async opening(tx: Tx, accountId: bigint, from: Date): Promise<{ firstId: bigint | null; balance: bigint }> {
    const r = await sql<{ first_id: bigint | null; balance: string | null }>`
      WITH f AS (SELECT min(id) AS first_id FROM ledger_postings WHERE account_id = ${accountId} AND created_at >= ${from})
      SELECT f.first_id, (SELECT sum(amount) FROM ledger_postings WHERE account_id = ${accountId} AND id < f.first_id)::text AS balance
      FROM f`.execute(tx);
    const row = r.rows[0];
    return { firstId: row?.first_id ?? null, balance: BigInt(row?.balance ?? '0') };
  }


  /**
   * Up to `limit` movements of the account from posting `fromId` on (inclusive) and before `to`, oldest first, each
   * with the balance after it (`opening` + the running sum of every posting from `fromId`, games' included).
   */
  async movementsPage(tx: Tx, accountId: bigint, fromId: bigint, opening: bigint, to: Date, limit: number, leaveOut: string[]) {
    const r = await sql<{ id: bigint; amount: bigint; created_at: Date; transaction_id: bigint; reason: string; reference: string; reverses_id: bigint | null; balance_after: string }>`
      SELECT * FROM (
        SELECT lp.id, lp.amount, lp.created_at, t.id AS transaction_id, t.reason, t.reference, t.reverses_id,
               (${opening}::bigint + sum(lp.amount) OVER (ORDER BY lp.id))::text AS balance_after
        FROM ledger_postings lp JOIN ledger_transactions t ON t.id = lp.transaction_id
        WHERE lp.account_id = ${accountId} AND lp.id >= ${fromId} AND lp.created_at < ${to}
      ) x
      WHERE NOT (reason LIKE ANY(${leaveOut}::text[]))
      ORDER BY id LIMIT ${limit}`.execute(tx);
    return r.rows;
  }
}

export type LedgerMovement = Awaited<ReturnType<StatementRepository['movementsPage']>>[number];
