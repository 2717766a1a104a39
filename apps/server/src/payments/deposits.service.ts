import {
  MESSAGES,
  TRANSACTION_ID_MIN_LENGTH,
  dhakaToday,
  toWire,
  type DepositSummary,
  type EwaRequestResponse,
  type PaymentMethodsResponse,
  type PaymentNoticeResponse,
  type ShowPaymentMethodResponse,
  type SubmitDepositResponse,
  type WalletNumber,
} from '@khela/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { DepositsTable, PaymentNoticesTable } from '../db/tables';
import type { Authenticated } from '../auth/auth.service';
import type { PlayersService } from '../players/players.service';
import type { TurnoverService } from '../promotions/turnover.service';
import { AppError } from '../shared/errors';
import { readAmount, readRequestId } from '../shared/read';
import type { Tx } from '../db/unit-of-work';
import type { WalletService } from '../wallet/wallet.service';
import type { PlayGuard } from '../wallet/stakes';
import type { SystemInbox } from '../support/inbox.service';
import type { PaymentGateway } from './gateway';
import { PaymentsRepository } from './payments.repository';
import {
  HOUSE,
  dhakaDayStart,
  depositBonus,
  invalid,
  isElevenDigits,
  moneyRange,
  readId,
  readText,
  submitOnce,
} from './rules';

export type Deposit = Selectable<DepositsTable>;
type Notice = Selectable<PaymentNoticesTable>;

/** How long after being shown a number a player may still submit the deposit made to it. */
const SUBMIT_WINDOW_MS = 24 * 3600_000;

// The inputs as the routes hand them over (their schema checked the shape): every field optional, since the rules
// below say what is missing with the spec's message; numbers the client sent arrive as text.

/** POST /api/submit-deposit */
export interface SubmitDepositInput {
  account_number?: string;
  transaction_id?: string;
  amount?: string;
  payment_id?: string;
  promotion_id?: string;
  /** The client's id for this submission: the same again answers the first one (see `submit`). */
  request_id?: string;
}

/** POST /api/ewa/request */
export interface EwaRequestInput {
  amount?: string;
  /** The channel's account type. */
  type?: string;
  /** The payment method name. */
  provider?: string;
  promotion?: string;
}

/** POST /api/ewa/confirm */
export interface EwaConfirmInput {
  /** The gateway reference. */
  trx_id?: string;
  /** The wallet's transaction id. */
  trxid?: string;
  /** The payer's number. */
  number?: string;
}

/** POST /api/payments/notices (signature already checked) */
export interface PaymentNoticeInput {
  method?: string;
  transaction_id?: string;
  amount?: string;
  sender?: string;
  receiver?: string;
  received_at?: string;
}

function summary(d: Deposit): DepositSummary {
  return { id: Number(d.id), status: d.status, amount: toWire(d.amount), bonus: toWire(d.bonus), transaction_id: d.transaction_id };
}

/** What POST /api/submit-deposit answers for a deposit (a new one, or the first one again for its request id). */
function submitted(d: Deposit): SubmitDepositResponse {
  return { message: d.status === 'confirmed' ? MESSAGES.depositConfirmed : MESSAGES.depositSubmitted, data: summary(d) };
}

/** Transaction ids are compared upper case (the screen shows them so). */
function readTransactionId(value: unknown, field: string): string {
  const s = typeof value === 'string' || typeof value === 'number' ? String(value).trim().toUpperCase() : '';
  if (s.length < TRANSACTION_ID_MIN_LENGTH || s.length > 64 || !/^[A-Z0-9]+$/.test(s)) throw invalid(field, MESSAGES.trxIdInvalid);
  return s;
}

function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint?: string };
  return e.code === '23505' ? (e.constraint ?? '') : null;
}

/** A new or corrected deposit refused by a UNIQUE constraint, in the player's words. */
function depositConflict(err: unknown): never {
  const c = uniqueViolation(err);
  if (c === 'deposits_one_pending_key') throw new AppError('deposit_pending', MESSAGES.depositPending);
  if (c === 'deposits_resubmit_of_key') throw new AppError('conflict', MESSAGES.resubmitUsed);
  if (c !== null && c.includes('transaction_id')) throw new AppError('transaction_id_used', MESSAGES.trxIdUsed);
  throw err;
}

