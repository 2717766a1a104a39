import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, type TestApp } from './helpers';
import { fund, staffCall, staffLogin, startPaymentsApp } from './payments-fixtures';
import { createEvent, fundedPlayer, placed } from './exchange-fixtures';

/**
 * Issue 31: the exchange's house market maker is a platform account (`players.system_role`), not a player: it is not
 * listed among players, never receives an "every player" message, and its exposure is not in "Players' exposure":
 * the console shows it apart as the house's liquidity.
 */
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await startPaymentsApp();
  staff = await staffLogin(t.app);
});
afterAll(async () => t?.close());

describe('the market maker is a house account', () => {
  it('is not a player in the console list, the inbox audience or the exposure figure; its liquidity is shown apart', async () => {
    const k = t.app.khela;
    const maker = await k.uow.run((tx) => k.players.systemPlayer(tx, 'market_maker', 'BDT'));
    await fund(t.app, { username: 'khelamarketmaker' } as Parameters<typeof fund>[1], '100000.00');
    const p = await newPlayer(t.app);

    // The players list (newest first: the maker was made after the seed's players) shows the player, never the maker.
    const list = (await staffCall(t.app, staff, 'GET', '/api/backoffice/players?per_page=100')).json() as { data: { id: number; username: string }[]; total: number };
    expect(list.data.map((x) => x.username)).toContain(p.username);
    expect(list.data.map((x) => x.username)).not.toContain('khelamarketmaker');
    expect(list.data.map((x) => String(x.id))).not.toContain(String(maker));
    const search = (await staffCall(t.app, staff, 'GET', '/api/backoffice/players?q=khelamarketmaker')).json() as { total: number };
    expect(search.total).toBe(0);

    // "Every player": the maker gets no copy (and is not counted in the audience).
    const sent = await staffCall(t.app, staff, 'POST', '/api/backoffice/messages', { audience: { kind: 'all' }, title: 'Hello all', message: 'A message to every player' });
    expect(sent.statusCode, sent.body).toBe(200);
    const copies = await k.database.db.selectFrom('inbox_messages').select('player_id').where('title', '=', 'Hello all').execute();
    expect(copies.map((c) => String(c.player_id))).toContain(String(p.remoteId));
    expect(copies.map((c) => String(c.player_id))).not.toContain(String(maker));
    expect(sent.json().audience_size).toBe(copies.length);

    // Match Odds: the maker lays 2,000 at 2.0 (it risks 2,000); a player backs 350 of it.
    const ev = await createEvent(t.app, staff);
    await k.exchange.requote(BigInt(ev.marketId), maker, [{ runner: 0, side: 'lay', price: 200, size: 200000n }]);
    const backer = await fundedPlayer(t.app);
    await placed(t.app, backer, { market_id: ev.marketId, selection_id: ev.selections[0]!, side: 'back', price: 2, size: '350.00' });
    const rows = (await staffCall(t.app, staff, 'GET', `/api/backoffice/exchange/markets?event_id=${ev.eventId}`)).json() as {
      data: { id: string; players_exposure: string; house_liquidity: string }[];
    };
    const row = rows.data.find((r) => r.id === ev.marketId)!;
    // Players' exposure is the backer's 350 only; the maker's 2,000 is the house's liquidity.
    expect(row).toMatchObject({ players_exposure: '350.00', house_liquidity: '2000.00' });
  });
});
