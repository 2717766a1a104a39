import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  MINIMUM_AGE_YEARS,
  REALITY_CHECK_MINUTES,
  PROTECTION_MESSAGES,
  SELF_EXCLUSION_MONTHS,
  TIME_OUT_DAYS,
  exclusionEnd,
  formatDhakaForMessage,
  limitChange,
  limitWindow,
  loosensAppliesAt,
  pendingConfirmable,
  remainingOf,
  timeOutEnd,
  toWire,
  tryParseMoney,
  type FlaggedPlayersPage,
  type HarmMarker,
  type HarmMarkerCode,
  type LimitKind,
  type LimitPeriod,
  type PlayerProtection,
  type ProtectionEvent,
  type ProtectionSettings,
  type RealityCheckMinutes,
  type RealityCheckSummary,
  type ProtectionAnswer,
  type ProtectionState,
  type ProtectionLimit,
  type ProtectionRefusalBody,
} from '@khela/domain';
import type { Db } from '../db/database';
import type { Tx, UnitOfWork } from '../db/unit-of-work';
import { AppError, refusalsOf } from '../shared/errors';
import type { AuditService } from '../staff/audit.service';
import { paging, readReason, type Query } from '../staff/console';
import type { StaffAuth } from '../staff/staff-auth.service';
import { limitColumn, type PendingRow, type ProtectionRepository, type ProtectionRow, type WindowStarts } from './protection.repository';
import type { PlayGuard, StakeGuard } from '../wallet/stakes';

/** What the protection domain needs to know of a player (the players domain answers it; app.ts wires it). */
export type PlayerLookup = (tx: Tx, playerId: bigint) => Promise<{ username: string; currency: string; dofb: string | null } | undefined>;

/** Who a player-side call is for: the player and the login (site session) it came through. */
export interface PlayerCall {
  playerId: bigint;
  sessionId: bigint;
}

/**
 * Where a money-taking call comes from, for the session limit: the site login it runs under (a site call), or the
 * game session whose login it is (a game's bet), else the player's newest login.
 */
export interface GuardContext {
  loginSessionId?: bigint | null;
  gameSessionId?: bigint | null;
}

/** The refusal of a money-taking call: HTTP 403 with ProtectionRefusalBody ({message, code, until, allowed}). */
export function protectionRefusal(body: ProtectionRefusalBody): AppError {
  // `forbidden` is the catalogue's 403; the body's `code` names the limit or exclusion (details override it).
  return new AppError('forbidden', body.message, undefined, undefined, {
    code: body.code,
    until: body.until ?? null,
    ...(body.allowed !== undefined ? { allowed: body.allowed } : {}),
    ...(body.period !== undefined ? { period: body.period } : {}),
  });
}

const PERIOD_WORD: Record<LimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };
const HISTORY_SIZE = 100;
/** How long an edge check may use the blocked-countries list it read (each process); changes reach every process within it. */
const SETTINGS_TTL_MS = 5_000;

const isoOrNull = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const nonNegative = (v: bigint) => (v > 0n ? v : 0n);

/** A limit's value as shown (MoneyString, or minutes as text for a session limit). */
function show(kind: LimitKind, v: bigint | number | null): string | null {
  if (v === null) return null;
  return kind === 'session' ? String(v) : toWire(BigInt(v));
}

function windows(now: Date): WindowStarts & { ends: Record<LimitPeriod, Date> } {
  const d = limitWindow('day', now);
  const w = limitWindow('week', now);
  const m = limitWindow('month', now);
  return { day: d.start, week: w.start, month: m.start, ends: { day: d.end, week: w.end, month: m.end } };
}

function limitOf(row: ProtectionRow | undefined, kind: LimitKind, period: LimitPeriod): bigint | null {
  if (!row) return null;
  const v = row[limitColumn(kind, period)];
  return v === null ? null : BigInt(v);
}

/**
 * Player protection (issue 14): limits, time-outs, self-exclusion, reality checks, the operator's settings and the
 * markers of harm. Its `guard` is what other domains call, inside the transaction of their money move, before money
 * is taken; everything it reads is in the database (every process, after logout).
 */
export class ProtectionService {
  private countriesCache: { at: number; blocked: Set<string> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly uow: UnitOfWork,
    private readonly repo: ProtectionRepository,
    private readonly audit: AuditService,
    private readonly playerOf: PlayerLookup,
  ) {}

