import { MESSAGES, type StaffLoginResponse, type StaffRole } from '@khela/domain';
import type { Db } from '../db/database';
import { burnPasswordCheck, newToken, sha256, verifyPassword } from '../shared/crypto';
import { AppError } from '../shared/errors';
import type { RateLimits } from '../shared/rate-limit';
import type { Tx } from '../db/unit-of-work';
import type { AuditService } from './audit.service';
import type { StaffRepository } from './staff.repository';

/** A staff member resolved from a back-office bearer token. */
export interface StaffAuth {
  staffId: bigint;
  sessionId: bigint;
  username: string;
  /** What players see ('' until set: they see the support desk's name). */
  displayName: string;
  role: StaffRole;
  ip: string;
}

const SESSION_TTL_MS = 12 * 3600_000;

/**
 * Back-office sign-in, separate from players: its own table of sessions (only token hashes stored), a fixed
 * 12-hour life, rate limits on failed logins per IP, per username from that IP and (higher) per username.
 */
export class StaffAuthService {
  constructor(
    private readonly db: Db,
    private readonly limits: RateLimits,
    private readonly staff: StaffRepository,
    private readonly audit: AuditService,
  ) {}

  async login(body: { username?: unknown; password?: unknown }, ctx: { ip: string; userAgent: string }): Promise<StaffLoginResponse> {
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!username) throw AppError.validation({ username: [MESSAGES.usernameRequired] });
    if (!password) throw AppError.validation({ password: [MESSAGES.passwordRequired] });
    if (username.length > 64 || password.length > 200) throw new AppError('invalid_credentials', MESSAGES.invalidCredentials);
    // As for players: failures per address, per account from that address, and a higher ceiling per account, so
    // that guessing from one address cannot lock the administrator out.
    await this.limits.loginAttempt('staff', username, ctx.ip);
    const s = await this.staff.byUsername(this.db, username);
    if (!s) {
      await burnPasswordCheck(password);
      throw new AppError('invalid_credentials', MESSAGES.invalidCredentials);
    }
    if (!(await verifyPassword(s.password_hash, password))) throw new AppError('invalid_credentials', MESSAGES.invalidCredentials);
    await this.limits.loginSucceeded('staff', username, ctx.ip);
    if (s.status !== 'active') throw new AppError('account_disabled', MESSAGES.accountDisabled);
    const token = newToken();
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await this.db.transaction().execute(async (tx) => {
      const session = await this.staff.createSession(tx, { staffId: s.id, tokenHash: sha256(token), ip: ctx.ip, userAgent: ctx.userAgent, expiresAt });
      await this.audit.write(tx, { staffId: s.id, ip: ctx.ip }, 'login', 'staff_session', session.id, null, null);
    });
    return { token, role: s.role as StaffRole, username: s.username, expires_at: expiresAt.toISOString() };
  }

  async authenticate(token: string, ip: string): Promise<StaffAuth | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const s = await this.staff.activeSession(this.db, sha256(token));
    if (!s || s.status !== 'active') return null;
    return { staffId: s.staff_id, sessionId: s.id, username: s.username, displayName: s.display_name, role: s.role as StaffRole, ip };
  }

  async logout(who: StaffAuth): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await this.staff.revokeSession(tx, who.sessionId);
      await this.audit.write(tx, who, 'logout', 'staff_session', who.sessionId, null, null);
    });
  }

  /** Ends every session of a staff member (disabled, demoted, new password). */
  revokeAll(tx: Tx, staffId: bigint): Promise<void> {
    return this.staff.revokeAll(tx, staffId);
  }
}
