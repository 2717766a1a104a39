import {
  MESSAGES,
  bookmakerBetRisk,
  bookmakerFill,
  commissionOn,
  exchangeMarketTurnover,
  fancyBetRisk,
  fancyExposure,
  fancyFill,
  fancyPnl,
  isOnLadder,
  oddsOf,
  toHundredths,
  toWire,
  tryParseMoney,
  winAmount,
  type Bet,
  type FancyBet,
} from '@khela/domain';
import type { Db } from '../db/database';
import type { ExchangeSport } from '../db/schema';
import type { Tx, UnitOfWork } from '../db/unit-of-work';
import { AppError } from '../shared/errors';
import type { Actor, AuditService } from '../staff/audit.service';
import { InsufficientFundsError, type TransferInput, type WalletService } from '../wallet/wallet.service';
import type { Executor, MarketCommand, MarketDesk, Outcome } from './desk';
import type { SystemInbox } from '../support/inbox.service';
import type { StakePipeline } from '../wallet/stakes';
import type { ExchangeRepository } from './exchange.repository';
import { MarketState, type OpenOrder } from './market-state';

/** House accounts of the exchange (per currency). */
export const HOUSE = {
  /** Player-to-player settlement passes through here; it nets to zero per settled market. */
  clearing: 'exchange-clearing',
  /** Commission on net winnings (Match Odds). */
  commission: 'exchange-commission',
  /** The house's side of Bookmaker and Fancy bets: its profit or loss. */
  book: 'exchange-book',
} as const;

export type Side = 'back' | 'lay';

/** A request's fields as the route's schema lets them through (types checked, presence checked here). */
export interface PlaceOrderInput {
  market_id?: unknown;
  selection_id?: unknown;
  side?: unknown;
  price?: unknown;
  size?: unknown;
  persistence?: unknown;
  request_id?: unknown;
}

export interface OrderView {
  id: string;
  market_id: string;
  selection_id: string;
  side: Side;
  price: number;
  size: string;
  status: 'executable' | 'execution_complete' | 'cancelled' | 'lapsed';
  size_matched: string;
  size_remaining: string;
  size_cancelled: string;
  avg_price_matched: number | null;
  persistence: 'lapse' | 'persist';
  request_id: string;
  outcome: 'won' | 'lost' | 'void' | null;
  profit_loss: string | null;
  created_at: string;
}

type OrderRow = NonNullable<Awaited<ReturnType<ExchangeRepository['order']>>>;
type LockedMarket = NonNullable<Awaited<ReturnType<ExchangeRepository['lockMarket']>>>;
type MarketRow = NonNullable<Awaited<ReturnType<ExchangeRepository['market']>>>;

export function orderView(o: OrderRow): OrderView {
  const remaining = o.size - o.size_matched - o.size_cancelled;
  // matched_value (hundredths × poisha) can pass 2^53: the average is divided in bigint, rounded half up.
  const avg = o.size_matched > 0n ? Number((BigInt(o.matched_value) * 2n + o.size_matched) / (2n * o.size_matched)) / 100 : null;
  return {
    id: String(o.id),
    market_id: String(o.market_id),
    selection_id: String(o.selection_id),
    side: o.side,
    price: oddsOf(o.price),
    size: toWire(o.size),
    status: o.status,
    size_matched: toWire(o.size_matched),
    size_remaining: toWire(o.status === 'executable' ? remaining : 0n),
    size_cancelled: toWire(o.size_cancelled),
    avg_price_matched: avg,
    persistence: o.persistence,
    request_id: o.request_id,
    outcome: o.outcome,
    profit_loss: o.profit_loss === null ? null : toWire(o.profit_loss),
    created_at: o.created_at.toISOString(),
  };
}

/** A money amount from the wire (decimal taka string or number) that must be positive. */
function readStake(raw: unknown, field: string): bigint {
  const v = tryParseMoney(raw as string | number);
  if (v === null || v <= 0n) throw AppError.validation({ [field]: [MESSAGES.valueInvalid] });
  return v;
}

function readId(raw: unknown, field: string): bigint {
  const s = String(raw ?? '');
  if (!/^[0-9]{1,18}$/.test(s)) throw AppError.validation({ [field]: [MESSAGES.valueInvalid] });
  return BigInt(s);
}

function readRequestId(raw: unknown): string {
  if (typeof raw !== 'string' || !/^[\w:.-]{1,64}$/.test(raw)) throw AppError.validation({ request_id: [MESSAGES.valueInvalid] });
  return raw;
}

const closedStatuses = new Set(['closed', 'settled', 'voided']);

function requireOpen(m: { status: string; ball_running?: boolean }, checkBall = false): void {
  if (closedStatuses.has(m.status)) throw new AppError('market_unavailable', MESSAGES.exchangeMarketClosed);
  if (m.status === 'suspended') throw new AppError('market_unavailable', MESSAGES.exchangeMarketSuspended);
  if (checkBall && m.ball_running) throw new AppError('market_unavailable', MESSAGES.exchangeBallRunning);
}

function stakeLimits(m: { min_stake: bigint; max_stake: bigint }, stake: bigint): void {
  const details = { min: toWire(m.min_stake), max: toWire(m.max_stake) };
  if (stake < m.min_stake) throw new AppError('validation_failed', MESSAGES.exchangeBelowMin, { size: [MESSAGES.exchangeBelowMin] }, undefined, details);
  if (stake > m.max_stake) throw new AppError('validation_failed', MESSAGES.exchangeAboveMax, { size: [MESSAGES.exchangeAboveMax] }, undefined, details);
}

export interface MarketChange {
  marketId: bigint;
  /** Players whose orders or position changed (their pages refresh). */
  players: bigint[];
}

/** What a settled market counted for one player (the exchange's settlement events). */
export interface SettledStake {
  playerId: bigint;
  /** The counted amount (not the matched volume). */
  stake: bigint;
  product: 'exchange' | 'bookmaker' | 'fancy';
  gameType: string;
  /** `xch:<market>:<player>`: once per market and player. */
  source: string;
}

