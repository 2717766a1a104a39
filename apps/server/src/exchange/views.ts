import { oddsOf, toWire } from '@khela/domain';
import type { Side } from './commands';
import type { ExchangeRepository } from './exchange.repository';

/** What the player API answers for an order and for a house bet (the routes' OrderReply and BetReply). */
export interface OrderView {
  id: string;
  market_id: string;
  selection_id: string;
  side: Side;
  price: number;
  size: string;
  status: 'executable' | 'execution_complete' | 'cancelled' | 'lapsed';
  size_matched: string;
  size_remaining: string;
  size_cancelled: string;
  avg_price_matched: number | null;
  persistence: 'lapse' | 'persist';
  request_id: string;
  outcome: 'won' | 'lost' | 'void' | null;
  profit_loss: string | null;
  created_at: string;
}

type OrderRow = NonNullable<Awaited<ReturnType<ExchangeRepository['order']>>>;

export function orderView(o: OrderRow): OrderView {
  const remaining = o.size - o.size_matched - o.size_cancelled;
  // matched_value (hundredths × poisha) can pass 2^53: the average is divided in bigint, rounded half up.
  const avg = o.size_matched > 0n ? Number((BigInt(o.matched_value) * 2n + o.size_matched) / (2n * o.size_matched)) / 100 : null;
  return {
    id: String(o.id),
    market_id: String(o.market_id),
    selection_id: String(o.selection_id),
    side: o.side,
    price: oddsOf(o.price),
    size: toWire(o.size),
    status: o.status,
    size_matched: toWire(o.size_matched),
    size_remaining: toWire(o.status === 'executable' ? remaining : 0n),
    size_cancelled: toWire(o.size_cancelled),
    avg_price_matched: avg,
    persistence: o.persistence,
    request_id: o.request_id,
    outcome: o.outcome,
    profit_loss: o.profit_loss === null ? null : toWire(o.profit_loss),
    created_at: o.created_at.toISOString(),
  };
}

export type BetView = ReturnType<typeof betView>;

export function betView(b: {
  id: bigint;
  market_id: bigint;
  selection_id: bigint | null;
  side: 'back' | 'lay' | 'yes' | 'no';
  price: number;
  line: number | null;
  stake: bigint;
  status: 'open' | 'won' | 'lost' | 'void';
  profit_loss: bigint | null;
  request_id: string;
  created_at: Date;
}) {
  const fancy = b.line !== null;
  return {
    id: String(b.id),
    market_id: String(b.market_id),
    selection_id: b.selection_id === null ? null : String(b.selection_id),
    side: b.side,
    price: fancy ? null : oddsOf(b.price),
    line: b.line,
    rate: fancy ? b.price : null,
    stake: toWire(b.stake),
    status: b.status,
    profit_loss: b.profit_loss === null ? null : toWire(b.profit_loss),
    request_id: b.request_id,
    created_at: b.created_at.toISOString(),
  };
}
