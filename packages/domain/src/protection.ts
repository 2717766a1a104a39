/**
 * Safer gambling (issue 14): the wire contract of /api/safer-gambling* and the console's player-protection routes,
 * and the fixed choices a player has. The window arithmetic (Dhaka calendar periods, the 24-hour delay) lives beside
 * this file in protection-windows.ts. Money on the wire is a MoneyString ("1500.00"); session limits are whole minutes.
 *
 * Rules (UKGC RTS 12/13, GLI-19 Appendix A):
 * - a limit that tightens (lower, or new where there was none) applies at once; one that loosens (higher, or removed)
 *   is pending for LOOSENING_DELAY_HOURS and then applies only after the player confirms it;
 * - deposit limits count deposits credited or requested in the window; loss limits count net losses (stakes settled
 *   minus returns) of our games, providers' rounds and the exchange in the window;
 * - the session limit caps the length of one login session (period is always 'day' for it);
 * - a time-out or self-exclusion starts at once and cannot be shortened by the player; during it the player may log
 *   in to see the balance and history and withdraw, and nothing that takes money is allowed (deposits, bets, exchange
 *   orders, game launches, promotions);
 * - a self-exclusion is lifted only by an admin after its end (never support, never before), audited.
 */
import type { MoneyString } from './wire';

export type LimitKind = 'deposit' | 'loss' | 'session';
export type LimitPeriod = 'day' | 'week' | 'month';

export const LIMIT_KINDS: readonly LimitKind[] = ['deposit', 'loss', 'session'];
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];
/** Time-out lengths in days: 24 hours, 7 days, 30 days, 6 weeks. */
export const TIME_OUT_DAYS = [1, 7, 30, 42] as const;
export type TimeOutDays = (typeof TIME_OUT_DAYS)[number];
/** Self-exclusion lengths in months (or `permanent: true`). */
export const SELF_EXCLUSION_MONTHS = [6, 12, 24, 60] as const;
export type SelfExclusionMonths = (typeof SELF_EXCLUSION_MONTHS)[number];
/** Reality-check intervals in minutes; 0 is off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
/** How long a loosened limit waits before the player may confirm it. */
export const LOOSENING_DELAY_HOURS = 24;

/** One limit as GET /api/safer-gambling reports it. Deposit and loss amounts are MoneyStrings; session amounts minutes as a string ("90"). */
export interface ProtectionLimit {
  kind: LimitKind;
  period: LimitPeriod;
  /** The limit in force now; null = no limit. */
  amount: string | null;
  /** Used in the current window: deposited, net lost (never below "0.00"), or for session the minutes of this login. */
  used: string;
  /** Still allowed in this window (amount − used, never below zero); null when there is no limit. */
  remaining: string | null;
  /** When the current window ends (ISO): the next Dhaka midnight, Monday 00:00 or 1st of the month 00:00 (GMT+6). */
  window_ends_at: string;
  /** A loosening waiting for its time, then for the player's confirmation. */
  pending: ProtectionPendingLimit | null;
}

interface ProtectionPendingLimit {
  /** The new amount (null = the limit is removed). */
  amount: string | null;
  requested_at: string;
  /** requested_at + 24 hours. */
  applies_at: string;
  /** True once applies_at has passed: POST /api/safer-gambling/limits/confirm applies it. */
  confirmable: boolean;
}

type ProtectionBlockReason = 'time_out' | 'self_exclusion';

/** GET /api/safer-gambling (bearer token); every POST below answers the same shape with a `message`. */
export interface ProtectionState {
  /** Always seven rows: deposit and loss for day, week, month, and session ('day'). */
  limits: ProtectionLimit[];
  time_out: { since: string; until: string } | null;
  self_exclusion: { since: string; until: string | null; permanent: boolean } | null;
  reality_check_minutes: RealityCheckMinutes;
  /** The current login's start (ISO). */
  session_started_at: string;
  /** Set while a time-out or self-exclusion is in force, with the message the server refuses money-taking calls with. */
  blocked: { reason: ProtectionBlockReason; until: string | null; message: string } | null;
}

export interface ProtectionAnswer extends ProtectionState {
  message: string;
}

/** POST /api/safer-gambling/limits: `amount` is taka as a decimal string for deposit/loss, minutes (number or string) for session; null removes. */
export interface SetLimitBody {
  kind: LimitKind;
  period: LimitPeriod;
  amount: string | number | null;
}
/** POST /api/safer-gambling/limits/confirm and /limits/cancel: confirm a due loosening, or drop a pending one. */
export interface PendingLimitBody {
  kind: LimitKind;
  period: LimitPeriod;
}
/** POST /api/safer-gambling/time-out. */
export interface TimeOutBody {
  days: TimeOutDays;
}
/** POST /api/safer-gambling/self-exclusion. */
export type SelfExclusionBody = { months: SelfExclusionMonths } | { permanent: true };
/** POST /api/safer-gambling/reality-check. */
export interface RealityCheckBody {
  minutes: RealityCheckMinutes;
}