  /** A player's change to their own protection: one transaction, their row created if missing and locked first. */
  private changing<T>(who: PlayerCall, work: (tx: Tx, row: ProtectionRow) => Promise<T>): Promise<T> {
    return this.uow.run(async (tx) => work(tx, await this.repo.lockedRow(tx, who.playerId)));
  }

  // ================================================================== the guard (other domains call it)
  /**
   * The checks of a money-taking call, inside its transaction. Cost for a player with nothing set: one primary-key
   * read of player_protection (no row). With a row: the time-out / exclusion check is free; a session limit adds one
   * primary-key read of the login; a loss limit adds one aggregate over the player's rounds and exchange positions
   * settled this month (or week) plus the open ones (indexed); deposit limits one aggregate over this month's deposits.
   */
  readonly guard = {
    /** A deposit request of `amount` (also checks the birthday setting). */
    deposit: (tx: Tx, playerId: bigint, amount: bigint, ctx: GuardContext = {}) => this.check(tx, playerId, 'deposit', amount, ctx),
    /** A stake of `amount` (a bet in our games, a provider's debit, an exchange order's added liability). */
    stake: (tx: Tx, playerId: bigint, amount: bigint, ctx: GuardContext = {}) => this.check(tx, playerId, 'stake', amount, ctx),
    /**
     * Several stakes at once (a group of rounds of our games): for each, its refusal or null. One statement finds
     * which players have protection settings at all (most have none, and pass); those are checked alone.
     */
    stakes: async (tx: Tx, stakes: { playerId: bigint; amount: bigint; gameSessionId: bigint | null }[]): Promise<(AppError | null)[]> => {
      const set = await this.repo.playersWithRow(tx, stakes.map((s) => s.playerId));
      return refusalsOf(stakes, async (s) => {
        if (set.has(s.playerId)) await this.check(tx, s.playerId, 'stake', s.amount, { gameSessionId: s.gameSessionId });
      });
    },
    /** Anything else that lets a player play: a game launch, a promotion, a VIP conversion, a referral cash claim. */
    play: (tx: Tx, playerId: bigint, ctx: GuardContext = {}) => this.check(tx, playerId, 'play', 0n, ctx),
  };

  /** The stake pipeline's guard (wallet/stakes.ts): every product's stake is checked here. */
  readonly stakeGuard: StakeGuard = {
    stake: (tx, c) => this.guard.stake(tx, c.playerId, c.amount, { gameSessionId: c.gameSessionId ?? null }),
    stakes: (tx, cs) => this.guard.stakes(tx, cs.map((c) => ({ playerId: c.playerId, amount: c.amount, gameSessionId: c.gameSessionId ?? null }))),
  };

  /** Deposits, launches, conversions and claims (wallet/stakes.ts PlayGuard). */
  readonly playGuard: PlayGuard = {
    deposit: (tx, playerId, amount, loginSessionId) => this.guard.deposit(tx, playerId, amount, { loginSessionId }),
    play: (tx, playerId, loginSessionId) => this.guard.play(tx, playerId, { loginSessionId: loginSessionId ?? null }),
  };

  private async check(tx: Tx, playerId: bigint, action: 'deposit' | 'stake' | 'play', amount: bigint, ctx: GuardContext): Promise<void> {
    const now = new Date();
    const row = await this.repo.row(tx, playerId);
    const blocked = this.blockOf(row, now);
    if (blocked) throw protectionRefusal({ message: blocked.message, code: blocked.reason, until: blocked.until });
    if (action === 'deposit') await this.checkBirthday(tx, playerId);
    if (!row) return;
    if (row.session_minutes !== null) {
      const started = await this.loginStart(tx, playerId, ctx);
      if (started && now.getTime() - started.getTime() >= row.session_minutes * 60_000) {
        throw protectionRefusal({ message: PROTECTION_MESSAGES.sessionLimitReached, code: 'session_limit', until: null });
      }
    }
    if (action === 'deposit') await this.checkDeposit(tx, row, amount, now);
    if (action === 'stake' && amount > 0n) await this.checkLoss(tx, row, amount, now);
  }

