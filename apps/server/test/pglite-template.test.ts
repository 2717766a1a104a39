import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { templateFile } from '../src/db/template';

const MIGRATIONS = join(import.meta.dirname, '..', 'migrations');
const root = mkdtempSync(join(tmpdir(), 'khela-template-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The embedded database only: PostgreSQL has no data directory to start from.
describe.runIf(process.env.KHELA_TEST_DB !== 'postgres')('the embedded database template', () => {
  it('keeps the first migrated empty database and starts the next empty data directory from it, migrations applied', async () => {
    const template = { dir: join(root, 'templates'), migrationsDir: MIGRATIONS };
    const file = templateFile(template.dir, MIGRATIONS);

    const first = await openDatabase({ dataDir: join(root, 'a'), template });
    const applied = await migrate(first, MIGRATIONS);
    expect(applied.length).toBe(readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql')).length);
    await first.keepTemplate();
    await first.close();
    expect(existsSync(file)).toBe(true);

    const second = await openDatabase({ dataDir: join(root, 'b'), template });
    expect(await migrate(second, MIGRATIONS)).toEqual([]);
    const tables = await sql<{ n: number }>`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`.execute(second.db);
    expect(tables.rows[0]?.n).toBeGreaterThan(20);
    // Empty: no player, no staff, no posting came with the template.
    const players = await sql<{ n: number }>`SELECT count(*)::int AS n FROM players`.execute(second.db);
    expect(players.rows[0]?.n).toBe(0);
    await second.close();

    // Reopening a data directory never unpacks the template over it.
    const again = await openDatabase({ dataDir: join(root, 'b'), template });
    expect(await migrate(again, MIGRATIONS)).toEqual([]);
    await again.close();
  });

  it('names the template by the migrations: another set of migrations gets another file', () => {
    const a = templateFile(join(root, 't'), MIGRATIONS);
    const other = mkdtempSync(join(root, 'mig-'));
    expect(templateFile(join(root, 't'), other)).not.toBe(a);
  });
});
