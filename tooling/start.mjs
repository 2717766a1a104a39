#!/usr/bin/env node
// `pnpm start`: build what changed (Turborepo cache), then run the server on the embedded default
// (PGlite in ./data, demo content on first start) at http://localhost:3000 unless PORT says otherwise.
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const t0 = Date.now();
const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
console.log(`built in ${((Date.now() - t0) / 1000).toFixed(1)} s; starting the server`);

const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? resolve(root, 'data'), NODE_ENV: process.env.NODE_ENV ?? 'development' };
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], { cwd: root, stdio: 'inherit', env });
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => server.kill(s));
server.on('exit', (code) => process.exit(code ?? 0));
