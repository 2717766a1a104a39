import { oddsOf, toWire, type ExchangeMarketPush } from '@khela/domain';
import type { Db } from '../db/database';
import type { Bus } from '../realtime/bus';
import type { ExchangeReads } from './exchange.reads';
import type { ExchangeRepository } from './exchange.repository';
import type { MarketChange } from './exchange.service';

/** A market's pushes are throttled: the first change at once, then at most one per window (the latest state wins). */
const COALESCE_MS = 100;

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * Live exchange data: after a command commits, the market's state goes to its room (`market:{id}`) and a hint to each
 * player whose orders or position changed (`player:{id}`); through the bus, so every process's sockets get them.
 */
export class ExchangeLive {
  private readonly timers = new Map<bigint, NodeJS.Timeout>();
  /** Markets changed again inside their window. */
  private readonly dirty = new Set<bigint>();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    private readonly repo: ExchangeRepository,
    private readonly reads: ExchangeReads,
    private readonly log?: Log,
  ) {}

  changed(c: MarketChange): void {
    this.reads.invalidate(`odds:${c.marketId}`);
    for (const p of c.players) void this.bus.publish(`player:${p}`, 'exchange.position', { market_id: String(c.marketId) });
    if (this.stopped) return;
    // A change goes out at once; more changes within COALESCE_MS go out together when the window ends.
    if (this.timers.has(c.marketId)) {
      this.dirty.add(c.marketId);
      return;
    }
    this.push(c.marketId);
    this.window(c.marketId);
  }

  private window(marketId: bigint): void {
    this.timers.set(
      marketId,
      setTimeout(() => {
        this.timers.delete(marketId);
        if (this.dirty.delete(marketId) && !this.stopped) {
          this.push(marketId);
          this.window(marketId);
        }
      }, COALESCE_MS),
    );
  }

  private push(marketId: bigint): void {
    this.pushMarket(marketId).catch((err: unknown) => this.log?.warn({ err, marketId: String(marketId) }, 'exchange: market push failed'));
  }

  /** Builds the market's push (from the in-memory book when this process writes it) and publishes it. */
  async pushMarket(marketId: bigint): Promise<void> {
    const m = await this.repo.market(this.db, marketId);
    if (!m) return;
    // Bookmaker prices and Fancy lines are read fresh (a bet at a stale one is refused); the lobby's list may lag
    // its 250 ms.
    this.reads.invalidate(`event:${m.event_id}`);
    const runners = m.kind === 'fancy' ? [] : await this.repo.runners(this.db, marketId);
    const push: ExchangeMarketPush = {
      market_id: String(m.id),
      event_id: String(m.event_id),
      kind: m.kind,
      status: m.status,
      inplay: m.in_play,
      ball_running: m.ball_running,
      version: String(m.version),
      total_matched: toWire(m.matched_volume),
      runners: [],
    };
    if (m.kind === 'match_odds') {
      const odds = (await this.reads.matchOdds(String(marketId))).body as { runners: ExchangeMarketPush['runners'] }[];
      push.runners = odds[0]!.runners;
    } else if (m.kind === 'bookmaker') {
      push.runners = runners.map((r) => ({
        selectionId: String(r.selection_id),
        SelectionName: r.name,
        backPrice: r.back_price === null ? null : oddsOf(r.back_price),
        layPrice: r.lay_price === null ? null : oddsOf(r.lay_price),
        suspended: r.suspended,
      }));
    } else {
      push.fancy = { no: m.no_line, no_rate: m.no_rate, yes: m.yes_line, yes_rate: m.yes_rate };
    }
    await this.bus.publish(`market:${m.id}`, 'exchange.market', push);
    // Event pages listen to their event's room for Bookmaker and Fancy changes too.
    if (m.kind !== 'match_odds') await this.bus.publish(`event:${m.event_id}`, 'exchange.market', push);
  }

  /** The score moved (the feed): to the event's room. */
  async score(eventId: bigint, e: { status: string; score: unknown; score_text: string }): Promise<void> {
    this.reads.invalidate(`score:${eventId}`);
    this.reads.invalidate(`event:${eventId}`);
    await this.bus.publish(`event:${eventId}`, 'exchange.score', { event_id: String(eventId), ...e });
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.dirty.clear();
  }
}
