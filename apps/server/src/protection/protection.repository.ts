import { sql, type Selectable } from 'kysely';
import type { LimitKind, LimitPeriod } from '@khela/domain';
import type { Tx } from '../db/unit-of-work';
import type { PlayerProtectionTable, ProtectionEventsTable, ProtectionPendingLimitsTable, ProtectionSettingsTable } from './protection.tables';
import './protection.tables';

export type ProtectionRow = Selectable<PlayerProtectionTable>;
export type PendingRow = Selectable<ProtectionPendingLimitsTable>;
export type EventRow = Selectable<ProtectionEventsTable> & { staff_username: string | null };
export type SettingsRow = Selectable<ProtectionSettingsTable>;

/** The column of the per-player row that holds a limit in force. */
export type LimitColumn = 'deposit_day' | 'deposit_week' | 'deposit_month' | 'loss_day' | 'loss_week' | 'loss_month' | 'session_minutes';
export function limitColumn(kind: LimitKind, period: LimitPeriod): LimitColumn {
  return kind === 'session' ? 'session_minutes' : (`${kind}_${period}` as LimitColumn);
}

export interface WindowStarts {
  day: Date;
  week: Date;
  month: Date;
}
export interface PerWindow {
  day: bigint;
  week: bigint;
  month: bigint;
}

const earliest = (w: WindowStarts) => new Date(Math.min(w.day.getTime(), w.week.getTime(), w.month.getTime()));

/**
 * The protection tables (migrations/0013_safer_gambling.sql) and the read model the limits and markers need over the
 * money tables (deposits, withdrawals, game rounds, exchange positions, orders and bets): read-only, each query on an
 * index named in the migration. Every method takes the transaction it runs in.
 */
export class ProtectionRepository {
  // ------------------------------------------------------------------ the per-player row
  /** Which of these players have a protection row (a group of stakes checks only those). */
  async playersWithRow(tx: Tx, playerIds: bigint[]): Promise<Set<bigint>> {
    if (playerIds.length === 0) return new Set();
    const rows = await tx.selectFrom('player_protection').select('player_id').where('player_id', 'in', playerIds).execute();
    return new Set(rows.map((r) => r.player_id));
  }

  /** The guard's one read: the player's row by primary key (undefined: nothing set). `lock` holds it to the end of tx. */
  row(tx: Tx, playerId: bigint, lock = false): Promise<ProtectionRow | undefined> {
    const q = tx.selectFrom('player_protection').selectAll().where('player_id', '=', playerId);
    return (lock ? q.forUpdate() : q).executeTakeFirst();
  }

  /** The row, created if missing, locked until the transaction ends (every change serialises on it). */
  async lockedRow(tx: Tx, playerId: bigint): Promise<ProtectionRow> {
    await tx.insertInto('player_protection').values({ player_id: playerId }).onConflict((oc) => oc.column('player_id').doNothing()).execute();
    return (await this.row(tx, playerId, true))!;
  }

  async update(tx: Tx, playerId: bigint, patch: Partial<Omit<ProtectionRow, 'player_id' | 'updated_at'>>): Promise<void> {
    await tx
      .updateTable('player_protection')
      .set({ ...patch, updated_at: sql<Date>`now()` })
      .where('player_id', '=', playerId)
      .execute();
  }

  // ------------------------------------------------------------------ pending loosenings
  pending(tx: Tx, playerId: bigint): Promise<PendingRow[]> {
    return tx.selectFrom('protection_pending_limits').selectAll().where('player_id', '=', playerId).execute();
  }

  pendingOne(tx: Tx, playerId: bigint, kind: LimitKind, period: LimitPeriod): Promise<PendingRow | undefined> {
    return tx
      .selectFrom('protection_pending_limits')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('kind', '=', kind)
      .where('period', '=', period)
      .executeTakeFirst();
  }

  async putPending(tx: Tx, row: { playerId: bigint; kind: LimitKind; period: LimitPeriod; amount: bigint | null; requestedAt: Date; appliesAt: Date }) {
    await tx
      .insertInto('protection_pending_limits')
      .values({ player_id: row.playerId, kind: row.kind, period: row.period, amount: row.amount, requested_at: row.requestedAt, applies_at: row.appliesAt })
      .onConflict((oc) =>
        oc.columns(['player_id', 'kind', 'period']).doUpdateSet({ amount: row.amount, requested_at: row.requestedAt, applies_at: row.appliesAt }),
      )
      .execute();
  }

