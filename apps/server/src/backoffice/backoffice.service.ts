import {
  MESSAGES,
  MoneyError,
  dhakaToday,
  formatMoney,
  parseMoney,
  toWire,
  type AuditEntry,
  type BackofficeDashboard,
  type BackofficeDeposit,
  type BackofficeWithdrawal,
  type Page,
  type StaffMe,
  type StaffRole,
} from '@khela/domain';
import type { Db } from '../db/database';
import { hashPassword } from '../auth/crypto';
import type { DepositsService } from '../payments/deposits.service';
import { paymentsRepository as payments } from '../payments/payments.repository';
import { HOUSE, dhakaDayStart, readAmount } from '../payments/rules';
import type { WithdrawalsService } from '../payments/withdrawals.service';
import { playersRepository as players } from '../players/players.repository';
import type { TurnoverService } from '../promotions/turnover.service';
import { AppError } from '../shared/errors';
import type { Tx } from '../wallet/wallet.repository';
import type { WalletService } from '../wallet/wallet.service';
import { auditRepository as audit } from './audit.repository';
import { backofficeRepository as repo } from './backoffice.repository';
import { RESOURCES, SETTINGS, auditSnapshot, methodCode, readResource, resourceWire, type Resource, type ResourceName } from './resources';
import { STAFF_ROLES } from './roles';
import type { StaffAuth, StaffAuthService } from './staff-auth.service';
import { staffRepository as staff } from './staff.repository';

type Query = Record<string, string | undefined>;

