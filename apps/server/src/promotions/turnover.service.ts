import { MESSAGES, TURNOVER_PRODUCTS, countsTowards, toWire, turnoverProducts, type Poisha, type TurnoverProduct, type TurnoverTicket } from '@khela/domain';
import type { Db } from '../db/database';
import type { Tx } from '../db/unit-of-work';
import type { WalletService } from '../wallet/wallet.service';
import { AppError, unwired } from '../shared/errors';
import { PromotionsRepository } from './promotions.repository';
import type { SettlementListener } from '../wallet/stakes';

/** Does the player have bets that are not settled yet? The games and exchange issues supply the real answer. */
export type OpenBetsProbe = (tx: Tx, playerId: bigint) => Promise<boolean>;

/**
 * Turnover (wagering) tickets (spec 2 §2 Turnover, §3, §4). Every confirmed deposit opens one:
 * required = (deposit + bonus) × the promotion's multiplier, or × the site default without a promotion.
 * Stakes reduce the oldest active ticket first; a ticket at zero is complete. When the balance falls below the
 * release threshold with no open bets, every active ticket completes. An active ticket blocks withdrawals.
 */
/** What the payments domain reads of the promotions: the one a deposit claims (active today, not used up) and its names. */
export type PromotionOffers = Pick<PromotionsRepository, 'claimable' | 'names'>;

export class TurnoverService {
  private openBets: OpenBetsProbe = unwired('TurnoverService.setOpenBetsProbe');

