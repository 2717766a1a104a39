import {
  MESSAGES,
  MoneyError,
  dhakaToday,
  parseMoney,
  toWire,
  type BackofficeDashboard,
  type BackofficeDeposit,
  type BackofficeWithdrawal,
  type Page,
} from '@khela/domain';
import type { Db } from '../db/database';
import type { PlayersService } from '../players/players.service';
import type { TurnoverService } from '../promotions/turnover.service';
import type { SystemInbox } from '../support/inbox.service';
import { AppError } from '../shared/errors';
import type { AuditService } from '../staff/audit.service';
import { resourceWire, type ConfigService } from '../staff/config-engine';
import { iso, oneOf, pageOf, paging, readPathId, readReason, type Query } from '../staff/console';
import type { StaffAuth } from '../staff/staff-auth.service';
import type { WalletService } from '../wallet/wallet.service';
import type { DepositsService } from './deposits.service';
import { PaymentsRepository } from './payments.repository';
import { PAYMENT_RESOURCES } from './payments.resources';
import { readAmount } from '../shared/read';
import { HOUSE, dhakaDayStart } from './rules';
import type { WithdrawalsService } from './withdrawals.service';

/**
 * The console's payments: the dashboard, the deposit, notice and withdrawal queues and their decisions, manual
 * adjustments, the receiving numbers' use today. Every decision runs in one transaction with its audit entry;
 * money moves through the payment services and the ledger.
 */
