import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { MESSAGES } from '@khela/domain';
import type { Db } from '../db/database';
import { AppError, ERROR_CATALOGUE, type ErrorCode } from '../shared/errors';
import { redisClient, type RedisLog } from '../shared/redis';
import { decodeCommand, encodeCommand, type MarketCommand } from './commands';
import type { ExchangeRepository } from './exchange.repository';

/** A command's outcome in a batch: its answer, or the error it was refused with. */
export type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Runs commands of one market in order; the ones `batchable` says may share one database transaction come together. */
export interface Executor {
  run(cmds: MarketCommand[]): Promise<Outcome[]>;
  batchable(cmd: MarketCommand): boolean;
}

/** Orders and cancels arriving while a transaction runs wait for it and then commit together, up to this many. */
const MAX_BATCH = 64;

export interface DeskOptions {
  /** This process's name in the leases. */
  holder: string;
  /** How long a lease lasts without renewal (renewed every third of it). */
  leaseMs: number;
  /** How long a forwarded command may take before the caller gives up with a 503. */
  forwardTimeoutMs: number;
}

export interface DeskLog {
  warn(obj: object, msg: string): void;
  info?(obj: object, msg: string): void;
}

/**
 * One writer per market. Commands on a market run one at a time (a queue per market) in the process that holds the
 * market's lease (exchange_leases, key `market:{id}`); another process forwards them there (through Redis when there
 * are several processes) and relays the answer. The lease is an efficiency, not the safety: every command also locks
 * the market row and checks the book's version (CommandExecutor.withMarket), so two writers can never corrupt a book,
 * they would only rebuild it from the database in turn.
 */
export class MarketDesk {
  private readonly queues = new Map<bigint, { cmd: MarketCommand; resolve: (v: unknown) => void; reject: (e: unknown) => void }[]>();
  private readonly draining = new Map<bigint, Promise<void>>();
  /** Markets whose lease this process holds, with when (local clock) it must be renewed by. */
  private readonly held = new Map<string, number>();
  private renewTimer: NodeJS.Timeout | null = null;
  private forwarder: RedisForwarder | null = null;
  private stopped = false;
  /** Markets whose lease was lost: the service drops their in-memory state. */
  onLost: (marketId: string) => void = () => undefined;

  constructor(
    private readonly db: Db,
    private readonly repo: ExchangeRepository,
    private readonly execute: Executor,
    private readonly opts: DeskOptions,
    private readonly log?: DeskLog,
  ) {}

  get holder(): string {
    return this.opts.holder;
  }

  /** How many markets' leases this process holds now (the metrics' lease gauge). */
  get leasesHeld(): number {
    return this.held.size;
  }

  /** Several processes: commands for markets another process owns are forwarded to it through Redis. */
  async connect(redisUrl: string, log?: RedisLog): Promise<void> {
    this.forwarder = new RedisForwarder(redisUrl, this.opts.holder, (cmd) => this.submit(cmd, 1), log);
    await this.forwarder.ready;
  }