/**
 * Deposits (spec 1 §2 /deposit, /make-payment; §5; §7): payment methods and channels, receiving numbers held for
 * the player, submissions, automatic confirmation from signed payment notices, the e-wallet gateway flow, and the
 * confirmation and rejection the back office calls. Money moves only through the ledger, in the same transaction.
 */
export class DepositsService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly turnover: TurnoverService,
    /** null: no e-wallet gateway configured (PAYMENT_GATEWAY=none), so e-wallet mode stays off. */
    private readonly gateway: PaymentGateway | null,
    /** The player's inbox (the support domain): the decision's message, in the decision's transaction. */
    private readonly inbox: SystemInbox,
    /** The players domain: the player's row and verified phones. */
    private readonly players: PlayersService,
    /**
     * Player protection on every deposit request, in its transaction: time-out, self-exclusion, session and deposit
     * limits, the birthday setting (a 403 with the refusal's code).
     */
    private readonly protection: PlayGuard,
    /** The queries of its tables: passed in, or made here when none is (a test may pass its own). */
    private readonly repo: PaymentsRepository = new PaymentsRepository(),
  ) {}

  /** When the player last deposited (the profile shows it). */
  async lastDepositAt(playerId: bigint): Promise<Date | null> {
    return this.repo.lastDepositAt(this.db, playerId);
  }

  /** The live e-wallet gateway's name, or null when none is configured (the console shows it). */
  gatewayName(): string | null {
    return this.gateway?.name ?? null;
  }

  /**
   * The gateway e-wallet payments go through, or a 409 (e-wallet off): none configured, or — when `settings` is
   * given (starting a payment) — the console's switch is off. Confirming one already started needs the gateway only.
   */
  private gatewayFor(settings?: { ewallet_mode: boolean }): PaymentGateway {
    if (!this.gateway || (settings && !settings.ewallet_mode)) throw new AppError('ewallet_off', MESSAGES.ewalletOff);
    return this.gateway;
  }

  // ------------------------------------------------------------------ configuration the player reads
  /** GET /api/b2b/payment-methods */
  /** The active methods' names and logos for the site footer (public: nothing about channels, numbers or bonuses). */
  async footerMethods(): Promise<{ name: string; icon: string }[]> {
    const rows = await this.repo.activeMethods(this.db);
    return rows.map((m) => ({ name: m.name, icon: m.icon }));
  }

  async paymentMethods(): Promise<PaymentMethodsResponse> {
    const [rows, settings] = await Promise.all([this.repo.activeMethods(this.db), this.repo.settings(this.db)]);
    const list = rows.map((m) => ({
      id: Number(m.id),
      name: m.name,
      icon: m.icon,
      status: 'active' as const,
      bonus: m.bonus_pct,
      withdraw: m.withdraw_enabled,
    }));
    // E-wallet mode as players get it: the console's switch, and only with a gateway configured.
    return settings.ewallet_mode && this.gateway ? { type: 'ewallet', pgs: list } : list;
  }

  /** GET /api/b2b/showpayment-menthod?name= */
  async channels(name: string | undefined): Promise<ShowPaymentMethodResponse> {
    const method = name ? await this.repo.methodByName(this.db, name) : undefined;
    if (!method || method.status !== 'active') throw invalid('name', MESSAGES.selectValidPaymentMethod);
    const rows = await this.repo.activeChannels(this.db, method.id);
    return {
      success: true,
      data: rows.map((c) => ({
        id: Number(c.id),
        name: c.name,
        account_type: c.account_type as 'Agent' | 'Marchent' | 'Personal',
        type: c.type,
        min: toWire(c.min_amount),
        max: toWire(c.max_amount),
        payment_method_id: Number(c.method_id),
      })),
    };
  }

  // ------------------------------------------------------------------ rules shared by the deposit calls
  /** Spec 1 §5 Deposit Next 1 and 2: a verified phone, no other pending deposit. */
  private async guard(tx: Tx, playerId: bigint, opts: { allowStaleEwallet?: boolean } = {}): Promise<void> {
    if (!(await this.players.phoneVerified(tx, playerId))) throw new AppError('phone_not_verified', MESSAGES.verifyPhoneFirst);
    const pending = await this.repo.pendingDepositOf(tx, playerId);
    if (pending && !(opts.allowStaleEwallet && pending.source === 'ewallet' && pending.transaction_id === null)) {
      throw new AppError('deposit_pending', MESSAGES.depositPending);
    }
  }

  private async activeMethod(tx: Tx, ref: { id?: bigint | null; name?: string }) {
    const m = ref.id && ref.id > 0n ? await this.repo.methodById(tx, ref.id) : ref.name ? await this.repo.methodByName(tx, ref.name) : undefined;
    if (!m || m.status !== 'active') throw invalid('payment_id', MESSAGES.selectValidPaymentMethod);
    return m;
  }

  private checkRange(amount: bigint, channel: { min_amount: bigint; max_amount: bigint }): void {
    if (amount < channel.min_amount || amount > channel.max_amount) {
      const range = moneyRange(channel.min_amount, channel.max_amount);
      throw new AppError('validation_failed', MESSAGES.depositAmountOutOfRange, { amount: [MESSAGES.depositAmountOutOfRange] }, undefined, range);
    }
  }

  /** The promotion a deposit asks for: active today, not yet used when once per player, and a large enough deposit. */
  private async promotionTerms(tx: Tx, playerId: bigint, raw: unknown, amount: bigint) {
    const id = readId(raw);
    if (id === null) return null;
    if (id < 0n) throw invalid('promotion_id', MESSAGES.promotionUnavailable);
    const promo = await this.turnover.offers.claimable(tx, id, dhakaToday());
    if (!promo) throw invalid('promotion_id', MESSAGES.promotionUnavailable);
    if (amount < promo.min_deposit) {
      throw new AppError('validation_failed', MESSAGES.promotionMinDeposit, { promotion_id: [MESSAGES.promotionMinDeposit] }, undefined, {
        min: toWire(promo.min_deposit),
      });
    }
    if (promo.once_per_player && (await this.repo.promotionTaken(tx, playerId, promo.id))) throw invalid('promotion_id', MESSAGES.promotionAlreadyUsed);
    return promo;
  }

  // ------------------------------------------------------------------ receiving numbers
  /**
   * GET /api/b2b/get-wallet-number: an active number of the channel that can still take `amount` today (its daily
   * limit minus today's pending and confirmed deposits and other players' live holds), the least used first, held
   * for this player for the hold time (10 minutes).
   */
  /** GET /api/promotions/used: the once-per-player offers this player can no longer take (shown as used before paying). */
  async usedPromotions(auth: Authenticated): Promise<{ data: number[] }> {
    return { data: (await this.repo.usedOncePromotions(this.db, auth.playerId)).map(Number) };
  }

  async walletNumber(auth: Authenticated, q: { name?: string; account_type?: string; amount?: string }): Promise<WalletNumber[]> {
    const playerId = auth.playerId;
    await this.guard(this.db, playerId);
    const amount = readAmount(q.amount, { field: 'amount', missing: MESSAGES.fillAmount });
    await this.protection.deposit(this.db, playerId, amount, auth.sessionId);
    const method = await this.activeMethod(this.db, { name: q.name });
    const channel = q.account_type ? await this.repo.activeChannel(this.db, method.id, q.account_type) : undefined;
    if (!channel) throw invalid('account_type', MESSAGES.selectDepositChannel);
    this.checkRange(amount, channel);
    const settings = await this.repo.settings(this.db);

    return this.db.transaction().execute(async (tx) => {
      const numbers = await this.repo.lockActiveNumbers(tx, method.id, channel.account_type);
      const used = await this.repo.usage(
        tx,
        numbers.map((n) => n.id),
        dhakaDayStart(),
        playerId,
      );
      const fits = numbers.filter((n) => n.daily_limit - (used.get(n.id) ?? 0n) >= amount);
      if (fits.length === 0) throw new AppError('no_wallet_number', MESSAGES.noWalletNumber);
      const current = await this.repo.liveHold(tx, playerId, channel.id);
      let pick = fits.find((n) => n.id === current?.receiving_number_id);
      if (!pick) {
        // Spread the load: the lowest share of its daily limit used; ties at random.
        const share = (n: (typeof fits)[number]) => (used.get(n.id) ?? 0n) * 1_000_000n / n.daily_limit;
        const least = fits.reduce((a, b) => (share(b) < share(a) ? b : a));
        const ties = fits.filter((n) => share(n) === share(least));
        pick = ties[Math.floor(Math.random() * ties.length)]!;
      }
      await this.repo.releaseHolds(tx, playerId, channel.id);
      const hold = await this.repo.insertHold(tx, {
        playerId,
        numberId: pick.id,
        channelId: channel.id,
        amount,
        expiresAt: new Date(Date.now() + settings.wallet_number_hold_minutes * 60_000),
      });
      if (Math.random() < 0.01) await this.repo.purgeOldHolds(tx);
      return [{ id: Number(pick.id), account_number: pick.number, expires_at: hold.expires_at.toISOString() }];
    });
  }

  // ------------------------------------------------------------------ submission
  /**
   * POST /api/submit-deposit: the checks of spec 1 §5 in order, then the channel's range (enforced here), the
   * promotion, and a transaction id never used before for the method. The deposit stays pending until an operator
   * or a matching payment notice confirms it; a notice that arrived first confirms it at once.
   */
  async submit(auth: Authenticated, body: SubmitDepositInput): Promise<SubmitDepositResponse> {
    const playerId = auth.playerId;
    // Sent again with its request id (its answer was lost), or in parallel: answered with the deposit it made.
    const requestId = readRequestId(body.request_id, { optional: true });
    return submitOnce(
      requestId,
      (id) => this.repo.depositByRequestId(this.db, playerId, id),
      submitted,
      () => this.submitNew(auth, body, requestId),
    );
  }

  private async submitNew(auth: Authenticated, body: SubmitDepositInput, requestId: string | undefined): Promise<SubmitDepositResponse> {
    const playerId = auth.playerId;
    await this.guard(this.db, playerId);
    const amount = readAmount(body.amount, { field: 'amount', missing: MESSAGES.fillAmount });
    const methodId = readId(body.payment_id);
    if (methodId === null || methodId < 0n) throw invalid('payment_id', MESSAGES.selectValidPaymentMethod);
    const method = await this.activeMethod(this.db, { id: methodId });
    const hold = await this.repo.latestHold(this.db, playerId, method.id, new Date(Date.now() - SUBMIT_WINDOW_MS));
    if (!hold) throw invalid('payment_id', MESSAGES.depositStartAgain);
    const channel = await this.repo.channelById(this.db, hold.channel_id);
    if (!channel || channel.status !== 'active') throw invalid('payment_id', MESSAGES.selectDepositChannel);
    const sender = body.account_number;
    if (!isElevenDigits(sender)) throw invalid('account_number', MESSAGES.accountNumber11Digits);
    const trx = readTransactionId(body.transaction_id, 'transaction_id');
    this.checkRange(amount, channel);
    const promo = await this.promotionTerms(this.db, playerId, body.promotion_id, amount);
    const player = await this.players.byId(this.db, playerId);
    if (!player) throw AppError.unauthorized();
    const settings = await this.repo.settings(this.db);

    const deposit = await this.wallet
      .inTransaction(async (tx) => {
        await this.repo.lockPlayer(tx, playerId);
        // The same request id in parallel: the player's lock queues them, and the later one answers the first.
        const first = requestId ? await this.repo.depositByRequestId(tx, playerId, requestId) : undefined;
        if (first) return first;
        await this.guard(tx, playerId);
        await this.protection.deposit(tx, playerId, amount, auth.sessionId);
        await this.repo.lockTransactionId(tx, method.id, trx);
        if (await this.repo.depositByTransactionId(tx, method.id, trx)) throw new AppError('transaction_id_used', MESSAGES.trxIdUsed);
        if (promo?.once_per_player && (await this.repo.promotionTaken(tx, playerId, promo.id))) {
          throw invalid('promotion_id', MESSAGES.promotionAlreadyUsed);
        }
        const dep = await this.repo.insertDeposit(tx, {
          playerId,
          currency: player.currency,
          methodId: method.id,
          channelId: channel.id,
          receivingNumberId: hold.receiving_number_id,
          receivingNumber: hold.number,
          sender,
          transactionId: trx,
          amount,
          promotionId: promo?.id ?? null,
          promoBonusPct: promo?.deposit_bonus_pct ?? 0,
          promoMaxBonus: promo?.max_bonus ?? 0n,
          methodBonusPct: method.bonus_pct,
          turnoverMultiplier: promo ? promo.turnover_multiplier : settings.default_turnover_multiplier,
          source: 'manual',
          gatewayReference: null,
          requestId: requestId ?? null,
        });
        await this.repo.useHold(tx, hold.id);
        return this.matchWaitingNotice(tx, method.id, trx, dep);
      })
      .catch(depositConflict);
    return submitted(deposit);
  }

  // ------------------------------------------------------------------ confirmation and rejection
  /**
   * Confirms a pending deposit in `tx`: credits the amount (deposits clearing → player), then the bonus (bonus
   * expense → player), opens the turnover ticket and leaves a message in the inbox. Already decided: nothing moves
   * (`changed` false). `amount` lets an operator credit what actually arrived.
   */
  async confirmInTx(
    tx: Tx,
    id: bigint,
    via: 'staff' | 'notice' | 'gateway',
    staffId: bigint | null,
    amount?: bigint,
  ): Promise<{ before: Deposit; deposit: Deposit; changed: boolean }> {
    const before = await this.repo.depositForUpdate(tx, id);
    if (!before) throw AppError.notFound();
    if (before.status !== 'pending') return { before, deposit: before, changed: false };
    const credit = amount ?? before.amount;
    const bonus = depositBonus(credit, { promoPct: before.promo_bonus_pct, promoMax: before.promo_max_bonus, methodPct: before.method_bonus_pct });
    const deposit = await this.repo.markDepositConfirmed(tx, id, { amount: credit, bonus, via, staffId });
    if (!deposit) return { before, deposit: before, changed: false };
    const method = await this.repo.methodById(tx, deposit.method_id);
    const me = { player: deposit.player_id, currency: deposit.currency };
    const reference = `deposit:${deposit.id}`;
    await this.wallet.transfer(
      tx,
      { from: HOUSE.depositsClearing(method!.code, deposit.currency), to: me, amount: credit, reason: 'deposit', reference, idempotencyKey: `${reference}:credit` },
    );
    if (bonus > 0n) {
      await this.wallet.transfer(
        tx,
        { from: HOUSE.bonusExpense(deposit.currency), to: me, amount: bonus, reason: 'deposit_bonus', reference, idempotencyKey: `${reference}:bonus` },
      );
    }
    await this.turnover.openTicket(tx, {
      playerId: deposit.player_id,
      depositId: deposit.id,
      promotionId: deposit.promotion_id,
      action: deposit.promotion_id !== null ? 'bonus' : 'deposit',
      required: (credit + bonus) * BigInt(deposit.turnover_multiplier),
    });
    await this.inbox(
      tx,
      deposit.player_id,
      { kind: 'deposit_confirmed', amount: credit, bonus, currency: deposit.currency, method: method!.name, trx: deposit.transaction_id ?? '-' },
      `deposit:${deposit.id}:confirmed`,
    );
    const promoBonus = depositBonus(credit, { promoPct: before.promo_bonus_pct, promoMax: before.promo_max_bonus, methodPct: 0 });
    if (deposit.promotion_id !== null && promoBonus > 0n) {
      const promo = await this.turnover.offers.names(tx, deposit.promotion_id);
      await this.inbox(
        tx,
        deposit.player_id,
        { kind: 'promotion_credited', promotion: promo?.name ?? '', promotion_bn: promo?.name_bn ?? '', bonus: promoBonus, currency: deposit.currency },
        `deposit:${deposit.id}:promotion`,
      );
    }
    return { before, deposit, changed: true };
  }

  /** Rejects a pending deposit in `tx` with a reason the player reads in the inbox. A confirmed one is 409. */
  async rejectInTx(tx: Tx, id: bigint, reason: string, staffId: bigint | null): Promise<{ before: Deposit; deposit: Deposit; changed: boolean }> {
    const before = await this.repo.depositForUpdate(tx, id);
    if (!before) throw AppError.notFound();
    if (before.status === 'rejected') return { before, deposit: before, changed: false };
    if (before.status !== 'pending') throw new AppError('already_processed', MESSAGES.alreadyProcessed);
    const deposit = (await this.repo.markDepositRejected(tx, id, reason, staffId))!;
    const method = await this.repo.methodById(tx, deposit.method_id);
    await this.inbox(
      tx,
      deposit.player_id,
      { kind: 'deposit_rejected', amount: deposit.amount, currency: deposit.currency, method: method!.name, trx: deposit.transaction_id ?? '-', reason },
      `deposit:${deposit.id}:rejected`,
    );
    return { before, deposit, changed: true };
  }

  // ------------------------------------------------------------------ the player's own corrections
  /**
   * Revert: the player cancels their own pending manual deposit before anyone decided it (no operator, no matching
   * notice). It stops counting against the receiving number's daily limit. Another player's deposit is 403.
   */
  async revert(auth: Authenticated, id: bigint): Promise<void> {
    await this.wallet.inTransaction(async (tx) => {
      const d = await this.repo.depositForUpdate(tx, id);
      if (!d) throw AppError.notFound();
      if (d.player_id !== auth.playerId) throw AppError.forbidden();
      if (d.status !== 'pending' || d.source !== 'manual' || d.match_state !== 'none') throw new AppError('conflict', MESSAGES.depositNotRevertable);
      await this.repo.markDepositCancelled(tx, id);
    });
  }

  /**
   * Edit and resubmit: a rejected deposit corrected (transaction id, amount, sender) and submitted again, once, within
   * the operator's window after the rejection. The correction is a new pending deposit pointing at the rejected one
   * (both stay in the history), with the same method, channel, receiving number and promotion terms, and the same
   * checks as a first submission (phone verified, no other pending deposit, the channel's range, a transaction id
   * never used for the method).
   */
  async resubmit(auth: Authenticated, id: bigint, body: { transaction_id?: string; amount?: string; account_number?: string }, now: Date = new Date()): Promise<SubmitDepositResponse> {
    const playerId = auth.playerId;
    const amount = readAmount(body.amount, { field: 'amount', missing: MESSAGES.fillAmount });
    const sender = body.account_number;
    if (!isElevenDigits(sender)) throw invalid('account_number', MESSAGES.accountNumber11Digits);
    const trx = readTransactionId(body.transaction_id, 'transaction_id');
    const deposit = await this.wallet
      .inTransaction(async (tx) => {
        await this.repo.lockPlayer(tx, playerId);
        const old = await this.repo.depositForUpdate(tx, id);
        if (!old) throw AppError.notFound();
        if (old.player_id !== playerId) throw AppError.forbidden();
        if (old.status !== 'rejected') throw new AppError('conflict', MESSAGES.resubmitNotRejected);
        if (await this.repo.resubmissionOf(tx, id)) throw new AppError('conflict', MESSAGES.resubmitUsed);
        const settings = await this.repo.settings(tx);
        const until = (old.decided_at?.getTime() ?? 0) + settings.deposit_resubmit_minutes * 60_000;
        if (settings.deposit_resubmit_minutes === 0 || until <= now.getTime()) throw invalid('transaction_id', MESSAGES.resubmitExpired);
        await this.guard(tx, playerId);
        await this.protection.deposit(tx, playerId, amount, auth.sessionId);
        const method = await this.activeMethod(tx, { id: old.method_id });
        const channel = old.channel_id !== null ? await this.repo.channelById(tx, old.channel_id) : undefined;
        if (!channel || channel.status !== 'active') throw invalid('payment_id', MESSAGES.selectDepositChannel);
        this.checkRange(amount, channel);
        await this.repo.lockTransactionId(tx, method.id, trx);
        if (await this.repo.depositByTransactionId(tx, method.id, trx)) throw new AppError('transaction_id_used', MESSAGES.trxIdUsed);
        const dep = await this.repo.insertDeposit(tx, {
          playerId,
          currency: old.currency,
          methodId: method.id,
          channelId: channel.id,
          receivingNumberId: old.receiving_number_id,
          receivingNumber: old.receiving_number,
          sender,
          transactionId: trx,
          amount,
          promotionId: old.promotion_id,
          promoBonusPct: old.promo_bonus_pct,
          promoMaxBonus: old.promo_max_bonus,
          methodBonusPct: old.method_bonus_pct,
          turnoverMultiplier: old.turnover_multiplier,
          source: 'manual',
          gatewayReference: null,
          resubmitOf: old.id,
        });
        return this.matchWaitingNotice(tx, method.id, trx, dep);
      })
      .catch(depositConflict);
    return { message: deposit.status === 'confirmed' ? MESSAGES.depositConfirmed : MESSAGES.depositResubmitted, data: summary(deposit) };
  }

  /** A payment notice that came before its deposit is paired with it now; the deposit as it stands after. */
  private async matchWaitingNotice(tx: Tx, methodId: bigint, trx: string, dep: Deposit): Promise<Deposit> {
    const waiting = await this.repo.noticeFor(tx, methodId, trx);
    if (!waiting || waiting.state !== 'unmatched') return dep;
    await this.matchNotice(tx, waiting, dep);
    return (await this.repo.depositForUpdate(tx, dep.id))!;
  }

  /** Pairs a notice with the deposit of the same method and transaction id: confirm, or flag both. */
  private async matchNotice(tx: Tx, notice: Notice, dep: Deposit): Promise<'matched' | 'mismatch'> {
    if (dep.amount === notice.amount && dep.status !== 'rejected' && dep.status !== 'cancelled') {
      if (dep.status === 'pending') await this.confirmInTx(tx, dep.id, 'notice', null);
      await this.repo.setDepositMatch(tx, dep.id, 'matched');
      await this.repo.setNotice(tx, notice.id, 'matched', dep.id);
      return 'matched';
    }
    await this.repo.setDepositMatch(tx, dep.id, 'mismatch');
    await this.repo.setNotice(tx, notice.id, 'mismatch', dep.id);
    return 'mismatch';
  }

  // ------------------------------------------------------------------ automatic confirmation
  /**
   * POST /api/payments/notices (signature already checked): stores the notice once per (method, transaction id).
   * A pending deposit with the same method, transaction id and amount is confirmed; a different amount flags both;
   * no deposit yet: the notice waits for its submission.
   */
  async notice(body: PaymentNoticeInput): Promise<PaymentNoticeResponse> {
    const methodName = readText(body.method, 'method', 40);
    if (!methodName) throw invalid('method', MESSAGES.selectValidPaymentMethod);
    const trx = readText(body.transaction_id, 'transaction_id', 64).toUpperCase();
    if (!/^[A-Z0-9]{4,64}$/.test(trx)) throw invalid('transaction_id', MESSAGES.trxIdInvalid);
    const amount = readAmount(body.amount, { field: 'amount', missing: MESSAGES.amountRequired });
    const sender = readText(body.sender, 'sender', 32);
    const receiver = readText(body.receiver, 'receiver', 32);
    let receivedAt: Date | null = null;
    if (body.received_at !== undefined && body.received_at !== null && body.received_at !== '') {
      receivedAt = typeof body.received_at === 'string' && body.received_at.length <= 40 ? new Date(body.received_at) : new Date(NaN);
      if (Number.isNaN(receivedAt.getTime())) throw invalid('received_at', MESSAGES.valueInvalid);
    }
    return this.wallet.inTransaction(async (tx) => {
      const method = await this.repo.methodByName(tx, methodName);
      if (!method) throw invalid('method', MESSAGES.selectValidPaymentMethod);
      await this.repo.lockTransactionId(tx, method.id, trx);
      const notice = await this.repo.insertNotice(tx, { methodId: method.id, transactionId: trx, amount, sender, receiver, receivedAt });
      if (!notice) {
        const seen = await this.repo.noticeFor(tx, method.id, trx);
        return { status: 'duplicate', deposit_id: seen?.deposit_id !== null && seen?.deposit_id !== undefined ? Number(seen.deposit_id) : null };
      }
      const dep = await this.repo.depositByTransactionId(tx, method.id, trx);
      if (!dep) return { status: 'stored', deposit_id: null };
      const status = await this.matchNotice(tx, notice, dep);
      return { status, deposit_id: Number(dep.id) };
    });
  }

  // ------------------------------------------------------------------ e-wallet mode
  /** POST /api/ewa/request: starts a gateway payment and keeps it as a pending e-wallet deposit. */
  async ewaRequest(auth: Authenticated, body: EwaRequestInput): Promise<EwaRequestResponse> {
    const playerId = auth.playerId;
    const settings = await this.repo.settings(this.db);
    const gateway = this.gatewayFor(settings);
    await this.guard(this.db, playerId, { allowStaleEwallet: true });
    const amount = readAmount(body.amount, { field: 'amount', missing: MESSAGES.fillAmount });
    const method = await this.activeMethod(this.db, { name: body.provider });
    const channel = body.type !== undefined ? await this.repo.activeChannel(this.db, method.id, body.type) : undefined;
    if (!channel) throw invalid('type', MESSAGES.selectDepositChannel);
    this.checkRange(amount, channel);
    const promo = await this.promotionTerms(this.db, playerId, body.promotion, amount);
    // Checked before the gateway is asked (and again in the transaction below).
    await this.protection.deposit(this.db, playerId, amount, auth.sessionId);
    const player = await this.players.byId(this.db, playerId);
    if (!player) throw AppError.unauthorized();
    const payment = await gateway.createPayment({ amount, method: method.name, accountType: channel.account_type, playerId });

    await this.db
      .transaction()
      .execute(async (tx) => {
        await this.repo.lockPlayer(tx, playerId);
        await this.guard(tx, playerId, { allowStaleEwallet: true });
        await this.protection.deposit(tx, playerId, amount, auth.sessionId);
        const stale = await this.repo.pendingDepositOf(tx, playerId);
        // An e-wallet request never paid is replaced by the new one (no money moved for it).
        if (stale) await this.repo.markDepositRejected(tx, stale.id, 'Replaced by a new e-wallet request.', null);
        await this.repo.insertDeposit(tx, {
          playerId,
          currency: player.currency,
          methodId: method.id,
          channelId: channel.id,
          receivingNumberId: null,
          receivingNumber: payment.payTo,
          sender: '',
          transactionId: null,
          amount,
          promotionId: promo?.id ?? null,
          promoBonusPct: promo?.deposit_bonus_pct ?? 0,
          promoMaxBonus: promo?.max_bonus ?? 0n,
          methodBonusPct: method.bonus_pct,
          turnoverMultiplier: promo ? promo.turnover_multiplier : settings.default_turnover_multiplier,
          source: 'ewallet',
          gatewayReference: payment.reference,
        });
      })
      .catch((err: unknown) => {
        if (uniqueViolation(err) === 'deposits_one_pending_key') throw new AppError('deposit_pending', MESSAGES.depositPending);
        throw err;
      });
    return { transaction: payment.reference, number: payment.payTo, message: payment.message, demo: gateway.demo };
  }

  /** POST /api/ewa/confirm: asks the gateway; paid in full confirms the deposit, another amount flags it. */
  async ewaConfirm(auth: Authenticated, body: EwaConfirmInput): Promise<SubmitDepositResponse & { demo: boolean }> {
    const gateway = this.gatewayFor();
    const reference = readText(body.trx_id, 'trx_id', 64);
    if (!reference) throw invalid('trx_id', MESSAGES.trxIdInvalid);
    const trx = readTransactionId(body.trxid, 'trxid');
    const payer = body.number;
    if (!isElevenDigits(payer)) throw invalid('number', MESSAGES.accountNumber11Digits);
    const found = await this.repo.depositByGatewayReference(this.db, auth.playerId, reference, false);
    if (!found) throw AppError.notFound();
    if (found.status === 'rejected') throw new AppError('already_processed', MESSAGES.alreadyProcessed);
    const verdict = found.status === 'pending' ? await gateway.verifyPayment({ reference, transactionId: trx, payer, expectedAmount: found.amount }) : null;
    if (verdict && !verdict.paid) throw new AppError('not_paid', MESSAGES.ewalletNotPaid);

    const deposit = await this.wallet
      .inTransaction(async (tx) => {
        const dep = await this.repo.depositByGatewayReference(tx, auth.playerId, reference);
        if (!dep) throw AppError.notFound();
        if (dep.status !== 'pending' || !verdict) return dep;
        await this.repo.lockTransactionId(tx, dep.method_id, trx);
        const other = await this.repo.depositByTransactionId(tx, dep.method_id, trx);
        if (other && other.id !== dep.id) throw new AppError('transaction_id_used', MESSAGES.trxIdUsed);
        await this.repo.setDepositTransaction(tx, dep.id, trx, payer);
        if (verdict.amount !== dep.amount) {
          await this.repo.setDepositMatch(tx, dep.id, 'mismatch');
          return (await this.repo.depositForUpdate(tx, dep.id))!;
        }
        return (await this.confirmInTx(tx, dep.id, 'gateway', null)).deposit;
      })
      .catch((err: unknown) => {
        const c = uniqueViolation(err);
        if (c !== null && c.includes('transaction_id')) throw new AppError('transaction_id_used', MESSAGES.trxIdUsed);
        throw err;
      });
    return {
      message: deposit.status === 'confirmed' ? MESSAGES.depositConfirmed : MESSAGES.depositSubmitted,
      data: summary(deposit),
      demo: gateway.demo,
    };
  }
}