/** ?page=&per_page= → limit and offset (50 a page, at most 200). */
function paging(q: Query): { page: number; perPage: number; limit: number; offset: number } {
  const page = q.page && /^\d{1,5}$/.test(q.page) ? Math.max(1, Number(q.page)) : 1;
  const perPage = q.per_page && /^\d{1,3}$/.test(q.per_page) ? Math.min(200, Math.max(1, Number(q.per_page))) : 50;
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

function pageOf<T>(data: T[], total: number, p: { page: number; perPage: number }): Page<T> {
  return { data, page: p.page, per_page: p.perPage, total };
}

export function readPathId(raw: string): bigint {
  if (!/^\d{1,18}$/.test(raw) || /^0+$/.test(raw)) throw AppError.notFound();
  return BigInt(raw);
}

function readReason(v: unknown): string {
  const s = typeof v === 'string' ? v.trim() : '';
  if (s.length < 3 || s.length > 500) throw AppError.validation({ reason: [MESSAGES.reasonRequired] }, MESSAGES.reasonRequired);
  return s;
}

function oneOf<T extends string>(v: string | undefined, values: readonly T[]): T | undefined {
  if (v === undefined || v === '' || v === 'all') return undefined;
  if (!(values as readonly string[]).includes(v)) throw AppError.badRequest();
  return v as T;
}

/**
 * Database constraint failures of configuration writes, as readable 4xx. With the resource, a CHECK or foreign key
 * of one column (`<table>_<column>_check`, `<table>_<column>_fkey`) is a 422 on that field.
 */
export function constraintError(err: unknown, deleting = false, resource?: Resource): never {
  const e = err as { code?: string; constraint?: string };
  const field = resource && e.constraint ? fieldOfConstraint(resource, e.constraint) : undefined;
  if (e.code === '23505') throw new AppError(409, 'conflict', MESSAGES.alreadyExists);
  if (e.code === '23503') {
    if (deleting) throw new AppError(409, 'conflict', MESSAGES.inUseDeactivate);
    throw AppError.validation({ [field ?? 'body']: [MESSAGES.valueInvalid] }, MESSAGES.valueInvalid);
  }
  if (e.code === '23514') throw AppError.validation({ [field ?? 'body']: [MESSAGES.valueInvalid] }, MESSAGES.valueInvalid);
  throw err;
}

/** The wire field a named constraint guards; table-wide CHECKs name theirs in `checks`. */
function fieldOfConstraint(resource: Resource, constraint: string): string | undefined {
  if (resource.checks?.[constraint]) return resource.checks[constraint];
  const m = new RegExp(`^${resource.table}_(.+)_(check|fkey)$`).exec(constraint);
  if (!m) return undefined;
  for (const [field, spec] of Object.entries(resource.fields)) if ((spec.column ?? field) === m[1]) return field;
  return undefined;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A row's primary key: its bigserial id, or the column the resource names. */
function keyOf(r: Resource, row: Record<string, unknown>): bigint | string {
  return (r.key ? row[r.key] : row.id) as bigint | string;
}

/**
 * The operator console's server side. Every change runs in one transaction with its audit_log row (staff, action,
 * entity, before and after); money changes go through the payment services and the ledger.
 */
export class BackofficeService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly deposits: DepositsService,
    private readonly withdrawals: WithdrawalsService,
    private readonly turnover: TurnoverService,
    private readonly staffAuth: StaffAuthService,
  ) {}

  me(who: StaffAuth): StaffMe {
    return { id: Number(who.staffId), username: who.username, role: who.role };
  }

  // ------------------------------------------------------------------ dashboard
  async dashboard(): Promise<BackofficeDashboard> {
    const d = await repo.dashboard(this.db, dhakaDayStart());
    return {
      pending_deposits: d.pending_deposits,
      pending_withdrawals: d.pending_withdrawals,
      flagged_deposits: d.flagged_deposits,
      unmatched_notices: d.unmatched_notices,
      today: {
        date: dhakaToday(),
        deposits_total: toWire(d.deposits_total),
        deposits_count: d.deposits_count,
        withdrawals_total: toWire(d.withdrawals_total),
        withdrawals_count: d.withdrawals_count,
      },
    };
  }

  async houseBalances() {
    const rows = await this.wallet.houseBalances(this.db);
    return rows.map((r) => ({ code: r.code, currency: r.currency, balance: toWire(r.balance), shards: r.shards }));
  }

  // ------------------------------------------------------------------ deposits
  async listDeposits(q: Query): Promise<Page<BackofficeDeposit>> {
    const p = paging(q);
    const { rows, total } = await repo.deposits(this.db, {
      status: oneOf(q.status, ['pending', 'confirmed', 'rejected']),
      match: oneOf(q.match, ['none', 'matched', 'mismatch']),
      playerId: q.player_id ? readPathId(q.player_id) : undefined,
      ...p,
    });
    return pageOf(
      rows.map((r) => ({
        id: Number(r.id),
        status: r.status,
        transaction_id: r.transaction_id,
        sender: r.sender,
        receiving_number: r.receiving_number,
        amount: toWire(r.amount),
        bonus: toWire(r.bonus),
        method: r.method,
        channel: r.channel,
        account_type: r.account_type,
        source: r.source,
        receipt: r.receipt,
        match_state: r.match_state,
        notice:
          r.notice_id !== null
            ? {
                id: Number(r.notice_id),
                amount: toWire(r.notice_amount ?? 0n),
                sender: r.notice_sender ?? '',
                receiver: r.notice_receiver ?? '',
                received_at: iso(r.notice_received_at),
                state: r.notice_state ?? '',
              }
            : null,
        promotion: r.promotion_id !== null ? { id: Number(r.promotion_id), name: r.promotion_name ?? '' } : null,
        player: { id: Number(r.player_id), username: r.username },
        reject_reason: r.reject_reason,
        confirmed_via: r.confirmed_via,
        created_at: r.created_at.toISOString(),
        decided_at: iso(r.decided_at),
      })),
      total,
      p,
    );
  }

  /** Confirms a pending deposit; `amount` (optional) credits what actually arrived. Already confirmed: no change. */
  async approveDeposit(who: StaffAuth, id: bigint, body: Record<string, unknown>) {
    const amount = body.amount !== undefined ? readAmount(body.amount, 'amount', MESSAGES.amountRequired) : undefined;
    return this.wallet.inTransaction(async (tx, changed) => {
      const r = await this.deposits.confirmInTx(tx, changed, id, 'staff', who.staffId, amount);
      if (!r.changed && r.deposit.status !== 'confirmed') throw new AppError(409, 'already_processed', MESSAGES.alreadyProcessed);
      if (r.changed) await audit.write(tx, who, 'deposit.approve', 'deposit', id, r.before, r.deposit);
      return { changed: r.changed, id: Number(r.deposit.id), status: r.deposit.status, amount: toWire(r.deposit.amount), bonus: toWire(r.deposit.bonus) };
    });
  }

  async rejectDeposit(who: StaffAuth, id: bigint, body: Record<string, unknown>) {
    const reason = readReason(body.reason);
    return this.wallet.inTransaction(async (tx, changed) => {
      const r = await this.deposits.rejectInTx(tx, id, reason, who.staffId);
      if (r.changed) await audit.write(tx, who, 'deposit.reject', 'deposit', id, r.before, r.deposit);
      // No money moves, but the player's open pages learn at once (their records refresh on balance.changed).
      if (r.changed) changed.add(`${r.deposit.player_id}:${r.deposit.currency}`);
      return { changed: r.changed, id: Number(r.deposit.id), status: r.deposit.status, reject_reason: r.deposit.reject_reason };
    });
  }

  async listNotices(q: Query) {
    const p = paging(q);
    const { rows, total } = await repo.notices(this.db, { state: oneOf(q.state, ['unmatched', 'matched', 'mismatch']), ...p });
    return pageOf(
      rows.map((r) => ({
        id: Number(r.id),
        method: r.method,
        transaction_id: r.transaction_id,
        amount: toWire(r.amount),
        sender: r.sender,
        receiver: r.receiver,
        received_at: iso(r.received_at),
        state: r.state,
        deposit_id: r.deposit_id !== null ? Number(r.deposit_id) : null,
        created_at: r.created_at.toISOString(),
      })),
      total,
      p,
    );
  }

  // ------------------------------------------------------------------ withdrawals
  async listWithdrawals(q: Query): Promise<Page<BackofficeWithdrawal>> {
    const p = paging(q);
    const { rows, total } = await repo.withdrawals(this.db, {
      status: oneOf(q.status, ['pending', 'approved', 'rejected']),
      playerId: q.player_id ? readPathId(q.player_id) : undefined,
      ...p,
    });
    return pageOf(
      rows.map((r) => ({
        id: Number(r.id),
        status: r.status,
        amount: toWire(r.amount),
        account_number: r.account_number,
        method: r.method ?? r.provider,
        payout_transaction_id: r.payout_transaction_id,
        reject_reason: r.reject_reason,
        player: { id: Number(r.player_id), username: r.username },
        created_at: r.created_at.toISOString(),
        decided_at: iso(r.decided_at),
      })),
      total,
      p,
    );
  }

  async approveWithdrawal(who: StaffAuth, id: bigint, body: Record<string, unknown>) {
    const payout = typeof body.payout_transaction_id === 'string' ? body.payout_transaction_id.trim().toUpperCase() : '';
    if (!/^[A-Z0-9_-]{4,64}$/.test(payout)) {
      throw AppError.validation({ payout_transaction_id: [MESSAGES.payoutTrxRequired] }, MESSAGES.payoutTrxRequired);
    }
    return this.wallet
      .inTransaction(async (tx, changed) => {
        const r = await this.withdrawals.approveInTx(tx, changed, id, payout, who.staffId);
        if (r.changed) await audit.write(tx, who, 'withdrawal.approve', 'withdrawal', id, r.before, r.withdrawal);
        return { changed: r.changed, id: Number(r.withdrawal.id), status: r.withdrawal.status, payout_transaction_id: r.withdrawal.payout_transaction_id };
      })
      .catch((err: unknown) => {
        const e = err as { code?: string; constraint?: string };
        if (e.code === '23505' && e.constraint === 'withdrawals_payout_key') throw new AppError(409, 'conflict', MESSAGES.payoutTrxUsed);
        throw err;
      });
  }

  async rejectWithdrawal(who: StaffAuth, id: bigint, body: Record<string, unknown>) {
    const reason = readReason(body.reason);
    return this.wallet.inTransaction(async (tx, changed) => {
      const r = await this.withdrawals.rejectInTx(tx, changed, id, reason, who.staffId);
      if (r.changed) await audit.write(tx, who, 'withdrawal.reject', 'withdrawal', id, r.before, r.withdrawal);
      return { changed: r.changed, id: Number(r.withdrawal.id), status: r.withdrawal.status, reject_reason: r.withdrawal.reject_reason };
    });
  }

  // ------------------------------------------------------------------ turnover
  async waiveTicket(who: StaffAuth, id: bigint, body: Record<string, unknown>) {
    const reason = readReason(body.reason);
    return this.db.transaction().execute(async (tx) => {
      const r = await this.turnover.waive(tx, id, who.staffId, reason);
      await audit.write(tx, who, 'turnover.waive', 'turnover_ticket', id, r.before, r.after);
      return { id: Number(r.after.id), status: r.after.status, completed_reason: r.after.completed_reason };
    });
  }

  // ------------------------------------------------------------------ players
  async searchPlayers(q: Query) {
    const p = paging(q);
    const text = (q.q ?? '').trim().slice(0, 100);
    const { rows, total } = await repo.searchPlayers(this.db, text, p.limit, p.offset);
    return pageOf(
      rows.map((r) => ({ ...r, id: Number(r.id), created_at: r.created_at.toISOString(), last_login_at: iso(r.last_login_at) })),
      total,
      p,
    );
  }

  async player(id: bigint) {
    const p = await repo.player(this.db, id);
    if (!p) throw AppError.notFound();
    const [balance, totals, phones] = await Promise.all([
      this.wallet.balanceOf(p.id, p.currency),
      repo.playerTotals(this.db, p.id),
      players.extraPhones(this.db, p.id),
    ]);
    return {
      ...p,
      id: Number(p.id),
      email_verified_at: iso(p.email_verified_at),
      created_at: p.created_at.toISOString(),
      last_login_at: iso(p.last_login_at),
      balance: toWire(balance),
      extra_phones: phones.map((e) => ({ phone: e.phone, verified: e.verified_at !== null })),
      deposits_total: toWire(totals.deposits_total),
      deposits_count: totals.deposits_count,
      withdrawals_total: toWire(totals.withdrawals_total),
      withdrawals_count: totals.withdrawals_count,
      bonus_total: toWire(totals.bonus_total),
    };
  }

  async playerLedger(id: bigint, q: Query) {
    if (!(await repo.player(this.db, id))) throw AppError.notFound();
    const p = paging(q);
    const { rows, total } = await repo.ledger(this.db, id, p.limit, p.offset);
    return pageOf(
      rows.map((r) => ({
        id: Number(r.id),
        transaction_id: Number(r.transaction_id),
        amount: toWire(r.amount),
        currency: r.currency,
        reason: r.reason,
        reference: r.reference,
        reverses: r.reverses_id !== null ? Number(r.reverses_id) : null,
        created_at: r.created_at.toISOString(),
      })),
      total,
      p,
    );
  }

  async playerTickets(id: bigint) {
    if (!(await repo.player(this.db, id))) throw AppError.notFound();
    const rows = await repo.tickets(this.db, id);
    return rows.map((r) => ({
      ...r,
      id: Number(r.id),
      deposit_id: r.deposit_id !== null ? Number(r.deposit_id) : null,
      waived_by: r.waived_by !== null ? Number(r.waived_by) : null,
      required: toWire(r.required),
      remaining: toWire(r.remaining),
      created_at: r.created_at.toISOString(),
      completed_at: iso(r.completed_at),
    }));
  }

  /** A signed manual adjustment through the ledger (house adjustments ↔ player), audited, shown in the player's records. */
  async adjust(who: StaffAuth, id: bigint, body: Record<string, unknown>) {
    let amount: bigint;
    try {
      if (typeof body.amount !== 'string' && typeof body.amount !== 'number') throw new MoneyError('missing', body.amount);
      amount = parseMoney(body.amount);
    } catch (e) {
      if (e instanceof MoneyError) throw AppError.validation({ amount: [MESSAGES.amountInvalid] }, MESSAGES.amountInvalid);
      throw e;
    }
    if (amount === 0n || amount > 10_000_000_00n || amount < -10_000_000_00n) {
      throw AppError.validation({ amount: [MESSAGES.amountInvalid] }, MESSAGES.amountInvalid);
    }
    const reason = readReason(body.reason);
    const requestId = typeof body.request_id === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(body.request_id) ? body.request_id : undefined;
    if (body.request_id !== undefined && !requestId) throw AppError.validation({ request_id: [MESSAGES.valueInvalid] }, MESSAGES.valueInvalid);
    return this.wallet.inTransaction(async (tx, changed) => {
      const p = await players.byId(tx, id);
      if (!p) throw AppError.notFound();
      await payments.lockPlayer(tx, id);
      const mine = { player: id, currency: p.currency };
      const house = HOUSE.adjustments(p.currency);
      // A request id from the console makes a retried or double-clicked adjustment move money once.
      const key = `adjustment:${who.staffId}:${requestId ?? `${Date.now()}:${Math.random().toString(36).slice(2)}`}`;
      const t = await this.wallet.transfer(
        tx,
        {
          from: amount > 0n ? house : mine,
          to: amount > 0n ? mine : house,
          amount: amount > 0n ? amount : -amount,
          reason: 'adjustment',
          reference: `staff:${who.staffId}`,
          idempotencyKey: key,
        },
        changed,
      );
      if (!t.created) throw new AppError(409, 'conflict', MESSAGES.adjustmentRepeated);
      const row = await repo.insertAdjustment(tx, { playerId: id, currency: p.currency, amount, reason, staffId: who.staffId, ledgerTransactionId: t.transactionId });
      await payments.notify(tx, id, MESSAGES.adjustmentTitle, `Your balance was adjusted by ${amount > 0n ? '+' : ''}${formatMoney(amount)} ${p.currency}. Reason: ${reason}`);
      await audit.write(tx, who, 'player.adjust', 'player', id, null, row);
      if (amount < 0n) await this.turnover.releaseIfLowBalance(tx, id);
      return { id: Number(row.id), amount: toWire(row.amount), balance: toWire(await this.wallet.balanceOf(id, p.currency, tx)) };
    });
  }

  // ------------------------------------------------------------------ configuration
  private resource(name: string): Resource {
    const r = (RESOURCES as Record<string, Resource>)[name];
    if (!r) throw AppError.notFound();
    return r;
  }

  async listConfig(name: ResourceName | string) {
    const r = this.resource(name);
    const rows = await repo.configList(this.db, r.table, r.order);
    const out = rows.map((row) => resourceWire(r, row));
    if (r.table === 'receiving_numbers') {
      // Today's use of each number (pending and confirmed deposits, live holds), against its daily limit.
      const used = await payments.usage(
        this.db,
        rows.map((row) => row.id as bigint),
        dhakaDayStart(),
        -1n,
      );
      out.forEach((o, i) => (o.used_today = toWire(used.get(rows[i]!.id as bigint) ?? 0n)));
    }
    return out;
  }

  createConfig(who: StaffAuth, name: string, body: unknown) {
    return this.createRow(who, this.resource(name), body);
  }

  updateConfig(who: StaffAuth, name: string, id: bigint, body: unknown) {
    return this.updateRow(who, this.resource(name), id, body);
  }

  deleteConfig(who: StaffAuth, name: string, id: bigint) {
    return this.deleteRow(who, this.resource(name), id);
  }

  /**
   * The generic writer of any resource (configuration, game catalogue): the body read by its field specs, the row
   * and its audit entry in one transaction, constraint failures as 4xx. `check` runs in the transaction first.
   */
  async createRow(who: StaffAuth, r: Resource, body: unknown, check?: (tx: Tx, values: Record<string, unknown>) => Promise<void>) {
    const values = readResource(r, body, 'create');
    if (r.table === 'payment_methods') values.code = methodCode(String(values.name));
    return this.db
      .transaction()
      .execute(async (tx) => {
        await check?.(tx, values);
        const row = await repo.configInsert(tx, r.table, values);
        const key = keyOf(r, row);
        await audit.write(tx, who, `${r.entity}.create`, r.entity, key, null, auditSnapshot(r, row, values));
        return resourceWire(r, row);
      })
      .catch((e: unknown) => constraintError(e, false, r));
  }

  async updateRow(
    who: StaffAuth,
    r: Resource,
    key: bigint | string,
    body: unknown,
    check?: (tx: Tx, values: Record<string, unknown>, before: Record<string, unknown>) => Promise<void>,
  ) {
    const values = readResource(r, body, 'update');
    return this.db
      .transaction()
      .execute(async (tx) => {
        const before = await repo.configRow(tx, r.table, key, true, r.key);
        if (!before) throw AppError.notFound();
        await check?.(tx, values, before);
        const after = (await repo.configUpdate(tx, r.table, key, values, r.touch, r.key))!;
        await audit.write(tx, who, `${r.entity}.update`, r.entity, key, auditSnapshot(r, before), auditSnapshot(r, after, values));
        return resourceWire(r, after);
      })
      .catch((e: unknown) => constraintError(e, false, r));
  }

  async deleteRow(who: StaffAuth, r: Resource, key: bigint | string) {
    return this.db
      .transaction()
      .execute(async (tx) => {
        const before = await repo.configRow(tx, r.table, key, true, r.key);
        if (!before) throw AppError.notFound();
        await repo.configDelete(tx, r.table, key, r.key);
        await audit.write(tx, who, `${r.entity}.delete`, r.entity, key, auditSnapshot(r, before), null);
        return { deleted: true, id: typeof key === 'bigint' ? Number(key) : key };
      })
      .catch((e: unknown) => constraintError(e, true, r));
  }

  // ------------------------------------------------------------------ settings
  async settings() {
    const [g, p] = await Promise.all([repo.configRow(this.db, 'general_settings', 1), repo.configRow(this.db, 'payment_settings', 1)]);
    const general = g ? resourceWire(SETTINGS.general, g) : {};
    const payment = p ? resourceWire(SETTINGS.payment, p) : {};
    delete general.id;
    delete general.updated_at;
    delete payment.id;
    // Read-only: which e-wallet gateway the server runs with (PAYMENT_GATEWAY), null when none.
    return { ...general, ...payment, payment_gateway: this.deposits.gatewayName() };
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
    if (payment?.ewallet_mode === true && this.deposits.gatewayName() === null) throw AppError.validation({ ewallet_mode: [MESSAGES.ewalletNoGateway] });
    await this.db
      .transaction()
      .execute(async (tx) => {
        for (const [r, values] of [
          [SETTINGS.general, general],
          [SETTINGS.payment, payment],
        ] as const) {
          if (!values) continue;
          const before = await repo.configRow(tx, r.table, 1, true);
          if (!before) throw AppError.notFound();
          const after = await repo.configUpdate(tx, r.table, 1, values, r.touch);
          await audit.write(tx, who, `${r.entity}.update`, r.entity, 1, before, after);
        }
      })
      .catch((e: unknown) => constraintError(e));
    return this.settings();
  }

  // ------------------------------------------------------------------ staff
  async listStaff() {
    const rows = await staff.list(this.db);
    return rows.map((s) => ({ id: Number(s.id), username: s.username, role: s.role, status: s.status, created_at: s.created_at.toISOString() }));
  }

  async createStaff(who: StaffAuth, body: Record<string, unknown>) {
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    if (!/^[A-Za-z0-9_.-]{3,32}$/.test(username)) throw AppError.validation({ username: [MESSAGES.usernameInvalid] }, MESSAGES.usernameInvalid);
    const password = this.readStaffPassword(body.password);
    const role = this.readRole(body.role);
    const passwordHash = await hashPassword(password);
    return this.db
      .transaction()
      .execute(async (tx) => {
        const row = await staff.insert(tx, { username, passwordHash, role });
        await audit.write(tx, who, 'staff.create', 'staff', row.id, null, row);
        return { id: Number(row.id), username: row.username, role: row.role, status: row.status, created_at: row.created_at.toISOString() };
      })
      .catch((e: unknown) => constraintError(e));
  }

  /** Role, status and password of a staff member; any change ends their sessions. Nobody demotes or disables themself. */
  async updateStaff(who: StaffAuth, id: bigint, body: Record<string, unknown>) {
    const role = body.role !== undefined ? this.readRole(body.role) : undefined;
    let status: string | undefined;
    if (body.status !== undefined) {
      if (body.status !== 'active' && body.status !== 'disabled') throw AppError.validation({ status: [MESSAGES.valueInvalid] }, MESSAGES.valueInvalid);
      status = body.status;
    }
    const passwordHash = body.password !== undefined ? await hashPassword(this.readStaffPassword(body.password)) : undefined;
    if (role === undefined && status === undefined && passwordHash === undefined) throw AppError.validation({ body: [MESSAGES.fieldRequired] });
    if (id === who.staffId && ((role !== undefined && role !== who.role) || status === 'disabled')) {
      throw new AppError(409, 'conflict', MESSAGES.cannotChangeOwnAccount);
    }
    return this.db.transaction().execute(async (tx) => {
      const before = await staff.byIdForUpdate(tx, id);
      if (!before) throw AppError.notFound();
      const after = await staff.update(tx, id, { role, status, passwordHash });
      await this.staffAuth.revokeAll(tx, id);
      await audit.write(tx, who, 'staff.update', 'staff', id, before, { ...after, password_changed: passwordHash !== undefined });
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

  // ------------------------------------------------------------------ audit
  async auditLog(q: Query): Promise<Page<AuditEntry>> {
    const p = paging(q);
    const { rows, total } = await audit.list(this.db, {
      entity: q.entity ? q.entity.slice(0, 60) : undefined,
      entityId: q.entity_id ? q.entity_id.slice(0, 40) : undefined,
      staffId: q.staff_id ? readPathId(q.staff_id) : undefined,
      limit: p.limit,
      offset: p.offset,
    });
    return pageOf(
      rows.map((r) => ({
        id: Number(r.id),
        staff: { id: Number(r.staff_id), username: r.username },
        action: r.action,
        entity: r.entity,
        entity_id: r.entity_id,
        before: r.before,
        after: r.after,
        created_at: r.created_at.toISOString(),
      })),
      total,
      p,
    );
  }
}

