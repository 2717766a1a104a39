import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  CRASH_BETTING_MS,
  CRASH_PAUSE_MS,
  GAME_LIMITS,
  GAME_MESSAGES,
  OWN_PLATFORM,
  crashChain,
  crashMsFor,
  crashMultiplierAt,
  crashPoint,
  maskUsername,
  sha256Hex,
  toWire,
  type CrashBetView,
  type CrashState,
  type CrashVerifyInfo,
  type Poisha,
} from '@khela/domain';
import type { Db } from '../db/database';
import type { Bus } from '../realtime/bus';
import { AppError } from '../shared/errors';
import { readAmount, readRequestId } from '../shared/read';
import { CrashRepository } from './crash.repository';
import { partyOfRound, partyOfSession, type GameWalletService } from './game-wallet.service';
import { GamesRepository } from './games.repository';
import type { GameSession } from './launch.service';
import { BET_AMOUNT, ROUND_REQUEST_ID } from './originals.service';

export interface CrashOptions {
  bettingMs: number;
  pauseMs: number;
  tickMs: number;
  chainLength: number;
  /** This process's name in the leader lease. */
  holder: string;
}
export const DEFAULT_CRASH_OPTIONS: Omit<CrashOptions, 'holder'> = { bettingMs: CRASH_BETTING_MS, pauseMs: CRASH_PAUSE_MS, tickMs: 100, chainLength: 20_000 };

type CrashRound = NonNullable<Awaited<ReturnType<CrashRepository['roundById']>>>;
type BetParams = { auto_cashout: number | null };
type BetOutcome = { crash_point: number | null; cashed_out_at: number | null };

const LEASE_MS = 5_000;
const AUTO_MIN = 1.01;
const AUTO_MAX = 1_000_000;

/** stake × m (m with 2 decimals), rounded down to the poisha and capped at the most one round may pay. */
function pay(stake: Poisha, m: number): Poisha {
  const p = (stake * BigInt(Math.round(m * 100))) / 100n;
  return p > GAME_LIMITS.maxPayout ? GAME_LIMITS.maxPayout : p;
}

/**
 * Crash: shared rounds for everyone. One server process leads (a lease row in the database; another takes over when
 * it lapses) and runs the rounds: betting phase, flight (the multiplier follows crashMultiplierAt and is pushed over
 * /ws about every 100 ms), crash at the round's point from the pre-generated hash chain and its published salt.
 * Bets and cash-outs are accepted by any process: a cash-out is judged by the database clock against the round's
 * start, so it is right whoever leads. A bet whose player disconnects finishes by the rules: its automatic cash-out
 * if the flight reached it, otherwise lost.
 */
export class CrashService {
  private timer: NodeJS.Timeout | null = null;
  private leading = false;
  private busy = false;
  private chain: { id: bigint; hashes: string[] } | null = null;
  /** The leader's view of the flying round and its automatic cash-outs not yet paid. */
  private flight: { round: CrashRound; startMs: number; crashMs: number; autos: { id: bigint; at: number }[] } | null = null;
  private lastLease = 0;

