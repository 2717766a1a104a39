/**
 * What a phone downloads per minute while it watches an in-play cricket market, measured on the wire (TCP bytes read and
 * written by the client's sockets, headers and framing included, gzip as a browser asks for it):
 *   - push: our market page with its socket up: the first reads (match odds, event, score), then the `market:{id}` and
 *     `event:{id}` rooms' pushes, and the safety-net conditional re-reads every 15 s (EXCHANGE_LIVE_SAFETY_POLL_MS);
 *   - poll (observed): the observed site's page: `match-odds/{id}` and `event/{id}` every 300 ms, unconditional;
 *   - poll (ETag): our page while its socket is down: the same every 300 ms with If-None-Match (a 304 when unchanged).
 * The three run side by side on the same simulated match (a ball every EXCHANGE_SIM_STEP_MS, 5 s by default as on the
 * demo site, with the house's liquidity requoting on every ball), so they see the same changes.
 *
 *   cd apps/server && npx tsx bench/exchange-bytes.bench.ts      (embedded PGlite; TEST_DATABASE_URL to use PostgreSQL)
 *
 * Settings (env): BENCH_SECONDS (60), EXCHANGE_SIM_STEP_MS (5000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { num } from './scratch';

const SECONDS = num('BENCH_SECONDS', 60);
const STEP_MS = num('EXCHANGE_SIM_STEP_MS', 5000);
const POLL_MS = 300;
const SAFETY_MS = 15_000;

/** An HTTP client on one keep-alive socket that counts its bytes on the wire. */
class Client {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly sockets = new Set<Socket>();
  private readonly etags = new Map<string, string>();
  requests = 0;
  notModified = 0;

  constructor(
    private readonly base: string,
    private readonly conditional: boolean,
  ) {}

  get(path: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json', 'user-agent': 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36' };
      const tag = this.etags.get(path);
      if (this.conditional && tag) headers['if-none-match'] = tag;
      const req = http.get(`${this.base}${path}`, { agent: this.agent, headers }, (res) => {
        this.requests++;
        if (res.statusCode === 304) this.notModified++;
        const etag = res.headers.etag;
        if (etag) this.etags.set(path, etag);
        res.resume();
        res.on('end', resolve);
        res.on('error', reject);
      });
      req.on('socket', (s) => this.sockets.add(s));
      req.on('error', reject);
    });
  }

  bytes(): { down: number; up: number } {
    let down = 0;
    let up = 0;
    for (const s of this.sockets) {
      down += s.bytesRead;
      up += s.bytesWritten;
    }
    return { down, up };
  }

  close() {
    this.agent.destroy();
  }
}

const kib = (b: number) => `${(b / 1024).toFixed(1)} KiB`;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'khela-xbytes-'));
  const app = await buildApp(
    loadConfig(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'bench-admin-password',
        EXCHANGE_FEED: 'simulator',
        EXCHANGE_SIM_SPORTS: 'cricket',
        EXCHANGE_SIM_MATCHES: '1',
        EXCHANGE_SIM_STEP_MS: String(STEP_MS),
        CRASH_ENGINE: '0',
      },
      { databaseUrl: process.env.TEST_DATABASE_URL || undefined },
    ),
  );
  try {
    await app.ready();
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    // An in-play cricket match with its Match Odds market.
    let market: { MarketId: string | null; EventId: string } | undefined;
    for (let i = 0; i < 600 && !market; i++) {
      const events = (await (await fetch(`${base}/api/sports-events/cricket`)).json()) as { MarketId: string | null; EventId: string; inplay: boolean }[];
      market = events.find((e) => e.inplay && e.MarketId);
      if (!market) await new Promise((r) => setTimeout(r, 100));
    }
    if (!market?.MarketId) throw new Error('no in-play cricket market came up');
    const reads = [`/api/match-odds/${market.MarketId}`, `/api/event/${market.EventId}`];
    console.log(
      `exchange bytes bench: one in-play cricket market (a ball every ${STEP_MS / 1000} s), ${SECONDS} s, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}; bytes on the wire, gzip`,
    );

    const until = Date.now() + SECONDS * 1000;
    const pollLoop = async (c: Client) => {
      while (Date.now() < until) {
        const t = Date.now();
        await Promise.all(reads.map((r) => c.get(r)));
        await new Promise((r) => setTimeout(r, Math.max(0, POLL_MS - (Date.now() - t))));
      }
    };

    // Push: the page's first reads, the rooms, the safety net.
    const push = new Client(base, true);
    await Promise.all([...reads, `/api/score/board/${market.EventId}`].map((r) => push.get(r)));
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, { perMessageDeflate: true, headers: { 'user-agent': 'bench' } });
    let pushes = 0;
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.on('message', () => pushes++);
    ws.send(JSON.stringify({ type: 'subscribe', room: `market:${market.MarketId}` }));
    ws.send(JSON.stringify({ type: 'subscribe', room: `event:${market.EventId}` }));
    const safety = (async () => {
      while (Date.now() + SAFETY_MS < until) {
        await new Promise((r) => setTimeout(r, SAFETY_MS));
        await Promise.all([...reads, `/api/score/board/${market.EventId}`].map((r) => push.get(r)));
      }
    })();

    const observed = new Client(base, false);
    const etag = new Client(base, true);
    await Promise.all([pollLoop(observed), pollLoop(etag), safety]);

    const sock = (ws as unknown as { _socket: Socket })._socket;
    const pushBytes = { down: push.bytes().down + sock.bytesRead, up: push.bytes().up + sock.bytesWritten };
    const perMin = (b: number) => (b * 60) / SECONDS;
    const row = (name: string, b: { down: number; up: number }, extra: string) =>
      console.log(`  ${name.padEnd(16)} ${kib(perMin(b.down)).padStart(11)} down/min  ${kib(perMin(b.up)).padStart(10)} up/min   ${extra}`);
    row('push (ours)', pushBytes, `${pushes} pushes, ${push.requests} HTTP reads (${push.notModified} not modified)`);
    row('poll (observed)', observed.bytes(), `${observed.requests} HTTP reads`);
    row('poll (ETag)', etag.bytes(), `${etag.requests} HTTP reads (${etag.notModified} not modified)`);
    const total = (b: { down: number; up: number }) => b.down + b.up;
    console.log(
      `  push uses ${((100 * total(pushBytes)) / total(observed.bytes())).toFixed(1)} % of the observed 300 ms polling's bytes (down + up), ` +
        `${((100 * total(pushBytes)) / total(etag.bytes())).toFixed(1)} % of polling with ETags`,
    );
    ws.close();
    push.close();
    observed.close();
    etag.close();
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
