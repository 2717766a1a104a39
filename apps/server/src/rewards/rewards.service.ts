import { PeriodicJob } from '../shared/background';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  CASH_CLAIM_MIN,
  MESSAGES,
  currentLevel,
  levelFor,
  dhakaToday,
  parseMoney,
  referralShare,
  startOfDhakaDay,
  tierFor,
  toWire,
  vpForStake,
  vpToWire,
  type CashClaimResponse,
  type ConvertVipResponse,
  type Paged,
  type Poisha,
  type ReferralInfo,
  type ReferralRewardRow,
  type ReferralTierRates,
  type VipLevelDef,
  type VipMonth,
  type VipRecord,
  type VipStatus,
} from '@khela/domain';
import type { Db } from '../db/database';
import type { Tx, UnitOfWork } from '../db/unit-of-work';
import type { Bus } from '../realtime/bus';
import { AppError } from '../shared/errors';
import type { Actor, AuditService } from '../staff/audit.service';
import type { SystemInbox } from '../support/inbox.service';
import type { PlayGuard, SettlementListener } from '../wallet/stakes';
import { pageOf, paging, type Query } from '../staff/console';
import type { TransferInput, WalletService } from '../wallet/wallet.service';
import type { PricedEarning, RewardsRepository, StakeEarning } from './rewards.repository';

const DAY_MS = 86_400_000;
/** House accounts the rewards are paid from (split: many players are paid at once). */
const VIP_HOUSE = 'vip:expense';
const REFERRAL_HOUSE = 'referral:expense';
const PAGE = 20;
/** How long after a Dhaka midnight the job waits before paying the day that ended. */
const SETTLE_GRACE_MS = 10 * 60_000;

/** The Dhaka month a day falls in, as its first day (YYYY-MM-01). */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
function monthBefore(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
}
const nextDay = (day: string) => dhakaToday(new Date(startOfDhakaDay(day)!.getTime() + DAY_MS));
/** "ab***yz": a downline player as their referrer sees them. */
const masked = (u: string) => (u.length <= 4 ? `${u[0] ?? ''}***` : `${u.slice(0, 2)}***${u.slice(-2)}`);
const pct = (bp: number) => `${(bp / 100).toFixed(2)}%`;
const levelOut = (l: { level: number; name: string; name_bn: string }) => ({ level: l.level, name: l.name, name_bn: l.name_bn });

export interface RunResult {
  day: string;
  players: number;
  referrers: number;
  turnover: string;
  total: string;
  currency_totals: { currency: string; total: string }[];
  finished_at: string;
  run_by: string;
  created: boolean;
}

/**
 * VIP points and the referral programme (packages/domain/src/rewards.ts has the units and the math).
 * - Settled stakes earn VP in the transaction that settles them (`earn`), once per round or market.
 * - A conversion spends VP and pays money from the house account `vip:expense` in one transaction.
 * - Once per Dhaka day (the job, `runDue`), each referred player's settled turnover pays their upline three levels
 *   deep into each referrer's cash bonus (ledger kind `bonus`) from `referral:expense`; a day runs once whatever runs it
 *   (UNIQUE day, an advisory lock per day, idempotency keys per referrer and day).
 * - A claim moves the whole cash bonus into the balance.
 */
export class RewardsService {
  private readonly job = new PeriodicJob(
    'referral job',
    async () => {
      const runs = await this.runDue();
      if (runs.length > 0) this.log.info({ days: runs.map((r) => r.day) }, 'referral rewards paid');
    },
    { error: (o, m) => this.log.error(o, m) },
  );

  constructor(
    private readonly db: Db,
    private readonly uow: UnitOfWork,
    private readonly wallet: WalletService,
    private readonly repo: RewardsRepository,
    private readonly audit: AuditService,
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
    /** The inbox (support domain): "new VIP level" and "referral reward" messages, in the transaction that earned them. */
    private readonly inbox: SystemInbox,
    /** Player protection on conversions and cash claims (a 403 during a time-out or self-exclusion). */
    private readonly protection: PlayGuard,
  ) {}

