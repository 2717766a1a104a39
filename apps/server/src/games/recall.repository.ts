import { sql } from 'kysely';
import type { Tx } from '../db/unit-of-work';

/**
 * Game recall (GLI-19 §4.14) and the account history's rounds: one round of a player with what proves it, and the
 * player's rounds of a period page by page (keyset on created_at, id), for the CSV export.
 */
export class RecallRepository {
  /** One round of the player (another player's is not found), with its game, provider, seed and Crash round. */
  playerRound(tx: Tx, playerId: bigint, id: bigint) {
    return tx
      .selectFrom('game_rounds as r')
      .innerJoin('games as g', 'g.id', 'r.game_id')
      .innerJoin('game_providers as p', 'p.id', 'r.provider_id')
      .leftJoin('fair_seeds as s', 's.id', 'r.seed_id')
      .leftJoin('crash_rounds as c', 'c.id', 'r.crash_round_id')
      .leftJoin('live_rounds as l', 'l.id', 'r.live_round_id')
      .select([
        'r.id',
        'r.public_id',
        'r.round_ref',
        'r.status',
        'r.stake',
        'r.payout',
        'r.currency',
        'r.params',
        'r.outcome',
        'r.nonce',
        'r.created_at',
        'r.settled_at',
        'g.code as game_code',
        'g.name as game_name',
        'g.name_bn as game_name_bn',
        'g.type as game_type',
        'p.platform',
        'p.name as provider_name',
        'p.kind as provider_kind',
        's.server_seed_hash',
        's.client_seed',
        sql<string | null>`CASE WHEN s.status = 'revealed' THEN s.server_seed END`.as('server_seed'),
        'r.crash_round_id',
        sql<number | null>`CASE WHEN c.phase = 'crashed' THEN c.crash_point END`.as('crash_point'),
        sql<string | null>`CASE WHEN c.phase = 'crashed' THEN c.hash END`.as('crash_hash'),
        'r.live_round_id',
        'l.table_id as live_table_id',
        'l.phase as live_phase',
        sql<unknown>`CASE WHEN l.phase <> 'betting' THEN l.deal END`.as('live_deal'),
        sql<string | null>`CASE WHEN l.phase IN ('settled', 'voided') THEN l.seed END`.as('live_seed'),
      ])
      .where('r.id', '=', id)
      .where('r.player_id', '=', playerId)
      .executeTakeFirst();
  }


  /** The player's stakes per spot on a live table round. */
  liveSpots(tx: Tx, liveRoundId: bigint, playerId: bigint) {
    return tx.selectFrom('live_bets').select(['spot', 'stake']).where('live_round_id', '=', liveRoundId).where('player_id', '=', playerId).orderBy('spot').execute();
  }

  /** The player's rounds placed in [from, to) after the cursor, oldest first, at most `limit`. */
  /** `after.at` is the `cursor` of the last row read: the exact timestamp as text (a Date would lose the microseconds). */
  roundsPage(tx: Tx, playerId: bigint, from: Date, to: Date, after: { at: string; id: bigint } | null, limit: number) {
    let q = tx
      .selectFrom('game_rounds as r')
      .innerJoin('games as g', 'g.id', 'r.game_id')
      .innerJoin('game_providers as p', 'p.id', 'r.provider_id')
      .select(['r.id', 'r.round_ref', 'r.status', 'r.stake', 'r.payout', 'r.created_at', 'r.settled_at', 'g.name as game_name', 'g.code as game_code', 'p.platform', sql<string>`r.created_at::text`.as('cursor')])
      .where('r.player_id', '=', playerId)
      .where('r.created_at', '>=', from)
      .where('r.created_at', '<', to);
    if (after) q = q.where(sql<boolean>`(r.created_at, r.id) > (${after.at}::timestamptz, ${after.id})`);
    return q.orderBy('r.created_at').orderBy('r.id').limit(limit).execute();
  }
}

export type ExportedRound = Awaited<ReturnType<RecallRepository['roundsPage']>>[number];