  /** The promotions a deposit may claim, and their names (see PromotionOffers). */
  get offers(): PromotionOffers {
    return this.repo;
  }

  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    /** The queries of its tables: passed in, or made here when none is (a test may pass its own). */
    private readonly repo: PromotionsRepository = new PromotionsRepository(),
  ) {}

  /** Later issues (games, exchange) tell the service how to see open bets. */
  setOpenBetsProbe(probe: OpenBetsProbe): void {
    this.openBets = probe;
  }

  /** Opens the ticket of a confirmed deposit (complete at once when nothing is required). */
  openTicket(
    tx: Tx,
    t: { playerId: bigint; depositId: bigint | null; promotionId: bigint | null; action: 'deposit' | 'bonus'; required: Poisha },
  ) {
    return this.repo.insertTicket(tx, t);
  }

  /** The turnover still to play before a withdrawal: the remaining turnover of the active tickets. */
  turnoverLeft(tx: Tx, playerId: bigint): Promise<Poisha> {
    return this.repo.activeRemaining(tx, playerId);
  }

  hasActiveTicket(tx: Tx, playerId: bigint): Promise<boolean> {
    return this.repo.hasActiveTicket(tx, playerId);
  }

  /**
   * Counts `stake` of `product` towards the player's active tickets, oldest first (what one ticket does not need goes
   * on to the next; a ticket whose promotion excludes the product is passed over), inside the caller's transaction
   * (the bet's). Then applies the low-balance release.
   */
  async recordStake(tx: Tx, playerId: bigint, stake: Poisha, product: TurnoverProduct = 'casino'): Promise<void> {
    if (stake < 0n) throw AppError.badRequest(MESSAGES.amountInvalid);
    let left = stake;
    if (left > 0n) {
      const tickets = await this.repo.lockActiveTickets(tx, playerId);
      // No active ticket (most stakes): nothing to count down and nothing to release.
      if (tickets.length === 0) return;
      for (const t of tickets) {
        if (left === 0n) break;
        if (!countsTowards(product, t.excluded)) continue;
        const take = t.remaining < left ? t.remaining : left;
        left -= take;
        await this.repo.setRemaining(tx, t.id, t.remaining - take);
      }
    }
    await this.releaseIfLowBalance(tx, playerId);
  }

  /**
   * `recordStake` for several players' stakes at once (a group of rounds): one statement finds which of them have an
   * active ticket (most have none, and then there is nothing to count down or release); those are counted alone.
   */
  async recordStakes(tx: Tx, stakes: { playerId: bigint; stake: Poisha }[], product: TurnoverProduct = 'casino'): Promise<void> {
    const live = stakes.filter((s) => s.stake > 0n);
    if (live.length === 0) return;
    const withTickets = await this.repo.playersWithActiveTickets(tx, live.map((s) => s.playerId));
    for (const s of live) if (withTickets.has(s.playerId)) await this.recordStake(tx, s.playerId, s.stake, product);
  }

  /**
   * The stake pipeline's settlement listener (wallet/stakes.ts). A casino round settles once (its round's state says
   * so), so its stakes go the quick way (`recordStakes`: one statement finds who has a ticket at all); a market can be
   * settled again, so its amounts count once per source (`recordSettled`).
   */
  readonly listener: SettlementListener = {
    settled: async (tx, events) => {
      const casino = events.filter((e) => e.product === 'casino');
      if (casino.length > 0) await this.recordStakes(tx, casino.map((e) => ({ playerId: e.playerId, stake: e.risk })));
      const markets = events.filter((e) => e.product !== 'casino');
      if (markets.length > 0) await this.recordSettled(tx, markets.map((e) => ({ playerId: e.playerId, stake: e.risk, product: e.product, source: e.source })));
    },
  };

  /**
   * A settled market's counted amounts (the exchange's one settlement listener, with VIP points): each player's
   * amount once per `source` (`xch:<market>:<player>`), so settling the market again counts nothing more; the players
   * the platform runs (the market maker) count nothing.
   */
  async recordSettled(tx: Tx, rows: { playerId: bigint; stake: Poisha; product: TurnoverProduct; source: string }[]): Promise<void> {
    for (const r of rows) {
      if (r.stake <= 0n) continue;
      if (!(await this.repo.insertCount(tx, { source: r.source, playerId: r.playerId, product: r.product, amount: r.stake }))) continue;
      await this.recordStake(tx, r.playerId, r.stake, r.product);
    }
  }

  /**
   * Completes every active ticket when the player's balance is below the release threshold (setting, 10 BDT by
   * default) and no bet is open. Answers how many tickets completed.
   */
  async releaseIfLowBalance(tx: Tx, playerId: bigint): Promise<number> {
    if (!(await this.repo.hasActiveTicket(tx, playerId))) return 0;
    const currency = await this.repo.playerCurrency(tx, playerId);
    if (!currency) return 0;
    const balance = await this.wallet.balanceOf(playerId, currency, tx);
    if (balance >= (await this.repo.releaseThreshold(tx))) return 0;
    if (await this.openBets(tx, playerId)) return 0;
    return this.repo.completeAll(tx, playerId, 'low_balance');
  }

  /** GET /api/turnovers: the player's tickets, newest first, in the fields of spec 2 §3. */
  async list(playerId: bigint): Promise<TurnoverTicket[]> {
    const rows = await this.repo.ticketsOf(this.db, playerId, 500);
    return rows.map((r) => ({
      id: Number(r.id),
      status: r.status,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
      required_turnover: toWire(r.required),
      remaining_turnover: toWire(r.remaining),
      transaction: {
        action: r.action,
        amount: toWire(r.deposit_amount ?? 0n),
        promotion: r.promotion_name !== null ? { name: r.promotion_name, turnover: r.turnover_multiplier ?? 0 } : null,
        payment_method: r.method_name !== null ? { name: r.method_name } : null,
      },
      counts: TURNOVER_PRODUCTS.map((p) => p.key).filter((k) => countsTowards(k, r.turnover_excluded)),
      excluded: turnoverProducts(r.turnover_excluded ?? []),
    }));
  }

  /** Back office: completes an active ticket by hand, with a reason (the caller audits it). */
  async waive(tx: Tx, ticketId: bigint, staffId: bigint, reason: string) {
    const before = await this.repo.ticketForUpdate(tx, ticketId);
    if (!before) throw AppError.notFound();
    if (before.status !== 'active') throw new AppError('conflict', MESSAGES.ticketNotActive);
    const after = await this.repo.waive(tx, ticketId, staffId, reason);
    if (!after) throw new AppError('conflict', MESSAGES.ticketNotActive);
    return { before, after };
  }

  /** A player's turnover tickets, newest first (the console's player page). */
  playerTickets(playerId: bigint) {
    return this.repo.playerTickets(this.db, playerId);
  }
}
