import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiBase } from '../baseQuery';
import { backofficeApi } from './api';
import { staffCan } from './roles';
import { staffLoggedIn, staffLoggedOut } from './session';
import { createBackofficeStore } from './store';

const LOGIN = { token: 's'.repeat(43), role: 'finance' as const, username: 'cashier1', expires_at: new Date(Date.now() + 3600_000).toISOString() };

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('staff session', () => {
  it('sends the staff token and keeps the player session apart', async () => {
    setApiBase('http://console.test');
    const fetch = answer(200, { id: 3, username: 'cashier1', role: 'support' });
    vi.stubGlobal('fetch', fetch);
    const store = createBackofficeStore();
    store.dispatch(staffLoggedIn(LOGIN));
    await store.dispatch(backofficeApi.endpoints.boMe.initiate());
    const req = (fetch.mock.calls[0] as unknown as [Request])[0];
    expect(req.url).toBe('http://console.test/api/backoffice/me');
    expect(req.headers.get('authorization')).toBe(`Bearer ${LOGIN.token}`);
    // /me is the truth about the role.
    expect(store.getState().staffSession).toMatchObject({ username: 'cashier1', role: 'support' });
    expect(store.getState()).not.toHaveProperty('session');
  });

  it('a 401 on any console call logs the staff member out and drops the cache', async () => {
    setApiBase('http://console.test');
    vi.stubGlobal('fetch', answer(401, { message: 'Unauthenticated.', code: 'unauthorized' }));
    const store = createBackofficeStore();
    store.dispatch(staffLoggedIn(LOGIN));
    await store.dispatch(backofficeApi.endpoints.boDashboard.initiate());
    expect(store.getState().staffSession.token).toBeNull();
    expect(Object.keys(store.getState().backofficeApi.queries)).toHaveLength(0);
  });

  it('a wrong password at login is a message, not a logout loop', async () => {
    setApiBase('http://console.test');
    vi.stubGlobal('fetch', answer(401, { message: 'Invalid credentials', code: 'invalid_credentials' }));
    const store = createBackofficeStore();
    const r = await store.dispatch(backofficeApi.endpoints.boLogin.initiate({ username: 'admin', password: 'nope' }));
    expect(r.error).toMatchObject({ status: 401, data: { message: 'Invalid credentials' } });
    expect(store.getState().staffSession.token).toBeNull();
    expect(() => store.dispatch(staffLoggedOut())).not.toThrow();
  });
});

describe('roles', () => {
  it('mirrors the server: support reads, finance handles money, admin configures', () => {
    expect(staffCan('support', 'players.read')).toBe(true);
    expect(staffCan('support', 'deposits.manage')).toBe(false);
    expect(staffCan('finance', 'withdrawals.manage')).toBe(true);
    expect(staffCan('finance', 'config.manage')).toBe(false);
    expect(staffCan('admin', 'staff.manage')).toBe(true);
    expect(staffCan(null, 'dashboard.read')).toBe(false);
  });
});
