#!/usr/bin/env node
// Backups that restore (issue 41).
//
//   pnpm backup [--out DIR]                   a backup of the site's data into DIR (default ./backups/khela-<UTC time>):
//                                             the database (PostgreSQL with DATABASE_URL: pg_dump's custom format;
//                                             otherwise the embedded PGlite, which must be stopped: its own dump of the
//                                             data directory) and the images under DATA_DIR/storage, with a manifest
//   pnpm restore <backup> [--database-url URL] [--data-dir DIR]
//                                             into an EMPTY database (PostgreSQL) or an empty data directory (embedded);
//                                             it refuses to write over anything
//   pnpm restore-drill <backup>               restores into a new scratch database (or data directory), starts the built
//                                             server on it, signs in as the administrator and runs the ledger check,
//                                             compares the restored rows with the manifest, then drops the scratch copy;
//                                             exits non-zero on any difference (CI runs it: apps/server/test/backup.test.ts)
//
// Environment: DATABASE_URL (PostgreSQL; else the embedded database in DATA_DIR, default ./data), ADMIN_PASSWORD for the
// drill's sign-in (the administrator of the backed-up site). pg_dump and pg_restore come from PostgreSQL's client
// package (`apt-get install postgresql-client`), of the server's major version or newer.
//
// Continuous archiving (base backups and WAL, for a restore to any moment) is the database's business in production:
// docs/operations.md, "Backups", has the recipe. This tool is the logical backup every operator can run and restore.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { localPort } from './local-port.mjs';

const root = resolve(import.meta.dirname, '..');
const serverRequire = createRequire(join(root, 'apps/server/package.json'));

/** The tables whose row counts a manifest records and a drill compares (the money and who it belongs to). */
const COUNTED = ['players', 'ledger_accounts', 'ledger_transactions', 'ledger_postings', 'deposits', 'withdrawals', 'game_rounds', 'audit_log'];

function fail(msg) {
  console.error(`backup: ${msg}`);
  process.exit(1);
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], ...opts });
  if (r.error) fail(`${cmd}: ${r.error.message}`);
  if (r.status !== 0) fail(`${cmd} ${args.filter((a) => !a.startsWith('postgres')).join(' ')} exited with ${r.status}`);
}

function arg(name, dflt) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
const dataDirOf = () => resolve(process.env.DATA_DIR || join(root, 'data'));

/** A PostgreSQL client on `url` (pg from the server's dependencies). */
async function pgClient(url) {
  const pg = serverRequire('pg');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return c;
}

async function countsOn(query) {
  const counts = {};
  for (const t of COUNTED) counts[t] = Number((await query(`SELECT count(*)::int AS n FROM ${t}`))[0].n);
  // The players' money, and a fingerprint of every posting (which account, how much): equal only if the money record is.
  const players = await query(`SELECT coalesce(sum(balance), 0)::text AS s FROM ledger_accounts WHERE kind = 'player'`);
  const postings = await query(`SELECT coalesce(sum(hashtext(id::text || ':' || account_id::text || ':' || amount::text)::bigint), 0)::text AS f FROM ledger_postings`);
  const migrations = await query(`SELECT max(version) AS m FROM schema_migrations`);
  return { counts, player_balances: players[0].s, postings_fingerprint: postings[0].f, migration: migrations[0].m };
}

/** The embedded database, opened (it must not be in use: PGlite keeps postmaster.pid while a server has it open). */
async function openEmbedded(pgdata, load) {
  const { PGlite } = await import(serverRequire.resolve('@electric-sql/pglite'));
  return PGlite.create({ dataDir: pgdata, ...(load ? { loadDataDir: load } : {}) });
}

