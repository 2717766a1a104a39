import { MESSAGES, toWire, type TransactionRecord } from '@khela/domain';
import type { Db } from '../db/database';
import type { LedgerMovement, WalletService } from '../wallet/wallet.service';
import { PaymentsRepository } from './payments.repository';

const LIMIT = 300;
/** Movements read per page by the account history's export. */
const EXPORT_PAGE = 500;
const KEY = { pending: '0', confirmed: '1', approved: '1', rejected: '2', cancelled: '2' } as const;
const STATUS = { pending: 0, confirmed: 1, approved: 1, rejected: 2, cancelled: 2 } as const;
const NO_CORRECTION = { can_revert: false, resubmit_until: null, resubmitted: false, cancelled: false } as const;

/** GET /api/transaction/show (spec 2 §2 Transaction records, §3, §4): deposits, withdrawals and adjustments, newest first. */
export class RecordsService {
  constructor(private readonly db: Db, private readonly wallet: WalletService, private readonly repo: PaymentsRepository = new PaymentsRepository()) {}

  async transactions(playerId: bigint, now: Date = new Date()): Promise<TransactionRecord[]> {
    const [deposits, withdrawals, adjustments, settings] = await Promise.all([
      this.repo.depositRecords(this.db, playerId, LIMIT),
      this.repo.withdrawalRecords(this.db, playerId, LIMIT),
      this.repo.adjustmentRecords(this.db, playerId, LIMIT),
      this.repo.settings(this.db),
    ]);
    const windowMs = settings.deposit_resubmit_minutes * 60_000;
    const rows: TransactionRecord[] = [
      ...deposits.map(
        (d): TransactionRecord => ({
          id: Number(d.id),
          transaction_id: d.transaction_id ?? d.gateway_reference ?? `D${d.id}`,
          action: 'deposit',
          key: KEY[d.status],
          amount: toWire(d.amount),
          bonus: toWire(d.bonus),
          created_at: d.created_at.toISOString(),
          updated_at: d.updated_at.toISOString(),
          payment_method: { icon: d.method_icon, name: d.method_name, type: d.account_type ?? 'ewallet' },
          type: 0,
          status: STATUS[d.status],
          number: d.sender,
          date: d.created_at.toISOString(),
          reason: d.status === 'cancelled' ? MESSAGES.depositCancelledByPlayer : d.reject_reason,
          ...depositCorrections(d, windowMs, now),
        }),
      ),
      ...withdrawals.map(
        (w): TransactionRecord => ({
          id: Number(w.id),
          transaction_id: w.payout_transaction_id ?? `W${w.id}`,
          action: 'withdraw',
          key: KEY[w.status],
          amount: toWire(w.amount),
          bonus: '0.00',
          created_at: w.created_at.toISOString(),
          updated_at: w.updated_at.toISOString(),
          payment_method: { icon: w.method_icon ?? '', name: w.method_name ?? w.provider, type: 'withdraw' },
          type: 1,
          status: STATUS[w.status],
          number: w.account_number,
          date: w.created_at.toISOString(),
          reason: w.reject_reason,
          ...NO_CORRECTION,
        }),
      ),
      ...adjustments.map(
        (a): TransactionRecord => ({
          id: Number(a.id),
          transaction_id: `A${a.id}`,
          action: 'adjustment',
          key: '1',
          amount: toWire(a.amount),
          bonus: '0.00',
          created_at: a.created_at.toISOString(),
          updated_at: a.created_at.toISOString(),
          payment_method: null,
          type: 2,
          status: 1,
          number: '',
          date: a.created_at.toISOString(),
          reason: a.reason,
          ...NO_CORRECTION,
        }),
      ),
    ];
    return rows.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id)).slice(0, LIMIT);
  }

  /**
   * The money movements of the player's main wallet in [from, to) — deposits, bonuses, withdrawals and their returns,
   * adjustments, rewards; not the games' and the exchange's (the history lists those as rounds and orders) — oldest
   * first with the balance after each, read EXPORT_PAGE at a time (the account history's CSV).
   */
  async *exportMovements(playerId: bigint, from: Date, to: Date): AsyncGenerator<LedgerMovement & { currency: string }> {
    // The games' rounds and the exchange's orders are listed as such, not as wallet movements.
    yield* this.wallet.statement(playerId, from, to, ['game\\_%', 'exchange.%'], EXPORT_PAGE);
  }
}

/**
 * What the player may still do with a deposit: cancel it while it is a manual one no operator or notice has touched;
 * correct and resubmit it once within the operator's window after its rejection.
 */
function depositCorrections(
  d: { status: string; source: string; match_state: string; decided_at: Date | null; resubmitted: boolean },
  windowMs: number,
  now: Date,
): Pick<TransactionRecord, 'can_revert' | 'resubmit_until' | 'resubmitted' | 'cancelled'> {
  const until = d.status === 'rejected' && d.decided_at && windowMs > 0 && !d.resubmitted ? new Date(d.decided_at.getTime() + windowMs) : null;
  return {
    can_revert: d.status === 'pending' && d.source === 'manual' && d.match_state === 'none',
    resubmit_until: until && until.getTime() > now.getTime() ? until.toISOString() : null,
    resubmitted: d.resubmitted,
    cancelled: d.status === 'cancelled',
  };
}
