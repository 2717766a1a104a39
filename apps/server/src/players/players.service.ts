import type { Tx } from '../db/unit-of-work';
import { securityLevel, toWire, type User } from '@khela/domain';
import type { Db } from '../db/database';
import { AppError } from '../shared/errors';
import type { WalletService } from '../wallet/wallet.service';
import { playersRepository as players } from './players.repository';
// eslint-disable-next-line no-restricted-imports -- known debt: reads another domain's tables; to go through its service
import { paymentsRepository as payments } from '../payments/payments.repository';

/** A player's VIP points (whole, convertible) and cash bonus: the rewards domain answers it (passed in). */
export type RewardsSummary = (playerId: bigint) => Promise<{ vip_coin: number; cash_bonus: bigint }>;

export class PlayersService {
  private rewards: RewardsSummary = async () => ({ vip_coin: 0, cash_bonus: 0n });
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
  ) {}

  /** The rewards domain is built after the players (it reads them): it plugs its summary in here. */
  setRewardsSummary(summary: RewardsSummary): void {
    this.rewards = summary;
  }

  /** GET /api/user/show: the fields of both specs at the top level. */
  async show(playerId: bigint): Promise<User> {
    const p = await players.byId(this.db, playerId);
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
      last_deposit_at: (await payments.lastDepositAt(this.db, p.id))?.toISOString() ?? null,
      last_withdrawal_at: (await payments.lastWithdrawalAt(this.db, p.id))?.toISOString() ?? null,
      security_level: securityLevel(p.phone_verified, p.email_verified_at !== null),
    };
  }

  /** POST /api/balance: the main wallet in decimal taka. */
  /** POST /api/balance: one statement (the player's currency joined to the account). */
  async balance(playerId: bigint): Promise<{ balance: string }> {
    const balance = await this.wallet.mainBalance(playerId);
    if (balance === undefined) throw AppError.unauthorized();
    return { balance: toWire(balance) };
  }

  /** A player by username inside the caller's transaction. */
  byUsername(tx: Tx, username: string) {
    return players.byUsername(tx, username);
  }

  /** The player the platform runs for `role` (the exchange's market maker), with its wallet; created on first use. */
  async systemPlayer(tx: Tx, role: 'market_maker', currency: string): Promise<bigint> {
    const id = await players.systemPlayer(tx, role);
    await this.wallet.openPlayerWallet(tx, id, currency);
    return id;
  }

  /** A player's row inside the caller's transaction (other domains read players through here). */
  byId(tx: Tx, playerId: bigint) {
    return players.byId(tx, playerId);
  }
}
