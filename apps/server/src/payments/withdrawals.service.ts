import { MESSAGES, WITHDRAWAL_RANGE, toWire, withdrawTurnoverMessage, type SubmitWithdrawResponse } from '@khela/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { WithdrawalsTable } from '../db/tables';
import type { Authenticated } from '../auth/auth.service';
import type { ContentService } from '../content/content.service';
import type { PlayersService } from '../players/players.service';
import type { TurnoverService } from '../promotions/turnover.service';
import type { SystemInbox } from '../support/inbox.service';
import { AppError } from '../shared/errors';
import type { Tx } from '../db/unit-of-work';
import { InsufficientFundsError, type WalletService } from '../wallet/wallet.service';
import { PaymentsRepository } from './payments.repository';
import { readAmount, readRequestId } from '../shared/read';
import { HOUSE, isElevenDigits, readId, submitOnce } from './rules';

type Withdrawal = Selectable<WithdrawalsTable>;

/**
 * POST /api/submit-withdraw as the route hands it (the schema checked its shape): every field optional, since the
 * rules say what is missing with the spec's message; numbers the client sent arrive as text.
 */
export interface SubmitWithdrawInput {
  account_number?: string;
  amount?: string;
  /** The method id (0 for e-wallet, then `provider` names the method). */
  payment_id?: string;
  provider?: string;
  /** The client's id for this submission: the same again answers the first one (see `submit`). */
  request_id?: string;
}

/** What POST /api/submit-withdraw answers for a withdrawal (a new one, or the first one again for its request id). */
function submitted(w: Withdrawal): SubmitWithdrawResponse {
  return { success: true, message: MESSAGES.withdrawSubmitted, data: { id: Number(w.id), status: w.status, amount: toWire(w.amount) } };
}

/** Every refusal of the withdrawal calls is a 400 whose `error` text the spec's client reads (spec 1 §8). */
function refuse(message: string, field?: string): AppError {
  return new AppError('withdraw_refused', message, field ? { [field]: [message] } : undefined);
}

/**
 * Withdrawals (spec 1 §2 /withdrawal, §5, §6, §8): eligibility in order (birthday, phone, withdrawals switched on,
 * nothing pending, no active turnover), then the amount (500–25,000 and within the balance) and an 11-digit
 * account number. Submitting moves the amount at once to withdrawals payable; approval pays it out, rejection
 * returns it (a reversal).
 */
