import { MESSAGES, type StaffMe, type StaffRole } from '@khela/domain';
import type { Db } from '../db/database';
import { hashPassword } from '../shared/crypto';
import { AppError } from '../shared/errors';
import type { AuditService } from './audit.service';
import type { Query } from './console';
import { constraintError, readResource, resourceWire, type ConfigService } from './config';
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
    return { id: Number(who.staffId), username: who.username, role: who.role };
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
    return rows.map((s) => ({ id: Number(s.id), username: s.username, role: s.role, status: s.status, created_at: s.created_at.toISOString() }));
  }

  async createStaff(who: StaffAuth, body: { username?: string; password?: string; role?: string }) {
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    if (!/^[A-Za-z0-9_.-]{3,32}$/.test(username)) throw AppError.validation({ username: [MESSAGES.usernameInvalid] }, MESSAGES.usernameInvalid);
    const password = this.readStaffPassword(body.password);
    const role = this.readRole(body.role);
    const passwordHash = await hashPassword(password);
    return this.db
      .transaction()
      .execute(async (tx) => {
        const row = await this.staff.insert(tx, { username, passwordHash, role });
        await this.audit.write(tx, who, 'staff.create', 'staff', row.id, null, row);
        return { id: Number(row.id), username: row.username, role: row.role, status: row.status, created_at: row.created_at.toISOString() };
      })
      .catch((e: unknown) => constraintError(e));
  }

  /** Role, status and password of a staff member; any change ends their sessions. Nobody demotes or disables themself. */
  async updateStaff(who: StaffAuth, id: bigint, body: { role?: string; status?: string; password?: string }) {
    const role = body.role !== undefined ? this.readRole(body.role) : undefined;
    let status: string | undefined;
    if (body.status !== undefined) {
      if (body.status !== 'active' && body.status !== 'disabled') throw AppError.validation({ status: [MESSAGES.valueInvalid] }, MESSAGES.valueInvalid);
      status = body.status;
    }
    const passwordHash = body.password !== undefined ? await hashPassword(this.readStaffPassword(body.password)) : undefined;
    if (role === undefined && status === undefined && passwordHash === undefined) throw AppError.validation({ body: [MESSAGES.fieldRequired] });
    if (id === who.staffId && ((role !== undefined && role !== who.role) || status === 'disabled')) {
      throw new AppError('conflict', MESSAGES.cannotChangeOwnAccount);
    }
    return this.db.transaction().execute(async (tx) => {
      const before = await this.staff.byIdForUpdate(tx, id);
      if (!before) throw AppError.notFound();
      const after = await this.staff.update(tx, id, { role, status, passwordHash });
      await this.staffAuth.revokeAll(tx, id);
      await this.audit.write(tx, who, 'staff.update', 'staff', id, before, { ...after, password_changed: passwordHash !== undefined });
      return { id: Number(after.id), username: after.username, role: after.role, status: after.status, created_at: after.created_at.toISOString() };
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