  /** The level table, read at most once a minute on the settling path (an operator's change shows within a minute). */
  private levelsCache: { at: number; levels: VipLevelDef[] } | null = null;
  private async cachedLevels(tx: Tx): Promise<VipLevelDef[]> {
    const now = Date.now();
    if (!this.levelsCache || now - this.levelsCache.at > 60_000) this.levelsCache = { at: now, levels: await this.levelDefs(tx) };
    return this.levelsCache.levels;
  }

  /** A month's points crossed a level's threshold: tell the player, unless last month already gave them that level. */
  private async levelReached(tx: Tx, moved: { player_id: bigint; month_earned: bigint; added: bigint }[], month: string): Promise<void> {
    const crossing = moved.filter((m) => m.added > 0n);
    if (crossing.length === 0) return;
    const levels = await this.cachedLevels(tx);
    for (const m of crossing) {
      const now = levelFor(levels, m.month_earned);
      const was = levelFor(levels, m.month_earned - m.added);
      if (!now || now.level === 0 || (was && was.level >= now.level)) continue;
      const last = (await this.repo.monthEarned(tx, m.player_id, [monthBefore(month)])).get(monthBefore(month)) ?? 0n;
      const held = levelFor(levels, last);
      if (held && held.level >= now.level) continue;
      await this.inbox(tx, m.player_id, { kind: 'vip_level', level: now.name, level_bn: now.name_bn }, `vip:${month}:${now.level}`);
    }
  }

  // ------------------------------------------------------------------------------------------------ earning

  /** The stake pipeline's settlement listener (wallet/stakes.ts): settled stakes earn VIP points. */
  readonly listener: SettlementListener = {
    settled: (tx, events) => this.earn(tx, events.map((e) => ({ playerId: e.playerId, stake: e.risk, gameType: e.gameType, gameId: e.gameId, source: e.source }))),
  };

  /**
   * The VIP rates and the game type of each game met, kept in memory: the settling path then prices a group of rounds
   * with no read. The statement that credits the points checks each row's type and rate against the stored ones, so
   * an operator's change (from any process) reprices the rows it affects at once.
   */
  private vipRates: Map<string, number> | null = null;
  private readonly gameTypes = new Map<bigint, string | null>();

  /** Each row's game type, rate and points (`vpForStake`), reading only what memory does not hold (or all, `fresh`). */
  private async priced(tx: Tx, rows: StakeEarning[], fresh: boolean): Promise<PricedEarning[]> {
    if (fresh) {
      this.vipRates = null;
      this.gameTypes.clear();
    }
    const unknown = [...new Set(rows.flatMap((r) => (r.gameType === undefined && r.gameId !== undefined && !this.gameTypes.has(r.gameId) ? [r.gameId] : [])))];
    if (unknown.length > 0) {
      const types = await this.repo.typesOfGames(tx, unknown);
      for (const id of unknown) this.gameTypes.set(id, types.get(id) ?? null);
    }
    const rates = (this.vipRates ??= await this.repo.vipRates(tx));
    return rows.map((r) => {
      const fromGame = r.gameType === undefined && r.gameId !== undefined;
      const gameType = r.gameType ?? (fromGame ? (this.gameTypes.get(r.gameId!) ?? null) : null);
      const rate = gameType === null ? 0 : (rates.get(gameType) ?? 0);
      return { playerId: r.playerId, stake: r.stake, gameType, typeOfGame: fromGame ? r.gameId : undefined, rate, points: vpForStake(r.stake, rate), source: r.source };
    });
  }

  /** Credits the VP of settled stakes inside the settling transaction; each source earns once. */
  async earn(tx: Tx, rows: StakeEarning[], at: Date = new Date()): Promise<void> {
    let todo = rows.filter((r) => r.stake > 0n);
    if (todo.length === 0) return;
    const day = dhakaToday(at);
    const month = monthOf(day);
    for (let attempt = 0; todo.length > 0; attempt++) {
      // A row priced with a type or rate changed since it was read is priced again from a fresh read (rare).
      if (attempt > 3) throw new Error('VIP rates kept changing while points were credited');
      const { moved, stale } = await this.repo.earn(tx, await this.priced(tx, todo, attempt > 0), day, month);
      for (const m of moved) this.announce(tx, m.player_id, 'vip');
      await this.levelReached(tx, moved, month);
      const again = new Set(stale);
      todo = stale.length === 0 ? [] : todo.filter((r) => again.has(r.source));
    }
  }

