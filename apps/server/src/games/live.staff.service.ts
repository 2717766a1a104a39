import { LIVE_GAMES, MESSAGES, dhakaToday, liveRules, parseMoney, startOfDhakaDay, toWire, type LiveDeal } from '@khela/domain';
import type { Db } from '../db/database';
import { AppError } from '../shared/errors';
import type { AuditService } from '../staff/audit.service';
import { pageOf, paging, readReason, type Query } from '../staff/console';
import type { StaffAuth } from '../staff/staff-auth.service';
import type { LiveTablesService } from './live.service';
import { LiveStaffRepository } from './live.staff.repository';

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;
const CURRENCIES = ['BDT', 'INR', 'PKR'] as const;

function invalid(field: string, message: string = MESSAGES.valueInvalid): never {
  throw AppError.validation({ [field]: [message] }, message);
}

/** ?from=&to= (GMT+6 days, both included; today by default) → [from, to + 1 day). */
function days(q: Query): { from: Date; to: Date; fromDay: string; toDay: string } {
  const today = dhakaToday();
  const fromDay = q.from || today;
  const toDay = q.to || today;
  const from = startOfDhakaDay(fromDay) ?? invalid('from');
  const to = new Date((startOfDhakaDay(toDay) ?? invalid('to')).getTime() + DAY_MS);
  if (to <= from) invalid('to');
  if (to.getTime() - from.getTime() > MAX_DAYS * DAY_MS) invalid('from');
  return { from, to, fromDay, toDay };
}

function money(v: unknown, field: string): bigint {
  if (typeof v !== 'string' && typeof v !== 'number') invalid(field);
  try {
    const p = parseMoney(v);
    if (p <= 0n || p > 1_000_000_000_00n) invalid(field);
    return p;
  } catch {
    invalid(field);
  }
}

function int(v: unknown, field: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) invalid(field);
  return v;
}

function text(v: unknown, field: string, max: number): string {
  const s = typeof v === 'string' ? v.trim() : '';
  if (s.length < 1 || s.length > max) invalid(field);
  return s;
}

type TableRow = Awaited<ReturnType<LiveStaffRepository['tableForUpdate']>>;

function tableWire(t: NonNullable<TableRow>) {
  return {
    id: String(t.id),
    game_code: t.game_code,
    name: t.name,
    name_bn: t.name_bn,
    currency: t.currency,
    status: t.status,
    min_bet: toWire(t.min_bet),
    max_bet: toWire(t.max_bet),
    chips: t.chips.map((c) => toWire(BigInt(c))),
    house_cap: toWire(t.house_cap),
    betting_ms: t.betting_ms,
    step_ms: t.step_ms,
    sort_order: t.sort_order,
    updated_at: t.updated_at.toISOString(),
  };
}

/**
 * The console's live tables (issue 34): tables on/off with their limits, chips, betting window and house cap (admin
 * writes, audited); each table's rounds with their bets, payouts and seeds; turnover, payout, GGR and hold per table
 * and game for GMT+6 days; a stuck round voided (stakes back) with a reason.
 */
export class LiveStaffService {
  constructor(
    private readonly db: Db,
    private readonly live: LiveTablesService,
    private readonly audit: AuditService,
    /** The queries of its tables: passed in, or made here when none is (a test may pass its own). */
    private readonly repo: LiveStaffRepository = new LiveStaffRepository(),
  ) {}

  async tables() {
    return (await this.repo.tables(this.db)).map(tableWire);
  }

