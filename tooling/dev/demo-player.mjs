#!/usr/bin/env node
/**
 * A funded player on a development server, for trying screens by hand or taking screenshots:
 *   node tooling/dev/demo-player.mjs [http://127.0.0.1:3000] [amount]
 * Signs up (solving the captcha through the dev-only /dev/captcha), logs in, credits `amount` (default 10000.00)
 * through the dev-only /dev/wallet/adjust, and prints JSON {username, password, token, remote_id}. To be logged in
 * in a browser, set localStorage `token`, `remote_id` and `username` to those values before the app loads.
 */
const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const amount = process.argv[3] ?? '10000.00';

async function call(method, path, body, headers = {}) {
  const r = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await r.json().catch(() => ({}));
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(json)}`);
  return json;
}

const img = await fetch(`${base}/captcha`);
const cookie = (img.headers.get('set-cookie') ?? '').split(';')[0];
const { answer } = await call('GET', `/dev/captcha/${cookie.split('=')[1]}`);
const tag = Math.random().toString(36).slice(2, 8);
const username = `demo${tag}`;
const password = 'secret123';
const phone = `17${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
await call(
  'POST',
  '/api/v1/create-players',
  { username, password, confirmPassword: password, name: 'Demo Player', phone, email: `${username}@example.com`, currency: 'BDT', status: 'active', captcha: answer, age_confirmed: true },
  { cookie },
);
const login = await call('POST', '/api/login', { username, password });
await call('POST', '/dev/wallet/adjust', { username, amount });
console.log(JSON.stringify({ username, password, token: login.token, remote_id: login.remote_id }));