  private async checkBirthday(tx: Tx, playerId: bigint): Promise<void> {
    const settings = await this.repo.settings(tx);
    if (!settings.birthday_before_deposit) return;
    const p = await this.playerOf(tx, playerId);
    if (p && !p.dofb) throw protectionRefusal({ message: PROTECTION_MESSAGES.birthdayRequired, code: 'birthday_required', until: null });
  }

  private async loginStart(tx: Tx, playerId: bigint, ctx: GuardContext): Promise<Date | null> {
    if (ctx.loginSessionId) return this.repo.loginStartedAt(tx, ctx.loginSessionId);
    if (ctx.gameSessionId) return this.repo.loginOfGameSession(tx, ctx.gameSessionId);
    return this.repo.latestLogin(tx, playerId);
  }

  /** The tightest deposit limit this deposit would cross: refused with what is still allowed and until when. */
  private async checkDeposit(tx: Tx, row: ProtectionRow, amount: bigint, now: Date): Promise<void> {
    const periods = LIMIT_PERIODS.filter((p) => limitOf(row, 'deposit', p) !== null);
    if (periods.length === 0) return;
    const w = windows(now);
    const used = await this.repo.deposited(tx, row.player_id, w);
    let worst: { period: LimitPeriod; left: bigint } | null = null;
    for (const p of periods) {
      const left = remainingOf(limitOf(row, 'deposit', p), used[p])!;
      if (worst === null || left < worst.left) worst = { period: p, left };
    }
    if (worst && amount > worst.left) {
      const until = w.ends[worst.period];
      const when = formatDhakaForMessage(until);
      const message =
        worst.left > 0n
          ? `You have reached your ${PERIOD_WORD[worst.period]} deposit limit. You can deposit ${toWire(worst.left)} more until ${when}.`
          : `You have reached your ${PERIOD_WORD[worst.period]} deposit limit. You can deposit again from ${when}.`;
      throw protectionRefusal({ message, code: 'deposit_limit', until: until.toISOString(), allowed: toWire(worst.left), period: worst.period });
    }
  }

  /**
   * Loss limits: the net loss of the window (settled stakes − returns, never below zero) plus the stakes still open
   * (counted as lost until they settle) plus this stake must stay within each limit.
   */
  private async checkLoss(tx: Tx, row: ProtectionRow, amount: bigint, now: Date): Promise<void> {
    const periods = LIMIT_PERIODS.filter((p) => limitOf(row, 'loss', p) !== null);
    if (periods.length === 0) return;
    const w = windows(now);
    const { settled, open } = await this.repo.losses(tx, row.player_id, w);
    let worst: { period: LimitPeriod; left: bigint } | null = null;
    for (const p of periods) {
      const left = remainingOf(limitOf(row, 'loss', p), nonNegative(settled[p]) + open)!;
      if (worst === null || left < worst.left) worst = { period: p, left };
    }
    if (worst && amount > worst.left) {
      const until = w.ends[worst.period];
      const when = formatDhakaForMessage(until);
      const message =
        worst.left > 0n
          ? `This stake would take you past your ${PERIOD_WORD[worst.period]} loss limit. You can stake up to ${toWire(worst.left)} until ${when}.`
          : `You have reached your ${PERIOD_WORD[worst.period]} loss limit. You can play again from ${when}.`;
      throw protectionRefusal({ message, code: 'loss_limit', until: until.toISOString(), allowed: toWire(worst.left), period: worst.period });
    }
  }

  /** The time-out or self-exclusion in force, with the message refusals carry. */
  private blockOf(row: ProtectionRow | undefined, now: Date): ProtectionState['blocked'] {
    if (!row) return null;
    if (row.exclusion_since) {
      if (row.exclusion_permanent) return { reason: 'self_exclusion', until: null, message: PROTECTION_MESSAGES.selfExclusionPermanent };
      const until = row.exclusion_until!;
      const when = formatDhakaForMessage(until);
      const message =
        until.getTime() > now.getTime()
          ? `You have excluded yourself until ${when}. Deposits, bets, game launches, exchange orders and promotions are not available.`
          : `Your self-exclusion period ended on ${when}. It stays in force until your account is reopened at your request; please contact support.`;
      return { reason: 'self_exclusion', until: until.toISOString(), message };
    }
    if (row.time_out_until && row.time_out_until.getTime() > now.getTime()) {
      const when = formatDhakaForMessage(row.time_out_until);
      return {
        reason: 'time_out',
        until: row.time_out_until.toISOString(),
        message: `You are taking a break until ${when}. Deposits, bets, game launches, exchange orders and promotions are not available until then.`,
      };
    }
    return null;
  }

