import { sql } from 'kysely';
import type { Tx } from '../db/unit-of-work';

export interface ChatRow {
  id: bigint;
  player_id: bigint;
  status: 'open' | 'closed';
  assigned_to: bigint | null;
  waiting_since: Date | null;
  last_message_id: bigint | null;
  player_read_id: bigint;
  agent_read_id: bigint;
  created_at: Date;
  updated_at: Date;
  closed_at: Date | null;
}

export interface MessageRow {
  id: bigint;
  chat_id: bigint;
  sender: 'player' | 'agent' | 'system';
  staff_id: bigint | null;
  staff_name: string | null;
  content: string;
  image: string | null;
  created_at: Date;
}

const MESSAGE_PAGE = 50;

/** The support chat's tables: support_chats, support_messages, support_images, support_canned. */
export class ChatRepository {
  chat(tx: Tx, id: bigint): Promise<ChatRow | undefined> {
    return tx.selectFrom('support_chats').selectAll().where('id', '=', id).executeTakeFirst() as Promise<ChatRow | undefined>;
  }

  lockChat(tx: Tx, id: bigint): Promise<ChatRow | undefined> {
    return tx.selectFrom('support_chats').selectAll().where('id', '=', id).forNoKeyUpdate().executeTakeFirst() as Promise<ChatRow | undefined>;
  }

  /** The player's open conversation, opened now if there is none (one open per player: a UNIQUE partial index). */
  async openFor(tx: Tx, playerId: bigint): Promise<{ chat: ChatRow; created: boolean }> {
    const made = await sql<ChatRow>`
      INSERT INTO support_chats (player_id) VALUES (${playerId})
      ON CONFLICT (player_id) WHERE status = 'open' DO NOTHING
      RETURNING *`.execute(tx);
    if (made.rows[0]) return { chat: made.rows[0], created: true };
    const open = await tx.selectFrom('support_chats').selectAll().where('player_id', '=', playerId).where('status', '=', 'open').executeTakeFirstOrThrow();
    return { chat: open as ChatRow, created: false };
  }

  async openChatOf(tx: Tx, playerId: bigint): Promise<ChatRow | undefined> {
    return (await tx.selectFrom('support_chats').selectAll().where('player_id', '=', playerId).where('status', '=', 'open').executeTakeFirst()) as ChatRow | undefined;
  }

  /** The player's conversations, newest activity first, with their unread agent messages. */
  async playerChats(tx: Tx, playerId: bigint) {
    return tx
      .selectFrom('support_chats as c')
      .leftJoin('staff as s', 's.id', 'c.assigned_to')
      .selectAll('c')
      .select([
        // The player's list: the agent's display name, never the login (half of a staff member's credentials).
        sql<string | null>`nullif(s.display_name, '')`.as('assigned_name'),
        sql<number>`(SELECT count(*)::int FROM support_messages m WHERE m.chat_id = c.id AND m.sender = 'agent' AND m.id > c.player_read_id)`.as('unread'),
      ])
      .where('c.player_id', '=', playerId)
      .orderBy('c.updated_at', 'desc')
      .limit(50)
      .execute();
  }

  async messagesById(tx: Tx, ids: bigint[]): Promise<MessageRow[]> {
    if (ids.length === 0) return [];
    return this.messageQuery(tx).where('m.id', 'in', ids).execute() as Promise<MessageRow[]>;
  }

  private messageQuery(tx: Tx) {
    return tx
      .selectFrom('support_messages as m')
      .leftJoin('staff as s', 's.id', 'm.staff_id')
      // Messages go to the player as they are to the desk: the agent's display name, never the login.
      .select(['m.id', 'm.chat_id', 'm.sender', 'm.staff_id', sql<string | null>`nullif(s.display_name, '')`.as('staff_name'), 'm.content', 'm.image', 'm.created_at']);
  }

  /** The newest messages (before `before`), oldest first, and whether older ones exist. */
  async thread(tx: Tx, chatId: bigint, before?: bigint): Promise<{ messages: MessageRow[]; has_more: boolean }> {
    let q = this.messageQuery(tx).where('m.chat_id', '=', chatId);
    if (before !== undefined) q = q.where('m.id', '<', before);
    const rows = (await q.orderBy('m.id', 'desc').limit(MESSAGE_PAGE + 1).execute()) as MessageRow[];
    const has_more = rows.length > MESSAGE_PAGE;
    return { messages: rows.slice(0, MESSAGE_PAGE).reverse(), has_more };
  }

