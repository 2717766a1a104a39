import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MESSAGES, type ChatMessagesResponse, type DeskChatDetail, type GetChatsResponse, type InboxPageResponse } from '@khela/domain';
import { bearer, newPlayer, onPostgres, type NewPlayer, type TestApp } from './helpers';
import { approveDeposit, deposit, newStaff, staffCall, staffLogin, startPaymentsApp, verifiedPlayer } from './payments-fixtures';
import { persistentDatabase, startExchangeApp, type ExchangeApp } from './exchange-fixtures';
import { openLive } from './live-client';

let t: TestApp;
let admin: string;
let host: string;
beforeAll(async () => {
  t = await startPaymentsApp();
  admin = await staffLogin(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  host = `127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t?.close());

const call = (p: NewPlayer, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(p.token), ...(payload !== undefined ? { payload: payload as object } : {}) });
const inboxOf = async (p: NewPlayer, page = 1) => (await call(p, 'GET', `/api/inbox?remote_id=${p.remoteId}&page=${page}`)).json() as InboxPageResponse;
const send = (token: string, payload: Record<string, unknown>) => staffCall(t.app, token, 'POST', '/api/backoffice/messages', payload);

/** A tiny valid PNG (1×1). */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000'.padEnd(130, '0'), 'hex');

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type: string }) {
  const boundary = '----khela' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('the inbox', () => {
  it('an operator writes to one player in English and Bangla; the player reads it in the spec shapes, scoped to them', async () => {
    const p = await newPlayer(t.app);
    const other = await newPlayer(t.app);
    const live = await openLive(host, p.token);
    const heard = live.next('inbox.changed');
    const r = await send(admin, { player_id: Number(p.remoteId), title: 'Welcome', message: 'Your first deposit gets a bonus today only', title_bn: 'স্বাগতম', message_bn: 'আজ প্রথম ডিপোজিটে বোনাস' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ audience_size: 1, broadcast: { status: 'sent', recipients: 1, read_count: 0, created_by: 'admin', audience: { kind: 'player' } } });
    expect(await heard).toEqual({ unread: 1 });
    live.ws.close();

    const page = await inboxOf(p);
    expect(page).toMatchObject({ success: true, unread: 1, data: { current_page: 1, last_page: 1, total: 1 } });
    const m = page.data.data[0]!;
    expect(m).toMatchObject({ kind: 'operator', title: 'Welcome', title_bn: 'স্বাগতম', message_bn: 'আজ প্রথম ডিপোজিটে বোনাস', is_read: false });
    expect((await call(p, 'GET', '/api/inbox/unread')).json()).toEqual({ success: true, unread: 1 });

    // Another player's id in remote_id is 403; their message ids are 403 whatever the call; an unknown id is 404.
    expect((await call(other, 'GET', `/api/inbox?remote_id=${p.remoteId}`)).statusCode).toBe(403);
    for (const [method, url] of [['GET', `/api/inbox/${m.id}`], ['PATCH', `/api/inbox/${m.id}/read`], ['DELETE', `/api/inbox/${m.id}`]] as const) {
      expect((await call(other, method, url)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(other, 'POST', '/api/inbox/bulk', { ids: [m.id], action: 'delete' })).statusCode).toBe(403);
    expect((await call(p, 'GET', '/api/inbox/999999999')).statusCode).toBe(404);
    expect((await call(p, 'GET', '/api/inbox/abc')).statusCode).toBe(404);
    expect((await inboxOf(other)).data.total).toBe(0);
    expect((await inboxOf(p)).unread).toBe(1);

    // Opening marks it read.
    const one = (await call(p, 'GET', `/api/inbox/${m.id}`)).json();
    expect(one).toMatchObject({ success: true, data: { title: 'Welcome', message: 'Your first deposit gets a bonus today only', is_read: true } });
    expect((await inboxOf(p)).unread).toBe(0);
    // Deleting is permanent.
    expect((await call(p, 'DELETE', `/api/inbox/${m.id}`)).json()).toEqual({ success: true, changed: 1, unread: 0 });
    expect((await call(p, 'GET', `/api/inbox/${m.id}`)).statusCode).toBe(404);
    expect((await inboxOf(p)).data.total).toBe(0);
  });

  it('the selection mode: bulk read and delete of the player’s own messages; bad bodies are 400s', async () => {
    const p = await newPlayer(t.app);
    for (let i = 0; i < 3; i++) expect((await send(admin, { player_id: Number(p.remoteId), title: `Note ${i}`, message: `Text ${i}` })).statusCode).toBe(200);
    const ids = (await inboxOf(p)).data.data.map((m) => m.id);
    expect(ids).toHaveLength(3);
    expect((await call(p, 'POST', '/api/inbox/bulk', { ids: ids.slice(0, 2), action: 'read' })).json()).toEqual({ success: true, changed: 2, unread: 1 });
    expect((await call(p, 'PATCH', `/api/inbox/${ids[2]}/read`)).json()).toEqual({ success: true, changed: 1, unread: 0 });
    expect((await call(p, 'POST', '/api/inbox/bulk', { ids, action: 'delete' })).json()).toEqual({ success: true, changed: 3, unread: 0 });
    for (const bad of [{ ids: [], action: 'read' }, { ids: [1], action: 'burn' }, { ids: ['x'], action: 'read' }, { ids: [1], action: 'read', extra: 1 }]) {
      expect((await call(p, 'POST', '/api/inbox/bulk', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('the console checks what it sends: titles, texts, audiences, times, roles', async () => {
    const p = await newPlayer(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ player_id: Number(p.remoteId), title: ' ', message: 'x' }, MESSAGES.inboxTitleRequired],
      [{ player_id: Number(p.remoteId), title: 'x'.repeat(151), message: 'x' }, MESSAGES.inboxTitleRequired],
      [{ player_id: Number(p.remoteId), title: 'T', message: '' }, MESSAGES.inboxMessageRequired],
      [{ title: 'T', message: 'M' }, MESSAGES.inboxAudienceInvalid],
      [{ audience: { kind: 'segment', currency: 'USD' }, title: 'T', message: 'M' }, MESSAGES.inboxAudienceInvalid],
      [{ audience: { kind: 'segment', registered_from: '2026-02-30x' }, title: 'T', message: 'M' }, MESSAGES.inboxAudienceInvalid],
      [{ audience: { kind: 'everyone' }, title: 'T', message: 'M' }, MESSAGES.inboxAudienceInvalid],
      [{ player_id: 987654321, title: 'T', message: 'M' }, MESSAGES.inboxAudienceInvalid],
      [{ player_id: Number(p.remoteId), title: 'T', message: 'M', send_at: '2020-01-01T00:00:00Z' }, MESSAGES.inboxSendAtInvalid],
      [{ player_id: Number(p.remoteId), title: 'T', message: 'M', send_at: 'tomorrow' }, MESSAGES.inboxSendAtInvalid],
    ];
    for (const [body, message] of cases) {
      const r = await send(admin, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(422);
      expect(r.json().message).toBe(message);
    }
    expect((await send(admin, { player_id: Number(p.remoteId), title: 'T', message: 'M', colour: 'red' })).statusCode).toBe(400);
    // Finance reads what was sent but cannot send; no session is 401.
    const finance = (await newStaff(t.app, admin, 'finance')).token;
    expect((await send(finance, { player_id: Number(p.remoteId), title: 'T', message: 'M' })).statusCode).toBe(403);
    expect((await staffCall(t.app, finance, 'GET', '/api/backoffice/messages')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/backoffice/messages', payload: { title: 'T' } })).statusCode).toBe(401);
    expect((await inboxOf(p)).data.total).toBe(0);
  });

  it('a scheduled message waits for its time (or is cancelled); the job sends it once', async () => {
    const p = await newPlayer(t.app);
    const later = new Date(Date.now() + 3600_000).toISOString();
    const r = await send(admin, { player_id: Number(p.remoteId), title: 'Later', message: 'In an hour', send_at: later });
    expect(r.json().broadcast).toMatchObject({ status: 'scheduled', recipients: 0, sent_at: null });
    const c = await send(admin, { player_id: Number(p.remoteId), title: 'Cancelled', message: 'Never', send_at: later });
    const cancelled = await staffCall(t.app, admin, 'POST', `/api/backoffice/messages/${c.json().broadcast.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await staffCall(t.app, admin, 'POST', `/api/backoffice/messages/${c.json().broadcast.id}/cancel`)).statusCode).toBe(409);
    expect(await t.app.khela.inbox.runDue()).toBe(0);
    expect((await inboxOf(p)).data.total).toBe(0);
    // Its time comes.
    await sql`UPDATE inbox_broadcasts SET send_at = now() - interval '1 second' WHERE status = 'scheduled'`.execute(t.app.khela.database.db);
    expect(await t.app.khela.inbox.runDue()).toBeGreaterThanOrEqual(1);
    expect(await t.app.khela.inbox.runDue()).toBe(0);
    expect((await inboxOf(p)).data.data.map((m) => m.title)).toEqual(['Later']);
    const list = (await staffCall(t.app, admin, 'GET', '/api/backoffice/messages?status=sent')).json();
    expect(list.data.find((b: { id: number }) => b.id === r.json().broadcast.id)).toMatchObject({ status: 'sent', recipients: 1 });
  });

  it('platform events write their message in their transaction, in English and Bangla', async () => {
    const p = await verifiedPlayer(t.app);
    const d = (await deposit(t.app, p, { amount: '1000' })).json() as { data?: { id: number }; id?: number };
    const id = d.data?.id ?? d.id!;
    expect((await approveDeposit(t.app, admin, id)).statusCode).toBe(200);
    const [m] = (await inboxOf(p)).data.data;
    expect(m).toMatchObject({ kind: 'system', title: MESSAGES.depositConfirmedTitle, title_bn: 'ডিপোজিট নিশ্চিত হয়েছে' });
    expect(m!.message_bn).toContain('১,০০০.০০ BDT');
  });

  it('a segment of 10,000 players gets its copies from one set-based statement', async () => {
    const db = t.app.khela.database.db;
    const tag = Math.random().toString(36).slice(2, 7);
    // 10,000 INR players registered on one Dhaka day in 2001 (so no other test's players fall in the segment).
    await sql`
      INSERT INTO players (username, phone, email, password_hash, currency, referral_code, created_at)
      SELECT 'sg' || ${tag} || lpad(i::text, 5, '0'), '01' || lpad((500000000 + i)::text, 9, '0'), 'sg' || ${tag} || i || '@example.com', 'x', 'INR',
             'R' || ${tag} || i, timestamptz '2001-05-05 10:00:00+06'
      FROM generate_series(1, 10000) AS i`.execute(db);
    const audience = { kind: 'segment', currency: 'INR', registered_from: '2001-05-05', registered_to: '2001-05-05', deposited: false };
    expect((await staffCall(t.app, admin, 'POST', '/api/backoffice/messages/audience', { audience })).json()).toEqual({ audience_size: 10_000 });
    const started = performance.now();
    const r = await send(admin, { audience, title: 'Segment', message: 'To ten thousand players', title_bn: 'সেগমেন্ট', message_bn: 'দশ হাজার খেলোয়াড়কে' });
    const ms = performance.now() - started;
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().broadcast).toMatchObject({ status: 'sent', recipients: 10_000 });
    // Measured, not asserted (benchmarks print figures; tests do not time).
    console.info(`[support] fan-out to 10,000 players: ${ms.toFixed(0)} ms on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`);
    const copies = await sql<{ n: number }>`SELECT count(*)::int AS n FROM inbox_messages WHERE broadcast_id = ${r.json().broadcast.id}`.execute(db);
    expect(copies.rows[0]!.n).toBe(10_000);
    // The VIP-level segment: none of them has points, so level 0 holds all of them and level 1 none.
    expect((await staffCall(t.app, admin, 'POST', '/api/backoffice/messages/audience', { audience: { ...audience, vip_levels: [1] } })).json()).toEqual({ audience_size: 0 });
    expect((await staffCall(t.app, admin, 'POST', '/api/backoffice/messages/audience', { audience: { ...audience, vip_levels: [0] } })).json()).toEqual({ audience_size: 10_000 });
  }, 120_000);
});

