import { sql } from 'kysely';
import type { InboxAudience } from '@khela/domain';
import type { Tx } from '../db/unit-of-work';

export interface InboxRow {
  id: bigint;
  player_id: bigint;
  kind: 'operator' | 'system';
  title: string;
  message: string;
  title_bn: string;
  message_bn: string;
  read_at: Date | null;
  created_at: Date;
}

const COLUMNS = ['id', 'player_id', 'kind', 'title', 'message', 'title_bn', 'message_bn', 'read_at', 'created_at'] as const;

/** The audience's filter over the `player_audience` view (migrations/0010_support.sql), as SQL. */
function audienceWhere(a: InboxAudience) {
  if (a.kind === 'all') return sql`true`;
  if (a.kind === 'player') return sql`a.player_id = ${BigInt(a.player_id)}`;
  const parts = [sql`true`];
  if (a.vip_levels && a.vip_levels.length > 0) parts.push(sql`a.vip_level = ANY(${sql.val(a.vip_levels)}::smallint[])`);
  // Registered between two Dhaka days, both included.
  if (a.registered_from) parts.push(sql`a.created_at >= (${a.registered_from}::date::timestamp AT TIME ZONE 'Asia/Dhaka')`);
  if (a.registered_to) parts.push(sql`a.created_at < ((${a.registered_to}::date + 1)::timestamp AT TIME ZONE 'Asia/Dhaka')`);
  if (a.deposited !== undefined) parts.push(sql`a.deposited = ${a.deposited}`);
  if (a.currency) parts.push(sql`a.currency = ${a.currency}`);
  return sql.join(parts, sql` AND `);
}

