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

/** The console's SQL over the game catalogue, the rounds and the game wallet's transactions. */
export const gamesStaffRepository = {
  // ------------------------------------------------------------------ catalogue
  types(tx: Tx) {
    return tx.selectFrom('game_types').selectAll().orderBy('sort_order').orderBy('code').execute();
  },
  providers(tx: Tx) {
    return tx.selectFrom('game_providers').selectAll().orderBy('sort_order').orderBy('id').execute();
  },
  async games(tx: Tx, f: GameFilter) {
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
  },

  /** Games per provider and per type, all and active, for the catalogue tables. */
  async catalogueCounts(tx: Tx) {
    const r = await sql<{ provider_id: bigint; type: string; games: number; active: number }>`
      SELECT provider_id, type, count(*)::int AS games, count(*) FILTER (WHERE status = 'active')::int AS active
      FROM games GROUP BY provider_id, type`.execute(tx);
    return r.rows;
  },

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
  },

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
  },

  /** The round's row as the audit log keeps it. */
  roundRow(tx: Tx, id: bigint, lock = false) {
    const q = tx.selectFrom('game_rounds').selectAll().where('id', '=', id);
    return (lock ? q.forNoKeyUpdate() : q).executeTakeFirst();
  },

  roundTransactions(tx: Tx, roundId: bigint) {
    return tx
      .selectFrom('game_wallet_tx')
      .select(['id', 'kind', 'tx_ref', 'amount', 'reference_tx_ref', 'ledger_tx_id', 'rolled_back', 'created_at'])
      .where('round_id', '=', roundId)
      .orderBy('id')
      .execute();
  },

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
  },
};
