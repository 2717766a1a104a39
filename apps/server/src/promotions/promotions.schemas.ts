import type * as W from '@khela/domain';
import { Money, TurnoverProductSchema, Type, query, wire } from '../shared/route-schema';

/** Turnover tickets (spec 2 §2 Turnover, §3, §7): the shapes of GET /api/turnovers. */

export const TurnoversQuery = query(['remote_id'], { remote_id: "the player's id; when given it must be the token's own (else 403)" });

const TurnoverTicket = wire<W.TurnoverTicket>()(
  Type.Object({
    id: Type.Integer(),
    status: Type.Union([Type.Literal('active'), Type.Literal('complete')]),
    created_at: Type.String(),
    updated_at: Type.String(),
    required_turnover: Money,
    remaining_turnover: Money,
    transaction: Type.Object({
      action: Type.Union([Type.Literal('deposit'), Type.Literal('bonus')], { description: "'bonus' when the deposit took a promotion" }),
      amount: Money,
      promotion: Type.Union([Type.Object({ name: Type.String(), turnover: Type.Integer({ description: 'the multiplier' }) }), Type.Null()]),
      payment_method: Type.Union([Type.Object({ name: Type.String() }), Type.Null()]),
    }),
    counts: Type.Array(TurnoverProductSchema, { description: 'the products whose stakes count towards this ticket' }),
    excluded: Type.Array(TurnoverProductSchema, { description: "the products the ticket's promotion excludes from its turnover" }),
  }),
);

export const TurnoversResponse = Type.Array(TurnoverTicket, { description: 'newest first' });
