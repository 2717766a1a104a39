import { MESSAGES, dhakaToday, oddsOf, startOfDhakaDay, toWire, winAmount } from '@khela/domain';
import type { Db } from '../db/database';
import type { ExchangeMarketKind, ExchangeSport } from '../db/tables';
import { AppError } from '../shared/errors';
import { readPathId } from '../staff/console';
import type { ExchangeRepository, RecordFilter } from './exchange.repository';
import type { ExchangeService } from './exchange.service';
import { sportOf } from './input';
import { ExchangeHistoryRepository, type ExportedExchangeRow } from './history.repository';
import type { BetLifeStep, ExchangeBetLife } from './history.schemas';

/** How long a public read is served from this process's memory (the apps poll every 300 ms; live pushes are first). */
const CACHE_MS = 250;

interface Cached {
  at: number;
  etag: string;
  body: unknown;
}

const flag = (b: boolean) => (b ? 1 : 0);
const DAY_MS = 86_400_000;
const KINDS = new Set<ExchangeMarketKind>(['match_odds', 'bookmaker', 'fancy']);
/** How far back the Result tab looks, and how long its answer is cached. */
const RESULTS_DAYS = 3;
const RESULTS_CACHE_MS = 2_000;
/** Profit & Loss: the default and the longest period, in Dhaka days. */
const PNL_DEFAULT_DAYS = 7;
const PNL_MAX_DAYS = 90;
/** Profit & Loss lists at most this many markets (its totals and days count every one). */
const PNL_MARKETS = 200;
/** The Activity Log looks this far back. */
const ACTIVITY_DAYS = 90;
/** Rows read per page by the account history's export. */
const EXPORT_PAGE = 500;

/** A Dhaka day from a query (YYYY-MM-DD): its first instant; a 400 with a readable message for anything else. */
function dhakaDay(raw: string): Date {
  const d = startOfDhakaDay(raw);
  if (!d) throw AppError.badRequest(MESSAGES.exchangeBadDate);
  return d;
}

/** Filters of GET /api/exchange-hub from its query (unknown values of `status` and `market_type` filter nothing). */
export function recordFilter(q: { status?: string; market_type?: string; from?: string; to?: string }): RecordFilter {
  const f: RecordFilter = {};
  if (q.status === 'open') f.settled = false;
  if (q.status === 'settled') f.settled = true;
  if (q.market_type && KINDS.has(q.market_type as ExchangeMarketKind)) f.kind = q.market_type as ExchangeMarketKind;
  if (q.from) f.from = dhakaDay(q.from);
  if (q.to) f.to = new Date(dhakaDay(q.to).getTime() + DAY_MS);
  if (f.from && f.to && f.to <= f.from) throw AppError.badRequest(MESSAGES.exchangeBadPeriod);
  return f;
}

/**
 * The exchange's public reads in the spec's shapes (`sports-events`, `match-odds`, `event`, `score/board`) and the
 * player's records (`exchange-hub`). The polled ones carry an ETag (the market's version) and are kept for
 * CACHE_MS, so a thousand phones polling every 300 ms cost a few queries a second.
 */
export class ExchangeReads {
  private readonly cache = new Map<string, Cached>();
  private readonly building = new Map<string, Promise<Cached>>();

  constructor(
    private readonly db: Db,
    private readonly repo: ExchangeRepository,
    private readonly service: ExchangeService,
    /** The queries of its tables: passed in, or made here when none is (a test may pass its own). */
    private readonly history: ExchangeHistoryRepository = new ExchangeHistoryRepository(),
  ) {}

  /** Forget a cached answer at once (a command changed it). */
  invalidate(prefix: string): void {
    for (const k of this.cache.keys()) if (k.startsWith(prefix)) this.cache.delete(k);
    // A build under way may have read the old state: the next read builds again.
    for (const k of this.building.keys()) if (k.startsWith(prefix)) this.building.delete(k);
  }

  private async cached(key: string, build: () => Promise<{ etag: string; body: unknown }>): Promise<Cached> {
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit;
    // Polls that miss together wait for one build.
    let pending = this.building.get(key);
    if (!pending) {
      pending = build()
        .then(({ etag, body }) => {
          const entry = { at: Date.now(), etag, body };
          // Kept only if no change arrived meanwhile (see invalidate).
          if (this.building.get(key) === pending) this.cache.set(key, entry);
          if (this.cache.size > 5000) this.cache.delete(this.cache.keys().next().value!);
          return entry;
        })
        .finally(() => {
          if (this.building.get(key) === pending) this.building.delete(key);
        });
      this.building.set(key, pending);
    }
    return pending;
  }

