import type * as W from '@khela/domain';
import { Money, Nullable, Type, wire, type Answer } from '../shared/route-schema';
import type { PaymentsStaffService } from './payments.staff.service';

const Who = Type.Object({ id: Type.Integer(), username: Type.String() });

export const Dashboard = wire<W.BackofficeDashboard>()(
  Type.Object({
    pending_deposits: Type.Integer(),
    pending_withdrawals: Type.Integer(),
    flagged_deposits: Type.Integer(),
    unmatched_notices: Type.Integer(),
    today: Type.Object({
      date: Type.String({ description: 'Dhaka day' }),
      deposits_total: Money,
      deposits_count: Type.Integer(),
      withdrawals_total: Money,
      withdrawals_count: Type.Integer(),
    }),
  }),
);

export const ConsoleDeposit = wire<W.BackofficeDeposit>()(
  Type.Object({
    id: Type.Integer(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('rejected'), Type.Literal('cancelled')]),
    transaction_id: Nullable(Type.String()),
    sender: Type.String(),
    receiving_number: Type.String(),
    amount: Money,
    bonus: Money,
    method: Type.String(),
    channel: Nullable(Type.String()),
    account_type: Nullable(Type.String()),
    source: Type.Union([Type.Literal('manual'), Type.Literal('ewallet')]),
    receipt: Nullable(Type.String()),
    match_state: Type.Union([Type.Literal('none'), Type.Literal('matched'), Type.Literal('mismatch')]),
    notice: Nullable(
      Type.Object({
        id: Type.Integer(),
        amount: Money,
        sender: Type.String(),
        receiver: Type.String(),
        received_at: Nullable(Type.String()),
        state: Type.String(),
      }),
    ),
    promotion: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
    player: Who,
    reject_reason: Nullable(Type.String()),
    confirmed_via: Nullable(Type.Union([Type.Literal('staff'), Type.Literal('notice'), Type.Literal('gateway')])),
    created_at: Type.String(),
    decided_at: Nullable(Type.String()),
    resubmit_of: Nullable(Type.Integer({ description: "the rejected deposit this one corrects (the player's resubmission)" })),
  }),
);

export const ConsoleWithdrawal = wire<W.BackofficeWithdrawal>()(
  Type.Object({
    id: Type.Integer(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
    amount: Money,
    account_number: Type.String(),
    method: Type.String(),
    payout_transaction_id: Nullable(Type.String()),
    reject_reason: Nullable(Type.String()),
    player: Who,
    created_at: Type.String(),
    decided_at: Nullable(Type.String()),
  }),
);

export const ConsoleNotice = Type.Object({
  id: Type.Integer(),
  method: Type.String(),
  transaction_id: Type.String(),
  amount: Money,
  sender: Type.String(),
  receiver: Type.String(),
  received_at: Nullable(Type.String()),
  state: Type.String(),
  deposit_id: Nullable(Type.Integer()),
  created_at: Type.String(),
});

const DepositStatus = Type.Union([Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('rejected'), Type.Literal('cancelled')]);
const WithdrawalStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);
const changed = Type.Boolean({ description: 'whether this call decided it (false: it was already decided so)' });

/** The answers to a decision: whether it changed anything, and the row's new state. */
export const DepositApproved = wire<Answer<PaymentsStaffService['approveDeposit']>>()(
  Type.Object({ changed, id: Type.Integer(), status: DepositStatus, amount: Money, bonus: Money }),
);
export const DepositRejected = wire<Answer<PaymentsStaffService['rejectDeposit']>>()(
  Type.Object({ changed, id: Type.Integer(), status: DepositStatus, reject_reason: Nullable(Type.String()) }),
);
export const WithdrawalApproved = wire<Answer<PaymentsStaffService['approveWithdrawal']>>()(
  Type.Object({ changed, id: Type.Integer(), status: WithdrawalStatus, payout_transaction_id: Nullable(Type.String()) }),
);
export const WithdrawalRejected = wire<Answer<PaymentsStaffService['rejectWithdrawal']>>()(
  Type.Object({ changed, id: Type.Integer(), status: WithdrawalStatus, reject_reason: Nullable(Type.String()) }),
);

export const Adjustment = Type.Object({ id: Type.Integer(), amount: Money, balance: Money });

