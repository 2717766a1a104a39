#!/usr/bin/env node
// Bundles apps/server/src/db/migrate-only.ts into apps/server/dist/migrate.js, the image's migrations-only entry point
// (the Helm chart's pre-install/pre-upgrade Job: `node apps/server/dist/migrate.js`). Run after `pnpm build`, as the
// Dockerfile does; the same settings as apps/server/build.mjs (ESM for Node 20, the CommonJS libraries given
// `require`, `__filename` and `__dirname`), with the same packages left outside the bundle.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const server = resolve(import.meta.dirname, '../apps/server');
const require = createRequire(resolve(server, 'package.json'));
const { build } = await import(require.resolve('esbuild'));
const pkg = JSON.parse(readFileSync(resolve(server, 'package.json'), 'utf8'));
const EXTERNAL = new Set(['@electric-sql/pglite', '@node-rs/argon2', '@fastify/swagger-ui']);

await build({
  absWorkingDir: server,
  entryPoints: { migrate: 'src/db/migrate-only.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  sourcesContent: false,
  external: [...Object.keys(pkg.dependencies ?? {}).filter((d) => EXTERNAL.has(d)), 'pg-native'],
  banner: {
    js:
      "import { createRequire as __cr } from 'node:module'; import { fileURLToPath as __fu } from 'node:url'; import { dirname as __dn } from 'node:path'; " +
      'const require = __cr(import.meta.url); const __filename = __fu(import.meta.url); const __dirname = __dn(__filename);',
  },
  logLevel: 'warning',
});
console.log('migrations entry point bundled: apps/server/dist/migrate.js');
