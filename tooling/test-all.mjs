#!/usr/bin/env node
// `pnpm test`: every test of the project, in order, with one closing line "N passed, M failed".
// Steps: Chromium (apt) → build → typecheck → lint → unit (domain, i18n) → server integration (PGlite; PostgreSQL and
// Redis when TEST_DATABASE_URL / TEST_REDIS_URL are set) → Storybook test-runner → browser journeys.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const only = process.argv.slice(2); // e.g. `pnpm test unit server`
const want = (name) => only.length === 0 || only.includes(name);

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, cmd, args, opts = {}) {
  const t0 = Date.now();
  console.log(`\n━━━ ${label} ━━━ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: opts.cwd ?? root, env: { ...process.env, ...opts.env } });
  const ok = r.status === 0;
  console.log(`━━━ ${label}: ${ok ? 'ok' : `FAILED (exit ${r.status ?? r.signal})`} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (!ok) failures.push(label);
  return ok;
}

/** Adds a vitest/jest JSON report's counts to the totals. */
function count(label, file, stepOk) {
  if (!existsSync(file)) {
    if (!stepOk) totals.failed++;
    return;
  }
  const j = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += j.numPassedTests ?? 0;
  totals.failed += (j.numFailedTests ?? 0) + (stepOk || j.numFailedTests ? 0 : 1);
  totals.skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
  console.log(`    ${label}: ${j.numPassedTests} passed, ${j.numFailedTests} failed, ${j.numPendingTests ?? 0} skipped`);
}

function vitest(label, dir, extra = [], env = {}) {
  const out = join(results, `${label}.json`);
  const ok = run(label, 'pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extra], {
    cwd: join(root, dir),
    env,
  });
  count(label, out, ok);
}

if (want('build') || want('browser') || only.length === 0) {
  if (!run('chromium', 'bash', ['tooling/ensure-chromium.sh'])) totals.failed++;
  if (!run('build', 'pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'])) totals.failed++;
}
if (want('typecheck')) {
  if (!run('typecheck', 'pnpm', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only'])) totals.failed++;
}
if (want('lint')) {
  if (!run('lint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings=0'])) totals.failed++;
}
if (want('unit')) {
  vitest('domain', 'packages/domain');
  vitest('i18n', 'packages/i18n');
  vitest('api', 'packages/api');
  vitest('ui', 'packages/ui');
  vitest('tooling', 'tooling', ['--root', 'bench']);
  vitest('deploy', 'tooling', ['--root', 'deploy']);
}
if (want('server')) {
  vitest('server', 'apps/server');
}
if (want('storybook') || want('browser')) {
  const ok = run('storybook', 'node', ['tooling/test-storybook.mjs']);
  count('storybook', join(results, 'storybook.json'), ok);
}
if (want('journeys') || want('browser')) {
  vitest('journeys', 'tooling', ['--root', 'e2e']);
}

console.log(`\n${failures.length ? `failed steps: ${failures.join(', ')}` : 'all steps ok'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