  async dropPending(tx: Tx, playerId: bigint, kind: LimitKind, period: LimitPeriod): Promise<boolean> {
    const r = await tx
      .deleteFrom('protection_pending_limits')
      .where('player_id', '=', playerId)
      .where('kind', '=', kind)
      .where('period', '=', period)
      .executeTakeFirst();
    return (r.numDeletedRows ?? 0n) > 0n;
  }

  // ------------------------------------------------------------------ history
  async event(
    tx: Tx,
    e: { playerId: bigint; action: string; kind?: LimitKind | null; period?: LimitPeriod | null; from?: string | null; to?: string | null; staffId?: bigint | null; reason?: string | null },
  ): Promise<void> {
    await tx
      .insertInto('protection_events')
      .values({
        player_id: e.playerId,
        action: e.action,
        kind: e.kind ?? null,
        period: e.period ?? null,
        from_value: e.from ?? null,
        to_value: e.to ?? null,
        staff_id: e.staffId ?? null,
        reason: e.reason ?? null,
      })
      .execute();
  }

  events(tx: Tx, playerId: bigint, limit: number): Promise<EventRow[]> {
    return tx
      .selectFrom('protection_events as e')
      .leftJoin('staff as s', 's.id', 'e.staff_id')
      .selectAll('e')
      .select('s.username as staff_username')
      .where('e.player_id', '=', playerId)
      .orderBy('e.id', 'desc')
      .limit(limit)
      .execute();
  }

  // ------------------------------------------------------------------ settings and sign-up
  settings(tx: Tx, lock = false): Promise<SettingsRow> {
    const q = tx.selectFrom('protection_settings').selectAll().where('id', '=', 1);
    return (lock ? q.forUpdate() : q).executeTakeFirstOrThrow();
  }

  async updateSettings(tx: Tx, s: { blocked_countries: string[]; minimum_age: number; birthday_before_deposit: boolean }): Promise<void> {
    await tx
      .updateTable('protection_settings')
      .set({ ...s, updated_at: sql<Date>`now()` })
      .where('id', '=', 1)
      .execute();
  }

  async confirmAge(tx: Tx, playerId: bigint): Promise<void> {
    await tx.insertInto('player_age_confirmations').values({ player_id: playerId }).onConflict((oc) => oc.column('player_id').doNothing()).execute();
  }

  async ageConfirmedAt(tx: Tx, playerId: bigint): Promise<Date | null> {
    const r = await tx.selectFrom('player_age_confirmations').select('confirmed_at').where('player_id', '=', playerId).executeTakeFirst();
    return r?.confirmed_at ?? null;
  }

  // ------------------------------------------------------------------ sessions
  /** When a site login started (sessions.created_at). */
  async loginStartedAt(tx: Tx, sessionId: bigint): Promise<Date | null> {
    const r = await sql<{ created_at: Date }>`SELECT created_at FROM sessions WHERE id = ${sessionId}`.execute(tx);
    return r.rows[0]?.created_at ?? null;
  }

  /** When the site login behind a game session started. */
  async loginOfGameSession(tx: Tx, gameSessionId: bigint): Promise<Date | null> {
    const r = await sql<{ created_at: Date }>`
      SELECT s.created_at FROM game_sessions g JOIN sessions s ON s.id = g.auth_session_id WHERE g.id = ${gameSessionId}`.execute(tx);
    return r.rows[0]?.created_at ?? null;
  }

  /** The player's newest live login (a call without a session of its own: Crash settling, a provider without one). */
  async latestLogin(tx: Tx, playerId: bigint): Promise<Date | null> {
    const r = await sql<{ created_at: Date }>`
      SELECT created_at FROM sessions WHERE player_id = ${playerId} AND scope = 'player' AND revoked_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC LIMIT 1`.execute(tx);
    return r.rows[0]?.created_at ?? null;
  }

  // ------------------------------------------------------------------ the read model over the money tables
  /** Deposits requested or credited (pending or confirmed) in each window. */
  async deposited(tx: Tx, playerId: bigint, w: WindowStarts): Promise<PerWindow> {
    const r = await sql<{ day: bigint; week: bigint; month: bigint }>`
      SELECT coalesce(sum(amount) FILTER (WHERE created_at >= ${w.day}), 0)::bigint AS day,
             coalesce(sum(amount) FILTER (WHERE created_at >= ${w.week}), 0)::bigint AS week,
             coalesce(sum(amount) FILTER (WHERE created_at >= ${w.month}), 0)::bigint AS month
      FROM deposits
      WHERE player_id = ${playerId} AND status IN ('pending', 'confirmed') AND created_at >= ${earliest(w)}`.execute(tx);
    const row = r.rows[0]!;
    return { day: BigInt(row.day), week: BigInt(row.week), month: BigInt(row.month) };
  }

