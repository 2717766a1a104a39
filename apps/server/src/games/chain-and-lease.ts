import { sql } from 'kysely';
import type { Tx } from '../db/unit-of-work';

/**
 * What Crash and the live tables share: a pre-generated SHA-256 chain played index by index (`crash_chains`,
 * `live_chains`), and the one-row lease that says which process runs their rounds (`crash_lease`, `live_lease`).
 */
export type ChainTable = 'crash_chains' | 'live_chains';
export type LeaseTable = 'crash_lease' | 'live_lease';

/** The chain's next index, taken (null once the chain is used up or no longer active). */
export async function takeChainIndex(tx: Tx, table: ChainTable, chainId: bigint): Promise<number | null> {
  const r = await sql<{ next_index: number }>`
    UPDATE ${sql.table(table)} SET next_index = next_index + 1
     WHERE id = ${chainId} AND status = 'active' AND next_index < length
     RETURNING next_index`.execute(tx);
  const row = r.rows[0];
  return row ? row.next_index - 1 : null;
}

/** A chain played to its end: a new one is made for the next round. */
export async function retireChain(tx: Tx, table: ChainTable, chainId: bigint): Promise<void> {
  await sql`UPDATE ${sql.table(table)} SET status = 'used' WHERE id = ${chainId}`.execute(tx);
}

/** Takes or renews the lease; true when `holder` holds it for the next `ms`. */
export async function takeLease(tx: Tx, table: LeaseTable, holder: string, ms: number): Promise<boolean> {
  const t = sql.table(table);
  const r = await sql<{ holder: string }>`
    INSERT INTO ${t} (id, holder, expires_at) VALUES (1, ${holder}, now() + ${`${ms} milliseconds`}::interval)
    ON CONFLICT (id) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
    WHERE ${t}.holder = EXCLUDED.holder OR ${t}.expires_at < now()
    RETURNING holder`.execute(tx);
  return r.rows.length > 0;
}

export async function releaseLease(tx: Tx, table: LeaseTable, holder: string): Promise<void> {
  await sql`DELETE FROM ${sql.table(table)} WHERE holder = ${holder}`.execute(tx);
}