  /** Whether this process leads Crash now (the metrics' lease gauge). */
  get leads(): boolean {
    return this.leading;
  }
  private publishTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly gameWallet: GameWalletService,
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
    private readonly opts: CrashOptions,
    /** The queries of its tables: passed in, or made here when none is (a test may pass its own). */
    private readonly repo: CrashRepository = new CrashRepository(),
    /** The queries of its tables: passed in, or made here when none is (a test may pass its own). */
    private readonly games: GamesRepository = new GamesRepository(),
  ) {}

  // ---------------------------------------------------------------- the leader's loop
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.step(), this.opts.tickMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.publishTimer) clearTimeout(this.publishTimer);
    while (this.busy) await new Promise((r) => setTimeout(r, 10));
    if (this.leading) await this.repo.release(this.db, this.opts.holder).catch(() => undefined);
    this.leading = false;
  }

  /** Forget the flying round's cached timing and re-read it from the database on the next tick. */
  resync(): void {
    this.flight = null;
  }

  /** One tick: keep the lease, then move the round along. Never throws (logged). */
  async step(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const now = Date.now();
      if (now - this.lastLease > 1_000 || !this.leading) {
        const was = this.leading;
        this.leading = await this.repo.lease(this.db, this.opts.holder, LEASE_MS);
        this.lastLease = now;
        if (this.leading && !was) this.flight = null; // took over: re-read the round from the database
      }
      if (this.leading) await this.advance();
    } catch (err) {
      this.log.error({ err }, 'crash step failed');
    } finally {
      this.busy = false;
    }
  }

  private async advance(): Promise<void> {
    if (this.flight) return this.fly();
    const live = await this.repo.liveRound(this.db);
    const dbNow = (await this.repo.dbNow(this.db)).getTime();
    if (!live) {
      const last = (await this.repo.recent(this.db, 1))[0];
      const lastRound = last ? await this.repo.roundById(this.db, last.id) : null;
      if (lastRound?.crashed_at && dbNow - lastRound.crashed_at.getTime() < this.opts.pauseMs) return;
      await this.newRound(dbNow);
      return;
    }
    if (live.phase === 'betting') {
      if (dbNow < live.betting_ends_at.getTime()) return;
      const started = await this.repo.startFlight(this.db, live.id);
      if (started) {
        await this.beginFlight(started);
        await this.publishState();
      }
      return;
    }
    await this.beginFlight(live);
  }

  private async beginFlight(round: CrashRound) {
    const bets = await this.repo.openBets(this.db, round.id);
    const autos = bets
      .map((b) => ({ id: b.id, at: (b.params as BetParams | null)?.auto_cashout ?? null }))
      .filter((a): a is { id: bigint; at: number } => a.at !== null && a.at <= round.crash_point / 100)
      .sort((a, b) => a.at - b.at);
    // Local clock offset so ticks follow the database's start time.
    const offset = Date.now() - (await this.repo.dbNow(this.db)).getTime();
    this.flight = { round, startMs: round.started_at!.getTime() + offset, crashMs: crashMsFor(round.crash_point / 100), autos };
    await this.fly();
  }

  private async fly() {
    const f = this.flight!;
    const elapsed = Date.now() - f.startMs;
    const m = Math.min(crashMultiplierAt(elapsed), f.round.crash_point / 100);
    while (f.autos.length && f.autos[0]!.at <= m) {
      const a = f.autos.shift()!;
      await this.settleBet(a.id, f.round, a.at).catch((err) => this.log.error({ err }, 'crash auto cash-out failed'));
    }
    if (elapsed >= f.crashMs) {
      await this.crash(f.round);
      return;
    }
    await this.bus.publish('crash', 'crash.tick', { round_id: String(f.round.id), multiplier: m, elapsed_ms: Math.max(0, Math.round(elapsed)) });
  }

  private async crash(round: CrashRound) {
    await this.repo.crash(this.db, round.id);
    this.flight = null;
    for (const b of await this.repo.openBets(this.db, round.id)) {
      const auto = (b.params as BetParams | null)?.auto_cashout ?? null;
      await this.settleBet(b.id, round, auto !== null && auto <= round.crash_point / 100 ? auto : null).catch((err) =>
        this.log.error({ err }, 'crash settlement failed'),
      );
    }
    await this.publishState();
  }

  /** Pays a bet at `at` (its cash-out multiplier) or settles it lost (null). */
  private async settleBet(betId: bigint, round: CrashRound, at: number | null) {
    await this.gameWallet.inTransaction(async (tx) => {
      const bet = await this.games.roundById(tx, betId, true);
      if (!bet || bet.status !== 'open') return;
      const outcome: BetOutcome = { crash_point: round.crash_point / 100, cashed_out_at: at };
      await this.gameWallet.finishRound(tx, partyOfRound(bet, OWN_PLATFORM), bet, at === null ? 0n : pay(bet.stake, at), outcome);
    });
  }

  private async newRound(dbNow: number) {
    const chain = await this.ensureChain();
    const created = await this.db.transaction().execute(async (tx) => {
      const index = await this.repo.takeIndex(tx, chain.id);
      if (index === null) {
        await this.repo.retireChain(tx, chain.id);
        return null;
      }
      const c = (await this.repo.chainById(tx, chain.id))!;
      const hash = chain.hashes[index]!;
      return this.repo.insertRound(tx, {
        chainId: chain.id,
        index,
        hash,
        crashPoint: Math.round(crashPoint(hash, c.salt) * 100),
        bettingEndsAt: new Date(dbNow + this.opts.bettingMs),
      });
    });
    if (!created) {
      this.chain = null;
      return;
    }
    await this.publishState();
  }

  /** The active chain (made on first use: a secret terminal seed, a salt, and the anchor published with them). */
  private async ensureChain(): Promise<{ id: bigint; hashes: string[] }> {
    let row = await this.repo.activeChain(this.db);
    if (!row) {
      const terminalSeed = randomBytes(32).toString('hex');
      const hashes = crashChain(terminalSeed, this.opts.chainLength);
      await this.repo.insertChain(this.db, { terminalSeed, length: this.opts.chainLength, salt: randomBytes(32).toString('hex'), anchor: sha256Hex(hashes[0]!) });
      row = (await this.repo.activeChain(this.db))!;
    }
    if (!this.chain || this.chain.id !== row.id) this.chain = { id: row.id, hashes: crashChain(row.terminal_seed, row.length) };
    return this.chain;
  }

  // ---------------------------------------------------------------- players' calls (any process)
  private requireCrash(s: GameSession) {
    if (s.game_code !== 'crash') throw AppError.badRequest(GAME_MESSAGES.wrongGame);
  }

  async state(s?: GameSession): Promise<CrashState> {
    const live = await this.repo.liveRound(this.db);
    const recent = await this.repo.recent(this.db, 20);
    const round = live ?? (recent[0] ? await this.repo.roundById(this.db, recent[0].id) : null);
    const bets = round ? await this.repo.bets(this.db, round.id, 50) : [];
    const state: CrashState = {
      round: round
        ? {
            id: String(round.id),
            phase: round.phase,
            betting_ends_at: round.phase === 'betting' ? round.betting_ends_at.toISOString() : null,
            started_at: round.started_at ? round.started_at.toISOString() : null,
            crash_point: round.phase === 'crashed' ? round.crash_point / 100 : null,
            hash: round.phase === 'crashed' ? round.hash : null,
          }
        : { id: '0', phase: 'crashed', betting_ends_at: null, started_at: null, crash_point: null, hash: null },
      server_time: (await this.repo.dbNow(this.db)).toISOString(),
      bets: bets.map((b) => this.betView(b, maskUsername(b.username))),
      history: recent.map((r) => ({ id: String(r.id), crash_point: r.crash_point / 100, hash: r.hash })),
    };
    if (s && round) {
      const mine = await this.repo.betOf(this.db, round.id, s.player_id);
      state.my_bet = mine ? this.betView(mine, s.username) : null;
    }
    return state;
  }

  private betView(b: { stake: bigint; payout: bigint; status: string; params: unknown; outcome: unknown }, username: string): CrashBetView {
    const o = b.outcome as BetOutcome | null;
    return {
      username,
      amount: toWire(b.stake),
      auto_cashout: (b.params as BetParams | null)?.auto_cashout ?? null,
      cashed_out_at: o?.cashed_out_at ?? null,
      payout: b.status === 'open' ? null : toWire(b.payout),
    };
  }

  async bet(s: GameSession, body: { request_id?: unknown; amount?: unknown; auto_cashout?: unknown }) {
    this.requireCrash(s);
    const requestId = readRequestId(body.request_id, ROUND_REQUEST_ID);
    const amount = readAmount(body.amount, BET_AMOUNT);
    const auto = body.auto_cashout;
    if (auto !== undefined && auto !== null && (typeof auto !== 'number' || !(auto >= AUTO_MIN && auto <= AUTO_MAX))) {
      throw AppError.badRequest(GAME_MESSAGES.autoCashout);
    }
    const params: BetParams = { auto_cashout: typeof auto === 'number' ? Math.floor(auto * 100) / 100 : null };
    try {
      // One call to the game wallet: a retry of this request answers its bet again; a new bet holds a share lock on
      // the round row (the leader's switch to flight waits for it) and is open until cashed out or crashed.
      const out = await this.gameWallet.playRound(partyOfSession(s), {
        requestId,
        stake: amount,
        open: async (tx) => {
          const live = await this.repo.liveRound(tx, 'share');
          if (!live || live.phase !== 'betting' || (await this.repo.dbNow(tx)).getTime() >= live.betting_ends_at.getTime()) {
            throw new AppError('conflict', GAME_MESSAGES.bettingClosed);
          }
          if (await this.repo.betOf(tx, live.id, s.player_id)) throw new AppError('conflict', GAME_MESSAGES.alreadyBet);
          return { params, crashRoundId: live.id };
        },
        answer: (_tx, bet, balance) => ({ bet, balance }),
      });
      this.schedulePublish();
      return { bet: this.betView(out.bet, s.username), round_id: String(out.bet.crash_round_id), balance: toWire(out.balance) };
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw new AppError('conflict', GAME_MESSAGES.alreadyBet);
      throw e;
    }
  }

  async cashout(s: GameSession) {
    this.requireCrash(s);
    const out = await this.gameWallet.inTransaction(async (tx) => {
      const live = await this.repo.liveRound(tx, 'share');
      if (!live) throw new AppError('conflict', GAME_MESSAGES.noCrashBet);
      const bet = await this.repo.betOf(tx, live.id, s.player_id, true);
      if (!bet) throw new AppError('conflict', GAME_MESSAGES.noCrashBet);
      if (bet.status !== 'open') throw new AppError('conflict', GAME_MESSAGES.roundOver);
      if (live.phase !== 'running' || !live.started_at) throw new AppError('conflict', GAME_MESSAGES.bettingClosed);
      const elapsed = (await this.repo.dbNow(tx)).getTime() - live.started_at.getTime();
      const point = live.crash_point / 100;
      if (elapsed >= crashMsFor(point)) throw new AppError('conflict', GAME_MESSAGES.tooLate);
      let at = Math.min(crashMultiplierAt(elapsed), point);
      const auto = (bet.params as BetParams | null)?.auto_cashout ?? null;
      if (auto !== null && auto <= at) at = auto; // the automatic cash-out came first
      const outcome: BetOutcome = { crash_point: null, cashed_out_at: at };
      const r = await this.gameWallet.finishRound(tx, partyOfSession(s), bet, pay(bet.stake, at), outcome);
      return { bet: r.round!, balance: r.balance };
    });
    this.schedulePublish();
    return { bet: this.betView(out.bet, s.username), round_id: String(out.bet.crash_round_id), balance: toWire(out.balance) };
  }

  /** Public verifier data of a crashed round. */
  async verifyInfo(id: string): Promise<CrashVerifyInfo> {
    if (!/^\d{1,18}$/.test(id)) throw AppError.notFound(GAME_MESSAGES.roundNotFound);
    const round = await this.repo.roundById(this.db, BigInt(id));
    if (!round || round.phase !== 'crashed') throw AppError.notFound(GAME_MESSAGES.roundNotFound);
    const chain = (await this.repo.chainById(this.db, round.chain_id))!;
    const prev = round.chain_index === 0 ? null : await this.repo.previousInChain(this.db, round.chain_id, round.chain_index);
    return {
      id: String(round.id),
      hash: round.hash,
      crash_point: round.crash_point / 100,
      salt: chain.salt,
      previous_hash: prev ? prev.hash : chain.anchor,
      chain_anchor: chain.anchor,
    };
  }

  /** Bets and cash-outs change the round's list: one state push per 300 ms at most, from this process. */
  private schedulePublish() {
    if (this.publishTimer) return;
    this.publishTimer = setTimeout(() => {
      this.publishTimer = null;
      void this.publishState().catch((err) => this.log.error({ err }, 'crash publish failed'));
    }, 300);
  }

  private async publishState() {
    await this.bus.publish('crash', 'crash.state', await this.state());
  }

  /** Finishes the bets of rounds that crashed while no process led (the sweeper calls this). */
  async settleOrphans(): Promise<number> {
    const rows = await this.repo.orphanBets(this.db, 500);
    for (const r of rows) {
      const round = (await this.repo.roundById(this.db, r.crash_id))!;
      const auto = (r.params as BetParams | null)?.auto_cashout ?? null;
      await this.settleBet(r.id, round, auto !== null && auto <= round.crash_point / 100 ? auto : null);
    }
    return rows.length;
  }
}
