import { sql } from 'kysely';
import type { Tx } from '../db/unit-of-work';
import type { ExchangeMarketKind } from '../db/tables';

/**
 * A bet's full life (the order, its fills, what was cancelled or lapsed, the settlement) and the player's exchange
 * rows of a period for the account history's CSV, page by page (keyset; the cursor keeps the timestamp as text so
 * no microsecond is lost).
 */
/** What an order and a house bet both show of their market, event, runner and the player's position in the market. */
const MARKET_COLUMNS = [
  'm.id as market_id',
  'm.kind as market_kind',
  'm.name as market_name',
  'm.currency',
  'e.name as event_name',
  'e.sport',
  'r.name as selection_name',
  'p.profit_loss as market_profit_loss',
  'p.commission as market_commission',
  'p.settled_at as market_settled_at',
] as const;

export class ExchangeHistoryRepository {
  /** One order of the player with its market, event and runner, and the player's position in that market. */
  order(tx: Tx, playerId: bigint, id: bigint) {
    return tx
      .selectFrom('exchange_orders as o')
      .innerJoin('exchange_markets as m', 'm.id', 'o.market_id')
      .innerJoin('exchange_events as e', 'e.id', 'm.event_id')
      .innerJoin('exchange_runners as r', 'r.selection_id', 'o.selection_id')
      .leftJoin('exchange_positions as p', (j) => j.onRef('p.market_id', '=', 'o.market_id').onRef('p.player_id', '=', 'o.player_id'))
      .select([
        'o.id',
        'o.side',
        'o.price',
        'o.size',
        'o.size_matched',
        'o.size_cancelled',
        'o.matched_value',
        'o.status',
        'o.persistence',
        'o.outcome',
        'o.profit_loss',
        'o.created_at',
        'o.cancelled_at',
        'o.updated_at',
        'o.settled_at',
        ...MARKET_COLUMNS,
      ])
      .where('o.id', '=', id)
      .where('o.player_id', '=', playerId)
      .executeTakeFirst();
  }


  /** The fills of an order, in the order they happened. */
  fillsOf(tx: Tx, orderId: bigint) {
    return tx
      .selectFrom('exchange_fills')
      .select(['id', 'price', 'size', 'created_at'])
      .where((eb) => eb.or([eb('back_order_id', '=', orderId), eb('lay_order_id', '=', orderId)]))
      .orderBy('id')
      .execute();
  }


  /** One Bookmaker or Fancy bet of the player (the house took the other side), with the player's position. */
  bet(tx: Tx, playerId: bigint, id: bigint) {
    return tx
      .selectFrom('exchange_bets as b')
      .innerJoin('exchange_markets as m', 'm.id', 'b.market_id')
      .innerJoin('exchange_events as e', 'e.id', 'm.event_id')
      .leftJoin('exchange_runners as r', 'r.selection_id', 'b.selection_id')
      .leftJoin('exchange_positions as p', (j) => j.onRef('p.market_id', '=', 'b.market_id').onRef('p.player_id', '=', 'b.player_id'))
      .select([
        'b.id',
        'b.side',
        'b.price',
        'b.line',
        'b.stake',
        'b.status',
        'b.profit_loss',
        'b.created_at',
        'b.settled_at',
        ...MARKET_COLUMNS,
      ])
      .where('b.id', '=', id)
      .where('b.player_id', '=', playerId)
      .executeTakeFirst();
  }


  /**
   * The player's exchange rows of [from, to) after the cursor, oldest first: orders and house bets by the time they
   * were placed, and settled positions that paid commission by the time they settled.
   */
  async rowsPage(tx: Tx, playerId: bigint, from: Date, to: Date, after: { at: string; kind: number; id: bigint } | null, limit: number) {
    const cursor = after ? sql`AND (at, k, id) > (${after.at}::timestamptz, ${after.kind}, ${after.id})` : sql``;
    const r = await sql<{
      k: number;
      id: bigint;
      at: Date;
      cursor: string;
      market_kind: ExchangeMarketKind;
      event_name: string;
      market_name: string;
      selection_name: string | null;
      side: string | null;
      price: number | null;
      line: number | null;
      size: bigint | null;
      size_matched: bigint | null;
      status: string;
      profit_loss: bigint | null;
      commission: bigint | null;
    }>`
      SELECT *, at::text AS cursor FROM (
        SELECT 1 AS k, o.id, o.created_at AS at, m.kind AS market_kind, e.name AS event_name, m.name AS market_name, r.name AS selection_name,
               o.side, o.price, NULL::int AS line, o.size, o.size_matched, coalesce(o.outcome, o.status) AS status, o.profit_loss, NULL::bigint AS commission
        FROM exchange_orders o
        JOIN exchange_markets m ON m.id = o.market_id JOIN exchange_events e ON e.id = m.event_id
        JOIN exchange_runners r ON r.selection_id = o.selection_id
        WHERE o.player_id = ${playerId} AND o.created_at >= ${from} AND o.created_at < ${to}
        UNION ALL
        SELECT 2, b.id, b.created_at, m.kind, e.name, m.name, r.name, b.side, b.price, b.line, b.stake, b.stake, b.status, b.profit_loss, NULL
        FROM exchange_bets b
        JOIN exchange_markets m ON m.id = b.market_id JOIN exchange_events e ON e.id = m.event_id
        LEFT JOIN exchange_runners r ON r.selection_id = b.selection_id
        WHERE b.player_id = ${playerId} AND b.created_at >= ${from} AND b.created_at < ${to}
        UNION ALL
        SELECT 3, p.market_id, p.settled_at, m.kind, e.name, m.name, NULL, NULL, NULL, NULL, NULL, NULL, 'settled', p.profit_loss, p.commission
        FROM exchange_positions p
        JOIN exchange_markets m ON m.id = p.market_id JOIN exchange_events e ON e.id = m.event_id
        WHERE p.player_id = ${playerId} AND p.commission > 0 AND p.settled_at >= ${from} AND p.settled_at < ${to}
      ) x WHERE true ${cursor}
      ORDER BY at, k, id LIMIT ${limit}`.execute(tx);
    return r.rows;
  }
}

export type ExportedExchangeRow = Awaited<ReturnType<ExchangeHistoryRepository['rowsPage']>>[number];