  /** A sport in a path: a 404 for one the exchange does not offer. */
  readSport(raw: string): ExchangeSport {
    const s = sportOf(raw);
    if (!s) throw AppError.notFound();
    return s;
  }

  /** GET /api/sports-events/{sport}: upcoming and in-play events with their Match Odds best prices. */
  sportsEvents(sport: ExchangeSport): Promise<Cached> {
    return this.cached(`sports:${sport}`, async () => {
      const events = await this.repo.openEvents(this.db, sport);
      const markets = await this.repo.marketsOfEvents(this.db, events.map((e) => e.id));
      const odds = markets.filter((m) => m.kind === 'match_odds' && (m.status === 'open' || m.status === 'suspended'));
      const [runners, best] = await Promise.all([
        this.repo.runnersOf(this.db, odds.map((m) => m.id)),
        this.repo.bestPrices(this.db, odds.map((m) => m.id)),
      ]);
      const bestOf = (sel: bigint, side: 'back' | 'lay') => {
        // To back a runner you take the best resting lay, and the other way round.
        const b = best.find((x) => x.selection_id === sel && x.side === (side === 'back' ? 'lay' : 'back'));
        return b ? { price: oddsOf(b.price), size: toWire(BigInt(b.size)) } : null;
      };
      let version = 0n;
      const body = events.map((e) => {
        const own = markets.filter((m) => m.event_id === e.id);
        for (const m of own) version += m.version;
        const mo = own.find((m) => m.kind === 'match_odds' && (m.status === 'open' || m.status === 'suspended')) ?? own.find((m) => m.kind === 'match_odds');
        const live = (k: string) => own.some((m) => m.kind === k && (m.status === 'open' || m.status === 'suspended'));
        return {
          MarketId: mo ? String(mo.id) : null,
          EventId: String(e.id),
          Event: e.name,
          Fancy: flag(live('fancy')),
          Bookmaker: flag(live('bookmaker')),
          inplay: e.status === 'in_play',
          sport,
          competition: e.competition ?? null,
          start_time: e.start_time.toISOString(),
          status: e.status,
          score_text: e.score_text,
          market_status: mo?.status ?? null,
          total_matched: toWire(mo?.matched_volume ?? 0n),
          runners: mo
            ? runners.filter((r) => r.market_id === mo.id).map((r) => ({ selectionId: String(r.selection_id), SelectionName: r.name, back: bestOf(r.selection_id, 'back'), lay: bestOf(r.selection_id, 'lay') }))
            : [],
        };
      });
      return { etag: `W/"s-${sport}-${events.length}-${version}"`, body };
    });
  }

  /** GET /api/match-odds/{marketId}: the spec's array whose first element is the market with the best three prices. */
  matchOdds(marketIdRaw: string): Promise<Cached> {
    const marketId = readPathId(marketIdRaw);
    return this.cached(`odds:${marketId}`, async () => {
      const m = await this.repo.market(this.db, marketId);
      if (!m || m.kind !== 'match_odds') throw AppError.notFound(MESSAGES.exchangeMarketNotFound);
      const runners = await this.repo.runners(this.db, marketId);
      const state = this.service.stateOf(marketId);
      let depth: { back: { price: number; size: bigint }[]; lay: { price: number; size: bigint }[] }[];
      if (state && state.version === m.version) depth = state.depth(3);
      else {
        // Not the writer (or not loaded yet): the same from the resting orders in the database.
        const rows = await this.repo.bookFromOrders(this.db, marketId);
        depth = runners.map((r) => {
          const mine = rows.filter((x) => x.selection_id === r.selection_id);
          return {
            back: mine.filter((x) => x.side === 'lay').sort((a, b) => b.price - a.price).slice(0, 3).map((x) => ({ price: x.price, size: BigInt(x.size) })),
            lay: mine.filter((x) => x.side === 'back').sort((a, b) => a.price - b.price).slice(0, 3).map((x) => ({ price: x.price, size: BigInt(x.size) })),
          };
        });
      }
      const level = (l: { price: number; size: bigint }) => ({ price: oddsOf(l.price), size: toWire(l.size) });
      const body = [
        {
          marketId: String(m.id),
          eventId: String(m.event_id),
          event_name: m.event_name,
          market_name: m.name,
          sport: m.sport,
          inplay: m.in_play,
          status: m.status,
          version: String(m.version),
          totalMatched: toWire(m.matched_volume),
          min_stake: toWire(m.min_stake),
          max_stake: toWire(m.max_stake),
          bet_delay: m.bet_delay_ms / 1000,
          commission: m.commission_bps / 100,
          currency: m.currency,
          winner_selection_id: m.winner_selection_id === null ? null : String(m.winner_selection_id),
          runners: runners.map((r, i) => ({
            selectionId: String(r.selection_id),
            SelectionName: r.name,
            status: m.status === 'settled' ? (r.selection_id === m.winner_selection_id ? 'WINNER' : 'LOSER') : 'ACTIVE',
            ex: { availableToBack: depth[i]!.back.map(level), availableToLay: depth[i]!.lay.map(level) },
          })),
        },
      ];
      return { etag: `W/"m-${m.id}-${m.version}"`, body };
    });
  }

