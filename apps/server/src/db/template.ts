import { createHash } from 'node:crypto';
import { closeSync, existsSync, ftruncateSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';

// ------------------------------------------------------------------------------------------------ the embedded template
// A first start on an empty data directory used to run PGlite's initdb (2–3 s) and every migration. Instead, the first
// such start (or `pnpm build`, which makes one) keeps the migrated, empty database as a tarball named by a fingerprint
// of the PGlite version and the migrations, and later fresh data directories are unpacked from it (under 1 s). Only
// the schema is in it: demo content, staff and the games' seeds are written at each start, so no secret is shared
// between installs. A new migration or PGlite version changes the fingerprint: the old template is simply not used.

function pgliteVersion(): string {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const pkg = join(dirname(entry), '..', 'package.json');
    return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** The template's file for these migrations: `<dir>/pgdata-<fingerprint>.tar.gz`. */
export function templateFile(dir: string, migrationsDir: string): string {
  // `layout 2`: the template databases dropped before the dump (database.ts, `keepTemplate`).
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\nlayout 2\n`);
  for (const f of readdirSync(migrationsDir).filter((n) => n.endsWith('.sql')).sort()) {
    hash.update(`${f}\n`).update(readFileSync(join(migrationsDir, f))).update('\n');
  }
  return join(dir, `pgdata-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

/** A NUL-terminated field of a tar header. */
function field(h: Buffer, at: number, len: number): string {
  const end = h.indexOf(0, at);
  return h.toString('utf8', at, end === -1 || end > at + len ? at + len : end);
}

const PAGE = 8192;
const ZERO = Buffer.alloc(PAGE);

/** Writes a file, leaving its all-zero pages as holes (most of a fresh WAL segment and of the catalogs' free space). */
function writeSparse(target: string, data: Buffer): void {
  const fd = openSync(target, 'w', 0o600);
  try {
    for (let at = 0; at < data.length; at += PAGE) {
      const page = data.subarray(at, Math.min(at + PAGE, data.length));
      if (!(page.length === PAGE && page.equals(ZERO))) writeSync(fd, page, 0, page.length, at);
    }
    ftruncateSync(fd, data.length);
  } finally {
    closeSync(fd);
  }
}

/**
 * Unpacks the template into an empty data directory with Node's own zlib and file system: several times faster than
 * handing the tarball to PGlite (which inflates and writes it through WebAssembly), after which PGlite simply opens
 * the directory. The tarball is PGlite's own dump (ustar: directories and files). Answers whether it unpacked.
 */
export function unpackTemplate(file: string, dataDir: string): boolean {
  if (!existsSync(file)) return false;
  const tar = gunzipSync(readFileSync(file));
  const root = resolve(dataDir);
  mkdirSync(root, { recursive: true, mode: 0o700 });
  for (let at = 0; at + 512 <= tar.length; ) {
    const h = tar.subarray(at, at + 512);
    if (h.every((b) => b === 0)) break;
    const name = [field(h, 345, 155), field(h, 0, 100)].filter(Boolean).join('/').replace(/^\/+/, '');
    const size = parseInt(field(h, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(h[156] ?? 0);
    const target = resolve(root, name);
    if (target !== root && !target.startsWith(root + sep)) throw new Error(`template entry outside the data directory: ${name}`);
    if (type === '5') mkdirSync(target, { recursive: true, mode: 0o700 });
    else if (type === '0' || type === '\0') {
      mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
      writeSparse(target, tar.subarray(at + 512, at + 512 + size));
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return true;
}

/** Store a template atomically (several test workers may write the same one at once: the last rename wins). */
export function writeTemplate(file: string, bytes: Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, file);
}
