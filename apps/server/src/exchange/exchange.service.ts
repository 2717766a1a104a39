import type { Db } from '../db/database';
import type { ExchangeSport } from '../db/tables';
import type { Tx, UnitOfWork } from '../db/unit-of-work';
import type { Actor, AuditService } from '../staff/audit.service';
import type { SystemInbox } from '../support/inbox.service';
import type { StakePipeline } from '../wallet/stakes';
import type { WalletService } from '../wallet/wallet.service';
import type { FancyLine, MarketCommand, Side } from './commands';
import type { Executor, MarketDesk } from './desk';
import { CommandExecutor } from './exchange.commands';
import type { ExchangeRepository } from './exchange.repository';
import { HouseBets, type BookmakerBetInput, type FancyBetInput } from './house-bets';
import type { MarketState } from './market-state';
import { TxBalances, type Answers, type MarketChange } from './market-work';
import { MatchOdds, type PlaceOrderInput } from './match-odds';
import { PlayerReads } from './player-reads';
import { Settlement } from './settlement';
import type { OrderView } from './views';

export { HOUSE, type MarketChange, type SettledStake } from './market-work';
export { betView, orderView, type OrderView } from './views';
export type { PlaceOrderInput } from './match-odds';
export type { ExchangeSport, Side };

/**
 * The exchange: Match Odds traded player to player through an in-memory book per market (match-odds.ts), and Bookmaker
 * and Fancy markets where the house is the other side (house-bets.ts). Every command on a market runs on the market's
 * one writer (MarketDesk → CommandExecutor, exchange.commands.ts), in one database transaction with the market row
 * locked: the order, its fills, the exposures held in the ledger and the market's new version commit together, or
 * nothing does and the book is rebuilt from the database. Results end a market (settlement.ts). This class is what the
 * rest of the app calls.
 */
