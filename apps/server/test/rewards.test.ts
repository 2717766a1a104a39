import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MESSAGES, dhakaToday, type ReferralInfo, type ReferralRewardRow, type VipStatus } from '@khela/domain';
import { bearer, expectLedgerClean, newPlayer, type NewPlayer, type TestApp } from './helpers';
import { balance, fund, newStaff, staffLogin, startPaymentsApp } from './payments-fixtures';
import { launch, play } from './games-fixtures';
import { acted, createEvent, placed } from './exchange-fixtures';
import { openLive } from './live-client';

let t: TestApp;
let admin: string;
let host: string;
beforeAll(async () => {
  t = await startPaymentsApp({ rewardsOpenDay: true });
  admin = await staffLogin(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address() as { port: number };
  host = `127.0.0.1:${addr.port}`;
});
afterAll(() => t?.close());
afterEach(() => expectLedgerClean(t.app));

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const vipOf = async (p: NewPlayer) => (await get(`/api/vip?remote_id=${p.remoteId}`, p.token)).json() as VipStatus;
const referralOf = async (p: NewPlayer) => (await get(`/api/referral?remote_id=${p.remoteId}`, p.token)).json() as ReferralInfo;
const codeOf = async (p: NewPlayer) => ((await get('/api/user/show', p.token)).json() as { referral_code: string }).referral_code;

/** Stakes `times` × `amount` on Dice (settled at once, win or lose). */
async function stake(p: NewPlayer, amount: string, times: number) {
  const s = await launch(t.app, p, 'dice');
  for (let i = 0; i < times; i++) await play(t.app, s, amount, { target: 50, direction: 'under' });
}

async function runDay(day = dhakaToday(), token = admin) {
  return t.app.inject({ method: 'POST', url: '/api/backoffice/referral/runs', headers: bearer(token), payload: { day } });
}

describe('VIP points', () => {
  it('settled stakes earn VP once per round at the game type rate; levels and history read them', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app, p, '5000');
    // The player's open pages hear of it over /ws (and refetch).
    const live = await openLive(host, p.token);
    const heard = live.next('rewards.changed');
    await stake(p, '100', 5);
    expect(await heard).toEqual({ what: 'vip' });
    live.ws.close();
    // 5 × 100 taka at 1 VP per 100 taka = 5.00 VP.
    let v = await vipOf(p);
    expect(v).toMatchObject({ points: '5.00', vip_coin: 5, month_earned: '5.00', level: { level: 0, name: 'Normal' }, convert: { min_vp: 10, rate: '0.40', enabled: true } });
    expect(v.next).toMatchObject({ level: 1, name: 'Elite I', threshold: 1000, remaining: '995.00' });
    expect(v.progress).toBe(0.5);
    // A retried bet (same request id) answers the same round and earns nothing more.
    const s = await launch(t.app, p, 'dice');
    await play(t.app, s, '33.33', { target: 50, direction: 'under' }, 'same-request-1');
    await play(t.app, s, '33.33', { target: 50, direction: 'under' }, 'same-request-1');
    v = await vipOf(p);
    expect(v.points).toBe('5.33');
    const h = (await get(`/api/vip/history?remote_id=${p.remoteId}`, p.token)).json() as { data: { month: string; earned: string; turnover: string }[] };
    expect(h.data).toEqual([{ month: dhakaToday().slice(0, 7), earned: '5.33', turnover: '533.33', level: { level: 0, name: 'Normal', name_bn: 'সাধারণ' } }]);
    const rec = (await get(`/api/vip/records?remote_id=${p.remoteId}&type=received`, p.token)).json() as { data: { points: string; turnover: string; game_type: string }[]; total: number };
    expect(rec.total).toBe(6);
    expect(rec.data[0]).toMatchObject({ points: '0.33', turnover: '33.33' });
    expect((await get('/api/user/show', p.token)).json()).toMatchObject({ vip_coin: 5, cash_bonus: '0.00' });
  });

  it('a rate changed elsewhere (another process, the database) counts from the next round: the points are priced again', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app, p, '1000');
    await stake(p, '100', 1); // priced at the rate this process has read: 1 VP per 100 taka
    const db = t.app.khela.database.db;
    await sql`UPDATE vip_rates SET rate = rate * 3`.execute(db);
    try {
      await stake(p, '100', 1); // the stored rate is now 3 VP per 100 taka
    } finally {
      await sql`UPDATE vip_rates SET rate = rate / 3`.execute(db);
    }
    await stake(p, '100', 1);
    expect((await vipOf(p)).points).toBe('5.00');
  });

  it('converts whole VP at the operator rate: minimum 10, never more than held, a request id once', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app, p, '5000');
    await stake(p, '500', 3); // 15 VP
    const before = await balance(t.app, p);
    const conv = (q: string) => get(`/api/convert-vipcoin?remote_id=${p.remoteId}&${q}`, p.token);
    let r = await conv('vip_coin=9');
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(MESSAGES.vpNotEnough);
    expect((await conv('vip_coin=1.5')).statusCode).toBe(422);
    r = await conv('vip_coin=10&request_id=convert-once-1');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ success: MESSAGES.vpConverted, amount: '4.00', vip_coin: 5 });
    r = await conv('vip_coin=10&request_id=convert-once-1');
    expect(r.json()).toEqual({ success: MESSAGES.vpConverted, amount: '4.00', vip_coin: 5 });
    expect(await balance(t.app, p)).toBe((Number(before) + 4).toFixed(2));
    r = await conv('vip_coin=10');
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(MESSAGES.vpTooMany);
    const used = (await get(`/api/vip/records?remote_id=${p.remoteId}&type=used`, p.token)).json() as { data: { kind: string; points: string; amount: string }[] };
    expect(used.data).toEqual([expect.objectContaining({ kind: 'convert', points: '-10.00', amount: '4.00' })]);
    const other = await newPlayer(t.app);
    expect((await get(`/api/convert-vipcoin?remote_id=${other.remoteId}&vip_coin=10`, p.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/convert-vipcoin?vip_coin=10' })).statusCode).toBe(401);
  });

  it('a settled exchange market earns each player VP on the money they had at risk in it at the SPORTS rate, once', async () => {
    const backer = await newPlayer(t.app);
    const layer = await newPlayer(t.app);
    await fund(t.app, backer, '5000');
    await fund(t.app, layer, '5000');
    const ev = await createEvent(t.app, admin);
    const [bd, ind] = ev.selections as [string, string];
    await placed(t.app, layer, { market_id: ev.marketId, selection_id: bd, side: 'lay', price: 2, size: '1000.00' });
    await placed(t.app, backer, { market_id: ev.marketId, selection_id: bd, side: 'back', price: 2, size: '400.00' });
    expect((await vipOf(backer)).points).toBe('0.00'); // matched, not settled yet
    await acted(t.app, admin, ev.marketId, 'settle', { winner_selection_id: ind });
    await acted(t.app, admin, ev.marketId, 'settle', { winner_selection_id: ind });
    // 400 matched at 2.0: each side risked 400, at 0.50 VP per 100 = 2.00 VP each (the layer's unmatched 600 lapses
    // and earns nothing).
    expect((await vipOf(backer)).points).toBe('2.00');
    expect((await vipOf(layer)).points).toBe('2.00');
  });

  it('twenty parallel conversions of the same VP move them once', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app, p, '5000');
    await stake(p, '1000', 1); // 10 VP
    const rs = await Promise.all(Array.from({ length: 20 }, () => get(`/api/convert-vipcoin?remote_id=${p.remoteId}&vip_coin=10`, p.token)));
    expect(rs.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.statusCode === 422)).toHaveLength(19);
    expect((await vipOf(p)).points).toBe('0.00');
  });
});