  // ================================================================== the player's page
  /** GET /api/safer-gambling */
  async state(who: PlayerCall): Promise<ProtectionState> {
    return this.stateIn(this.db, who, new Date());
  }

  private async stateIn(tx: Tx, who: PlayerCall, now: Date): Promise<ProtectionState> {
    const [row, pending, started] = await Promise.all([
      this.repo.row(tx, who.playerId),
      this.repo.pending(tx, who.playerId),
      this.repo.loginStartedAt(tx, who.sessionId),
    ]);
    const sessionStart = started ?? now;
    const base = await this.protectionState(tx, who.playerId, row, pending, now, sessionStart);
    return { ...base, session_started_at: sessionStart.toISOString() };
  }

  /** The state without the login (the console's view), with the usage of each window. */
  private async protectionState(
    tx: Tx,
    playerId: bigint,
    row: ProtectionRow | undefined,
    pending: PendingRow[],
    now: Date,
    sessionStart: Date | null,
  ): Promise<Omit<ProtectionState, 'session_started_at'>> {
    const w = windows(now);
    const [deposited, losses] = await Promise.all([this.repo.deposited(tx, playerId, w), this.repo.losses(tx, playerId, w)]);
    const limits: ProtectionLimit[] = [];
    const pend = (kind: LimitKind, period: LimitPeriod) => {
      const p = pending.find((x) => x.kind === kind && x.period === period);
      if (!p) return null;
      return {
        amount: show(kind, p.amount),
        requested_at: p.requested_at.toISOString(),
        applies_at: p.applies_at.toISOString(),
        confirmable: pendingConfirmable(p.applies_at, now),
      };
    };
    for (const kind of ['deposit', 'loss'] as const) {
      for (const period of LIMIT_PERIODS) {
        const amount = limitOf(row, kind, period);
        // As the guard counts it: the window's net loss (never below zero) plus the stakes still open.
        const used = kind === 'deposit' ? deposited[period] : nonNegative(losses.settled[period]) + losses.open;
        const left = remainingOf(amount, used);
        limits.push({
          kind,
          period,
          amount: show(kind, amount),
          used: toWire(used),
          remaining: left === null ? null : toWire(left),
          window_ends_at: w.ends[period].toISOString(),
          pending: pend(kind, period),
        });
      }
    }
    const minutes = row?.session_minutes ?? null;
    const usedMinutes = sessionStart ? Math.max(0, Math.floor((now.getTime() - sessionStart.getTime()) / 60_000)) : 0;
    limits.push({
      kind: 'session',
      period: 'day',
      amount: minutes === null ? null : String(minutes),
      used: String(usedMinutes),
      remaining: minutes === null ? null : String(Math.max(0, minutes - usedMinutes)),
      window_ends_at: w.ends.day.toISOString(),
      pending: pend('session', 'day'),
    });
    const timeOutActive = row?.time_out_until && row.time_out_until.getTime() > now.getTime();
    return {
      limits,
      time_out: timeOutActive ? { since: row.time_out_since!.toISOString(), until: row.time_out_until!.toISOString() } : null,
      self_exclusion: row?.exclusion_since
        ? { since: row.exclusion_since.toISOString(), until: isoOrNull(row.exclusion_until), permanent: row.exclusion_permanent }
        : null,
      reality_check_minutes: (row?.reality_check_minutes ?? 0) as RealityCheckMinutes,
      blocked: this.blockOf(row, now),
    };
  }

  private async answer(tx: Tx, who: PlayerCall, message: string): Promise<ProtectionAnswer> {
    return { ...(await this.stateIn(tx, who, new Date())), message };
  }

