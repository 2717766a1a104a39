import { MESSAGES, toWire } from '@khela/domain';
import type { Db } from '../db/database';
import type { Tx, UnitOfWork } from '../db/unit-of-work';
import { AppError } from '../shared/errors';
import type { AuditService } from '../staff/audit.service';
import { encodeCommand, type MarketCommand } from './commands';
import type { Executor, Outcome } from './desk';
import type { ExchangeRepository } from './exchange.repository';
import type { HouseBets } from './house-bets';
import { MarketState } from './market-state';
import { closedStatuses, type Changes, type MarketChange, type MarketRow, type Work } from './market-work';
import type { MatchOdds } from './match-odds';
import type { Settlement } from './settlement';

/**
 * The market's one writer (the desk's Executor): runs a market's commands in one database transaction with the market
 * row locked, against the market's in-memory state (kept per market this process owns, rebuilt from the database when
 * its version moved). Match Odds, house bets and settlement do each command's work; this holds the transaction, the
 * audit entry, the one ledger sync and version bump of a batch, and what follows the commit.
 */
export class CommandExecutor implements Executor {
  private readonly states = new Map<bigint, MarketState>();

  constructor(
    private readonly db: Db,
    private readonly uow: UnitOfWork,
    private readonly repo: ExchangeRepository,
    private readonly matchOdds: MatchOdds,
    private readonly houseBets: HouseBets,
    private readonly settlement: Settlement,
    private readonly after: { changed: (c: MarketChange) => void; release: (marketId: bigint) => Promise<void> },
    private readonly audit?: AuditService,
  ) {}

  /** The in-memory state of a market this process owns. */
  stateOf(marketId: bigint): MarketState | undefined {
    return this.states.get(marketId);
  }

  /** Forgets a market's state (its lease was lost: another process writes it now). */
  drop(marketId: bigint): void {
    this.states.delete(marketId);
  }

  /** Orders and cancels may share a transaction (group commit). */
  batchable(cmd: MarketCommand): boolean {
    return cmd.type === 'place' || cmd.type === 'cancel';
  }

  /**
   * Runs commands of one market here (the desk calls this on the market's owner), in order. Several orders and cancels
   * commit in one transaction; a refusal of one (funds, a suspended market) is its own answer, but anything unexpected
   * rolls the batch back and the commands run again one by one, each in its own transaction.
   */
  async run(cmds: MarketCommand[]): Promise<Outcome[]> {
    const marketId = cmds[0]!.marketId;
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
  private workOf(c: MarketCommand): Work<unknown> {
    switch (c.type) {
      case 'place':
        return (tx, row, state, ch) => this.matchOdds.place(tx, row, state, ch, c);
      case 'cancel':
        return (tx, row, state, ch) => this.matchOdds.cancel(tx, row, state, ch, c);
      case 'requote':
        return (tx, row, state, ch) => this.matchOdds.requote(tx, row, state, ch, c);
      case 'prices':
        return (tx, row, _state, ch) => this.matchOdds.prices(tx, row, ch, c);
      case 'bookmaker':
        return (tx, row, state, ch) => this.houseBets.bookmaker(tx, row, state, ch, c);
      case 'fancy':
        return (tx, row, state, ch) => this.houseBets.fancy(tx, row, state, ch, c);
      case 'settle':
        return (tx, row, state, ch) => this.settlement.settle(tx, row, state, ch, c);
      case 'resettle':
        return (tx, row, state, ch) => this.settlement.resettle(tx, row, state, ch, c);
      case 'void':
        return (tx, row, state, ch) => this.settlement.void(tx, row, state, ch, c);
      case 'status':
        return async (_tx, row, _state, ch) => {
          if (closedStatuses.has(row.status)) throw new AppError('market_unavailable', MESSAGES.exchangeMarketClosed);
          ch.bump = { status: c.status };
          return { status: c.status };
        };
      case 'inplay':
        return async (tx, row, state, ch) => {
          if (closedStatuses.has(row.status) || row.in_play) return { in_play: row.in_play };
          await this.matchOdds.endOrders(tx, state, ch, (o) => o.persistence === 'lapse', 'lapsed');
          ch.bump = { inPlay: true };
          // The event is in play when its Match Odds are (the lobby and the in-play list read the event).
          if (row.kind === 'match_odds') await this.repo.updateEvent(tx, row.market.event_id, { status: 'in_play' });
          return { in_play: true };
        };
      case 'close':
        return async (tx, row, state, ch) => {
          if (closedStatuses.has(row.status)) return { status: row.status };
          await this.matchOdds.endOrders(tx, state, ch, () => true, 'lapsed');
          ch.bump = { status: 'closed' };
          return { status: 'closed' };
        };
      case 'limits':
        return async (_tx, _row, _state, ch) => {
          ch.bump = { commissionBps: c.commissionBps, minStake: c.minStake, maxStake: c.maxStake, maxExposure: c.maxExposure, betDelayMs: c.betDelayMs, liquidity: c.liquidity };
          return {};
        };
    }
  }

  /**
   * Commands on one market in one transaction: the market row locked, the in-memory state checked against the row's
   * version (rebuilt when another writer moved it), each command's work with its exposures synchronised with the ledger
   * (and, for a staff member's command, its audit entry), the version bump once. Any failure drops the state (rebuilt
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
              // A staff member's command is audited in its own transaction, with the command as JSON.
              if ('staff' in cmd && cmd.staff && this.audit) {
                const { staff: _s, ...what } = encodeCommand(cmd);
                await this.audit.write(tx, cmd.staff, `exchange_market.${cmd.type}`, 'exchange_market', marketId, { status: locked.status, version: String(locked.version) }, what);
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
          await this.matchOdds.syncExposures(tx, market, state, { players, matched, bump, mutated: true, settled }, `v${locked.version}`);
          state.version = await this.repo.bumpMarket(tx, marketId, { ...bump, matched });
          const finished = bump.status === 'settled' || bump.status === 'voided';
          this.uow.afterCommit(
            tx,
            async () => {
              this.after.changed({ marketId, players: [...players] });
              // A settled or voided market has nothing more to write: its book and lease go.
              if (finished) {
                this.states.delete(marketId);
                await this.after.release(marketId);
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
        if (attempt < 3 && err instanceof Error && 'code' in err && err.code === '40P01') continue;
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
        if (m.kind === 'fancy') state.addFancy(b.player_id, { side: b.side === 'yes' ? 'yes' : 'no', line: b.line!, rate: b.price, stake: b.stake });
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
}
