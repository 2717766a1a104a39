import { expect } from 'vitest';
import { apiCaptcha, baseUrl, outboxCode, uniquePhone, uniqueUser } from './browser';

/** A JSON call as the apps make it (`headers`: e.g. the captcha cookie of a sign-up), with its status. */
export async function api<T>(method: 'GET' | 'POST' | 'PUT', path: string, token?: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; data: T }> {
  const r = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await r.text();
  return { status: r.status, data: (text ? JSON.parse(text) : null) as T };
}

/** The answer of a call that must succeed (200). */
export async function ok<T>(p: Promise<{ status: number; data: T }>): Promise<T> {
  const r = await p;
  expect(r.status, JSON.stringify(r.data)).toBe(200);
  return r.data;
}

/** A player who signed up (captcha solved, 18+ confirmed), logged in and verified their phone (what a deposit needs). */
export async function verifiedPlayer(opts: { prefix: string; name: string; birthday?: string }) {
  const username = uniqueUser(opts.prefix);
  const password = 'secret123';
  const phone = uniquePhone();
  const { captcha, headers } = await apiCaptcha();
  await ok(
    api(
      'POST',
      '/api/v1/create-players',
      undefined,
      { username, password, confirmPassword: password, name: opts.name, phone, email: `${username}@example.com`, currency: 'BDT', status: 'active', captcha, age_confirmed: true },
      headers,
    ),
  );
  const login = await ok(api<{ token: string; remote_id: number }>('POST', '/api/login', undefined, { username, password }));
  await ok(api('POST', '/api/send-verification-code', login.token, { phone }));
  await ok(api('POST', '/api/verify-phone-number', login.token, { verification_code: await outboxCode(`88${phone}`) }));
  if (opts.birthday) await ok(api('POST', '/api/user/profile/update', login.token, { dofb: opts.birthday }));
  return { username, phone, token: login.token, id: login.remote_id };
}
