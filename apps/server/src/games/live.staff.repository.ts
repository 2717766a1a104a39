import { sql } from 'kysely';
import type { Tx } from '../db/unit-of-work';

/** The console's SQL of the live tables: the tables, a table's rounds, a round's bets, the report by table. */
export class LiveStaffRepository {
  tables(tx: Tx) {
    return tx.selectFrom('live_tables').selectAll().orderBy('game_code').orderBy('sort_order').orderBy('id').execute();
  }

  tableForUpdate(tx: Tx, id: bigint) {
    return tx.selectFrom('live_tables').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  /** A new table from the fields the service read and checked. */
  insertTable(tx: Tx, v: Record<string, unknown>) {
    return tx
      .insertInto('live_tables')
      .values(v as never)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  updateTable(tx: Tx, id: bigint, v: Record<string, unknown>) {
    return tx
      .updateTable('live_tables')
      .set({ ...(v as object), updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** A table's rounds created in [from, to) when given, newest first, a page of them with the count of all. */
  async tableRounds(tx: Tx, tableId: bigint, f: { from?: Date; to?: Date; limit: number; offset: number }) {
    let base = tx.selectFrom('live_rounds').where('table_id', '=', tableId);
    if (f.from) base = base.where('created_at', '>=', f.from);
    if (f.to) base = base.where('created_at', '<', f.to);
    const total = Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await base.selectAll().orderBy('id', 'desc').limit(f.limit).offset(f.offset).execute();
    return { rows, total };
  }

  roundById(tx: Tx, id: bigint) {
    return tx.selectFrom('live_rounds').selectAll().where('id', '=', id).executeTakeFirst();
  }

  roundSummary(tx: Tx, id: bigint) {
    return tx.selectFrom('live_rounds').select(['id', 'phase', 'stake', 'players']).where('id', '=', id).executeTakeFirst();
  }

  /** A round's stakes per player and spot, with the player's name and their game round's payout and status. */
  roundBetsWithPlayers(tx: Tx, id: bigint) {
    return tx
      .selectFrom('live_bets as b')
      .innerJoin('players as p', 'p.id', 'b.player_id')
      .leftJoin('game_rounds as g', (j) => j.onRef('g.live_round_id', '=', 'b.live_round_id').onRef('g.player_id', '=', 'b.player_id'))
      .select(['b.player_id', 'p.username', 'b.spot', 'b.stake', 'g.id as game_round_id', 'g.payout', 'g.status'])
      .where('b.live_round_id', '=', id)
      .orderBy('b.player_id')
      .orderBy('b.spot')
      .execute();
  }

  /** Settled rounds in [from, to) per table: rounds, rounds with bets, bets, turnover and payout. */
  report(tx: Tx, from: Date, to: Date) {
    return tx
      .selectFrom('live_rounds as r')
      .innerJoin('live_tables as t', 't.id', 'r.table_id')
      .select((eb) => [
        't.id',
        't.game_code',
        't.name',
        't.name_bn',
        't.currency',
        eb.fn.countAll<string>().as('rounds'),
        sql<string>`count(*) FILTER (WHERE r.players > 0)`.as('rounds_with_bets'),
        sql<string>`coalesce(sum(r.players), 0)`.as('bets'),
        sql<string>`coalesce(sum(r.stake), 0)`.as('turnover'),
        sql<string>`coalesce(sum(r.payout), 0)`.as('payout'),
      ])
      .where('r.phase', '=', 'settled')
      .where('r.settled_at', '>=', from)
      .where('r.settled_at', '<', to)
      .groupBy(['t.id', 't.game_code', 't.name', 't.name_bn', 't.currency'])
      .orderBy('t.game_code')
      .orderBy('t.id')
      .execute();
  }
}
