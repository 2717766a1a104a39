import WebSocket from 'ws';

/** Opens /ws, authenticates, resolves with a reader of the next events. */
export function openLive(host: string, token: string, authType: 'auth' | 'staff-auth' = 'auth'): Promise<{ ws: WebSocket; next: (event: string) => Promise<unknown>; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://${host}/ws`);
    const queue: { event: string; data: unknown }[] = [];
    const waiters: { event: string; resolve: (d: unknown) => void }[] = [];
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { event: string; data: unknown };
      const i = waiters.findIndex((w) => w.event === m.event);
      if (i >= 0) waiters.splice(i, 1)[0]!.resolve(m.data);
      else queue.push(m);
      if (m.event === 'ready') resolve({ ws, next, closed });
    });
    ws.on('open', () => ws.send(JSON.stringify({ type: authType, token })));
    ws.on('error', reject);
    closed.then((code) => reject(new Error(`closed ${code}`)));
    function next(event: string): Promise<unknown> {
      const i = queue.findIndex((q) => q.event === event);
      if (i >= 0) return Promise.resolve(queue.splice(i, 1)[0]!.data);
      return new Promise((r, rej) => {
        waiters.push({ event, resolve: r });
        setTimeout(() => rej(new Error(`no ${event} within 10 s`)), 10_000);
      });
    }
  });
}

