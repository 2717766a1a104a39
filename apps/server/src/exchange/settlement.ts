import { MESSAGES, bookmakerBetRisk, commissionOn, exchangeMarketTurnover, fancyBetRisk, fancyPnl, toWire, winAmount } from '@khela/domain';
import type { Tx } from '../db/unit-of-work';
import { AppError } from '../shared/errors';
import type { SystemInbox } from '../support/inbox.service';
import type { StakePipeline } from '../wallet/stakes';
import type { TransferInput, WalletService } from '../wallet/wallet.service';
import type { ResettleCommand, SettleCommand, VoidCommand } from './commands';
import type { ExchangeRepository } from './exchange.repository';
import type { MarketState } from './market-state';
import type { MatchOdds } from './match-odds';
import { HOUSE, type Changes, type MarketAt, type SettledStake } from './market-work';

type FillRow = Awaited<ReturnType<ExchangeRepository['fills']>>[number];
type BetRow = { side: string; price: number; line: number | null; stake: bigint; selection_id: bigint | null };

/** Each Match Odds order's profit or loss when `winnerRunner` wins, from the market's fills. */
function orderPnls(fills: FillRow[], state: MarketState, winnerRunner: number): Map<bigint, bigint> {
  const per = new Map<bigint, bigint>();
  for (const f of fills) {
    const win = winAmount(f.price, f.size);
    const backWins = state.runnerOf(f.selection_id) === winnerRunner;
    per.set(f.back_order_id, (per.get(f.back_order_id) ?? 0n) + (backWins ? win : -f.size));
    per.set(f.lay_order_id, (per.get(f.lay_order_id) ?? 0n) + (backWins ? -win : f.size));
  }
  return per;
}

/** A house bet's profit or loss: a Fancy bet's at `result` runs, a Bookmaker bet's when `winnerRunner` wins. */
function betPnl(b: BetRow, fancy: boolean, state: MarketState, winnerRunner: number, result: number | undefined): bigint {
  if (fancy) return fancyPnl({ side: b.side === 'yes' ? 'yes' : 'no', line: b.line!, rate: b.price, stake: b.stake }, result!);
  const wins = state.runnerOf(b.selection_id!) === winnerRunner;
  const win = winAmount(b.price, b.stake);
  return b.side === 'back' ? (wins ? win : -b.stake) : wins ? -win : b.stake;
}

/**
 * A market's end: settled with its result (the money of every position moved at once, the counted amounts on to the
 * stake pipeline), a result corrected (resettled), or voided (every exposure back).
 */
export class Settlement {
  constructor(
    private readonly repo: ExchangeRepository,
    private readonly wallet: WalletService,
    private readonly pipeline: StakePipeline,
    private readonly inbox: SystemInbox,
    private readonly matchOdds: MatchOdds,
  ) {}