describe('the support chat', () => {
  it('a player opens the conversation, writes; an agent answers live; read marks and typing go both ways', async () => {
    const p = await newPlayer(t.app);
    const other = await newPlayer(t.app);
    // POST chats opens the conversation with the desk whatever user_two_id says; again answers the same one.
    const o = await call(p, 'POST', '/api/chats', { user_one_id: Number(p.remoteId), user_two_id: 424242 });
    expect(o.statusCode, o.body).toBe(200);
    const chatId = o.json().chat.id as number;
    expect(o.json().chat).toMatchObject({ status: 'open', created: true });
    expect((await call(p, 'POST', '/api/chats', { user_one_id: Number(p.remoteId), user_two_id: 1 })).json().chat).toEqual({ id: chatId, status: 'open', created: false });
    expect((await call(p, 'POST', '/api/chats', { user_one_id: Number(other.remoteId), user_two_id: 1 })).statusCode).toBe(403);

    // Players see the agent's display name, never the login (issue 31): the administrator names themself "Rima".
    const named = await staffCall(t.app, admin, 'PATCH', '/api/backoffice/me', { display_name: '  Rima  ' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ username: 'admin', display_name: 'Rima' });
    const desk = await openLive(host, admin, 'staff-auth');
    const player = await openLive(host, p.token);
    // Empty or whitespace messages are refused; sender_id of someone else is ignored (the token decides).
    for (const content of ['', '   \n ']) {
      const r = await call(p, 'POST', '/api/messages', { chat_id: chatId, sender_id: 1, content });
      expect(r.statusCode).toBe(422);
      expect(r.json().message).toBe(MESSAGES.chatEmpty);
    }
    expect((await call(p, 'POST', '/api/messages', { chat_id: chatId, content: 'x'.repeat(2001) })).json().message).toBe(MESSAGES.chatTooLong);
    const deskHeard = desk.next('desk.chat');
    const sent = await call(p, 'POST', '/api/messages', { chat_id: chatId, sender_id: 1, content: '  My deposit is not credited  ', client_id: 'c-1' });
    expect(sent.statusCode, sent.body).toBe(200);
    const msg = sent.json().data;
    expect(msg).toMatchObject({ chat_id: chatId, sender: 'player', sender_id: Number(p.remoteId), content: 'My deposit is not credited', image: null });
    expect(await deskHeard).toMatchObject({ chat_id: chatId, what: 'message', message: { id: msg.id } });
    // The player's other tabs hear their own message too.
    expect(await player.next('chat.message')).toMatchObject({ chat_id: chatId, message: { id: msg.id } });
    // A retried send (same client id) answers the same message.
    expect((await call(p, 'POST', '/api/messages', { chat_id: chatId, content: 'My deposit is not credited', client_id: 'c-1' })).json().data.id).toBe(msg.id);

    // Another player cannot read, mark or write in it.
    expect((await call(other, 'GET', `/api/chats/${chatId}/messages`)).statusCode).toBe(403);
    expect((await call(other, 'POST', `/api/chats/${chatId}/read`)).statusCode).toBe(403);
    expect((await call(other, 'POST', '/api/messages', { chat_id: chatId, content: 'hi' })).statusCode).toBe(403);
    expect((await call(p, 'GET', '/api/chats/99999999/messages')).statusCode).toBe(404);

    // The desk's queue: waiting, with the player's context beside the thread.
    const queue = (await staffCall(t.app, admin, 'GET', '/api/backoffice/support/chats?queue=waiting')).json();
    expect(queue.data.find((c: { id: number }) => c.id === chatId)).toMatchObject({ username: p.username, unread: 1, assigned_to: null });
    expect(queue.counts.waiting).toBeGreaterThanOrEqual(1);
    const detail = (await staffCall(t.app, admin, 'GET', `/api/backoffice/support/chats/${chatId}`)).json() as DeskChatDetail;
    expect(detail.player).toMatchObject({ username: p.username, balance: '0.00', currency: 'BDT', vip_level: 'Normal', deposits: [], withdrawals: [] });
    expect(detail.messages.map((m) => m.content)).toEqual(['My deposit is not credited']);

    // Typing, player → desk and agent → player.
    const deskTyping = desk.next('chat.typing');
    player.ws.send(JSON.stringify({ type: 'typing', chat_id: chatId }));
    expect(await deskTyping).toEqual({ chat_id: chatId, who: 'player', name: null });
    const playerTyping = player.next('chat.typing');
    desk.ws.send(JSON.stringify({ type: 'typing', chat_id: chatId }));
    expect(await playerTyping).toEqual({ chat_id: chatId, who: 'agent', name: 'Rima' });

    // The agent reads (the player hears it) and answers (the player's socket gets the message); it becomes theirs.
    const readHeard = player.next('chat.read');
    expect((await staffCall(t.app, admin, 'POST', `/api/backoffice/support/chats/${chatId}/read`)).json()).toEqual({ success: true, last_read_id: msg.id });
    expect(await readHeard).toEqual({ chat_id: chatId, who: 'agent', last_read_id: msg.id });
    const reply = await staffCall(t.app, admin, 'POST', `/api/backoffice/support/chats/${chatId}/messages`, { content: 'Checking it now', client_id: 'a-1' });
    expect(reply.statusCode, reply.body).toBe(200);
    const pushed = await player.next('chat.message');
    expect(pushed).toMatchObject({ chat_id: chatId, message: { sender: 'agent', sender_name: 'Rima', content: 'Checking it now', sender_id: 1 } });
    const chats = (await call(p, 'GET', '/api/get-chats')).json() as GetChatsResponse;
    expect(chats).toMatchObject({ unread: 1, chats: [{ chat_id: chatId, other_user: 'Rima', status: 'open', last_message: { content: 'Checking it now' } }] });
    // Nothing the player gets names the login.
    for (const seen of [pushed, chats]) expect(JSON.stringify(seen)).not.toMatch(/"admin"/);

    // The player reads the thread: the desk hears the read mark.
    const deskRead = desk.next('chat.read');
    const thread = (await call(p, 'GET', `/api/chats/${chatId}/messages`)).json() as ChatMessagesResponse;
    expect(thread.messages.map((m) => [m.sender, m.content])).toEqual([['player', 'My deposit is not credited'], ['agent', 'Checking it now']]);
    expect(JSON.stringify(thread)).not.toMatch(/"admin"/);
    // The agents have seen everything up to their own reply (the player's ticks read it).
    expect(thread.agent_read_id).toBe(reply.json().data.id);
    expect(await deskRead).toEqual({ chat_id: chatId, who: 'player', last_read_id: reply.json().data.id });
    expect(((await call(p, 'GET', '/api/get-chats')).json() as GetChatsResponse).unread).toBe(0);

    // Closed by the agent (the player hears it); the player's next message reopens it.
    const statusHeard = player.next('chat.status');
    expect((await staffCall(t.app, admin, 'POST', `/api/backoffice/support/chats/${chatId}/close`)).json()).toMatchObject({ status: 'closed' });
    expect(await statusHeard).toEqual({ chat_id: chatId, status: 'closed' });
    expect((await call(p, 'POST', '/api/messages', { chat_id: chatId, content: 'One more thing' })).statusCode).toBe(200);
    expect(((await call(p, 'GET', '/api/get-chats')).json() as GetChatsResponse).chats[0]!.status).toBe('open');
    desk.ws.close();
    player.ws.close();
  });

  it('images: sniffed by their bytes and size-limited; served by an unguessable key', async () => {
    const p = await newPlayer(t.app);
    const chatId = (await call(p, 'POST', '/api/chats', { user_one_id: Number(p.remoteId) })).json().chat.id as number;
    const ok = multipart({ chat_id: String(chatId), content: 'Here is my receipt' }, { name: 'r.png', data: PNG, type: 'image/png' });
    const r = await t.app.inject({ method: 'POST', url: '/api/messages', headers: { ...bearer(p.token), ...ok.headers }, payload: ok.payload });
    expect(r.statusCode, r.body).toBe(200);
    const image = r.json().data.image as string;
    expect(image).toMatch(/^\/api\/chat-images\/[0-9a-f]{32}$/);
    const got = await t.app.inject({ method: 'GET', url: image });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: '/api/chat-images/' + '0'.repeat(32) })).statusCode).toBe(404);
    // A text file called .png is refused by its bytes; an image alone (no text) is a message.
    const fake = multipart({ chat_id: String(chatId), content: 'x' }, { name: 'r.png', data: Buffer.from('not an image at all'), type: 'image/png' });
    const bad = await t.app.inject({ method: 'POST', url: '/api/messages', headers: { ...bearer(p.token), ...fake.headers }, payload: fake.payload });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(MESSAGES.chatImageType);
    const big = multipart({ chat_id: String(chatId), content: '' }, { name: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), type: 'image/png' });
    const tooBig = await t.app.inject({ method: 'POST', url: '/api/messages', headers: { ...bearer(p.token), ...big.headers }, payload: big.payload });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().message).toBe(MESSAGES.chatImageTooLarge);
    const alone = multipart({ chat_id: String(chatId), content: '' }, { name: 'r.png', data: PNG, type: 'image/png' });
    expect((await t.app.inject({ method: 'POST', url: '/api/messages', headers: { ...bearer(p.token), ...alone.headers }, payload: alone.payload })).statusCode).toBe(200);
  });

  it('a reply the player did not read within a minute also reaches their inbox, once', async () => {
    const p = await newPlayer(t.app);
    const chatId = (await call(p, 'POST', '/api/chats', { user_one_id: Number(p.remoteId) })).json().chat.id as number;
    await call(p, 'POST', '/api/messages', { chat_id: chatId, content: 'Hello?' });
    await staffCall(t.app, admin, 'POST', `/api/backoffice/support/chats/${chatId}/messages`, { content: 'Hello, how can we help?' });
    // Not yet a minute: nothing.
    await t.app.khela.chat.runAway(new Date());
    expect((await inboxOf(p)).data.total).toBe(0);
    const later = new Date(Date.now() + 61_000);
    expect(await t.app.khela.chat.runAway(later)).toBeGreaterThanOrEqual(1);
    expect(await t.app.khela.chat.runAway(later)).toBe(0);
    const [m] = (await inboxOf(p)).data.data;
    expect(m).toMatchObject({ kind: 'system', title: MESSAGES.chatReplyTitle });
    expect(m!.message).toContain('Hello, how can we help?');
    // The inbox names the agent by display name (or the desk), never by login.
    expect(m!.message).not.toContain('admin');
  });

  it('staff display names: set by the administrator, edited by the staff member; never the login; an unnamed agent is the desk', async () => {
    const created = await staffCall(t.app, admin, 'POST', '/api/backoffice/staff', { username: 'auditagent', password: 'a-long-password-1', role: 'support', display_name: 'Nadia' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ username: 'auditagent', display_name: 'Nadia' });
    const id = created.json().id as number;
    expect((await staffCall(t.app, admin, 'GET', '/api/backoffice/staff')).json().find((s: { id: number }) => s.id === id)).toMatchObject({ display_name: 'Nadia' });
    const asLogin = await staffCall(t.app, admin, 'PATCH', `/api/backoffice/staff/${id}`, { display_name: 'AuditAgent' });
    expect(asLogin.statusCode).toBe(422);
    expect(asLogin.json().message).toBe(MESSAGES.staffDisplayNameIsLogin);
    expect((await staffCall(t.app, admin, 'PATCH', `/api/backoffice/staff/${id}`, { display_name: 'x'.repeat(41) })).json().message).toBe(MESSAGES.staffDisplayNameInvalid);
    const agent = (await t.app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { username: 'auditagent', password: 'a-long-password-1' } })).json().token as string;
    // A display-name change by the administrator keeps the member's sessions; the member edits their own.
    expect((await staffCall(t.app, admin, 'PATCH', `/api/backoffice/staff/${id}`, { display_name: 'Nadia K.' })).json()).toMatchObject({ display_name: 'Nadia K.' });
    expect((await staffCall(t.app, agent, 'GET', '/api/backoffice/me')).json()).toMatchObject({ username: 'auditagent', display_name: 'Nadia K.' });
    expect((await staffCall(t.app, agent, 'PATCH', '/api/backoffice/me', { display_name: '' })).json()).toMatchObject({ display_name: '' });

    // With no display name the player sees the desk, not the login.
    const p = await newPlayer(t.app);
    const chatId = (await call(p, 'POST', '/api/chats', { user_one_id: Number(p.remoteId) })).json().chat.id as number;
    await call(p, 'POST', '/api/messages', { chat_id: chatId, content: 'Hello?' });
    expect((await staffCall(t.app, agent, 'POST', `/api/backoffice/support/chats/${chatId}/messages`, { content: 'Hi, how can I help?' })).statusCode).toBe(200);
    const chats = (await call(p, 'GET', '/api/get-chats')).json() as GetChatsResponse;
    expect(chats.chats[0]).toMatchObject({ other_user: 'Support', last_message: { sender: 'agent', sender_name: null } });
    const thread = (await call(p, 'GET', `/api/chats/${chatId}/messages`)).json();
    expect(JSON.stringify([chats, thread])).not.toContain('auditagent');
  });

  it('a player flooding the desk is slowed down (429 with Retry-After)', async () => {
    const app = await startPaymentsApp({ rateLimitScale: 1 });
    try {
      const p = await newPlayer(app.app);
      const chatId = (await app.app.inject({ method: 'POST', url: '/api/chats', headers: bearer(p.token), payload: {} })).json().chat.id as number;
      const codes: number[] = [];
      for (let i = 0; i < 31; i++) codes.push((await app.app.inject({ method: 'POST', url: '/api/messages', headers: bearer(p.token), payload: { chat_id: chatId, content: `m${i}` } })).statusCode);
      expect(codes.slice(0, 30)).toEqual(Array(30).fill(200));
      const last = await app.app.inject({ method: 'POST', url: '/api/messages', headers: bearer(p.token), payload: { chat_id: chatId, content: 'again' } });
      expect(last.statusCode).toBe(429);
      expect(last.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
    }
  });

  it('roles: finance cannot answer chats; support cannot edit canned replies; admins can', async () => {
    const support = (await newStaff(t.app, admin, 'support')).token;
    const finance = (await newStaff(t.app, admin, 'finance')).token;
    expect((await staffCall(t.app, finance, 'GET', '/api/backoffice/support/chats')).statusCode).toBe(403);
    expect((await staffCall(t.app, support, 'GET', '/api/backoffice/support/chats?queue=open')).statusCode).toBe(200);
    const canned = (await staffCall(t.app, support, 'GET', '/api/backoffice/support/canned')).json();
    expect(canned.length).toBeGreaterThanOrEqual(4);
    expect((await staffCall(t.app, support, 'POST', '/api/backoffice/support/canned', { title: 'Hi', body: 'Hello' })).statusCode).toBe(403);
    const made = await staffCall(t.app, admin, 'POST', '/api/backoffice/support/canned', { title: 'Bye', body: 'Goodbye!', body_bn: 'বিদায়!' });
    expect(made.json()).toMatchObject({ title: 'Bye', body_bn: 'বিদায়!' });
    expect((await staffCall(t.app, admin, 'POST', '/api/backoffice/support/canned', { title: '', body: 'x' })).json().message).toBe(MESSAGES.cannedInvalid);
    expect((await staffCall(t.app, admin, 'DELETE', `/api/backoffice/support/canned/${made.json().id}`)).json()).toEqual({ success: true });
    // A finance socket does not join the desk.
    await expect(openLive(host, finance, 'staff-auth')).rejects.toThrow(/closed 4401/);
  });
});

