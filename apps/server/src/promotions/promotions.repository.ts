import { sql } from 'kysely';
import type { Tx } from '../db/unit-of-work';

/** Promotions as deposits use them, and turnover tickets. */
export class PromotionsRepository {
  /** A promotion's names (the inbox tells the player which bonus was credited). */
  names(tx: Tx, id: bigint) {
    return tx.selectFrom('promotions').select(['name', 'name_bn']).where('id', '=', id).executeTakeFirst();
  }

  /** A promotion a deposit can take: status active and today (Dhaka) between its dates. */
  claimable(tx: Tx, id: bigint, today: string) {
    return tx
      .selectFrom('promotions')
      .select(['id', 'name', 'deposit_bonus_pct', 'max_bonus', 'min_deposit', 'turnover_multiplier', 'once_per_player'])
      .where('id', '=', id)
      .where('status', '=', 'active')
      .where('start_date', '<=', today)
      .where('end_date', '>=', today)
      .executeTakeFirst();
  }


  // ------------------------------------------------------------------ turnover tickets
  insertTicket(
    tx: Tx,
    t: { playerId: bigint; depositId: bigint | null; promotionId: bigint | null; action: 'deposit' | 'bonus'; required: bigint },
  ) {
    const done = t.required === 0n;
    return tx
      .insertInto('turnover_tickets')
      .values({
        player_id: t.playerId,
        deposit_id: t.depositId,
        promotion_id: t.promotionId,
        action: t.action,
        required: t.required,
        remaining: t.required,
        status: done ? 'complete' : 'active',
        completed_reason: done ? 'turnover' : null,
        completed_at: done ? new Date() : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Which of these players have an active turnover ticket. */
  async playersWithActiveTickets(tx: Tx, playerIds: bigint[]): Promise<Set<bigint>> {
    if (playerIds.length === 0) return new Set();
    const rows = await tx.selectFrom('turnover_tickets').select('player_id').distinct().where('player_id', 'in', playerIds).where('status', '=', 'active').execute();
    return new Set(rows.map((r) => r.player_id));
  }

  /** The player's active tickets, oldest first, locked, with the products their promotion excludes (ids). */
  lockActiveTickets(tx: Tx, playerId: bigint) {
    return tx
      .selectFrom('turnover_tickets as t')
      .leftJoin('promotions as p', 'p.id', 't.promotion_id')
      .select(['t.id', 't.remaining', sql<number[]>`coalesce(p.turnover_excluded, '{}')`.as('excluded')])
      .where('t.player_id', '=', playerId)
      .where('t.status', '=', 'active')
      .orderBy('t.created_at')
      .orderBy('t.id')
      .forNoKeyUpdate('t')
      .execute();
  }

  /**
   * Notes what a settled market counted for a player, once per `source`: answers false when the source was counted
   * already (a resettlement) or the player is one the platform runs (the market maker), so nothing is counted again.
   */
  async insertCount(tx: Tx, c: { source: string; playerId: bigint; product: 'casino' | 'exchange' | 'bookmaker' | 'fancy'; amount: bigint }): Promise<boolean> {
    const r = await sql<{ source: string }>`
      INSERT INTO turnover_counts (source, player_id, product, amount)
      SELECT ${c.source}, p.id, ${c.product}, ${c.amount}::bigint FROM players p WHERE p.id = ${c.playerId} AND p.system_role IS NULL
      ON CONFLICT (source) DO NOTHING
      RETURNING source`.execute(tx);
    return r.rows.length > 0;
  }

  /** The remaining turnover of the player's active tickets, summed. */
  async activeRemaining(tx: Tx, playerId: bigint): Promise<bigint> {
    const r = await tx
      .selectFrom('turnover_tickets')
      .select(sql<string>`coalesce(sum(remaining), 0)::text`.as('left'))
      .where('player_id', '=', playerId)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    return BigInt(r.left);
  }

  async hasActiveTicket(tx: Tx, playerId: bigint): Promise<boolean> {
    const r = await tx.selectFrom('turnover_tickets').select('id').where('player_id', '=', playerId).where('status', '=', 'active').limit(1).executeTakeFirst();
    return Boolean(r);
  }

  async setRemaining(tx: Tx, id: bigint, remaining: bigint) {
    const now = new Date();
    await tx
      .updateTable('turnover_tickets')
      .set(
        remaining === 0n
          ? { remaining, status: 'complete', completed_reason: 'turnover', completed_at: now, updated_at: now }
          : { remaining, updated_at: now },
      )
      .where('id', '=', id)
      .where('status', '=', 'active')
      .execute();
  }

  /** Completes every active ticket of the player (low balance); answers how many. */
  async completeAll(tx: Tx, playerId: bigint, reason: 'low_balance'): Promise<number> {
    const now = new Date();
    const r = await tx
      .updateTable('turnover_tickets')
      .set({ status: 'complete', completed_reason: reason, completed_at: now, updated_at: now })
      .where('player_id', '=', playerId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  ticketForUpdate(tx: Tx, id: bigint) {
    return tx.selectFrom('turnover_tickets').selectAll().where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
  }

  waive(tx: Tx, id: bigint, staffId: bigint, reason: string) {
    const now = new Date();
    return tx
      .updateTable('turnover_tickets')
      .set({ status: 'complete', completed_reason: 'waived', waived_by: staffId, waive_reason: reason, completed_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .returningAll()
      .executeTakeFirst();
  }

  /** Tickets with what the turnover screen shows: promotion name and multiplier, payment method name. */
  ticketsOf(tx: Tx, playerId: bigint, limit: number) {
    return tx
      .selectFrom('turnover_tickets as t')
      .leftJoin('promotions as p', 'p.id', 't.promotion_id')
      .leftJoin('deposits as d', 'd.id', 't.deposit_id')
      .leftJoin('payment_methods as m', 'm.id', 'd.method_id')
      .select([
        't.id',
        't.status',
        't.action',
        't.required',
        't.remaining',
        't.completed_reason',
        't.waive_reason',
        't.created_at',
        't.updated_at',
        'p.name as promotion_name',
        'p.turnover_excluded',
        'd.turnover_multiplier',
        'd.amount as deposit_amount',
        'm.name as method_name',
      ])
      .where('t.player_id', '=', playerId)
      .orderBy('t.id', 'desc')
      .limit(limit)
      .execute();
  }

  async playerCurrency(tx: Tx, playerId: bigint): Promise<string | undefined> {
    const r = await tx.selectFrom('players').select('currency').where('id', '=', playerId).executeTakeFirst();
    return r?.currency;
  }

  async releaseThreshold(tx: Tx): Promise<bigint> {
    const r = await tx.selectFrom('payment_settings').select('turnover_release_threshold').where('id', '=', 1).executeTakeFirst();
    return r?.turnover_release_threshold ?? 1000n;
  }


  // ------------------------------------------------------------------ the console's reads
  playerTickets(tx: Tx, playerId: bigint) {
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
  }
}