export class ExchangeService {
  private desk!: MarketDesk;
  private readonly matchOdds: MatchOdds;
  private readonly houseBets: HouseBets;
  private readonly commands: CommandExecutor;
  private readonly reads: PlayerReads;
  /** Called after a command's commit with what changed (live pushes, caches). */
  onChange: (c: MarketChange) => void = () => undefined;
  /** Waits out a market's in-play bet delay before a bet goes to its writer (tests watch which delays are waited). */
  delay: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms));
  /** The desk's view of this service: runs a market's commands (orders and cancels may share a transaction). */
  readonly executor: Executor;

  constructor(
    db: Db,
    uow: UnitOfWork,
    wallet: WalletService,
    repo: ExchangeRepository,
    /** Player protection on every new order or bet (with the liability it adds; cancelling is never checked), and the
     *  settled markets' counted amounts (turnover tickets, VIP points, referral turnover): wallet/stakes.ts. */
    pipeline: StakePipeline,
    /** The platform's inbox messages (a resettlement tells each affected player), in the command's transaction. */
    inbox: SystemInbox,
    audit?: AuditService,
  ) {
    const balances = new TxBalances(wallet);
    const writer = { submit: <C extends MarketCommand>(cmd: C) => this.submit(cmd), delay: (ms: number) => this.delay(ms) };
    this.matchOdds = new MatchOdds(db, repo, wallet, pipeline, balances, writer);
    this.houseBets = new HouseBets(db, repo, pipeline, balances, writer);
    const settlement = new Settlement(repo, wallet, pipeline, inbox, this.matchOdds);
    const after = { changed: (c: MarketChange) => this.onChange(c), release: (marketId: bigint) => this.desk.release(String(marketId)) };
    this.commands = new CommandExecutor(db, uow, repo, this.matchOdds, this.houseBets, settlement, after, audit);
    this.executor = this.commands;
    this.reads = new PlayerReads(db, repo, wallet);
  }

  attach(desk: MarketDesk): void {
    this.desk = desk;
    desk.onLost = (id) => this.commands.drop(BigInt(id));
  }

  /**
   * A command on its market's writer. The answer is the work's value for the command's type, computed here or relayed
   * as JSON from the process that owns the market (the answers are plain JSON views, so the shape is the same): the one
   * place the desk's untyped answer is named.
   */
  private submit<C extends MarketCommand>(cmd: C): Promise<Answers[C['type']]> {
    return this.desk.submit(cmd) as Promise<Answers[C['type']]>;
  }

  /** The in-memory state of a market this process owns (benchmarks and tests read it). */
  stateOf(marketId: bigint): MarketState | undefined {
    return this.commands.stateOf(marketId);
  }

  // ================================================================ commands (player side)

  async placeOrder(playerId: bigint, currency: string, input: PlaceOrderInput): Promise<{ order: OrderView }> {
    return { order: await this.matchOdds.placeOrder(playerId, currency, input) };
  }

  async cancelOrder(playerId: bigint, orderIdRaw: string): Promise<{ order: OrderView }> {
    return { order: await this.matchOdds.cancelOrder(playerId, orderIdRaw) };
  }

  async placeBookmakerBet(playerId: bigint, currency: string, input: BookmakerBetInput) {
    return { bet: await this.houseBets.placeBookmakerBet(playerId, currency, input) };
  }

  async placeFancyBet(playerId: bigint, currency: string, input: FancyBetInput) {
    return { bet: await this.houseBets.placeFancyBet(playerId, currency, input) };
  }

  // ================================================================ commands (operator and feed)

  setStatus(marketId: bigint, status: 'open' | 'suspended', by?: Actor) {
    return this.submit({ type: 'status', marketId, status, staff: by });
  }
  /** The in-play turn: unmatched LAPSE orders are cancelled, the market is marked in play. */
  turnInPlay(marketId: bigint, by?: Actor) {
    return this.submit({ type: 'inplay', marketId, staff: by });
  }
  /** No more bets: unmatched orders lapse; the market waits for its result. */
  close(marketId: bigint, by?: Actor) {
    return this.submit({ type: 'close', marketId, staff: by });
  }
  /** `early`: settled before the event's start time on purpose, with the reason (kept in the command's audit entry). */
  settle(marketId: bigint, outcome: { winner?: bigint; result?: number }, by?: Actor, early?: { reason: string }) {
    return this.submit({ type: 'settle', marketId, winner: outcome.winner, result: outcome.result, early, staff: by });
  }
  /**
   * Corrects a settled market's result (Settlement.resettle). `from` is the result the operator saw: a market corrected
   * meanwhile by someone else is refused rather than corrected twice.
   */
  resettle(marketId: bigint, outcome: { winner?: bigint; result?: number }, from: { winner: bigint | null; result: number | null }, reason: string, by: Actor) {
    return this.submit({ type: 'resettle', marketId, winner: outcome.winner, result: outcome.result, from, reason, staff: by });
  }
  voidMarket(marketId: bigint, by?: Actor) {
    return this.submit({ type: 'void', marketId, staff: by });
  }
  /** Bookmaker prices and flags, Fancy lines and flags (the feed or the operator). */
  setPrices(
    marketId: bigint,
    p: { runners?: { selectionId: string; back?: number | null; lay?: number | null; suspended?: boolean }[]; fancy?: FancyLine; ballRunning?: boolean },
    by?: Actor,
  ) {
    const runners = p.runners?.map((r) => ({ ...r, selectionId: BigInt(r.selectionId) }));
    return this.submit({ type: 'prices', marketId, runners, fancy: p.fancy, ballRunning: p.ballRunning, staff: by });
  }
  setLimits(
    marketId: bigint,
    limits: { commissionBps?: number; minStake?: bigint; maxStake?: bigint; maxExposure?: bigint | null; betDelayMs?: number; liquidity?: boolean },
    by?: Actor,
  ) {
    return this.submit({ type: 'limits', marketId, ...limits, staff: by });
  }
  /** The market maker's quotes on a market: its open orders there are replaced by these, in one command. */
  requote(marketId: bigint, playerId: bigint, quotes: { runner: number; side: Side; price: number; size: bigint }[]) {
    return this.submit({ type: 'requote', marketId, playerId, quotes });
  }

  // ================================================================ checks and reads

  /** Each player's worst case against what the ledger holds in a market: the differences (CommandExecutor.verifyMarket). */
  verifyMarket(marketId: bigint) {
    return this.commands.verifyMarket(marketId);
  }

  /** The house's worst-case loss on a Bookmaker or Fancy market now (0 for Match Odds: players trade with players). */
  houseExposure(marketId: bigint): Promise<bigint> {
    return this.commands.houseExposure(marketId);
  }

  /** GET /api/exchange/markets/{id}/position: profit or loss per runner if it wins (matched bets), and the exposure. */
  position(playerId: bigint, marketIdRaw: string) {
    return this.reads.position(playerId, marketIdRaw);
  }

  orders(playerId: bigint, status: 'open' | 'settled', page: number, perPage: number) {
    return this.reads.orders(playerId, status, page, perPage);
  }

  /** Open bets on the exchange keep turnover tickets from the low-balance release (TurnoverService's probe). */
  hasOpenBets(tx: Tx, playerId: bigint): Promise<boolean> {
    return this.reads.hasOpenBets(tx, playerId);
  }

  /** The ledger and every open market agree: what each exposure account holds equals its positions. */
  exposureMismatches() {
    return this.reads.exposureMismatches();
  }
}