  /**
   * Net losses settled in each window (stakes − returns of game rounds settled in it, plus exchange positions
   * settled in it: −profit_loss + commission; negative = a net win) and the stakes still open now (open rounds and
   * the exchange exposure held), which a loss limit counts as lost until they settle.
   */
  async losses(tx: Tx, playerId: bigint, w: WindowStarts): Promise<{ settled: PerWindow; open: bigint }> {
    const from = earliest(w);
    const r = await sql<{ day: bigint; week: bigint; month: bigint; open: bigint }>`
      WITH settled AS (
        SELECT settled_at AS at, stake - payout AS loss FROM game_rounds
        WHERE player_id = ${playerId} AND status <> 'open' AND settled_at >= ${from}
        UNION ALL
        SELECT settled_at, commission - coalesce(profit_loss, 0) FROM exchange_positions
        WHERE player_id = ${playerId} AND settled_at >= ${from}
      )
      SELECT coalesce((SELECT sum(loss) FROM settled WHERE at >= ${w.day}), 0)::bigint AS day,
             coalesce((SELECT sum(loss) FROM settled WHERE at >= ${w.week}), 0)::bigint AS week,
             coalesce((SELECT sum(loss) FROM settled WHERE at >= ${w.month}), 0)::bigint AS month,
             (coalesce((SELECT sum(stake) FROM game_rounds WHERE player_id = ${playerId} AND status = 'open'), 0)
              + coalesce((SELECT sum(exposure) FROM exchange_positions WHERE player_id = ${playerId} AND settled_at IS NULL), 0))::bigint AS open`.execute(tx);
    const row = r.rows[0]!;
    return { settled: { day: BigInt(row.day), week: BigInt(row.week), month: BigInt(row.month) }, open: BigInt(row.open) };
  }

  /**
   * The reality check's figures since `since`: game rounds opened since then (stake, and what they paid), and exchange
   * orders and bets placed since then and settled (what was at risk, and what came back: risk + profit/loss).
   */
  async playedSince(tx: Tx, playerId: bigint, since: Date): Promise<{ staked: bigint; won: bigint }> {
    const r = await sql<{ staked: bigint; won: bigint }>`
      WITH x AS (
        SELECT size_matched AS stake, profit_loss AS pnl FROM exchange_orders
        WHERE player_id = ${playerId} AND created_at >= ${since} AND settled_at IS NOT NULL AND size_matched > 0
        UNION ALL
        SELECT stake, profit_loss FROM exchange_bets
        WHERE player_id = ${playerId} AND created_at >= ${since} AND settled_at IS NOT NULL
      ),
      xr AS (SELECT greatest(stake, -coalesce(pnl, 0)) AS risk, coalesce(pnl, 0) AS pnl FROM x)
      SELECT (coalesce((SELECT sum(stake) FROM game_rounds WHERE player_id = ${playerId} AND created_at >= ${since}), 0)
              + coalesce((SELECT sum(risk) FROM xr), 0))::bigint AS staked,
             (coalesce((SELECT sum(payout) FROM game_rounds WHERE player_id = ${playerId} AND created_at >= ${since}), 0)
              + coalesce((SELECT sum(risk + pnl) FROM xr), 0))::bigint AS won`.execute(tx);
    const row = r.rows[0]!;
    return { staked: BigInt(row.staked), won: BigInt(row.won) };
  }

