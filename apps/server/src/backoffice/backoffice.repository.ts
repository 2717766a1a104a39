import { sql } from 'kysely';
import type { Tx } from '../wallet/wallet.repository';
import type { ConfigTable } from './resources';

type Row = Record<string, unknown>;

export interface ListFilter {
  status?: string;
  playerId?: bigint;
  match?: string;
  limit: number;
  offset: number;
}

/** The back office's own SQL: configuration rows, queues, player lookups, adjustments, dashboard figures. */
export const backofficeRepository = {
  // ------------------------------------------------------------------ configuration (tables from a fixed list)
  async configList(tx: Tx, table: ConfigTable, order: string[]): Promise<Row[]> {
    const r = await sql<Row>`SELECT * FROM ${sql.table(table)} ORDER BY ${sql.join(order.map((c) => sql.ref(c)))}`.execute(tx);
    return r.rows;
  },
  async configRow(tx: Tx, table: ConfigTable, id: bigint | number | string, lock = false, key: 'id' | 'code' = 'id'): Promise<Row | undefined> {
    const r = await sql<Row>`SELECT * FROM ${sql.table(table)} WHERE ${sql.ref(key)} = ${id} ${lock ? sql`FOR UPDATE` : sql``}`.execute(tx);
    return r.rows[0];
  },
  async configInsert(tx: Tx, table: ConfigTable, values: Row): Promise<Row> {
    const cols = Object.keys(values);
    const r = await sql<Row>`INSERT INTO ${sql.table(table)} (${sql.join(cols.map((c) => sql.ref(c)))})
      VALUES (${sql.join(cols.map((c) => values[c]))}) RETURNING *`.execute(tx);
    return r.rows[0]!;
  },
  async configUpdate(tx: Tx, table: ConfigTable, id: bigint | number | string, values: Row, touch: boolean, key: 'id' | 'code' = 'id'): Promise<Row | undefined> {
    const sets = Object.entries(values).map(([c, v]) => sql`${sql.ref(c)} = ${v}`);
    if (touch) sets.push(sql`updated_at = now()`);
    const r = await sql<Row>`UPDATE ${sql.table(table)} SET ${sql.join(sets)} WHERE ${sql.ref(key)} = ${id} RETURNING *`.execute(tx);
    return r.rows[0];
  },
  async configDelete(tx: Tx, table: ConfigTable, id: bigint | string, key: 'id' | 'code' = 'id'): Promise<boolean> {
    const r = await sql`DELETE FROM ${sql.table(table)} WHERE ${sql.ref(key)} = ${id}`.execute(tx);
    return Number(r.numAffectedRows ?? 0n) > 0;
  },

  // ------------------------------------------------------------------ dashboard
  async dashboard(tx: Tx, since: Date) {
    const r = await sql<{
      pending_deposits: number;
      pending_withdrawals: number;
      flagged_deposits: number;
      unmatched_notices: number;
      deposits_total: bigint;
      deposits_count: number;
      withdrawals_total: bigint;
      withdrawals_count: number;
    }>`SELECT
        (SELECT count(*)::int FROM deposits WHERE status = 'pending') AS pending_deposits,
        (SELECT count(*)::int FROM withdrawals WHERE status = 'pending') AS pending_withdrawals,
        (SELECT count(*)::int FROM deposits WHERE match_state = 'mismatch' AND status = 'pending') AS flagged_deposits,
        (SELECT count(*)::int FROM payment_notices WHERE state <> 'matched') AS unmatched_notices,
        (SELECT coalesce(sum(amount), 0)::bigint FROM deposits WHERE status = 'confirmed' AND decided_at >= ${since}) AS deposits_total,
        (SELECT count(*)::int FROM deposits WHERE status = 'confirmed' AND decided_at >= ${since}) AS deposits_count,
        (SELECT coalesce(sum(amount), 0)::bigint FROM withdrawals WHERE status = 'approved' AND decided_at >= ${since}) AS withdrawals_total,
        (SELECT count(*)::int FROM withdrawals WHERE status = 'approved' AND decided_at >= ${since}) AS withdrawals_count`.execute(tx);
    return r.rows[0]!;
  },

  // ------------------------------------------------------------------ queues
  async deposits(tx: Tx, f: ListFilter) {
    let q = tx
      .selectFrom('deposits as d')
      .innerJoin('players as p', 'p.id', 'd.player_id')
      .innerJoin('payment_methods as m', 'm.id', 'd.method_id')
      .leftJoin('payment_channels as c', 'c.id', 'd.channel_id')
      .leftJoin('promotions as pr', 'pr.id', 'd.promotion_id')
      .leftJoin('payment_notices as n', (j) => j.onRef('n.method_id', '=', 'd.method_id').onRef('n.transaction_id', '=', 'd.transaction_id'));
    if (f.status) q = q.where('d.status', '=', f.status as 'pending');
    if (f.playerId) q = q.where('d.player_id', '=', f.playerId);
    if (f.match) q = q.where('d.match_state', '=', f.match as 'none');
    const [rows, count] = await Promise.all([
      q
        .select([
          'd.id',
          'd.status',
          'd.transaction_id',
          'd.sender',
          'd.receiving_number',
          'd.amount',
          'd.bonus',
          'd.source',
          'd.receipt',
          'd.match_state',
          'd.reject_reason',
          'd.confirmed_via',
          'd.created_at',
          'd.decided_at',
          'd.promotion_id',
          'pr.name as promotion_name',
          'm.name as method',
          'c.name as channel',
          'c.account_type',
          'p.id as player_id',
          'p.username',
          'n.id as notice_id',
          'n.amount as notice_amount',
          'n.sender as notice_sender',
          'n.receiver as notice_receiver',
          'n.received_at as notice_received_at',
          'n.state as notice_state',
        ])
        .orderBy('d.id', f.status === 'pending' ? 'asc' : 'desc')
        .limit(f.limit)
        .offset(f.offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  },
  async withdrawals(tx: Tx, f: ListFilter) {
    let q = tx
      .selectFrom('withdrawals as w')
      .innerJoin('players as p', 'p.id', 'w.player_id')
      .leftJoin('payment_methods as m', 'm.id', 'w.method_id');
    if (f.status) q = q.where('w.status', '=', f.status as 'pending');
    if (f.playerId) q = q.where('w.player_id', '=', f.playerId);
    const [rows, count] = await Promise.all([
      q
        .select([
          'w.id',
          'w.status',
          'w.amount',
          'w.account_number',
          'w.provider',
          'w.payout_transaction_id',
          'w.reject_reason',
          'w.created_at',
          'w.decided_at',
          'm.name as method',
          'p.id as player_id',
          'p.username',
        ])
        .orderBy('w.id', f.status === 'pending' ? 'asc' : 'desc')
        .limit(f.limit)
        .offset(f.offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  },
  async notices(tx: Tx, f: { state?: string; limit: number; offset: number }) {
    let q = tx.selectFrom('payment_notices as n').innerJoin('payment_methods as m', 'm.id', 'n.method_id');
    if (f.state) q = q.where('n.state', '=', f.state as 'unmatched');
    const [rows, count] = await Promise.all([
      q
        .select(['n.id', 'n.transaction_id', 'n.amount', 'n.sender', 'n.receiver', 'n.received_at', 'n.state', 'n.deposit_id', 'n.created_at', 'm.name as method'])
        .orderBy('n.id', 'desc')
        .limit(f.limit)
        .offset(f.offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  },

  // ------------------------------------------------------------------ players
  async searchPlayers(tx: Tx, text: string, limit: number, offset: number) {
    const like = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    let q = tx.selectFrom('players');
    if (text) {
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(username)`, 'like', like),
          eb(sql`lower(email)`, 'like', like),
          eb('phone', 'like', like),
          ...(/^\d{1,18}$/.test(text) ? [eb('id', '=', BigInt(text))] : []),
        ]),
      );
    }
    const [rows, count] = await Promise.all([
      q
        .select(['id', 'username', 'name', 'phone', 'email', 'status', 'currency', 'created_at', 'last_login_at'])
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  },
  player(tx: Tx, id: bigint) {
    return tx
      .selectFrom('players')
      .select([
        'id',
        'username',
        'name',
        'phone',
        'email',
        'status',
        'currency',
        'phone_verified',
        'email_verified_at',
        'dofb',
        'referral_code',
        'vip_coin',
        'created_at',
        'last_login_at',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  },
  async playerTotals(tx: Tx, id: bigint) {
    const r = await sql<{ deposits_total: bigint; deposits_count: number; withdrawals_total: bigint; withdrawals_count: number; bonus_total: bigint }>`
      SELECT
        (SELECT coalesce(sum(amount), 0)::bigint FROM deposits WHERE player_id = ${id} AND status = 'confirmed') AS deposits_total,
        (SELECT count(*)::int FROM deposits WHERE player_id = ${id} AND status = 'confirmed') AS deposits_count,
        (SELECT coalesce(sum(amount), 0)::bigint FROM withdrawals WHERE player_id = ${id} AND status = 'approved') AS withdrawals_total,
        (SELECT count(*)::int FROM withdrawals WHERE player_id = ${id} AND status = 'approved') AS withdrawals_count,
        (SELECT coalesce(sum(bonus), 0)::bigint FROM deposits WHERE player_id = ${id} AND status = 'confirmed') AS bonus_total`.execute(tx);
    return r.rows[0]!;
  },
  /** The player's wallet postings, newest first, with the ledger transaction's reason and reference. */
  async ledger(tx: Tx, playerId: bigint, limit: number, offset: number) {
    const q = tx
      .selectFrom('ledger_postings as lp')
      .innerJoin('ledger_accounts as a', 'a.id', 'lp.account_id')
      .innerJoin('ledger_transactions as t', 't.id', 'lp.transaction_id')
      .where('a.kind', '=', 'player')
      .where('a.player_id', '=', playerId);
    const [rows, count] = await Promise.all([
      q
        .select(['lp.id', 'lp.amount', 'lp.created_at', 't.id as transaction_id', 't.reason', 't.reference', 't.reverses_id', 'a.currency'])
        .orderBy('lp.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  },
  tickets(tx: Tx, playerId: bigint) {
    return tx
      .selectFrom('turnover_tickets as t')
      .leftJoin('promotions as p', 'p.id', 't.promotion_id')
      .select([
        't.id',
        't.status',
        't.action',
        't.required',
        't.remaining',
        't.deposit_id',
        't.completed_reason',
        't.waive_reason',
        't.waived_by',
        't.created_at',
        't.completed_at',
        'p.name as promotion_name',
      ])
      .where('t.player_id', '=', playerId)
      .orderBy('t.id', 'desc')
      .limit(500)
      .execute();
  },
  insertAdjustment(tx: Tx, a: { playerId: bigint; currency: string; amount: bigint; reason: string; staffId: bigint; ledgerTransactionId: bigint }) {
    return tx
      .insertInto('adjustments')
      .values({
        player_id: a.playerId,
        currency: a.currency,
        amount: a.amount,
        reason: a.reason,
        staff_id: a.staffId,
        ledger_transaction_id: a.ledgerTransactionId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },
};