async function backup() {
  const out = resolve(arg('out', join(root, 'backups', `khela-${stamp()}`)));
  if (existsSync(out) && readdirSync(out).length > 0) fail(`${out} is not empty`);
  mkdirSync(out, { recursive: true });
  const dataDir = dataDirOf();
  const url = process.env.DATABASE_URL;
  let summary;
  if (url) {
    // pg_dump takes one consistent snapshot of the whole database while the site keeps running.
    run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(out, 'database.dump')}`, url]);
    const c = await pgClient(url);
    try {
      summary = await countsOn(async (q) => (await c.query(q)).rows);
    } finally {
      await c.end();
    }
  } else {
    const pgdata = join(dataDir, 'pgdata');
    if (!existsSync(join(pgdata, 'PG_VERSION'))) fail(`no embedded database in ${dataDir}`);
    if (existsSync(join(pgdata, 'postmaster.pid'))) {
      fail(`the embedded database in ${dataDir} is open: stop the server first (after a crash, start and stop it once)`);
    }
    const lite = await openEmbedded(pgdata);
    try {
      summary = await countsOn(async (q) => (await lite.query(q)).rows);
      await lite.exec('CHECKPOINT');
      const tar = await lite.dumpDataDir('gzip');
      writeFileSync(join(out, 'pgdata.tar.gz'), new Uint8Array(await tar.arrayBuffer()));
    } finally {
      await lite.close();
    }
  }
  if (existsSync(join(dataDir, 'storage'))) run('tar', ['-czf', join(out, 'storage.tar.gz'), '-C', dataDir, 'storage']);
  const manifest = { kind: url ? 'postgres' : 'pglite', created_at: new Date().toISOString(), ...summary };
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`backup: ${out} (${manifest.kind}; ${manifest.counts.ledger_transactions} ledger transactions, ${manifest.counts.players} players)`);
  return out;
}

function readManifest(dir) {
  const file = join(dir, 'manifest.json');
  if (!existsSync(file)) fail(`${dir} has no manifest.json: not a backup made by pnpm backup`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

async function restoreInto(dir, target) {
  const m = readManifest(dir);
  if (m.kind === 'postgres') {
    if (!target.url) fail('restoring a PostgreSQL backup needs --database-url (an empty database)');
    const c = await pgClient(target.url);
    try {
      const n = (await c.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`)).rows[0].n;
      if (n > 0) fail('the target database is not empty: restore into a new database');
    } finally {
      await c.end();
    }
    run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${target.url}`, join(dir, 'database.dump')]);
  } else {
    const pgdata = join(target.dataDir, 'pgdata');
    if (existsSync(pgdata) && readdirSync(pgdata).length > 0) fail(`${pgdata} is not empty: restore into a new data directory`);
    mkdirSync(pgdata, { recursive: true });
    const blob = new Blob([readFileSync(join(dir, 'pgdata.tar.gz'))]);
    const lite = await openEmbedded(pgdata, blob);
    await lite.close();
  }
  if (existsSync(join(dir, 'storage.tar.gz'))) {
    mkdirSync(target.dataDir, { recursive: true });
    run('tar', ['-xzf', join(dir, 'storage.tar.gz'), '-C', target.dataDir]);
  }
  return m;
}

async function restore() {
  const dir = process.argv[3];
  if (!dir) fail('usage: pnpm restore <backup directory> [--database-url URL] [--data-dir DIR]');
  const m = await restoreInto(resolve(dir), { url: arg('database-url', undefined), dataDir: resolve(arg('data-dir', dataDirOf())) });
  console.log(`restore: ${m.kind} backup of ${m.created_at} restored`);
}

async function waitReady(url, proc) {
  for (let i = 0; i < 600; i++) {
    if (proc.exitCode !== null || proc.signalCode !== null) fail(`the server exited (${proc.exitCode ?? proc.signalCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  fail('the server on the restored copy did not start');
}

async function drill() {
  const dir = resolve(process.argv[3] ?? fail('usage: pnpm restore-drill <backup directory>'));
  const m = readManifest(dir);
  const main = join(root, 'apps/server/dist/main.js');
  if (!existsSync(main)) fail('apps/server/dist/main.js is missing: run "pnpm build" first');
  const scratchDir = mkdtempSync(join(tmpdir(), 'khela-drill-'));
  let scratchUrl;
  let dropScratch = async () => undefined;
  if (m.kind === 'postgres') {
    const base = process.env.DATABASE_URL ?? fail('the drill of a PostgreSQL backup needs DATABASE_URL (where to make its scratch database)');
    const name = `khela_drill_${stamp().toLowerCase()}_${process.pid}`;
    const admin = await pgClient(base);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    scratchUrl = u.toString();
    dropScratch = async () => {
      const c = await pgClient(base);
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  let server = null;
  try {
    await restoreInto(dir, { url: scratchUrl, dataDir: scratchDir });
    const port = localPort();
    const url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [main], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: scratchDir,
        DATABASE_URL: scratchUrl ?? '',
        REDIS_URL: '',
        SEED_DEMO: '0',
        EXCHANGE_FEED: 'off',
        CRASH_ENGINE: '0',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: url,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitReady(url, server);
    const password = process.env.ADMIN_PASSWORD ?? fail('the drill signs in as the administrator: set ADMIN_PASSWORD (and ADMIN_USERNAME if not admin)');
    const login = await fetch(`${url}/api/backoffice/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: process.env.ADMIN_USERNAME || 'admin', password }),
    });
    if (!login.ok) fail(`signing in on the restored copy: ${login.status} ${await login.text()}`);
    const { token } = await login.json();
    const check = await fetch(`${url}/api/backoffice/ledger/verify`, { headers: { authorization: `Bearer ${token}` } });
    if (!check.ok) fail(`the ledger check: ${check.status} ${await check.text()}`);
    const ledger = await check.json();
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
    server = null;
    // The rows, read straight from the restored copy (the server has stopped).
    let restored;
    if (scratchUrl) {
      const c = await pgClient(scratchUrl);
      try {
        restored = await countsOn(async (q) => (await c.query(q)).rows);
      } finally {
        await c.end();
      }
    } else {
      const lite = await openEmbedded(join(scratchDir, 'pgdata'));
      try {
        restored = await countsOn(async (q) => (await lite.query(q)).rows);
      } finally {
        await lite.close();
      }
    }
    const differences = [];
    for (const t of COUNTED) {
      // The drill's own sign-in writes an audit line; every other table must have exactly the backup's rows.
      const same = t === 'audit_log' ? restored.counts[t] >= m.counts[t] : restored.counts[t] === m.counts[t];
      if (!same) differences.push(`${t}: ${restored.counts[t]} rows, the backup had ${m.counts[t]}`);
    }
    if (restored.player_balances !== m.player_balances) differences.push(`players' balances sum to ${restored.player_balances}, the backup's to ${m.player_balances}`);
    if (restored.postings_fingerprint !== m.postings_fingerprint) differences.push('the ledger postings differ from the backup’s');
    if (restored.migration !== m.migration) differences.push(`the restored copy is at migration ${restored.migration}, the backup at ${m.migration}`);
    const report = { backup: dir, kind: m.kind, ledger, restored, differences };
    console.log(JSON.stringify(report, null, 2));
    if (!ledger.healthy || differences.length > 0) fail('the restored copy differs from the backup, or its ledger check failed');
    console.log('restore-drill: the backup restored, the server started on it, the ledger check passed and every counted row is there');
  } finally {
    if (server) server.kill('SIGKILL');
    await dropScratch();
    rmSync(scratchDir, { recursive: true, force: true });
  }
}

const verbs = { backup, restore, drill };
const verb = verbs[process.argv[2]];
if (!verb) fail('usage: node tooling/backup.mjs backup|restore|drill …');
await verb();
