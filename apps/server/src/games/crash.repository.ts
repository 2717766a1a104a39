import { sql } from 'kysely';
import type { Tx } from '../db/unit-of-work';
import { releaseLease, retireChain, takeChainIndex, takeLease } from './chain-and-lease';

/** SQL of Crash's shared rounds: the hash chain, the rounds, the leader lease and the bets (game_rounds rows). */
export class CrashRepository {
  activeChain(tx: Tx) {
    return tx.selectFrom('crash_chains').selectAll().where('status', '=', 'active').executeTakeFirst();
  }

  async insertChain(tx: Tx, v: { terminalSeed: string; length: number; salt: string; anchor: string }) {
    await tx
      .insertInto('crash_chains')
      .values({ terminal_seed: v.terminalSeed, length: v.length, salt: v.salt, anchor: v.anchor })
      // The partial index's predicate as a literal: a named statement's generic plan cannot match a parameter to it
      // (error 42P10; db/prepared.ts).
      .onConflict((oc) => oc.column('status').where('status', '=', sql.lit('active')).doNothing())
      .execute();
  }

  takeIndex(tx: Tx, chainId: bigint): Promise<number | null> {
    return takeChainIndex(tx, 'crash_chains', chainId);
  }

  retireChain(tx: Tx, chainId: bigint): Promise<void> {
    return retireChain(tx, 'crash_chains', chainId);
  }

  chainById(tx: Tx, id: bigint) {
    return tx.selectFrom('crash_chains').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Takes or renews the leader lease; true when `holder` leads for the next `ms`. */
  lease(tx: Tx, holder: string, ms: number): Promise<boolean> {
    return takeLease(tx, 'crash_lease', holder, ms);
  }

  release(tx: Tx, holder: string): Promise<void> {
    return releaseLease(tx, 'crash_lease', holder);
  }

  liveRound(tx: Tx, lock: 'share' | 'update' | null = null) {
    const q = tx.selectFrom('crash_rounds').selectAll().where('phase', '<>', 'crashed');
    return (lock === 'share' ? q.forShare() : lock === 'update' ? q.forUpdate() : q).executeTakeFirst();
  }

  roundById(tx: Tx, id: bigint) {
    return tx.selectFrom('crash_rounds').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The round before `id` in play order (same chain, index − 1). */
  previousInChain(tx: Tx, chainId: bigint, index: number) {
    return tx.selectFrom('crash_rounds').select(['hash']).where('chain_id', '=', chainId).where('chain_index', '=', index - 1).executeTakeFirst();
  }

  insertRound(tx: Tx, v: { chainId: bigint; index: number; hash: string; crashPoint: number; bettingEndsAt: Date }) {
    return tx
      .insertInto('crash_rounds')
      .values({ chain_id: v.chainId, chain_index: v.index, hash: v.hash, crash_point: v.crashPoint, phase: 'betting', betting_ends_at: v.bettingEndsAt })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  startFlight(tx: Tx, id: bigint) {
    return tx
      .updateTable('crash_rounds')
      .set({ phase: 'running', started_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('phase', '=', 'betting')
      .returningAll()
      .executeTakeFirst();
  }

  crash(tx: Tx, id: bigint) {
    return tx
      .updateTable('crash_rounds')
      .set({ phase: 'crashed', crashed_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('phase', '=', 'running')
      .returningAll()
      .executeTakeFirst();
  }

  recent(tx: Tx, limit: number) {
    return tx
      .selectFrom('crash_rounds')
      .select(['id', 'crash_point', 'hash'])
      .where('phase', '=', 'crashed')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async dbNow(tx: Tx): Promise<Date> {
    const r = await sql<{ now: Date }>`SELECT now() AS now`.execute(tx);
    return new Date(r.rows[0]!.now);
  }

  /** The bets of a crash round with their players' usernames, biggest first. */
  bets(tx: Tx, crashRoundId: bigint, limit: number) {
    return tx
      .selectFrom('game_rounds as r')
      .innerJoin('players as p', 'p.id', 'r.player_id')
      .select(['r.id', 'r.player_id', 'p.username', 'r.stake', 'r.payout', 'r.status', 'r.params', 'r.outcome'])
      .where('r.crash_round_id', '=', crashRoundId)
      .orderBy('r.stake', 'desc')
      .orderBy('r.id')
      .limit(limit)
      .execute();
  }

  /** Open bets of a crash round, for settlement. */
  openBets(tx: Tx, crashRoundId: bigint) {
    return tx
      .selectFrom('game_rounds')
      .selectAll()
      .where('crash_round_id', '=', crashRoundId)
      .where('status', '=', 'open')
      .orderBy('id')
      .execute();
  }

  betOf(tx: Tx, crashRoundId: bigint, playerId: bigint, lock = false) {
    const q = tx.selectFrom('game_rounds').selectAll().where('crash_round_id', '=', crashRoundId).where('player_id', '=', playerId);
    return (lock ? q.forUpdate() : q).executeTakeFirst();
  }

  /** Open bets of rounds that have crashed (their leader stopped before settling them). */
  orphanBets(tx: Tx, limit: number) {
    return tx
      .selectFrom('game_rounds as r')
      .innerJoin('crash_rounds as c', 'c.id', 'r.crash_round_id')
      .select(['r.id', 'r.params', 'c.id as crash_id'])
      .where('r.status', '=', 'open')
      .where('c.phase', '=', 'crashed')
      .limit(limit)
      .execute();
  }
}
