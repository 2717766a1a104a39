// Bundles the server, the workspace packages and its libraries into dist/main.js: one file to read and compile at
// start instead of some 900 (issue 15: module loading took 0.7 s of a 3 s start, 0.3 s bundled). Stay external what
// finds its own files beside its code: the embedded PostgreSQL (its WebAssembly and data files), the argon2 binding
// (a native module) and Swagger UI (its static files). Then makes the embedded database's template
// (dist/make-template.js).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const EXTERNAL = new Set(['@electric-sql/pglite', '@node-rs/argon2', '@fastify/swagger-ui']);
// OpenTelemetry too: loaded only when traces are on (src/shared/tracing.ts), and its loader hook wraps modules on disk.
const external = Object.keys(pkg.dependencies ?? {}).filter((d) => EXTERNAL.has(d) || d.startsWith('@opentelemetry/') || d === '@fastify/otel');

await build({
  entryPoints: { main: 'src/main.ts', 'make-template': 'src/db/make-template.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Maps without the sources (they are on disk): a tenth of the size to read under --enable-source-maps.
  sourcesContent: false,
  external: [...external, 'pg-native'],
  // The bundled CommonJS libraries expect `require`, `__filename` and `__dirname` (ioredis reads `__dirname` when a
  // command fails; pino's unused transports name files beside it).
  banner: {
    js:
      "import { createRequire as __cr } from 'node:module'; import { fileURLToPath as __fu } from 'node:url'; import { dirname as __dn } from 'node:path'; " +
      'const require = __cr(import.meta.url); const __filename = __fu(import.meta.url); const __dirname = __dn(__filename);',
  },
  logLevel: 'warning',
});
console.log('server bundled: apps/server/dist/main.js');

// The migrated empty embedded database, so the first start on an empty data directory skips initdb (src/db/template.ts).
const made = spawnSync(process.execPath, ['dist/make-template.js'], { stdio: 'inherit', env: { ...process.env, LOG_LEVEL: 'warn' } });
if (made.status !== 0) process.exit(made.status ?? 1);