  async settle(tx: Tx, row: MarketAt, state: MarketState, ch: Changes, c: SettleCommand): Promise<{ status: 'settled' }> {
    const { winner, result } = c;
    const m = row.market;
    if (row.status === 'settled') {
      // The same result again (a retry, a double click) is what happened: the answer stands. Another result would
      // change nothing and must not say yes: a wrong result is corrected by a resettlement, with a reason.
      const same = m.kind === 'fancy' ? result === m.result : winner !== undefined && winner === m.winner_selection_id;
      if (same) return { status: 'settled' };
      throw AppError.conflict(MESSAGES.exchangeSettledOtherResult);
    }
    if (row.status === 'voided') throw AppError.conflict(MESSAGES.exchangeAlreadySettled);
    let pnlOf: (player: bigint) => bigint;
    let winnerRunner = -1;
    if (m.kind === 'fancy') {
      if (result === undefined || !Number.isInteger(result)) throw AppError.validation({ result: [MESSAGES.exchangeBadResult] }, MESSAGES.exchangeBadResult);
      pnlOf = (p) => state.fancyOf(p).reduce((s, b) => s + fancyPnl(b, result), 0n);
    } else {
      winnerRunner = winner === undefined ? -1 : state.runnerOf(winner);
      if (winnerRunner < 0) throw AppError.validation({ winner_selection_id: [MESSAGES.exchangeBadWinner] }, MESSAGES.exchangeBadWinner);
      pnlOf = (p) => state.pnlOf(p)[winnerRunner]!;
    }
    if (m.kind === 'match_odds') await this.matchOdds.endOrders(tx, state, ch, () => true, 'lapsed');
    const counterparty = m.kind === 'match_odds' ? HOUSE.clearing : HOUSE.book;
    const positions: { playerId: bigint; pnl: bigint; commission: bigint }[] = [];
    const moves: TransferInput[] = [];
    const move = (from: TransferInput['from'], to: TransferInput['to'], amount: bigint, reason: string, key: string) => {
      if (amount > 0n) moves.push({ from, to, amount, reason, reference: `market:${m.id}`, idempotencyKey: key });
    };
    const house = { house: counterparty, currency: m.currency };
    for (const id of state.playerIds()) {
      const p = state.player(id);
      const pnl = pnlOf(id);
      const commission = m.kind === 'match_odds' ? commissionOn(pnl, m.commission_bps) : 0n;
      const key = `xch:m${m.id}:settle:p${id}`;
      // The exposure held goes to the counterparty, which pays back exposure + profit − commission (never negative:
      // the exposure covers the worst loss) and the commission to the house.
      move({ exposure: id, currency: m.currency }, house, p.held, 'exchange.settle', `${key}:hold`);
      move(house, { player: id, currency: m.currency }, p.held + pnl - commission, 'exchange.settle', `${key}:pay`);
      move(house, { house: HOUSE.commission, currency: m.currency }, commission, 'exchange.commission', `${key}:commission`);
      positions.push({ playerId: id, pnl, commission });
      ch.players.add(id);
    }
    // Every player's moves in one go (the clearing account's net over a settled Match Odds market is zero).
    await this.wallet.transferMany(tx, moves);
    ch.settled = true;
    await this.repo.settlePositions(tx, m.id, positions);
    if (m.kind === 'match_odds') {
      const per = orderPnls(await this.repo.fills(tx, m.id), state, winnerRunner);
      const orders = await this.repo.matchedOrders(tx, m.id);
      await this.repo.settleOrders(
        tx,
        orders.map((o) => {
          const pnl = per.get(o.id) ?? 0n;
          return { id: o.id, outcome: o.size_matched === 0n ? 'void' : pnl >= 0n ? 'won' : 'lost', pnl };
        }),
      );
      // What each player had at risk in the market: the worst case of their matched bets (the exposure held once the
      // unmatched orders lapsed), so a back and a lay on one runner count only what is still at risk.
      await this.stakesSettled(tx, m.id, 'exchange', state.playerIds().map((id) => ({ playerId: id, stake: exchangeMarketTurnover(state.pnlOf(id)) })));
    } else {
      const fancy = m.kind === 'fancy';
      const bets = await this.repo.openBets(tx, m.id);
      await this.repo.settleBets(
        tx,
        bets.map((b) => {
          const pnl = betPnl(b, fancy, state, winnerRunner, result);
          return { id: b.id, status: pnl >= 0n ? 'won' : 'lost', pnl };
        }),
      );
      // Each bet counts its risk: a back its stake, a lay its liability; Fancy YES its stake, NO its stake at the rate.
      await this.stakesSettled(
        tx,
        m.id,
        fancy ? 'fancy' : 'bookmaker',
        bets.map((b) => ({
          playerId: b.player_id,
          stake: fancy
            ? fancyBetRisk({ side: b.side === 'yes' ? 'yes' : 'no', rate: b.price, stake: b.stake })
            : bookmakerBetRisk({ side: b.side === 'back' ? 'back' : 'lay', price: b.price, size: b.stake }),
        })),
      );
    }
    ch.bump = { status: 'settled', settled: true, winner: winner ?? null, result: result ?? null };
    // The match is over once its Match Odds have a result: the event leaves the lobby.
    if (m.kind === 'match_odds') await this.repo.updateEvent(tx, m.event_id, { status: 'finished' });
    return { status: 'settled' };
  }