  /**
   * After the commit, the player's pages hear that their VP or cash bonus moved and refetch. The push carries no
   * figures, so it costs no read: it follows every settled round.
   */
  private announce(tx: Tx, playerId: bigint, what: 'vip' | 'bonus'): void {
    if (this.uow.tracks(tx)) this.uow.afterCommit(tx, () => this.bus.publish(`player:${playerId}`, 'rewards.changed', { what }), `rewards:${what}:${playerId}`);
  }

  /** What user/show and the console's player page show: whole VP and the cash bonus. */
  async summary(playerId: bigint, tx: Tx = this.db): Promise<{ vip_coin: number; cash_bonus: bigint }> {
    const [points, bonus] = await Promise.all([this.repo.points(tx, playerId), this.wallet.bonusBalances([playerId], tx)]);
    return { vip_coin: Number((points?.points ?? 0n) / 100n), cash_bonus: bonus.get(playerId) ?? 0n };
  }

  // ------------------------------------------------------------------------------------------------ VIP

  private async levelDefs(tx: Tx): Promise<VipLevelDef[]> {
    return (await this.repo.levels(tx)).map((l) => ({ level: l.level, name: l.name, name_bn: l.name_bn, threshold: Number(l.threshold) }));
  }

  async vip(playerId: bigint, now: Date = new Date()): Promise<VipStatus> {
    const p = await this.repo.player(this.db, playerId);
    if (!p) throw AppError.unauthorized();
    const month = monthOf(dhakaToday(now));
    const last = monthBefore(month);
    const [settings, levels, held, earned] = await Promise.all([
      this.repo.settings(this.db),
      this.levelDefs(this.db),
      this.repo.points(this.db, playerId),
      this.repo.monthEarned(this.db, playerId, [month, last]),
    ]);
    const e0 = earned.get(month) ?? 0n;
    const e1 = earned.get(last) ?? 0n;
    const level = currentLevel(levels, e0, e1) ?? levels[0] ?? { level: 0, name: 'Normal', name_bn: 'সাধারণ', threshold: 0 };
    const next = levels.find((l) => l.threshold > level.threshold);
    const points = held?.points ?? 0n;
    let progress = 100;
    let nextOut: VipStatus['next'] = null;
    if (next) {
      const need = BigInt(next.threshold) * 100n;
      const left = need > e0 ? need - e0 : 0n;
      progress = Math.min(100, Number((e0 * 10_000n) / need) / 100);
      nextOut = { ...levelOut(next), threshold: next.threshold, remaining: vpToWire(left) };
    }
    return {
      level: levelOut(level),
      next: nextOut,
      progress,
      vip_coin: Number(points / 100n),
      points: vpToWire(points),
      month_earned: vpToWire(e0),
      last_month_earned: vpToWire(e1),
      levels,
      convert: { min_vp: settings.convert_min_vp, rate: toWire(settings.vp_rate), currency: p.currency, enabled: settings.vp_rate > 0n },
    };
  }

  async history(playerId: bigint): Promise<{ data: VipMonth[] }> {
    const [rows, levels] = await Promise.all([this.repo.months(this.db, playerId, 12), this.levelDefs(this.db)]);
    const byMonth = new Map(rows.map((r) => [String(r.month).slice(0, 10), r.earned]));
    return {
      data: rows.map((r) => {
        const m = String(r.month).slice(0, 10);
        const level = currentLevel(levels, r.earned, byMonth.get(monthBefore(m)) ?? 0n) ?? levels[0]!;
        return { month: m.slice(0, 7), earned: vpToWire(r.earned), turnover: toWire(r.stake), level: levelOut(level) };
      }),
    };
  }

