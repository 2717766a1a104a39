// Bundles the server (and the workspace packages it imports) into dist/main.js; node_modules stay external. Then
// makes the embedded database's template (dist/make-template.js).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((d) => !d.startsWith('@khela/'));

await build({
  entryPoints: { main: 'src/main.ts', 'make-template': 'src/db/make-template.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'pg-native'],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
console.log('server bundled: apps/server/dist/main.js');

// The migrated empty embedded database, so the first start on an empty data directory skips initdb (src/db/template.ts).
const made = spawnSync(process.execPath, ['dist/make-template.js'], { stdio: 'inherit', env: { ...process.env, LOG_LEVEL: 'warn' } });
if (made.status !== 0) process.exit(made.status ?? 1);
