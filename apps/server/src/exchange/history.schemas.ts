import { Money, Nullable, Type, type Static } from '../shared/route-schema';

/**
 * GET /api/exchange/orders/{id}/history: a bet's full life — the order (placed, price, size), every fill, what was
 * cancelled or lapsed, and the settlement. Wire type: packages/api/src/endpoints/history.ts.
 */
export const BetLifeStep = Type.Object({
  kind: Type.Union([Type.Literal('placed'), Type.Literal('matched'), Type.Literal('cancelled'), Type.Literal('lapsed'), Type.Literal('settled')]),
  at: Type.String(),
  price: Nullable(Type.Number({ description: 'decimal odds (Fancy: the rate in percent)' })),
  size: Nullable(Money),
  amount: Nullable(Money),
});

export const ExchangeBetLife = Type.Object({
  id: Type.String({ description: 'EX{order} (Match Odds), BM{bet} (Bookmaker), FY{bet} (Fancy)' }),
  kind: Type.Union([Type.Literal('order'), Type.Literal('bet')]),
  market_id: Type.String(),
  market_type: Type.String(),
  market_name: Type.String(),
  event_name: Type.String(),
  sport: Type.String(),
  selection_name: Type.String(),
  side: Type.String(),
  price: Type.Number({ description: 'decimal odds asked (Fancy: the rate in percent)' }),
  line: Nullable(Type.Integer()),
  size: Money,
  size_matched: Money,
  size_cancelled: Money,
  avg_price_matched: Nullable(Type.Number()),
  persistence: Nullable(Type.String()),
  status: Type.String({ description: 'open | matched | cancelled | lapsed | won | lost | void' }),
  currency: Type.String(),
  steps: Type.Array(BetLifeStep, { description: 'in the order they happened' }),
  settlement: Nullable(
    Type.Object({
      result: Type.String({ description: 'won | lost | void' }),
      profit_loss: Money,
      settled_at: Nullable(Type.String()),
      market_profit_loss: Nullable(Money),
      commission: Money,
      market_net: Nullable(Money),
    }),
  ),
});
export type ExchangeBetLife = Static<typeof ExchangeBetLife>;
export type BetLifeStep = Static<typeof BetLifeStep>;
