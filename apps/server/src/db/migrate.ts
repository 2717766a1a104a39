import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database';
import { sql } from 'kysely';

/**
 * Applies `migrations/NNNN_name.sql` in order, each once, each in its own transaction, under an advisory lock so that
 * several server processes starting together on one PostgreSQL do not race.
 */
export async function migrate(database: Database, dir: string): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  await database.execScript(`
    BEGIN;
    SELECT pg_advisory_xact_lock(7250001);
    CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
    COMMIT;`);
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const body = readFileSync(join(dir, file), 'utf8');
    const escaped = version.replace(/'/g, "''");
    const done = await sql<{ n: number }>`SELECT count(*)::int AS n FROM schema_migrations WHERE version = ${version}`.execute(
      database.db,
    );
    if ((done.rows[0]?.n ?? 0) > 0) continue;
    await database.execScript(`
      BEGIN;
      SELECT pg_advisory_xact_lock(7250001);
      DO $$ BEGIN
        IF EXISTS (SELECT 1 FROM schema_migrations WHERE version = '${escaped}') THEN
          RAISE EXCEPTION 'khela:migration-already-applied';
        END IF;
      END $$;
      ${body}
      ;
      INSERT INTO schema_migrations (version) VALUES ('${escaped}');
      COMMIT;`).catch((err: unknown) => {
      if (String((err as Error).message).includes('khela:migration-already-applied')) return;
      throw new Error(`migration ${file} failed: ${(err as Error).message}`);
    });
    applied.push(version);
  }
  return applied;
}
