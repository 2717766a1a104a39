import { sql } from 'kysely';
import type { Tx } from '../db/unit-of-work';

export type RoundStatus = 'open' | 'won' | 'lost' | 'refunded';

export interface GameFilter {
  providerId?: bigint;
  type?: string;
  status?: string;
  /** Part of the game's name or code. */
  text?: string;
  limit: number;
  offset: number;
}

/** Who and what a new round is: its provider and game, the player, the game session, its reference, the currency. */
export interface RoundIdentity {
  providerId: bigint;
  gameId: bigint;
  playerId: bigint;
  sessionId: bigint | null;
  roundRef: string;
  currency: string;
}

export interface RoundFilter {
  /** Player id or exact username (case-insensitive). */
  player?: string;
  platform?: string;
  gameId?: bigint;
  status?: RoundStatus;
  /** created_at >= from */
  from?: Date;
  /** created_at < to */
  to?: Date;
  limit: number;
  offset: number;
}

function likeOf(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * SQL of the games domain: catalogue, favourites, game sessions, fair seeds, rounds and game wallet calls, and the
 * console's reads over them (the whole catalogue, rounds with their transactions, the GGR summary).
 */
export class GamesRepository {
  // ---------------------------------------------------------------- catalogue
  /** Active providers with at least one active game of `type` (get-system). */
  systemsOfType(tx: Tx, type: string) {
    return tx
      .selectFrom('game_providers as p')
      .select(['p.platform', 'p.name', 'p.logo', 'p.status'])
      .where('p.status', '<>', 'inactive')
      .where((eb) =>
        eb.exists(
          eb.selectFrom('games as g').select('g.id').whereRef('g.provider_id', '=', 'p.id').where('g.type', '=', type).where('g.status', '=', 'active'),
        ),
      )
      .orderBy('p.sort_order')
      .orderBy('p.id')
      .execute();
  }

  typeExists(tx: Tx, type: string) {
    return tx.selectFrom('game_types').select('code').where('code', '=', type).where('status', '=', 'active').executeTakeFirst();
  }

  types(tx: Tx) {
    return tx.selectFrom('game_types').select(['code', 'name']).where('status', '=', 'active').orderBy('sort_order').execute();
  }

  /** Providers by platform, with how many active games each has. */
  providers(tx: Tx, platforms: string[] | null, type: string | null) {
    let q = tx
      .selectFrom('game_providers as p')
      .select((eb) => [
        'p.platform',
        'p.name',
        'p.logo',
        eb
          .selectFrom('games as g')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('g.provider_id', '=', 'p.id')
          .where('g.status', '=', 'active')
          .$if(type !== null, (w) => w.where('g.type', '=', type!))
          .as('game_count'),
      ])
      .where('p.status', '<>', 'inactive');
    if (platforms) q = q.where('p.platform', 'in', platforms.length ? platforms : ['']);
    return q.orderBy('p.sort_order').orderBy('p.id').execute();
  }

  games(tx: Tx, f: { type: string | null; platforms: string[] | null }) {
    let q = tx
      .selectFrom('games as g')
      .innerJoin('game_providers as p', 'p.id', 'g.provider_id')
      .select(['g.id', 'g.code', 'g.name', 'g.name_bn', 'g.type', 'p.platform', 'g.poster', 'g.display_order', 'g.created_at', 'g.rtp'])
      .where('g.status', '=', 'active')
      .where('p.status', '<>', 'inactive');
    if (f.type) q = q.where('g.type', '=', f.type);
    if (f.platforms) q = q.where('p.platform', 'in', f.platforms.length ? f.platforms : ['']);
    return q.orderBy('g.display_order').orderBy('g.id').limit(2000).execute();
  }

  /** How many listed games (active, of a provider not switched off) each game type has: the menus hide a type with none. */
  gameCounts(tx: Tx) {
    return tx
      .selectFrom('games as g')
      .innerJoin('game_providers as p', 'p.id', 'g.provider_id')
      .select(['g.type', (eb) => eb.fn.countAll<string>().as('count')])
      .where('g.status', '=', 'active')
      .where('p.status', '<>', 'inactive')
      .groupBy('g.type')
      .execute();
  }

  /** A launchable game: its provider's platform, kind, launch address and status. */
  gameByPlatformCode(tx: Tx, platform: string, code: string) {
    return tx
      .selectFrom('games as g')
      .innerJoin('game_providers as p', 'p.id', 'g.provider_id')
      .select([
        'g.id',
        'g.code',
        'g.name',
        'g.type',
        'g.status',
        'g.provider_id',
        'p.platform',
        'p.kind',
        'p.launch_url',
        'p.status as provider_status',
      ])
      .where('p.platform', '=', platform)
      .where('g.code', '=', code)
      .executeTakeFirst();
  }

  gameById(tx: Tx, id: bigint) {
    return tx
      .selectFrom('games as g')
      .innerJoin('game_providers as p', 'p.id', 'g.provider_id')
      .select(['g.id', 'g.code', 'g.name', 'g.type', 'g.status', 'g.provider_id', 'p.platform', 'p.kind', 'p.status as provider_status'])
      .where('g.id', '=', id)
      .executeTakeFirst();
  }

  providerByPlatform(tx: Tx, platform: string) {
    return tx.selectFrom('game_providers').selectAll().where('platform', '=', platform).executeTakeFirst();
  }

  favorites(tx: Tx, playerId: bigint) {
    return tx.selectFrom('game_favorites').select('game_id').where('player_id', '=', playerId).orderBy('created_at', 'desc').execute();
  }

  async addFavorite(tx: Tx, playerId: bigint, gameId: bigint) {
    await tx.insertInto('game_favorites').values({ player_id: playerId, game_id: gameId }).onConflict((oc) => oc.doNothing()).execute();
  }

  async removeFavorite(tx: Tx, playerId: bigint, gameId: bigint) {
    await tx.deleteFrom('game_favorites').where('player_id', '=', playerId).where('game_id', '=', gameId).execute();
  }


  // ---------------------------------------------------------------- sessions
  async insertLaunch(
    tx: Tx,
    v: { playerId: bigint; gameId: bigint; authSessionId: bigint; launchHash: string; expiresAt: Date; lang: string; isMobile: boolean },
  ) {
    await tx
      .insertInto('game_sessions')
      .values({
        player_id: v.playerId,
        game_id: v.gameId,
        auth_session_id: v.authSessionId,
        launch_hash: v.launchHash,
        launch_expires_at: v.expiresAt,
        lang: v.lang,
        is_mobile: v.isMobile,
      })
      .execute();
  }

  /** Trades an unused, unexpired launch token once (the UPDATE is the lock: a second trade finds nothing). */
  startSession(tx: Tx, launchHash: string, tokenHash: string, expiresAt: Date) {
    return tx
      .updateTable('game_sessions')
      .set({ token_hash: tokenHash, started_at: sql<Date>`now()`, last_seen_at: sql<Date>`now()`, expires_at: expiresAt })
      .where('launch_hash', '=', launchHash)
      .where('started_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('launch_expires_at', '>', sql<Date>`now()`)
      .returning(['id', 'player_id', 'game_id', 'auth_session_id', 'expires_at'])
      .executeTakeFirst();
  }

  /** A live game session: unexpired, not revoked, its player active and the site session it came from still valid. */
  liveSession(tx: Tx, tokenHash: string) {
    return sessionQuery(tx)
      .where('s.token_hash', '=', tokenHash)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', sql<Date>`now()`)
      .where('pl.status', '=', 'active')
      .where('a.revoked_at', 'is', null)
      .where('a.expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
  }

  /** A started game session whatever its state (a provider's late win or rollback). */
  sessionAnyState(tx: Tx, tokenHash: string) {
    return sessionQuery(tx).where('s.token_hash', '=', tokenHash).executeTakeFirst();
  }

  async touchSession(tx: Tx, id: bigint) {
    await tx.updateTable('game_sessions').set({ last_seen_at: sql<Date>`now()` }).where('id', '=', id).execute();
  }


  // ---------------------------------------------------------------- fair seeds
  activeSeed(tx: Tx, playerId: bigint, lock: boolean) {
    const q = tx.selectFrom('fair_seeds').selectAll().where('player_id', '=', playerId).where('status', '=', 'active');
    return (lock ? q.forUpdate() : q).executeTakeFirst();
  }

  async insertSeed(tx: Tx, v: { playerId: bigint; serverSeed: string; serverSeedHash: string; clientSeed: string }) {
    await tx
      .insertInto('fair_seeds')
      .values({ player_id: v.playerId, server_seed: v.serverSeed, server_seed_hash: v.serverSeedHash, client_seed: v.clientSeed })
      // The partial index's predicate as a literal: a named statement's generic plan cannot match a parameter to it
      // (error 42P10; db/prepared.ts).
      .onConflict((oc) => oc.column('player_id').where('status', '=', sql.lit('active')).doNothing())
      .execute();
  }

  async useNonce(tx: Tx, seedId: bigint): Promise<number> {
    const r = await tx
      .updateTable('fair_seeds')
      .set((eb) => ({ next_nonce: eb('next_nonce', '+', 1) }))
      .where('id', '=', seedId)
      .returning('next_nonce')
      .executeTakeFirstOrThrow();
    return r.next_nonce - 1;
  }

  async revealSeed(tx: Tx, seedId: bigint) {
    await tx.updateTable('fair_seeds').set({ status: 'revealed', revealed_at: sql<Date>`now()` }).where('id', '=', seedId).execute();
  }

  async hasOpenSeededRound(tx: Tx, seedId: bigint): Promise<boolean> {
    const r = await tx.selectFrom('game_rounds').select('id').where('seed_id', '=', seedId).where('status', '=', 'open').limit(1).executeTakeFirst();
    return Boolean(r);
  }

  seedById(tx: Tx, id: bigint) {
    return tx.selectFrom('fair_seeds').selectAll().where('id', '=', id).executeTakeFirst();
  }


  // ---------------------------------------------------------------- rounds
  roundByRef(tx: Tx, providerId: bigint, roundRef: string, lock = false) {
    const q = tx.selectFrom('game_rounds').selectAll().where('provider_id', '=', providerId).where('round_ref', '=', roundRef);
    return (lock ? q.forUpdate() : q).executeTakeFirst();
  }

  roundById(tx: Tx, id: bigint, lock = false) {
    const q = tx.selectFrom('game_rounds').selectAll().where('id', '=', id);
    return (lock ? q.forUpdate() : q).executeTakeFirst();
  }

  /** Creates the round if it is new; answers whether this call created it. */
  async insertRound(
    tx: Tx,
    v: RoundIdentity & {
      params?: unknown;
      outcome?: unknown;
      seedId?: bigint | null;
      nonce?: number | null;
      crashRoundId?: bigint | null;
      liveRoundId?: bigint | null;
    },
  ): Promise<boolean> {
    const r = await tx
      .insertInto('game_rounds')
      .values({
        provider_id: v.providerId,
        game_id: v.gameId,
        player_id: v.playerId,
        session_id: v.sessionId,
        round_ref: v.roundRef,
        currency: v.currency,
        params: v.params === undefined ? null : JSON.stringify(v.params),
        outcome: v.outcome === undefined ? null : JSON.stringify(v.outcome),
        seed_id: v.seedId ?? null,
        nonce: v.nonce ?? null,
        crash_round_id: v.crashRoundId ?? null,
        live_round_id: v.liveRoundId ?? null,
      })
      .onConflict((oc) => oc.columns(['provider_id', 'round_ref']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return Boolean(r);
  }

  async addToRound(tx: Tx, id: bigint, d: { stake?: bigint; payout?: bigint }) {
    await tx
      .updateTable('game_rounds')
      .set((eb) => ({
        stake: eb('stake', '+', d.stake ?? 0n),
        payout: eb('payout', '+', d.payout ?? 0n),
        updated_at: sql<Date>`now()`,
      }))
      .where('id', '=', id)
      .execute();
  }

  async setOutcome(tx: Tx, id: bigint, outcome: unknown) {
    await tx.updateTable('game_rounds').set({ outcome: JSON.stringify(outcome), updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
  }

  async settleRound(tx: Tx, id: bigint, status: 'won' | 'lost' | 'refunded') {
    await tx
      .updateTable('game_rounds')
      .set({ status, settled_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  }

  openRoundOf(tx: Tx, playerId: bigint, gameId: bigint) {
    return tx
      .selectFrom('game_rounds')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('game_id', '=', gameId)
      .where('status', '=', 'open')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /** Open rounds untouched since `before` (interrupted games), oldest first. */
  staleOpenRounds(tx: Tx, before: Date, limit: number) {
    return tx
      .selectFrom('game_rounds as r')
      .innerJoin('games as g', 'g.id', 'r.game_id')
      .innerJoin('game_providers as p', 'p.id', 'r.provider_id')
      .select(['r.id', 'g.code', 'p.kind', 'r.crash_round_id', 'r.live_round_id'])
      .where('r.status', '=', 'open')
      .where('r.updated_at', '<', before)
      .orderBy('r.updated_at')
      .limit(limit)
      .execute();
  }

  async hasOpenRound(tx: Tx, playerId: bigint): Promise<boolean> {
    const r = await tx.selectFrom('game_rounds').select('id').where('player_id', '=', playerId).where('status', '=', 'open').limit(1).executeTakeFirst();
    return Boolean(r);
  }

  /** The player's rounds of one game, newest first, with their seeds. */
  history(tx: Tx, playerId: bigint, gameId: bigint, limit: number) {
    return roundsWithSeeds(tx).where('r.player_id', '=', playerId).where('r.game_id', '=', gameId).orderBy('r.id', 'desc').limit(limit).execute();
  }

  roundWithSeed(tx: Tx, id: bigint) {
    return roundsWithSeeds(tx).where('r.id', '=', id).executeTakeFirst();
  }

  /** The public verifier's look-up: by the round's unguessable public id (a uuid; the caller checks its shape). */
  roundWithSeedByPublicId(tx: Tx, publicId: string) {
    return roundsWithSeeds(tx).where('r.public_id', '=', publicId).executeTakeFirst();
  }


  // ---------------------------------------------------------------- the quick path of one-shot rounds, in groups
  /**
   * The active seeds of a group of players, locked in id order (every group locks seeds before accounts, each in id
   * order, like the general path: no two groups wait on each other in a circle), with which of the group's rounds
   * exist already (a retried request) and an id for each round. The nonce is not taken here: the group's write takes
   * it for the rounds it writes, so a refused round uses none up. Should a round appear meanwhile under the same
   * reference, the group's write fails on its unique key and every round goes the general way.
   */
  async lockInstantSeeds(tx: Tx, playerIds: bigint[], rounds: { providerId: bigint; roundRef: string }[]) {
    const r = await sql<{ id: bigint; player_id: bigint; server_seed: string; server_seed_hash: string; client_seed: string; next_nonce: number; priors: string[]; round_ids: string[] }>`
      SELECT id, player_id, server_seed, server_seed_hash, client_seed, next_nonce,
             (SELECT coalesce(array_agg(g.provider_id || ':' || g.round_ref), '{}')
                FROM game_rounds g
                JOIN unnest(${rounds.map((x) => String(x.providerId))}::bigint[], ${rounds.map((x) => x.roundRef)}::text[]) AS q(provider_id, round_ref)
                  ON g.provider_id = q.provider_id AND g.round_ref = q.round_ref) AS priors,
             (SELECT array_agg(nextval('game_rounds_id_seq')::text) FROM generate_series(1, ${rounds.length}::int)) AS round_ids
        FROM fair_seeds
       WHERE player_id = ANY(${playerIds.map(String)}::bigint[]) AND status = 'active'
       ORDER BY id
         FOR NO KEY UPDATE`.execute(tx);
    return r.rows;
  }

  /**
   * A group of one-shot rounds of our own games, written in one statement once their money has moved (the wallet's
   * `postBatch`, with the ledger transactions' ids handed in): for each round, the settled round under the id taken
   * for it by `lockInstantSeeds`; the two game-wallet calls (`…:bet`, `…:win`, a lost round's win with amount 0 and
   * no ledger transaction, as the general path records it); its seed's nonce taken. At most one round per player
   * (the caller's rule).
   */
  /**
   * Many open rounds settled in one statement (GameWalletService.finishRounds): each round's win call written (its
   * ledger transaction, or none for a lost round) and the round paid, given its outcome and settled.
   */
  async settleRoundsMany(
    tx: Tx,
    rounds: { id: bigint; providerId: bigint; playerId: bigint; winRef: string; payout: bigint; outcome: unknown; ledgerTx: bigint | null }[],
  ) {
    if (rounds.length === 0) return;
    const rows = JSON.stringify(
      rounds.map((v) => ({
        id: String(v.id),
        provider_id: String(v.providerId),
        player_id: String(v.playerId),
        win_ref: v.winRef,
        payout: String(v.payout),
        outcome: v.outcome ?? null,
        ledger_tx: v.ledgerTx === null ? null : String(v.ledgerTx),
      })),
    );
    await sql`
      WITH v AS (
        SELECT * FROM jsonb_to_recordset(${rows}::jsonb) AS x(id bigint, provider_id bigint, player_id bigint, win_ref text, payout bigint, outcome jsonb, ledger_tx bigint)
      ), wt AS (
        INSERT INTO game_wallet_tx (provider_id, tx_ref, kind, round_id, player_id, amount, ledger_tx_id)
        SELECT provider_id, win_ref, 'win', id, player_id, payout, ledger_tx FROM v ORDER BY id
      )
      UPDATE game_rounds g
         SET payout = g.payout + v.payout,
             outcome = coalesce(v.outcome, g.outcome),
             status = CASE WHEN g.payout + v.payout > 0 THEN 'won' ELSE 'lost' END,
             settled_at = now(),
             updated_at = now()
        FROM v
       WHERE g.id = v.id AND g.status = 'open'`.execute(tx);
  }

  async writeInstantRounds(
    tx: Tx,
    rounds: (RoundIdentity & {
      id: bigint;
      params: unknown;
      outcome: unknown;
      seedId: bigint;
      nonce: number;
      stake: bigint;
      payout: bigint;
      betRef: string;
      winRef: string;
      betTx: bigint;
      winTx: bigint | null;
    })[],
  ) {
    const rows = JSON.stringify(
      rounds.map((v, i) => ({
        i,
        id: String(v.id),
        provider_id: String(v.providerId),
        game_id: String(v.gameId),
        player_id: String(v.playerId),
        session_id: v.sessionId === null ? null : String(v.sessionId),
        round_ref: v.roundRef,
        currency: v.currency,
        params: v.params,
        outcome: v.outcome,
        seed_id: String(v.seedId),
        nonce: v.nonce,
        stake: String(v.stake),
        payout: String(v.payout),
        bet_ref: v.betRef,
        win_ref: v.winRef,
        bet_tx: String(v.betTx),
        win_tx: v.winTx === null ? null : String(v.winTx),
      })),
    );
    const r = await sql<{ i: number; id: bigint; public_id: string; created_at: Date; settled_at: Date }>`
      WITH v AS (
        SELECT * FROM jsonb_to_recordset(${rows}::jsonb) AS x(
          i int, id bigint, provider_id bigint, game_id bigint, player_id bigint, session_id bigint, round_ref text, currency text,
          params jsonb, outcome jsonb, seed_id bigint, nonce int, stake bigint, payout bigint, bet_ref text, win_ref text,
          bet_tx bigint, win_tx bigint)
      ), r AS (
        INSERT INTO game_rounds (id, provider_id, game_id, player_id, session_id, round_ref, currency, params, outcome, seed_id, nonce,
                                 stake, payout, status, settled_at)
        SELECT id, provider_id, game_id, player_id, session_id, round_ref, currency, params, outcome, seed_id, nonce,
               stake, payout, CASE WHEN payout > 0 THEN 'won' ELSE 'lost' END, now()
          FROM v ORDER BY i
        RETURNING id, public_id, created_at, settled_at
      ), wt AS (
        INSERT INTO game_wallet_tx (provider_id, tx_ref, kind, round_id, player_id, amount, ledger_tx_id)
        SELECT v.provider_id, c.ref, c.kind, v.id, v.player_id, c.amount, c.ledger_tx
          FROM v
         CROSS JOIN LATERAL (VALUES (v.bet_ref, 'bet', v.stake, v.bet_tx), (v.win_ref, 'win', v.payout, v.win_tx))
               AS c(ref, kind, amount, ledger_tx)
         ORDER BY v.i, c.kind
      ), seeds AS (
        UPDATE fair_seeds s SET next_nonce = s.next_nonce + 1 FROM v WHERE s.id = v.seed_id
      )
      SELECT v.i, r.id, r.public_id, r.created_at, r.settled_at
        FROM v JOIN r ON r.id = v.id
       ORDER BY v.i`.execute(tx);
    return r.rows;
  }

  // ---------------------------------------------------------------- game wallet calls
  /**
   * Serialises every call about one provider transaction id until the end of the database transaction: a bet or win
   * takes it on its own id, a rollback on the id it cancels, so whichever comes second sees the first.
   */
  async lockTxRef(tx: Tx, providerId: bigint, txRef: string) {
    await sql`SELECT pg_advisory_xact_lock(7250020, hashtext(${`${providerId}:${txRef}`}))`.execute(tx);
  }

  walletTx(tx: Tx, providerId: bigint, txRef: string) {
    return tx.selectFrom('game_wallet_tx').selectAll().where('provider_id', '=', providerId).where('tx_ref', '=', txRef).executeTakeFirst();
  }

  /** Records a wallet call; null when that provider transaction id exists already (a retry or a race). */
  insertWalletTx(
    tx: Tx,
    v: { providerId: bigint; txRef: string; kind: 'bet' | 'win' | 'rollback' | 'refused'; roundId: bigint | null; playerId: bigint; amount: bigint; referenceTxRef?: string | null },
  ) {
    return tx
      .insertInto('game_wallet_tx')
      .values({
        provider_id: v.providerId,
        tx_ref: v.txRef,
        kind: v.kind,
        round_id: v.roundId,
        player_id: v.playerId,
        amount: v.amount,
        reference_tx_ref: v.referenceTxRef ?? null,
      })
      .onConflict((oc) => oc.columns(['provider_id', 'tx_ref']).doNothing())
      .returning('id')
      .executeTakeFirst();
  }

  async setLedgerTx(tx: Tx, id: bigint, ledgerTxId: bigint) {
    await tx.updateTable('game_wallet_tx').set({ ledger_tx_id: ledgerTxId }).where('id', '=', id).execute();
  }

  async markRolledBack(tx: Tx, id: bigint) {
    await tx.updateTable('game_wallet_tx').set({ rolled_back: true }).where('id', '=', id).execute();
  }

  roundWalletTxs(tx: Tx, roundId: bigint) {
    return tx.selectFrom('game_wallet_tx').selectAll().where('round_id', '=', roundId).orderBy('id').execute();
  }


  // ---------------------------------------------------------------- betting records
  /** Settled (or open) rounds grouped by platform, game type and GMT+6 day. */
  recordGroups(tx: Tx, f: { playerId: bigint; settled: boolean; from: Date; to: Date | null; platform?: string; type?: string }) {
    const day = sql<string>`to_char(((coalesce(r.settled_at, r.created_at) at time zone 'UTC') + interval '6 hours')::date, 'YYYY-MM-DD')`;
    let q = tx
      .selectFrom('game_rounds as r')
      .innerJoin('games as g', 'g.id', 'r.game_id')
      .innerJoin('game_providers as p', 'p.id', 'r.provider_id')
      .select((eb) => [
        'p.platform',
        'g.type as game_type',
        day.as('day'),
        eb.fn.countAll<string>().as('bet_count'),
        eb.fn.sum<string>('r.stake').as('turnover'),
        eb.fn.sum<string>(sql`r.payout - r.stake`).as('profit_loss'),
        eb.fn.max('r.settled_at').as('settle_date'),
      ])
      .where('r.player_id', '=', f.playerId)
      .where(sql<boolean>`coalesce(r.settled_at, r.created_at) >= ${f.from}`);
    if (f.to) q = q.where(sql<boolean>`coalesce(r.settled_at, r.created_at) < ${f.to}`);
    q = f.settled ? q.where('r.status', '<>', 'open') : q.where('r.status', '=', 'open');
    if (f.platform) q = q.where('p.platform', '=', f.platform);
    if (f.type) q = q.where('g.type', '=', f.type);
    return q.groupBy(['p.platform', 'g.type', day]).orderBy(day, 'desc').orderBy('p.platform').orderBy('g.type').limit(500).execute();
  }

  recordBets(tx: Tx, f: { playerId: bigint; settled: boolean; platform: string; type: string; from: Date; to: Date }) {
    let q = tx
      .selectFrom('game_rounds as r')
      .innerJoin('games as g', 'g.id', 'r.game_id')
      .innerJoin('game_providers as p', 'p.id', 'r.provider_id')
      .select(['r.id', 'p.platform', 'g.type', 'g.code', 'g.name', 'r.stake', 'r.payout', 'r.status', 'r.created_at', 'r.settled_at'])
      .where('r.player_id', '=', f.playerId)
      .where('p.platform', '=', f.platform)
      .where('g.type', '=', f.type)
      .where(sql<boolean>`coalesce(r.settled_at, r.created_at) >= ${f.from}`)
      .where(sql<boolean>`coalesce(r.settled_at, r.created_at) < ${f.to}`);
    q = f.settled ? q.where('r.status', '<>', 'open') : q.where('r.status', '=', 'open');
    return q.orderBy('r.id', 'desc').limit(500).execute();
  }

  platformsPlayed(tx: Tx) {
    return tx.selectFrom('game_providers').select(['platform', 'name']).where('status', '<>', 'inactive').orderBy('sort_order').orderBy('id').execute();
  }


  // ------------------------------------------------------------------ the console's reads
  // ------------------------------------------------------------------ catalogue
  /** Every game type, whatever its status (the console). */
  allTypes(tx: Tx) {
    return tx.selectFrom('game_types').selectAll().orderBy('sort_order').orderBy('code').execute();
  }

  /** Every provider, whatever its status (the console). */
  allProviders(tx: Tx) {
    return tx.selectFrom('game_providers').selectAll().orderBy('sort_order').orderBy('id').execute();
  }

  /** A page of the catalogue, filtered (the console). */
  async consoleGames(tx: Tx, f: GameFilter) {
    let q = tx.selectFrom('games as g').innerJoin('game_providers as p', 'p.id', 'g.provider_id');
    if (f.providerId) q = q.where('g.provider_id', '=', f.providerId);
    if (f.type) q = q.where('g.type', '=', f.type);
    if (f.status) q = q.where('g.status', '=', f.status);
    if (f.text) {
      const like = likeOf(f.text);
      q = q.where((eb) => eb.or([eb(sql`lower(g.name)`, 'like', like), eb(sql`lower(g.code)`, 'like', like)]));
    }
    const [rows, count] = await Promise.all([
      q
        .selectAll('g')
        .select(['p.platform', 'p.name as provider_name', 'p.status as provider_status'])
        .orderBy('g.display_order')
        .orderBy('g.id')
        .limit(f.limit)
        .offset(f.offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }


  /** Games per provider and per type, all and active, for the catalogue tables. */
  async catalogueCounts(tx: Tx) {
    const r = await sql<{ provider_id: bigint; type: string; games: number; active: number }>`
      SELECT provider_id, type, count(*)::int AS games, count(*) FILTER (WHERE status = 'active')::int AS active
      FROM games GROUP BY provider_id, type`.execute(tx);
    return r.rows;
  }


  // ------------------------------------------------------------------ rounds
  async rounds(tx: Tx, f: RoundFilter) {
    let q = tx
      .selectFrom('game_rounds as r')
      .innerJoin('players as pl', 'pl.id', 'r.player_id')
      .innerJoin('games as g', 'g.id', 'r.game_id')
      .innerJoin('game_providers as p', 'p.id', 'r.provider_id');
    if (f.player) {
      const text = f.player;
      q = q.where((eb) =>
        eb.or([eb(sql`lower(pl.username)`, '=', text.toLowerCase()), ...(/^\d{1,18}$/.test(text) ? [eb('r.player_id', '=', BigInt(text))] : [])]),
      );
    }
    if (f.platform) q = q.where('p.platform', '=', f.platform);
    if (f.gameId) q = q.where('r.game_id', '=', f.gameId);
    if (f.status) q = q.where('r.status', '=', f.status);
    if (f.from) q = q.where('r.created_at', '>=', f.from);
    if (f.to) q = q.where('r.created_at', '<', f.to);
    const [rows, count] = await Promise.all([
      q
        .select([
          'r.id',
          'r.round_ref',
          'r.status',
          'r.stake',
          'r.payout',
          'r.currency',
          'r.created_at',
          'r.settled_at',
          'r.player_id',
          'pl.username',
          'r.game_id',
          'g.code as game_code',
          'g.name as game_name',
          'g.type as game_type',
          'p.platform',
        ])
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(f.limit)
        .offset(f.offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }


  /** One round with its player, game, provider, fair seed (the server seed only once revealed) and crash round. */
  async round(tx: Tx, id: bigint) {
    return tx
      .selectFrom('game_rounds as r')
      .innerJoin('players as pl', 'pl.id', 'r.player_id')
      .innerJoin('games as g', 'g.id', 'r.game_id')
      .innerJoin('game_providers as p', 'p.id', 'r.provider_id')
      .leftJoin('fair_seeds as s', 's.id', 'r.seed_id')
      .leftJoin('crash_rounds as c', 'c.id', 'r.crash_round_id')
      .select([
        'r.id',
        'r.round_ref',
        'r.status',
        'r.stake',
        'r.payout',
        'r.currency',
        'r.params',
        'r.outcome',
        'r.nonce',
        'r.session_id',
        'r.created_at',
        'r.updated_at',
        'r.settled_at',
        'r.player_id',
        'pl.username',
        'r.game_id',
        'g.code as game_code',
        'g.name as game_name',
        'g.type as game_type',
        'p.platform',
        'p.name as provider_name',
        's.server_seed_hash',
        's.client_seed',
        's.status as seed_status',
        sql<string | null>`CASE WHEN s.status = 'revealed' THEN s.server_seed END`.as('server_seed'),
        'r.crash_round_id',
        'c.phase as crash_phase',
        sql<number | null>`CASE WHEN c.phase = 'crashed' THEN c.crash_point END`.as('crash_point'),
        sql<string | null>`CASE WHEN c.phase = 'crashed' THEN c.hash END`.as('crash_hash'),
      ])
      .where('r.id', '=', id)
      .executeTakeFirst();
  }


  /** The round's row as the audit log keeps it. */
  roundRow(tx: Tx, id: bigint, lock = false) {
    const q = tx.selectFrom('game_rounds').selectAll().where('id', '=', id);
    return (lock ? q.forNoKeyUpdate() : q).executeTakeFirst();
  }


  roundTransactions(tx: Tx, roundId: bigint) {
    return tx
      .selectFrom('game_wallet_tx')
      .select(['id', 'kind', 'tx_ref', 'amount', 'reference_tx_ref', 'ledger_tx_id', 'rolled_back', 'created_at'])
      .where('round_id', '=', roundId)
      .orderBy('id')
      .execute();
  }


  /**
   * Figures for settled rounds (won or lost) settled in [from, to): per game the rounds, the stakes (turnover),
   * the payouts and GGR = stakes − payouts, and the same totals; with the rounds created then that are still open
   * (and their stakes) or were refunded.
   */
  async summary(tx: Tx, from: Date, to: Date, platform?: string) {
    const byPlatform = platform ? sql`AND p.platform = ${platform}` : sql``;
    const games = await sql<{ game_id: bigint; code: string; name: string; platform: string; rounds: number; turnover: bigint; payouts: bigint }>`
      SELECT r.game_id, g.code, g.name, p.platform, count(*)::int AS rounds,
             coalesce(sum(r.stake), 0)::bigint AS turnover, coalesce(sum(r.payout), 0)::bigint AS payouts
      FROM game_rounds r
      JOIN games g ON g.id = r.game_id
      JOIN game_providers p ON p.id = r.provider_id
      WHERE r.status IN ('won', 'lost') AND r.settled_at >= ${from} AND r.settled_at < ${to} ${byPlatform}
      GROUP BY r.game_id, g.code, g.name, p.platform
      ORDER BY coalesce(sum(r.stake), 0) - coalesce(sum(r.payout), 0) DESC, r.game_id`.execute(tx);
    const settled = sql`r.status IN ('won', 'lost') AND r.settled_at >= ${from} AND r.settled_at < ${to}`;
    const created = sql`r.created_at >= ${from} AND r.created_at < ${to}`;
    const totals = await sql<{ rounds: number; turnover: bigint; payouts: bigint; open_rounds: number; open_stakes: bigint; refunded_rounds: number }>`
      SELECT count(*) FILTER (WHERE ${settled})::int AS rounds,
             coalesce(sum(r.stake) FILTER (WHERE ${settled}), 0)::bigint AS turnover,
             coalesce(sum(r.payout) FILTER (WHERE ${settled}), 0)::bigint AS payouts,
             count(*) FILTER (WHERE r.status = 'open' AND ${created})::int AS open_rounds,
             coalesce(sum(r.stake) FILTER (WHERE r.status = 'open' AND ${created}), 0)::bigint AS open_stakes,
             count(*) FILTER (WHERE r.status = 'refunded' AND ${created})::int AS refunded_rounds
      FROM game_rounds r
      JOIN game_providers p ON p.id = r.provider_id
      WHERE ((${settled}) OR (${created})) ${byPlatform}`.execute(tx);
    return { games: games.rows, totals: totals.rows[0]! };
  }
}

function sessionQuery(tx: Tx) {
  return tx
    .selectFrom('game_sessions as s')
    .innerJoin('players as pl', 'pl.id', 's.player_id')
    .innerJoin('sessions as a', 'a.id', 's.auth_session_id')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .innerJoin('game_providers as p', 'p.id', 'g.provider_id')
    .select([
      's.id',
      's.player_id',
      's.game_id',
      's.auth_session_id',
      's.expires_at',
      's.last_seen_at',
      'a.expires_at as site_expires_at',
      'pl.username',
      'pl.currency',
      'g.code as game_code',
      'g.name as game_name',
      'g.type as game_type',
      'g.status as game_status',
      'p.id as provider_id',
      'p.platform',
      'p.kind',
      'p.status as provider_status',
    ]);
}

function roundsWithSeeds(tx: Tx) {
  return tx
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .leftJoin('fair_seeds as s', 's.id', 'r.seed_id')
    .select([
      'r.id',
      'r.player_id',
      'r.status',
      'r.stake',
      'r.payout',
      'r.params',
      'r.outcome',
      'r.nonce',
      'r.created_at',
      'r.settled_at',
      'r.crash_round_id',
      'r.public_id',
      'g.code as game_code',
      's.server_seed',
      's.server_seed_hash',
      's.client_seed',
      's.status as seed_status',
    ]);
}

export type RoundWithSeed = NonNullable<Awaited<ReturnType<GamesRepository['roundWithSeed']>>>;
export type LiveGameSession = NonNullable<Awaited<ReturnType<GamesRepository['liveSession']>>>;
export type GameRoundRow = NonNullable<Awaited<ReturnType<GamesRepository['roundById']>>>;
