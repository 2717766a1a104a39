import {
  EXTRA_PHONES_MAX,
  MESSAGES,
  MINIMUM_AGE_YEARS,
  VERIFICATION_CODE_RULES,
  OTP_RULES,
  ageInYears,
  birthdaySchema,
  dhakaToday,
  normalizePhone,
  validate,
  type ExtraPhone,
} from '@khela/domain';
import type { Db } from '../db/database';
import type { Notifier } from '../notify/notifier';
import type { VerificationCodes } from '../auth/auth.service';
import { hashCode, numericCode, safeEqualHex } from '../shared/crypto';
import type { Authenticated } from '../auth/auth.service';
import { AppError } from '../shared/errors';
import type { RateLimits } from '../shared/rate-limit';
import type { SendVerificationCodeInput } from './players.schemas';
import { PlayersRepository } from './players.repository';

type Purpose = 'verify_phone' | 'verify_email' | 'verify_extra_phone';

const CODE_TTL_MS = VERIFICATION_CODE_RULES.validMinutes * 60_000;
const RESEND_MS = VERIFICATION_CODE_RULES.resendIntervalSeconds * 1000;

/** Phones stored as country code + national number when recognised, else as their digits. */
export function storedPhone(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  const n = normalizePhone(digits) ?? digits.replace(/^\+/, '');
  return /^\d{10,15}$/.test(n) ? n : null;
}