/** GET /api/safer-gambling/session: what the reality check shows (since this login). */
export interface RealityCheckSummary {
  session_started_at: string;
  /** Whole minutes since login. */
  minutes: number;
  staked: MoneyString;
  won: MoneyString;
  /** won − staked (negative = a loss), e.g. "-150.00". */
  net: MoneyString;
  reality_check_minutes: RealityCheckMinutes;
  currency: string;
}

/**
 * The 403 body of a refusal caused by a limit or an exclusion: `message` says which and until when (English; the apps
 * translate it through the messages namespace), `until` is ISO, `allowed` the amount still allowed (deposit limits).
 */
type ProtectionRefusalCode = 'deposit_limit' | 'loss_limit' | 'session_limit' | 'time_out' | 'self_exclusion' | 'birthday_required' | 'country_blocked';
export interface ProtectionRefusalBody {
  message: string;
  code: ProtectionRefusalCode;
  until?: string | null;
  allowed?: MoneyString;
  /** The window of a deposit or loss limit refusal (which of the day, week and month limits was reached). */
  period?: LimitPeriod;
}

export const PROTECTION_REFUSAL_CODES: readonly ProtectionRefusalCode[] = [
  'deposit_limit',
  'loss_limit',
  'session_limit',
  'time_out',
  'self_exclusion',
  'birthday_required',
  'country_blocked',
];

/**
 * A failed call's answer (HTTP status and body) as a ProtectionRefusalBody when it is a refusal by a limit or an exclusion
 * (a 403 whose `code` is one of PROTECTION_REFUSAL_CODES), else null. Every app words it from its code (both player apps and
 * the games frame).
 */