export class WithdrawalsService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly turnover: TurnoverService,
    /** The player's inbox (the support domain): the decision's message, in the decision's transaction. */
    private readonly inbox: SystemInbox,
    /** The players domain: the player's row and verified phones. */
    private readonly players: PlayersService,
    /** The content domain: whether withdrawals are open. */
    private readonly content: ContentService,
    /** The queries of its tables: passed in, or made here when none is (a test may pass its own). */
    private readonly repo: PaymentsRepository = new PaymentsRepository(),
  ) {}

  /** When the player last withdrew (the profile shows it). */
  async lastWithdrawalAt(playerId: bigint): Promise<Date | null> {
    return this.repo.lastWithdrawalAt(this.db, playerId);
  }

  /** The first eligibility rule the player fails, or null. */
  private async ineligible(tx: Tx, playerId: bigint): Promise<string | null> {
    const p = await this.players.byId(tx, playerId);
    if (!p) throw AppError.unauthorized();
    if (!p.dofb) return MESSAGES.withdrawNeedsBirthday;
    if (!(await this.players.phoneVerified(tx, playerId))) return MESSAGES.verifyPhoneFirst;
    if (!(await this.content.withdrawalsOpen(tx))) return MESSAGES.noWithdrawMethods;
    if (await this.repo.pendingWithdrawalOf(tx, playerId)) return MESSAGES.withdrawPending;
    // The turnover left, in the player's currency: "Complete ৳19,810.00 more turnover to withdraw."
    const left = await this.turnover.turnoverLeft(tx, playerId);
    if (left > 0n) return withdrawTurnoverMessage(left);
    return null;
  }

  /** GET /api/userwithdrawcheck */
  async check(auth: Authenticated): Promise<{ success: true }> {
    const reason = await this.ineligible(this.db, auth.playerId);
    if (reason) throw refuse(reason);
    return { success: true };
  }

  /** POST /api/submit-withdraw */
  async submit(auth: Authenticated, body: SubmitWithdrawInput): Promise<SubmitWithdrawResponse> {
    const playerId = auth.playerId;
    // Sent again with its request id (its answer was lost), or in parallel: answered with the withdrawal it made.
    const requestId = readRequestId(body.request_id, { optional: true, code: 'withdraw_refused' });
    return submitOnce(
      requestId,
      (id) => this.repo.withdrawalByRequestId(this.db, playerId, id),
      submitted,
      () => this.submitNew(auth, body, requestId),
    );
  }

  private async submitNew(auth: Authenticated, body: SubmitWithdrawInput, requestId: string | undefined): Promise<SubmitWithdrawResponse> {
    const playerId = auth.playerId;
    const reason = await this.ineligible(this.db, playerId);
    if (reason) throw refuse(reason);
    const amount = readAmount(body.amount, { field: 'amount', code: 'withdraw_refused', missing: MESSAGES.amountRequired });
    if (amount < WITHDRAWAL_RANGE.min || amount > WITHDRAWAL_RANGE.max) throw refuse(MESSAGES.withdrawAmountRange, 'amount');
    const player = await this.players.byId(this.db, playerId);
    if (!player) throw AppError.unauthorized();
    if (amount > (await this.wallet.balanceOf(playerId, player.currency))) throw refuse(MESSAGES.insufficientBalance, 'amount');
    const accountNumber = body.account_number;
    if (!isElevenDigits(accountNumber)) throw refuse(MESSAGES.accountNumber11Digits, 'account_number');
    const methodId = readId(body.payment_id);
    const provider = body.provider !== undefined ? body.provider.trim().slice(0, 40) : '';
    const method =
      methodId !== null && methodId > 0n ? await this.repo.methodById(this.db, methodId) : provider ? await this.repo.methodByName(this.db, provider) : undefined;
    if (methodId === -1n || !method || method.status !== 'active' || !method.withdraw_enabled) throw refuse(MESSAGES.selectPaymentMethod, 'payment_id');

    const w = await this.wallet
      .inTransaction(async (tx) => {
        await this.repo.lockPlayer(tx, playerId);
        // The same request id in parallel: the player's lock queues them, and the later one answers the first.
        const first = requestId ? await this.repo.withdrawalByRequestId(tx, playerId, requestId) : undefined;
        if (first) return first;
        const again = await this.ineligible(tx, playerId);
        if (again) throw refuse(again);
        const id = await this.repo.nextWithdrawalId(tx);
        const hold = await this.wallet.transfer(
          tx,
          {
            from: { player: playerId, currency: player.currency },
            to: HOUSE.withdrawalsPayable(player.currency),
            amount,
            reason: 'withdrawal',
            reference: `withdrawal:${id}`,
            idempotencyKey: `withdrawal:${id}:hold`,
          },
        );
        const row = await this.repo.insertWithdrawal(tx, {
          id,
          playerId,
          currency: player.currency,
          methodId: method.id,
          provider: provider || method.name,
          accountNumber,
          amount,
          holdTransactionId: hold.transactionId,
          requestId: requestId ?? null,
        });
        await this.turnover.releaseIfLowBalance(tx, playerId);
        return row;
      })
      .catch((err: unknown) => {
        if (err instanceof InsufficientFundsError) throw refuse(MESSAGES.insufficientBalance, 'amount');
        const e = err as { code?: string; constraint?: string };
        if (e.code === '23505' && e.constraint === 'withdrawals_one_pending_key') throw refuse(MESSAGES.withdrawPending);
        if (e.code === '23514' && e.constraint === 'player_balance_not_negative') throw refuse(MESSAGES.insufficientBalance, 'amount');
        throw err;
      });
    return submitted(w);
  }

  /**
   * Approves a pending withdrawal in `tx` with the payout's transaction id: payable → the method's cash-out
   * clearing. Already approved: nothing moves (`changed` false); rejected: 409.
   */
  async approveInTx(tx: Tx, id: bigint, payoutTransactionId: string, staffId: bigint) {
    const before = await this.repo.withdrawalForUpdate(tx, id);
    if (!before) throw AppError.notFound();
    if (before.status === 'approved') return { before, withdrawal: before, changed: false };
    if (before.status !== 'pending') throw new AppError('already_processed', MESSAGES.alreadyProcessed);
    const withdrawal = (await this.repo.markWithdrawalApproved(tx, id, payoutTransactionId, staffId))!;
    const method = before.method_id !== null ? await this.repo.methodById(tx, before.method_id) : undefined;
    await this.wallet.transfer(
      tx,
      {
        from: HOUSE.withdrawalsPayable(before.currency),
        to: HOUSE.cashoutClearing(method?.code ?? 'unassigned', before.currency),
        amount: before.amount,
        reason: 'withdrawal_payout',
        reference: `withdrawal:${id}`,
        idempotencyKey: `withdrawal:${id}:payout`,
      },
    );
    await this.inbox(
      tx,
      before.player_id,
      { kind: 'withdrawal_paid', amount: before.amount, currency: before.currency, account: before.account_number, trx: payoutTransactionId },
      `withdrawal:${id}:paid`,
    );
    return { before, withdrawal, changed: true };
  }

  /** Rejects a pending withdrawal in `tx`: the amount goes back to the player (a reversal of the hold). */
  async rejectInTx(tx: Tx, id: bigint, reason: string, staffId: bigint) {
    const before = await this.repo.withdrawalForUpdate(tx, id);
    if (!before) throw AppError.notFound();
    if (before.status === 'rejected') return { before, withdrawal: before, changed: false };
    if (before.status !== 'pending') throw new AppError('already_processed', MESSAGES.alreadyProcessed);
    const withdrawal = (await this.repo.markWithdrawalRejected(tx, id, reason, staffId))!;
    await this.wallet.reverse(
      tx,
      { transactionId: before.hold_transaction_id, reason: 'withdrawal_returned', reference: `withdrawal:${id}`, idempotencyKey: `withdrawal:${id}:return` },
    );
    await this.inbox(tx, before.player_id, { kind: 'withdrawal_returned', amount: before.amount, currency: before.currency, reason }, `withdrawal:${id}:returned`);
    return { before, withdrawal, changed: true };
  }
}