  /** GET /api/event/{eventId}: `data.items[eventId]` with the event, its Match Odds ids, `bookmaker` runners and `fancy2`. */
  event(eventIdRaw: string): Promise<Cached> {
    const eventId = readPathId(eventIdRaw);
    return this.cached(`event:${eventId}`, async () => {
      const e = await this.repo.event(this.db, eventId);
      if (!e) throw AppError.notFound();
      const markets = await this.repo.marketsOfEvents(this.db, [eventId]);
      const books = markets.filter((m) => m.kind === 'bookmaker' && m.status !== 'voided');
      const runners = await this.repo.runnersOf(this.db, books.map((m) => m.id));
      let version = 0n;
      for (const m of markets) version += m.version;
      const item = {
        event: {
          id: String(e.id),
          name: e.name,
          sport: e.sport,
          competition: e.competition ?? null,
          start_time: e.start_time.toISOString(),
          status: e.status,
          inplay: e.status === 'in_play',
          score_text: e.score_text,
        },
        match_odds: markets
          .filter((m) => m.kind === 'match_odds')
          .map((m) => ({ marketId: String(m.id), name: m.name, status: m.status, inplay: m.in_play, totalMatched: toWire(m.matched_volume) })),
        bookmaker: books.flatMap((m) =>
          runners
            .filter((r) => r.market_id === m.id)
            .map((r) => ({
              market_id: String(m.id),
              market_name: m.name,
              selection_id: String(r.selection_id),
              runner: r.name,
              backPrice: r.back_price === null ? null : oddsOf(r.back_price),
              layPrice: r.lay_price === null ? null : oddsOf(r.lay_price),
              suspended: flag(r.suspended || m.status !== 'open'),
              ball_running: flag(m.ball_running),
              status: m.status,
              min: toWire(m.min_stake),
              max: toWire(m.max_stake),
              bet_delay: m.bet_delay_ms / 1000,
            })),
        ),
        fancy2: markets
          .filter((m) => m.kind === 'fancy' && (m.status === 'open' || m.status === 'suspended' || m.status === 'closed'))
          .map((m) => ({
            market_id: String(m.id),
            title: m.name,
            category: m.fancy_category,
            no: m.no_line,
            no_rate: m.no_rate,
            yes: m.yes_line,
            yes_rate: m.yes_rate,
            suspended: flag(m.status !== 'open'),
            ball_running: flag(m.ball_running),
            status: m.status,
            min: toWire(m.min_stake),
            max: toWire(m.max_stake),
            bet_delay: m.bet_delay_ms / 1000,
          })),
      };
      return { etag: `W/"e-${e.id}-${e.updated_at.getTime()}-${version}"`, body: { success: true, data: { items: { [String(e.id)]: item } } } };
    });
  }

