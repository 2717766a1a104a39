import { MESSAGES, toHundredths, toWire } from '@khela/domain';
import type { Db } from '../db/database';
import type { ExchangeSport } from '../db/tables';
import type { UnitOfWork } from '../db/unit-of-work';
import { AppError } from '../shared/errors';
import type { Actor, AuditService } from '../staff/audit.service';
import { iso, pageOf, paging, readPathId, readReason, type Query } from '../staff/console';
import type { ExchangeRepository } from './exchange.repository';
import type { ExchangeService } from './exchange.service';
import { readAmount, sportOf } from './input';

type Body = Record<string, unknown>;
const CATEGORIES = ['fancy', 'ball_by_ball', 'khadda', 'lottery', 'odd_even'] as const;

const bad = (field: string, message: string = MESSAGES.valueInvalid) => AppError.validation({ [field]: [message] });

function text(b: Body, field: string, max: number, required = true): string | undefined {
  const v = b[field];
  if (v === undefined || v === null || v === '') {
    if (required) throw bad(field, MESSAGES.fieldRequired);
    return undefined;
  }
  if (typeof v !== 'string' || v.trim().length === 0 || v.length > max) throw bad(field);
  return v.trim();
}

function int(b: Body, field: string, min: number, max: number): number | undefined {
  const v = b[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw bad(field);
  return v;
}

function money(b: Body, field: string): bigint | undefined {
  const v = b[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string' && typeof v !== 'number') throw bad(field);
  return readAmount(v, field);
}

function odds(v: unknown, field: string): number | null {
  if (v === null || v === undefined) return null;
  const p = typeof v === 'number' || typeof v === 'string' ? toHundredths(v) : null;
  if (p === null || p < 101 || p > 100000) throw bad(field);
  return p;
}

/** The operator console's exchange: events and markets by hand, their state, limits, prices and results. */
export class ExchangeStaffService {
  constructor(
    private readonly db: Db,
    private readonly uow: UnitOfWork,
    private readonly repo: ExchangeRepository,
    private readonly exchange: ExchangeService,
    private readonly audit: AuditService,
  ) {}

  /** POST /api/backoffice/exchange/events: an event with its Match Odds market and runners. */
  async createEvent(who: Actor, b: Body) {
    const sport = sportOf(b.sport);
    if (!sport || sport !== b.sport) throw bad('sport');
    const name = text(b, 'name', 200)!;
    const start = typeof b.start_time === 'string' ? new Date(b.start_time) : null;
    if (!start || Number.isNaN(start.getTime())) throw bad('start_time');
    const runners = b.runners;
    if (!Array.isArray(runners) || runners.length < 2 || runners.length > 20) throw bad('runners');
    const names = runners.map((r, i) => {
      if (typeof r !== 'string' || r.trim().length === 0 || r.length > 120) throw bad(`runners.${i}`);
      return r.trim();
    });
    if (new Set(names.map((n) => n.toLowerCase())).size !== names.length) throw bad('runners');
    const competition = text(b, 'competition', 120, false);
    const currency = (b.currency ?? 'BDT') as string;
    if (!['BDT', 'INR', 'PKR'].includes(currency)) throw bad('currency');
    if (b.liquidity !== undefined && typeof b.liquidity !== 'boolean') throw bad('liquidity');
    const settings = await this.repo.settings(this.db);
    const minStake = money(b, 'min_stake') ?? settings.min_stake;
    const maxStake = money(b, 'max_stake') ?? settings.max_stake;
    if (maxStake < minStake) throw bad('max_stake');
    const commissionBps = int(b, 'commission_bps', 0, 2000) ?? settings.commission_bps;
    const betDelayMs = int(b, 'bet_delay_ms', 0, 15000) ?? settings[`bet_delay_${sport}_ms`];
    return this.uow.run(async (tx) => {
      const competitionId = competition ? await this.repo.competition(tx, sport, competition) : null;
      const event = await this.repo.insertEvent(tx, { sport, competitionId, name, startTime: start, source: 'manual' });
      const market = await this.repo.insertMarket(tx, {
        eventId: event.id,
        kind: 'match_odds',
        name: 'Match Odds',
        currency,
        commissionBps,
        minStake,
        maxStake,
        maxExposure: null,
        betDelayMs,
        liquidity: b.liquidity === true,
      });
      const rows = await this.repo.insertRunners(tx, market.id, names.map((name) => ({ name })));
      const out = {
        event: { id: String(event.id), sport, name, start_time: start.toISOString(), competition: competition ?? null },
        markets: [{ id: String(market.id), kind: 'match_odds', name: market.name, runners: rows.map((r) => ({ selection_id: String(r.selection_id), name: r.name })) }],
      };
      await this.audit.write(tx, who, 'exchange_event.create', 'exchange_event', event.id, null, out);
      return out;
    });
  }

  /** POST /api/backoffice/exchange/events/{id}/bookmaker: a Bookmaker market (runners with back and lay prices). */
  async createBookmaker(who: Actor, eventId: bigint, b: Body) {
    const event = await this.repo.event(this.db, eventId);
    if (!event) throw AppError.notFound();
    const runners = b.runners;
    if (!Array.isArray(runners) || runners.length < 2 || runners.length > 20) throw bad('runners');
    const rows = runners.map((r: Record<string, unknown>, i) => {
      if (typeof r !== 'object' || r === null) throw bad(`runners.${i}`);
      const name = text(r, 'name', 120)!;
      return { name, backPrice: odds(r.back, `runners.${i}.back`), layPrice: odds(r.lay, `runners.${i}.lay`) };
    });
    const limits = await this.limits(b, event.sport);
    return this.uow.run(async (tx) => {
      const market = await this.repo.insertMarket(tx, { eventId, kind: 'bookmaker', name: text(b, 'name', 200, false) ?? 'Bookmaker', ...limits, liquidity: false });
      const inserted = await this.repo.insertRunners(tx, market.id, rows);
      const out = { id: String(market.id), kind: 'bookmaker', runners: inserted.map((r) => ({ selection_id: String(r.selection_id), name: r.name })) };
      await this.audit.write(tx, who, 'exchange_market.create', 'exchange_market', market.id, null, out);
      return out;
    });
  }

  /** POST /api/backoffice/exchange/events/{id}/fancy: a Fancy line (NO and YES values with their rates). */
  async createFancy(who: Actor, eventId: bigint, b: Body) {
    const event = await this.repo.event(this.db, eventId);
    if (!event) throw AppError.notFound();
    const title = text(b, 'title', 200)!;
    const category = (b.category ?? 'fancy') as (typeof CATEGORIES)[number];
    if (!CATEGORIES.includes(category)) throw bad('category');
    const fancy = this.fancyLine(b);
    const limits = await this.limits(b, event.sport);
    return this.uow.run(async (tx) => {
      const market = await this.repo.insertMarket(tx, { eventId, kind: 'fancy', name: title, ...limits, liquidity: false, fancy: { category, ...fancy } });
      const out = { id: String(market.id), kind: 'fancy', title, category, no: fancy.noLine, no_rate: fancy.noRate, yes: fancy.yesLine, yes_rate: fancy.yesRate };
      await this.audit.write(tx, who, 'exchange_market.create', 'exchange_market', market.id, null, out);
      return out;
    });
  }

  private fancyLine(b: Body) {
    const noLine = int(b, 'no', -1000, 100000);
    const yesLine = int(b, 'yes', -1000, 100000);
    if (noLine === undefined) throw bad('no', MESSAGES.fieldRequired);
    if (yesLine === undefined) throw bad('yes', MESSAGES.fieldRequired);
    if (yesLine < noLine) throw bad('yes');
    return { noLine, yesLine, noRate: int(b, 'no_rate', 1, 1000) ?? 100, yesRate: int(b, 'yes_rate', 1, 1000) ?? 100 };
  }

  private async limits(b: Body, sport: ExchangeSport) {
    const settings = await this.repo.settings(this.db);
    const minStake = money(b, 'min_stake') ?? settings.min_stake;
    const maxStake = money(b, 'max_stake') ?? settings.max_stake;
    if (maxStake < minStake) throw bad('max_stake');
    const currency = (b.currency ?? 'BDT') as string;
    if (!['BDT', 'INR', 'PKR'].includes(currency)) throw bad('currency');
    return {
      currency,
      commissionBps: 0,
      minStake,
      maxStake,
      maxExposure: money(b, 'max_exposure') ?? settings.house_max_exposure,
      // The house's own prices take bets at once unless the operator sets a delay for the sport (issue 31).
      betDelayMs: int(b, 'bet_delay_ms', 0, 15000) ?? settings[`house_bet_delay_${sport}_ms`],
    };
  }

  /** POST /api/backoffice/exchange/markets/{id}/{action}. */
  async act(who: Actor, marketId: bigint, action: string, b: Body) {
    switch (action) {
      case 'suspend':
        return this.exchange.setStatus(marketId, 'suspended', who);
      case 'resume':
        return this.exchange.setStatus(marketId, 'open', who);
      case 'in-play':
        return this.exchange.turnInPlay(marketId, who);
      case 'close':
        return this.exchange.close(marketId, who);
      case 'void':
        return this.exchange.voidMarket(marketId, who);
      case 'settle': {
        const m = await this.repo.market(this.db, marketId);
        if (!m) throw AppError.notFound(MESSAGES.exchangeMarketNotFound);
        const outcome = this.outcomeOf(m.kind, b);
        // Before its event's start time a market is settled only on purpose: `early: true` with a reason, which the
        // command's audit entry keeps (a settled market is final for the players until a resettlement corrects it).
        let early: { reason: string } | undefined;
        if (m.status !== 'settled' && m.start_time.getTime() > Date.now()) {
          if (b.early !== true) throw AppError.conflict(MESSAGES.exchangeSettleBeforeStart);
          early = { reason: readReason(b.reason) };
        }
        return this.exchange.settle(marketId, outcome, who, early);
      }
      case 'resettle': {
        // A wrong result corrected: the money of the first settlement reversed and settled again (settlement.ts,
        // Settlement.resettle), with the reason in the audit entry and the players' inbox messages.
        const m = await this.repo.market(this.db, marketId);
        if (!m) throw AppError.notFound(MESSAGES.exchangeMarketNotFound);
        if (m.status !== 'settled') throw AppError.conflict(MESSAGES.exchangeResettleNotSettled);
        const outcome = this.outcomeOf(m.kind, b);
        const reason = readReason(b.reason);
        return this.exchange.resettle(marketId, outcome, { winner: m.winner_selection_id, result: m.result }, reason, who);
      }
      default:
        throw AppError.notFound();
    }
  }

  /** The result a settle names: a Fancy market's runs, or another market's winning runner. */
  private outcomeOf(kind: string, b: Body): { winner?: bigint; result?: number } {
    if (kind === 'fancy') {
      const result = b.result;
      if (typeof result !== 'number' || !Number.isInteger(result)) throw AppError.validation({ result: [MESSAGES.exchangeBadResult] }, MESSAGES.exchangeBadResult);
      return { result };
    }
    const raw = b.winner_selection_id;
    if ((typeof raw !== 'string' && typeof raw !== 'number') || !/^[0-9]{1,18}$/.test(String(raw))) {
      throw AppError.validation({ winner_selection_id: [MESSAGES.exchangeBadWinner] }, MESSAGES.exchangeBadWinner);
    }
    return { winner: BigInt(raw) };
  }

  /** PATCH /api/backoffice/exchange/markets/{id}: limits, commission, Bookmaker prices, a Fancy line, ball running. */
  async update(who: Actor, marketId: bigint, b: Body) {
    const m = await this.repo.market(this.db, marketId);
    if (!m) throw AppError.notFound(MESSAGES.exchangeMarketNotFound);
    const known = new Set(['commission_bps', 'min_stake', 'max_stake', 'max_exposure', 'bet_delay_ms', 'liquidity', 'runners', 'no', 'no_rate', 'yes', 'yes_rate', 'ball_running']);
    for (const k of Object.keys(b)) if (!known.has(k)) throw bad(k);
    const minStake = money(b, 'min_stake');
    const maxStake = money(b, 'max_stake');
    if ((maxStake ?? m.max_stake) < (minStake ?? m.min_stake)) throw bad('max_stake');
    if (b.liquidity !== undefined && typeof b.liquidity !== 'boolean') throw bad('liquidity');
    if (b.ball_running !== undefined && typeof b.ball_running !== 'boolean') throw bad('ball_running');
    const limits = {
      commissionBps: int(b, 'commission_bps', 0, 2000),
      minStake,
      maxStake,
      maxExposure: m.kind === 'match_odds' ? undefined : money(b, 'max_exposure'),
      betDelayMs: int(b, 'bet_delay_ms', 0, 15000),
      liquidity: b.liquidity as boolean | undefined,
    };
    if (Object.values(limits).some((v) => v !== undefined)) await this.exchange.setLimits(marketId, limits, who);
    const prices: Parameters<ExchangeService['setPrices']>[1] = {};
    if (b.runners !== undefined) {
      if (m.kind !== 'bookmaker' || !Array.isArray(b.runners)) throw bad('runners');
      prices.runners = b.runners.map((r: Record<string, unknown>, i) => {
        if (typeof r !== 'object' || r === null || !/^[0-9]{1,18}$/.test(String(r.selection_id))) throw bad(`runners.${i}`);
        if (r.suspended !== undefined && typeof r.suspended !== 'boolean') throw bad(`runners.${i}.suspended`);
        // A price left out stays as it is; null takes it down.
        return {
          selectionId: String(r.selection_id),
          back: 'back' in r ? odds(r.back, `runners.${i}.back`) : undefined,
          lay: 'lay' in r ? odds(r.lay, `runners.${i}.lay`) : undefined,
          suspended: r.suspended as boolean | undefined,
        };
      });
    }
    if (b.no !== undefined || b.yes !== undefined || b.no_rate !== undefined || b.yes_rate !== undefined) {
      if (m.kind !== 'fancy') throw bad('no');
      prices.fancy = this.fancyLine({ no: m.no_line, yes: m.yes_line, no_rate: m.no_rate, yes_rate: m.yes_rate, ...b });
    }
    if (b.ball_running !== undefined) prices.ballRunning = b.ball_running as boolean;
    if (Object.keys(prices).length > 0) await this.exchange.setPrices(marketId, prices, who);
    return this.market(marketId);
  }

  /** GET /api/backoffice/exchange/markets: every market with its matched volume and the exposure held on it. */
  async markets(q: Query) {
    const p = paging(q);
    const rows = await this.repo.consoleMarkets(
      this.db,
      { status: q.status && /^[a-z_]{1,20}$/.test(q.status) ? q.status : undefined, eventId: q.event_id ? readPathId(q.event_id) : undefined },
      p.limit,
      p.offset,
    );
    const total = rows.length > 0 ? Number(rows[0]!.total) : 0;
    const data = await Promise.all(rows.map(async (r) => ({
      id: String(r.id),
      event_id: String(r.event_id),
      event_name: r.event_name,
      sport: r.sport,
      kind: r.kind,
      name: r.name,
      status: r.status,
      in_play: r.in_play,
      start_time: iso(r.start_time),
      matched_volume: toWire(r.matched_volume),
      players_exposure: toWire(BigInt(r.players_exposure)),
      house_liquidity: toWire(BigInt(r.house_liquidity)),
      house_exposure: r.kind === 'match_odds' || r.status === 'settled' || r.status === 'voided' ? null : toWire(await this.exchange.houseExposure(r.id)),
      commission_bps: r.commission_bps,
      min_stake: toWire(r.min_stake),
      max_stake: toWire(r.max_stake),
      max_exposure: r.max_exposure === null ? null : toWire(r.max_exposure),
      bet_delay_ms: r.bet_delay_ms,
      liquidity: r.liquidity,
    })));
    return pageOf(data, total, p);
  }

  async market(marketId: bigint) {
    const m = await this.repo.market(this.db, marketId);
    if (!m) throw AppError.notFound(MESSAGES.exchangeMarketNotFound);
    const runners = m.kind === 'fancy' ? [] : await this.repo.runners(this.db, marketId);
    return {
      id: String(m.id),
      event_id: String(m.event_id),
      event_name: m.event_name,
      sport: m.sport,
      kind: m.kind,
      name: m.name,
      status: m.status,
      in_play: m.in_play,
      start_time: m.start_time.toISOString(),
      currency: m.currency,
      matched_volume: toWire(m.matched_volume),
      commission_bps: m.commission_bps,
      min_stake: toWire(m.min_stake),
      max_stake: toWire(m.max_stake),
      max_exposure: m.max_exposure === null ? null : toWire(m.max_exposure),
      bet_delay_ms: m.bet_delay_ms,
      liquidity: m.liquidity,
      ball_running: m.ball_running,
      fancy: m.kind === 'fancy' ? { category: m.fancy_category, no: m.no_line, no_rate: m.no_rate, yes: m.yes_line, yes_rate: m.yes_rate } : null,
      winner_selection_id: m.winner_selection_id === null ? null : String(m.winner_selection_id),
      result: m.result,
      house_exposure: m.kind === 'match_odds' ? null : toWire(await this.exchange.houseExposure(m.id)),
      runners: runners.map((r) => ({
        selection_id: String(r.selection_id),
        name: r.name,
        back: r.back_price === null ? null : r.back_price / 100,
        lay: r.lay_price === null ? null : r.lay_price / 100,
        suspended: r.suspended,
      })),
      settled_at: iso(m.settled_at),
      mismatches: await this.exchange.verifyMarket(m.id),
    };
  }

  settings() {
    return this.repo.settings(this.db).then(settingsView);
  }

  /** PATCH /api/backoffice/exchange/settings: defaults for new markets, the simulator and its liquidity. */
  async updateSettings(who: Actor, b: Body) {
    const set: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(b)) {
      switch (k) {
        case 'commission_bps':
          set[k] = int(b, k, 0, 2000);
          break;
        case 'bet_delay_cricket_ms':
        case 'bet_delay_soccer_ms':
        case 'bet_delay_tennis_ms':
        case 'house_bet_delay_cricket_ms':
        case 'house_bet_delay_soccer_ms':
        case 'house_bet_delay_tennis_ms':
          set[k] = int(b, k, 0, 15000);
          break;
        case 'min_stake':
        case 'max_stake':
        case 'house_max_exposure':
          set[k] = money(b, k);
          break;
        case 'simulator':
        case 'liquidity':
          if (typeof v !== 'boolean') throw bad(k);
          set[k] = v;
          break;
        default:
          throw bad(k);
      }
    }
    return this.uow.run(async (tx) => {
      const before = await this.repo.settings(tx);
      const after = { ...before, ...set };
      if (after.max_stake < after.min_stake) throw bad('max_stake');
      await this.repo.updateSettings(tx, set);
      await this.audit.write(tx, who, 'exchange_settings.update', 'exchange_settings', 1, settingsView(before), settingsView(after));
      return settingsView(after);
    });
  }
}

function settingsView(s: {
  commission_bps: number;
  min_stake: bigint;
  max_stake: bigint;
  bet_delay_cricket_ms: number;
  bet_delay_soccer_ms: number;
  bet_delay_tennis_ms: number;
  house_bet_delay_cricket_ms: number;
  house_bet_delay_soccer_ms: number;
  house_bet_delay_tennis_ms: number;
  house_max_exposure: bigint;
  simulator: boolean;
  liquidity: boolean;
}) {
  return {
    commission_bps: s.commission_bps,
    min_stake: toWire(s.min_stake),
    max_stake: toWire(s.max_stake),
    bet_delay_cricket_ms: s.bet_delay_cricket_ms,
    bet_delay_soccer_ms: s.bet_delay_soccer_ms,
    bet_delay_tennis_ms: s.bet_delay_tennis_ms,
    house_bet_delay_cricket_ms: s.house_bet_delay_cricket_ms,
    house_bet_delay_soccer_ms: s.house_bet_delay_soccer_ms,
    house_bet_delay_tennis_ms: s.house_bet_delay_tennis_ms,
    house_max_exposure: toWire(s.house_max_exposure),
    simulator: s.simulator,
    liquidity: s.liquidity,
  };
}