export function asProtectionRefusal(status: unknown, data: unknown): ProtectionRefusalBody | null {
  if (status !== 403 || !data || typeof data !== 'object') return null;
  const body = data as Partial<ProtectionRefusalBody>;
  if (typeof body.code !== 'string' || !(PROTECTION_REFUSAL_CODES as readonly string[]).includes(body.code)) return null;
  return {
    code: body.code,
    message: typeof body.message === 'string' ? body.message : '',
    ...(typeof body.until === 'string' || body.until === null ? { until: body.until } : {}),
    ...(typeof body.allowed === 'string' ? { allowed: body.allowed } : {}),
    ...(body.period === 'day' || body.period === 'week' || body.period === 'month' ? { period: body.period } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// The console (bearer staff token, /api/backoffice/*)

/** One entry of a player's protection history (set, pending, confirmed, cancelled, time-out, exclusion, lifted). */
export interface ProtectionEvent {
  id: number;
  at: string;
  /** e.g. 'limit.set', 'limit.pending', 'limit.confirmed', 'limit.cancelled', 'time_out', 'self_exclusion', 'self_exclusion.lifted', 'reality_check'. */
  action: string;
  kind: LimitKind | null;
  period: LimitPeriod | null;
  /** Old and new values as shown (MoneyString, minutes, days, months, 'permanent'). */
  from: string | null;
  to: string | null;
  /** 'player' or the staff username. */
  actor: string;
  reason: string | null;
}

/** A marker of possible harm (simple documented rules; see HARM_MARKER_RULES). */
export type HarmMarkerCode = 'deposit_frequency' | 'night_play' | 'chasing_reversed_withdrawal';
export interface HarmMarker {
  code: HarmMarkerCode;
  /** When the rule last matched (ISO). */
  at: string;
  /** The figures behind it, in English for the log (the console words the marker by code). */
  detail: string;
}

/** The documented rules behind each marker (the console shows them beside the list). */
export const HARM_MARKER_RULES: Record<HarmMarkerCode, string> = {
  deposit_frequency: 'At least 5 deposits in the last 7 days and at least 3 times the weekly average of the 4 weeks before',
  night_play: 'At least 10 game rounds between 00:00 and 05:00 Dhaka time on 3 or more of the last 7 nights',
  chasing_reversed_withdrawal: 'A withdrawal reversed (rejected, the money back in the balance) and followed by a bet within 24 hours, twice or more in 30 days',
};

/** GET /api/backoffice/players/:id/protection */
export interface PlayerProtection {
  player_id: number;
  username: string;
  state: Omit<ProtectionState, 'session_started_at'>;
  history: ProtectionEvent[];
  markers: HarmMarker[];
  /** True when the caller may lift the self-exclusion now (an admin, after its end). */
  can_lift: boolean;
}

/** GET /api/backoffice/protection/flagged?page= : players with at least one marker, newest marker first. */
interface FlaggedPlayer {
  player_id: number;
  username: string;
  markers: HarmMarker[];
  self_excluded: boolean;
  timed_out: boolean;
}
export interface FlaggedPlayersPage {
  data: FlaggedPlayer[];
  total: number;
  page: number;
  per_page: number;
}

/** GET/PUT /api/backoffice/protection/settings (admin; audited). */
export interface ProtectionSettings {
  /** ISO 3166-1 alpha-2 codes refused at the edge and the API (empty by default). */
  blocked_countries: string[];
  /** The minimum age to sign up and play (18 by default, never lower). */
  minimum_age: number;
  /** The birthday must be on the profile before the first deposit. */
  birthday_before_deposit: boolean;
}

/**
 * The server's fixed English texts for safer gambling (the answers' `message`, and the refusals without a variable
 * part); the apps translate them through the i18n `messages` namespace (packages/i18n …/protection/messages.json, keyed by
 * this exact text). Refusals with a limit's amount or an end time are worded per request (see ProtectionRefusalBody).
 */
export const PROTECTION_MESSAGES = {
  limitSet: 'Your limit is in force now.',
  limitPending: 'Your new limit is pending. You can confirm it after 24 hours.',
  limitUnchanged: 'Your limit is unchanged.',
  limitConfirmed: 'Your new limit is in force now.',
  limitCancelled: 'Your pending limit change is cancelled.',
  nothingPending: 'There is no pending change for this limit.',
  pendingNotDue: 'This change cannot be confirmed yet. Please wait until the time shown.',
  limitAmountInvalid: 'Enter an amount greater than zero, or nothing to remove the limit.',
  sessionMinutesInvalid: 'Enter a session limit between 1 and 1440 minutes, or nothing to remove it.',
  sessionPeriodDay: 'A session limit is set per day.',
  kindInvalid: 'Choose a deposit, loss or session limit.',
  periodInvalid: 'Choose a daily, weekly or monthly limit.',
  timeOutStarted: 'Your time-out has started.',
  timeOutInvalid: 'Choose a time-out of 1, 7, 30 or 42 days.',
  alreadyBlocked: 'A time-out or self-exclusion is already in force; it cannot be shortened.',
  selfExclusionStarted: 'Your self-exclusion has started.',
  selfExclusionInvalid: 'Choose a self-exclusion of 6, 12, 24 or 60 months, or permanent.',
  realityCheckSaved: 'Your reality check setting is saved.',
  realityCheckInvalid: 'Choose a reality check every 15, 30 or 60 minutes, or off.',
  sessionLimitReached: 'You have reached your session time limit. Log out and log in again to continue.',
  birthdayRequired: 'Please add your date of birth to your profile before your first deposit.',
  countryBlocked: 'Khela is not available in your country.',
  selfExclusionPermanent: 'You have excluded yourself permanently. Deposits, bets, game launches, exchange orders and promotions are not available.',
  liftNotEnded: 'This self-exclusion has not ended yet; it can be lifted only after its end.',
  liftPermanent: 'A permanent self-exclusion cannot be lifted.',
  liftNothing: 'This player is not self-excluded.',
  minimumAgeInvalid: 'The minimum age must be a whole number from 18 to 99.',
  countriesInvalid: 'Countries must be two-letter ISO codes (for example BD, IN).',
} as const;

// ------------------------------------------------------------------ game recall (GLI-19 §4.14)
/** GET /api/betting-record/rounds/{id}: one of the player's rounds with its outcome and, for our games, the proof. */
export interface RoundRecall {
  id: string;
  platform: string;
  provider_name: string;
  /** One of our games: outcome and proof are given; false: a provider's round (amounts and its round id). */
  own: boolean;
  game_code: string;
  game_name: string;
  game_name_bn: string;
  game_type: string;
  /** The provider's round id. */
  round_ref: string;
  status: 'open' | 'won' | 'lost' | 'refunded';
  currency: string;
  stake: string;
  payout: string;
  net: string;
  /** payout / stake, 4 decimals. */
  multiplier: string;
  created_at: string;
  settled_at: string | null;
  /** Our games: the bet's parameters, by game. */
  params: unknown;
  /** Our games: the outcome (packages/domain/src/fair; Crash {crash_point, cashed_out_at}); Mines hides its board while open. */
  outcome: unknown;
  fair: { public_id: string; server_seed_hash: string; server_seed: string | null; client_seed: string; nonce: number; verify_url: string } | null;
  crash: { round_id: string; crash_point: number | null; hash: string | null; verify_url: string } | null;
  /**
   * A live table round (issue 34): the player's stakes per spot and, once the round is over, its deal and seed; the
   * verifier recomputes it from the seed.
   */
  live?: {
    round_id: string;
    table_id: string;
    phase: 'betting' | 'dealing' | 'settled' | 'voided';
    spots: Record<string, string>;
    deal: import('./fair/live/types').LiveDeal | null;
    seed: string | null;
    verify_url: string;
  } | null;
}
