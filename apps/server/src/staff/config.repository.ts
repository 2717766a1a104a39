import { sql } from 'kysely';
import type { Tx } from '../db/unit-of-work';
import type { ConfigTable } from './config-engine';

type Row = Record<string, unknown>;

/**
 * The SQL of operator-managed configuration: whole rows of the tables in `ConfigTable` (a fixed list, never a name
 * from a request), keyed by `id` or by the column a resource names.
 */
export class ConfigRepository {
  async list(tx: Tx, table: ConfigTable, order: string[]): Promise<Row[]> {
    const r = await sql<Row>`SELECT * FROM ${sql.table(table)} ORDER BY ${sql.join(order.map((c) => sql.ref(c)))}`.execute(tx);
    return r.rows;
  }
  async row(tx: Tx, table: ConfigTable, id: bigint | number | string, lock = false, key: 'id' | 'code' = 'id'): Promise<Row | undefined> {
    const r = await sql<Row>`SELECT * FROM ${sql.table(table)} WHERE ${sql.ref(key)} = ${id} ${lock ? sql`FOR UPDATE` : sql``}`.execute(tx);
    return r.rows[0];
  }
  async insert(tx: Tx, table: ConfigTable, values: Row): Promise<Row> {
    const cols = Object.keys(values);
    const r = await sql<Row>`INSERT INTO ${sql.table(table)} (${sql.join(cols.map((c) => sql.ref(c)))})
      VALUES (${sql.join(cols.map((c) => values[c]))}) RETURNING *`.execute(tx);
    return r.rows[0]!;
  }
  async update(tx: Tx, table: ConfigTable, id: bigint | number | string, values: Row, touch: boolean, key: 'id' | 'code' = 'id'): Promise<Row | undefined> {
    const sets = Object.entries(values).map(([c, v]) => sql`${sql.ref(c)} = ${v}`);
    if (touch) sets.push(sql`updated_at = now()`);
    const r = await sql<Row>`UPDATE ${sql.table(table)} SET ${sql.join(sets)} WHERE ${sql.ref(key)} = ${id} RETURNING *`.execute(tx);
    return r.rows[0];
  }
  async delete(tx: Tx, table: ConfigTable, id: bigint | string, key: 'id' | 'code' = 'id'): Promise<boolean> {
    const r = await sql`DELETE FROM ${sql.table(table)} WHERE ${sql.ref(key)} = ${id}`.execute(tx);
    return Number(r.numAffectedRows ?? 0n) > 0;
  }
}
