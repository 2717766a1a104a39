import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** What one load run measured (bench/load.mjs). */
export interface Load {
  perSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** How many of each status that was not 2xx. */
  statuses?: Record<string, number>;
}

/**
 * Runs the load generator in its own process (the measured server keeps its event loop): `connections` keep-alive
 * connections for `seconds`, POSTing `body` (or `bodyTemplate`, `{{id}}` new each request) with a random token.
 */
export async function load(spec: { url: string; tokens: string[]; connections: number; seconds: number; body?: string; bodyTemplate?: string }): Promise<Load> {
  const { stdout } = await promisify(execFile)(process.execPath, [join(import.meta.dirname, 'load.mjs'), JSON.stringify({ method: 'POST', body: '{}', ...spec })], {
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as Load;
}

/** One printed row: rate, latencies, the share of a yardstick measured in the same run, errors. */
export function line(label: string, r: Load, yard?: Load): string {
  return (
    `  ${label}: ${r.perSec.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${yard ? `, ${((r.perSec / yard.perSec) * 100).toFixed(1)} % of the yardstick` : ''}` +
    `${r.errors || r.non2xx ? ` (${r.errors} errors, ${r.non2xx} not 2xx${r.non2xx ? `: ${Object.entries(r.statuses ?? {}).map(([code, n]) => `${n}× ${code}`).join(', ')}` : ''})` : ''}`
  );
}
