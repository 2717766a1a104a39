import { MESSAGES, toWire, winAmount } from '@khela/domain';
import type { Db } from '../db/database';
import type { Tx } from '../db/unit-of-work';
import { AppError } from '../shared/errors';
import type { ExchangeRepository } from './exchange.repository';
import type { WalletService } from '../wallet/wallet.service';
import { readId } from './input';
import { orderView } from './views';

/** A player's own exchange reads: the position in a market, the orders, whether any bet is still open. */
export class PlayerReads {
  constructor(
    private readonly db: Db,
    private readonly repo: ExchangeRepository,
    private readonly wallet: WalletService,
  ) {}

  /** GET /api/exchange/markets/{id}/position: profit or loss per runner if it wins (matched bets), and the exposure. */
  async position(playerId: bigint, marketIdRaw: string) {
    const marketId = readId(marketIdRaw, 'id');
    const m = await this.repo.market(this.db, marketId);
    if (!m) throw AppError.notFound(MESSAGES.exchangeMarketNotFound);
    const pos = await this.repo.position(this.db, marketId, playerId);
    if (m.kind === 'fancy') {
      const bets = (await this.repo.openBets(this.db, marketId)).filter((b) => b.player_id === playerId);
      return { runners: [], exposure: toWire(pos?.exposure ?? 0n), profit_loss: pos?.profit_loss == null ? null : toWire(pos.profit_loss), bets: bets.length };
    }
    const runners = await this.repo.runners(this.db, marketId);
    const pnl = runners.map(() => 0n);
    if (m.kind === 'match_odds') {
      for (const f of await this.repo.fills(this.db, marketId)) {
        const r = runners.findIndex((x) => x.selection_id === f.selection_id);
        const win = winAmount(f.price, f.size);
        for (const [who, sign] of [
          [f.back_player, 1n],
          [f.lay_player, -1n],
        ] as const) {
          if (who !== playerId) continue;
          for (let i = 0; i < pnl.length; i++) pnl[i]! += sign * (i === r ? win : -f.size);
        }
      }
    } else {
      for (const b of await this.repo.openBets(this.db, marketId)) {
        if (b.player_id !== playerId) continue;
        const r = runners.findIndex((x) => x.selection_id === b.selection_id);
        const win = winAmount(b.price, b.stake);
        const sign = b.side === 'back' ? 1n : -1n;
        for (let i = 0; i < pnl.length; i++) pnl[i]! += sign * (i === r ? win : -b.stake);
      }
    }
    return {
      runners: runners.map((r, i) => ({ selection_id: String(r.selection_id), name: r.name, profit_if_wins: toWire(pnl[i]!) })),
      exposure: toWire(pos?.exposure ?? 0n),
      profit_loss: pos?.profit_loss == null ? null : toWire(pos.profit_loss),
    };
  }

  async orders(playerId: bigint, status: 'open' | 'settled', page: number, perPage: number) {
    const rows = await this.repo.playerOrders(this.db, playerId, status === 'open', perPage, (page - 1) * perPage);
    return {
      orders: rows.map((o) => ({
        ...orderView(o),
        market_name: o.market_name,
        event_name: o.event_name,
        event_id: String(o.event_id),
        selection_name: o.selection_name,
        market_status: o.market_status,
      })),
      page,
    };
  }

  /** Open bets on the exchange (exposure held in a market not settled yet) keep turnover tickets from the
   *  low-balance release (TurnoverService's probe). */
  hasOpenBets(tx: Tx, playerId: bigint): Promise<boolean> {
    return this.repo.hasOpenExposure(tx, playerId);
  }

  /**
   * The ledger and every open market agree: what each exposure account holds (the wallet's) equals what the player's
   * positions hold (ours). Every mismatch, at most 20 (empty when healthy).
   */
  async exposureMismatches(): Promise<{ player_id: bigint; currency: string; held: string; positions: string }[]> {
    const [held, positions] = await Promise.all([this.wallet.sideAccountBalances('exposure'), this.repo.exposureTotals(this.db)]);
    const key = (playerId: bigint, currency: string) => `${playerId}:${currency}`;
    const want = new Map(positions.map((p) => [key(p.player_id, p.currency), p.total]));
    const out: { player_id: bigint; currency: string; held: string; positions: string }[] = [];
    const seen = new Set<string>();
    for (const a of held) {
      const k = key(a.player_id, a.currency);
      seen.add(k);
      const total = want.get(k) ?? 0n;
      if (a.balance !== total) out.push({ player_id: a.player_id, currency: a.currency, held: String(a.balance), positions: String(total) });
    }
    for (const p of positions) {
      if (!seen.has(key(p.player_id, p.currency))) out.push({ player_id: p.player_id, currency: p.currency, held: '0', positions: String(p.total) });
    }
    return out.slice(0, 20);
  }
}
