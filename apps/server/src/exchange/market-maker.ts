import { LADDER_SIZE, ladderCeil, ladderFloor, priceAtTick, tickOf } from '@khela/domain';
import type { Db } from '../db/database';
import type { UnitOfWork } from '../db/unit-of-work';
import type { PlayersService } from '../players/players.service';
import type { WalletService } from '../wallet/wallet.service';
import type { ExchangeService, Side } from './exchange.service';

/** What the maker quotes: this spread around the fair price, three prices deep on each side. */
export const MAKER = {
  spread: 0.02,
  levels: 3,
  /** Sizes per level, in poisha (500, 1,000 and 2,000 taka). */
  sizes: [50_000n, 100_000n, 200_000n],
  /** The maker's wallet is topped up from the house to this when it falls below half of it. */
  float: 1_000_000_000n,
  house: 'market-maker',
} as const;

/**
 * House liquidity on Match Odds: a market maker that quotes around the fair price with a spread, so a lone player on
 * the demo gets matched. It is a player the platform runs (players.system_role = 'market_maker') with a real wallet
 * funded from the house account `market-maker`: its orders go through the same book, exposure and settlement as
 * anyone's, so its profit or loss is real money of the house and the ledger shows it.
 */
export class MarketMaker {
  private playerId: bigint | null = null;
  /** The best back and lay ticks last quoted per market and runner, to requote only on a change. */
  private readonly last = new Map<bigint, string>();

  constructor(
    private readonly db: Db,
    private readonly uow: UnitOfWork,
    private readonly players: PlayersService,
    private readonly wallet: WalletService,
    private readonly exchange: ExchangeService,
  ) {}

  async id(currency = 'BDT'): Promise<bigint> {
    this.playerId ??= await this.uow.run((tx) => this.players.systemPlayer(tx, 'market_maker', currency));
    return this.playerId;
  }

  /** Keeps the maker's wallet funded (a ledger transfer from the house, keyed by the amount and the hour). */
  async fund(currency = 'BDT'): Promise<void> {
    const id = await this.id(currency);
    const balance = await this.wallet.balanceOf(id, currency);
    if (balance >= MAKER.float / 2n) return;
    await this.wallet.inTransaction((tx) =>
      this.wallet.transfer(tx, {
        from: { house: MAKER.house, currency },
        to: { player: id, currency },
        amount: MAKER.float - balance,
        reason: 'exchange.market_maker',
        reference: 'float',
        idempotencyKey: `mm:float:${currency}:${Date.now()}`,
      }),
    );
  }

  /** The quotes for fair probabilities `p` (one per runner): lays below and backs above the fair price. */
  static quotes(p: number[]): { runner: number; side: Side; price: number; size: bigint }[] {
    const out: { runner: number; side: Side; price: number; size: bigint }[] = [];
    p.forEach((prob, runner) => {
      // Fair decimal odds in hundredths (probability 0.5 → 200), kept on the ladder's range.
      const fair = 100 / Math.min(0.99, Math.max(0.001, prob));
      const layTick = tickOf(ladderFloor(fair / (1 + MAKER.spread)));
      let backTick = tickOf(ladderCeil(fair * (1 + MAKER.spread)));
      if (backTick <= layTick) backTick = layTick + 1;
      for (let l = 0; l < MAKER.levels; l++) {
        if (layTick - l >= 0) out.push({ runner, side: 'lay', price: priceAtTick(layTick - l), size: MAKER.sizes[l]! });
        if (backTick + l < LADDER_SIZE) out.push({ runner, side: 'back', price: priceAtTick(backTick + l), size: MAKER.sizes[l]! });
      }
    });
    return out;
  }

  /** Requotes a market when its fair prices moved to other ladder prices (or `force`, to refill taken liquidity). */
  async quote(marketId: bigint, p: number[], force = false): Promise<void> {
    const quotes = MarketMaker.quotes(p);
    const key = quotes.map((q) => `${q.runner}${q.side[0]}${q.price}`).join(',');
    if (!force && this.last.get(marketId) === key) return;
    this.last.set(marketId, key);
    await this.exchange.requote(marketId, await this.id(), quotes);
  }

  forget(marketId: bigint): void {
    this.last.delete(marketId);
  }
}