  /** POST /api/safer-gambling/limits: a tightening applies at once; a loosening waits 24 hours, then a confirmation. */
  async setLimit(who: PlayerCall, body: { kind?: string; period?: string; amount?: string }): Promise<ProtectionAnswer> {
    const { kind, period } = readKindPeriod(body);
    const next = readLimitAmount(kind, body.amount);
    return this.changing(who, async (tx, row) => {
      const current = limitOf(row, kind, period);
      const change = limitChange(current, next);
      const now = new Date();
      if (change === 'same') {
        // Asking again for what is in force drops a loosening that was waiting.
        if (await this.repo.dropPending(tx, who.playerId, kind, period)) {
          await this.repo.event(tx, { playerId: who.playerId, action: 'limit.cancelled', kind, period, from: show(kind, current), to: show(kind, current) });
          return this.answer(tx, who, PROTECTION_MESSAGES.limitCancelled);
        }
        return this.answer(tx, who, PROTECTION_MESSAGES.limitUnchanged);
      }
      if (change === 'tighten') {
        await this.repo.update(tx, who.playerId, { [limitColumn(kind, period)]: kind === 'session' ? Number(next) : next });
        // A tighter limit replaces any loosening that was waiting.
        await this.repo.dropPending(tx, who.playerId, kind, period);
        await this.repo.event(tx, { playerId: who.playerId, action: 'limit.set', kind, period, from: show(kind, current), to: show(kind, next) });
        return this.answer(tx, who, PROTECTION_MESSAGES.limitSet);
      }
      await this.repo.putPending(tx, { playerId: who.playerId, kind, period, amount: next, requestedAt: now, appliesAt: loosensAppliesAt(now) });
      await this.repo.event(tx, { playerId: who.playerId, action: 'limit.pending', kind, period, from: show(kind, current), to: show(kind, next) ?? 'none' });
      return this.answer(tx, who, PROTECTION_MESSAGES.limitPending);
    });
  }

  /** POST /api/safer-gambling/limits/confirm: applies a loosening whose 24 hours have passed. */
  async confirmLimit(who: PlayerCall, body: { kind?: string; period?: string }): Promise<ProtectionAnswer> {
    const { kind, period } = readKindPeriod(body);
    return this.changing(who, async (tx, row) => {
      const p = await this.repo.pendingOne(tx, who.playerId, kind, period);
      if (!p) throw AppError.conflict(PROTECTION_MESSAGES.nothingPending);
      if (!pendingConfirmable(p.applies_at, new Date())) {
        throw new AppError('conflict', PROTECTION_MESSAGES.pendingNotDue, undefined, undefined, { applies_at: p.applies_at.toISOString() });
      }
      const current = limitOf(row, kind, period);
      await this.repo.update(tx, who.playerId, { [limitColumn(kind, period)]: p.amount === null ? null : kind === 'session' ? Number(p.amount) : p.amount });
      await this.repo.dropPending(tx, who.playerId, kind, period);
      await this.repo.event(tx, { playerId: who.playerId, action: 'limit.confirmed', kind, period, from: show(kind, current), to: show(kind, p.amount) ?? 'none' });
      return this.answer(tx, who, PROTECTION_MESSAGES.limitConfirmed);
    });
  }

  /** POST /api/safer-gambling/limits/cancel: drops a pending loosening (the limit in force stays). */
  async cancelLimit(who: PlayerCall, body: { kind?: string; period?: string }): Promise<ProtectionAnswer> {
    const { kind, period } = readKindPeriod(body);
    return this.changing(who, async (tx, row) => {
      const p = await this.repo.pendingOne(tx, who.playerId, kind, period);
      if (!p) throw AppError.conflict(PROTECTION_MESSAGES.nothingPending);
      await this.repo.dropPending(tx, who.playerId, kind, period);
      await this.repo.event(tx, { playerId: who.playerId, action: 'limit.cancelled', kind, period, from: show(kind, limitOf(row, kind, period)), to: show(kind, p.amount) ?? 'none' });
      return this.answer(tx, who, PROTECTION_MESSAGES.limitCancelled);
    });
  }

  /** POST /api/safer-gambling/time-out: starts at once; cannot be shortened (a longer one replaces it). */
  async timeOut(who: PlayerCall, body: { days?: number }): Promise<ProtectionAnswer> {
    const days = choice(body.days, TIME_OUT_DAYS, 'days', PROTECTION_MESSAGES.timeOutInvalid);
    return this.changing(who, async (tx, row) => {
      const now = new Date();
      const until = timeOutEnd(now, days);
      if (row.exclusion_since) throw AppError.conflict(PROTECTION_MESSAGES.alreadyBlocked);
      if (row.time_out_until && row.time_out_until.getTime() >= until.getTime()) throw AppError.conflict(PROTECTION_MESSAGES.alreadyBlocked);
      const since = row.time_out_until && row.time_out_until.getTime() > now.getTime() ? row.time_out_since! : now;
      await this.repo.update(tx, who.playerId, { time_out_since: since, time_out_until: until });
      await this.repo.event(tx, { playerId: who.playerId, action: 'time_out', from: isoOrNull(row.time_out_until), to: `${days} days` });
      return this.answer(tx, who, PROTECTION_MESSAGES.timeOutStarted);
    });
  }

