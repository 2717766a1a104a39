import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers';
import { staffCall, staffLogin, startPaymentsApp } from './payments-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startPaymentsApp();
});
afterAll(() => t?.close());

const footer = () => t.app.inject({ method: 'GET', url: '/api/footer/payment-methods' });

describe('GET /api/footer/payment-methods', () => {
  it("lists the active methods' names and logos without a sign-in, and drops a method the operator turns off", async () => {
    const r = await footer();
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=60');
    const { data } = r.json() as { data: { name: string; icon: string }[] };
    // The seed's four methods, in the console order, Nagad and Rocket included; nothing but the name and the logo.
    expect(data.map((m) => m.name)).toEqual(['bKash', 'Nagad', 'Rocket', 'Upay']);
    for (const m of data) expect(Object.keys(m).sort()).toEqual(['icon', 'name']);
    expect(data[0]!.icon).toBe('images/payments/bkash.svg');

    const admin = await staffLogin(t.app);
    const methods = (await staffCall(t.app, admin, 'GET', '/api/backoffice/payment-methods')).json() as { id: number; name: string }[];
    const rocket = methods.find((m) => m.name === 'Rocket')!;
    const off = await staffCall(t.app, admin, 'PATCH', `/api/backoffice/payment-methods/${rocket.id}`, { status: 'inactive' });
    expect(off.statusCode, off.body).toBe(200);
    expect(((await footer()).json() as { data: { name: string }[] }).data.map((m) => m.name)).toEqual(['bKash', 'Nagad', 'Upay']);
    const on = await staffCall(t.app, admin, 'PATCH', `/api/backoffice/payment-methods/${rocket.id}`, { status: 'active' });
    expect(on.statusCode, on.body).toBe(200);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, { get?: unknown }> };
    expect(doc.paths['/api/footer/payment-methods']?.get).toBeTruthy();
  });
});