  /** A message, or the one the same client id already wrote (a retried send): `created` says which. */
  async insertMessage(
    tx: Tx,
    m: { chat_id: bigint; sender: 'player' | 'agent'; staff_id: bigint | null; content: string; image: string | null; client_id: string | null },
  ): Promise<{ id: bigint; created: boolean }> {
    const r = await sql<{ id: bigint }>`
      INSERT INTO support_messages (chat_id, sender, staff_id, content, image, client_id)
      VALUES (${m.chat_id}, ${m.sender}, ${m.staff_id}, ${m.content}, ${m.image}, ${m.client_id})
      ON CONFLICT (chat_id, sender, client_id) WHERE client_id IS NOT NULL DO NOTHING
      RETURNING id`.execute(tx);
    if (r.rows[0]) return { id: r.rows[0].id, created: true };
    const old = await tx
      .selectFrom('support_messages')
      .select('id')
      .where('chat_id', '=', m.chat_id)
      .where('sender', '=', m.sender)
      .where('client_id', '=', m.client_id!)
      .executeTakeFirstOrThrow();
    return { id: old.id, created: false };
  }

  /** After a player's message: the conversation is (re)opened, waits for an answer since now if it did not already. */
  async afterPlayerMessage(tx: Tx, chatId: bigint, messageId: bigint): Promise<ChatRow> {
    return (await tx
      .updateTable('support_chats')
      .set({
        last_message_id: messageId,
        player_read_id: sql`greatest(player_read_id, ${messageId})`,
        waiting_since: sql`coalesce(waiting_since, now())`,
        status: 'open',
        closed_at: null,
        updated_at: sql`now()`,
      })
      .where('id', '=', chatId)
      .returningAll()
      .executeTakeFirstOrThrow()) as ChatRow;
  }

  /** After an agent's reply: answered (no longer waiting), taken by that agent if no one had it. */
  async afterAgentMessage(tx: Tx, chatId: bigint, messageId: bigint, staffId: bigint): Promise<ChatRow> {
    return (await tx
      .updateTable('support_chats')
      .set({
        last_message_id: messageId,
        agent_read_id: sql`greatest(agent_read_id, ${messageId})`,
        waiting_since: null,
        assigned_to: sql`coalesce(assigned_to, ${staffId})`,
        updated_at: sql`now()`,
      })
      .where('id', '=', chatId)
      .returningAll()
      .executeTakeFirstOrThrow()) as ChatRow;
  }

  /** Marks the conversation read up to its last message by one side; the new mark, or null when nothing changed. */
  async markRead(tx: Tx, chatId: bigint, side: 'player' | 'agent'): Promise<bigint | null> {
    const col = side === 'player' ? 'player_read_id' : 'agent_read_id';
    const r = await tx
      .updateTable('support_chats')
      .set({ [col]: sql`last_message_id` })
      .where('id', '=', chatId)
      .where('last_message_id', 'is not', null)
      .where(sql<boolean>`${sql.ref(col)} < last_message_id`)
      .returning(col)
      .executeTakeFirst();
    return r ? (r as Record<string, bigint>)[col]! : null;
  }

  async setStatus(tx: Tx, chatId: bigint, status: 'open' | 'closed'): Promise<ChatRow> {
    return (await tx
      .updateTable('support_chats')
      .set(status === 'closed' ? { status, closed_at: sql`now()`, waiting_since: null, updated_at: sql`now()` } : { status, closed_at: null, updated_at: sql`now()` })
      .where('id', '=', chatId)
      .returningAll()
      .executeTakeFirstOrThrow()) as ChatRow;
  }

  async assign(tx: Tx, chatId: bigint, staffId: bigint | null): Promise<ChatRow> {
    return (await tx
      .updateTable('support_chats')
      .set({ assigned_to: staffId, updated_at: sql`now()` })
      .where('id', '=', chatId)
      .returningAll()
      .executeTakeFirstOrThrow()) as ChatRow;
  }