  /** The fields a change may write, read and checked (a new table needs its game, names, limits and chips). */
  private read(b: Record<string, unknown>, creating: boolean) {
    const known = new Set(['game_code', 'name', 'name_bn', 'currency', 'status', 'min_bet', 'max_bet', 'chips', 'house_cap', 'betting_ms', 'step_ms', 'sort_order']);
    for (const k of Object.keys(b)) if (!known.has(k)) invalid(k, MESSAGES.unknownField);
    const v: Record<string, unknown> = {};
    if (creating) {
      if (!(LIVE_GAMES as readonly string[]).includes(b.game_code as string) || !liveRules(String(b.game_code))) invalid('game_code');
      v.game_code = b.game_code;
      const c = b.currency ?? 'BDT';
      if (!(CURRENCIES as readonly unknown[]).includes(c)) invalid('currency');
      v.currency = c;
      for (const f of ['name', 'name_bn', 'min_bet', 'max_bet', 'chips', 'house_cap']) if (b[f] === undefined) invalid(f, MESSAGES.fieldRequired);
    } else {
      if (b.game_code !== undefined) invalid('game_code');
      if (b.currency !== undefined) invalid('currency');
    }
    if (b.name !== undefined) v.name = text(b.name, 'name', 40);
    if (b.name_bn !== undefined) v.name_bn = text(b.name_bn, 'name_bn', 40);
    if (b.status !== undefined) {
      if (b.status !== 'open' && b.status !== 'closed') invalid('status');
      v.status = b.status;
    }
    if (b.min_bet !== undefined) v.min_bet = money(b.min_bet, 'min_bet');
    if (b.max_bet !== undefined) v.max_bet = money(b.max_bet, 'max_bet');
    if (b.house_cap !== undefined) v.house_cap = money(b.house_cap, 'house_cap');
    if (b.chips !== undefined) {
      if (!Array.isArray(b.chips) || b.chips.length < 1 || b.chips.length > 8) invalid('chips');
      const chips = b.chips.map((c) => money(c, 'chips'));
      v.chips = [...new Set(chips)].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    }
    if (b.betting_ms !== undefined) v.betting_ms = int(b.betting_ms, 'betting_ms', 5_000, 120_000);
    if (b.step_ms !== undefined) v.step_ms = int(b.step_ms, 'step_ms', 100, 5_000);
    if (b.sort_order !== undefined) v.sort_order = int(b.sort_order, 'sort_order', -100_000, 100_000);
    return v;
  }

  private check(t: { min_bet: bigint; max_bet: bigint; house_cap: bigint }) {
    if (t.max_bet < t.min_bet) invalid('max_bet');
    if (t.house_cap < t.max_bet) invalid('house_cap');
  }

  async create(who: StaffAuth, body: unknown) {
    const v = this.read((body ?? {}) as Record<string, unknown>, true);
    return this.db.transaction().execute(async (tx) => {
      this.check(v as { min_bet: bigint; max_bet: bigint; house_cap: bigint });
      const row = await this.repo.insertTable(tx, v);
      await this.audit.write(tx, who, 'live_table.create', 'live_table', row.id, null, tableWire(row));
      return tableWire(row);
    });
  }

  async update(who: StaffAuth, id: bigint, body: unknown) {
    const v = this.read((body ?? {}) as Record<string, unknown>, false);
    return this.db.transaction().execute(async (tx) => {
      const before = await this.repo.tableForUpdate(tx, id);
      if (!before) throw AppError.notFound();
      this.check({ ...before, ...(v as object) } as { min_bet: bigint; max_bet: bigint; house_cap: bigint });
      const after = await this.repo.updateTable(tx, id, v);
      await this.audit.write(tx, who, 'live_table.update', 'live_table', id, tableWire(before), tableWire(after));
      return tableWire(after);
    });
  }

  /** A table's rounds, newest first: result, players, stakes, payouts, the seed once over. */
  async rounds(tableId: bigint, q: Query) {
    const p = paging(q);
    const { from, to } = q.from || q.to ? days(q) : { from: undefined, to: undefined };
    const { rows, total } = await this.repo.tableRounds(this.db, tableId, { from, to, limit: p.limit, offset: p.offset });
    return pageOf(
      rows.map((r) => ({
        id: String(r.id),
        phase: r.phase,
        code: (r.deal as LiveDeal | null)?.code ?? null,
        players: r.players,
        stake: toWire(r.stake),
        payout: toWire(r.payout),
        ggr: r.phase === 'settled' ? toWire(r.stake - r.payout) : null,
        seed_hash: r.seed_hash,
        seed: r.phase === 'settled' || r.phase === 'voided' ? r.seed : null,
        created_at: r.created_at.toISOString(),
        settled_at: r.settled_at ? r.settled_at.toISOString() : null,
      })),
      total,
      p,
    );
  }

