import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from './helpers';
import { openLive } from './live-client';
import { getJson, postJson, signUpOver, startProcesses, type Processes } from './processes';

/**
 * Two real server processes on one PostgreSQL database with Redis fan-out, as behind a load balancer:
 * a balance change made through one process reaches a socket held by the other.
 */
const enabled = onPostgres && Boolean(process.env.TEST_REDIS_URL);

describe.runIf(enabled)('two server processes over PostgreSQL + Redis', () => {
  let procs: Processes;
  beforeAll(async () => {
    // Both at once: migrations and the seed must cope with a race.
    procs = await startProcesses(2, { REDIS_URL: process.env.TEST_REDIS_URL, ADMIN_PASSWORD: 'admin-password-123' });
  }, 120_000);
  afterAll(() => procs?.close());

  it('delivers balance.changed from one process to a socket on the other', async () => {
    const [a, b] = procs.urls as [string, string];
    const username = `multi${Date.now().toString(36)}`.slice(0, 16);
    // Signs up on one process (its captcha answered through that process's outside-production helper), logs in on the other.
    await signUpOver(a, username);
    const login = await postJson(`${b}/api/login`, { username, password: 'secret123' });
    expect(login.status).toBe(200);
    const live = await openLive(b.replace('http://', ''), login.body.token as string);
    const adj = await postJson(`${a}/dev/wallet/adjust`, { username, amount: '250' });
    expect(adj.status).toBe(200);
    expect(await live.next('balance.changed')).toEqual({ balance: '250.00' });
    live.ws.close();
    const sliders = (await (await fetch(`${b}/api/sliders`)).json()) as unknown[];
    expect(sliders.length).toBe(13); // seeded once, not twice
  });

  it('a token logged out on one process fails at once on the other, though the other had it in its session cache', async () => {
    const [a, b] = procs.urls as [string, string];
    const username = `sess${Date.now().toString(36)}`.slice(0, 16);
    const player = await signUpOver(a, username);
    const auth = { authorization: `Bearer ${player.token}` };
    // B reads the token twice: the second answer comes from its cache (SESSION_CACHE_MS is on with Redis).
    expect((await postJson(`${b}/api/balance`, {}, auth)).status).toBe(200);
    expect((await postJson(`${b}/api/balance`, {}, auth)).status).toBe(200);
    expect((await postJson(`${a}/api/logout`, {}, auth)).status).toBe(200);
    // The revocation went out on the bus after its commit and before A answered: B drops the entry first.
    expect((await postJson(`${b}/api/balance`, {}, auth)).status).toBe(401);
    expect((await postJson(`${a}/api/balance`, {}, auth)).status).toBe(401);
  });

  it('a game session cached on one process fails at once on it when the site session logs out, or the game is withdrawn, on the other', async () => {
    const [a, b] = procs.urls as [string, string];
    const launchOn = async (token: string, remoteId: string, gameCode: string) => {
      const run = await postJson(`${a}/api/game-run`, { userId: Number(remoteId), externalURL: 'http://localhost/', isMobileLogin: true, gameCode, gameType: 'EGAME', platform: 'KHELA' }, { authorization: `Bearer ${token}` });
      expect(run.status).toBe(200);
      const started = await postJson(`${b}/api/games/session`, { launch: new URL(run.body.url as string, 'http://x').searchParams.get('launch') });
      expect(started.status).toBe(200);
      return started.body as { token: string; game: { id: number } };
    };
    const fairOnB = async (token: string) => (await getJson(`${b}/api/games/fair`, { authorization: `Bearer ${token}` })).status;
    const player = await signUpOver(a, `gsess${Date.now().toString(36)}`.slice(0, 16));
    const dice = await launchOn(player.token, player.remoteId, 'dice');
    // B reads the game token twice: the second answer comes from its game-session cache (on with Redis).
    expect(await fairOnB(dice.token)).toBe(200);
    expect(await fairOnB(dice.token)).toBe(200);
    expect((await postJson(`${a}/api/logout`, {}, { authorization: `Bearer ${player.token}` })).status).toBe(200);
    expect(await fairOnB(dice.token)).toBe(401);

    const other = await signUpOver(a, `gcat${Date.now().toString(36)}`.slice(0, 16));
    const keno = await launchOn(other.token, other.remoteId, 'keno');
    expect(await fairOnB(keno.token)).toBe(200);
    expect(await fairOnB(keno.token)).toBe(200);
    const staff = await postJson(`${a}/api/backoffice/login`, { username: 'admin', password: 'admin-password-123' });
    const patch = (status: string) =>
      fetch(`${a}/api/backoffice/games/${keno.game.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.body.token as string}` },
        body: JSON.stringify({ status }),
      });
    expect((await patch('inactive')).status).toBe(200);
    expect(await fairOnB(keno.token)).toBe(401);
    expect((await patch('active')).status).toBe(200);
    expect(await fairOnB(keno.token)).toBe(200);
  });

  it('a balance cached on one process shows a money move made on the other at once', async () => {
    const [a, b] = procs.urls as [string, string];
    const username = `bal${Date.now().toString(36)}`.slice(0, 16);
    const player = await signUpOver(a, username);
    const auth = { authorization: `Bearer ${player.token}` };
    // B reads it twice: the second answer comes from its memory (BALANCE_CACHE_MS is on with Redis).
    for (let i = 0; i < 2; i++) expect((await postJson(`${b}/api/balance`, {}, auth)).body).toEqual({ balance: '0.00' });
    expect((await postJson(`${a}/dev/wallet/adjust`, { username, amount: '42.50' })).status).toBe(200);
    // A published balance.changed after its commit and before it answered: B drops the figure first.
    expect((await postJson(`${b}/api/balance`, {}, auth)).body).toEqual({ balance: '42.50' });
  });

  it('carries the support chat both ways: a player on one process, the agent on the other', async () => {
    const [a, b] = procs.urls as [string, string];
    const username = `chat${Date.now().toString(36)}`.slice(0, 16);
    const player = await signUpOver(a, username);
    const staff = (await postJson(`${b}/api/backoffice/login`, { username: 'admin', password: 'admin-password-123' })).body.token as string;
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    // The player's socket on A, the agent's desk socket on B.
    const playerLive = await openLive(a.replace('http://', ''), player.token);
    const deskLive = await openLive(b.replace('http://', ''), staff, 'staff-auth');
    const chatId = (await postJson(`${a}/api/chats`, { user_one_id: Number(player.remoteId), user_two_id: 1 }, auth(player.token))).body.chat as { id: number };
    // The desk on B hears the conversation open on A, then its first message.
    expect(await deskLive.next('desk.chat')).toEqual({ chat_id: chatId.id, what: 'opened' });
    const deskHeard = deskLive.next('desk.chat');
    expect((await postJson(`${a}/api/messages`, { chat_id: chatId.id, content: 'Hello from A' }, auth(player.token))).status).toBe(200);
    expect(await deskHeard).toMatchObject({ chat_id: chatId.id, what: 'message', message: { content: 'Hello from A', sender: 'player' } });
    expect(await playerLive.next('chat.message')).toMatchObject({ message: { content: 'Hello from A' } });
    const replyHeard = playerLive.next('chat.message');
    expect((await postJson(`${b}/api/backoffice/support/chats/${chatId.id}/messages`, { content: 'Answered on B' }, auth(staff))).status).toBe(200);
    expect(await replyHeard).toMatchObject({ chat_id: chatId.id, message: { content: 'Answered on B', sender: 'agent', sender_name: null } });
    playerLive.ws.close();
    deskLive.ws.close();
  });
});
