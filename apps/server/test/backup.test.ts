import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectLedgerClean, freshPostgresDatabase, onPostgres, startTestApp, type TestApp } from './helpers';
import { ADMIN_PASSWORD, deposit, staffLogin, verifiedPlayer } from './payments-fixtures';

/**
 * Backups that restore (issue 41): a database full of test play is backed up with `pnpm backup`, restored by
 * `pnpm restore-drill` into a new database, a server started on it, the ledger checked and every counted row compared.
 * On PostgreSQL: pg_dump / pg_restore. Embedded: PGlite's dump of a stopped data directory. The drill runs the built
 * server (apps/server/dist), as an operator would.
 */
const root = resolve(__dirname, '../../..');
const tool = join(root, 'tooling/backup.mjs');
const built = existsSync(join(root, 'apps/server/dist/main.js'));

function node(args: string[], env: NodeJS.ProcessEnv) {
  const r = spawnSync(process.execPath, [tool, ...args], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 240_000 });
  return { status: r.status, out: `${r.stdout}\n${r.stderr}` };
}

describe.runIf(built)('backup, restore and the restore drill', () => {
  let t: TestApp | null;
  let db: { url: string; drop: () => Promise<void> } | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), 'khela-backup-data-'));
  const out = join(mkdtempSync(join(tmpdir(), 'khela-backup-')), 'b1');
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    if (onPostgres) db = await freshPostgresDatabase();
    t = await startTestApp({ adminPassword: ADMIN_PASSWORD, dataDir, ...(db ? { databaseUrl: db.url } : {}) });
    // Test play: players, confirmed deposits, an operator's adjustment, an audit trail.
    const staff = await staffLogin(t.app);
    for (let i = 0; i < 3; i++) {
      const p = await verifiedPlayer(t.app);
      const made = await deposit(t.app, p, { amount: '500' });
      expect(made.statusCode, made.body).toBe(200);
      const id = (made.json() as { data: { id: number } }).data.id;
      const ok = await t.app.inject({ method: 'POST', url: `/api/backoffice/deposits/${id}/approve`, headers: bearer(staff), payload: {} });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    await expectLedgerClean(t.app);
    // The embedded database is one process's: stop the server before its backup.
    if (!onPostgres) {
      await t.app.close();
      t = null;
    }
    env = { DATA_DIR: dataDir, DATABASE_URL: db?.url ?? '', ADMIN_PASSWORD };
  }, 240_000);

  afterAll(async () => {
    await t?.close();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(resolve(out, '..'), { recursive: true, force: true });
  });

  it('pnpm backup writes the database, the images and a manifest; the drill restores it, starts a server, and the ledger and rows check out', () => {
    const b = node(['backup', '--out', out], env);
    expect(b.status, b.out).toBe(0);
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'));
    expect(manifest.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(manifest.counts.deposits).toBeGreaterThanOrEqual(3);
    expect(existsSync(join(out, onPostgres ? 'database.dump' : 'pgdata.tar.gz'))).toBe(true);
    expect(existsSync(join(out, 'storage.tar.gz'))).toBe(true);

    const d = node(['drill', out], { ...env, DATABASE_URL: onPostgres ? process.env.TEST_DATABASE_URL : '' });
    expect(d.status, d.out).toBe(0);
    expect(d.out).toContain('the ledger check passed');
  }, 300_000);

  it('restore refuses to write over data', () => {
    const again = node(['restore', out, '--data-dir', dataDir, ...(db ? ['--database-url', db.url] : [])], env);
    expect(again.status).not.toBe(0);
    expect(again.out).toMatch(/not empty/);
  }, 120_000);
});
