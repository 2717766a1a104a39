import type { RewardsSummary } from './players.service';
import { toWire } from '@khela/domain';
import type { Db } from '../db/database';
import type { TurnoverService } from '../promotions/turnover.service';
import { AppError } from '../shared/errors';
import { iso, pageOf, paging, type Query } from '../staff/console';
import type { WalletService } from '../wallet/wallet.service';
import { PlayersRepository } from './players.repository';

/** What the console's player pages read: the search, a player's details and totals, their ledger and turnover tickets. */
export class PlayersStaffService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly turnover: TurnoverService,
    /** The player's money totals, from the payments domain (it owns deposits and withdrawals). */
    private readonly payments: { playerTotals(playerId: bigint): Promise<{ deposits_total: bigint; deposits_count: number; withdrawals_total: bigint; withdrawals_count: number; bonus_total: bigint }> },
    /** The player's VIP points and cash bonus, from the rewards domain. */
    private readonly rewards: RewardsSummary,
    /** The queries of its tables: passed in, or made here when none is (a test may pass its own). */
    private readonly repo: PlayersRepository = new PlayersRepository(),
  ) {}

  async searchPlayers(q: Query) {
    const p = paging(q);
    const text = (q.q ?? '').trim().slice(0, 100);
    const { rows, total } = await this.repo.searchPlayers(this.db, text, p.limit, p.offset);
    return pageOf(
      rows.map((r) => ({ ...r, id: Number(r.id), created_at: r.created_at.toISOString(), last_login_at: iso(r.last_login_at) })),
      total,
      p,
    );
  }

  async player(id: bigint) {
    const p = await this.repo.consolePlayer(this.db, id);
    if (!p) throw AppError.notFound();
    const [balance, totals, phones, rewards] = await Promise.all([
      this.wallet.balanceOf(p.id, p.currency),
      this.payments.playerTotals(p.id),
      this.repo.extraPhones(this.db, p.id),
      this.rewards(p.id),
    ]);
    return {
      ...p,
      id: Number(p.id),
      email_verified_at: iso(p.email_verified_at),
      created_at: p.created_at.toISOString(),
      last_login_at: iso(p.last_login_at),
      balance: toWire(balance),
      vip_coin: rewards.vip_coin,
      cash_bonus: toWire(rewards.cash_bonus),
      extra_phones: phones.map((e) => ({ phone: e.phone, verified: e.verified_at !== null })),
      deposits_total: toWire(totals.deposits_total),
      deposits_count: totals.deposits_count,
      withdrawals_total: toWire(totals.withdrawals_total),
      withdrawals_count: totals.withdrawals_count,
      bonus_total: toWire(totals.bonus_total),
    };
  }

  async playerLedger(id: bigint, q: Query) {
    if (!(await this.repo.consolePlayer(this.db, id))) throw AppError.notFound();
    const p = paging(q);
    const { rows, total } = await this.wallet.playerLedger(id, p.limit, p.offset);
    return pageOf(
      rows.map((r) => ({
        id: Number(r.id),
        transaction_id: Number(r.transaction_id),
        amount: toWire(r.amount),
        currency: r.currency,
        reason: r.reason,
        reference: r.reference,
        reverses: r.reverses_id !== null ? Number(r.reverses_id) : null,
        created_at: r.created_at.toISOString(),
      })),
      total,
      p,
    );
  }

  async playerTickets(id: bigint) {
    if (!(await this.repo.consolePlayer(this.db, id))) throw AppError.notFound();
    const rows = await this.turnover.playerTickets(id);
    return rows.map((r) => ({
      ...r,
      id: Number(r.id),
      deposit_id: r.deposit_id !== null ? Number(r.deposit_id) : null,
      waived_by: r.waived_by !== null ? Number(r.waived_by) : null,
      required: toWire(r.required),
      remaining: toWire(r.remaining),
      created_at: r.created_at.toISOString(),
      completed_at: iso(r.completed_at),
    }));
  }

}