  /** POST /api/safer-gambling/self-exclusion: starts at once; only an admin lifts it, after its end. */
  async selfExclude(who: PlayerCall, body: { months?: number; permanent?: boolean }): Promise<ProtectionAnswer> {
    const permanent = body.permanent === true;
    const months = body.months;
    if (permanent === (months !== undefined) || (!permanent && (typeof months !== 'number' || !(SELF_EXCLUSION_MONTHS as readonly number[]).includes(months)))) {
      throw AppError.validation({ [permanent || months === undefined ? 'permanent' : 'months']: [PROTECTION_MESSAGES.selfExclusionInvalid] });
    }
    return this.changing(who, async (tx, row) => {
      const now = new Date();
      const until = permanent ? null : exclusionEnd(now, months!);
      if (row.exclusion_since) {
        // Only ever longer: a permanent one stays; a dated one may be extended (or made permanent).
        const longer = !row.exclusion_permanent && (permanent || (until !== null && row.exclusion_until !== null && until.getTime() > row.exclusion_until.getTime()));
        if (!longer) throw AppError.conflict(PROTECTION_MESSAGES.alreadyBlocked);
      }
      await this.repo.update(tx, who.playerId, {
        exclusion_since: row.exclusion_since ?? now,
        exclusion_until: until,
        exclusion_permanent: permanent,
      });
      await this.repo.event(tx, { playerId: who.playerId, action: 'self_exclusion', from: row.exclusion_since ? (row.exclusion_permanent ? 'permanent' : isoOrNull(row.exclusion_until)) : null, to: permanent ? 'permanent' : `${months} months` });
      return this.answer(tx, who, PROTECTION_MESSAGES.selfExclusionStarted);
    });
  }

  /** POST /api/safer-gambling/reality-check */
  async realityCheck(who: PlayerCall, body: { minutes?: number }): Promise<ProtectionAnswer> {
    const minutes = choice(body.minutes, REALITY_CHECK_MINUTES, 'minutes', PROTECTION_MESSAGES.realityCheckInvalid);
    return this.changing(who, async (tx, row) => {
      if (row.reality_check_minutes !== minutes) {
        await this.repo.update(tx, who.playerId, { reality_check_minutes: minutes });
        await this.repo.event(tx, { playerId: who.playerId, action: 'reality_check', from: String(row.reality_check_minutes), to: String(minutes) });
      }
      return this.answer(tx, who, PROTECTION_MESSAGES.realityCheckSaved);
    });
  }