/**
 * The exchange: Match Odds traded player to player through an in-memory book per market, and Bookmaker and Fancy
 * markets where the house is the other side. Every command on a market runs on the market's one writer (MarketDesk),
 * in one database transaction with the market row locked: the order, its fills, the exposures held in the ledger and
 * the market's new version commit together, or nothing does and the book is rebuilt from the database.
 */
export class ExchangeService {
  private readonly states = new Map<bigint, MarketState>();
  /** Balances read in a transaction (see balanceIn). */
  private readonly balances = new WeakMap<object, Map<bigint, bigint>>();
  private desk!: MarketDesk;
  /** Called after a command's commit with what changed (live pushes, caches). */
  onChange: (c: MarketChange) => void = () => undefined;
  /** Waits out a market's in-play bet delay before a bet goes to its writer (tests watch which delays are waited). */
  delay: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms));
  constructor(
    private readonly db: Db,
    private readonly uow: UnitOfWork,
    private readonly wallet: WalletService,
    private readonly repo: ExchangeRepository,
    /** Player protection on every new order or bet (with the liability it adds; cancelling is never checked), and the
     *  settled markets' counted amounts (turnover tickets, VIP points, referral turnover): wallet/stakes.ts. */
    private readonly pipeline: StakePipeline,
    /** The platform's inbox messages (a resettlement tells each affected player), in the command's transaction. */
    private readonly inbox: SystemInbox,
    private readonly audit?: AuditService,
  ) {}

  attach(desk: MarketDesk): void {
    this.desk = desk;
    desk.onLost = (id) => this.states.delete(BigInt(id));
  }

  /** The in-memory state of a market this process owns (benchmarks and tests read it). */
  stateOf(marketId: bigint): MarketState | undefined {
    return this.states.get(marketId);
  }

  // ================================================================ commands (player side)

  async placeOrder(playerId: bigint, currency: string, input: PlaceOrderInput): Promise<{ order: OrderView }> {
    const marketId = readId(input.market_id, 'market_id');
    const selectionId = readId(input.selection_id, 'selection_id');
    if (input.side !== 'back' && input.side !== 'lay') throw AppError.validation({ side: [MESSAGES.valueInvalid] });
    const price = typeof input.price === 'number' || typeof input.price === 'string' ? toHundredths(input.price) : null;
    if (price === null || !isOnLadder(price)) throw new AppError('validation_failed', MESSAGES.exchangeOffLadder, { price: [MESSAGES.exchangeOffLadder] });
    const size = readStake(input.size, 'size');
    const persistence = (input.persistence ?? 'lapse') as string;
    if (persistence !== 'lapse' && persistence !== 'persist') throw AppError.validation({ persistence: [MESSAGES.valueInvalid] });
    const requestId = readRequestId(input.request_id);

    const existing = await this.repo.orderByRequest(this.db, playerId, requestId);
    if (existing) return { order: orderView(existing) };
    const m = await this.repo.market(this.db, marketId);
    if (!m) throw AppError.notFound(MESSAGES.exchangeMarketNotFound);
    if (m.kind !== 'match_odds') throw AppError.badRequest(MESSAGES.exchangeWrongMarketKind);
    if (m.currency !== currency) throw AppError.badRequest(MESSAGES.exchangeWrongCurrency);
    requireOpen(m);
    stakeLimits(m, size);
    // In play, an order waits out the sport's bet delay before it reaches the book (and is refused if the market was
    // suspended meanwhile): nobody can bet on what they saw on television before the price moved.
    if (m.in_play && m.bet_delay_ms > 0) await this.delay(m.bet_delay_ms);
    const order = (await this.desk.submit({
      type: 'place',
      marketId: String(marketId),
      playerId: String(playerId),
      selectionId: String(selectionId),
      side: input.side,
      price,
      size: String(size),
      persistence,
      requestId,
    })) as OrderView;
    return { order };
  }

  async cancelOrder(playerId: bigint, orderIdRaw: string): Promise<{ order: OrderView }> {
    const orderId = readId(orderIdRaw, 'id');
    const o = await this.repo.order(this.db, orderId);
    if (!o) throw AppError.notFound(MESSAGES.exchangeOrderNotFound);
    if (o.player_id !== playerId) throw AppError.forbidden(MESSAGES.exchangeNotYourOrder);
    if (o.status !== 'executable') return { order: orderView(o) };
    const order = (await this.desk.submit({ type: 'cancel', marketId: String(o.market_id), orderId: String(orderId) })) as OrderView;
    return { order };
  }

  async placeBookmakerBet(
    playerId: bigint,
    currency: string,
    input: { market_id?: unknown; selection_id?: unknown; side?: unknown; price?: unknown; stake?: unknown; request_id?: unknown },
  ) {
    const marketId = readId(input.market_id, 'market_id');
    const selectionId = readId(input.selection_id, 'selection_id');
    if (input.side !== 'back' && input.side !== 'lay') throw AppError.validation({ side: [MESSAGES.valueInvalid] });
    const price = typeof input.price === 'number' || typeof input.price === 'string' ? toHundredths(input.price) : null;
    if (price === null || price < 101) throw AppError.validation({ price: [MESSAGES.valueInvalid] });
    const stake = readStake(input.stake, 'stake');
    const requestId = readRequestId(input.request_id);
    const existing = await this.repo.betByRequest(this.db, playerId, requestId);
    if (existing) return { bet: betView(existing) };
    const m = await this.preflight(marketId, 'bookmaker', currency, stake);
    // The house's own price: taken at once unless the operator gave the sport's Bookmaker and Fancy bets a delay
    // (`house_bet_delay_<sport>_ms`, 0 by default, copied to the market's bet_delay_ms); then at the price shown or
    // a better one (bookmakerFill).
    if (m.in_play && m.bet_delay_ms > 0) await this.delay(m.bet_delay_ms);
    const bet = await this.desk.submit({
      type: 'bookmaker',
      marketId: String(marketId),
      playerId: String(playerId),
      selectionId: String(selectionId),
      side: input.side,
      price,
      stake: String(stake),
      requestId,
    });
    return { bet };
  }

  async placeFancyBet(playerId: bigint, currency: string, input: { fancy_id?: unknown; side?: unknown; line?: unknown; rate?: unknown; stake?: unknown; request_id?: unknown }) {
    const marketId = readId(input.fancy_id, 'fancy_id');
    if (input.side !== 'yes' && input.side !== 'no') throw AppError.validation({ side: [MESSAGES.valueInvalid] });
    const line = Number(input.line);
    const rate = Number(input.rate);
    if (!Number.isInteger(line)) throw AppError.validation({ line: [MESSAGES.valueInvalid] });
    if (!Number.isInteger(rate) || rate < 1) throw AppError.validation({ rate: [MESSAGES.valueInvalid] });
    const stake = readStake(input.stake, 'stake');
    const requestId = readRequestId(input.request_id);
    const existing = await this.repo.betByRequest(this.db, playerId, requestId);
    if (existing) return { bet: betView(existing) };
    const m = await this.preflight(marketId, 'fancy', currency, stake);
    // As for Bookmaker bets: the house's in-play delay (0 by default), then the line and rate shown or better ones.
    if (m.in_play && m.bet_delay_ms > 0) await this.delay(m.bet_delay_ms);
    const bet = await this.desk.submit({
      type: 'fancy',
      marketId: String(marketId),
      playerId: String(playerId),
      side: input.side,
      line,
      rate,
      stake: String(stake),
      requestId,
    });
    return { bet };
  }

  private async preflight(marketId: bigint, kind: 'bookmaker' | 'fancy', currency: string, stake: bigint): Promise<MarketRow> {
    const m = await this.repo.market(this.db, marketId);
    if (!m) throw AppError.notFound(MESSAGES.exchangeMarketNotFound);
    if (m.kind !== kind) throw AppError.badRequest(MESSAGES.exchangeWrongMarketKind);
    if (m.currency !== currency) throw AppError.badRequest(MESSAGES.exchangeWrongCurrency);
    requireOpen(m, true);
    stakeLimits(m, stake);
    return m;
  }

  // ================================================================ commands (operator and feed)

  setStatus(marketId: bigint, status: 'open' | 'suspended', by?: Actor) {
    return this.desk.submit({ type: 'status', marketId: String(marketId), status, staff: staffOf(by) });
  }
  /** The in-play turn: unmatched LAPSE orders are cancelled, the market is marked in play. */
  turnInPlay(marketId: bigint, by?: Actor) {
    return this.desk.submit({ type: 'inplay', marketId: String(marketId), staff: staffOf(by) });
  }
  /** No more bets: unmatched orders lapse; the market waits for its result. */
  close(marketId: bigint, by?: Actor) {
    return this.desk.submit({ type: 'close', marketId: String(marketId), staff: staffOf(by) });
  }
  /** `early`: settled before the event's start time on purpose, with the reason (kept in the command's audit entry). */
  settle(marketId: bigint, outcome: { winner?: bigint; result?: number }, by?: Actor, early?: { reason: string }) {
    return this.desk.submit({
      type: 'settle',
      marketId: String(marketId),
      winner: outcome.winner === undefined ? undefined : String(outcome.winner),
      result: outcome.result,
      ...(early ? { early: true, reason: early.reason } : {}),
      staff: staffOf(by),
    });
  }
  /**
   * Corrects a settled market's result (see resettleCmd). `from` is the result the operator saw: a market corrected
   * meanwhile by someone else is refused rather than corrected twice.
   */
  resettle(
    marketId: bigint,
    outcome: { winner?: bigint; result?: number },
    from: { winner: bigint | null; result: number | null },
    reason: string,
    by: Actor,
  ) {
    return this.desk.submit({
      type: 'resettle',
      marketId: String(marketId),
      winner: outcome.winner === undefined ? undefined : String(outcome.winner),
      result: outcome.result,
      from: { winner: from.winner === null ? null : String(from.winner), result: from.result },
      reason,
      staff: staffOf(by),
    });
  }
  voidMarket(marketId: bigint, by?: Actor) {
    return this.desk.submit({ type: 'void', marketId: String(marketId), staff: staffOf(by) });
  }
  /** Bookmaker prices and flags, Fancy lines and flags (the feed or the operator). */
  setPrices(
    marketId: bigint,
    p: { runners?: { selectionId: string; back?: number | null; lay?: number | null; suspended?: boolean }[]; fancy?: { noLine: number; noRate: number; yesLine: number; yesRate: number }; ballRunning?: boolean },
    by?: Actor,
  ) {
    return this.desk.submit({ type: 'prices', marketId: String(marketId), ...p, staff: staffOf(by) });
  }
  setLimits(
    marketId: bigint,
    limits: { commissionBps?: number; minStake?: string; maxStake?: string; maxExposure?: string | null; betDelayMs?: number; liquidity?: boolean },
    by?: Actor,
  ) {
    return this.desk.submit({ type: 'limits', marketId: String(marketId), ...limits, staff: staffOf(by) });
  }
  /** The market maker's quotes on a market: its open orders there are replaced by these, in one command. */
  requote(marketId: bigint, playerId: bigint, quotes: { runner: number; side: Side; price: number; size: bigint }[]) {
    return this.desk.submit({
      type: 'requote',
      marketId: String(marketId),
      playerId: String(playerId),
      quotes: quotes.map((q) => ({ ...q, size: String(q.size) })),
    });
  }

  // ================================================================ the writer

  /** The desk's view of this service: orders and cancels may share a transaction (group commit). */
  readonly executor: Executor = {
    batchable: (cmd) => cmd.type === 'place' || cmd.type === 'cancel',
    run: (cmds) => this.runCommands(cmds),
  };

  /**
   * Runs commands of one market here (the desk calls this on the market's owner), in order. Several orders and cancels
   * commit in one transaction; a refusal of one (funds, a suspended market) is its own answer, but anything unexpected
   * rolls the batch back and the commands run again one by one, each in its own transaction.
   */
  private async runCommands(cmds: MarketCommand[]): Promise<Outcome[]> {
    const marketId = BigInt(cmds[0]!.marketId);
    const items = cmds.map((cmd) => ({ cmd, work: this.workOf(cmd) }));
    if (items.length > 1) {
      try {
        return await this.withMarket(marketId, items, true);
      } catch {
        // Fall through: each on its own.
      }
    }
    const out: Outcome[] = [];
    for (const item of items) {
      try {
        out.push((await this.withMarket(marketId, [item], false))[0]!);
      } catch (error) {
        out.push({ ok: false, error });
      }
    }
    return out;
  }

  /** What a command does inside its market's transaction. */
  private workOf(cmd: MarketCommand): Work<unknown> {
    // Typed once here so each case's work is checked against Work.
    const run = <T>(work: Work<T>) => work;
    const c = cmd as Record<string, unknown>;
    switch (cmd.type) {
      case 'place':
        return run((tx, row, state, ch) => this.placeCmd(tx, row, state, ch, c));
      case 'cancel':
        return run((tx, row, state, ch) => this.cancelCmd(tx, row, state, ch, BigInt(c.orderId as string)));
      case 'bookmaker':
        return run((tx, row, state, ch) => this.bookmakerCmd(tx, row, state, ch, c));
      case 'fancy':
        return run((tx, row, state, ch) => this.fancyCmd(tx, row, state, ch, c));
      case 'status':
        return run(async (tx, row, state, ch) => {
          if (closedStatuses.has(row.status)) throw new AppError('market_unavailable', MESSAGES.exchangeMarketClosed);
          ch.bump = { status: c.status as 'open' | 'suspended' };
          return { status: c.status };
        });
      case 'inplay':
        return run(async (tx, row, state, ch) => {
          if (closedStatuses.has(row.status) || row.in_play) return { in_play: row.in_play };
          await this.endOrders(tx, row, state, ch, (o) => o.persistence === 'lapse', 'lapsed');
          ch.bump = { inPlay: true };
          // The event is in play when its Match Odds are (the lobby and the in-play list read the event).
          if (row.kind === 'match_odds') await this.repo.updateEvent(tx, row.market.event_id, { status: 'in_play' });
          return { in_play: true };
        });
      case 'close':
        return run(async (tx, row, state, ch) => {
          if (closedStatuses.has(row.status)) return { status: row.status };
          await this.endOrders(tx, row, state, ch, () => true, 'lapsed');
          ch.bump = { status: 'closed' };
          return { status: 'closed' };
        });
      case 'settle':
        return run((tx, row, state, ch) =>
          this.settleCmd(tx, row, state, ch, c.winner === undefined ? undefined : BigInt(c.winner as string), c.result as number | undefined),
        );
      case 'resettle':
        return run((tx, row, state, ch) =>
          this.resettleCmd(tx, row, state, ch, {
            winner: c.winner === undefined ? undefined : BigInt(c.winner as string),
            result: c.result as number | undefined,
            from: c.from as { winner: string | null; result: number | null },
            reason: c.reason as string,
          }),
        );
      case 'void':
        return run((tx, row, state, ch) => this.voidCmd(tx, row, state, ch));
      case 'prices':
        return run((tx, row, state, ch) => this.pricesCmd(tx, row, ch, c));
      case 'limits':
        return run(async (_tx, _row, _state, ch) => {
          ch.bump = {
            commissionBps: c.commissionBps as number | undefined,
            minStake: c.minStake === undefined ? undefined : BigInt(c.minStake as string),
            maxStake: c.maxStake === undefined ? undefined : BigInt(c.maxStake as string),
            maxExposure: c.maxExposure === undefined ? undefined : c.maxExposure === null ? null : BigInt(c.maxExposure as string),
            betDelayMs: c.betDelayMs as number | undefined,
            liquidity: c.liquidity as boolean | undefined,
          };
          return {};
        });
      case 'requote':
        return run((tx, row, state, ch) => this.requoteCmd(tx, row, state, ch, c));
      default:
        throw AppError.badRequest();
    }
  }

  /**
   * Commands on one market in one transaction: the market row locked, the in-memory state checked against the row's
   * version (rebuilt when another writer moved it), each command's work with its exposures synchronised with the ledger
   * (and, for a staff member's command, its audit entry), the version bumped once. Any failure drops the state (rebuilt
   * from the database next time). In a batch, a refusal raised before a command changed anything answers that command
   * and the others go on.
   */
  private async withMarket(marketId: bigint, items: { cmd: MarketCommand; work: Work<unknown> }[], batch: boolean): Promise<Outcome[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.uow.run(async (tx) => {
          const locked = await this.repo.lockMarket(tx, marketId);
          if (!locked) throw AppError.notFound(MESSAGES.exchangeMarketNotFound);
          const market = (await this.repo.market(tx, marketId))!;
          let state = this.states.get(marketId);
          if (!state || state.version !== locked.version) {
            state = await this.load(tx, market, locked.version);
            this.states.set(marketId, state);
          }
          const outcomes: Outcome[] = [];
          const players = new Set<bigint>();
          let matched = 0n;
          let bump: Changes['bump'] = {};
          let settled = false;
          for (const { cmd, work } of items) {
            const ch: Changes = { players: new Set(), matched: 0n, bump: {}, mutated: false };
            try {
              const value = await work(tx, { ...locked, market }, state, ch);
              // A staff member's command is audited in its own transaction.
              const staff = cmd.staff as { staffId: string; ip?: string } | undefined;
              if (staff && this.audit) {
                const { staff: _s, ...what } = cmd;
                await this.audit.write(tx, { staffId: BigInt(staff.staffId), ip: staff.ip }, `exchange_market.${cmd.type}`, 'exchange_market', marketId, { status: locked.status, version: String(locked.version) }, what);
              }
              outcomes.push({ ok: true, value });
              for (const p of ch.players) players.add(p);
              matched += ch.matched;
              bump = { ...bump, ...ch.bump };
              settled ||= ch.settled === true;
            } catch (error) {
              if (batch && error instanceof AppError && !ch.mutated) {
                outcomes.push({ ok: false, error });
                continue;
              }
              throw error;
            }
          }
          // The ledger follows once for the whole batch: one net exposure move per player. Until then the database
          // balances are those the batch began with, so each order's funds check above was against the right amount.
          await this.syncExposures(tx, market, state, { players, matched, bump, mutated: true, settled }, `v${locked.version}`);
          state.version = await this.repo.bumpMarket(tx, marketId, { ...bump, matched });
          const finished = bump.status === 'settled' || bump.status === 'voided';
          this.uow.afterCommit(
            tx,
            async () => {
              this.onChange({ marketId, players: [...players] });
              // A settled or voided market has nothing more to write: its book and lease go.
              if (finished) {
                this.states.delete(marketId);
                await this.desk.release(String(marketId));
              }
            },
            `xch:${marketId}`,
          );
          return outcomes;
        });
      } catch (err) {
        this.states.delete(marketId);
        // Two commands on different markets that share players can still deadlock on their wallets in PostgreSQL's
        // view (e.g. a settlement against an order); the loser is simply run again.
        if (attempt < 3 && (err as { code?: string }).code === '40P01') continue;
        throw err;
      }
    }
  }

  /** Builds a market's state from the database (the book in time order, positions from the fills and bets). */
  private async load(tx: Tx, m: MarketRow, version: bigint): Promise<MarketState> {
    const runners = m.kind === 'fancy' ? [] : await this.repo.runners(tx, m.id);
    const state = new MarketState(m.kind, runners.map((r) => r.selection_id), version);
    if (m.kind === 'match_odds') {
      for (const f of await this.repo.fills(tx, m.id)) state.addMatched(state.runnerOf(f.selection_id), f.price, f.size, f.back_player, f.lay_player);
      for (const o of await this.repo.openOrders(tx, m.id)) {
        state.restore({
          id: o.id,
          player: o.player_id,
          runner: state.runnerOf(o.selection_id),
          side: o.side,
          price: o.price,
          remaining: o.size - o.size_matched - o.size_cancelled,
          persistence: o.persistence,
        });
      }
    } else if (!closedStatuses.has(m.status) || m.status === 'closed') {
      for (const b of await this.repo.openBets(tx, m.id)) {
        if (m.kind === 'fancy') state.addFancy(b.player_id, { side: b.side as 'yes' | 'no', line: b.line!, rate: b.price, stake: b.stake });
        else state.addMatched(state.runnerOf(b.selection_id!), b.price, b.stake, b.side === 'back' ? b.player_id : null, b.side === 'lay' ? b.player_id : null);
      }
    }
    for (const p of await this.repo.positions(tx, m.id)) state.player(p.player_id).held = p.exposure;
    return state;
  }

  /**
   * Rebuilds a market's state from the database and compares each player's worst case with what the ledger holds:
   * the list of differences (empty when the book and the money agree). Tests and the console call it.
   */
  async verifyMarket(marketId: bigint): Promise<{ player_id: string; held: string; computed: string }[]> {
    const m = await this.repo.market(this.db, marketId);
    if (!m) throw AppError.notFound(MESSAGES.exchangeMarketNotFound);
    const state = await this.load(this.db, m, m.version);
    const out: { player_id: string; held: string; computed: string }[] = [];
    if (m.status === 'settled' || m.status === 'voided') return out;
    for (const id of state.playerIds()) {
      const p = state.player(id);
      const computed = state.exposure(id);
      if (computed !== p.held) out.push({ player_id: String(id), held: toWire(p.held), computed: toWire(computed) });
    }
    return out;
  }

  /** The house's worst-case loss on a Bookmaker or Fancy market now (0 for Match Odds: players trade with players). */
  async houseExposure(marketId: bigint): Promise<bigint> {
    const m = await this.repo.market(this.db, marketId);
    if (!m || m.kind === 'match_odds') return 0n;
    return (await this.load(this.db, m, m.version)).houseExposure();
  }

  /** Moves each touched player's exposure in the ledger to their worst case now (main wallet <-> exposure account). */
  private async syncExposures(tx: Tx, m: MarketRow, state: MarketState, ch: Changes, key: string): Promise<void> {
    const rows: { playerId: bigint; currency: string; exposure: bigint }[] = [];
    const moves: TransferInput[] = [];
    for (const id of ch.players) {
      const p = state.player(id);
      const now = ch.settled ? 0n : state.exposure(id);
      if (now === p.held) continue;
      if (!ch.settled) {
        const delta = now - p.held;
        const main = { player: id, currency: m.currency };
        const hold = { exposure: id, currency: m.currency };
        moves.push({
          from: delta > 0n ? main : hold,
          to: delta > 0n ? hold : main,
          amount: delta > 0n ? delta : -delta,
          reason: 'exchange.exposure',
          reference: `market:${m.id}`,
          idempotencyKey: `xch:m${m.id}:${key}:p${id}`,
        });
      }
      p.held = now;
      rows.push({ playerId: id, currency: m.currency, exposure: now });
    }
    // One set of statements for every player of the batch; the accounts are locked in id order inside it.
    await this.wallet.transferMany(tx, moves);
    await this.repo.setExposures(tx, m.id, rows);
  }


  private async placeCmd(tx: Tx, row: LockedMarket & { market: MarketRow }, state: MarketState, ch: Changes, c: Record<string, unknown>): Promise<OrderView> {
    const playerId = BigInt(c.playerId as string);
    const requestId = c.requestId as string;
    const existing = await this.repo.orderByRequest(tx, playerId, requestId);
    if (existing) return orderView(existing);
    requireOpen(row);
    const runner = state.runnerOf(BigInt(c.selectionId as string));
    if (runner < 0) throw AppError.validation({ selection_id: [MESSAGES.exchangeUnknownSelection] }, MESSAGES.exchangeUnknownSelection);
    const added = state.exposureWith(playerId, { runner, side: c.side as Side, price: c.price as number, size: BigInt(c.size as string) }) - state.player(playerId).held;
    await this.pipeline.guard(tx, { playerId, amount: added > 0n ? added : 0n, product: 'exchange', reference: `xch:${row.market.id}` });
    const order = await this.placeOne(tx, row.market, state, ch, {
      playerId,
      runner,
      side: c.side as Side,
      price: c.price as number,
      size: BigInt(c.size as string),
      persistence: c.persistence as 'lapse' | 'persist',
      requestId,
    });
    return orderView((await this.repo.order(tx, order))!);
  }

  /** Checks the funds, records the order, matches it, records the fills. Returns the order id. */
  private async placeOne(
    tx: Tx,
    m: MarketRow,
    state: MarketState,
    ch: Changes,
    o: { playerId: bigint; runner: number; side: Side; price: number; size: bigint; persistence: 'lapse' | 'persist'; requestId: string },
  ): Promise<bigint> {
    // The worst case with the whole order unmatched bounds the worst case after matching (a fill only ever replaces
    // an unmatched loss by the same matched loss and a gain), so checking it first means the ledger move cannot fail.
    const bound = state.exposureWith(o.playerId, { runner: o.runner, side: o.side, price: o.price, size: o.size });
    const need = bound - state.player(o.playerId).held;
    if (need > 0n) {
      const balance = await this.balanceIn(tx, o.playerId, m.currency);
      if (balance < need) throw new InsufficientFundsError(balance);
    }
    ch.mutated = true;
    const ins = await this.repo.insertOrder(tx, {
      marketId: m.id,
      selectionId: state.selections[o.runner]!,
      playerId: o.playerId,
      side: o.side,
      price: o.price,
      size: o.size,
      persistence: o.persistence,
      requestId: o.requestId,
    });
    if (!ins) return (await this.repo.orderByRequest(tx, o.playerId, o.requestId))!.id;
    const { fills, remaining } = state.place({ id: ins.id, player: o.playerId, runner: o.runner, side: o.side, price: o.price, remaining: o.size, persistence: o.persistence });
    ch.players.add(o.playerId);
    if (fills.length > 0) {
      const selectionId = state.selections[o.runner]!;
      const updates: { id: bigint; matched: bigint; value: bigint; complete: boolean }[] = [];
      let matched = 0n;
      let value = 0n;
      for (const f of fills) {
        ch.players.add(f.maker.player);
        updates.push({ id: f.maker.id, matched: f.size, value: f.size * BigInt(f.price), complete: f.makerRemaining === 0n });
        matched += f.size;
        value += f.size * BigInt(f.price);
      }
      updates.push({ id: ins.id, matched, value, complete: remaining === 0n });
      await this.repo.insertFills(
        tx,
        fills.map((f) => ({
          marketId: m.id,
          selectionId,
          price: f.price,
          size: f.size,
          backOrderId: o.side === 'back' ? ins.id : f.maker.id,
          layOrderId: o.side === 'lay' ? ins.id : f.maker.id,
        })),
      );
      await this.repo.applyOrderFills(tx, updates);
      ch.matched += matched;
    }
    return ins.id;
  }

  private async cancelCmd(tx: Tx, row: LockedMarket & { market: MarketRow }, state: MarketState, ch: Changes, orderId: bigint): Promise<OrderView> {
    ch.mutated = true;
    const removed = state.cancel(orderId);
    const o = (await this.repo.order(tx, orderId))!;
    if (removed > 0n) {
      await this.repo.closeOrders(tx, [{ id: orderId, amount: removed }], 'cancelled');
      ch.players.add(o.player_id);
    }
    return orderView((await this.repo.order(tx, orderId))!);
  }

  /** Ends the unmatched part of every resting order that `which` selects (the in-play turn, closing, settling). */
  private async endOrders(tx: Tx, _row: unknown, state: MarketState, ch: Changes, which: (o: OpenOrder) => boolean, status: 'cancelled' | 'lapsed') {
    const ended: { id: bigint; amount: bigint }[] = [];
    for (const o of [...state.orders.values()]) {
      if (!which(o)) continue;
      ended.push({ id: o.id, amount: state.cancel(o.id) });
      ch.players.add(o.player);
    }
    await this.repo.closeOrders(tx, ended, status);
  }

  private async bookmakerCmd(tx: Tx, row: LockedMarket & { market: MarketRow }, state: MarketState, ch: Changes, c: Record<string, unknown>) {
    const playerId = BigInt(c.playerId as string);
    const requestId = c.requestId as string;
    const existing = await this.repo.betByRequest(tx, playerId, requestId);
    if (existing) return betView(existing);
    requireOpen(row, true);
    const runners = await this.repo.runners(tx, row.id);
    const selectionId = BigInt(c.selectionId as string);
    const r = runners.find((x) => x.selection_id === selectionId);
    if (!r) throw AppError.validation({ selection_id: [MESSAGES.exchangeUnknownSelection] }, MESSAGES.exchangeUnknownSelection);
    const side = c.side as Side;
    const current = side === 'back' ? r.back_price : r.lay_price;
    if (r.suspended || current === null) throw new AppError('market_unavailable', MESSAGES.exchangeMarketSuspended);
    // Taken at the price asked or a better one for the player, at the price shown now (the bet's price is the matched one).
    const fill = bookmakerFill(side, c.price as number, current);
    if (!fill.ok) throw new AppError('price_changed', MESSAGES.exchangePriceChanged, undefined, undefined, { price: oddsOf(current) });
    const shown = fill.matched;
    const stake = BigInt(c.stake as string);
    stakeLimits(row.market, stake);
    const runner = state.runnerOf(selectionId);
    const bet: Bet = { runner, side, price: shown, size: stake };
    if (state.houseExposure({ bet }) > (row.market.max_exposure ?? 0n)) throw new AppError('limit_reached', MESSAGES.exchangeLimitReached);
    const need = state.exposureIfMatched(playerId, bet) - state.player(playerId).held;
    await this.pipeline.guard(tx, { playerId, amount: need > 0n ? need : 0n, product: row.market.kind === 'fancy' ? 'fancy' : 'bookmaker', reference: `xch:${row.market.id}` });
    await this.requireFunds(tx, playerId, row.market.currency, need);
    const ins = await this.repo.insertBet(tx, { marketId: row.id, playerId, selectionId, side, price: shown, line: null, stake, requestId });
    if (!ins) return betView((await this.repo.betByRequest(tx, playerId, requestId))!);
    state.addMatched(runner, shown, stake, side === 'back' ? playerId : null, side === 'lay' ? playerId : null);
    ch.players.add(playerId);
    ch.matched += stake;
    return betView(ins);
  }

  private async fancyCmd(tx: Tx, row: LockedMarket & { market: MarketRow }, state: MarketState, ch: Changes, c: Record<string, unknown>) {
    const playerId = BigInt(c.playerId as string);
    const requestId = c.requestId as string;
    const existing = await this.repo.betByRequest(tx, playerId, requestId);
    if (existing) return betView(existing);
    requireOpen(row, true);
    const m = row.market;
    const side = c.side as 'yes' | 'no';
    const quote = side === 'yes' ? { line: m.yes_line!, rate: m.yes_rate! } : { line: m.no_line!, rate: m.no_rate! };
    // Taken at the line and rate asked or better ones for the player, at the quote shown now (stored on the bet).
    const fill = fancyFill(side, { line: c.line as number, rate: c.rate as number }, quote);
    if (!fill.ok) throw new AppError('price_changed', MESSAGES.exchangePriceChanged, undefined, undefined, quote);
    const { line, rate } = fill.matched;
    const stake = BigInt(c.stake as string);
    stakeLimits(m, stake);
    const bet: FancyBet = { side, line, rate, stake };
    if (state.houseExposure({ fancy: bet }) > (m.max_exposure ?? 0n)) throw new AppError('limit_reached', MESSAGES.exchangeLimitReached);
    const need = fancyExposure([...state.fancyOf(playerId), bet]) - state.player(playerId).held;
    await this.pipeline.guard(tx, { playerId, amount: need > 0n ? need : 0n, product: row.market.kind === 'fancy' ? 'fancy' : 'bookmaker', reference: `xch:${row.market.id}` });
    await this.requireFunds(tx, playerId, m.currency, need);
    const ins = await this.repo.insertBet(tx, { marketId: row.id, playerId, selectionId: null, side, price: rate, line, stake, requestId });
    if (!ins) return betView((await this.repo.betByRequest(tx, playerId, requestId))!);
    state.addFancy(playerId, bet);
    ch.players.add(playerId);
    ch.matched += stake;
    return betView(ins);
  }

  private async requireFunds(tx: Tx, playerId: bigint, currency: string, need: bigint): Promise<void> {
    if (need <= 0n) return;
    const balance = await this.balanceIn(tx, playerId, currency);
    if (balance < need) throw new InsufficientFundsError(balance);
  }

  /**
   * A player's main balance as this transaction began moving exposures: read once per transaction (the exposure moves
   * of a batch happen together at its end, so it stays right for every command in it).
   */
  private async balanceIn(tx: Tx, playerId: bigint, currency: string): Promise<bigint> {
    let seen = this.balances.get(tx);
    if (!seen) this.balances.set(tx, (seen = new Map()));
    let b = seen.get(playerId);
    if (b === undefined) seen.set(playerId, (b = await this.wallet.balanceOf(playerId, currency, tx)));
    return b;
  }

  private async pricesCmd(tx: Tx, row: LockedMarket & { market: MarketRow }, ch: Changes, c: Record<string, unknown>) {
    if (closedStatuses.has(row.status)) throw new AppError('market_unavailable', MESSAGES.exchangeMarketClosed);
    const runners = c.runners as { selectionId: string; back?: number | null; lay?: number | null; suspended?: boolean }[] | undefined;
    if (runners) {
      const own = new Set((await this.repo.runners(tx, row.id)).map((r) => String(r.selection_id)));
      for (const r of runners) {
        if (!own.has(r.selectionId)) throw AppError.validation({ selection_id: [MESSAGES.exchangeUnknownSelection] }, MESSAGES.exchangeUnknownSelection);
        await this.repo.setRunnerPrices(tx, BigInt(r.selectionId), { backPrice: r.back, layPrice: r.lay, suspended: r.suspended });
      }
    }
    ch.bump = {
      fancy: c.fancy as { noLine: number; noRate: number; yesLine: number; yesRate: number } | undefined,
      ballRunning: c.ballRunning as boolean | undefined,
    };
    return {};
  }

  private async requoteCmd(tx: Tx, row: LockedMarket & { market: MarketRow }, state: MarketState, ch: Changes, c: Record<string, unknown>) {
    const playerId = BigInt(c.playerId as string);
    await this.endOrders(tx, row, state, ch, (o) => o.player === playerId, 'cancelled');
    if (row.status !== 'open') return { placed: 0 };
    let placed = 0;
    const quotes = c.quotes as { runner: number; side: Side; price: number; size: string }[];
    for (const [i, q] of quotes.entries()) {
      const size = BigInt(q.size);
      const bound = state.exposureWith(playerId, { runner: q.runner, side: q.side, price: q.price, size });
      // The maker quotes what its balance covers; the rest of the ladder simply stays empty.
      if (bound - state.player(playerId).held > (await this.wallet.balanceOf(playerId, row.market.currency, tx))) continue;
      this.balances.delete(tx);
      await this.placeOne(tx, row.market, state, ch, {
        playerId,
        runner: q.runner,
        side: q.side,
        price: q.price,
        size,
        persistence: 'persist',
        requestId: `mm:${row.id}:${row.version}:${i}`,
      });
      // Each quote's exposure is held before the next is checked against the balance.
      await this.syncExposures(tx, row.market, state, ch, `v${row.version}q${i}`);
      placed++;
    }
    return { placed };
  }

  private async settleCmd(tx: Tx, row: LockedMarket & { market: MarketRow }, state: MarketState, ch: Changes, winner: bigint | undefined, result: number | undefined) {
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
    if (m.kind === 'match_odds') await this.endOrders(tx, row, state, ch, () => true, 'lapsed');
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
      const fills = await this.repo.fills(tx, m.id);
      const per = new Map<bigint, bigint>();
      for (const f of fills) {
        const win = winAmount(f.price, f.size);
        const backWins = state.runnerOf(f.selection_id) === winnerRunner;
        per.set(f.back_order_id, (per.get(f.back_order_id) ?? 0n) + (backWins ? win : -f.size));
        per.set(f.lay_order_id, (per.get(f.lay_order_id) ?? 0n) + (backWins ? -win : f.size));
      }
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
      const bets = await this.repo.openBets(tx, m.id);
      await this.repo.settleBets(
        tx,
        bets.map((b) => {
          let pnl: bigint;
          if (m.kind === 'fancy') pnl = fancyPnl({ side: b.side as 'yes' | 'no', line: b.line!, rate: b.price, stake: b.stake }, result!);
          else {
            const wins = state.runnerOf(b.selection_id!) === winnerRunner;
            const win = winAmount(b.price, b.stake);
            pnl = b.side === 'back' ? (wins ? win : -b.stake) : wins ? -win : b.stake;
          }
          return { id: b.id, status: pnl >= 0n ? 'won' : 'lost', pnl };
        }),
      );
      // Each bet counts its risk: a back its stake, a lay its liability; Fancy YES its stake, NO its stake at the rate.
      await this.stakesSettled(
        tx,
        m.id,
        m.kind === 'fancy' ? 'fancy' : 'bookmaker',
        bets.map((b) => ({
          playerId: b.player_id,
          stake:
            m.kind === 'fancy'
              ? fancyBetRisk({ side: b.side as 'yes' | 'no', rate: b.price, stake: b.stake })
              : bookmakerBetRisk({ side: b.side as 'back' | 'lay', price: b.price, size: b.stake }),
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
  private async resettleCmd(
    tx: Tx,
    row: LockedMarket & { market: MarketRow },
    state: MarketState,
    ch: Changes,
    c: { winner: bigint | undefined; result: number | undefined; from: { winner: string | null; result: number | null }; reason: string },
  ) {
    const m = row.market;
    if (row.status !== 'settled') throw AppError.conflict(MESSAGES.exchangeResettleNotSettled);
    const fancy = m.kind === 'fancy';
    if (fancy ? c.from.result !== m.result : c.from.winner !== (m.winner_selection_id === null ? null : String(m.winner_selection_id))) {
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
      const per = new Map<bigint, bigint>();
      for (const f of await this.repo.fills(tx, m.id)) {
        const win = winAmount(f.price, f.size);
        const backWins = state.runnerOf(f.selection_id) === winnerRunner;
        per.set(f.back_order_id, (per.get(f.back_order_id) ?? 0n) + (backWins ? win : -f.size));
        per.set(f.lay_order_id, (per.get(f.lay_order_id) ?? 0n) + (backWins ? -win : f.size));
      }
      orderRows = (await this.repo.settledOrders(tx, m.id)).map((o) => {
        const v = per.get(o.id) ?? 0n;
        if (o.size_matched > 0n) add(o.player_id, v);
        return { id: o.id, outcome: o.size_matched === 0n ? 'void' : v >= 0n ? 'won' : 'lost', pnl: v };
      });
    } else {
      betRows = (await this.repo.settledBets(tx, m.id)).map((b) => {
        let v: bigint;
        if (fancy) v = fancyPnl({ side: b.side as 'yes' | 'no', line: b.line!, rate: b.price, stake: b.stake }, c.result!);
        else {
          const wins = state.runnerOf(b.selection_id!) === winnerRunner;
          const win = winAmount(b.price, b.stake);
          v = b.side === 'back' ? (wins ? win : -b.stake) : wins ? -win : b.stake;
        }
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

  private async voidCmd(tx: Tx, row: LockedMarket & { market: MarketRow }, state: MarketState, ch: Changes) {
    if (row.status === 'voided') return { status: 'voided' };
    if (row.status === 'settled') throw AppError.conflict(MESSAGES.exchangeAlreadySettled);
    const m = row.market;
    if (m.kind === 'match_odds') await this.endOrders(tx, row, state, ch, () => true, 'cancelled');
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

  // ================================================================ reads

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

  /** The ledger and every open market agree: what each exposure account holds equals its positions. */
  exposureMismatches() {
    return this.repo.exposureMismatches(this.db);
  }
}

const staffOf = (by?: Actor) => (by ? { staffId: String(by.staffId), ip: by.ip } : undefined);

type Work<T> = (tx: Tx, row: LockedMarket & { market: MarketRow }, state: MarketState, ch: Changes) => Promise<T>;

interface Changes {
  players: Set<bigint>;
  matched: bigint;
  bump: Parameters<ExchangeRepository['bumpMarket']>[2];
  /** The command has written or changed the book: a refusal now must roll its batch back. */
  mutated: boolean;
  /** Settled or voided: every position goes to zero without ledger moves of its own (the command moved the money). */
  settled?: boolean;
}

export function betView(b: {
  id: bigint;
  market_id: bigint;
  selection_id: bigint | null;
  side: string;
  price: number;
  line: number | null;
  stake: bigint;
  status: string;
  profit_loss: bigint | null;
  request_id: string;
  created_at: Date;
}) {
  const fancy = b.line !== null;
  return {
    id: String(b.id),
    market_id: String(b.market_id),
    selection_id: b.selection_id === null ? null : String(b.selection_id),
    side: b.side,
    price: fancy ? null : oddsOf(b.price),
    line: b.line,
    rate: fancy ? b.price : null,
    stake: toWire(b.stake),
    status: b.status,
    profit_loss: b.profit_loss === null ? null : toWire(b.profit_loss),
    request_id: b.request_id,
    created_at: b.created_at.toISOString(),
  };
}

export type { ExchangeSport };