  // ------------------------------------------------------------------ the desk
  async desk(tx: Tx, f: { queue: 'waiting' | 'mine' | 'open' | 'closed'; staffId: bigint; q: string; limit: number; offset: number }) {
    let base = tx.selectFrom('support_chats as c').innerJoin('players as p', 'p.id', 'c.player_id');
    if (f.queue === 'waiting') base = base.where('c.status', '=', 'open').where('c.waiting_since', 'is not', null);
    else if (f.queue === 'mine') base = base.where('c.status', '=', 'open').where('c.assigned_to', '=', f.staffId);
    else base = base.where('c.status', '=', f.queue);
    if (f.q) base = base.where(sql<boolean>`lower(p.username) LIKE ${`%${f.q.toLowerCase().replace(/[\\%_]/g, (x) => `\\${x}`)}%`}`);
    const order = f.queue === 'waiting' ? sql`c.waiting_since ASC` : sql`c.updated_at DESC`;
    const [rows, total] = await Promise.all([
      base
        .leftJoin('staff as s', 's.id', 'c.assigned_to')
        .selectAll('c')
        .select([
          'p.username',
          's.username as assigned_name',
          sql<number>`(SELECT count(*)::int FROM support_messages m WHERE m.chat_id = c.id AND m.sender = 'player' AND m.id > c.agent_read_id)`.as('unread'),
        ])
        .orderBy(order)
        .orderBy('c.id', 'desc')
        .limit(f.limit)
        .offset(f.offset)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: total.n };
  }

  async deskCounts(tx: Tx, staffId: bigint): Promise<{ waiting: number; mine: number; open: number; closed: number }> {
    const r = await sql<{ waiting: number; mine: number; open: number; closed: number }>`
      SELECT (count(*) FILTER (WHERE status = 'open' AND waiting_since IS NOT NULL))::int AS waiting,
             (count(*) FILTER (WHERE status = 'open' AND assigned_to = ${staffId}))::int AS mine,
             (count(*) FILTER (WHERE status = 'open'))::int AS open,
             (count(*) FILTER (WHERE status = 'closed'))::int AS closed
      FROM support_chats`.execute(tx);
    return r.rows[0]!;
  }

  async deskChat(tx: Tx, id: bigint) {
    return tx
      .selectFrom('support_chats as c')
      .innerJoin('players as p', 'p.id', 'c.player_id')
      .leftJoin('staff as s', 's.id', 'c.assigned_to')
      .selectAll('c')
      .select([
        'p.username',
        's.username as assigned_name',
        sql<number>`(SELECT count(*)::int FROM support_messages m WHERE m.chat_id = c.id AND m.sender = 'player' AND m.id > c.agent_read_id)`.as('unread'),
      ])
      .where('c.id', '=', id)
      .executeTakeFirst();
  }

  async agents(tx: Tx) {
    return tx.selectFrom('staff').select(['id', 'username', 'role']).where('status', '=', 'active').where('role', 'in', ['admin', 'support']).orderBy('username').execute();
  }

  async staffMember(tx: Tx, id: bigint) {
    return tx.selectFrom('staff').select(['id', 'username', 'role', 'status']).where('id', '=', id).executeTakeFirst();
  }

  // ------------------------------------------------------------------ images
  async putImage(tx: Tx, key: string, chatId: bigint, contentType: string, data: Uint8Array): Promise<void> {
    await tx.insertInto('support_images').values({ key, chat_id: chatId, content_type: contentType, data }).execute();
  }

  image(tx: Tx, key: string) {
    return tx.selectFrom('support_images').select(['content_type', 'data']).where('key', '=', key).executeTakeFirst();
  }

  // ------------------------------------------------------------------ away: replies the player did not read in time
  /**
   * Agent replies older than `olderThan` not yet looked at by the away sweep, locked (other processes skip them),
   * with whether the player has read them.
   */
  async lockAwayReplies(tx: Tx, olderThan: Date, limit: number) {
    const r = await sql<{ id: bigint; chat_id: bigint; player_id: bigint; content: string; staff_name: string | null; read: boolean }>`
      SELECT m.id, m.chat_id, c.player_id, m.content, nullif(s.display_name, '') AS staff_name, (c.player_read_id >= m.id) AS read
      FROM support_messages m
      JOIN support_chats c ON c.id = m.chat_id
      LEFT JOIN staff s ON s.id = m.staff_id
      WHERE m.sender = 'agent' AND m.inboxed_at IS NULL AND m.created_at < ${olderThan}
      ORDER BY m.id
      LIMIT ${limit}
      FOR UPDATE OF m SKIP LOCKED`.execute(tx);
    return r.rows;
  }

  async markInboxed(tx: Tx, ids: bigint[]): Promise<void> {
    if (ids.length === 0) return;
    await tx.updateTable('support_messages').set({ inboxed_at: sql`now()` }).where('id', 'in', ids).execute();
  }

  // ------------------------------------------------------------------ canned replies
  canned(tx: Tx) {
    return tx.selectFrom('support_canned').select(['id', 'title', 'body', 'body_bn']).orderBy('title').execute();
  }

  cannedById(tx: Tx, id: bigint) {
    return tx.selectFrom('support_canned').select(['id', 'title', 'body', 'body_bn']).where('id', '=', id).executeTakeFirst();
  }

  insertCanned(tx: Tx, c: { title: string; body: string; body_bn: string }) {
    return tx.insertInto('support_canned').values(c).returning(['id', 'title', 'body', 'body_bn']).executeTakeFirstOrThrow();
  }

  updateCanned(tx: Tx, id: bigint, c: { title: string; body: string; body_bn: string }) {
    return tx.updateTable('support_canned').set({ ...c, updated_at: sql`now()` }).where('id', '=', id).returning(['id', 'title', 'body', 'body_bn']).executeTakeFirst();
  }

  async deleteCanned(tx: Tx, id: bigint): Promise<boolean> {
    const r = await tx.deleteFrom('support_canned').where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}