  /**
   * A resettlement: a settled market's result corrected. In the market's one transaction, for each player with a
   * position: new ledger transactions reverse what the first settlement moved (the player's net profit or loss and the
   * house's commission; the exposure was released then and stays released) and settle with the new result (commission
   * recomputed on the new profit), each with its own idempotency key; the orders or bets, the positions and the
   * market's result are rewritten; every player whose outcome changed gets an inbox message. Never a negative balance:
   * when a player no longer has the winnings the correction takes back (withdrawn, or staked elsewhere), the whole
   * resettlement is refused with the players short listed (`short`), and the operator collects first. Turnover, VIP
   * and referral are not counted again: what a settled market counts is the worst-case loss the player held in it,
   * which does not depend on the winner, and the pipeline's settlement runs once per market and player — it is not called here.
   */
  async resettle(tx: Tx, row: MarketAt, state: MarketState, ch: Changes, c: ResettleCommand): Promise<{ status: 'settled' }> {
    const m = row.market;
    if (row.status !== 'settled') throw AppError.conflict(MESSAGES.exchangeResettleNotSettled);
    const fancy = m.kind === 'fancy';
    if (fancy ? c.from.result !== m.result : c.from.winner !== m.winner_selection_id) {
      throw AppError.conflict(MESSAGES.exchangeSettledOtherResult);
    }
    let winnerRunner = -1;
    if (fancy) {
      if (c.result === undefined || !Number.isInteger(c.result)) throw AppError.validation({ result: [MESSAGES.exchangeBadResult] }, MESSAGES.exchangeBadResult);
      if (c.result === m.result) throw AppError.conflict(MESSAGES.exchangeResettleSame);
    } else {
      winnerRunner = c.winner === undefined ? -1 : state.runnerOf(c.winner);
      if (winnerRunner < 0) throw AppError.validation({ winner_selection_id: [MESSAGES.exchangeBadWinner] }, MESSAGES.exchangeBadWinner);
      if (c.winner === m.winner_selection_id) throw AppError.conflict(MESSAGES.exchangeResettleSame);
    }

    // The new profit or loss per player (and per order or bet, rewritten below).
    const pnl = new Map<bigint, bigint>();
    const add = (player: bigint, v: bigint) => pnl.set(player, (pnl.get(player) ?? 0n) + v);
    let orderRows: { id: bigint; outcome: 'won' | 'lost' | 'void'; pnl: bigint }[] = [];
    let betRows: { id: bigint; status: 'won' | 'lost'; pnl: bigint }[] = [];
    if (m.kind === 'match_odds') {
      const per = orderPnls(await this.repo.fills(tx, m.id), state, winnerRunner);
      orderRows = (await this.repo.settledOrders(tx, m.id)).map((o) => {
        const v = per.get(o.id) ?? 0n;
        if (o.size_matched > 0n) add(o.player_id, v);
        return { id: o.id, outcome: o.size_matched === 0n ? 'void' : v >= 0n ? 'won' : 'lost', pnl: v };
      });
    } else {
      betRows = (await this.repo.settledBets(tx, m.id)).map((b) => {
        const v = betPnl(b, fancy, state, winnerRunner, c.result);
        add(b.player_id, v);
        return { id: b.id, status: v >= 0n ? 'won' : 'lost', pnl: v };
      });
    }

    const counterparty = { house: m.kind === 'match_odds' ? HOUSE.clearing : HOUSE.book, currency: m.currency };
    const commissionAccount = { house: HOUSE.commission, currency: m.currency };
    const moves: TransferInput[] = [];
    const move = (from: TransferInput['from'], to: TransferInput['to'], amount: bigint, reason: string, key: string) => {
      if (amount < 0n) [from, to, amount] = [to, from, -amount];
      if (amount > 0n) moves.push({ from, to, amount, reason, reference: `market:${m.id}`, idempotencyKey: key });
    };
    const positions: { playerId: bigint; pnl: bigint; commission: bigint }[] = [];
    const changed: { playerId: bigint; delta: bigint }[] = [];
    const short: { player_id: string; owed: string; balance: string }[] = [];
    for (const p of await this.repo.positions(tx, m.id)) {
      const before = p.profit_loss ?? 0n;
      const after = pnl.get(p.player_id) ?? 0n;
      const commission = m.kind === 'match_odds' ? commissionOn(after, m.commission_bps) : 0n;
      const delta = after - commission - (before - p.commission);
      positions.push({ playerId: p.player_id, pnl: after, commission });
      if (after !== before || commission !== p.commission) changed.push({ playerId: p.player_id, delta });
      if (delta < 0n) {
        const balance = await this.wallet.balanceOf(p.player_id, m.currency, tx);
        if (balance < -delta) short.push({ player_id: String(p.player_id), owed: toWire(-delta), balance: toWire(balance) });
      }
      const key = `xch:m${m.id}:resettle:v${row.version}:p${p.player_id}`;
      const player = { player: p.player_id, currency: m.currency };
      // The first settlement's net for the player and its commission, reversed; then the new result's.
      move(player, counterparty, before - p.commission, 'exchange.resettle.reverse', `${key}:reverse`);
      move(commissionAccount, counterparty, p.commission, 'exchange.resettle.reverse', `${key}:commission-back`);
      move(counterparty, player, after - commission, 'exchange.resettle', `${key}:pay`);
      move(counterparty, commissionAccount, commission, 'exchange.commission', `${key}:commission`);
      ch.players.add(p.player_id);
    }
    if (short.length > 0) {
      throw new AppError('conflict', MESSAGES.exchangeResettleShort, undefined, undefined, { count: short.length, short });
    }
    ch.mutated = true;
    await this.wallet.transferMany(tx, moves);
    // Every exposure stays 0: the positions are settled, only their figures change.
    ch.settled = true;
    await this.repo.resettlePositions(tx, m.id, positions);
    if (orderRows.length > 0) await this.repo.settleOrders(tx, orderRows);
    if (betRows.length > 0) await this.repo.settleBets(tx, betRows);
    ch.bump = { status: 'settled', winner: fancy ? null : c.winner!, result: fancy ? c.result! : null };
    const market = m.name.trim().toLowerCase() === m.event_name.trim().toLowerCase() ? m.name : `${m.event_name} · ${m.name}`;
    for (const x of changed) {
      await this.inbox(tx, x.playerId, { kind: 'market_resettled', market, amount: x.delta, currency: m.currency, reason: c.reason }, `xch:m${m.id}:resettle:v${row.version}:p${x.playerId}`);
    }
    return { status: 'settled' };
  }

