import type { Poisha, TurnoverProduct } from '@khela/domain';
import type { Tx } from '../db/unit-of-work';
import type { AppError } from '../shared/errors';

/**
 * The one stake-and-settle pipeline every product's money goes through (ARCHITECTURE.md, "The money path").
 *
 *   product service ──StakeCommand──▶ StakePipeline.guard ──▶ WalletService (ledger)
 *   product service ──SettlementEvent[]──▶ StakePipeline.settled ──▶ turnover tickets, VIP points (referral turnover)
 *
 * A product writes its rules (what a stake is, when it settles and for how much), then calls the pipeline inside the
 * database transaction of its money move: `guard` before the stake's money moves, `settled` in the transaction that
 * settles it. The guard and the listeners are constructor arguments with no default, so a product cannot forget one:
 * the server does not start without them. Nothing here calls back into a product.
 */

/** The products money is staked on (the turnover rule in @khela/domain counts each its own way). */
export type StakeProduct = TurnoverProduct;

/** One stake of any product, before its money moves. */
export interface StakeCommand {
  playerId: bigint;
  /** The money put at risk by this command (an exchange order: the liability it adds). */
  amount: Poisha;
  product: StakeProduct;
  /** What the stake is, for refusals and logs: `game:<game id>`, `xch:<market>`. */
  reference: string;
  /** The game session a game's stake comes through (the session limit of player protection); null: none. */
  gameSessionId?: bigint | null;
}

/** One settled stake: what counts towards turnover and VIP points, once per `source`. */
export interface SettlementEvent {
  playerId: bigint;
  product: StakeProduct;
  /** Once per source: `game:<round>`, `xch:<market>:<player>`. A second event with the same source counts nothing. */
  source: string;
  /** The settled amount that counts (the turnover rule of @khela/domain: a round's stake, a market's counted risk). */
  risk: Poisha;
  /** The game type VIP rates are read by (SPORTS for the exchange), or the game whose type it is. */
  gameType?: string;
  gameId?: bigint;
}

/** Player protection's side of a stake (implemented by protection/): throws the refusal, or returns. */
export interface StakeGuard {
  stake(tx: Tx, cmd: StakeCommand): Promise<void>;
  /** Several stakes at once (a group of rounds): for each, its refusal or null. */
  stakes(tx: Tx, cmds: StakeCommand[]): Promise<(AppError | null)[]>;
}

/**
 * Player protection's other checks (implemented by protection/): a deposit request, and anything else that lets a
 * player play (a game launch, a VIP conversion, a referral cash claim). Each throws the refusal (a 403), or returns.
 */
export interface PlayGuard {
  deposit(tx: Tx, playerId: bigint, amount: Poisha, loginSessionId: bigint | null): Promise<void>;
  play(tx: Tx, playerId: bigint, loginSessionId?: bigint | null): Promise<void>;
}

/** Something that counts settled stakes (turnover tickets, VIP points), inside the settling transaction. */
export interface SettlementListener {
  settled(tx: Tx, events: SettlementEvent[]): Promise<void>;
}

/** The operations metrics of the pipeline (shared/metrics.ts `Metrics.stakes`): stakes and settlements by product. */
export interface StakeMeter {
  checked(product: StakeProduct, accepted: number, refused: number): void;
  settled(product: StakeProduct, count: number, risk: Poisha): void;
}

export class StakePipeline {
  private readonly listeners: SettlementListener[];

  constructor(
    private readonly guardPort: StakeGuard,
    listeners: { turnover: SettlementListener; rewards: SettlementListener },
    private readonly meter: StakeMeter,
  ) {
    if (!guardPort || !listeners?.turnover || !listeners?.rewards || !meter) {
      throw new Error('StakePipeline needs the protection guard, the turnover and rewards listeners and the meter');
    }
    this.listeners = [listeners.turnover, listeners.rewards];
  }

  /** Player protection's check of one stake, inside the transaction that moves its money: throws the refusal. */
  async guard(tx: Tx, cmd: StakeCommand): Promise<void> {
    try {
      await this.guardPort.stake(tx, cmd);
    } catch (err) {
      this.meter.checked(cmd.product, 0, 1);
      throw err;
    }
    this.meter.checked(cmd.product, 1, 0);
  }

  /** The same for several stakes (the quick path of a group of rounds): for each, its refusal or null. */
  async guardAll(tx: Tx, cmds: StakeCommand[]): Promise<(AppError | null)[]> {
    if (cmds.length === 0) return [];
    const out = await this.guardPort.stakes(tx, cmds);
    const refused = out.filter((r) => r !== null).length;
    // A group's stakes are of one product (our games' rounds).
    this.meter.checked(cmds[0]!.product, cmds.length - refused, refused);
    return out;
  }

  /** Settled stakes, inside the settling transaction: turnover tickets first, then VIP points. */
  async settled(tx: Tx, events: SettlementEvent[]): Promise<void> {
    const live = events.filter((e) => e.risk > 0n);
    if (live.length === 0) return;
    for (const l of this.listeners) await l.settled(tx, live);
    const by = new Map<StakeProduct, { count: number; risk: Poisha }>();
    for (const e of live) {
      const b = by.get(e.product) ?? { count: 0, risk: 0n };
      b.count++;
      b.risk += e.risk;
      by.set(e.product, b);
    }
    for (const [product, b] of by) this.meter.settled(product, b.count, b.risk);
  }
}