  /** GET /api/safer-gambling/session: the reality check's figures since this login. */
  async session(who: PlayerCall): Promise<RealityCheckSummary> {
    const now = new Date();
    const [started, row, player] = await Promise.all([
      this.repo.loginStartedAt(this.db, who.sessionId),
      this.repo.row(this.db, who.playerId),
      this.playerOf(this.db, who.playerId),
    ]);
    const since = started ?? now;
    const { staked, won } = await this.repo.playedSince(this.db, who.playerId, since);
    return {
      session_started_at: since.toISOString(),
      minutes: Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000)),
      staked: toWire(staked),
      won: toWire(won),
      net: toWire(won - staked),
      reality_check_minutes: (row?.reality_check_minutes ?? 0) as RealityCheckMinutes,
      currency: player?.currency ?? 'BDT',
    };
  }

  // ================================================================== sign-up and settings other domains read
  /** Records the 18+ confirmation given at sign-up (in the sign-up's transaction). */
  async confirmAge(tx: Tx, playerId: bigint): Promise<void> {
    await this.repo.confirmAge(tx, playerId);
    await this.repo.event(tx, { playerId, action: 'age_confirmed' });
  }

  /** The operator's minimum age (never below MINIMUM_AGE_YEARS). */
  async minimumAge(tx: Tx = this.db): Promise<number> {
    const s = await this.repo.settings(tx);
    return Math.max(MINIMUM_AGE_YEARS, s.minimum_age);
  }

  /** Whether a request from this country (ISO alpha-2, any case) is refused; read at most every 5 s per process. */
  async countryBlocked(country: string | undefined): Promise<boolean> {
    if (!country) return false;
    const now = Date.now();
    if (!this.countriesCache || now - this.countriesCache.at > SETTINGS_TTL_MS) {
      const s = await this.repo.settings(this.db);
      this.countriesCache = { at: now, blocked: new Set(s.blocked_countries) };
    }
    return this.countriesCache.blocked.has(country.trim().toUpperCase());
  }

  // ================================================================== the console
  /** GET /api/backoffice/players/:id/protection */
  async playerProtection(staff: StaffAuth, playerId: bigint): Promise<PlayerProtection> {
    return this.protectionIn(this.db, staff, playerId);
  }

  private async protectionIn(tx: Tx, staff: StaffAuth, playerId: bigint): Promise<PlayerProtection> {
    const player = await this.playerOf(tx, playerId);
    if (!player) throw AppError.notFound();
    const now = new Date();
    const [row, pending, events, markers] = await Promise.all([
      this.repo.row(tx, playerId),
      this.repo.pending(tx, playerId),
      this.repo.events(tx, playerId, HISTORY_SIZE),
      this.repo.markers(tx, { playerId, now, limit: 1, offset: 0 }),
    ]);
    const state = await this.protectionState(tx, playerId, row, pending, now, await this.repo.latestLogin(tx, playerId));
    return {
      player_id: Number(playerId),
      username: player.username,
      state,
      history: events.map(eventView),
      markers: markers.rows.map(markerView),
      can_lift: staff.role === 'admin' && this.liftable(row, now) === null,
    };
  }

  /** Why a self-exclusion cannot be lifted now (null: it can). */
  private liftable(row: ProtectionRow | undefined, now: Date): string | null {
    if (!row?.exclusion_since) return PROTECTION_MESSAGES.liftNothing;
    if (row.exclusion_permanent) return PROTECTION_MESSAGES.liftPermanent;
    if (row.exclusion_until!.getTime() > now.getTime()) return PROTECTION_MESSAGES.liftNotEnded;
    return null;
  }

  /**
   * POST /api/backoffice/players/:id/protection/lift-exclusion (admin): only after the exclusion's end, never a
   * permanent one; the player's limits stay; audited in the same transaction.
   */
  async liftExclusion(staff: StaffAuth, playerId: bigint, body: { reason?: string }): Promise<PlayerProtection> {
    const reason = readReason(body.reason);
    return this.uow.run(async (tx) => {
      if (!(await this.playerOf(tx, playerId))) throw AppError.notFound();
      const row = await this.repo.row(tx, playerId, true);
      const why = this.liftable(row, new Date());
      if (why) throw AppError.conflict(why);
      const before = { exclusion_since: isoOrNull(row!.exclusion_since), exclusion_until: isoOrNull(row!.exclusion_until), permanent: row!.exclusion_permanent };
      await this.repo.update(tx, playerId, { exclusion_since: null, exclusion_until: null, exclusion_permanent: false });
      await this.repo.event(tx, { playerId, action: 'self_exclusion.lifted', from: before.exclusion_until, to: null, staffId: staff.staffId, reason });
      await this.audit.write(tx, staff, 'protection.lift_exclusion', 'player', playerId, before, { exclusion_since: null, reason });
      return this.protectionIn(tx, staff, playerId);
    });
  }

  /** GET /api/backoffice/protection/flagged?page= : players with a marker, newest first (computed on read). */
  async flagged(q: Query): Promise<FlaggedPlayersPage> {
    const p = paging(q, 25);
    const { rows, total } = await this.repo.markers(this.db, { playerId: null, now: new Date(), limit: p.limit, offset: p.offset });
    const byPlayer = new Map<bigint, FlaggedPlayersPage['data'][number]>();
    for (const r of rows) {
      let f = byPlayer.get(r.player_id);
      if (!f) byPlayer.set(r.player_id, (f = { player_id: Number(r.player_id), username: r.username, markers: [], self_excluded: r.self_excluded, timed_out: r.timed_out }));
      f.markers.push(markerView(r));
    }
    return { data: [...byPlayer.values()], total, page: p.page, per_page: p.perPage };
  }

  async settings(): Promise<ProtectionSettings> {
    return settingsView(await this.repo.settings(this.db));
  }

  /** PUT /api/backoffice/protection/settings (admin; audited). */
  async putSettings(staff: StaffAuth, body: { blocked_countries?: string[]; minimum_age?: number; birthday_before_deposit?: boolean }): Promise<ProtectionSettings> {
    const errors: Record<string, string[]> = {};
    const countries = body.blocked_countries?.map((c) => c.trim().toUpperCase());
    if (countries && (countries.length > 250 || countries.some((c) => !/^[A-Z]{2}$/.test(c)))) errors.blocked_countries = [PROTECTION_MESSAGES.countriesInvalid];
    if (body.minimum_age !== undefined && (!Number.isInteger(body.minimum_age) || body.minimum_age < MINIMUM_AGE_YEARS || body.minimum_age > 99)) {
      errors.minimum_age = [PROTECTION_MESSAGES.minimumAgeInvalid];
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    const out = await this.uow.run(async (tx) => {
      const before = settingsView(await this.repo.settings(tx, true));
      const after: ProtectionSettings = {
        blocked_countries: countries ? [...new Set(countries)].sort() : before.blocked_countries,
        minimum_age: body.minimum_age ?? before.minimum_age,
        birthday_before_deposit: body.birthday_before_deposit ?? before.birthday_before_deposit,
      };
      await this.repo.updateSettings(tx, after);
      await this.audit.write(tx, staff, 'protection.settings', 'protection_settings', 1, before, after);
      return after;
    });
    this.countriesCache = null;
    return out;
  }
}

