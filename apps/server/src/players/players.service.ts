import type { Tx } from '../db/unit-of-work';
import { securityLevel, toWire, type User } from '@khela/domain';
import type { Db } from '../db/database';
import { AppError, unwired } from '../shared/errors';
import type { WalletService } from '../wallet/wallet.service';
import { PlayersRepository } from './players.repository';

/** A player's VIP points (whole, convertible) and cash bonus: the rewards domain answers it (passed in). */
export type RewardsSummary = (playerId: bigint) => Promise<{ vip_coin: number; cash_bonus: bigint }>;

/** When the player last deposited and withdrew: the payments domain answers it (plugged in, it is built later). */
export interface PaymentDates {
  lastDepositAt(playerId: bigint): Promise<Date | null>;
  lastWithdrawalAt(playerId: bigint): Promise<Date | null>;
}

/**
 * What the auth domain may do with the players' accounts: sign a player up (taken names, referral and agent codes, the
 * new row), log in (by username, the last login), set a password. The players domain publishes it; auth never reads
 * the players' tables itself.
 */
export type PlayerAccounts = Pick<
  PlayersRepository,
  'byId' | 'byUsername' | 'taken' | 'byReferralCode' | 'referralCodeExists' | 'agentByCode' | 'insert' | 'touchLogin' | 'setPassword'
>;

export class PlayersService {
  private rewards: RewardsSummary = unwired('PlayersService.setRewardsSummary');
  private paymentDates: PaymentDates = { lastDepositAt: unwired('PlayersService.setPaymentDates'), lastWithdrawalAt: unwired('PlayersService.setPaymentDates') };
  /** The accounts the auth domain signs up, logs in and re-keys (see PlayerAccounts). */
  get accounts(): PlayerAccounts {
    return this.repo;
  }
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    /** The queries of its tables: passed in, or made here when none is (a test may pass its own). */
    private readonly repo: PlayersRepository = new PlayersRepository(),
  ) {}

  /** The rewards domain is built after the players (it reads them): it plugs its summary in here. */
  setRewardsSummary(summary: RewardsSummary): void {
    this.rewards = summary;
  }

  /** The payments domain is built after the players (it reads them): it plugs in the dates of the last moves. */
  setPaymentDates(dates: PaymentDates): void {
    this.paymentDates = dates;
  }

  /** GET /api/user/show: the fields of both specs at the top level. */
  async show(playerId: bigint): Promise<User> {
    const p = await this.repo.byId(this.db, playerId);
    if (!p) throw AppError.unauthorized();
    const [balance, rewards] = await Promise.all([this.wallet.balanceOf(p.id, p.currency), this.rewards(p.id)]);
    return {
      id: Number(p.id),
      username: p.username,
      name: p.name,
      phone: p.phone,
      email: p.email,
      session_id: p.phone_verified ? 1 : 0,
      email_verified_at: p.email_verified_at ? p.email_verified_at.toISOString() : null,
      dofb: p.dofb,
      created_at: p.created_at.toISOString(),
      balance: toWire(balance),
      vip_coin: rewards.vip_coin,
      referral_code: p.referral_code,
      cash_bonus: toWire(rewards.cash_bonus),
      currency: p.currency as User['currency'],
      last_login_at: p.last_login_at ? p.last_login_at.toISOString() : null,
      last_deposit_at: (await this.paymentDates.lastDepositAt(p.id))?.toISOString() ?? null,
      last_withdrawal_at: (await this.paymentDates.lastWithdrawalAt(p.id))?.toISOString() ?? null,
      security_level: securityLevel(p.phone_verified, p.email_verified_at !== null),
    };
  }

  /** POST /api/balance: the main wallet in decimal taka (from memory while the bus vouches for it; see WalletService). */
  async balance(playerId: bigint): Promise<{ balance: string }> {
    const balance = await this.wallet.shownBalance(playerId);
    if (balance === undefined) throw AppError.unauthorized();
    return { balance: toWire(balance) };
  }

  /** A player by username inside the caller's transaction. */
  byUsername(tx: Tx, username: string) {
    return this.repo.byUsername(tx, username);
  }

  /** The player the platform runs for `role` (the exchange's market maker), with its wallet; created on first use. */
  async systemPlayer(tx: Tx, role: 'market_maker', currency: string): Promise<bigint> {
    const id = await this.repo.systemPlayer(tx, role);
    await this.wallet.openPlayerWallet(tx, id, currency);
    return id;
  }

  /** A player's row inside the caller's transaction (other domains read players through here). */
  byId(tx: Tx, playerId: bigint) {
    return this.repo.byId(tx, playerId);
  }

  /** Phone verified: the main number, or one of the extra numbers (spec 1 §5 Deposit Next 1); 401 for no player. */
  async phoneVerified(tx: Tx, playerId: bigint): Promise<boolean> {
    const p = await this.repo.byId(tx, playerId);
    if (!p) throw AppError.unauthorized();
    if (p.phone_verified) return true;
    return (await this.repo.extraPhones(tx, playerId)).some((e) => e.verified_at !== null);
  }
}
