import { MESSAGES, type StaffMe, type StaffRole } from '@khela/domain';
import type { Db } from '../db/database';
import { hashPassword } from '../shared/crypto';
import { AppError } from '../shared/errors';
import type { AuditService } from './audit.service';
import type { Query } from './console';
import { constraintError, readResource, resourceWire, type ConfigService } from './config-engine';
import { STAFF_ROLES } from './roles';
import { SETTINGS } from './settings';
import type { StaffAuth, StaffAuthService } from './staff-auth.service';
import type { StaffRepository } from './staff.repository';

/** Staff accounts (roles, status, passwords) and the generic site and money settings, every change audited. */
export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly staff: StaffRepository,
    private readonly staffAuth: StaffAuthService,
    private readonly audit: AuditService,
    private readonly config: ConfigService,
    /** Which e-wallet gateway the server runs with (PAYMENT_GATEWAY), null when none: shown read-only in settings. */
    private readonly gatewayName: () => string | null,
  ) {}

  auditLog(q: Query) {
    return this.audit.list(q);
  }

  me(who: StaffAuth): StaffMe {
    return { id: Number(who.staffId), username: who.username, display_name: who.displayName, role: who.role };
  }

  /** PATCH /api/backoffice/me: a staff member changes their own display name (audited; the sessions stay). */
  async updateMe(who: StaffAuth, body: { display_name?: string }): Promise<StaffMe> {
    if (body.display_name === undefined) throw AppError.validation({ display_name: [MESSAGES.fieldRequired] });
    const displayName = readDisplayName(body.display_name, who.username);
    return this.db.transaction().execute(async (tx) => {
      const before = await this.staff.byIdForUpdate(tx, who.staffId);
      if (!before) throw AppError.notFound();
      await this.staff.update(tx, who.staffId, { displayName });
      await this.audit.write(tx, who, 'staff.update', 'staff', who.staffId, { display_name: before.display_name }, { display_name: displayName });
      return { id: Number(who.staffId), username: who.username, display_name: displayName, role: who.role };
    });
  }

  // ------------------------------------------------------------------ settings
  async settings() {
    const [g, p] = await Promise.all([this.config.row(this.db, SETTINGS.general, 1), this.config.row(this.db, SETTINGS.payment, 1)]);
    const general = g ? resourceWire(SETTINGS.general, g) : {};
    const payment = p ? resourceWire(SETTINGS.payment, p) : {};
    delete general.id;
    delete general.updated_at;
    delete payment.id;
    // Read-only: which e-wallet gateway the server runs with (PAYMENT_GATEWAY), null when none.
    return { ...general, ...payment, payment_gateway: this.gatewayName() };
  }

  /** PUT /api/backoffice/settings: any of the site and money settings, one flat object. */
  async updateSettings(who: StaffAuth, body: unknown) {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw AppError.badRequest();
    const split: { general: Record<string, unknown>; payment: Record<string, unknown> } = { general: {}, payment: {} };
    const errors: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
      if (k in SETTINGS.general.fields) split.general[k] = v;
      else if (k in SETTINGS.payment.fields) split.payment[k] = v;
      else errors[k] = [MESSAGES.unknownField];
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    if (Object.keys(split.general).length + Object.keys(split.payment).length === 0) throw AppError.validation({ body: [MESSAGES.fieldRequired] });
    const general = Object.keys(split.general).length ? readResource(SETTINGS.general, split.general, 'update') : null;
    const payment = Object.keys(split.payment).length ? readResource(SETTINGS.payment, split.payment, 'update') : null;
    if (payment?.ewallet_mode === true && this.gatewayName() === null) throw AppError.validation({ ewallet_mode: [MESSAGES.ewalletNoGateway] });
    await this.db
      .transaction()
      .execute(async (tx) => {
        for (const [r, values] of [
          [SETTINGS.general, general],
          [SETTINGS.payment, payment],
        ] as const) {
          if (!values) continue;
          const before = await this.config.row(tx, r, 1, true);
          if (!before) throw AppError.notFound();
          const after = await this.config.update(tx, r, 1, values);
          await this.audit.write(tx, who, `${r.entity}.update`, r.entity, 1, before, after);
        }
      })
      .catch((e: unknown) => constraintError(e));
    return this.settings();
  }

  // ------------------------------------------------------------------ staff
  async listStaff() {
    const rows = await this.staff.list(this.db);
    return rows.map(memberOut);
  }

  async createStaff(who: StaffAuth, body: { username?: string; password?: string; role?: string; display_name?: string }) {
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    if (!/^[A-Za-z0-9_.-]{3,32}$/.test(username)) throw AppError.validation({ username: [MESSAGES.usernameInvalid] }, MESSAGES.usernameInvalid);
    const displayName = readDisplayName(body.display_name ?? '', username);
    const password = this.readStaffPassword(body.password);
    const role = this.readRole(body.role);
    const passwordHash = await hashPassword(password);
    return this.db
      .transaction()
      .execute(async (tx) => {
        const row = await this.staff.insert(tx, { username, displayName, passwordHash, role });
        await this.audit.write(tx, who, 'staff.create', 'staff', row.id, null, row);
        return memberOut(row);
      })
      .catch((e: unknown) => constraintError(e));
  }

  /**
   * Role, status, password and display name of a staff member; a change of the first three ends their sessions.
   * Nobody demotes or disables themself.
   */
  async updateStaff(who: StaffAuth, id: bigint, body: { role?: string; status?: string; password?: string; display_name?: string }) {
    const role = body.role !== undefined ? this.readRole(body.role) : undefined;
    let status: string | undefined;
    if (body.status !== undefined) {
      if (body.status !== 'active' && body.status !== 'disabled') throw AppError.validation({ status: [MESSAGES.valueInvalid] }, MESSAGES.valueInvalid);
      status = body.status;
    }
    const passwordHash = body.password !== undefined ? await hashPassword(this.readStaffPassword(body.password)) : undefined;
    if (role === undefined && status === undefined && passwordHash === undefined && body.display_name === undefined) {
      throw AppError.validation({ body: [MESSAGES.fieldRequired] });
    }
    if (id === who.staffId && ((role !== undefined && role !== who.role) || status === 'disabled')) {
      throw new AppError('conflict', MESSAGES.cannotChangeOwnAccount);
    }
    return this.db.transaction().execute(async (tx) => {
      const before = await this.staff.byIdForUpdate(tx, id);
      if (!before) throw AppError.notFound();
      const displayName = body.display_name !== undefined ? readDisplayName(body.display_name, before.username) : undefined;
      const after = await this.staff.update(tx, id, { role, status, passwordHash, displayName });
      if (role !== undefined || status !== undefined || passwordHash !== undefined) await this.staffAuth.revokeAll(tx, id);
      const { password_hash: _hash, ...shown } = before;
      await this.audit.write(tx, who, 'staff.update', 'staff', id, shown, { ...after, password_changed: passwordHash !== undefined });
      return memberOut(after);
    });
  }

  private readRole(v: unknown): StaffRole {
    if (typeof v !== 'string' || !(STAFF_ROLES as readonly string[]).includes(v)) throw AppError.validation({ role: [MESSAGES.valueInvalid] }, MESSAGES.valueInvalid);
    return v as StaffRole;
  }

  private readStaffPassword(v: unknown): string {
    if (typeof v !== 'string' || v.length < 10 || v.length > 200) {
      throw AppError.validation({ password: [MESSAGES.staffPasswordRule] }, MESSAGES.staffPasswordRule);
    }
    return v;
  }

}

const memberOut = (s: { id: bigint; username: string; display_name: string; role: string; status: string; created_at: Date }) => ({
  id: Number(s.id),
  username: s.username,
  display_name: s.display_name,
  role: s.role,
  status: s.status,
  created_at: s.created_at.toISOString(),
});

/** A display name: trimmed, at most 40 characters, never the login (players see it). '' shows the desk's name. */
function readDisplayName(v: unknown, login: string): string {
  if (typeof v !== 'string') throw AppError.validation({ display_name: [MESSAGES.staffDisplayNameInvalid] }, MESSAGES.staffDisplayNameInvalid);
  const name = v.trim().replace(/\s+/g, ' ');
  if (name.length > 40) throw AppError.validation({ display_name: [MESSAGES.staffDisplayNameInvalid] }, MESSAGES.staffDisplayNameInvalid);
  if (name !== '' && name.toLowerCase() === login.toLowerCase()) {
    throw AppError.validation({ display_name: [MESSAGES.staffDisplayNameIsLogin] }, MESSAGES.staffDisplayNameIsLogin);
  }
  return name;
}
