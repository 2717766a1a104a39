#!/usr/bin/env node
// Component tests: build Storybook, serve it on a free local port, run every story (and its play function)
// with @storybook/test-runner in Debian's Chromium. Writes test-results/storybook.json and ends with
// "storybook: N passed, M failed". Exit code is non-zero on any failure.
//
//   node tooling/test-storybook.mjs            build, then test
//   node tooling/test-storybook.mjs --no-build test the existing storybook-static/
//   extra arguments are passed to test-storybook (e.g. --includeTags, a story file filter)
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = join(root, 'storybook-static');
const resultFile = join(root, 'test-results', 'storybook.json');
const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const passThrough = args.filter((a) => a !== '--no-build');

function finish(passed, failed, code) {
  console.log(`storybook: ${passed} passed, ${failed} failed`);
  process.exit(code);
}

if (build) {
  const r = spawnSync('pnpm', ['build-storybook'], { cwd: root, stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } });
  if (r.status !== 0) {
    console.error('build-storybook failed');
    finish(0, 0, r.status || 1);
  }
}
if (!existsSync(join(staticDir, 'index.json'))) {
  console.error(`No built Storybook in ${staticDir}; run without --no-build.`);
  finish(0, 0, 1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Minimal static file server for storybook-static (GET/HEAD only, no directory listing). */
const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405).end();
    return;
  }
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  let file = normalize(join(staticDir, pathname));
  if (file !== staticDir && !file.startsWith(staticDir + sep)) {
    res.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(200, {
    'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': statSync(file).size,
    'cache-control': 'no-store',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
});

await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
const url = `http://127.0.0.1:${port}`;
console.error(`serving storybook-static at ${url}`);

mkdirSync(dirname(resultFile), { recursive: true });
rmSync(resultFile, { force: true });

const bin = join(root, 'node_modules', '.bin', 'test-storybook');
const child = spawn(
  bin,
  ['--url', url, '--config-dir', '.storybook', '--maxWorkers=2', '--json', '--outputFile', resultFile, '--disable-telemetry', ...passThrough],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'], // --json prints the result on stdout; it is in the file too
    env: {
      ...process.env,
      STORYBOOK_DISABLE_TELEMETRY: '1',
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      PLAYWRIGHT_BROWSERS_PATH: process.env.PLAYWRIGHT_BROWSERS_PATH ?? '0',
      TEST_BROWSERS: 'chromium',
    },
  },
);
const code = await new Promise((ok) => {
  child.on('exit', (c, signal) => ok(c ?? (signal ? 1 : 0)));
  child.on('error', (err) => {
    console.error(err);
    ok(1);
  });
});
server.close();

let passed = 0;
let failed = 0;
let ok = false;
try {
  const report = JSON.parse(readFileSync(resultFile, 'utf8'));
  passed = report.numPassedTests ?? 0;
  failed = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  ok = report.success === true;
} catch {
  console.error(`No readable result in ${resultFile}`);
}
finish(passed, failed, code === 0 && ok && failed === 0 ? 0 : code || 1);