  /** GET /api/score/board/{eventId}: the live score (JSON; the observed site's was a page with a frame address). */
  async scoreBoard(eventIdRaw: string): Promise<Cached> {
    const eventId = readPathId(eventIdRaw);
    return this.cached(`score:${eventId}`, async () => {
      const e = await this.repo.event(this.db, eventId);
      if (!e) throw AppError.notFound();
      return {
        etag: `W/"b-${e.id}-${e.updated_at.getTime()}"`,
        body: {
          success: true,
          data: {
            event_id: String(e.id),
            event_name: e.name,
            sport: e.sport,
            status: e.status,
            inplay: e.status === 'in_play',
            score: e.score ?? null,
            score_text: e.score_text,
            updated_at: e.updated_at.toISOString(),
          },
        },
      };
    });
  }

  /** GET /api/exchange-hub: the player's exchange records, newest first, with the Exchange record fields. */
  async records(playerId: bigint, page: number, perPage: number, filter: RecordFilter = {}) {
    const rows = await this.repo.records(this.db, playerId, perPage, (page - 1) * perPage, filter);
    const total = rows.length > 0 ? Number(rows[0]!.total) : 0;
    return {
      data: rows.map((r) => {
        const fancy = r.line !== null;
        // What the player stood to win and to lose on this bet when it was struck.
        const [profit, liability] = fancy
          ? r.side === 'yes'
            ? [(r.stake * BigInt(r.price)) / 100n, r.stake]
            : [r.stake, (r.stake * BigInt(r.price)) / 100n]
          : r.side === 'back'
            ? [winAmount(r.price, r.stake), r.stake]
            : [r.stake, winAmount(r.price, r.stake)];
        return {
          transaction_id: `${r.kind === 'order' ? 'EX' : r.market_kind === 'fancy' ? 'FY' : 'BM'}${r.id}`,
          event_name: r.event_name,
          market_name: r.market_name,
          market_type: r.market_kind,
          market_id: String(r.market_id),
          event_id: String(r.event_id),
          selection_name: r.selection_name ?? r.market_name,
          bet_type: r.side,
          odds: fancy ? r.price : oddsOf(r.price),
          run: r.line,
          stake: toWire(r.stake),
          potential_profit: toWire(profit),
          potential_liability: toWire(liability),
          net_profit_loss: r.profit_loss === null ? null : toWire(r.profit_loss),
          status: r.outcome === null ? 'open' : r.outcome === 'won' ? 'WON' : r.outcome === 'lost' ? 'LOST' : 'VOID',
          created_at: r.created_at.toISOString(),
        };
      }),
      current_page: page,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      total,
    };
  }