  /** One round with every player's stakes per spot and what each was paid. */
  async round(id: bigint) {
    const r = await this.repo.roundById(this.db, id);
    if (!r) throw AppError.notFound();
    const bets = await this.repo.roundBetsWithPlayers(this.db, id);
    const players = new Map<string, { player_id: string; username: string; game_round_id: string | null; spots: Record<string, string>; stake: bigint; payout: string | null; status: string | null }>();
    for (const b of bets) {
      const k = String(b.player_id);
      const e = players.get(k) ?? { player_id: k, username: b.username, game_round_id: b.game_round_id ? String(b.game_round_id) : null, spots: {}, stake: 0n, payout: null, status: b.status };
      e.spots[b.spot] = toWire(b.stake);
      e.stake += b.stake;
      e.payout = b.status && b.status !== 'open' ? toWire(b.status === 'refunded' ? 0n : (b.payout ?? 0n)) : null;
      players.set(k, e);
    }
    const over = r.phase === 'settled' || r.phase === 'voided';
    return {
      id: String(r.id),
      table_id: String(r.table_id),
      phase: r.phase,
      deal: (r.deal as LiveDeal | null) ?? null,
      seed_hash: r.seed_hash,
      seed: over ? r.seed : null,
      chain_id: String(r.chain_id),
      chain_index: r.chain_index,
      totals: Object.fromEntries(Object.entries(r.totals ?? {}).map(([k, v]) => [k, toWire(BigInt(v))])),
      players: r.players,
      stake: toWire(r.stake),
      payout: toWire(r.payout),
      betting_ends_at: r.betting_ends_at.toISOString(),
      dealt_at: r.dealt_at ? r.dealt_at.toISOString() : null,
      settled_at: r.settled_at ? r.settled_at.toISOString() : null,
      bets: [...players.values()].map((e) => ({ ...e, stake: toWire(e.stake) })),
    };
  }

  /** Rounds, turnover, payouts, GGR and hold per table (and per game) for GMT+6 days, settled rounds only. */
  async report(q: Query) {
    const range = days(q);
    const rows = await this.repo.report(this.db, range.from, range.to);
    const line = (turnover: bigint, payout: bigint) => ({
      turnover: toWire(turnover),
      payout: toWire(payout),
      ggr: toWire(turnover - payout),
      // GGR over turnover, in hundredths of a percent (a string, so the console shows it exactly).
      hold: turnover === 0n ? null : (Number(((turnover - payout) * 10_000n) / turnover) / 100).toFixed(2),
    });
    const games = new Map<string, { game_code: string; currency: string; rounds: number; turnover: bigint; payout: bigint }>();
    const tables = rows.map((r) => {
      const turnover = BigInt(r.turnover);
      const payout = BigInt(r.payout);
      const key = `${r.game_code}:${r.currency}`;
      const g = games.get(key) ?? { game_code: r.game_code, currency: r.currency, rounds: 0, turnover: 0n, payout: 0n };
      g.rounds += Number(r.rounds);
      g.turnover += turnover;
      g.payout += payout;
      games.set(key, g);
      return { table_id: String(r.id), game_code: r.game_code, name: r.name, name_bn: r.name_bn, currency: r.currency, rounds: Number(r.rounds), rounds_with_bets: Number(r.rounds_with_bets), bets: Number(r.bets), ...line(turnover, payout) };
    });
    return {
      from: range.fromDay,
      to: range.toDay,
      tables,
      games: [...games.values()].map((g) => ({ game_code: g.game_code, currency: g.currency, rounds: g.rounds, ...line(g.turnover, g.payout) })),
    };
  }

  /** Voids a round under way (stakes back), audited with the staff member's reason. */
  async voidRound(who: StaffAuth, id: bigint, body: { reason?: unknown }) {
    const reason = readReason(body.reason);
    const before = await this.repo.roundSummary(this.db, id);
    if (!before) throw AppError.notFound();
    if (before.phase !== 'betting' && before.phase !== 'dealing') throw new AppError('conflict', 'This round is already over.');
    await this.live.voidRound(id, `staff:${who.staffId}`);
    const after = (await this.repo.roundSummary(this.db, id))!;
    await this.db.transaction().execute((tx) => this.audit.write(tx, who, 'live_round.void', 'live_round', id, before, { ...after, reason }));
    return { id: String(id), phase: after.phase };
  }
}