  /** Runs `cmd` on its market's writer: here when this process owns the market (taking the lease if it is free). */
  async submit(cmd: MarketCommand, hops = 0): Promise<unknown> {
    if (this.stopped) throw new AppError('unavailable', MESSAGES.exchangeTryAgain);
    const key = `market:${cmd.marketId}`;
    const deadline = Date.now() + this.opts.leaseMs + this.opts.forwardTimeoutMs;
    for (;;) {
      if (this.holds(key) || (await this.acquire(key))) return this.enqueue(cmd);
      const owner = await this.repo.leaseHolder(this.db, key);
      if (owner && this.forwarder && hops === 0) {
        try {
          return await this.forwarder.send(owner.holder, cmd, this.opts.forwardTimeoutMs);
        } catch (err) {
          // No answer: the owner may have died holding the lease; once it expires this process takes the market
          // over (commands are idempotent, so one the dead owner did run answers the same again).
          if (!(err instanceof AppError && err.code === 'unavailable') || Date.now() > deadline) throw err;
          continue;
        }
      }
      // One process (or a forwarded command whose owner moved): wait for the lease to expire, then take it.
      if (Date.now() > deadline) throw new AppError('unavailable', MESSAGES.exchangeTryAgain);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Gives up a market's lease (it is settled or voided: nothing more to write). */
  async release(marketId: string): Promise<void> {
    const key = `market:${marketId}`;
    if (!this.held.delete(key)) return;
    await this.repo.releaseKey(this.db, key, this.opts.holder).catch((err: unknown) => this.log?.warn({ err }, 'exchange: releasing a market lease failed'));
  }

  /** Whether this process owns `market:{id}` now. */
  owns(marketId: string): boolean {
    return this.holds(`market:${marketId}`);
  }

  private holds(key: string): boolean {
    const until = this.held.get(key);
    return until !== undefined && until > Date.now();
  }

  private async acquire(key: string): Promise<boolean> {
    if (!(await this.repo.lease(this.db, key, this.opts.holder, this.opts.leaseMs))) return false;
    // Renewed every third of the lease; considered lost locally a third before it expires in the database.
    this.held.set(key, Date.now() + (this.opts.leaseMs * 2) / 3);
    this.renewTimer ??= setInterval(() => void this.renew(), Math.max(50, this.opts.leaseMs / 3));
    return true;
  }

  private async renew(): Promise<void> {
    const keys = [...this.held.keys()];
    try {
      const renewed = new Set(await this.repo.renew(this.db, keys, this.opts.holder, this.opts.leaseMs));
      const until = Date.now() + (this.opts.leaseMs * 2) / 3;
      for (const k of keys) {
        if (renewed.has(k)) this.held.set(k, until);
        else {
          this.held.delete(k);
          this.onLost(k.slice('market:'.length));
        }
      }
    } catch (err) {
      this.log?.warn({ err }, 'exchange: renewing market leases failed');
    }
  }

  /**
   * Queues a command for its market. One drain per market runs them in arrival order; the batchable ones (orders and
   * cancels) waiting together share one transaction (group commit), every other command runs alone.
   */
  private enqueue(cmd: MarketCommand): Promise<unknown> {
    return new Promise((resolve, reject) => {
      let q = this.queues.get(cmd.marketId);
      if (!q) this.queues.set(cmd.marketId, (q = []));
      q.push({ cmd, resolve, reject });
      if (!this.draining.has(cmd.marketId)) {
        const d = this.drain(cmd.marketId).finally(() => this.draining.delete(cmd.marketId));
        this.draining.set(cmd.marketId, d);
      }
    });
  }

  private async drain(marketId: bigint): Promise<void> {
    const q = this.queues.get(marketId)!;
    while (q.length > 0) {
      let n = 1;
      if (this.execute.batchable(q[0]!.cmd)) while (n < q.length && n < MAX_BATCH && this.execute.batchable(q[n]!.cmd)) n++;
      const batch = q.splice(0, n);
      try {
        const outcomes = await this.execute.run(batch.map((b) => b.cmd));
        batch.forEach((b, i) => {
          const o = outcomes[i]!;
          if (o.ok) b.resolve(o.value);
          else b.reject(o.error);
        });
      } catch (err) {
        for (const b of batch) b.reject(err);
      }
    }
    this.queues.delete(marketId);
  }

  /** Stops taking commands, waits for the queued ones, and gives the leases up so another process takes over at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.renewTimer) clearInterval(this.renewTimer);
    await Promise.allSettled([...this.draining.values()]);
    this.held.clear();
    await this.repo.releaseAll(this.db, this.opts.holder).catch(() => undefined);
    await this.forwarder?.close();
  }
}

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CATALOGUE, code);

interface Envelope {
  id: string;
  from: string;
  /** A command as JSON (encodeCommand); read back with decodeCommand, which refuses a malformed one. */
  cmd?: unknown;
  ok?: boolean;
  result?: unknown;
  error?: { code: string; message: string; status: number; details?: Record<string, unknown> };
}

/** Request and reply between processes over Redis pub/sub: one channel per process (`khela:xch:{holder}`). */
class RedisForwarder {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void; timer: NodeJS.Timeout }>();
  readonly ready: Promise<unknown>;

  constructor(
    url: string,
    private readonly holder: string,
    private readonly handle: (cmd: MarketCommand) => Promise<unknown>,
    log?: RedisLog,
  ) {
    this.pub = redisClient(url, log, 'exchange: forward');
    this.sub = redisClient(url, log, 'exchange: receive', { connectTimeout: 2000 });
    this.ready = this.sub.subscribe(`khela:xch:${holder}`);
    this.sub.on('message', (_c: string, raw: string) => void this.onMessage(raw));
  }

  private async onMessage(raw: string): Promise<void> {
    let m: Envelope;
    try {
      m = JSON.parse(raw);
    } catch {
      return;
    }
    if (m.cmd) {
      let reply: Envelope;
      try {
        reply = { id: m.id, from: this.holder, ok: true, result: await this.handle(decodeCommand(m.cmd)) };
      } catch (err) {
        const e = err instanceof AppError ? err : new AppError('server_error');
        reply = { id: m.id, from: this.holder, ok: false, error: { code: e.code, message: e.message, status: e.status, details: e.details } };
      }
      await this.pub.publish(`khela:xch:${m.from}`, JSON.stringify(reply)).catch(() => undefined);
      return;
    }
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    clearTimeout(p.timer);
    if (m.ok) p.resolve(m.result);
    else p.reject(new AppError(isErrorCode(m.error!.code) ? m.error!.code : 'server_error', m.error!.message, undefined, undefined, m.error!.details, m.error!.status));
  }

  send(to: string, cmd: MarketCommand, timeoutMs: number): Promise<unknown> {
    const id = randomUUID();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new AppError('unavailable', MESSAGES.exchangeTryAgain));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      this.pub.publish(`khela:xch:${to}`, JSON.stringify({ id, from: this.holder, cmd: encodeCommand(cmd) } satisfies Envelope)).catch((err: unknown) => {
        this.pending.delete(id);
        clearTimeout(timer);
        reject(err instanceof AppError ? err : new AppError('unavailable', MESSAGES.exchangeTryAgain));
      });
    });
  }

  async close(): Promise<void> {
    for (const p of this.pending.values()) clearTimeout(p.timer);
    this.pending.clear();
    this.sub.disconnect();
    this.pub.disconnect();
  }
}