  /** GET /api/exchange/results/{sport}: events finished in the last days with their Match Odds winner (cached briefly). */
  async results(sport: ExchangeSport) {
    const key = `results:${sport}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < RESULTS_CACHE_MS) return hit.body;
    const rows = await this.repo.results(this.db, sport, new Date(Date.now() - RESULTS_DAYS * DAY_MS));
    const body = rows.map((r) => ({
      EventId: String(r.id),
      Event: r.name,
      sport,
      competition: r.competition,
      start_time: r.start_time.toISOString(),
      status: r.status,
      score_text: r.score_text,
      MarketId: r.market_id === null ? null : String(r.market_id),
      market_status: r.market_status,
      winner: r.market_status === 'settled' ? r.winner : null,
      settled_at: r.settled_at?.toISOString() ?? null,
    }));
    this.cache.set(key, { at: Date.now(), etag: '', body });
    return body;
  }

  /** Balance Overview: the main balance and exposure (from the ledger) with the open markets and unmatched orders. */
  async summary(playerId: bigint, currency: string, balances: { main: bigint; exposure: bigint }) {
    const counts = await this.repo.openCounts(this.db, playerId);
    return {
      currency,
      balance: toWire(balances.main + balances.exposure),
      exposure: toWire(balances.exposure),
      available: toWire(balances.main),
      open_markets: counts.markets,
      unmatched_orders: counts.orders,
    };
  }

  /** GET /api/exchange/pnl: settled markets in a period of Dhaka days, by day and by market. */
  async pnl(playerId: bigint, currency: string, q: { from?: string; to?: string; sport?: string }) {
    const to = q.to ? q.to : dhakaToday();
    const toStart = dhakaDay(to);
    const from = q.from ? q.from : dhakaToday(new Date(toStart.getTime() - (PNL_DEFAULT_DAYS - 1) * DAY_MS));
    const fromStart = dhakaDay(from);
    if (fromStart > toStart) throw AppError.badRequest(MESSAGES.exchangeBadPeriod);
    if ((toStart.getTime() - fromStart.getTime()) / DAY_MS >= PNL_MAX_DAYS) throw AppError.badRequest(MESSAGES.exchangePeriodTooLong);
    const sport = q.sport ? this.readSportQuery(q.sport) : undefined;
    const end = new Date(toStart.getTime() + DAY_MS);
    const [days, rows] = await Promise.all([
      this.repo.settledByDay(this.db, playerId, currency, fromStart, end, sport),
      this.repo.settledPositions(this.db, playerId, currency, fromStart, end, sport, PNL_MARKETS),
    ]);
    const amounts = (p: bigint, c: bigint) => ({ profit_loss: toWire(p), commission: toWire(c), net: toWire(p - c) });
    let pl = 0n;
    let commission = 0n;
    let markets = 0;
    for (const d of days) {
      pl += BigInt(d.profit_loss);
      commission += BigInt(d.commission);
      markets += d.markets;
    }
    return {
      currency,
      from,
      to,
      total: { ...amounts(pl, commission), markets },
      days: days.map((d) => ({ date: d.day, ...amounts(BigInt(d.profit_loss), BigInt(d.commission)), markets: d.markets })),
      markets: rows.map((r) => ({
        market_id: String(r.market_id),
        market_name: r.market_name,
        market_type: r.market_type,
        event_id: String(r.event_id),
        event_name: r.event_name,
        sport: r.sport,
        ...amounts(r.profit_loss, r.commission),
        settled_at: r.settled_at.toISOString(),
      })),
    };
  }

  /** GET /api/exchange/activity: logins and bet actions, newest first. */
  async activity(playerId: bigint, page: number, perPage: number) {
    const rows = await this.repo.activity(this.db, playerId, new Date(Date.now() - ACTIVITY_DAYS * DAY_MS), perPage, (page - 1) * perPage);
    const total = rows.length > 0 ? Number(rows[0]!.total) : 0;
    return {
      data: rows.map((r) => ({
        kind: r.kind,
        at: r.at.toISOString(),
        ip: r.ip,
        device: r.device,
        event_name: r.event_name,
        market_name: r.market_name,
        selection_name: r.selection_name,
        side: r.side,
        // Orders and Bookmaker bets: decimal odds; Fancy bets: the rate in percent.
        price: r.price === null ? null : r.market_kind === 'fancy' ? r.price : oddsOf(r.price),
        line: r.line,
        size: r.size === null ? null : toWire(BigInt(r.size)),
        amount: r.amount === null ? null : toWire(BigInt(r.amount)),
      })),
      current_page: page,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    };
  }

  /** A sport in a query string: a 400 (not a 404) for an unknown one. */
  private readSportQuery(raw: string): ExchangeSport {
    const s = sportOf(raw);
    if (!s) throw AppError.badRequest(MESSAGES.exchangeUnknownSport);
    return s;
  }

  /**
   * GET /api/exchange/orders/{id}/history: a bet's full life, the player's own only (another's is a 404). `id` is the
   * record's transaction id (EX12: a Match Odds order; BM12 / FY12: a Bookmaker / Fancy bet) or an order's number.
   */
  async betLife(playerId: bigint, rawId: string): Promise<ExchangeBetLife> {
    const m = /^(EX|BM|FY)?(\d{1,18})$/i.exec(rawId.trim());
    if (!m) throw AppError.notFound();
    const prefix = (m[1] ?? 'EX').toUpperCase();
    const id = BigInt(m[2]!);
    const settlement = (
      result: string | null,
      pnl: bigint | null,
      at: Date | null,
      market: { market_profit_loss: bigint | null; market_commission: bigint | null; market_settled_at: Date | null },
    ) =>
      result === null || result === 'open'
        ? null
        : {
            result,
            profit_loss: toWire(pnl ?? 0n),
            settled_at: (at ?? market.market_settled_at)?.toISOString() ?? null,
            market_profit_loss: market.market_settled_at && market.market_profit_loss !== null ? toWire(market.market_profit_loss) : null,
            commission: toWire(market.market_settled_at ? (market.market_commission ?? 0n) : 0n),
            market_net: market.market_settled_at && market.market_profit_loss !== null ? toWire(market.market_profit_loss - (market.market_commission ?? 0n)) : null,
          };
    if (prefix === 'EX') {
      const o = await this.history.order(this.db, playerId, id);
      if (!o) throw AppError.notFound();
      const fills = await this.history.fillsOf(this.db, o.id);
      const steps: BetLifeStep[] = [
        { kind: 'placed', at: o.created_at.toISOString(), price: oddsOf(o.price), size: toWire(o.size), amount: null },
        ...fills.map((f): BetLifeStep => ({ kind: 'matched', at: f.created_at.toISOString(), price: oddsOf(f.price), size: toWire(f.size), amount: null })),
      ];
      if (o.size_cancelled > 0n) {
        steps.push({
          kind: o.status === 'lapsed' ? 'lapsed' : 'cancelled',
          at: (o.cancelled_at ?? o.updated_at).toISOString(),
          price: oddsOf(o.price),
          size: toWire(o.size_cancelled),
          amount: null,
        });
      }
      const settled = settlement(o.outcome, o.profit_loss, o.settled_at, o);
      if (settled) steps.push({ kind: 'settled', at: settled.settled_at ?? o.updated_at.toISOString(), price: null, size: null, amount: settled.profit_loss });
      steps.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
      const avg = o.size_matched > 0n ? oddsOf(Math.round(Number(o.matched_value) / Number(o.size_matched))) : null;
      return {
        id: `EX${o.id}`,
        kind: 'order',
        market_id: String(o.market_id),
        market_type: o.market_kind,
        market_name: o.market_name,
        event_name: o.event_name,
        sport: o.sport,
        selection_name: o.selection_name,
        side: o.side,
        price: oddsOf(o.price),
        line: null,
        size: toWire(o.size),
        size_matched: toWire(o.size_matched),
        size_cancelled: toWire(o.size_cancelled),
        avg_price_matched: avg,
        persistence: o.persistence,
        // A partly matched order whose rest was cancelled or lapsed stands as matched (its steps say what went).
        status: o.outcome ?? (o.status === 'executable' ? 'open' : o.size_matched > 0n ? 'matched' : o.status),
        currency: o.currency,
        steps,
        settlement: settled,
      };
    }
    const b = await this.history.bet(this.db, playerId, id);
    if (!b || (prefix === 'FY') !== (b.market_kind === 'fancy')) throw AppError.notFound();
    const fancy = b.market_kind === 'fancy';
    const price = fancy ? b.price : oddsOf(b.price);
    const settled = settlement(b.status, b.profit_loss, b.settled_at, b);
    const steps: BetLifeStep[] = [
      { kind: 'placed', at: b.created_at.toISOString(), price, size: toWire(b.stake), amount: null },
      // The house takes the whole stake at once.
      { kind: 'matched', at: b.created_at.toISOString(), price, size: toWire(b.stake), amount: null },
    ];
    if (settled) steps.push({ kind: 'settled', at: settled.settled_at ?? b.created_at.toISOString(), price: null, size: null, amount: settled.profit_loss });
    return {
      id: `${fancy ? 'FY' : 'BM'}${b.id}`,
      kind: 'bet',
      market_id: String(b.market_id),
      market_type: b.market_kind,
      market_name: b.market_name,
      event_name: b.event_name,
      sport: b.sport,
      selection_name: b.selection_name ?? b.market_name,
      side: b.side,
      price,
      line: b.line,
      size: toWire(b.stake),
      size_matched: toWire(b.stake),
      size_cancelled: '0.00',
      avg_price_matched: price,
      persistence: null,
      status: b.status,
      currency: b.currency,
      steps,
      settlement: settled,
    };
  }

  /**
   * The player's exchange rows placed (orders, house bets) or settled with commission (positions) in [from, to),
   * oldest first, read EXPORT_PAGE at a time (the account history's CSV).
   */
  async *exportRows(playerId: bigint, from: Date, to: Date): AsyncGenerator<ExportedExchangeRow> {
    let after: { at: string; kind: number; id: bigint } | null = null;
    for (;;) {
      const rows = await this.history.rowsPage(this.db, playerId, from, to, after, EXPORT_PAGE);
      yield* rows;
      if (rows.length < EXPORT_PAGE) return;
      const last = rows[rows.length - 1]!;
      after = { at: last.cursor, kind: last.k, id: last.id };
    }
  }
}