  async records(playerId: bigint, type: string | undefined, pageRaw: string | undefined): Promise<Paged<VipRecord>> {
    if (type !== 'received' && type !== 'used') throw AppError.validation({ type: [MESSAGES.badRequest] });
    const page = readPage(pageRaw);
    const { rows, total } = await this.repo.records(this.db, playerId, type === 'used', PAGE, (page - 1) * PAGE);
    return {
      data: rows.map((r) => ({
        id: String(r.id),
        created_at: r.created_at.toISOString(),
        kind: r.kind,
        points: vpToWire(r.points),
        turnover: r.kind === 'earn' ? toWire(r.stake) : null,
        game_type: r.game_type,
        amount: r.amount === null ? null : toWire(r.amount),
      })),
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / PAGE)),
      total,
    };
  }

  /**
   * GET /api/convert-vipcoin: whole VP into money at the operator's rate. The same `request_id` again answers the
   * first conversion and moves nothing; parallel conversions queue on the player's VP row.
   */

  async convert(playerId: bigint, vipCoinRaw: string | undefined, requestId: string | undefined): Promise<ConvertVipResponse> {
    const raw = (vipCoinRaw ?? '').trim();
    if (!/^\d{1,9}$/.test(raw)) throw AppError.validation({ vip_coin: [raw === '' ? MESSAGES.vpNotEnough : MESSAGES.vpWhole] });
    if (requestId !== undefined && !/^[A-Za-z0-9_-]{8,64}$/.test(requestId)) throw AppError.validation({ request_id: [MESSAGES.badRequest] });
    const vp = BigInt(raw);
    const settings = await this.repo.settings(this.db);
    if (settings.vp_rate === 0n) throw AppError.conflict(MESSAGES.vpConvertOff);
    if (vp < BigInt(settings.convert_min_vp)) throw AppError.validation({ vip_coin: [MESSAGES.vpNotEnough] });
    const source = `convert:${playerId}:${requestId ?? randomUUID()}`;
    return this.uow.run(async (tx) => {
      const p = await this.repo.player(tx, playerId);
      if (!p) throw AppError.unauthorized();
      const held = await this.repo.lockedPoints(tx, playerId);
      const earlier = requestId ? await this.repo.bySource(tx, source) : undefined;
      // Converting points puts money to play with in the balance: not during a time-out or self-exclusion.
      if (!earlier) await this.protection.play(tx, playerId);
      if (earlier) return { success: MESSAGES.vpConverted, amount: toWire(earlier.amount ?? 0n), vip_coin: Number(held / 100n) };
      const need = vp * 100n;
      if (held < need) throw AppError.validation({ vip_coin: [MESSAGES.vpTooMany] });
      const amount: Poisha = vp * settings.vp_rate;
      const row = await this.repo.insertConversion(tx, { playerId, points: need, amount, source, day: dhakaToday() });
      if (!row) throw AppError.conflict(MESSAGES.alreadyProcessed);
      const left = await this.repo.spend(tx, playerId, need);
      const moved = await this.wallet.transfer(tx, {
        from: { house: VIP_HOUSE, currency: p.currency, shards: 8, shardKey: playerId },
        to: { player: playerId, currency: p.currency },
        amount,
        reason: 'vip.convert',
        reference: `vip:${row.id}`,
        idempotencyKey: `vip-convert:${row.id}`,
      });
      await this.repo.setConversionLedger(tx, row.id, moved.transactionId);
      this.announce(tx, playerId, 'vip');
      return { success: MESSAGES.vpConverted, amount: toWire(amount), vip_coin: Number(left / 100n) };
    });
  }

  // ------------------------------------------------------------------------------------------------ referral

  private async tierRates(tx: Tx): Promise<ReferralTierRates[]> {
    return (await this.repo.tiers(tx)).map((t) => ({ turnover: t.min_turnover, ratesBp: [t.level1_bp, t.level2_bp, t.level3_bp] as const }));
  }

  async referral(playerId: bigint): Promise<ReferralInfo> {
    const p = await this.repo.player(this.db, playerId);
    if (!p) throw AppError.unauthorized();
    const [counts, tiers, summary] = await Promise.all([this.repo.downlineCounts(this.db, playerId), this.tierRates(this.db), this.summary(playerId)]);
    return {
      referral_code: p.referral_code,
      link: `/referral_code?referral_code=${encodeURIComponent(p.referral_code)}`,
      cash_bonus: toWire(summary.cash_bonus),
      claim_min: toWire(CASH_CLAIM_MIN),
      downline: { level1: counts[0], level2: counts[1], level3: counts[2] },
      tiers: tiers.map((t) => ({ turnover: toWire(t.turnover), rates: [pct(t.ratesBp[0]), pct(t.ratesBp[1]), pct(t.ratesBp[2])] })),
    };
  }

  private rewardRow(r: { id: bigint; day: string; turnover: bigint; amount: bigint; status: 'credited' | 'claimed'; details: unknown }): ReferralRewardRow {
    return { id: String(r.id), date: String(r.day).slice(0, 10), turnover: toWire(r.turnover), cashReward: toWire(r.amount), status: r.status, details: r.details as ReferralRewardRow['details'] };
  }

  async referralRewards(playerId: bigint, pageRaw: string | undefined): Promise<Paged<ReferralRewardRow>> {
    const page = readPage(pageRaw);
    const { rows, total } = await this.repo.rewards(this.db, { playerId }, PAGE, (page - 1) * PAGE);
    return { data: rows.map((r) => this.rewardRow(r)), current_page: page, last_page: Math.max(1, Math.ceil(total / PAGE)), total };
  }

  /** POST /api/cash-claim: the whole cash bonus into the balance, at least 10; claims queue on the bonus account. */
  async claim(playerId: bigint): Promise<CashClaimResponse> {
    return this.uow.run(async (tx) => {
      const p = await this.repo.player(tx, playerId);
      if (!p) throw AppError.unauthorized();
      // Claiming the cash bonus puts money to play with in the balance: not during a time-out or self-exclusion.
      await this.protection.play(tx, playerId);
      const bonus = await this.wallet.lockedBonus(tx, playerId, p.currency);
      if (bonus < CASH_CLAIM_MIN) throw AppError.validation({ cash_bonus: [MESSAGES.cashClaimMinimum] });
      const claim = await this.repo.insertClaim(tx, { playerId, currency: p.currency, amount: bonus });
      const moved = await this.wallet.transfer(tx, {
        from: { bonus: playerId, currency: p.currency },
        to: { player: playerId, currency: p.currency },
        amount: bonus,
        reason: 'referral.claim',
        reference: `claim:${claim.id}`,
        idempotencyKey: `cash-claim:${claim.id}`,
      });
      await this.repo.finishClaim(tx, claim.id, playerId, moved.transactionId);
      this.announce(tx, playerId, 'bonus');
      return { message: MESSAGES.bonusClaimed, amount: toWire(bonus) };
    });
  }

  /**
   * Pays one Dhaka day's referral rewards. A day runs once: a second run (on this process or another) waits on the
   * day's lock and answers the first run with `created: false`. Only ended days run, unless `openDay` (test hooks).
   */
  async runDay(day: string, runBy: string, opts: { openDay?: boolean } = {}): Promise<RunResult> {
    if (!startOfDhakaDay(day)) throw AppError.validation({ day: [MESSAGES.referralBadDay] });
    if (!(day < dhakaToday()) && !(opts.openDay && day === dhakaToday())) throw AppError.validation({ day: [MESSAGES.referralDayOpen] });
    return this.uow.run(async (tx) => {
      await this.repo.lockDay(tx, day);
      const done = await this.repo.run(tx, day);
      if (done) return runOut(done, false);
      const settings = await this.repo.settings(tx);
      const tiers = await this.tierRates(tx);
      const rows = settings.referral_enabled ? await this.repo.dayTurnover(tx, day) : [];
      const ups = [...new Set(rows.flatMap((r) => [r.up1, r.up2, r.up3].filter((x): x is bigint => x !== null)))];
      const uplines = new Map((await this.repo.playersById(tx, ups)).map((u) => [u.id, u]));
      const acc = new Map<bigint, { currency: string; turnover: bigint; amount: bigint; details: ReferralRewardRow['details'] }>();
      const paying = new Set<bigint>();
      let turnover = 0n;
      for (const r of rows) {
        const tier = tierFor(tiers, r.turnover);
        if (!tier) continue;
        let paid = false;
        for (const level of [1, 2, 3] as const) {
          const up = level === 1 ? r.up1 : level === 2 ? r.up2 : r.up3;
          const u = up === null ? undefined : uplines.get(up);
          // Rewards stay in one currency, go to open accounts of people (never the platform's own players).
          if (!u || u.currency !== r.currency || u.status !== 'active' || u.system_role !== null) continue;
          const share = referralShare(tiers, r.turnover, level);
          if (share <= 0n) continue;
          const a = acc.get(u.id) ?? { currency: u.currency, turnover: 0n, amount: 0n, details: [] };
          a.turnover += r.turnover;
          a.amount += share;
          a.details.push({ level, player: masked(r.username), turnover: toWire(r.turnover), rate: pct(tier.ratesBp[level - 1] ?? 0), reward: toWire(share) });
          acc.set(u.id, a);
          paid = true;
        }
        if (paid) {
          paying.add(r.player_id);
          turnover += r.turnover;
        }
      }
      const inserted = await this.repo.insertRewards(
        tx,
        [...acc.entries()].map(([playerId, a]) => ({ day, playerId, currency: a.currency, turnover: a.turnover, amount: a.amount, details: JSON.stringify(a.details) })),
      );
      const byCurrency = new Map<string, TransferInput[]>();
      const totals = new Map<string, bigint>();
      for (const row of inserted) {
        const a = acc.get(row.player_id)!;
        const list = byCurrency.get(a.currency) ?? [];
        list.push({
          from: { house: REFERRAL_HOUSE, currency: a.currency, shards: 8, shardKey: row.player_id },
          to: { bonus: row.player_id, currency: a.currency },
          amount: a.amount,
          reason: 'referral.reward',
          reference: `referral:${row.id}`,
          idempotencyKey: `referral:${day}:${row.player_id}`,
        });
        byCurrency.set(a.currency, list);
        totals.set(a.currency, (totals.get(a.currency) ?? 0n) + a.amount);
        this.announce(tx, row.player_id, 'bonus');
      }
      for (const moves of byCurrency.values()) await this.wallet.transferMany(tx, moves);
      for (const row of inserted) {
        const a = acc.get(row.player_id)!;
        await this.inbox(tx, row.player_id, { kind: 'referral_reward', amount: a.amount, currency: a.currency, day }, `referral:${day}`);
      }
      const total = [...totals.values()].reduce((s, x) => s + x, 0n);
      const run = await this.repo.insertRun(tx, {
        day,
        players: paying.size,
        referrers: inserted.length,
        turnover,
        total,
        totals: JSON.stringify([...totals.entries()].map(([currency, t]) => ({ currency, total: toWire(t) }))),
        runBy: settings.referral_enabled ? runBy : `${runBy} (paused)`,
      });
      return runOut(run, true);
    });
  }

  /**
   * Runs every ended day not run yet (from the day after the last run, at most 31 per call). A day counts as ended
   * `SETTLE_GRACE_MS` after its midnight, so a round whose transaction began before midnight (and dated its stake then)
   * has committed before its day is paid.
   */
  async runDue(runBy = 'system'): Promise<RunResult[]> {
    const today = dhakaToday(new Date(Date.now() - SETTLE_GRACE_MS));
    const last = await this.repo.lastRunDay(this.db);
    let day = last ? nextDay(last) : await this.repo.firstEarnDay(this.db);
    const out: RunResult[] = [];
    while (day && day < today && out.length < 31) {
      out.push(await this.runDay(day, runBy));
      day = nextDay(day);
    }
    return out;
  }

  /** The daily job: every `everyMs`, pay the ended days (safe on several processes: a day runs once). */
  start(everyMs: number): void {
    this.job.start(everyMs, true);
  }

  stop(): Promise<void> {
    return this.job.stop();
  }


  // ------------------------------------------------------------------------------------------------ console

  async settingsView() {
    const [s, levels, rates, tiers] = await Promise.all([this.repo.settings(this.db), this.levelDefs(this.db), this.repo.rates(this.db), this.repo.tiers(this.db)]);
    return {
      convert_min_vp: s.convert_min_vp,
      vp_rate: toWire(s.vp_rate),
      referral_enabled: s.referral_enabled,
      levels,
      rates: rates.map((r) => ({ game_type: r.game_type, name: r.name, rate: Number(r.rate) })),
      tiers: tiers.map((t) => ({ turnover: toWire(t.min_turnover), rates_bp: [t.level1_bp, t.level2_bp, t.level3_bp] as [number, number, number] })),
      updated_at: s.updated_at ? s.updated_at.toISOString() : null,
    };
  }

  async updateSettings(
    who: Actor,
    b: {
      convert_min_vp: number;
      vp_rate: string;
      referral_enabled: boolean;
      levels: { level: number; name: string; name_bn: string; threshold: number }[];
      rates: { game_type: string; rate: number }[];
      tiers: { turnover: string; rates_bp: number[] }[];
      reason: string;
    },
  ) {
    const errors: Record<string, string[]> = {};
    let vpRate = 0n;
    try {
      vpRate = parseMoney(b.vp_rate);
      if (vpRate < 0n || vpRate > 100_000n) throw new Error('range');
    } catch {
      errors.vp_rate = [MESSAGES.amountInvalid];
    }
    if (!Number.isInteger(b.convert_min_vp) || b.convert_min_vp < 1 || b.convert_min_vp > 1_000_000) errors.convert_min_vp = [MESSAGES.vpWhole];
    const levels = [...b.levels].sort((x, y) => x.threshold - y.threshold);
    const levelsOk =
      levels.length >= 1 &&
      levels.length <= 20 &&
      levels[0]!.level === 0 &&
      levels[0]!.threshold === 0 &&
      levels.every((l, i) => Number.isInteger(l.threshold) && l.threshold >= 0 && l.level === i && l.name.trim().length >= 1 && l.name.length <= 40 && l.name_bn.trim().length >= 1 && l.name_bn.length <= 40 && (i === 0 || l.threshold > levels[i - 1]!.threshold));
    if (!levelsOk) errors.levels = [MESSAGES.rewardLevelsInvalid];
    const types = await this.repo.gameTypes(this.db);
    if (!b.rates.every((r) => types.has(r.game_type) && Number.isInteger(r.rate) && r.rate >= 0 && r.rate <= 100_000) || new Set(b.rates.map((r) => r.game_type)).size !== b.rates.length) errors.rates = [MESSAGES.rewardRateInvalid];
    const tiers: { min_turnover: bigint; level1_bp: number; level2_bp: number; level3_bp: number }[] = [];
    try {
      for (const t of b.tiers) {
        const turnover = parseMoney(t.turnover);
        if (turnover < 0n || t.rates_bp.length !== 3 || !t.rates_bp.every((x) => Number.isInteger(x) && x >= 0 && x <= 1000)) throw new Error('tier');
        tiers.push({ min_turnover: turnover, level1_bp: t.rates_bp[0]!, level2_bp: t.rates_bp[1]!, level3_bp: t.rates_bp[2]! });
      }
      if (new Set(tiers.map((t) => t.min_turnover)).size !== tiers.length || tiers.length > 10) throw new Error('dup');
    } catch {
      errors.tiers = [MESSAGES.rewardTiersInvalid];
    }
    const reason = b.reason.trim();
    if (reason.length < 3) errors.reason = [MESSAGES.reasonRequired];
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    const before = await this.settingsView();
    await this.uow.run(async (tx) => {
      await this.repo.updateSettings(tx, { convert_min_vp: b.convert_min_vp, vp_rate: vpRate, referral_enabled: b.referral_enabled });
      await this.repo.replaceLevels(tx, levels.map((l) => ({ level: l.level, name: l.name.trim(), name_bn: l.name_bn.trim(), threshold: BigInt(l.threshold) })));
      await this.repo.replaceRates(tx, b.rates);
      await this.repo.replaceTiers(tx, tiers);
      await this.audit.write(tx, who, 'rewards.settings', 'reward_settings', 1, before, { ...b, reason });
    });
    this.vipRates = null;
    return this.settingsView();
  }

  async runs(q: Query) {
    const p = paging(q);
    const { rows, total } = await this.repo.runs(this.db, p.limit, p.offset);
    return pageOf(rows.map((r) => { const { created: _c, ...rest } = runOut(r, false); return rest; }), total, p);
  }

  /** The console runs a day by hand (audited when it paid). */
  async runByStaff(who: Actor & { username: string }, day: string, openDay: boolean): Promise<RunResult> {
    const out = await this.runDay(day, who.username, { openDay });
    if (out.created) await this.uow.run((tx) => this.audit.write(tx, who, 'referral.run', 'referral_runs', day, null, out));
    return out;
  }

  async rewardsList(q: Query) {
    const p = paging(q);
    const playerId = q.player_id && /^\d{1,18}$/.test(q.player_id) ? BigInt(q.player_id) : undefined;
    if (q.player_id && playerId === undefined) throw AppError.validation({ player_id: [MESSAGES.badRequest] });
    if (q.day && !startOfDhakaDay(q.day)) throw AppError.validation({ day: [MESSAGES.referralBadDay] });
    const { rows, total } = await this.repo.rewards(this.db, { playerId, day: q.day || undefined }, p.limit, p.offset);
    return pageOf(rows.map((r) => ({ ...this.rewardRow(r), player_id: Number(r.player_id), username: r.username, currency: r.currency })), total, p);
  }

  async tree(playerId: bigint) {
    const p = await this.repo.player(this.db, playerId);
    if (!p) throw AppError.notFound();
    const upline: { level: number; id: number; username: string }[] = [];
    let up = p.referred_by;
    for (let level = 1; level <= 3 && up !== null; level++) {
      const u = await this.repo.player(this.db, up);
      if (!u) break;
      upline.push({ level, id: Number(u.id), username: u.username });
      up = u.referred_by;
    }
    const since = dhakaToday(new Date(Date.now() - 30 * DAY_MS));
    const [down, counts, summary, total, vip] = await Promise.all([
      this.repo.downline(this.db, playerId, since),
      this.repo.downlineCounts(this.db, playerId),
      this.summary(playerId),
      this.repo.rewardsTotal(this.db, playerId),
      this.vip(playerId),
    ]);
    return {
      player: { id: Number(p.id), username: p.username, referral_code: p.referral_code },
      upline,
      levels: ([1, 2, 3] as const).map((level) => ({
        level,
        count: counts[level - 1]!,
        players: down
          .filter((d) => Number(d.level) === level)
          .slice(0, 200)
          .map((d) => ({ id: Number(d.id), username: d.username, created_at: new Date(d.created_at).toISOString(), turnover_30d: toWire(BigInt(d.turnover)) })),
      })),
      cash_bonus: toWire(summary.cash_bonus),
      rewards_total: toWire(total),
      vip,
    };
  }
}

function readPage(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) throw AppError.validation({ page: [MESSAGES.badRequest] });
  return Number(raw);
}

function runOut(r: { day: string; players: number; referrers: number; turnover: bigint; total: bigint; totals: unknown; run_by: string; finished_at: Date }, created: boolean): RunResult {
  return {
    day: String(r.day).slice(0, 10),
    players: r.players,
    referrers: r.referrers,
    turnover: toWire(r.turnover),
    total: toWire(r.total),
    currency_totals: (r.totals as { currency: string; total: string }[]) ?? [],
    finished_at: r.finished_at.toISOString(),
    run_by: r.run_by,
    created,
  };
}
