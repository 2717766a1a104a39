import { sql } from 'kysely';
import type { Tx } from '../db/unit-of-work';

/** One settled stake that earns VIP points: a game round, or a player's matched volume in a settled market. */
export interface StakeEarning {
  playerId: bigint;
  stake: bigint;
  /** The game type (SPORTS for the exchange), or the game whose type it is. */
  gameType?: string;
  gameId?: bigint;
  /** Once per source: `game:{round}`, `xch:{market}:{player}`. */
  source: string;
}

/** A settled stake priced by the service: its game type, the rate read for it and the VP `vpForStake` gives. */
export interface PricedEarning {
  playerId: bigint;
  stake: bigint;
  /** null: no game type (an unknown game), which earns nothing. */
  gameType: string | null;
  /** The game the type was read from (checked to still have it); undefined when the event named the type. */
  typeOfGame?: bigint;
  rate: number;
  points: bigint;
  source: string;
}

/** One player's VP after a credit. */
export interface EarnedTotals {
  player_id: bigint;
  points: bigint;
  month_earned: bigint;
  added: bigint;
}

/** The rewards tables (migrations/0009_rewards.sql): settings, levels, rates, the VP journal, referral runs and rewards. */
export class RewardsRepository {
  settings(tx: Tx) {
    return tx.selectFrom('reward_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  }

  levels(tx: Tx) {
    return tx.selectFrom('vip_levels').selectAll().orderBy('threshold').execute();
  }

  rates(tx: Tx) {
    return tx
      .selectFrom('game_types as t')
      .leftJoin('vip_rates as r', 'r.game_type', 't.code')
      .select(['t.code as game_type', 't.name', sql<number>`coalesce(r.rate, 0)`.as('rate')])
      .orderBy('t.sort_order')
      .execute();
  }

  tiers(tx: Tx) {
    return tx.selectFrom('referral_tiers').selectAll().orderBy('min_turnover').execute();
  }

  /** The VIP rates by game type (centi-VP per 100 of stake); a type without a row earns nothing. */
  async vipRates(tx: Tx): Promise<Map<string, number>> {
    const rows = await tx.selectFrom('vip_rates').select(['game_type', 'rate']).execute();
    return new Map(rows.map((r) => [r.game_type, Number(r.rate)]));
  }

  /** The game type of each of these games (a game that does not exist: absent). */
  async typesOfGames(tx: Tx, ids: bigint[]): Promise<Map<bigint, string>> {
    if (ids.length === 0) return new Map();
    const rows = await tx.selectFrom('games').select(['id', 'type']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [BigInt(r.id), r.type]));
  }

  /**
   * Credits the VP the service computed for settled stakes, in one statement: each source once (ON CONFLICT),
   * players the platform runs (the market maker) excluded; the balance and the month's total move with the journal.
   * A row is credited only if the game type and rate it was priced with are still the stored ones (the service keeps
   * them in memory): the sources of the others come back as `stale`, credited nothing, for the service to price
   * again. Answers, per player who earned, the points held now, the month's earned total now and what was added.
   */
  async earn(tx: Tx, rows: PricedEarning[], day: string, month: string): Promise<{ moved: EarnedTotals[]; stale: string[] }> {
    if (rows.length === 0) return { moved: [], stale: [] };
    const values = sql.join(
      rows.map((r) => sql`(${r.playerId}::bigint, ${r.stake}::bigint, ${r.gameType}::text, ${r.typeOfGame ?? null}::bigint, ${r.rate}::integer, ${r.points}::bigint, ${r.source}::text)`),
    );
    const r = await sql<EarnedTotals & { stale: string | null }>`
      WITH v(player_id, stake, game_type, type_of_game, rate, points, source) AS (VALUES ${values}),
      c AS (
        SELECT v.*, (v.type_of_game IS NULL OR v.game_type IS NOT DISTINCT FROM g.type) AND coalesce(r.rate, 0) = v.rate AS current
        FROM v LEFT JOIN games g ON g.id = v.type_of_game LEFT JOIN vip_rates r ON r.game_type = v.game_type
      ),
      e AS (
        INSERT INTO vip_points (player_id, kind, points, stake, game_type, source, day)
        SELECT c.player_id, 'earn', c.points, c.stake, c.game_type, c.source, ${day}::date
        FROM c JOIN players p ON p.id = c.player_id AND p.system_role IS NULL
        WHERE c.current
        ON CONFLICT (source) DO NOTHING
        RETURNING player_id, points, stake
      ),
      s AS (SELECT player_id, sum(points)::bigint AS points, sum(stake)::bigint AS stake FROM e GROUP BY player_id),
      m AS (
        INSERT INTO vip_months AS vm (player_id, month, earned, stake)
        SELECT player_id, ${month}::date, points, stake FROM s
        ON CONFLICT (player_id, month) DO UPDATE SET earned = vm.earned + excluded.earned, stake = vm.stake + excluded.stake
        RETURNING player_id, earned
      ),
      b AS (
        INSERT INTO vip_balances AS b (player_id, points)
        SELECT player_id, points FROM s WHERE points > 0
        ON CONFLICT (player_id) DO UPDATE SET points = b.points + excluded.points, updated_at = now()
        RETURNING player_id, points
      )
      SELECT b.player_id, b.points, m.earned AS month_earned, s.points AS added, NULL::text AS stale
      FROM b JOIN m ON m.player_id = b.player_id JOIN s ON s.player_id = b.player_id
      UNION ALL
      SELECT NULL, NULL, NULL, NULL, c.source FROM c WHERE NOT c.current`.execute(tx);
    const moved: EarnedTotals[] = [];
    const stale: string[] = [];
    for (const row of r.rows) {
      if (row.stale !== null) stale.push(row.stale);
      else moved.push({ player_id: row.player_id, points: row.points, month_earned: row.month_earned, added: row.added });
    }
    return { moved, stale };
  }

  /** A player's VP balance row, locked until the transaction ends (conversions serialise on it). */
  async lockedPoints(tx: Tx, playerId: bigint): Promise<bigint> {
    const row = await tx.selectFrom('vip_balances').select('points').where('player_id', '=', playerId).forUpdate().executeTakeFirst();
    return row?.points ?? 0n;
  }

  points(tx: Tx, playerId: bigint) {
    return tx.selectFrom('vip_balances').select('points').where('player_id', '=', playerId).executeTakeFirst();
  }

  async spend(tx: Tx, playerId: bigint, points: bigint): Promise<bigint> {
    const row = await tx
      .updateTable('vip_balances')
      .set({ points: sql`points - ${points}`, updated_at: sql`now()` })
      .where('player_id', '=', playerId)
      .returning('points')
      .executeTakeFirstOrThrow();
    return row.points;
  }

  /** A conversion's journal row; null when the source was used (the earlier row is then read with `bySource`). */
  insertConversion(tx: Tx, c: { playerId: bigint; points: bigint; amount: bigint; source: string; day: string }) {
    return tx
      .insertInto('vip_points')
      .values({ player_id: c.playerId, kind: 'convert', points: -c.points, amount: c.amount, source: c.source, day: c.day })
      .onConflict((oc) => oc.column('source').doNothing())
      .returning(['id'])
      .executeTakeFirst();
  }

  bySource(tx: Tx, source: string) {
    return tx.selectFrom('vip_points').selectAll().where('source', '=', source).executeTakeFirst();
  }

  setConversionLedger(tx: Tx, id: bigint, ledgerTx: bigint) {
    return tx.updateTable('vip_points').set({ ledger_tx: ledgerTx }).where('id', '=', id).execute();
  }

  months(tx: Tx, playerId: bigint, limit: number) {
    return tx.selectFrom('vip_months').select(['month', 'earned', 'stake']).where('player_id', '=', playerId).orderBy('month', 'desc').limit(limit).execute();
  }

  async monthEarned(tx: Tx, playerId: bigint, months: string[]): Promise<Map<string, bigint>> {
    const rows = await tx.selectFrom('vip_months').select(['month', 'earned']).where('player_id', '=', playerId).where('month', 'in', months).execute();
    return new Map(rows.map((r) => [String(r.month).slice(0, 10), r.earned]));
  }

  async records(tx: Tx, playerId: bigint, used: boolean, limit: number, offset: number) {
    const base = tx.selectFrom('vip_points').where('player_id', '=', playerId).where('points', used ? '<' : '>', 0n);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  // ------------------------------------------------------------------------------------------------ referral

  /** Each player's settled turnover of a Dhaka day, with their currency and upline three levels deep. */
  async dayTurnover(tx: Tx, day: string) {
    const r = await sql<{ player_id: bigint; username: string; currency: string; turnover: bigint; up1: bigint | null; up2: bigint | null; up3: bigint | null }>`
      SELECT t.player_id, p.username, p.currency, t.turnover, p.referred_by AS up1, p1.referred_by AS up2, p2.referred_by AS up3
      FROM (SELECT player_id, sum(stake)::bigint AS turnover FROM vip_points WHERE kind = 'earn' AND day = ${day}::date GROUP BY player_id) t
      JOIN players p ON p.id = t.player_id
      LEFT JOIN players p1 ON p1.id = p.referred_by
      LEFT JOIN players p2 ON p2.id = p1.referred_by
      WHERE p.referred_by IS NOT NULL`.execute(tx);
    return r.rows;
  }

  async playersById(tx: Tx, ids: bigint[]) {
    if (ids.length === 0) return [];
    return tx.selectFrom('players').select(['id', 'username', 'currency', 'status', 'system_role']).where('id', 'in', ids).execute();
  }

  run(tx: Tx, day: string) {
    return tx.selectFrom('referral_runs').selectAll().where('day', '=', day).executeTakeFirst();
  }

  /** A transaction-scoped lock on one day's run: two processes running the same day queue here. */
  async lockDay(tx: Tx, day: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`referral-run:${day}`}))`.execute(tx);
  }

  insertRun(tx: Tx, r: { day: string; players: number; referrers: number; turnover: bigint; total: bigint; totals: string; runBy: string }) {
    return tx
      .insertInto('referral_runs')
      .values({ day: r.day, players: r.players, referrers: r.referrers, turnover: r.turnover, total: r.total, totals: r.totals, run_by: r.runBy })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  insertRewards(tx: Tx, rows: { day: string; playerId: bigint; currency: string; turnover: bigint; amount: bigint; details: string }[]) {
    if (rows.length === 0) return Promise.resolve([]);
    return tx
      .insertInto('referral_rewards')
      .values(rows.map((r) => ({ day: r.day, player_id: r.playerId, currency: r.currency, turnover: r.turnover, amount: r.amount, details: r.details })))
      .onConflict((oc) => oc.columns(['day', 'player_id']).doNothing())
      .returning(['id', 'player_id'])
      .execute();
  }

  async runs(tx: Tx, limit: number, offset: number) {
    const [rows, count] = await Promise.all([
      tx.selectFrom('referral_runs').selectAll().orderBy('day', 'desc').limit(limit).offset(offset).execute(),
      tx.selectFrom('referral_runs').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** The last day run (the job goes on from the day after). */
  async lastRunDay(tx: Tx): Promise<string | null> {
    const r = await tx.selectFrom('referral_runs').select(sql<string>`max(day)::text`.as('d')).executeTakeFirst();
    return r?.d ?? null;
  }

  async firstEarnDay(tx: Tx): Promise<string | null> {
    const r = await tx.selectFrom('vip_points').select(sql<string>`min(day)::text`.as('d')).where('kind', '=', 'earn').executeTakeFirst();
    return r?.d ?? null;
  }

  async rewards(tx: Tx, f: { playerId?: bigint; day?: string }, limit: number, offset: number) {
    let q = tx.selectFrom('referral_rewards as r').innerJoin('players as p', 'p.id', 'r.player_id');
    if (f.playerId !== undefined) q = q.where('r.player_id', '=', f.playerId);
    if (f.day !== undefined) q = q.where('r.day', '=', f.day);
    const [rows, count] = await Promise.all([
      q.selectAll('r').select('p.username').orderBy('r.day', 'desc').orderBy('r.id', 'desc').limit(limit).offset(offset).execute(),
      q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async rewardsTotal(tx: Tx, playerId: bigint): Promise<bigint> {
    const r = await tx.selectFrom('referral_rewards').select(sql<string>`coalesce(sum(amount), 0)::text`.as('t')).where('player_id', '=', playerId).executeTakeFirstOrThrow();
    return BigInt(r.t);
  }

  insertClaim(tx: Tx, c: { playerId: bigint; currency: string; amount: bigint }) {
    return tx.insertInto('cash_claims').values({ player_id: c.playerId, currency: c.currency, amount: c.amount }).returning('id').executeTakeFirstOrThrow();
  }

  async finishClaim(tx: Tx, claimId: bigint, playerId: bigint, ledgerTx: bigint): Promise<void> {
    await tx.updateTable('cash_claims').set({ ledger_tx: ledgerTx }).where('id', '=', claimId).execute();
    await tx.updateTable('referral_rewards').set({ status: 'claimed', claim_id: claimId }).where('player_id', '=', playerId).where('status', '=', 'credited').execute();
  }

  async downlineCounts(tx: Tx, playerId: bigint): Promise<[number, number, number]> {
    const r = await sql<{ l1: string; l2: string; l3: string }>`
      SELECT (SELECT count(*) FROM players WHERE referred_by = ${playerId}) AS l1,
             (SELECT count(*) FROM players a JOIN players b ON b.referred_by = a.id WHERE a.referred_by = ${playerId}) AS l2,
             (SELECT count(*) FROM players a JOIN players b ON b.referred_by = a.id JOIN players c ON c.referred_by = b.id WHERE a.referred_by = ${playerId}) AS l3`.execute(tx);
    const row = r.rows[0]!;
    return [Number(row.l1), Number(row.l2), Number(row.l3)];
  }

  /** A player's downline level by level (first 200 per level) with each one's settled turnover since `since`. */
  async downline(tx: Tx, playerId: bigint, since: string) {
    const r = await sql<{ level: number; id: bigint; username: string; created_at: Date; turnover: string }>`
      WITH RECURSIVE d(level, id) AS (
        SELECT 1, id FROM players WHERE referred_by = ${playerId}
        UNION ALL SELECT d.level + 1, p.id FROM d JOIN players p ON p.referred_by = d.id WHERE d.level < 3
      )
      SELECT d.level, p.id, p.username, p.created_at,
        coalesce((SELECT sum(stake) FROM vip_points v WHERE v.player_id = p.id AND v.kind = 'earn' AND v.day >= ${since}::date), 0)::text AS turnover
      FROM d JOIN players p ON p.id = d.id ORDER BY d.level, p.id LIMIT 600`.execute(tx);
    return r.rows;
  }

  player(tx: Tx, id: bigint) {
    return tx.selectFrom('players').select(['id', 'username', 'referral_code', 'referred_by', 'currency']).where('id', '=', id).executeTakeFirst();
  }

  // ------------------------------------------------------------------------------------------------ settings

  async updateSettings(tx: Tx, s: { convert_min_vp: number; vp_rate: bigint; referral_enabled: boolean }): Promise<void> {
    await tx.updateTable('reward_settings').set({ ...s, updated_at: sql`now()` }).where('id', '=', 1).execute();
  }

  async replaceLevels(tx: Tx, levels: { level: number; name: string; name_bn: string; threshold: bigint }[]): Promise<void> {
    await tx.deleteFrom('vip_levels').execute();
    await tx.insertInto('vip_levels').values(levels).execute();
  }

  async replaceRates(tx: Tx, rates: { game_type: string; rate: number }[]): Promise<void> {
    await tx.deleteFrom('vip_rates').execute();
    if (rates.length > 0) await tx.insertInto('vip_rates').values(rates).execute();
  }

  async replaceTiers(tx: Tx, tiers: { min_turnover: bigint; level1_bp: number; level2_bp: number; level3_bp: number }[]): Promise<void> {
    await tx.deleteFrom('referral_tiers').execute();
    if (tiers.length > 0) await tx.insertInto('referral_tiers').values(tiers).execute();
  }

  async gameTypes(tx: Tx): Promise<Set<string>> {
    return new Set((await tx.selectFrom('game_types').select('code').execute()).map((r) => r.code));
  }
}
