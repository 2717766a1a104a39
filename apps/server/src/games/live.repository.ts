import { sql } from 'kysely';
import type { Tx } from '../db/unit-of-work';
import { releaseLease, retireChain, takeChainIndex, takeLease } from './chain-and-lease';

/** SQL of the live tables: tables, their hash chains, rounds, bets per spot and the leader lease. */
export class LiveRepository {
  tables(tx: Tx, filter: { game?: string; currency?: string; open?: boolean } = {}) {
    let q = tx.selectFrom('live_tables').selectAll();
    if (filter.game) q = q.where('game_code', '=', filter.game);
    if (filter.currency) q = q.where('currency', '=', filter.currency);
    if (filter.open) q = q.where('status', '=', 'open');
    return q.orderBy('game_code').orderBy('sort_order').orderBy('id').execute();
  }

  table(tx: Tx, id: bigint) {
    return tx.selectFrom('live_tables').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Tables that have a round under way or are open (the leader's work). */
  async activeTables(tx: Tx) {
    return tx
      .selectFrom('live_tables as t')
      .selectAll('t')
      .where((eb) =>
        eb.or([eb('t.status', '=', 'open'), eb.exists(eb.selectFrom('live_rounds as r').select('r.id').whereRef('r.table_id', '=', 't.id').where('r.phase', 'in', ['betting', 'dealing']))]),
      )
      .orderBy('t.id')
      .execute();
  }

  activeChain(tx: Tx, tableId: bigint) {
    return tx.selectFrom('live_chains').selectAll().where('table_id', '=', tableId).where('status', '=', 'active').executeTakeFirst();
  }

  async insertChain(tx: Tx, v: { tableId: bigint; terminalSeed: string; length: number; anchor: string }) {
    await tx
      .insertInto('live_chains')
      .values({ table_id: v.tableId, terminal_seed: v.terminalSeed, length: v.length, anchor: v.anchor })
      .onConflict((oc) => oc.column('table_id').where('status', '=', sql.lit('active')).doNothing())
      .execute();
  }

  takeIndex(tx: Tx, chainId: bigint): Promise<number | null> {
    return takeChainIndex(tx, 'live_chains', chainId);
  }

  retireChain(tx: Tx, chainId: bigint): Promise<void> {
    return retireChain(tx, 'live_chains', chainId);
  }

  chainById(tx: Tx, id: bigint) {
    return tx.selectFrom('live_chains').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Takes or renews the leader lease; true when `holder` leads for the next `ms`. */
  lease(tx: Tx, holder: string, ms: number): Promise<boolean> {
    return takeLease(tx, 'live_lease', holder, ms);
  }

  release(tx: Tx, holder: string): Promise<void> {
    return releaseLease(tx, 'live_lease', holder);
  }

  /** The table's round under way (betting or dealing). */
  liveRound(tx: Tx, tableId: bigint) {
    return tx.selectFrom('live_rounds').selectAll().where('table_id', '=', tableId).where('phase', 'in', ['betting', 'dealing']).executeTakeFirst();
  }

  roundById(tx: Tx, id: bigint, lock = false) {
    const q = tx.selectFrom('live_rounds').selectAll().where('id', '=', id);
    return (lock ? q.forUpdate() : q).executeTakeFirst();
  }

  lastRound(tx: Tx, tableId: bigint) {
    return tx.selectFrom('live_rounds').selectAll().where('table_id', '=', tableId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  }

  /** The seed of the round before `index` in its chain. */
  previousInChain(tx: Tx, chainId: bigint, index: number) {
    return tx.selectFrom('live_rounds').select(['seed']).where('chain_id', '=', chainId).where('chain_index', '=', index - 1).executeTakeFirst();
  }

  insertRound(tx: Tx, v: { tableId: bigint; chainId: bigint; index: number; seed: string; seedHash: string; bettingEndsAt: Date }) {
    return tx
      .insertInto('live_rounds')
      .values({ table_id: v.tableId, chain_id: v.chainId, chain_index: v.index, seed: v.seed, seed_hash: v.seedHash, phase: 'betting', betting_ends_at: v.bettingEndsAt })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Closes betting and stores the deal; only a round still betting whose window has passed (the database's clock). */
  startDeal(tx: Tx, id: bigint, deal: unknown) {
    return tx
      .updateTable('live_rounds')
      .set({ phase: 'dealing', dealt_at: sql<Date>`now()`, deal: JSON.stringify(deal) })
      .where('id', '=', id)
      .where('phase', '=', 'betting')
      .where('betting_ends_at', '<=', sql<Date>`now()`)
      .returningAll()
      .executeTakeFirst();
  }

  /** Voided rounds whose stakes are not all back yet (a stop between the void and its refunds). */
  async voidedWithOpenBets(tx: Tx): Promise<bigint[]> {
    const rows = await tx
      .selectFrom('game_rounds as g')
      .innerJoin('live_rounds as r', 'r.id', 'g.live_round_id')
      .select('r.id')
      .distinct()
      .where('g.status', '=', 'open')
      .where('r.phase', '=', 'voided')
      .limit(50)
      .execute();
    return rows.map((r) => r.id);
  }

  async upsertBets(tx: Tx, roundId: bigint, playerId: bigint, spots: [string, bigint][]) {
    if (spots.length === 0) return;
    await tx
      .insertInto('live_bets')
      .values(spots.map(([spot, stake]) => ({ live_round_id: roundId, player_id: playerId, spot, stake })))
      .onConflict((oc) => oc.columns(['live_round_id', 'player_id', 'spot']).doUpdateSet((eb) => ({ stake: eb('live_bets.stake', '+', eb.ref('excluded.stake')) })))
      .execute();
  }

  myBets(tx: Tx, roundId: bigint, playerId: bigint) {
    return tx.selectFrom('live_bets').select(['spot', 'stake']).where('live_round_id', '=', roundId).where('player_id', '=', playerId).execute();
  }

  /** The player's game round on a live round (its stake, payout and status). */
  playerGameRound(tx: Tx, roundId: bigint, playerId: bigint) {
    return tx.selectFrom('game_rounds').select(['stake', 'payout', 'status']).where('live_round_id', '=', roundId).where('player_id', '=', playerId).executeTakeFirst();
  }

  /** Every bet of a round per spot, with its game round (open or not), for settlement. */
  roundBets(tx: Tx, roundId: bigint) {
    return tx
      .selectFrom('live_bets as b')
      .innerJoin('game_rounds as g', (j) => j.onRef('g.live_round_id', '=', 'b.live_round_id').onRef('g.player_id', '=', 'b.player_id'))
      .select(['g.id as game_round_id', 'b.player_id', 'b.spot', 'b.stake'])
      .where('b.live_round_id', '=', roundId)
      .orderBy('g.id')
      .execute();
  }

  /** The game rounds (one per player) on a live round still open, optionally locked (id order). */
  openGameRounds(tx: Tx, roundId: bigint, lock = false) {
    const q = tx.selectFrom('game_rounds').selectAll().where('live_round_id', '=', roundId).where('status', '=', 'open').orderBy('id');
    return (lock ? q.forUpdate() : q).execute();
  }

  /** Ends a round once: only while it is still `from` (a second settlement, or one racing it, changes nothing). */
  async finishOnce(tx: Tx, id: bigint, from: 'betting' | 'dealing', phase: 'settled' | 'voided', payout: bigint): Promise<boolean> {
    const r = await tx
      .updateTable('live_rounds')
      .set({ phase, settled_at: sql<Date>`now()`, payout })
      .where('id', '=', id)
      .where('phase', '=', from)
      .returning('id')
      .executeTakeFirst();
    return r !== undefined;
  }

  /**
   * A bet's share of the round, under the round's row lock for the rest of the bet's transaction: everybody's stakes
   * per spot with the bet's added, the stake, one more player when it is the player's first bet. Only while the
   * round still takes bets by the database's clock; answers the new totals (poisha as strings), or null.
   */
  async addToRound(tx: Tx, id: bigint, v: { spots: Record<string, bigint>; stake: bigint; newPlayer: boolean }): Promise<Record<string, string> | null> {
    const add = JSON.stringify(Object.fromEntries(Object.entries(v.spots).map(([k, x]) => [k, x.toString()])));
    const r = await sql<{ totals: Record<string, string> }>`
      UPDATE live_rounds r
         SET totals = (
               SELECT coalesce(jsonb_object_agg(k, ((coalesce(r.totals ->> k, '0'))::bigint + (coalesce(${add}::jsonb ->> k, '0'))::bigint)::text), '{}'::jsonb)
                 FROM (SELECT jsonb_object_keys(r.totals) AS k UNION SELECT jsonb_object_keys(${add}::jsonb)) keys
             ),
             stake = r.stake + ${v.stake.toString()}::bigint,
             players = r.players + ${v.newPlayer ? 1 : 0}
       WHERE r.id = ${id} AND r.phase = 'betting' AND r.betting_ends_at > now()
       RETURNING r.totals`.execute(tx);
    return r.rows[0]?.totals ?? null;
  }

  /** The last results of a table, newest first. */
  history(tx: Tx, tableId: bigint, limit: number) {
    return tx
      .selectFrom('live_rounds')
      .select(['id', 'deal'])
      .where('table_id', '=', tableId)
      .where('phase', '=', 'settled')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Rounds under way whose window closed long ago: nobody led them (the sweeper voids them, stakes back). */
  staleRounds(tx: Tx, before: Date) {
    return tx
      .selectFrom('live_rounds')
      .selectAll()
      .where('phase', 'in', ['betting', 'dealing'])
      .where('betting_ends_at', '<', before)
      .orderBy('id')
      .limit(50)
      .execute();
  }

  /** A player's rounds at a table, newest first: their stakes per spot, the round's result, what it paid. */
  playerRounds(tx: Tx, tableId: bigint, playerId: bigint, limit: number) {
    return tx
      .selectFrom('game_rounds as g')
      .innerJoin('live_rounds as r', 'r.id', 'g.live_round_id')
      .select(['r.id as round_id', 'r.phase', 'r.deal', 'g.public_id', 'g.stake', 'g.payout', 'g.status', 'g.created_at'])
      .where('r.table_id', '=', tableId)
      .where('g.player_id', '=', playerId)
      .orderBy('g.id', 'desc')
      .limit(limit)
      .execute();
  }

  betsOfRounds(tx: Tx, roundIds: bigint[], playerId: bigint) {
    if (roundIds.length === 0) return Promise.resolve([]);
    return tx.selectFrom('live_bets').select(['live_round_id', 'spot', 'stake']).where('live_round_id', 'in', roundIds).where('player_id', '=', playerId).execute();
  }

  async dbNow(tx: Tx): Promise<Date> {
    const r = await sql<{ now: Date }>`SELECT now() AS now`.execute(tx);
    return new Date(r.rows[0]!.now);
  }
}
