import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('public content', () => {
  it('logo record with real image files under /storage', async () => {
    const logos = (await get('/api/logo')).json();
    expect(logos).toHaveLength(1);
    for (const key of ['logo', 'mobile_logo', 'loader_logo', 'favicon']) {
      const file = await get(`/storage/${logos[0][key]}`);
      expect(file.statusCode, key).toBe(200);
      expect(file.headers['content-type']).toContain('image/svg+xml');
      expect(file.headers['cache-control']).toMatch(/max-age=\d+/);
      expect(file.body).toContain('<svg');
    }
  });

  it('general settings as the spec lists them', async () => {
    const [g] = (await get('/api/general')).json();
    expect(g).toMatchObject({ site_title: 'Khela', site_status: 1, withdrawal_status: 1 });
    for (const k of ['whatsapp', 'live_chat', 'intercom', 'tawk_id', 'support_mail']) expect(typeof g[k]).toBe('string');
    expect(Array.isArray(g.notice)).toBe(true);
    expect(g.notice.length).toBeGreaterThan(0);
    expect(g.maintenance_notice).toMatchObject({ title: expect.any(String), start_date: expect.any(String), end_date: expect.any(String) });
  });

  it('sliders of each type with images that exist', async () => {
    const sliders = (await get('/api/sliders')).json() as { slider_type: string; thubmnail: string; status: string }[];
    for (const type of ['Main', 'Favourite', 'Features']) expect(sliders.some((s) => s.slider_type === type)).toBe(true);
    for (const s of sliders) {
      expect(s.status).toBe('active');
      expect((await get(`/storage/${s.thubmnail}`)).statusCode).toBe(200);
    }
  });

  it('social links WhatsApp, Facebook, Telegram and e-mail', async () => {
    const links = (await get('/api/sociallink')).json() as { name: string }[];
    expect(links.map((l) => l.name)).toEqual(['WhatsApp', 'Facebook', 'Telegram', 'Email']);
  });

  it('promotions with categories and the spelt-so deposit_bouns, and one by id', async () => {
    const list = (await get('/api/promotion')).json() as { id: number; categories: number[]; deposit_bouns: number; status: string; max_bonus: string }[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.every((p) => ['active', 'display'].includes(p.status))).toBe(true);
    expect(list[0]!.categories).toContain(99);
    expect(list[0]!.deposit_bouns).toBe(100);
    expect(list[0]!.max_bonus).toBe('10000.00');
    const one = await get(`/api/promotions/${list[0]!.id}`);
    expect(one.json()).toEqual(list[0]);
  });

  it('seeding is idempotent: a second start on the same data adds nothing', async () => {
    const before = (await get('/api/sliders')).json().length;
    if (t.config.databaseUrl) {
      const again = await buildApp(t.config);
      await again.close();
    }
    expect((await get('/api/sliders')).json().length).toBe(before);
  });

  it('creates one staff administrator', async () => {
    const staff = await t.app.khela.database.db.selectFrom('staff').select(['username', 'role', 'password_hash']).execute();
    expect(staff).toHaveLength(1);
    expect(staff[0]).toMatchObject({ username: 'admin', role: 'admin' });
    expect(staff[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });
});