  // ------------------------------------------------------------------ markers of harm (HARM_MARKER_RULES)
  /**
   * Each marker per player, for one player or (playerId null) for every player with recent activity, newest marker
   * first, paged. The candidates come from index range scans over the last 7 days of deposits and rounds and the
   * last 30 days of rejected withdrawals; nothing older is read.
   */
  async markers(
    tx: Tx,
    opts: { playerId: bigint | null; now: Date; limit: number; offset: number },
  ): Promise<{ rows: { player_id: bigint; username: string; code: string; at: Date; detail: string; self_excluded: boolean; timed_out: boolean }[]; total: number }> {
    const now = opts.now;
    const d7 = new Date(now.getTime() - 7 * 86_400_000);
    const d35 = new Date(now.getTime() - 35 * 86_400_000);
    const d30 = new Date(now.getTime() - 30 * 86_400_000);
    const one = opts.playerId;
    const byPlayer = (col: string) => (one === null ? sql`TRUE` : sql`${sql.ref(col)} = ${one}`);
    const r = await sql<{ player_id: bigint; username: string; code: string; at: Date; detail: string; self_excluded: boolean; timed_out: boolean; total: number }>`
      WITH dep AS (
        SELECT player_id,
               count(*) FILTER (WHERE created_at >= ${d7})::int AS recent,
               count(*) FILTER (WHERE created_at < ${d7})::int AS before,
               max(created_at) AS at
        FROM deposits WHERE created_at >= ${d35} AND ${byPlayer('player_id')}
        GROUP BY player_id
      ),
      m_dep AS (
        SELECT player_id, 'deposit_frequency'::text AS code, at,
               recent || ' deposits in the last 7 days; weekly average of the 4 weeks before: ' || round(before / 4.0, 1) AS detail
        FROM dep WHERE recent >= 5 AND recent >= 3 * (before / 4.0)
      ),
      nights AS (
        SELECT player_id, ((created_at AT TIME ZONE 'Asia/Dhaka')::date) AS night, count(*)::int AS bets, max(created_at) AS at
        FROM game_rounds
        WHERE created_at >= ${d7} AND extract(hour FROM (created_at AT TIME ZONE 'Asia/Dhaka')) < 5 AND ${byPlayer('player_id')}
        GROUP BY 1, 2 HAVING count(*) >= 10
      ),
      m_night AS (
        SELECT player_id, 'night_play'::text AS code, max(at) AS at,
               count(*) || ' nights with 10 or more bets between 00:00 and 05:00 in the last 7 days' AS detail
        FROM nights GROUP BY player_id HAVING count(*) >= 3
      ),
      chased AS (
        SELECT w.player_id, w.decided_at AS at
        FROM withdrawals w
        WHERE w.status = 'rejected' AND w.decided_at >= ${d30} AND ${byPlayer('w.player_id')}
          AND (EXISTS (SELECT 1 FROM game_rounds g WHERE g.player_id = w.player_id AND g.created_at >= w.decided_at AND g.created_at < w.decided_at + interval '24 hours')
            OR EXISTS (SELECT 1 FROM exchange_orders o WHERE o.player_id = w.player_id AND o.created_at >= w.decided_at AND o.created_at < w.decided_at + interval '24 hours')
            OR EXISTS (SELECT 1 FROM exchange_bets b WHERE b.player_id = w.player_id AND b.created_at >= w.decided_at AND b.created_at < w.decided_at + interval '24 hours'))
      ),
      m_chase AS (
        SELECT player_id, 'chasing_reversed_withdrawal'::text AS code, max(at) AS at,
               count(*) || ' returned withdrawals followed by bets within 24 hours in the last 30 days' AS detail
        FROM chased GROUP BY player_id HAVING count(*) >= 2
      ),
      m AS (SELECT * FROM m_dep UNION ALL SELECT * FROM m_night UNION ALL SELECT * FROM m_chase),
      flagged AS (SELECT player_id, max(at) AS latest FROM m GROUP BY player_id),
      paged AS (
        SELECT f.player_id, f.latest, count(*) OVER ()::int AS total FROM flagged f
        JOIN players p ON p.id = f.player_id AND p.system_role IS NULL
        ORDER BY f.latest DESC, f.player_id DESC
        LIMIT ${opts.limit} OFFSET ${opts.offset}
      )
      SELECT pg.player_id, p.username, m.code, m.at, m.detail, pg.total,
             (pp.exclusion_since IS NOT NULL) AS self_excluded,
             (pp.time_out_until IS NOT NULL AND pp.time_out_until > ${now}) AS timed_out
      FROM paged pg
      JOIN players p ON p.id = pg.player_id
      JOIN m ON m.player_id = pg.player_id
      LEFT JOIN player_protection pp ON pp.player_id = pg.player_id
      ORDER BY pg.latest DESC, pg.player_id DESC, m.at DESC`.execute(tx);
    const total = r.rows[0]?.total ?? (opts.offset > 0 ? await this.flaggedCount(tx, opts) : 0);
    return { rows: r.rows, total };
  }

  /** The total when a page past the end came back empty (rare: the console asked for a page that no longer exists). */
  private async flaggedCount(tx: Tx, opts: { playerId: bigint | null; now: Date }): Promise<number> {
    const r = await this.markers(tx, { ...opts, limit: 1, offset: 0 });
    return r.total;
  }
}
