#!/usr/bin/env node
// `pnpm cluster [--processes N] [--port P]`: N server processes (the built apps/server/dist/main.js) on one PostgreSQL
// (DATABASE_URL) and one Redis (REDIS_URL), behind HAProxy on 127.0.0.1:P (Debian's package, installed by
// tooling/ensure-haproxy.sh). The shape production runs on many machines (docs/operations.md, "Several processes"), on
// one: for load runs (`pnpm bench cluster`) and the cluster test. Ctrl-C stops it all.
//
// HAProxy: least connections, an HTTP check of the readiness /api/ready every second (a killed process, or one told to
// stop, leaves the rotation within two failed checks: a stopping process answers 503 there for SHUTDOWN_DRAIN_MS
// before it closes; a failed request is retried once on the other process when it never reached a server),
// WebSocket upgrades passed through (`timeout tunnel`), X-Forwarded-For added (the servers run with TRUST_PROXY=1).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitHealthy(url, proc, seconds = 60) {
  for (let i = 0; i < seconds * 10; i++) {
    if (proc && (proc.exitCode !== null || proc.signalCode !== null)) throw new Error(`${url}: the process exited (${proc.exitCode ?? proc.signalCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer /api/health`);
}

function haproxyConfig(port, servers) {
  return `global
  # Each connection takes two descriptors (client and server side): within a default 20,000 descriptor limit.
  maxconn 8000
defaults
  mode http
  option forwardfor
  option redispatch
  retries 1
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
frontend khela
  bind 127.0.0.1:${port}
  default_backend servers
backend servers
  balance leastconn
  option httpchk GET /api/ready
  http-check expect status 200
${servers.map((s, i) => `  server s${i} 127.0.0.1:${s} check inter 1s fall 2 rise 1`).join('\n')}
`;
}

/**
 * Starts the cluster: resolves once HAProxy and every process answer. `env` adds to the servers' environment
 * (DATABASE_URL and REDIS_URL are required there or in process.env). `stdio: 'ignore'` keeps the servers quiet.
 */
export async function startCluster({ processes = 2, port = 3000, env = {}, stdio = 'inherit' } = {}) {
  const serverEnv = { ...process.env, ...env };
  if (!serverEnv.DATABASE_URL || !serverEnv.REDIS_URL) throw new Error('pnpm cluster needs DATABASE_URL (PostgreSQL) and REDIS_URL (Redis): the processes share both');
  if (spawnSync('bash', [join(root, 'tooling/ensure-haproxy.sh')], { stdio: 'inherit' }).status !== 0) throw new Error('haproxy could not be installed');
  const main = join(root, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error('apps/server/dist/main.js is missing: run "pnpm build" first');

  const base = port + 1;
  const ports = Array.from({ length: processes }, (_, i) => base + i);
  const procs = [];
  const startServer = (i) => {
    const p = spawn(process.execPath, [main], {
      cwd: root,
      env: { ...serverEnv, PORT: String(ports[i]), HOST: '127.0.0.1', TRUST_PROXY: '1', PUBLIC_URL: serverEnv.PUBLIC_URL ?? `http://127.0.0.1:${port}` },
      stdio: ['ignore', stdio, stdio],
    });
    procs[i] = p;
    return waitHealthy(`http://127.0.0.1:${ports[i]}`, p);
  };
  const gone = (p) => (p.exitCode !== null || p.signalCode !== null ? Promise.resolve() : new Promise((r) => p.once('exit', r)));
  const dir = mkdtempSync(join(tmpdir(), 'khela-haproxy-'));
  const url = `http://127.0.0.1:${port}`;
  let lb = null;
  try {
    // The first process runs the migrations and the seeds alone; the others start together after it.
    await startServer(0);
    await Promise.all(ports.slice(1).map((_, i) => startServer(i + 1)));
    const cfg = join(dir, 'haproxy.cfg');
    writeFileSync(cfg, haproxyConfig(port, ports));
    lb = spawn('haproxy', ['-f', cfg, '-db'], { stdio: ['ignore', 'ignore', stdio] });
    await waitHealthy(url, lb);
  } catch (e) {
    for (const p of [lb, ...procs]) p?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    url,
    servers: ports.map((p) => `http://127.0.0.1:${p}`),
    /** Kills server `i` at once (SIGKILL). */
    async kill(i) {
      procs[i].kill('SIGKILL');
      await gone(procs[i]);
    },
    /** Tells server `i` to stop (SIGTERM: the graceful stop) and waits until it has exited; answers its exit code. */
    async terminate(i) {
      procs[i].kill('SIGTERM');
      await gone(procs[i]);
      return procs[i].exitCode;
    },
    /** Starts server `i` again on its port. */
    restart: (i) => startServer(i),
    async stop() {
      lb.kill('SIGTERM');
      for (const p of procs) p.kill('SIGTERM');
      await Promise.all([gone(lb), ...procs.map(gone)]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, dflt) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : dflt;
  };
  const processes = arg('processes', 2);
  const port = arg('port', Number(process.env.PORT ?? 3000));
  try {
    const c = await startCluster({ processes, port });
    console.log(`Khela cluster: ${processes} server processes (${c.servers.join(', ')}) behind HAProxy at ${c.url}`);
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void c.stop().then(() => process.exit(0)));
  } catch (e) {
    console.error(`cluster: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  }
}
