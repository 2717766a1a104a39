import { randomUUID, randomBytes } from 'node:crypto';
import {
  MESSAGES,
  OTP_RULES,
  normalizePhone,
  serverChangePasswordSchema,
  serverForgotSchema,
  serverLoginSchema,
  serverResetSchema,
  serverDesktopSignupSchema,
  serverSignupSchema,
  type SignupForm,
  validate,
  type LoginResponse,
} from '@khela/domain';
import type { Db } from '../db/database';
import type { Tx } from '../db/unit-of-work';
import type { Notifier } from '../notify/notifier';
import type { PlayerAccounts } from '../players/players.service';
import { AppError } from '../shared/errors';
import type { RateLimits } from '../shared/rate-limit';
import type { WalletService } from '../wallet/wallet.service';
import type { Bus } from '../realtime/bus';
import { AuthRepository } from './auth.repository';
import { SessionCache } from './session-cache';
import type { Background } from '../shared/background';
import { drawCaptcha } from './captcha';
import type { BotCheck } from './altcha';
import type { ChangePasswordInput, ForgotPasswordInput, LoginInput, ResetPasswordInput, SignupInput } from './auth.schemas';
import { burnPasswordCheck, hashCode, hashPassword, newToken, numericCode, safeEqualHex, sha256, verifyPassword } from '../shared/crypto';

export interface RequestContext {
  ip: string;
  userAgent: string;
  /** The captcha id from the `khela_captcha` cookie, when present. */
  captchaId?: string;
  /** The sign-up form this browser is shown (the build the edge serves it); mobile when unknown. */
  signupForm?: SignupForm;
}

export interface Authenticated {
  playerId: bigint;
  sessionId: bigint;
}

const SESSION_TTL_MS = 30 * 24 * 3600_000;
const CAPTCHA_TTL_MS = 10 * 60_000;
const TOUCH_EVERY_MS = 60_000;

function check<T>(schema: Parameters<typeof validate>[0], value: unknown): T {
  const r = validate(schema, value);
  if (!r.ok) throw AppError.validation(r.errors, r.message);
  return r.value as T;
}

/** Runs the sign-up rule; a missing 18+ confirmation joins its messages (or is the only one). */
function withAgeCheck<T>(ageMissing: boolean, run: () => T): T {
  const age = { age_confirmed: [MESSAGES.mustBe18] };
  let value: T;
  try {
    value = run();
  } catch (e) {
    if (ageMissing && e instanceof AppError && e.code === 'validation_failed') throw AppError.validation({ ...e.errors, ...age }, e.message);
    throw e;
  }
  if (ageMissing) throw AppError.validation(age);
  return value;
}

/**
 * The one-time codes the players domain's verification uses (send, check, count a wrong try, use once): the auth domain
 * owns the codes' table and publishes this much of it.
 */
export type VerificationCodes = Pick<AuthRepository, 'createCode' | 'retireCodes' | 'liveCode' | 'lastCodeSentAt' | 'countWrongTry' | 'useCode'>;