// ------------------------------------------------------------------ reading the player's input
/** One of the offered numbers (days, minutes), else 422 on `field`. */
function choice<T extends number>(value: unknown, allowed: readonly T[], field: string, message: string): T {
  if (typeof value !== 'number' || !(allowed as readonly number[]).includes(value)) throw AppError.validation({ [field]: [message] });
  return value as T;
}

function readKindPeriod(body: { kind?: string; period?: string }): { kind: LimitKind; period: LimitPeriod } {
  const errors: Record<string, string[]> = {};
  const kind = body.kind as LimitKind;
  const period = (body.period ?? (kind === 'session' ? 'day' : undefined)) as LimitPeriod;
  if (!(LIMIT_KINDS as readonly string[]).includes(kind)) errors.kind = [PROTECTION_MESSAGES.kindInvalid];
  if (!(LIMIT_PERIODS as readonly string[]).includes(period)) errors.period = [PROTECTION_MESSAGES.periodInvalid];
  else if (kind === 'session' && period !== 'day') errors.period = [PROTECTION_MESSAGES.sessionPeriodDay];
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  return { kind, period };
}

/** The new limit: poisha for deposit/loss, whole minutes for a session; null removes it. */
function readLimitAmount(kind: LimitKind, raw: string | undefined): bigint | null {
  if (raw === undefined || raw.trim() === '') return null;
  if (kind === 'session') {
    const s = raw.trim();
    if (!/^\d{1,4}$/.test(s) || Number(s) < 1 || Number(s) > 1440) throw AppError.validation({ amount: [PROTECTION_MESSAGES.sessionMinutesInvalid] });
    return BigInt(s);
  }
  const v = tryParseMoney(raw);
  if (v === null || v <= 0n || v > 1_000_000_000_00n) throw AppError.validation({ amount: [PROTECTION_MESSAGES.limitAmountInvalid] });
  return v;
}

// ------------------------------------------------------------------ views
function eventView(e: { id: bigint; at: Date; action: string; kind: LimitKind | null; period: LimitPeriod | null; from_value: string | null; to_value: string | null; staff_username: string | null; reason: string | null }): ProtectionEvent {
  return { id: Number(e.id), at: e.at.toISOString(), action: e.action, kind: e.kind, period: e.period, from: e.from_value, to: e.to_value, actor: e.staff_username ?? 'player', reason: e.reason };
}

function markerView(m: { code: string; at: Date; detail: string }): HarmMarker {
  return { code: m.code as HarmMarkerCode, at: new Date(m.at).toISOString(), detail: m.detail };
}

function settingsView(s: { blocked_countries: string[]; minimum_age: number; birthday_before_deposit: boolean }): ProtectionSettings {
  return { blocked_countries: [...s.blocked_countries], minimum_age: s.minimum_age, birthday_before_deposit: s.birthday_before_deposit };
}