/** Two processes on one PostgreSQL with Redis: the player's socket on one, the agent on the other. */
describe.runIf(onPostgres && Boolean(process.env.TEST_REDIS_URL))('the chat across two processes (PostgreSQL + Redis)', () => {
  let db: Awaited<ReturnType<typeof persistentDatabase>>;
  let a: ExchangeApp;
  let b: ExchangeApp;
  beforeAll(async () => {
    db = await persistentDatabase();
    a = await startExchangeApp(db, { redisUrl: process.env.TEST_REDIS_URL });
    b = await startExchangeApp(db, { redisUrl: process.env.TEST_REDIS_URL });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await db?.drop();
  });

  it("the agent answers through B; the player's socket on A hears it, and the desk socket on A hears the player", async () => {
    const hostA = `127.0.0.1:${(a.app.server.address() as { port: number }).port}`;
    const p = await newPlayer(a.app);
    const staffB = await staffLogin(b.app);
    const staffA = await staffLogin(a.app);
    const chatId = (await a.app.inject({ method: 'POST', url: '/api/chats', headers: bearer(p.token), payload: {} })).json().chat.id as number;
    const player = await openLive(hostA, p.token);
    const desk = await openLive(hostA, staffA, 'staff-auth');
    const deskHeard = desk.next('desk.chat');
    expect((await b.app.inject({ method: 'POST', url: '/api/messages', headers: bearer(p.token), payload: { chat_id: chatId, content: 'From B' } })).statusCode).toBe(200);
    expect(await deskHeard).toMatchObject({ chat_id: chatId, what: 'message', message: { content: 'From B' } });
    expect(await player.next('chat.message')).toMatchObject({ message: { content: 'From B', sender: 'player' } });
    const heard = player.next('chat.message');
    expect((await staffCall(b.app, staffB, 'POST', `/api/backoffice/support/chats/${chatId}/messages`, { content: 'Answered on B' })).statusCode).toBe(200);
    expect(await heard).toMatchObject({ chat_id: chatId, message: { content: 'Answered on B', sender: 'agent' } });
    player.ws.close();
    desk.ws.close();
  });
});
