import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  GAME_MESSAGES,
  LIVE_MESSAGES,
  LIVE_PAUSE_MS,
  OWN_PLATFORM,
  crashChain,
  liveDealMs,
  livePayout,
  liveRules,
  liveSeeds,
  liveWorstCase,
  sha256Hex,
  toWire,
  type LiveBetReply,
  type LiveDeal,
  type LiveGame,
  type LiveMyBets,
  type LiveRoundView,
  type LiveTableState,
  type LiveTableView,
  type LiveTablesReply,
  type LiveVerifyInfo,
  type Poisha,
} from '@khela/domain';
import type { Db } from '../db/database';
import type { Tx } from '../db/unit-of-work';
import type { Bus } from '../realtime/bus';
import { AppError } from '../shared/errors';
import { readAmount, readRequestId } from '../shared/read';
import { partyOfSession, type GameWalletService } from './game-wallet.service';
import { GamesRepository } from './games.repository';
import type { GameSession } from './launch.service';
import { LiveRepository } from './live.repository';
import { ROUND_REQUEST_ID } from './originals.service';

export interface LiveOptions {
  /** This process's name in the leader lease. */
  holder: string;
  tickMs: number;
  pauseMs: number;
  chainLength: number;
}
export const DEFAULT_LIVE_OPTIONS: Omit<LiveOptions, 'holder'> = { tickMs: 250, pauseMs: LIVE_PAUSE_MS, chainLength: 10_000 };

type TableRow = NonNullable<Awaited<ReturnType<LiveRepository['table']>>>;
type RoundRow = NonNullable<Awaited<ReturnType<LiveRepository['roundById']>>>;

const LEASE_MS = 5_000;
/** A round under way whose window closed this long ago had nobody to run it: the sweeper voids it (stakes back). */
export const LIVE_STALE_MS = 5 * 60_000;
const HISTORY = 60;

const ID = /^\d{1,18}$/;
function readTableId(raw: unknown): bigint {
  if ((typeof raw !== 'string' && typeof raw !== 'number') || !ID.test(String(raw))) throw AppError.badRequest(LIVE_MESSAGES.tableNotFound);
  return BigInt(raw);
}

function stakesOf(rows: { spot: string; stake: bigint }[]): Record<string, bigint> {
  const out: Record<string, bigint> = {};
  for (const r of rows) out[r.spot] = (out[r.spot] ?? 0n) + r.stake;
  return out;
}
function wireSpots(s: Record<string, bigint>): Record<string, string> {
  return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, toWire(v)]));
}

/**
 * Live tables (issue 34): shared rounds for everyone at a table, on a fixed rhythm. One process leads every table
 * (a lease row; another takes over when it lapses) and moves each round along: betting window → the deal (computed
 * from the round's seed when betting closes, the database's clock deciding) → settlement of every bet of the round
 * in one transaction → a pause → the next round. Bets are taken by any process under the round's row lock, so the
 * close of betting, the per-spot limits and the house cap see every bet. Each table plays its own SHA-256 hash chain:
 * a round's seed is shown by its hash while betting and revealed when the round ends.
 */
export class LiveTablesService {
  private timer: NodeJS.Timeout | null = null;
  private leading = false;
  private busy = false;
  private chains = new Map<bigint, { id: bigint; hashes: string[] }>();
  private publishTimers = new Map<bigint, NodeJS.Timeout>();

  get leads(): boolean {
    return this.leading;
  }

  constructor(
    private readonly db: Db,
    private readonly gameWallet: GameWalletService,
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
    private readonly opts: LiveOptions,
    private readonly repo: LiveRepository = new LiveRepository(),
    private readonly games: GamesRepository = new GamesRepository(),
  ) {}

  // ---------------------------------------------------------------- the leader's loop
  start(): void {
    this.timer ??= setInterval(() => void this.step(), this.opts.tickMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const t of this.publishTimers.values()) clearTimeout(t);
    this.publishTimers.clear();
    while (this.busy) await new Promise((r) => setTimeout(r, 10));
    if (this.leading) await this.repo.release(this.db, this.opts.holder).catch(() => undefined);
    this.leading = false;
  }