/**
 * Contact verification and the birthday (spec 1 §2 /profile, §4): a 6-digit code valid 5 minutes, one send a
 * minute, 5 wrong tries per code; extra phones at most 2, each verified once across all players; birthday set once.
 */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly notifier: Notifier,
    private readonly limits: RateLimits,
    /** The auth domain's one-time codes (sent, checked, used once). */
    private readonly codes: VerificationCodes,
    /** The minimum age the operator set (player protection; 18 or more). */
    private readonly minimumAge: () => Promise<number>,
    /** The queries of its tables: passed in, or made here when none is (a test may pass its own). */
    private readonly repo: PlayersRepository = new PlayersRepository(),
  ) {}

  private async player(id: bigint) {
    const p = await this.repo.byId(this.db, id);
    if (!p) throw AppError.unauthorized();
    return p;
  }

  private async sendCode(playerId: bigint, purpose: Purpose, channel: 'email' | 'sms', destination: string) {
    await this.limits.consume('verifySendPerAccount', String(playerId));
    const code = numericCode(OTP_RULES.length);
    await this.db.transaction().execute(async (tx) => {
      await this.repo.lockPlayer(tx, playerId);
      const last = await this.codes.lastCodeSentAt(tx, playerId, purpose, destination);
      if (last && Date.now() - last.getTime() < RESEND_MS) {
        throw new AppError('resend_wait', MESSAGES.verificationResendWait, undefined, {
          'retry-after': String(Math.ceil((RESEND_MS - (Date.now() - last.getTime())) / 1000)),
        });
      }
      await this.codes.retireCodes(tx, playerId, purpose);
      await this.codes.createCode(tx, {
        playerId,
        purpose,
        channel,
        destination,
        codeHash: hashCode(`${purpose}:${playerId}:${destination}`, code),
        ttlMs: CODE_TTL_MS,
        maxAttempts: OTP_RULES.maxWrongTries,
      });
    });
    const text = `Your Khela verification code is ${code}. It is valid for ${VERIFICATION_CODE_RULES.validMinutes} minutes.`;
    await this.notifier.send({ channel, to: destination, subject: 'Your verification code', text, code });
  }

  /** Checks a code; answers its destination. A wrong code counts a try. */
  private async checkCode(playerId: bigint, purpose: Purpose, input: string | undefined): Promise<{ id: bigint; destination: string }> {
    await this.limits.consume('verifyCheckPerAccount', String(playerId));
    const code = (input ?? '').trim();
    if (!code) throw AppError.validation({ verification_code: [MESSAGES.verificationCodeInvalid] }, MESSAGES.verificationCodeInvalid);
    const live = await this.codes.liveCode(this.db, playerId, purpose);
    const invalid = () => AppError.validation({ verification_code: [MESSAGES.verificationCodeInvalid] }, MESSAGES.verificationCodeInvalid);
    if (!live || !/^\d{6}$/.test(code)) {
      if (live) await this.codes.countWrongTry(this.db, live.id);
      throw invalid();
    }
    if (!safeEqualHex(live.code_hash, hashCode(`${purpose}:${playerId}:${live.destination}`, code))) {
      await this.codes.countWrongTry(this.db, live.id);
      throw invalid();
    }
    return { id: live.id, destination: live.destination };
  }

  /** POST /api/send-verification-code: `phone` or `email`, which must be the player's own. */
  async sendVerificationCode(auth: Authenticated, body: SendVerificationCodeInput) {
    const p = await this.player(auth.playerId);
    if (body.phone !== undefined && body.phone !== '') {
      const phone = storedPhone(body.phone);
      if (phone !== p.phone) throw AppError.validation({ phone: [MESSAGES.notYourContact] }, MESSAGES.notYourContact);
      if (p.phone_verified) throw AppError.validation({ phone: [MESSAGES.alreadyVerified] }, MESSAGES.alreadyVerified);
      await this.sendCode(p.id, 'verify_phone', 'sms', p.phone);
      return;
    }
    if (body.email !== undefined && body.email !== '') {
      if (body.email.trim().toLowerCase() !== p.email.toLowerCase()) {
        throw AppError.validation({ email: [MESSAGES.notYourContact] }, MESSAGES.notYourContact);
      }
      if (p.email_verified_at) throw AppError.validation({ email: [MESSAGES.alreadyVerified] }, MESSAGES.alreadyVerified);
      await this.sendCode(p.id, 'verify_email', 'email', p.email);
      return;
    }
    throw AppError.validation({ phone: [MESSAGES.phoneRequired] }, MESSAGES.phoneRequired);
  }

  /** POST /api/verify-phone-number. */
  async verifyPhone(auth: Authenticated, code: string | undefined) {
    const p = await this.player(auth.playerId);
    if (p.phone_verified) throw AppError.validation({ verification_code: [MESSAGES.alreadyVerified] }, MESSAGES.alreadyVerified);
    const c = await this.checkCode(p.id, 'verify_phone', code);
    await this.db.transaction().execute(async (tx) => {
      if (c.destination !== p.phone || !(await this.codes.useCode(tx, c.id))) {
        throw AppError.validation({ verification_code: [MESSAGES.verificationCodeInvalid] }, MESSAGES.verificationCodeInvalid);
      }
      if (await this.repo.phoneVerifiedElsewhere(tx, p.id, p.phone)) {
        throw AppError.validation({ phone: [MESSAGES.phoneInUse] }, MESSAGES.phoneInUse);
      }
      await this.repo.setPhoneVerified(tx, p.id);
    });
  }

  /** POST /api/verify-email. */
  async verifyEmail(auth: Authenticated, code: string | undefined) {
    const p = await this.player(auth.playerId);
    if (p.email_verified_at) throw AppError.validation({ code: [MESSAGES.alreadyVerified] }, MESSAGES.alreadyVerified);
    const c = await this.checkCode(p.id, 'verify_email', code);
    await this.db.transaction().execute(async (tx) => {
      if (c.destination !== p.email || !(await this.codes.useCode(tx, c.id))) {
        throw AppError.validation({ code: [MESSAGES.verificationCodeInvalid] }, MESSAGES.verificationCodeInvalid);
      }
      await this.repo.setEmailVerified(tx, p.id);
    });
  }

  /** GET /api/get/other/phone. */
  async extraPhones(auth: Authenticated): Promise<{ data: ExtraPhone[] }> {
    const rows = await this.repo.extraPhones(this.db, auth.playerId);
    return { data: rows.map((r) => ({ contract_value: r.phone, isverify: r.verified_at ? 1 : 0 })) };
  }

  /** POST /api/add/number: at most 2, not the main number, not a number another player has proven. */
  async addPhone(auth: Authenticated, input: string | undefined) {
    const phone = input !== undefined ? storedPhone(input) : null;
    if (!phone) throw AppError.validation({ phone: [MESSAGES.phoneInvalid] }, MESSAGES.phoneInvalid);
    await this.db.transaction().execute(async (tx) => {
      await this.repo.lockPlayer(tx, auth.playerId);
      const p = await this.repo.byId(tx, auth.playerId);
      if (!p) throw AppError.unauthorized();
      const extras = await this.repo.extraPhones(tx, p.id);
      if (phone === p.phone || extras.some((e) => e.phone === phone)) {
        throw AppError.validation({ phone: [MESSAGES.phoneAlreadyAdded] }, MESSAGES.phoneAlreadyAdded);
      }
      if (extras.length >= EXTRA_PHONES_MAX) throw AppError.validation({ phone: [MESSAGES.extraPhonesLimit] }, MESSAGES.extraPhonesLimit);
      if (await this.repo.phoneVerifiedElsewhere(tx, p.id, phone)) throw AppError.validation({ phone: [MESSAGES.phoneInUse] }, MESSAGES.phoneInUse);
      await this.repo.addExtraPhone(tx, p.id, phone);
    });
  }

  /** POST /api/add/send-verification-code: to one of the player's own unverified extra numbers. */
  async sendExtraPhoneCode(auth: Authenticated, input: string | undefined) {
    const phone = input !== undefined ? storedPhone(input) : null;
    const extras = await this.repo.extraPhones(this.db, auth.playerId);
    const extra = extras.find((e) => e.phone === phone);
    if (!phone || !extra) throw AppError.validation({ phone: [MESSAGES.phoneNotAdded] }, MESSAGES.phoneNotAdded);
    if (extra.verified_at) throw AppError.validation({ phone: [MESSAGES.alreadyVerified] }, MESSAGES.alreadyVerified);
    await this.sendCode(auth.playerId, 'verify_extra_phone', 'sms', phone);
  }

  /** POST /api/add/verify-phone-number: verifies the extra number the newest code was sent to. */
  async verifyExtraPhone(auth: Authenticated, code: string | undefined) {
    const c = await this.checkCode(auth.playerId, 'verify_extra_phone', code);
    await this.db
      .transaction()
      .execute(async (tx) => {
        if (!(await this.codes.useCode(tx, c.id))) {
          throw AppError.validation({ verification_code: [MESSAGES.verificationCodeInvalid] }, MESSAGES.verificationCodeInvalid);
        }
        if (await this.repo.phoneVerifiedElsewhere(tx, auth.playerId, c.destination)) {
          throw AppError.validation({ phone: [MESSAGES.phoneInUse] }, MESSAGES.phoneInUse);
        }
        if (!(await this.repo.verifyExtraPhone(tx, auth.playerId, c.destination))) {
          throw AppError.validation({ phone: [MESSAGES.alreadyVerified] }, MESSAGES.alreadyVerified);
        }
      })
      .catch((err: unknown) => {
        if ((err as { code?: string }).code === '23505') throw AppError.validation({ phone: [MESSAGES.phoneInUse] }, MESSAGES.phoneInUse);
        throw err;
      });
  }

  /** The minimum age the operator set (the protection domain answers it; app.ts wires it). */
  /** POST /api/user/profile/update: the birthday, once; a real date; the player at least the minimum age (18 or more). */
  async setBirthday(auth: Authenticated, dofb: string | undefined): Promise<{ dofb: string }> {
    const r = validate(birthdaySchema, { dofb });
    if (!r.ok) throw AppError.validation(r.errors, r.message);
    const value = (r.value as { dofb: string }).dofb;
    if (ageInYears(value, dhakaToday()) < MINIMUM_AGE_YEARS) {
      throw AppError.validation({ dofb: [MESSAGES.birthdayUnderage] }, MESSAGES.birthdayUnderage);
    }
    // The operator's minimum age (player protection settings; never below MINIMUM_AGE_YEARS).
    const minimum = await this.minimumAge();
    if (minimum > MINIMUM_AGE_YEARS && ageInYears(value, dhakaToday()) < minimum) {
      const message = `You must be at least ${minimum} years old.`;
      throw AppError.validation({ dofb: [message] }, message);
    }
    const saved = await this.db.transaction().execute((tx) => this.repo.setBirthdayOnce(tx, auth.playerId, value));
    if (!saved) throw AppError.validation({ dofb: [MESSAGES.birthdayLocked] }, MESSAGES.birthdayLocked);
    return { dofb: value };
  }
}