export class AuthService {
  /** The one-time codes of the players' phone and e-mail verification (see VerificationCodes). */
  get codes(): VerificationCodes {
    return this.repo;
  }

  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    /** The players domain's accounts: the only way auth reads or writes the players' rows. */
    private readonly accounts: PlayerAccounts,
    private readonly notifier: Notifier,
    private readonly limits: RateLimits,
    private readonly bus: Bus,
    private readonly background: Background,
    /** The proof-of-work bot check (GET /api/altcha) of the phone's sign-up and both recovery tabs. */
    readonly botCheck: BotCheck,
    /** Records the sign-up's 18+ confirmation in its transaction (the protection domain's). */
    private readonly ageConfirmed: (tx: Tx, playerId: bigint) => Promise<void>,
    /** How long a token lookup is trusted from memory (ms; 0: every call reads the database). See SessionCache. */
    sessionCacheMs = 15_000,
    /** The queries of its tables: passed in, or made here when none is (a test may pass its own). */
    private readonly repo: AuthRepository = new AuthRepository(),
  ) {
    this.sessions = new SessionCache(bus, sessionCacheMs);
  }

  private readonly sessions: SessionCache;

  /** What else this process holds by site session (the game sessions launched from it): told at once when one ends. */
  private readonly endedHere: ((playerId: bigint, sessionId: bigint | null) => void)[] = [];
  onSessionEnded(forget: (playerId: bigint, sessionId: bigint | null) => void): void {
    this.endedHere.push(forget);
  }

  /** Tells every process: close this player's sockets of the ended session(s), and the apps to log out. */
  private async sessionEnded(playerId: bigint, sessionId: bigint | null, reason: 'logout' | 'password_changed') {
    // This process forgets at once (its own Redis round trip may fail); the others when the event reaches them.
    this.sessions.drop(playerId, sessionId);
    for (const forget of this.endedHere) forget(playerId, sessionId);
    await this.bus.publish(`player:${playerId}`, 'session.ended', { session_id: sessionId === null ? null : String(sessionId), reason });
  }

  // ------------------------------------------------------------------ sign-up
  /**
   * POST /api/v1/create-players: the rule of the form the browser is shown (mobile: username 8–16, password 8–20;
   * desktop: 4–15 and 6–20), a correct captcha required on every sign-up; taken username/phone/email and unknown codes
   * are 422 by field.
   */
  async signup(body: SignupInput, ctx: RequestContext): Promise<void> {
    await this.limits.consume('signupPerIp', ctx.ip);
    // The 18+ confirmation (issue 14): refused with the other fields' messages when it is not `true`.
    const ageMissing = body.age_confirmed !== true;
    const input = withAgeCheck(ageMissing, () => check<{
      username: string;
      password: string;
      name?: string;
      phone: string;
      email: string;
      referral_code?: string;
      agent_code?: string;
      currency: string;
      captcha: string;
      altcha: string;
    }>(ctx.signupForm === 'desktop' ? serverDesktopSignupSchema : serverSignupSchema, body));

    // Every sign-up, from either app, answers a bot check (the schema refuses none with 422): the phone's proof of
    // work or the desktop's picture code. A caller chooses which form it claims to be, so either check is taken from
    // either form; neither is skipped.
    if (input.altcha) await this.botCheck.verify(input.altcha);
    else await this.checkCaptcha(ctx.captchaId, input.captcha);

    // Known Bangladesh/India/Pakistan numbers are stored as country code + national number; others as their digits.
    const phone = normalizePhone(input.phone) ?? input.phone.replace(/\D/g, '');
    const email = input.email.trim();
    const passwordHash = await hashPassword(input.password);

    const errors: Record<string, string[]> = {};
    await this.db
      .transaction()
      .execute(async (tx) => {
        const taken = await this.accounts.taken(tx, { username: input.username, email, phone });
        if (taken.username) errors.username = [MESSAGES.usernameTaken];
        if (taken.email) errors.email = [MESSAGES.emailTaken];
        if (taken.phone) errors.phone = [MESSAGES.phoneTaken];
        let referredBy: bigint | null = null;
        if (input.referral_code) {
          const ref = await this.accounts.byReferralCode(tx, input.referral_code);
          if (!ref) errors.referral_code = [MESSAGES.referralCodeUnknown];
          else referredBy = ref.id;
        }
        let agentId: bigint | null = null;
        if (input.agent_code) {
          const agent = await this.accounts.agentByCode(tx, input.agent_code);
          if (!agent) errors.agent_code = [MESSAGES.agentCodeUnknown];
          else agentId = agent.id;
        }
        if (Object.keys(errors).length > 0) throw AppError.validation(errors);
        const referralCode = await this.freshReferralCode(tx);
        const row = await this.accounts.insert(tx, {
          username: input.username,
          name: (input.name ?? '').trim(),
          phone,
          email,
          passwordHash,
          currency: input.currency,
          referralCode,
          referredBy,
          agentId,
        });
        await this.wallet.openPlayerWallet(tx, row.id, input.currency);
        await this.ageConfirmed(tx, row.id);
      })
      .catch((err: unknown) => {
        // Two sign-ups racing for the same name/phone/email: the unique index decides, the loser gets the same 422.
        const e = err as { code?: string; constraint?: string };
        if (e.code === '23505') {
          const field = e.constraint?.includes('username')
            ? 'username'
            : e.constraint?.includes('email')
              ? 'email'
              : e.constraint?.includes('phone')
                ? 'phone'
                : null;
          if (field) {
            const msg = { username: MESSAGES.usernameTaken, email: MESSAGES.emailTaken, phone: MESSAGES.phoneTaken }[field];
            throw AppError.validation({ [field]: [msg] });
          }
        }
        throw err;
      });
  }

  private async freshReferralCode(tx: Tx): Promise<string> {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    for (;;) {
      const bytes = randomBytes(8);
      const code = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
      if (!(await this.accounts.referralCodeExists(tx, code))) return code;
    }
  }

  // ------------------------------------------------------------------ login / sessions
  async login(body: LoginInput, ctx: RequestContext): Promise<LoginResponse> {
    const input = check<{ username: string; password: string }>(serverLoginSchema, body);
    // Failures count per address, per account from that address, and (a higher ceiling) per account: guessing from
    // one address cannot lock the owner out from another.
    await this.limits.loginAttempt('player', input.username, ctx.ip);
    const player = await this.accounts.byUsername(this.db, input.username);
    if (!player) {
      await burnPasswordCheck(input.password);
      throw new AppError('invalid_credentials', MESSAGES.invalidCredentials);
    }
    if (!(await verifyPassword(player.password_hash, input.password))) {
      throw new AppError('invalid_credentials', MESSAGES.invalidCredentials);
    }
    await this.limits.loginSucceeded('player', input.username, ctx.ip);
    if (player.status !== 'active') throw new AppError('account_suspended', MESSAGES.accountDisabled);
    const token = newToken();
    const exchangeToken = newToken();
    await this.db.transaction().execute(async (tx) => {
      await this.repo.createSession(tx, { playerId: player.id, scope: 'player', tokenHash: sha256(token), ip: ctx.ip, userAgent: ctx.userAgent, ttlMs: SESSION_TTL_MS });
      await this.repo.createSession(tx, {
        playerId: player.id,
        scope: 'exchange',
        tokenHash: sha256(exchangeToken),
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        ttlMs: SESSION_TTL_MS,
      });
      await this.accounts.touchLogin(tx, player.id);
    });
    return { token, remote_id: Number(player.id), username: player.username, exchange: [{ token: exchangeToken }] };
  }

  /**
   * Resolves a bearer token to its player session (scope `player`), sliding its expiry. From memory while the
   * session cache trusts the entry (SessionCache: revocations arrive over the bus), else one indexed read.
   */
  async authenticate(token: string): Promise<Authenticated | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const hash = sha256(token);
    const now = Date.now();
    const cached = this.sessions.get(hash, now);
    if (cached) {
      if (now - cached.lastSeen > TOUCH_EVERY_MS) await this.touch(hash, cached.sessionId, now);
      return { playerId: cached.playerId, sessionId: cached.sessionId };
    }
    const ticket = this.sessions.ticket();
    const s = await this.repo.activeSession(this.db, hash);
    if (!s || s.scope !== 'player' || s.status !== 'active') return null;
    this.sessions.put(hash, { playerId: s.player_id, sessionId: s.id, lastSeen: s.last_seen_at.getTime(), expiresAt: s.expires_at.getTime() }, ticket, now);
    if (now - s.last_seen_at.getTime() > TOUCH_EVERY_MS) await this.touch(hash, s.id, now);
    return { playerId: s.player_id, sessionId: s.id };
  }

  /** The sliding expiry, written at most once a minute per session. */
  private async touch(hash: string, sessionId: bigint, now: number): Promise<void> {
    await this.repo.touchSession(this.db, sessionId, SESSION_TTL_MS);
    this.sessions.touched(hash, now, now + SESSION_TTL_MS);
  }

  /** Stops listening to the bus (the app's close). */
  close(): void {
    this.sessions.close();
  }

  sessionActive(sessionId: bigint): Promise<boolean> {
    return this.repo.sessionActive(this.db, sessionId);
  }

  async logout(auth: Authenticated): Promise<void> {
    await this.repo.revokeSession(this.db, auth.sessionId);
    await this.sessionEnded(auth.playerId, auth.sessionId, 'logout');
  }

  // ------------------------------------------------------------------ password recovery
  /**
   * POST /api/usr-forgot-password: the same answer, after the same work, whether or not the account exists and the
   * contact matches: the answer goes after the look-up; the code is made and sent in the background.
   */
  async forgotPassword(body: ForgotPasswordInput, ctx: RequestContext): Promise<void> {
    const input = check<{ type: 'email' | 'sms'; username: string; email?: string; phone?: string; altcha: string }>(serverForgotSchema, body);
    await this.limits.consume('otpSendPerIp', ctx.ip);
    // Both tabs answer the bot check before the account's send limit counts: a bot can neither send codes nor use up
    // a player's sends (which would lock the real player out of recovery).
    await this.botCheck.verify(input.altcha);
    await this.limits.consume('otpSendPerAccount', input.username);
    const player = await this.accounts.byUsername(this.db, input.username);
    if (!player || player.status !== 'active') return;
    let destination: string;
    if (input.type === 'email') {
      if (!input.email || player.email.toLowerCase() !== input.email.trim().toLowerCase()) return;
      destination = player.email;
    } else {
      const phone = input.phone ? (normalizePhone(input.phone) ?? input.phone.replace(/\D/g, '')) : null;
      if (!phone || phone !== player.phone) return;
      destination = player.phone;
    }
    const channel = input.type === 'email' ? 'email' : 'sms';
    this.background.run('password reset code', () => this.sendResetCode(player.id, channel, destination));
  }

  private async sendResetCode(playerId: bigint, channel: 'email' | 'sms', destination: string): Promise<void> {
    const code = numericCode(OTP_RULES.length);
    await this.db.transaction().execute(async (tx) => {
      await this.repo.retireCodes(tx, playerId, 'password_reset');
      await this.repo.createCode(tx, {
        playerId,
        purpose: 'password_reset',
        channel,
        destination,
        codeHash: hashCode(`reset:${playerId}`, code),
        ttlMs: OTP_RULES.validMinutes * 60_000,
        maxAttempts: OTP_RULES.maxWrongTries,
      });
    });
    const text = `Your Khela password reset code is ${code}. It is valid for ${OTP_RULES.validMinutes} minutes. Never share it with anyone.`;
    await this.notifier.send({ channel, to: destination, subject: 'Your password reset code', text, code });
  }

  /** POST /api/usr-reset-password: a 6-digit single-use OTP, at most 5 wrong tries; revokes every session. */
  async resetPassword(body: ResetPasswordInput, ctx: RequestContext): Promise<void> {
    const input = check<{ otp: string; password: string; username: string }>(serverResetSchema, body);
    await this.limits.consume('otpCheckPerIp', ctx.ip);
    await this.limits.consume('otpCheckPerAccount', input.username);
    const invalid = () => AppError.validation({ otp: [MESSAGES.otpInvalid] }, MESSAGES.otpInvalid);
    const player = await this.accounts.byUsername(this.db, input.username);
    if (!player) throw invalid();
    const code = await this.repo.liveCode(this.db, player.id, 'password_reset');
    if (!code) throw invalid();
    if (!safeEqualHex(code.code_hash, hashCode(`reset:${player.id}`, input.otp.trim()))) {
      await this.repo.countWrongTry(this.db, code.id);
      throw invalid();
    }
    const passwordHash = await hashPassword(input.password);
    await this.db.transaction().execute(async (tx) => {
      if (!(await this.repo.useCode(tx, code.id))) throw invalid();
      await this.accounts.setPassword(tx, player.id, passwordHash);
      await this.repo.revokeAllSessions(tx, player.id);
    });
    await this.sessionEnded(player.id, null, 'password_changed');
  }

  /** POST /api/user-pwd: checks the current password; every session of the player ends. */
  async changePassword(auth: Authenticated, body: ChangePasswordInput): Promise<void> {
    const input = check<{ old_password: string; new_password: string }>(serverChangePasswordSchema, body);
    await this.limits.consume('passwordChangePerPlayer', `pwd:${auth.playerId}`);
    const player = await this.accounts.byId(this.db, auth.playerId);
    if (!player) throw AppError.unauthorized();
    if (!(await verifyPassword(player.password_hash, input.old_password))) {
      throw AppError.validation({ old_password: [MESSAGES.passwordIncorrect] }, MESSAGES.passwordIncorrect);
    }
    const passwordHash = await hashPassword(input.new_password);
    await this.db.transaction().execute(async (tx) => {
      await this.accounts.setPassword(tx, player.id, passwordHash);
      await this.repo.revokeAllSessions(tx, player.id);
    });
    await this.sessionEnded(player.id, null, 'password_changed');
  }

  // ------------------------------------------------------------------ captcha
  /** GET /api/altcha: a new proof-of-work challenge (counted with the pictures per address). */
  async newBotCheck(ctx: RequestContext) {
    await this.limits.consume('captchaPerIp', ctx.ip);
    return this.botCheck.challenge();
  }

  /** GET /captcha: a new 4-digit picture (PNG); its id travels in an HttpOnly cookie. */
  async newCaptcha(ctx: RequestContext): Promise<{ id: string; png: Buffer; answer: string }> {
    await this.limits.consume('captchaPerIp', ctx.ip);
    const answer = numericCode(4);
    const id = randomUUID();
    await this.repo.createCaptcha(this.db, id, hashCode(`captcha:${id}`, answer), CAPTCHA_TTL_MS);
    if (Math.random() < 0.01) await this.repo.purgeExpiredCaptchas(this.db);
    return { id, png: drawCaptcha(answer), answer };
  }

  private async checkCaptcha(id: string | undefined, answer: string): Promise<void> {
    if (!id || !/^[0-9a-f-]{36}$/.test(id)) throw AppError.validation({ captcha: [MESSAGES.captchaExpired] });
    const row = await this.repo.takeCaptcha(this.db, id);
    if (!row) throw AppError.validation({ captcha: [MESSAGES.captchaExpired] });
    if (!safeEqualHex(row.answer_hash, hashCode(`captcha:${id}`, answer))) {
      throw AppError.validation({ captcha: [MESSAGES.captchaWrong] });
    }
  }
}