export class PaymentsStaffService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly deposits: DepositsService,
    private readonly withdrawals: WithdrawalsService,
    private readonly turnover: TurnoverService,
    private readonly players: PlayersService,
    private readonly audit: AuditService,
    private readonly config: ConfigService,
    /** The player's inbox (the support domain): an adjustment's message, in its transaction. */
    private readonly inbox: SystemInbox,
    /** The queries of its tables: passed in, or made here when none is (a test may pass its own). */
    private readonly repo: PaymentsRepository = new PaymentsRepository(),
  ) {}

  // ------------------------------------------------------------------ dashboard
  async dashboard(): Promise<BackofficeDashboard> {
    const d = await this.repo.dashboard(this.db, dhakaDayStart());
    return {
      pending_deposits: d.pending_deposits,
      pending_withdrawals: d.pending_withdrawals,
      flagged_deposits: d.flagged_deposits,
      unmatched_notices: d.unmatched_notices,
      today: {
        date: dhakaToday(),
        deposits_total: toWire(d.deposits_total),
        deposits_count: d.deposits_count,
        withdrawals_total: toWire(d.withdrawals_total),
        withdrawals_count: d.withdrawals_count,
      },
    };
  }

  // ------------------------------------------------------------------ deposits
  async listDeposits(q: Query): Promise<Page<BackofficeDeposit>> {
    const p = paging(q);
    const { rows, total } = await this.repo.consoleDeposits(this.db, {
      status: oneOf(q.status, ['pending', 'confirmed', 'rejected', 'cancelled']),
      match: oneOf(q.match, ['none', 'matched', 'mismatch']),
      playerId: q.player_id ? readPathId(q.player_id) : undefined,
      ...p,
    });
    return pageOf(
      rows.map((r) => ({
        id: Number(r.id),
        status: r.status,
        transaction_id: r.transaction_id,
        sender: r.sender,
        receiving_number: r.receiving_number,
        amount: toWire(r.amount),
        bonus: toWire(r.bonus),
        method: r.method,
        channel: r.channel,
        account_type: r.account_type,
        source: r.source,
        receipt: r.receipt,
        match_state: r.match_state,
        notice:
          r.notice_id !== null
            ? {
                id: Number(r.notice_id),
                amount: toWire(r.notice_amount ?? 0n),
                sender: r.notice_sender ?? '',
                receiver: r.notice_receiver ?? '',
                received_at: iso(r.notice_received_at),
                state: r.notice_state ?? '',
              }
            : null,
        promotion: r.promotion_id !== null ? { id: Number(r.promotion_id), name: r.promotion_name ?? '' } : null,
        player: { id: Number(r.player_id), username: r.username },
        reject_reason: r.reject_reason,
        confirmed_via: r.confirmed_via,
        created_at: r.created_at.toISOString(),
        decided_at: iso(r.decided_at),
        resubmit_of: r.resubmit_of !== null ? Number(r.resubmit_of) : null,
      })),
      total,
      p,
    );
  }

  /**
   * Confirms a pending deposit; `amount` (optional) credits what actually arrived. Already confirmed: a repeat of the
   * same decision (no amount, or the amount credited) answers `changed: false`, so a retry is safe; one naming another
   * amount lost the race to an earlier approval and is a 409 saying for how much it was approved (`amount`).
   */
  async approveDeposit(who: StaffAuth, id: bigint, body: { amount?: string }) {
    const amount = body.amount !== undefined ? readAmount(body.amount, { field: 'amount', missing: MESSAGES.amountRequired }) : undefined;
    return this.wallet.inTransaction(async (tx) => {
      const r = await this.deposits.confirmInTx(tx, id, 'staff', who.staffId, amount);
      if (!r.changed && r.deposit.status !== 'confirmed') throw new AppError('already_processed', MESSAGES.alreadyProcessed);
      if (!r.changed && amount !== undefined && amount !== r.deposit.amount) {
        throw new AppError('conflict', MESSAGES.depositAlreadyApproved, undefined, undefined, { amount: toWire(r.deposit.amount) });
      }
      if (r.changed) await this.audit.write(tx, who, 'deposit.approve', 'deposit', id, r.before, r.deposit);
      return { changed: r.changed, id: Number(r.deposit.id), status: r.deposit.status, amount: toWire(r.deposit.amount), bonus: toWire(r.deposit.bonus) };
    });
  }

  async rejectDeposit(who: StaffAuth, id: bigint, body: { reason?: string }) {
    const reason = readReason(body.reason);
    return this.wallet.inTransaction(async (tx) => {
      const r = await this.deposits.rejectInTx(tx, id, reason, who.staffId);
      if (r.changed) await this.audit.write(tx, who, 'deposit.reject', 'deposit', id, r.before, r.deposit);
      // No money moves, but the player's open pages learn at once (their records refresh on balance.changed).
      if (r.changed) this.wallet.announceBalance(tx, r.deposit.player_id, r.deposit.currency);
      return { changed: r.changed, id: Number(r.deposit.id), status: r.deposit.status, reject_reason: r.deposit.reject_reason };
    });
  }

  async listNotices(q: Query) {
    const p = paging(q);
    const { rows, total } = await this.repo.consoleNotices(this.db, { state: oneOf(q.state, ['unmatched', 'matched', 'mismatch']), ...p });
    return pageOf(
      rows.map((r) => ({
        id: Number(r.id),
        method: r.method,
        transaction_id: r.transaction_id,
        amount: toWire(r.amount),
        sender: r.sender,
        receiver: r.receiver,
        received_at: iso(r.received_at),
        state: r.state,
        deposit_id: r.deposit_id !== null ? Number(r.deposit_id) : null,
        created_at: r.created_at.toISOString(),
      })),
      total,
      p,
    );
  }

  // ------------------------------------------------------------------ withdrawals
  async listWithdrawals(q: Query): Promise<Page<BackofficeWithdrawal>> {
    const p = paging(q);
    const { rows, total } = await this.repo.consoleWithdrawals(this.db, {
      status: oneOf(q.status, ['pending', 'approved', 'rejected']),
      playerId: q.player_id ? readPathId(q.player_id) : undefined,
      ...p,
    });
    return pageOf(
      rows.map((r) => ({
        id: Number(r.id),
        status: r.status,
        amount: toWire(r.amount),
        account_number: r.account_number,
        method: r.method ?? r.provider,
        payout_transaction_id: r.payout_transaction_id,
        reject_reason: r.reject_reason,
        player: { id: Number(r.player_id), username: r.username },
        created_at: r.created_at.toISOString(),
        decided_at: iso(r.decided_at),
      })),
      total,
      p,
    );
  }

  async approveWithdrawal(who: StaffAuth, id: bigint, body: { payout_transaction_id?: string }) {
    const payout = typeof body.payout_transaction_id === 'string' ? body.payout_transaction_id.trim().toUpperCase() : '';
    if (!/^[A-Z0-9_-]{4,64}$/.test(payout)) {
      throw AppError.validation({ payout_transaction_id: [MESSAGES.payoutTrxRequired] }, MESSAGES.payoutTrxRequired);
    }
    return this.wallet
      .inTransaction(async (tx) => {
        const r = await this.withdrawals.approveInTx(tx, id, payout, who.staffId);
        if (r.changed) await this.audit.write(tx, who, 'withdrawal.approve', 'withdrawal', id, r.before, r.withdrawal);
        return { changed: r.changed, id: Number(r.withdrawal.id), status: r.withdrawal.status, payout_transaction_id: r.withdrawal.payout_transaction_id };
      })
      .catch((err: unknown) => {
        const e = err as { code?: string; constraint?: string };
        if (e.code === '23505' && e.constraint === 'withdrawals_payout_key') throw new AppError('conflict', MESSAGES.payoutTrxUsed);
        throw err;
      });
  }

  async rejectWithdrawal(who: StaffAuth, id: bigint, body: { reason?: string }) {
    const reason = readReason(body.reason);
    return this.wallet.inTransaction(async (tx) => {
      const r = await this.withdrawals.rejectInTx(tx, id, reason, who.staffId);
      if (r.changed) await this.audit.write(tx, who, 'withdrawal.reject', 'withdrawal', id, r.before, r.withdrawal);
      return { changed: r.changed, id: Number(r.withdrawal.id), status: r.withdrawal.status, reject_reason: r.withdrawal.reject_reason };
    });
  }

  /** A signed manual adjustment through the ledger (house adjustments ↔ player), audited, shown in the player's records. */
  async adjust(who: StaffAuth, id: bigint, body: { amount?: string; reason?: string; request_id?: string }) {
    let amount: bigint;
    try {
      if (typeof body.amount !== 'string' && typeof body.amount !== 'number') throw new MoneyError('missing', body.amount);
      amount = parseMoney(body.amount);
    } catch (e) {
      if (e instanceof MoneyError) throw AppError.validation({ amount: [MESSAGES.amountInvalid] }, MESSAGES.amountInvalid);
      throw e;
    }
    if (amount === 0n || amount > 10_000_000_00n || amount < -10_000_000_00n) {
      throw AppError.validation({ amount: [MESSAGES.amountInvalid] }, MESSAGES.amountInvalid);
    }
    const reason = readReason(body.reason);
    const requestId = typeof body.request_id === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(body.request_id) ? body.request_id : undefined;
    if (body.request_id !== undefined && !requestId) throw AppError.validation({ request_id: [MESSAGES.valueInvalid] }, MESSAGES.valueInvalid);
    return this.wallet.inTransaction(async (tx) => {
      const p = await this.players.byId(tx, id);
      if (!p) throw AppError.notFound();
      await this.repo.lockPlayer(tx, id);
      const mine = { player: id, currency: p.currency };
      const house = HOUSE.adjustments(p.currency);
      // A request id from the console makes a retried or double-clicked adjustment move money once.
      const key = `adjustment:${who.staffId}:${requestId ?? `${Date.now()}:${Math.random().toString(36).slice(2)}`}`;
      const t = await this.wallet.transfer(
        tx,
        {
          from: amount > 0n ? house : mine,
          to: amount > 0n ? mine : house,
          amount: amount > 0n ? amount : -amount,
          reason: 'adjustment',
          reference: `staff:${who.staffId}`,
          idempotencyKey: key,
        },
      );
      if (!t.created) throw new AppError('conflict', MESSAGES.adjustmentRepeated);
      const row = await this.repo.insertAdjustment(tx, { playerId: id, currency: p.currency, amount, reason, staffId: who.staffId, ledgerTransactionId: t.transactionId });
      await this.inbox(tx, id, { kind: 'balance_adjusted', amount, currency: p.currency, reason }, `adjustment:${row.id}`);
      await this.audit.write(tx, who, 'player.adjust', 'player', id, null, row);
      if (amount < 0n) await this.turnover.releaseIfLowBalance(tx, id);
      return { id: Number(row.id), amount: toWire(row.amount), balance: toWire(await this.wallet.balanceOf(id, p.currency, tx)) };
    });
  }

  /** The receiving numbers with today's use of each (pending and confirmed deposits, live holds) against its limit. */
  async receivingNumbers() {
    const r = PAYMENT_RESOURCES['receiving-numbers'];
    const rows = await this.config.rows(r);
    const used = await this.repo.usage(
      this.db,
      rows.map((row) => row.id as bigint),
      dhakaDayStart(),
      -1n,
    );
    return rows.map((row) => ({ ...resourceWire(r, row), used_today: toWire(used.get(row.id as bigint) ?? 0n) }));
  }

  /** A player's money totals (the console's player page). */
  playerTotals(playerId: bigint) {
    return this.repo.playerTotals(this.db, playerId);
  }
}