  /** One tick: keep the lease, then move every table's round along. Never throws (logged). */
  async step(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      // The lease each step (one statement): a process whose lease lapsed (paused, cut off) stops at once, never
      // acting beside the one that took over. The database's conditions keep each step once all the same.
      this.leading = await this.repo.lease(this.db, this.opts.holder, LEASE_MS);
      if (!this.leading) return;
      const tables = await this.repo.activeTables(this.db);
      const dbNow = tables.length ? (await this.repo.dbNow(this.db)).getTime() : 0;
      for (const table of tables) {
        try {
          await this.advance(table, dbNow);
        } catch (err) {
          this.log.error({ err, table: String(table.id) }, 'live table step failed');
        }
      }
    } catch (err) {
      this.log.error({ err }, 'live tables step failed');
    } finally {
      this.busy = false;
    }
  }

  /** Moves one table's round along by the database's clock (tests call it through `step`). */
  private async advance(table: TableRow, dbNow: number): Promise<void> {
    const live = await this.repo.liveRound(this.db, table.id);
    if (!live) {
      if (table.status !== 'open' || !liveRules(table.game_code)) return;
      const last = await this.repo.lastRound(this.db, table.id);
      if (last?.settled_at && dbNow - last.settled_at.getTime() < this.opts.pauseMs) return;
      await this.newRound(table, dbNow);
      return;
    }
    if (live.phase === 'betting') {
      if (dbNow < live.betting_ends_at.getTime()) return;
      const rules = liveRules(table.game_code);
      if (!rules) return this.voidRound(live.id, 'game withdrawn');
      const dealt = await this.repo.startDeal(this.db, live.id, rules.deal(liveSeeds(live.seed)));
      if (dealt) await this.publish(table.id);
      return;
    }
    const deal = live.deal as LiveDeal;
    if (dbNow - live.dealt_at!.getTime() < liveDealMs(deal.steps.length, table.step_ms)) return;
    await this.settle(live.id);
    await this.publish(table.id);
  }

  private async newRound(table: TableRow, dbNow: number): Promise<void> {
    const chain = await this.ensureChain(table.id);
    const created = await this.db.transaction().execute(async (tx) => {
      const index = await this.repo.takeIndex(tx, chain.id);
      if (index === null) {
        await this.repo.retireChain(tx, chain.id);
        return null;
      }
      const seed = chain.hashes[index]!;
      return this.repo.insertRound(tx, { tableId: table.id, chainId: chain.id, index, seed, seedHash: sha256Hex(seed), bettingEndsAt: new Date(dbNow + table.betting_ms) });
    });
    if (!created) {
      this.chains.delete(table.id);
      return;
    }
    await this.publish(table.id);
  }

  /** The table's active chain (made on first use: a secret terminal seed and the anchor published with it). */
  private async ensureChain(tableId: bigint): Promise<{ id: bigint; hashes: string[] }> {
    let row = await this.repo.activeChain(this.db, tableId);
    if (!row) {
      const terminalSeed = randomBytes(32).toString('hex');
      const hashes = crashChain(terminalSeed, this.opts.chainLength);
      await this.repo.insertChain(this.db, { tableId, terminalSeed, length: this.opts.chainLength, anchor: sha256Hex(hashes[0]!) });
      row = (await this.repo.activeChain(this.db, tableId))!;
    }
    const cached = this.chains.get(tableId);
    if (cached?.id === row.id) return cached;
    const chain = { id: row.id, hashes: crashChain(row.terminal_seed, row.length) };
    this.chains.set(tableId, chain);
    return chain;
  }

  /**
   * Pays every bet of a dealt round in one transaction, in a batch (GameWalletService.finishRounds): each player's
   * stakes per spot times the deal's returns, rounded down to the poisha per spot; the round then settles, once (a
   * second settlement, or one racing it after a takeover, finds no open bet and the round no longer dealing).
   * Bets come no more once the round is dealing, so the round's row is locked only at the end.
   */
  async settle(roundId: bigint): Promise<void> {
    await this.gameWallet.inTransaction(async (tx) => {
      const round = await this.repo.roundById(tx, roundId);
      if (!round || round.phase !== 'dealing') return;
      const deal = round.deal as LiveDeal;
      const byRound = new Map<bigint, Record<string, bigint>>();
      for (const b of await this.repo.roundBets(tx, round.id)) {
        const s = byRound.get(b.game_round_id) ?? {};
        s[b.spot] = (s[b.spot] ?? 0n) + b.stake;
        byRound.set(b.game_round_id, s);
      }
      const open = await this.repo.openGameRounds(tx, round.id, true);
      const outcome = { live_round_id: String(round.id), code: deal.code };
      const items = open.map((g) => ({ round: g, payout: livePayout(byRound.get(g.id) ?? {}, deal.returns), outcome }));
      await this.gameWallet.finishRounds(tx, OWN_PLATFORM, items);
      await this.repo.finishOnce(tx, round.id, 'dealing', 'settled', items.reduce((a, x) => a + x.payout, 0n));
    });
  }

  /**
   * Voids a round under way: first the round (no bet is taken after it), then every stake back in a second
   * transaction (the sweeper refunds what a stop between the two left open). Nothing is counted towards turnover.
   */
  async voidRound(roundId: bigint, reason: string): Promise<void> {
    const round = await this.repo.roundById(this.db, roundId);
    if (!round) return;
    if (round.phase === 'betting' || round.phase === 'dealing') {
      const done = await this.db.transaction().execute((tx) => this.repo.finishOnce(tx, round.id, round.phase as 'betting' | 'dealing', 'voided', 0n));
      if (!done) return;
      this.log.warn({ round: String(roundId), reason }, 'live round voided');
    } else if (round.phase !== 'voided') return;
    await this.refundVoided(round.id, reason);
    await this.publish(round.table_id);
  }

  private async refundVoided(roundId: bigint, reason: string): Promise<number> {
    return this.gameWallet.inTransaction(async (tx) => {
      const open = await this.repo.openGameRounds(tx, roundId, true);
      for (const g of open) await this.gameWallet.refundInTx(tx, g.id, `live:${reason}`);
      return open.length;
    });
  }

  /**
   * Rounds nobody ran for LIVE_STALE_MS (no process led): a dealt one settles, one still betting is voided (every
   * stake back); and the stakes of a voided round left open by a stop between its two steps go back. The games
   * sweeper calls it.
   */
  async sweepStale(now = Date.now()): Promise<number> {
    let done = 0;
    for (const r of await this.repo.staleRounds(this.db, new Date(now - LIVE_STALE_MS))) {
      if (r.phase === 'dealing') await this.settle(r.id);
      else await this.voidRound(r.id, 'interrupted');
      done++;
    }
    for (const id of await this.repo.voidedWithOpenBets(this.db)) done += await this.refundVoided(id, 'interrupted');
    return done;
  }

  // ---------------------------------------------------------------- players' calls (any process)
  private requireLive(s: GameSession): LiveGame {
    if (!liveRules(s.game_code)) throw AppError.badRequest(GAME_MESSAGES.wrongGame);
    return s.game_code as LiveGame;
  }

  private tableView(t: TableRow): LiveTableView {
    return {
      id: String(t.id),
      game: t.game_code as LiveGame,
      name: t.name,
      name_bn: t.name_bn,
      min_bet: toWire(t.min_bet),
      max_bet: toWire(t.max_bet),
      chips: t.chips.map((c) => toWire(BigInt(c))),
      betting_ms: t.betting_ms,
      step_ms: t.step_ms,
      status: t.status,
    };
  }

  private roundView(r: RoundRow): LiveRoundView {
    const over = r.phase === 'settled' || r.phase === 'voided';
    return {
      id: String(r.id),
      table_id: String(r.table_id),
      phase: r.phase,
      betting_ends_at: r.phase === 'betting' ? r.betting_ends_at.toISOString() : null,
      dealt_at: r.dealt_at ? r.dealt_at.toISOString() : null,
      seed_hash: r.seed_hash,
      seed: over ? r.seed : null,
      deal: r.phase === 'betting' ? null : ((r.deal as LiveDeal | null) ?? null),
      totals: Object.fromEntries(Object.entries(r.totals ?? {}).map(([k, v]) => [k, toWire(BigInt(v))])),
      players: r.players,
    };
  }

  async tables(s: GameSession): Promise<LiveTablesReply> {
    const game = this.requireLive(s);
    const rows = await this.repo.tables(this.db, { game, currency: s.currency });
    return { game, tables: rows.map((t) => this.tableView(t)) };
  }

  private async tableOf(s: GameSession, raw: unknown): Promise<TableRow> {
    const game = this.requireLive(s);
    const t = await this.repo.table(this.db, readTableId(raw));
    if (!t || t.game_code !== game || t.currency !== s.currency) throw AppError.notFound(LIVE_MESSAGES.tableNotFound);
    return t;
  }

  private async myBets(tx: Tx, round: RoundRow, playerId: bigint): Promise<LiveMyBets | null> {
    const rows = await this.repo.myBets(tx, round.id, playerId);
    if (rows.length === 0) return null;
    const stakes = stakesOf(rows);
    const g = await this.repo.playerGameRound(tx, round.id, playerId);
    return {
      round_id: String(round.id),
      spots: wireSpots(stakes),
      stake: toWire(g?.stake ?? 0n),
      payout: g && g.status !== 'open' ? toWire(g.status === 'refunded' ? 0n : g.payout) : null,
    };
  }

  /** The table's state; with a session, the player's bets on its round. */
  async state(s: GameSession | null, tableId: bigint | string): Promise<LiveTableState> {
    const table = s ? await this.tableOf(s, tableId) : await this.repo.table(this.db, BigInt(tableId));
    if (!table) throw AppError.notFound(LIVE_MESSAGES.tableNotFound);
    const live = (await this.repo.liveRound(this.db, table.id)) ?? (await this.repo.lastRound(this.db, table.id)) ?? null;
    const history = await this.repo.history(this.db, table.id, HISTORY);
    const state: LiveTableState = {
      table: this.tableView(table),
      round: live ? this.roundView(live) : null,
      server_time: (await this.repo.dbNow(this.db)).toISOString(),
      history: history.map((h) => ({ id: String(h.id), code: (h.deal as LiveDeal).code, detail: (h.deal as LiveDeal).detail })),
    };
    if (s) state.my_bets = live ? await this.myBets(this.db, live, s.player_id) : null;
    return state;
  }

  /**
   * A bet of chips on spots of the table's current round, one game-wallet bet (idempotent by request id): refused
   * once the window has closed (the database's clock, under the round's row lock), when a spot's total for the
   * player leaves the table's limits, or when the round could then pay more than the table's house cap.
   */
  async bet(s: GameSession, body: { request_id?: unknown; table_id?: unknown; round_id?: unknown; spots?: unknown }): Promise<LiveBetReply> {
    const table = await this.tableOf(s, body.table_id);
    const rules = liveRules(table.game_code)!;
    const requestId = readRequestId(body.request_id, ROUND_REQUEST_ID);
    if (!body.spots || typeof body.spots !== 'object' || Array.isArray(body.spots)) throw AppError.badRequest(LIVE_MESSAGES.noSpots);
    const entries = Object.entries(body.spots as Record<string, unknown>);
    if (entries.length === 0) throw AppError.badRequest(LIVE_MESSAGES.noSpots);
    const add: Record<string, Poisha> = {};
    for (const [spot, raw] of entries) {
      if (!rules.spots.includes(spot)) throw AppError.badRequest(LIVE_MESSAGES.spotUnknown);
      add[spot] = readAmount(raw, { field: `spots.${spot}`, code: 'bad_request', invalid: LIVE_MESSAGES.spotRange, max: table.max_bet });
    }
    const amount = Object.values(add).reduce((a, b) => a + b, 0n);
    if (table.status !== 'open') throw new AppError('conflict', LIVE_MESSAGES.tableClosed);
    const party = partyOfSession(s);
    const out = await this.gameWallet.inTransaction(async (tx) => {
      const round = await this.repo.liveRound(tx, table.id);
      if (!round || round.phase !== 'betting' || (body.round_id !== undefined && String(body.round_id) !== String(round.id))) {
        throw new AppError('conflict', GAME_MESSAGES.bettingClosed);
      }
      const roundRef = `live:${round.id}:${s.player_id}`;
      const txRef = `${roundRef}:${requestId}`;
      const replay = async () => ({ mine: (await this.myBets(tx, round, s.player_id))!, balance: await this.gameWallet.balance(tx, party) });
      // A retry of this request answers the bets as they stand and moves nothing.
      if (await this.games.walletTx(tx, party.providerId, txRef)) return replay();
      if ((await this.repo.dbNow(tx)).getTime() >= round.betting_ends_at.getTime()) throw new AppError('conflict', GAME_MESSAGES.bettingClosed);
      // The money first (the player's game round row locked: a player's bets on the round queue there), then the
      // table's rules on what the player had before, then the round's totals under its row lock to the commit.
      const bet = await this.gameWallet.bet(tx, party, { txRef, roundRef, amount, liveRoundId: round.id, params: { table_id: String(table.id) } });
      if (!bet.created) return replay();
      const mine = stakesOf(await this.repo.myBets(tx, round.id, s.player_id));
      for (const [spot, a] of Object.entries(add)) {
        const total = (mine[spot] ?? 0n) + a;
        if (total < table.min_bet || total > table.max_bet) throw AppError.badRequest(LIVE_MESSAGES.spotRange);
      }
      await this.repo.upsertBets(tx, round.id, s.player_id, Object.entries(add));
      for (const [spot, a] of Object.entries(add)) mine[spot] = (mine[spot] ?? 0n) + a;
      const answer: LiveMyBets = { round_id: String(round.id), spots: wireSpots(mine), stake: toWire(bet.round!.stake), payout: null };
      // Last, so the round's row is locked only for the commit: every bet of the round queues there.
      const totals = await this.repo.addToRound(tx, round.id, { spots: add, stake: amount, newPlayer: bet.round!.stake === amount });
      if (!totals) throw new AppError('conflict', GAME_MESSAGES.bettingClosed);
      const all = Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, BigInt(v)]));
      if (liveWorstCase(all, rules.scenarios) > table.house_cap) throw new AppError('conflict', LIVE_MESSAGES.houseCap);
      return { mine: answer, balance: bet.balance };
    });
    this.schedulePublish(table.id);
    return { my_bets: out.mine, balance: toWire(out.balance) };
  }

  /** The player's last rounds at a table: their stakes per spot, the result and what each paid. */
  async myRounds(s: GameSession, tableId: unknown) {
    const table = await this.tableOf(s, tableId);
    const rows = await this.repo.playerRounds(this.db, table.id, s.player_id, 30);
    const bets = await this.repo.betsOfRounds(this.db, rows.map((r) => r.round_id), s.player_id);
    return {
      rounds: rows.map((r) => ({
        round_id: String(r.round_id),
        public_id: r.public_id,
        phase: r.phase,
        code: r.phase === 'betting' ? null : ((r.deal as LiveDeal | null)?.code ?? null),
        spots: wireSpots(stakesOf(bets.filter((b) => b.live_round_id === r.round_id))),
        stake: toWire(r.stake),
        payout: r.status === 'open' ? null : toWire(r.status === 'refunded' ? 0n : r.payout),
        status: r.status,
        created_at: r.created_at.toISOString(),
      })),
    };
  }

  /** Public verifier data of a round that is over. */
  async verifyInfo(id: string): Promise<LiveVerifyInfo> {
    if (!ID.test(id)) throw AppError.notFound(GAME_MESSAGES.roundNotFound);
    const round = await this.repo.roundById(this.db, BigInt(id));
    if (!round || (round.phase !== 'settled' && round.phase !== 'voided')) throw AppError.notFound(GAME_MESSAGES.roundNotFound);
    const table = (await this.repo.table(this.db, round.table_id))!;
    const chain = (await this.repo.chainById(this.db, round.chain_id))!;
    const prev = round.chain_index === 0 ? null : await this.repo.previousInChain(this.db, round.chain_id, round.chain_index);
    const rules = liveRules(table.game_code)!;
    return {
      id: String(round.id),
      table_id: String(round.table_id),
      game: table.game_code as LiveGame,
      phase: round.phase,
      seed: round.seed,
      previous_seed: prev ? prev.seed : chain.anchor,
      chain_anchor: chain.anchor,
      deal: (round.deal as LiveDeal | null) ?? rules.deal(liveSeeds(round.seed)),
    };
  }

  /** Bets change a table's totals: one state push per 300 ms at most per table, from this process. */
  private schedulePublish(tableId: bigint) {
    if (this.publishTimers.has(tableId)) return;
    this.publishTimers.set(
      tableId,
      setTimeout(() => {
        this.publishTimers.delete(tableId);
        void this.publish(tableId).catch((err) => this.log.error({ err }, 'live publish failed'));
      }, 300),
    );
  }

  private async publish(tableId: bigint) {
    await this.bus.publish(`live:${tableId}`, 'live.state', await this.state(null, tableId));
  }
}
