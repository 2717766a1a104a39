// A load generator in its own process (so it does not share the measured server's event loop): autocannon with
// `connections` keep-alive connections for `seconds`, each request carrying one of `tokens` at random.
//   node bench/load.mjs '{"url":"http://127.0.0.1:1234/api/balance","method":"POST","body":"{}","tokens":["…"],"connections":100,"seconds":10}'
// `bodyTemplate` instead of `body`: each request's body with every `{{id}}` replaced by a new unique id (a game
// round's request_id).
// Prints one JSON line: { perSec, p50, p99, errors, non2xx, statuses } (statuses: the count of each status that was
// not 2xx).
import autocannon from 'autocannon';

const o = JSON.parse(process.argv[2]);
const tokens = o.tokens ?? [];
let seq = 0;
const headers = { 'content-type': 'application/json' };
const result = await autocannon({
  url: o.url,
  method: o.method ?? 'GET',
  body: o.body,
  headers,
  connections: o.connections ?? 100,
  duration: o.seconds ?? 10,
  requests: [
    {
      setupRequest: (req) => {
        const out = o.bodyTemplate ? { ...req, body: o.bodyTemplate.replaceAll('{{id}}', `l${process.pid}x${(seq++).toString(36).padStart(6, '0')}`) } : req;
        if (tokens.length === 0) return out;
        const token = tokens[Math.floor(Math.random() * tokens.length)];
        return { ...out, headers: { ...headers, authorization: `Bearer ${token}` } };
      },
    },
  ],
});
console.log(
  JSON.stringify({
    perSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, s]) => [code, s.count])),
  }),
);
