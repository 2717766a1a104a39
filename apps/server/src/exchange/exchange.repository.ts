import { sql, type RawBuilder, type Updateable } from 'kysely';
import type { Tx } from '../db/unit-of-work';
import type { ExchangeMarketKind, ExchangeSettingsTable, ExchangeSport } from '../db/tables';

export type OrderStatus = 'executable' | 'execution_complete' | 'cancelled' | 'lapsed';

const ORDER_COLUMNS = [
  'o.id',
  'o.market_id',
  'o.selection_id',
  'o.player_id',
  'o.side',
  'o.price',
  'o.size',
  'o.size_matched',
  'o.size_cancelled',
  'o.matched_value',
  'o.status',
  'o.persistence',
  'o.request_id',
  'o.outcome',
  'o.profit_loss',
  'o.created_at',
  'o.settled_at',
] as const;

/** The SQL of the exchange: events, markets, runners, orders, fills, house bets, positions and leases. */
/** Filters of the player's exchange records; `to` is exclusive. */
export interface RecordFilter {
  settled?: boolean;
  kind?: ExchangeMarketKind;
  from?: Date;
  to?: Date;
}

export class ExchangeRepository {
  settings(tx: Tx) {
    return tx.selectFrom('exchange_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  }

  async updateSettings(tx: Tx, set: Updateable<ExchangeSettingsTable>) {
    await tx.updateTable('exchange_settings').set({ ...set, updated_at: new Date() }).where('id', '=', 1).execute();
  }

  // ---------------------------------------------------------------- events and markets
  async competition(tx: Tx, sport: ExchangeSport, name: string): Promise<bigint> {
    await tx.insertInto('exchange_competitions').values({ sport, name }).onConflict((oc) => oc.columns(['sport', 'name']).doNothing()).execute();
    return (await tx.selectFrom('exchange_competitions').select('id').where('sport', '=', sport).where('name', '=', name).executeTakeFirstOrThrow()).id;
  }

  insertEvent(
    tx: Tx,
    e: { sport: ExchangeSport; competitionId: bigint | null; name: string; startTime: Date; source: 'manual' | 'simulator' | 'feed'; externalId?: string | null; score?: unknown },
  ) {
    return tx
      .insertInto('exchange_events')
      .values({
        sport: e.sport,
        competition_id: e.competitionId,
        name: e.name,
        start_time: e.startTime,
        source: e.source,
        external_id: e.externalId ?? null,
        score: e.score === undefined ? null : JSON.stringify(e.score),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  event(tx: Tx, id: bigint) {
    return tx
      .selectFrom('exchange_events as e')
      .leftJoin('exchange_competitions as c', 'c.id', 'e.competition_id')
      .selectAll('e')
      .select('c.name as competition')
      .where('e.id', '=', id)
      .executeTakeFirst();
  }

  eventByExternal(tx: Tx, externalId: string) {
    return tx.selectFrom('exchange_events').selectAll().where('external_id', '=', externalId).executeTakeFirst();
  }

  async updateEvent(tx: Tx, id: bigint, set: { status?: 'upcoming' | 'in_play' | 'finished' | 'closed'; score?: unknown; scoreText?: string }) {
    await tx
      .updateTable('exchange_events')
      .set({
        ...(set.status ? { status: set.status } : {}),
        ...(set.score !== undefined ? { score: JSON.stringify(set.score) } : {}),
        ...(set.scoreText !== undefined ? { score_text: set.scoreText } : {}),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute();
  }

  insertMarket(
    tx: Tx,
    m: {
      eventId: bigint;
      kind: ExchangeMarketKind;
      name: string;
      currency: string;
      commissionBps: number;
      minStake: bigint;
      maxStake: bigint;
      maxExposure: bigint | null;
      betDelayMs: number;
      liquidity: boolean;
      inPlay?: boolean;
      fancy?: { category: 'fancy' | 'ball_by_ball' | 'khadda' | 'lottery' | 'odd_even'; noLine: number; noRate: number; yesLine: number; yesRate: number };
      externalKey?: string | null;
      status?: 'open' | 'suspended';
    },
  ) {
    return tx
      .insertInto('exchange_markets')
      .values({
        event_id: m.eventId,
        kind: m.kind,
        name: m.name,
        currency: m.currency,
        commission_bps: m.commissionBps,
        min_stake: m.minStake,
        max_stake: m.maxStake,
        max_exposure: m.maxExposure,
        bet_delay_ms: m.betDelayMs,
        liquidity: m.liquidity,
        in_play: m.inPlay ?? false,
        status: m.status ?? 'open',
        fancy_category: m.fancy?.category ?? null,
        no_line: m.fancy?.noLine ?? null,
        no_rate: m.fancy?.noRate ?? null,
        yes_line: m.fancy?.yesLine ?? null,
        yes_rate: m.fancy?.yesRate ?? null,
        external_key: m.externalKey ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  insertRunners(tx: Tx, marketId: bigint, runners: { name: string; backPrice?: number | null; layPrice?: number | null }[]) {
    return tx
      .insertInto('exchange_runners')
      .values(runners.map((r, i) => ({ market_id: marketId, name: r.name, sort: i, back_price: r.backPrice ?? null, lay_price: r.layPrice ?? null })))
      .returningAll()
      .execute();
  }

  market(tx: Tx, id: bigint) {
    return tx
      .selectFrom('exchange_markets as m')
      .innerJoin('exchange_events as e', 'e.id', 'm.event_id')
      .selectAll('m')
      .select(['e.sport', 'e.name as event_name', 'e.start_time'])
      .where('m.id', '=', id)
      .executeTakeFirst();
  }

  /** Locks the market row: every command on a market runs with it held, so two writers can never interleave. */
  lockMarket(tx: Tx, id: bigint) {
    return tx
      .selectFrom('exchange_markets')
      .select(['id', 'version', 'status', 'in_play', 'kind', 'ball_running'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async bumpMarket(
    tx: Tx,
    id: bigint,
    set: {
      matched?: bigint;
      status?: 'open' | 'suspended' | 'closed' | 'settled' | 'voided';
      inPlay?: boolean;
      ballRunning?: boolean;
      winner?: bigint | null;
      result?: number | null;
      settled?: boolean;
      fancy?: { noLine: number; noRate: number; yesLine: number; yesRate: number };
      commissionBps?: number;
      minStake?: bigint;
      maxStake?: bigint;
      maxExposure?: bigint | null;
      betDelayMs?: number;
      liquidity?: boolean;
    } = {},
  ): Promise<bigint> {
    const r = await tx
      .updateTable('exchange_markets')
      .set({
        version: sql<bigint>`version + 1`,
        updated_at: sql<Date>`now()`,
        ...(set.matched ? { matched_volume: sql<bigint>`matched_volume + ${set.matched}` } : {}),
        ...(set.status ? { status: set.status } : {}),
        ...(set.inPlay !== undefined ? { in_play: set.inPlay } : {}),
        ...(set.ballRunning !== undefined ? { ball_running: set.ballRunning } : {}),
        ...(set.winner !== undefined ? { winner_selection_id: set.winner } : {}),
        ...(set.result !== undefined ? { result: set.result } : {}),
        ...(set.settled ? { settled_at: sql<Date>`now()` } : {}),
        ...(set.fancy ? { no_line: set.fancy.noLine, no_rate: set.fancy.noRate, yes_line: set.fancy.yesLine, yes_rate: set.fancy.yesRate } : {}),
        ...(set.commissionBps !== undefined ? { commission_bps: set.commissionBps } : {}),
        ...(set.minStake !== undefined ? { min_stake: set.minStake } : {}),
        ...(set.maxStake !== undefined ? { max_stake: set.maxStake } : {}),
        ...(set.maxExposure !== undefined ? { max_exposure: set.maxExposure } : {}),
        ...(set.betDelayMs !== undefined ? { bet_delay_ms: set.betDelayMs } : {}),
        ...(set.liquidity !== undefined ? { liquidity: set.liquidity } : {}),
      })
      .where('id', '=', id)
      .returning('version')
      .executeTakeFirstOrThrow();
    return r.version;
  }

  runners(tx: Tx, marketId: bigint) {
    return tx.selectFrom('exchange_runners').selectAll().where('market_id', '=', marketId).orderBy('sort').execute();
  }

  runnersOf(tx: Tx, marketIds: bigint[]) {
    if (marketIds.length === 0) return Promise.resolve([]);
    return tx.selectFrom('exchange_runners').selectAll().where('market_id', 'in', marketIds).orderBy('market_id').orderBy('sort').execute();
  }

  async setRunnerPrices(tx: Tx, selectionId: bigint, set: { backPrice?: number | null; layPrice?: number | null; suspended?: boolean }) {
    await tx
      .updateTable('exchange_runners')
      .set({
        ...(set.backPrice !== undefined ? { back_price: set.backPrice } : {}),
        ...(set.layPrice !== undefined ? { lay_price: set.layPrice } : {}),
        ...(set.suspended !== undefined ? { suspended: set.suspended } : {}),
      })
      .where('selection_id', '=', selectionId)
      .execute();
  }

  marketsOfEvents(tx: Tx, eventIds: bigint[]) {
    if (eventIds.length === 0) return Promise.resolve([]);
    return tx.selectFrom('exchange_markets').selectAll().where('event_id', 'in', eventIds).orderBy('id').execute();
  }

  marketByExternal(tx: Tx, eventId: bigint, key: string) {
    return tx.selectFrom('exchange_markets').selectAll().where('event_id', '=', eventId).where('external_key', '=', key).executeTakeFirst();
  }

  /** Upcoming and in-play events of a sport with their competition. */
  openEvents(tx: Tx, sport: ExchangeSport) {
    return tx
      .selectFrom('exchange_events as e')
      .leftJoin('exchange_competitions as c', 'c.id', 'e.competition_id')
      .selectAll('e')
      .select('c.name as competition')
      .where('e.sport', '=', sport)
      .where('e.status', 'in', ['upcoming', 'in_play'])
      .orderBy('e.start_time')
      .limit(200)
      .execute();
  }

  // ---------------------------------------------------------------- orders and fills
  orderByRequest(tx: Tx, playerId: bigint, requestId: string) {
    return tx.selectFrom('exchange_orders as o').select(ORDER_COLUMNS).where('o.player_id', '=', playerId).where('o.request_id', '=', requestId).executeTakeFirst();
  }

  order(tx: Tx, id: bigint) {
    return tx.selectFrom('exchange_orders as o').select(ORDER_COLUMNS).where('o.id', '=', id).executeTakeFirst();
  }

  /** Inserts an order; undefined when the player already used the request id. */
  insertOrder(
    tx: Tx,
    o: { marketId: bigint; selectionId: bigint; playerId: bigint; side: 'back' | 'lay'; price: number; size: bigint; persistence: 'lapse' | 'persist'; requestId: string },
  ) {
    return tx
      .insertInto('exchange_orders')
      .values({
        market_id: o.marketId,
        selection_id: o.selectionId,
        player_id: o.playerId,
        side: o.side,
        price: o.price,
        size: o.size,
        persistence: o.persistence,
        request_id: o.requestId,
      })
      .onConflict((oc) => oc.columns(['player_id', 'request_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
  }

  /** Records fills on orders: each row adds to an order's matched size and value and sets its status. */
  async applyOrderFills(tx: Tx, rows: { id: bigint; matched: bigint; value: bigint; complete: boolean }[]) {
    if (rows.length === 0) return;
    const values = sql.join(rows.map((r) => sql`(${r.id}::bigint, ${r.matched}::bigint, ${r.value}::numeric, ${r.complete}::boolean)`));
    await sql`
      UPDATE exchange_orders o SET
        size_matched = o.size_matched + v.matched,
        matched_value = o.matched_value + v.value,
        status = CASE WHEN v.complete THEN 'execution_complete' ELSE o.status END,
        updated_at = now()
      FROM (VALUES ${values}) AS v(id, matched, value, complete)
      WHERE o.id = v.id`.execute(tx);
  }

  async insertFills(tx: Tx, rows: { marketId: bigint; selectionId: bigint; price: number; size: bigint; backOrderId: bigint; layOrderId: bigint }[]) {
    if (rows.length === 0) return;
    await tx
      .insertInto('exchange_fills')
      .values(
        rows.map((f) => ({ market_id: f.marketId, selection_id: f.selectionId, price: f.price, size: f.size, back_order_id: f.backOrderId, lay_order_id: f.layOrderId })),
      )
      .execute();
  }

  /** Ends the unmatched part of orders (`cancelled` or `lapsed`). */
  async closeOrders(tx: Tx, rows: { id: bigint; amount: bigint }[], status: 'cancelled' | 'lapsed') {
    if (rows.length === 0) return;
    const values = sql.join(rows.map((r) => sql`(${r.id}::bigint, ${r.amount}::bigint)`));
    await sql`
      UPDATE exchange_orders o SET size_cancelled = o.size_cancelled + v.amount,
        status = CASE WHEN o.size_matched > 0 AND o.size_matched + o.size_cancelled + v.amount = o.size THEN 'execution_complete' ELSE ${status} END,
        updated_at = now(), cancelled_at = now()
      FROM (VALUES ${values}) AS v(id, amount) WHERE o.id = v.id`.execute(tx);
  }

  openOrders(tx: Tx, marketId: bigint) {
    return tx
      .selectFrom('exchange_orders as o')
      .select(ORDER_COLUMNS)
      .where('o.market_id', '=', marketId)
      .where('o.status', '=', 'executable')
      .orderBy('o.id')
      .execute();
  }

  /** Every fill of a market with the two players (for rebuilding positions). */
  fills(tx: Tx, marketId: bigint) {
    return tx
      .selectFrom('exchange_fills as f')
      .innerJoin('exchange_orders as b', 'b.id', 'f.back_order_id')
      .innerJoin('exchange_orders as l', 'l.id', 'f.lay_order_id')
      .select(['f.selection_id', 'f.price', 'f.size', 'b.player_id as back_player', 'l.player_id as lay_player', 'f.back_order_id', 'f.lay_order_id'])
      .where('f.market_id', '=', marketId)
      .orderBy('f.id')
      .execute();
  }

  matchedOrders(tx: Tx, marketId: bigint) {
    return tx
      .selectFrom('exchange_orders as o')
      .select(ORDER_COLUMNS)
      .where('o.market_id', '=', marketId)
      .where('o.outcome', 'is', null)
      .orderBy('o.id')
      .execute();
  }

  /** A settled market's orders with their outcome (a resettlement settles them again). */
  settledOrders(tx: Tx, marketId: bigint) {
    return tx
      .selectFrom('exchange_orders as o')
      .select(ORDER_COLUMNS)
      .where('o.market_id', '=', marketId)
      .where('o.outcome', 'is not', null)
      .orderBy('o.id')
      .execute();
  }

  async settleOrders(tx: Tx, rows: { id: bigint; outcome: 'won' | 'lost' | 'void'; pnl: bigint }[]) {
    if (rows.length === 0) return;
    const values = sql.join(rows.map((r) => sql`(${r.id}::bigint, ${r.outcome}::text, ${r.pnl}::bigint)`));
    await sql`
      UPDATE exchange_orders o SET outcome = v.outcome, profit_loss = v.pnl, settled_at = now(), updated_at = now()
      FROM (VALUES ${values}) AS v(id, outcome, pnl) WHERE o.id = v.id`.execute(tx);
  }

  // ---------------------------------------------------------------- house-priced bets
  betByRequest(tx: Tx, playerId: bigint, requestId: string) {
    return tx.selectFrom('exchange_bets').selectAll().where('player_id', '=', playerId).where('request_id', '=', requestId).executeTakeFirst();
  }

  insertBet(
    tx: Tx,
    b: { marketId: bigint; playerId: bigint; selectionId: bigint | null; side: 'back' | 'lay' | 'yes' | 'no'; price: number; line: number | null; stake: bigint; requestId: string },
  ) {
    return tx
      .insertInto('exchange_bets')
      .values({
        market_id: b.marketId,
        player_id: b.playerId,
        selection_id: b.selectionId,
        side: b.side,
        price: b.price,
        line: b.line,
        stake: b.stake,
        request_id: b.requestId,
      })
      .onConflict((oc) => oc.columns(['player_id', 'request_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  openBets(tx: Tx, marketId: bigint) {
    return tx.selectFrom('exchange_bets').selectAll().where('market_id', '=', marketId).where('status', '=', 'open').orderBy('id').execute();
  }

  /** A settled market's won and lost bets (a resettlement settles them again). */
  settledBets(tx: Tx, marketId: bigint) {
    return tx.selectFrom('exchange_bets').selectAll().where('market_id', '=', marketId).where('status', 'in', ['won', 'lost']).orderBy('id').execute();
  }

  async settleBets(tx: Tx, rows: { id: bigint; status: 'won' | 'lost' | 'void'; pnl: bigint }[]) {
    if (rows.length === 0) return;
    const values = sql.join(rows.map((r) => sql`(${r.id}::bigint, ${r.status}::text, ${r.pnl}::bigint)`));
    await sql`
      UPDATE exchange_bets b SET status = v.status, profit_loss = v.pnl, settled_at = now()
      FROM (VALUES ${values}) AS v(id, status, pnl) WHERE b.id = v.id`.execute(tx);
  }

  // ---------------------------------------------------------------- positions
  positions(tx: Tx, marketId: bigint) {
    return tx.selectFrom('exchange_positions').selectAll().where('market_id', '=', marketId).execute();
  }

  async setExposures(tx: Tx, marketId: bigint, rows: { playerId: bigint; currency: string; exposure: bigint }[]) {
    if (rows.length === 0) return;
    await tx
      .insertInto('exchange_positions')
      .values(rows.map((r) => ({ market_id: marketId, player_id: r.playerId, currency: r.currency, exposure: r.exposure })))
      .onConflict((oc) => oc.columns(['market_id', 'player_id']).doUpdateSet({ exposure: (eb) => eb.ref('excluded.exposure') }))
      .execute();
  }

  /** A resettlement's new profit or loss and commission per player; the exposure stays 0 and settled_at as it was. */
  async resettlePositions(tx: Tx, marketId: bigint, rows: { playerId: bigint; pnl: bigint; commission: bigint }[]) {
    if (rows.length === 0) return;
    const values = sql.join(rows.map((r) => sql`(${r.playerId}::bigint, ${r.pnl}::bigint, ${r.commission}::bigint)`));
    await sql`
      UPDATE exchange_positions p SET profit_loss = v.pnl, commission = v.commission
      FROM (VALUES ${values}) AS v(player_id, pnl, commission) WHERE p.market_id = ${marketId} AND p.player_id = v.player_id`.execute(tx);
  }

  async settlePositions(tx: Tx, marketId: bigint, rows: { playerId: bigint; pnl: bigint; commission: bigint }[]) {
    if (rows.length === 0) return;
    const values = sql.join(rows.map((r) => sql`(${r.playerId}::bigint, ${r.pnl}::bigint, ${r.commission}::bigint)`));
    await sql`
      UPDATE exchange_positions p SET exposure = 0, profit_loss = v.pnl, commission = v.commission, settled_at = now()
      FROM (VALUES ${values}) AS v(player_id, pnl, commission) WHERE p.market_id = ${marketId} AND p.player_id = v.player_id`.execute(tx);
  }

  /** Whether the player holds exposure in a market not settled yet (an open bet: no low-balance turnover release). */
  async hasOpenExposure(tx: Tx, playerId: bigint): Promise<boolean> {
    const r = await tx.selectFrom('exchange_positions').select('market_id').where('player_id', '=', playerId).where('exposure', '>', 0n).limit(1).executeTakeFirst();
    return r !== undefined;
  }

  position(tx: Tx, marketId: bigint, playerId: bigint) {
    return tx.selectFrom('exchange_positions').selectAll().where('market_id', '=', marketId).where('player_id', '=', playerId).executeTakeFirst();
  }

  /** The exposure every player's positions hold, per currency (the players with none left out). */
  async exposureTotals(tx: Tx): Promise<{ player_id: bigint; currency: string; total: bigint }[]> {
    const r = await sql<{ player_id: bigint; currency: string; total: string }>`
      SELECT player_id, currency, sum(exposure)::text AS total FROM exchange_positions GROUP BY 1, 2 HAVING sum(exposure) <> 0`.execute(tx);
    return r.rows.map((x) => ({ player_id: x.player_id, currency: x.currency, total: BigInt(x.total) }));
  }

  // ---------------------------------------------------------------- the player's records
  playerOrders(tx: Tx, playerId: bigint, open: boolean, limit: number, offset: number) {
    let q = tx
      .selectFrom('exchange_orders as o')
      .innerJoin('exchange_markets as m', 'm.id', 'o.market_id')
      .innerJoin('exchange_events as e', 'e.id', 'm.event_id')
      .innerJoin('exchange_runners as r', 'r.selection_id', 'o.selection_id')
      .select(ORDER_COLUMNS)
      .select(['m.name as market_name', 'e.name as event_name', 'r.name as selection_name', 'm.status as market_status', 'e.id as event_id'])
      .where('o.player_id', '=', playerId);
    q = open ? q.where('o.outcome', 'is', null) : q.where('o.outcome', 'is not', null);
    return q.orderBy('o.id', 'desc').limit(limit).offset(offset).execute();
  }

  /** Exchange records (GET /api/exchange-hub): matched orders and house bets, newest first, optionally filtered. */
  async records(tx: Tx, playerId: bigint, limit: number, offset: number, f: RecordFilter = {}) {
    const orderWhere = [sql`o.player_id = ${playerId}`, sql`o.size_matched > 0`];
    const betWhere = [sql`b.player_id = ${playerId}`];
    const both = (order: RawBuilder<unknown>, bet: RawBuilder<unknown>) => {
      orderWhere.push(order);
      betWhere.push(bet);
    };
    if (f.settled === true) both(sql`o.outcome IS NOT NULL`, sql`b.status <> 'open'`);
    if (f.settled === false) both(sql`o.outcome IS NULL`, sql`b.status = 'open'`);
    if (f.kind) both(sql`m.kind = ${f.kind}`, sql`m.kind = ${f.kind}`);
    if (f.from) both(sql`o.created_at >= ${f.from}`, sql`b.created_at >= ${f.from}`);
    if (f.to) both(sql`o.created_at < ${f.to}`, sql`b.created_at < ${f.to}`);
    const r = await sql<{
      kind: 'order' | 'bet';
      id: bigint;
      market_kind: ExchangeMarketKind;
      market_id: bigint;
      event_id: bigint;
      event_name: string;
      market_name: string;
      selection_name: string | null;
      side: string;
      price: number;
      line: number | null;
      stake: bigint;
      profit_loss: bigint | null;
      outcome: string | null;
      created_at: Date;
      total: string;
    }>`
      SELECT *, count(*) OVER () AS total FROM (
        SELECT 'order' AS kind, o.id, m.kind AS market_kind, m.id AS market_id, e.id AS event_id, e.name AS event_name, m.name AS market_name, r.name AS selection_name,
               o.side, CASE WHEN o.size_matched > 0 THEN round(o.matched_value / o.size_matched)::int ELSE o.price END AS price,
               NULL::int AS line, o.size_matched AS stake, o.profit_loss, o.outcome, o.created_at
        FROM exchange_orders o
        JOIN exchange_markets m ON m.id = o.market_id JOIN exchange_events e ON e.id = m.event_id
        JOIN exchange_runners r ON r.selection_id = o.selection_id
        WHERE ${sql.join(orderWhere, sql` AND `)}
        UNION ALL
        SELECT 'bet', b.id, m.kind, m.id, e.id, e.name, m.name, r.name, b.side, b.price, b.line, b.stake, b.profit_loss,
               CASE b.status WHEN 'open' THEN NULL ELSE b.status END, b.created_at
        FROM exchange_bets b
        JOIN exchange_markets m ON m.id = b.market_id JOIN exchange_events e ON e.id = m.event_id
        LEFT JOIN exchange_runners r ON r.selection_id = b.selection_id
        WHERE ${sql.join(betWhere, sql` AND `)}
      ) x ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`.execute(tx);
    return r.rows;
  }

  /** Events of a sport that finished since `since`, with their Match Odds market and its winner's name (Result tab). */
  async results(tx: Tx, sport: ExchangeSport, since: Date) {
    const r = await sql<{
      id: bigint;
      name: string;
      competition: string | null;
      start_time: Date;
      status: 'upcoming' | 'in_play' | 'finished' | 'closed';
      score_text: string;
      market_id: bigint | null;
      market_status: 'open' | 'suspended' | 'closed' | 'settled' | 'voided' | null;
      winner: string | null;
      settled_at: Date | null;
    }>`
      SELECT e.id, e.name, c.name AS competition, e.start_time, e.status, e.score_text,
             m.id AS market_id, m.status AS market_status, w.name AS winner, m.settled_at
      FROM exchange_events e
      LEFT JOIN exchange_competitions c ON c.id = e.competition_id
      LEFT JOIN LATERAL (
        SELECT * FROM exchange_markets m WHERE m.event_id = e.id AND m.kind = 'match_odds' ORDER BY m.id LIMIT 1
      ) m ON true
      LEFT JOIN exchange_runners w ON w.selection_id = m.winner_selection_id
      WHERE e.sport = ${sport} AND e.status IN ('finished', 'closed') AND e.updated_at >= ${since}
      ORDER BY e.updated_at DESC, e.id DESC LIMIT 100`.execute(tx);
    return r.rows;
  }

  /** Balance Overview's counts: markets with an open position, and orders with an unmatched part. */
  async openCounts(tx: Tx, playerId: bigint) {
    const r = await sql<{ markets: number; orders: number }>`
      SELECT (SELECT count(*)::int FROM exchange_positions WHERE player_id = ${playerId} AND settled_at IS NULL
                AND (exposure > 0 OR EXISTS (SELECT 1 FROM exchange_markets m WHERE m.id = market_id AND m.status NOT IN ('settled', 'voided')))) AS markets,
             (SELECT count(*)::int FROM exchange_orders WHERE player_id = ${playerId} AND status = 'executable') AS orders`.execute(tx);
    return r.rows[0] ?? { markets: 0, orders: 0 };
  }

  /** The player's settled or voided positions in one currency in [from, to), newest first, at most `limit` (P&L). */
  async settledPositions(tx: Tx, playerId: bigint, currency: string, from: Date, to: Date, sport: ExchangeSport | undefined, limit: number) {
    const r = await sql<{
      market_id: bigint;
      market_name: string;
      market_type: ExchangeMarketKind;
      event_id: bigint;
      event_name: string;
      sport: ExchangeSport;
      profit_loss: bigint;
      commission: bigint;
      settled_at: Date;
    }>`
      SELECT p.market_id, m.name AS market_name, m.kind AS market_type, e.id AS event_id, e.name AS event_name, e.sport,
             coalesce(p.profit_loss, 0) AS profit_loss, p.commission, p.settled_at
      FROM exchange_positions p
      JOIN exchange_markets m ON m.id = p.market_id JOIN exchange_events e ON e.id = m.event_id
      WHERE p.player_id = ${playerId} AND p.currency = ${currency} AND p.settled_at >= ${from} AND p.settled_at < ${to}
        ${sport ? sql`AND e.sport = ${sport}` : sql``}
      ORDER BY p.settled_at DESC, p.market_id DESC LIMIT ${limit}`.execute(tx);
    return r.rows;
  }

  /** The same positions summed per Dhaka calendar day, newest first (every one of them, not only the listed ones). */
  async settledByDay(tx: Tx, playerId: bigint, currency: string, from: Date, to: Date, sport?: ExchangeSport) {
    const r = await sql<{ day: string; profit_loss: string; commission: string; markets: number }>`
      -- Dhaka is UTC+6 all year (no daylight saving).
      SELECT to_char((p.settled_at AT TIME ZONE 'UTC') + interval '6 hours', 'YYYY-MM-DD') AS day,
             sum(coalesce(p.profit_loss, 0))::text AS profit_loss, sum(p.commission)::text AS commission, count(*)::int AS markets
      FROM exchange_positions p
      ${sport ? sql`JOIN exchange_markets m ON m.id = p.market_id JOIN exchange_events e ON e.id = m.event_id` : sql``}
      WHERE p.player_id = ${playerId} AND p.currency = ${currency} AND p.settled_at >= ${from} AND p.settled_at < ${to}
        ${sport ? sql`AND e.sport = ${sport}` : sql``}
      GROUP BY 1 ORDER BY 1 DESC`.execute(tx);
    return r.rows;
  }

  /**
   * The Activity Log: logins (sessions started), orders placed, their unmatched parts cancelled or lapsed, house bets
   * placed, and markets settled for the player; newest first.
   */
  async activity(tx: Tx, playerId: bigint, since: Date, limit: number, offset: number) {
    const r = await sql<{
      kind: 'login' | 'order' | 'order_cancelled' | 'bet' | 'settled';
      at: Date;
      ip: string | null;
      device: string | null;
      event_name: string | null;
      market_name: string | null;
      selection_name: string | null;
      side: 'back' | 'lay' | 'yes' | 'no' | null;
      market_kind: ExchangeMarketKind | null;
      price: number | null;
      line: number | null;
      size: bigint | null;
      amount: bigint | null;
      total: string;
    }>`
      SELECT *, count(*) OVER () AS total FROM (
        SELECT 'login' AS kind, s.created_at AS at, s.ip, s.user_agent AS device, NULL AS event_name, NULL AS market_name,
               NULL AS selection_name, NULL AS side, NULL AS market_kind, NULL::int AS price, NULL::int AS line,
               NULL::bigint AS size, NULL::bigint AS amount, s.id AS sort_id
        FROM sessions s WHERE s.player_id = ${playerId} AND s.scope = 'player'
        UNION ALL
        SELECT 'order', o.created_at, NULL, NULL, e.name, m.name, r.name, o.side, m.kind, o.price, NULL, o.size, NULL, o.id
        FROM exchange_orders o JOIN exchange_markets m ON m.id = o.market_id JOIN exchange_events e ON e.id = m.event_id
        JOIN exchange_runners r ON r.selection_id = o.selection_id
        WHERE o.player_id = ${playerId}
        UNION ALL
        SELECT 'order_cancelled', coalesce(o.cancelled_at, o.updated_at), NULL, NULL, e.name, m.name, r.name, o.side, m.kind, o.price, NULL, o.size_cancelled, NULL, o.id
        FROM exchange_orders o JOIN exchange_markets m ON m.id = o.market_id JOIN exchange_events e ON e.id = m.event_id
        JOIN exchange_runners r ON r.selection_id = o.selection_id
        WHERE o.player_id = ${playerId} AND o.size_cancelled > 0
        UNION ALL
        SELECT 'bet', b.created_at, NULL, NULL, e.name, m.name, coalesce(r.name, m.name), b.side, m.kind, b.price, b.line, b.stake, NULL, b.id
        FROM exchange_bets b JOIN exchange_markets m ON m.id = b.market_id JOIN exchange_events e ON e.id = m.event_id
        LEFT JOIN exchange_runners r ON r.selection_id = b.selection_id
        WHERE b.player_id = ${playerId}
        UNION ALL
        SELECT 'settled', p.settled_at, NULL, NULL, e.name, m.name, NULL, NULL, m.kind, NULL, NULL, NULL,
               coalesce(p.profit_loss, 0) - p.commission, p.market_id
        FROM exchange_positions p JOIN exchange_markets m ON m.id = p.market_id JOIN exchange_events e ON e.id = m.event_id
        WHERE p.player_id = ${playerId} AND p.settled_at IS NOT NULL
      ) x WHERE at >= ${since} ORDER BY at DESC, sort_id DESC LIMIT ${limit} OFFSET ${offset}`.execute(tx);
    return r.rows;
  }

  /** Aggregated unmatched sizes per runner, side and price (the book without the in-memory engine). */
  async bookFromOrders(tx: Tx, marketId: bigint) {
    const r = await sql<{ selection_id: bigint; side: 'back' | 'lay'; price: number; size: string }>`
      SELECT selection_id, side, price, sum(size - size_matched - size_cancelled)::text AS size
      FROM exchange_orders WHERE market_id = ${marketId} AND status = 'executable'
      GROUP BY 1, 2, 3`.execute(tx);
    return r.rows;
  }

  /** Best price to back (highest resting lay) and to lay (lowest resting back) per runner, with their sizes. */
  async bestPrices(tx: Tx, marketIds: bigint[]) {
    if (marketIds.length === 0) return [];
    const r = await sql<{ selection_id: bigint; side: 'back' | 'lay'; price: number; size: string }>`
      SELECT DISTINCT ON (selection_id, side) selection_id, side, price, sum(size - size_matched - size_cancelled) OVER (PARTITION BY selection_id, side, price)::text AS size
      FROM exchange_orders WHERE market_id = ANY(${marketIds.map(String)}::bigint[]) AND status = 'executable'
      ORDER BY selection_id, side, CASE WHEN side = 'lay' THEN -price ELSE price END`.execute(tx);
    return r.rows;
  }

  /** Open Match Odds markets of events the operator made by hand that asked for house liquidity, with their runners. */
  async manualLiquidityMarkets(tx: Tx) {
    const r = await sql<{ id: bigint; runners: number }>`
      SELECT m.id, (SELECT count(*)::int FROM exchange_runners r WHERE r.market_id = m.id) AS runners
      FROM exchange_markets m JOIN exchange_events e ON e.id = m.event_id
      WHERE m.kind = 'match_odds' AND m.liquidity AND m.status = 'open' AND e.source = 'manual'
      ORDER BY m.id LIMIT 50`.execute(tx);
    return r.rows;
  }

  // ---------------------------------------------------------------- the console
  /**
   * Markets with their event, matched volume, the players' total exposure held on them and, apart, the house market
   * maker's (a platform account, `players.system_role`, never counted as a player: issue 31).
   */
  async consoleMarkets(tx: Tx, f: { status?: string; eventId?: bigint }, limit: number, offset: number) {
    const r = await sql<{
      id: bigint;
      event_id: bigint;
      event_name: string;
      sport: string;
      kind: string;
      name: string;
      status: string;
      in_play: boolean;
      matched_volume: bigint;
      commission_bps: number;
      min_stake: bigint;
      max_stake: bigint;
      max_exposure: bigint | null;
      bet_delay_ms: number;
      liquidity: boolean;
      players_exposure: string;
      house_liquidity: string;
      start_time: Date;
      total: string;
    }>`
      SELECT m.id, m.event_id, e.name AS event_name, e.sport, m.kind, m.name, m.status, m.in_play, m.matched_volume,
             m.commission_bps, m.min_stake, m.max_stake, m.max_exposure, m.bet_delay_ms, m.liquidity, e.start_time,
             coalesce((SELECT sum(p.exposure) FROM exchange_positions p JOIN players pl ON pl.id = p.player_id
                       WHERE p.market_id = m.id AND pl.system_role IS NULL), 0)::text AS players_exposure,
             coalesce((SELECT sum(p.exposure) FROM exchange_positions p JOIN players pl ON pl.id = p.player_id
                       WHERE p.market_id = m.id AND pl.system_role IS NOT NULL), 0)::text AS house_liquidity,
             count(*) OVER () AS total
      FROM exchange_markets m JOIN exchange_events e ON e.id = m.event_id
      WHERE (${f.status ?? null}::text IS NULL OR m.status = ${f.status ?? null})
        AND (${f.eventId ?? null}::bigint IS NULL OR m.event_id = ${f.eventId ?? null})
      ORDER BY m.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(tx);
    return r.rows;
  }

  // ---------------------------------------------------------------- leases
  /** Takes or renews a lease; true when `holder` holds `key` for the next `ms`. */
  async lease(tx: Tx, key: string, holder: string, ms: number): Promise<boolean> {
    const r = await sql<{ holder: string }>`
      INSERT INTO exchange_leases (key, holder, expires_at) VALUES (${key}, ${holder}, now() + ${`${ms} milliseconds`}::interval)
      ON CONFLICT (key) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
      WHERE exchange_leases.holder = EXCLUDED.holder OR exchange_leases.expires_at < now()
      RETURNING holder`.execute(tx);
    return r.rows.length > 0;
  }

  /** Renews every lease `holder` still holds among `keys`; answers the ones renewed. */
  async renew(tx: Tx, keys: string[], holder: string, ms: number): Promise<string[]> {
    if (keys.length === 0) return [];
    const r = await sql<{ key: string }>`
      UPDATE exchange_leases SET expires_at = now() + ${`${ms} milliseconds`}::interval
      WHERE key = ANY(${keys}::text[]) AND holder = ${holder} AND expires_at > now() RETURNING key`.execute(tx);
    return r.rows.map((x) => x.key);
  }

  leaseHolder(tx: Tx, key: string) {
    return tx.selectFrom('exchange_leases').select(['holder', 'expires_at']).where('key', '=', key).where('expires_at', '>', sql<Date>`now()`).executeTakeFirst();
  }

  async releaseKey(tx: Tx, key: string, holder: string) {
    await tx.deleteFrom('exchange_leases').where('key', '=', key).where('holder', '=', holder).execute();
  }

  async releaseAll(tx: Tx, holder: string) {
    await tx.deleteFrom('exchange_leases').where('holder', '=', holder).execute();
  }

  async holdsLease(tx: Tx, key: string, holder: string): Promise<boolean> {
    return !!(await tx.selectFrom('exchange_leases').select('key').where('key', '=', key).where('holder', '=', holder).where('expires_at', '>', sql<Date>`now()`).executeTakeFirst());
  }
}
