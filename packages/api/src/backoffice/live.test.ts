import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiBase } from '../baseQuery';
import { staffLoggedIn } from './session';
import { createBackofficeStore } from './store';
import { liveBackofficeApi } from './live';

const LOGIN = { token: 't'.repeat(43), role: 'admin' as const, username: 'admin', expires_at: new Date(Date.now() + 3600_000).toISOString() };

function recorder(body: unknown = {}) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
}

function signedIn() {
  setApiBase('http://console.test');
  const store = createBackofficeStore();
  store.dispatch(staffLoggedIn(LOGIN));
  return store;
}

async function sent(fetch: ReturnType<typeof recorder>, i = 0): Promise<{ url: string; method: string; body: unknown }> {
  const req = (fetch.mock.calls[i] as unknown as [Request])[0];
  const text = await req.clone().text();
  return { url: req.url, method: req.method, body: text ? JSON.parse(text) : null };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('live tables in the console', () => {
  it('reads the report for Dhaka days and a table\'s rounds page by page, leaving unset filters out', async () => {
    const fetch = recorder({ from: '2026-05-01', to: '2026-05-02', tables: [], games: [] });
    vi.stubGlobal('fetch', fetch);
    const store = signedIn();
    await store.dispatch(liveBackofficeApi.endpoints.boLiveReport.initiate({ from: '2026-05-01', to: '2026-05-02' }));
    await store.dispatch(liveBackofficeApi.endpoints.boLiveRounds.initiate({ table: '7', page: 2, per_page: 25, from: undefined }));
    await store.dispatch(liveBackofficeApi.endpoints.boLiveRound.initiate('901'));
    expect((await sent(fetch, 0)).url).toBe('http://console.test/api/backoffice/live-tables/report?from=2026-05-01&to=2026-05-02');
    expect((await sent(fetch, 1)).url).toBe('http://console.test/api/backoffice/live-tables/7/rounds?page=2&per_page=25');
    expect((await sent(fetch, 2)).url).toBe('http://console.test/api/backoffice/live-rounds/901');
  });

  it('changes a table with only the fields given, and voids a round with the reason', async () => {
    const fetch = recorder({ id: '7' });
    vi.stubGlobal('fetch', fetch);
    const store = signedIn();
    await store.dispatch(liveBackofficeApi.endpoints.boUpdateLiveTable.initiate({ id: '7', body: { betting_ms: 20_000, chips: ['10.00', '50.00'] } }));
    await store.dispatch(liveBackofficeApi.endpoints.boCreateLiveTable.initiate({ game_code: 'lucky-7', name: 'Lucky 7 B', name_bn: 'লাকি ৭ বি', min_bet: '10.00', max_bet: '5000.00', chips: ['10.00'], house_cap: '100000.00' }));
    await store.dispatch(liveBackofficeApi.endpoints.boVoidLiveRound.initiate({ id: '901', reason: 'dealer shoe jammed' }));
    expect(await sent(fetch, 0)).toEqual({ url: 'http://console.test/api/backoffice/live-tables/7', method: 'PATCH', body: { betting_ms: 20_000, chips: ['10.00', '50.00'] } });
    expect(await sent(fetch, 1)).toMatchObject({ url: 'http://console.test/api/backoffice/live-tables', method: 'POST', body: { game_code: 'lucky-7', chips: ['10.00'] } });
    expect(await sent(fetch, 2)).toEqual({ url: 'http://console.test/api/backoffice/live-rounds/901/void', method: 'POST', body: { reason: 'dealer shoe jammed' } });
  });
});