  /**
   * Each player's counted amount in a settled market (the turnover rule in @khela/domain), summed, on to the stake pipeline
   * (turnover tickets, VIP points, referral turnover) as the sports game type, keyed by market and player so a second
   * settlement counts nothing more. It does not depend on the result. A voided market calls nothing.
   */
  private async stakesSettled(tx: Tx, marketId: bigint, product: SettledStake['product'], rows: { playerId: bigint; stake: bigint }[]): Promise<void> {
    const per = new Map<bigint, bigint>();
    for (const r of rows) if (r.stake > 0n) per.set(r.playerId, (per.get(r.playerId) ?? 0n) + r.stake);
    if (per.size === 0) return;
    await this.pipeline.settled(tx, [...per.entries()].map(([playerId, risk]) => ({ playerId, risk, product, gameType: 'SPORTS', source: `xch:${marketId}:${playerId}` })));
  }

  async void(tx: Tx, row: MarketAt, state: MarketState, ch: Changes, _c: VoidCommand): Promise<{ status: 'voided' }> {
    if (row.status === 'voided') return { status: 'voided' };
    if (row.status === 'settled') throw AppError.conflict(MESSAGES.exchangeAlreadySettled);
    const m = row.market;
    if (m.kind === 'match_odds') await this.matchOdds.endOrders(tx, state, ch, () => true, 'cancelled');
    const moves: TransferInput[] = [];
    for (const id of state.playerIds()) {
      const p = state.player(id);
      if (p.held > 0n) {
        moves.push({
          from: { exposure: id, currency: m.currency },
          to: { player: id, currency: m.currency },
          amount: p.held,
          reason: 'exchange.void',
          reference: `market:${m.id}`,
          idempotencyKey: `xch:m${m.id}:void:p${id}`,
        });
      }
      ch.players.add(id);
    }
    await this.wallet.transferMany(tx, moves);
    ch.settled = true;
    await this.repo.settlePositions(tx, m.id, state.playerIds().map((id) => ({ playerId: id, pnl: 0n, commission: 0n })));
    if (m.kind === 'match_odds') {
      const orders = await this.repo.matchedOrders(tx, m.id);
      await this.repo.settleOrders(tx, orders.map((o) => ({ id: o.id, outcome: 'void' as const, pnl: 0n })));
    } else {
      const bets = await this.repo.openBets(tx, m.id);
      await this.repo.settleBets(tx, bets.map((b) => ({ id: b.id, status: 'void' as const, pnl: 0n })));
    }
    ch.bump = { status: 'voided', settled: true };
    if (m.kind === 'match_odds') await this.repo.updateEvent(tx, m.event_id, { status: 'finished' });
    return { status: 'voided' };
  }
}
