import { TRANSACTION_KEY, TURNOVER_PERCENT } from '../constants';
import { tryParseMoney, type Poisha } from '../money';
import type { TransactionRecord, TurnoverTicket } from '../wire';

/**
 * Record rules both player apps share (spec 2 §2 "Transaction records", "Turnover"): the sign of a transaction's
 * amount, its progress timeline, the revert / resubmit state of a deposit, and a turnover ticket's progress.
 */

/** Sign of a row's amount: deposits in, withdrawals out, adjustments as they are; `amount` is the absolute value. */
export function transactionSign(r: Pick<TransactionRecord, 'action' | 'amount'>): { sign: '+' | '-' | ''; amount: Poisha | null } {
  const p = tryParseMoney(r.amount);
  if (p === null) return { sign: '', amount: null };
  const abs = p < 0n ? -p : p;
  const sign = r.action === 'deposit' ? '+' : r.action === 'withdraw' ? '-' : p < 0n ? '-' : '+';
  return { sign, amount: abs };
}

export type TransactionStepState = 'done' | 'current' | 'failed' | 'todo';
/** One step of the detail popup's progress timeline: submitted, processing, then success or fail. */
interface TransactionStep {
  step: 'submitted' | 'processing' | 'success' | 'fail';
  state: TransactionStepState;
  /** When it happened (the wire time), null while it has not. */
  at: string | null;
}

export function transactionSteps(r: Pick<TransactionRecord, 'key' | 'created_at' | 'updated_at'>): TransactionStep[] {
  const decided = r.key !== TRANSACTION_KEY.pending;
  const failed = r.key === TRANSACTION_KEY.fail;
  return [
    { step: 'submitted', state: 'done', at: r.created_at },
    { step: 'processing', state: decided ? 'done' : 'current', at: null },
    { step: failed ? 'fail' : 'success', state: !decided ? 'todo' : failed ? 'failed' : 'done', at: decided ? r.updated_at : null },
  ];
}

/** The fields the revert / resubmit rules read. */
type TransactionActionFields = Pick<TransactionRecord, 'action' | 'key' | 'can_revert' | 'resubmit_until' | 'resubmitted'>;

/**
 * What the player may do with a row now: revert a pending manual deposit the server allows; correct and resubmit a
 * rejected deposit once, until `resubmit_until` (`secondsLeft` counts down to it; 0 once it passed).
 */
export function transactionActions(r: TransactionActionFields, now: number = Date.now()): {
  canRevert: boolean;
  canResubmit: boolean;
  secondsLeft: number;
} {
  const canRevert = r.action === 'deposit' && r.key === TRANSACTION_KEY.pending && r.can_revert === true;
  const until = r.resubmit_until ? Date.parse(r.resubmit_until) : NaN;
  const secondsLeft = Number.isFinite(until) ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
  const canResubmit = r.action === 'deposit' && r.key === TRANSACTION_KEY.fail && !r.resubmitted && secondsLeft > 0;
  return { canRevert, canResubmit, secondsLeft };
}

/** True when a row ever offered resubmission (shown, disabled, once its time ran out). */
export function offersResubmit(r: TransactionActionFields): boolean {
  return r.action === 'deposit' && r.key === TRANSACTION_KEY.fail && !!r.resubmit_until && !r.resubmitted;
}

/** Progress of a turnover ticket: achieved = required − remaining; percent with 2 decimals, capped at 100. */
export function turnoverProgress(ticket: Pick<TurnoverTicket, 'status' | 'required_turnover' | 'remaining_turnover'>): {
  required: Poisha;
  achieved: Poisha;
  remaining: Poisha;
  percent: string;
} {
  const required = tryParseMoney(ticket.required_turnover) ?? 0n;
  const remaining = tryParseMoney(ticket.remaining_turnover) ?? 0n;
  const max = BigInt(TURNOVER_PERCENT.max) * 100n; // hundredths of a percent
  if (ticket.status === 'complete' || required <= 0n) return { required, achieved: required, remaining: 0n, percent: '100.00' };
  const achieved = remaining >= required ? 0n : required - remaining;
  let h = (achieved * max) / required;
  if (h > max) h = max;
  return {
    required,
    achieved,
    remaining: remaining > required ? required : remaining,
    percent: `${h / 100n}.${(h % 100n).toString().padStart(TURNOVER_PERCENT.decimals, '0')}`,
  };
}