/** The inbox tables: inbox_messages (one row per player and message) and inbox_broadcasts (what the console sent). */
export class InboxRepository {
  async page(tx: Tx, playerId: bigint, limit: number, offset: number): Promise<{ rows: InboxRow[]; total: number; unread: number }> {
    const [rows, counts] = await Promise.all([
      tx.selectFrom('inbox_messages').select(COLUMNS).where('player_id', '=', playerId).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      tx
        .selectFrom('inbox_messages')
        .select([sql<number>`count(*)::int`.as('total'), sql<number>`(count(*) FILTER (WHERE read_at IS NULL))::int`.as('unread')])
        .where('player_id', '=', playerId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as InboxRow[], total: counts.total, unread: counts.unread };
  }

  async unread(tx: Tx, playerId: bigint): Promise<number> {
    const r = await tx
      .selectFrom('inbox_messages')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('player_id', '=', playerId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return r.n;
  }

  async byId(tx: Tx, id: bigint): Promise<InboxRow | undefined> {
    return (await tx.selectFrom('inbox_messages').select(COLUMNS).where('id', '=', id).executeTakeFirst()) as InboxRow | undefined;
  }

  /** Owners of these ids (missing ids are left out). */
  async owners(tx: Tx, ids: bigint[]): Promise<{ id: bigint; player_id: bigint }[]> {
    if (ids.length === 0) return [];
    return tx.selectFrom('inbox_messages').select(['id', 'player_id']).where('id', 'in', ids).execute();
  }

  async markRead(tx: Tx, playerId: bigint, ids: bigint[]): Promise<number> {
    if (ids.length === 0) return 0;
    const r = await tx
      .updateTable('inbox_messages')
      .set({ read_at: sql`now()` })
      .where('player_id', '=', playerId)
      .where('id', 'in', ids)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  async remove(tx: Tx, playerId: bigint, ids: bigint[]): Promise<number> {
    if (ids.length === 0) return 0;
    const r = await tx.deleteFrom('inbox_messages').where('player_id', '=', playerId).where('id', 'in', ids).executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /** A platform event's message, once per (player, event key): false when it was already written. */
  async insertSystem(tx: Tx, playerId: bigint, t: { title: string; message: string; title_bn: string; message_bn: string }, eventKey: string): Promise<boolean> {
    const r = await sql<{ id: bigint }>`
      INSERT INTO inbox_messages (player_id, kind, title, message, title_bn, message_bn, event_key)
      VALUES (${playerId}, 'system', ${t.title.slice(0, 200)}, ${t.message.slice(0, 5000)}, ${t.title_bn.slice(0, 200)}, ${t.message_bn.slice(0, 5000)}, ${eventKey})
      ON CONFLICT (player_id, event_key) WHERE event_key IS NOT NULL DO NOTHING
      RETURNING id`.execute(tx);
    return r.rows.length > 0;
  }

  // ------------------------------------------------------------------ broadcasts
  async audienceSize(tx: Tx, a: InboxAudience): Promise<number> {
    const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM player_audience a WHERE ${audienceWhere(a)}`.execute(tx);
    return r.rows[0]!.n;
  }

  async createBroadcast(
    tx: Tx,
    b: { audience: InboxAudience; title: string; message: string; title_bn: string; message_bn: string; send_at: Date; created_by: bigint },
  ) {
    return tx
      .insertInto('inbox_broadcasts')
      .values({ ...b, audience: JSON.stringify(b.audience) })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Due scheduled broadcasts, locked (other processes skip them). */
  async lockDue(tx: Tx, limit: number) {
    return tx
      .selectFrom('inbox_broadcasts')
      .selectAll()
      .where('status', '=', 'scheduled')
      .where('send_at', '<=', sql<Date>`now()`)
      .orderBy('send_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
  }

  async lockBroadcast(tx: Tx, id: bigint) {
    return tx.selectFrom('inbox_broadcasts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  /**
   * Writes the broadcast to every player of its audience in one set-based statement (INSERT … SELECT from the
   * audience view) and marks it sent with the count: 10,000 players are one statement, not 10,000.
   */
  async fanOut(tx: Tx, id: bigint, a: InboxAudience): Promise<number> {
    const r = await sql<{ recipients: number }>`
      WITH b AS (SELECT * FROM inbox_broadcasts WHERE id = ${id}),
      ins AS (
        INSERT INTO inbox_messages (player_id, kind, title, message, title_bn, message_bn, broadcast_id, created_at)
        SELECT a.player_id, 'operator', b.title, b.message, b.title_bn, b.message_bn, b.id, now()
        FROM player_audience a CROSS JOIN b
        WHERE ${audienceWhere(a)}
        ON CONFLICT (broadcast_id, player_id) WHERE broadcast_id IS NOT NULL DO NOTHING
        RETURNING 1
      )
      UPDATE inbox_broadcasts SET status = 'sent', sent_at = now(), recipients = (SELECT count(*) FROM ins)
      WHERE id = ${id}
      RETURNING recipients`.execute(tx);
    return r.rows[0]!.recipients;
  }

  /** The recipients of a broadcast to one player (the push goes to them only). */
  async cancel(tx: Tx, id: bigint) {
    return tx.updateTable('inbox_broadcasts').set({ status: 'cancelled' }).where('id', '=', id).where('status', '=', 'scheduled').returningAll().executeTakeFirst();
  }

  async broadcasts(tx: Tx, status: string | undefined, limit: number, offset: number) {
    let q = tx
      .selectFrom('inbox_broadcasts as b')
      .innerJoin('staff as s', 's.id', 'b.created_by')
      .selectAll('b')
      .select([
        's.username as created_by_name',
        sql<number>`(SELECT count(*)::int FROM inbox_messages m WHERE m.broadcast_id = b.id AND m.read_at IS NOT NULL)`.as('read_count'),
      ]);
    let c = tx.selectFrom('inbox_broadcasts as b').select(sql<number>`count(*)::int`.as('n'));
    if (status) {
      q = q.where('b.status', '=', status as 'scheduled');
      c = c.where('b.status', '=', status as 'scheduled');
    }
    const [rows, total] = await Promise.all([q.orderBy('b.id', 'desc').limit(limit).offset(offset).execute(), c.executeTakeFirstOrThrow()]);
    return { rows, total: total.n };
  }

  async broadcastView(tx: Tx, id: bigint) {
    return tx
      .selectFrom('inbox_broadcasts as b')
      .innerJoin('staff as s', 's.id', 'b.created_by')
      .selectAll('b')
      .select([
        's.username as created_by_name',
        sql<number>`(SELECT count(*)::int FROM inbox_messages m WHERE m.broadcast_id = b.id AND m.read_at IS NOT NULL)`.as('read_count'),
      ])
      .where('b.id', '=', id)
      .executeTakeFirst();
  }
}
