import { Money, Nullable, Type, wire, type Answer } from '../shared/route-schema';
import type { PlayersStaffService } from './players.staff.service';

/**
 * The console's player pages (see players.staff.routes.ts). Each answer is tied to what its service method returns
 * (`wire<Answer<…>>()`), so a field the service adds fails the typecheck until it is declared here (an undeclared
 * field would be dropped from the answer by the serializer).
 */
/** The account columns the console lists and shows: ids as numbers, times as ISO text. */
const accountColumns = {
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  status: Type.String(),
  currency: Type.String(),
  created_at: Type.String(),
  last_login_at: Nullable(Type.String()),
};

/** A player as the console lists them. */
export const PlayerRow = wire<Answer<PlayersStaffService['searchPlayers']>['data'][number]>()(Type.Object(accountColumns));

/** A player with their balance, rewards, extra phones and money totals. */
export const PlayerDetail = wire<Answer<PlayersStaffService['player']>>()(
  Type.Object({
    ...accountColumns,
    phone_verified: Type.Boolean(),
    email_verified_at: Nullable(Type.String()),
    dofb: Nullable(Type.String({ description: 'date of birth' })),
    referral_code: Type.String(),
    balance: Money,
    vip_coin: Type.Number({ description: 'VIP points' }),
    cash_bonus: Money,
    extra_phones: Type.Array(Type.Object({ phone: Type.String(), verified: Type.Boolean() })),
    deposits_total: Money,
    deposits_count: Type.Integer(),
    withdrawals_total: Money,
    withdrawals_count: Type.Integer(),
    bonus_total: Money,
  }),
);

/** One wallet posting of the player. */
export const LedgerRow = wire<Answer<PlayersStaffService['playerLedger']>['data'][number]>()(
  Type.Object({
    id: Type.Integer(),
    transaction_id: Type.Integer(),
    amount: Money,
    currency: Type.String(),
    reason: Type.String(),
    reference: Type.String(),
    reverses: Nullable(Type.Integer()),
    created_at: Type.String(),
  }),
);

/** A turnover ticket. */
export const Ticket = wire<Answer<PlayersStaffService['playerTickets']>[number]>()(
  Type.Object(
    {
      id: Type.Integer(),
      status: Type.Union([Type.Literal('active'), Type.Literal('complete')]),
      action: Type.Union([Type.Literal('deposit'), Type.Literal('bonus')]),
      required: Money,
      remaining: Money,
      deposit_id: Nullable(Type.Integer()),
      completed_reason: Nullable(Type.Union([Type.Literal('turnover'), Type.Literal('low_balance'), Type.Literal('waived')])),
      waive_reason: Nullable(Type.String()),
      waived_by: Nullable(Type.Integer({ description: 'the staff member who waived it' })),
      promotion_name: Nullable(Type.String()),
      created_at: Type.String(),
      completed_at: Nullable(Type.String()),
    },
    { description: 'a turnover ticket' },
  ),
);