describe('referral rewards', () => {
  it('a three-level chain: the day pays each upline at its tier rate, once, however often it runs; claims move it once', async () => {
    // Higher rates than the default so that one day's play pays above the claim minimum (worked example below).
    const settings = (await t.app.inject({ method: 'GET', url: '/api/backoffice/rewards/settings', headers: bearer(admin) })).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/backoffice/rewards/settings',
      headers: bearer(admin),
      payload: { ...settings, updated_at: undefined, rates: settings.rates.map((r: { game_type: string; rate: number }) => ({ game_type: r.game_type, rate: r.rate })), tiers: [{ turnover: '100.00', rates_bp: [1000, 500, 100] }], reason: 'test rates' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const a = await newPlayer(t.app);
    const b = await newPlayer(t.app, { referral_code: await codeOf(a) });
    const c = await newPlayer(t.app, { referral_code: await codeOf(b) });
    const d = await newPlayer(t.app, { referral_code: await codeOf(c) });
    expect((await referralOf(a)).downline).toEqual({ level1: 1, level2: 1, level3: 1 });
    await fund(t.app, d, '5000');
    await stake(d, '250', 4); // 1,000 taka of turnover = 100,000 poisha
    await fund(t.app, b, '500');
    await stake(b, '50', 1); // 50 taka: not above 100, pays nothing
    // 100,000 × 1000 bp = 10,000 poisha to C; × 500 = 5,000 to B; × 100 = 1,000 to A.
    const runs = await Promise.all([runDay(), runDay()]);
    expect(runs.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(runs.map((r) => r.json().created).sort()).toEqual([false, true]);
    expect(runs[0]!.json()).toMatchObject({ players: 1, referrers: 3, turnover: '1000.00', total: '160.00' });
    expect((await runDay()).json().created).toBe(false);
    expect((await referralOf(c)).cash_bonus).toBe('100.00');
    expect((await referralOf(b)).cash_bonus).toBe('50.00');
    expect((await referralOf(a)).cash_bonus).toBe('10.00');
    const board = (await get(`/api/referral/rewards?remote_id=${b.remoteId}`, b.token)).json() as { data: ReferralRewardRow[] };
    expect(board.data).toEqual([
      { id: expect.any(String), date: dhakaToday(), turnover: '1000.00', cashReward: '50.00', status: 'credited', details: [{ level: 2, player: expect.stringContaining('***'), turnover: '1000.00', rate: '5.00%', reward: '50.00' }] },
    ]);
    // Twenty parallel claims: one moves the whole bonus, the others find nothing left.
    const before = await balance(t.app, c);
    const claims = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: '/api/cash-claim', headers: bearer(c.token) })));
    expect(claims.filter((r) => r.statusCode === 200).map((r) => r.json())).toEqual([{ message: MESSAGES.bonusClaimed, amount: '100.00' }]);
    expect(claims.filter((r) => r.statusCode === 422).map((r) => r.json().message)).toEqual(Array(19).fill(MESSAGES.cashClaimMinimum));
    expect(await balance(t.app, c)).toBe((Number(before) + 100).toFixed(2));
    expect((await referralOf(c)).cash_bonus).toBe('0.00');
    const claimed = (await get(`/api/referral/rewards?remote_id=${c.remoteId}`, c.token)).json() as { data: ReferralRewardRow[] };
    expect(claimed.data[0]!.status).toBe('claimed');
    // A's 10.00 is exactly the minimum: claimable. Nothing to claim is refused with the spec's text.
    expect((await t.app.inject({ method: 'POST', url: '/api/cash-claim', headers: bearer(a.token), payload: {} })).statusCode).toBe(200);
    const none = await t.app.inject({ method: 'POST', url: '/api/cash-claim', headers: bearer(d.token) });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('You need at least 10 to claim all.');
    // The console: the run, the rewards, the tree; support reads but cannot run or change.
    const list = (await t.app.inject({ method: 'GET', url: `/api/backoffice/referral/rewards?player_id=${b.remoteId}`, headers: bearer(admin) })).json();
    expect(list.data[0]).toMatchObject({ player_id: b.remoteId, cashReward: '50.00' });
    const tree = (await t.app.inject({ method: 'GET', url: `/api/backoffice/referral/tree/${b.remoteId}`, headers: bearer(admin) })).json();
    expect(tree.upline).toEqual([{ level: 1, id: a.remoteId, username: a.username }]);
    expect(tree.levels.map((l: { count: number }) => l.count)).toEqual([1, 1, 0]);
    expect(tree.levels[1].players[0]).toMatchObject({ id: d.remoteId, turnover_30d: '1000.00' });
    const support = await newStaff(t.app, admin, 'support');
    expect((await runDay(dhakaToday(), support.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/backoffice/referral/runs', headers: bearer(support.token) })).statusCode).toBe(200);
  });

  it('refuses days that have not ended (without the test hook) and bad days; bad settings by field', async () => {
    expect((await runDay('2026-02-30')).json().errors.day).toEqual([MESSAGES.referralBadDay]);
    expect((await runDay('2999-01-01')).json().errors.day).toEqual([MESSAGES.referralDayOpen]);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/backoffice/rewards/settings',
      headers: bearer(admin),
      payload: { convert_min_vp: 0, vp_rate: 'x', referral_enabled: true, levels: [{ level: 1, name: 'A', name_bn: 'A', threshold: 5 }], rates: [{ game_type: 'NOPE', rate: 1 }], tiers: [{ turnover: '1', rates_bp: [1, 2] }], reason: '' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['convert_min_vp', 'levels', 'rates', 'reason', 'tiers', 'vp_rate']);
  });
});
