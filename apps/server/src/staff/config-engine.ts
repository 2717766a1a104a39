import { MESSAGES, MoneyError, isBirthday, parseMoney, toWire } from '@khela/domain';
import type { Db } from '../db/database';
import type { Tx } from '../db/unit-of-work';
import { AppError } from '../shared/errors';
import type { AuditService } from './audit.service';
import type { ConfigRepository } from './config.repository';
import type { StaffAuth } from './staff-auth.service';

/**
 * Operator-managed configuration as data: each resource names its table, its fields (wire name, kind, limits,
 * column) and which fields a new row needs. One reader turns a JSON body into column values (unknown fields,
 * wrong types and bad values are 4xx with a message per field); one writer turns a row back into JSON.
 */
type FieldKind =
  | { kind: 'text'; max: number; min?: number; pattern?: RegExp; nullable?: boolean; upper?: boolean }
  | { kind: 'money' }
  | { kind: 'int'; min: number; max: number; nullable?: boolean }
  /** A NUMERIC column, as a decimal string with `scale` places; `min` is exclusive. */
  | { kind: 'decimal'; min: number; max: number; scale: number; nullable?: boolean }
  | { kind: 'id' }
  | { kind: 'enum'; values: readonly (string | number)[] }
  | { kind: 'bool' }
  | { kind: 'date' }
  | { kind: 'intArray'; max: number; /** When given, the only values allowed. */ values?: readonly number[] }
  | { kind: 'strings'; maxItems: number; maxLength: number }
  | { kind: 'maintenance' };

/**
 * `immutable`: set on create only. `writeOnly`: a secret (text) that is never answered nor audited: the wire has
 * `<field>_set` and `<field>_last4` instead, the audit log only `<field>_set` (and `<field>_changed` on an edit).
 */
type FieldSpec = FieldKind & { column?: string; immutable?: boolean; writeOnly?: boolean };

export type ConfigTable =
  | 'payment_methods'
  | 'payment_channels'
  | 'receiving_numbers'
  | 'promotions'
  | 'sliders'
  | 'general_settings'
  | 'payment_settings'
  | 'game_types'
  | 'game_providers'
  | 'games';

export interface Resource {
  table: ConfigTable;
  /** Audit entity name. */
  entity: string;
  fields: Record<string, FieldSpec>;
  /** Wire fields a new row must have. */
  required: string[];
  order: string[];
  /** The table has an updated_at column to touch. */
  touch: boolean;
  /** The primary key column when it is not the bigserial `id` (game types are keyed by their code). */
  key?: 'code';
  /** Columns a new row derives from its read values (e.g. a payment method's ledger code from its name). */
  derive?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Table-wide CHECK constraints → the wire field they are about (a refusal is a 422 on that field). */
  checks?: Record<string, string>;
}

/** Field specs several domains' resources share. */
export const STATUS = { kind: 'enum', values: ['active', 'inactive'] } as const;
export const ACCOUNT_TYPE = { kind: 'enum', values: ['Agent', 'Marchent', 'Personal'] } as const;
export const SORT = { kind: 'int', min: -100_000, max: 100_000 } as const;
export const PATH = { kind: 'text', max: 300 } as const;


function bad(field: string, message: string = MESSAGES.valueInvalid): never {
  throw AppError.validation({ [field]: [message] });
}

function readValue(field: string, spec: FieldSpec, v: unknown): unknown {
  switch (spec.kind) {
    case 'text': {
      if (v === null && spec.nullable) return null;
      if (typeof v !== 'string') return bad(field, MESSAGES.wrongType);
      const s = spec.upper ? v.trim().toUpperCase() : v.trim();
      if (s.length > spec.max) return bad(field, MESSAGES.valueTooLong);
      if (s.length < (spec.min ?? 0)) return bad(field, MESSAGES.fieldRequired);
      if (spec.pattern && !spec.pattern.test(s)) return bad(field);
      return s;
    }
    case 'money': {
      if (typeof v !== 'string' && typeof v !== 'number') return bad(field, MESSAGES.wrongType);
      try {
        const p = parseMoney(v);
        if (p < 0n || p > 1_000_000_000_00n) return bad(field, MESSAGES.amountInvalid);
        return p;
      } catch (e) {
        if (e instanceof MoneyError) return bad(field, MESSAGES.amountInvalid);
        throw e;
      }
    }
    case 'int':
      if (v === null && spec.nullable) return null;
      if (typeof v !== 'number' || !Number.isSafeInteger(v)) return bad(field, MESSAGES.wrongType);
      if (v < spec.min || v > spec.max) return bad(field);
      return v;
    case 'decimal': {
      if (v === null && spec.nullable) return null;
      const text = typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : null;
      if (text === null) return bad(field, MESSAGES.wrongType);
      if (!new RegExp(`^\\d{1,6}(\\.\\d{1,${spec.scale}})?$`).test(text)) return bad(field);
      const n = Number(text);
      if (!(n > spec.min && n <= spec.max)) return bad(field);
      return n.toFixed(spec.scale);
    }
    case 'id': {
      const s = typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : typeof v === 'string' ? v : '';
      if (!/^\d{1,18}$/.test(s) || s === '0') return bad(field);
      return BigInt(s);
    }
    case 'enum':
      if (!spec.values.includes(v as string | number)) return bad(field);
      return v;
    case 'bool':
      if (typeof v !== 'boolean') return bad(field, MESSAGES.wrongType);
      return v;
    case 'date':
      if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || !isBirthday(v, new Date('2999-12-31T00:00:00Z'))) return bad(field);
      return v;
    case 'intArray':
      if (!Array.isArray(v) || v.length > spec.max || !v.every((x) => Number.isSafeInteger(x) && (x as number) >= 0)) return bad(field);
      if (spec.values && !v.every((x) => spec.values!.includes(x as number))) return bad(field);
      return v as number[];
    case 'strings':
      if (!Array.isArray(v) || v.length > spec.maxItems || !v.every((x) => typeof x === 'string' && x.length <= spec.maxLength)) return bad(field);
      return JSON.stringify((v as string[]).map((s) => s.trim()).filter(Boolean));
    case 'maintenance': {
      if (v === null) return null;
      if (typeof v !== 'object' || Array.isArray(v)) return bad(field, MESSAGES.wrongType);
      const o = v as Record<string, unknown>;
      const keys = ['title', 'message', 'start_date', 'end_date'];
      if (Object.keys(o).some((k) => !keys.includes(k))) return bad(field, MESSAGES.unknownField);
      const text = (k: string, max: number) => (typeof o[k] === 'string' && (o[k] as string).trim().length > 0 && (o[k] as string).length <= max ? (o[k] as string).trim() : bad(field));
      const date = (k: string) => (typeof o[k] === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(o[k] as string) ? (o[k] as string) : bad(field));
      const notice = { title: text('title', 200), message: text('message', 2000), start_date: date('start_date'), end_date: date('end_date') };
      if (notice.end_date < notice.start_date) return bad(field);
      return JSON.stringify(notice);
    }
  }
}

/**
 * A JSON body → column values. `create` needs every required field; `update` takes any subset except immutable
 * fields. Unknown fields and wrong types are refused with a message per field.
 */
export function readResource(resource: Resource, body: unknown, mode: 'create' | 'update'): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw AppError.badRequest();
  const out: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    const spec = resource.fields[field];
    if (!spec) {
      errors[field] = [MESSAGES.unknownField];
      continue;
    }
    if (mode === 'update' && spec.immutable) {
      errors[field] = [MESSAGES.valueInvalid];
      continue;
    }
    try {
      out[spec.column ?? field] = readValue(field, spec, value);
    } catch (e) {
      if (e instanceof AppError && e.errors) Object.assign(errors, e.errors);
      else throw e;
    }
  }
  if (mode === 'create') {
    for (const f of resource.required) if (!(f in (body as object)) && !errors[f]) errors[f] = [MESSAGES.fieldRequired];
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  if (Object.keys(out).length === 0) throw AppError.validation({ body: [MESSAGES.fieldRequired] });
  return out;
}

/** A row → JSON: money columns as decimal strings, ids as numbers, times as ISO text, wire names for mapped columns. */
export function resourceWire(resource: Resource, row: Record<string, unknown>): Record<string, unknown> {
  const byColumn = new Map<string, [string, FieldSpec]>();
  for (const [field, spec] of Object.entries(resource.fields)) byColumn.set(spec.column ?? field, [field, spec]);
  const out: Record<string, unknown> = {};
  for (const [col, v] of Object.entries(row)) {
    const mapped = byColumn.get(col);
    const name = mapped?.[0] ?? col;
    if (mapped?.[1].writeOnly) {
      const secret = typeof v === 'string' ? v : '';
      out[`${name}_set`] = secret.length > 0;
      out[`${name}_last4`] = secret.length >= 8 ? secret.slice(-4) : null;
      continue;
    }
    if (typeof v === 'bigint') out[name] = mapped?.[1].kind === 'money' ? toWire(v) : Number(v);
    else if (v instanceof Date) out[name] = v.toISOString();
    else out[name] = v;
  }
  return out;
}

/**
 * A row as the audit log keeps it: write-only columns (secrets) replaced by `<field>_set`, and `<field>_changed`
 * when `changed` says this edit wrote them.
 */
function auditSnapshot(resource: Resource, row: Record<string, unknown> | null | undefined, changed?: Record<string, unknown>): Record<string, unknown> | null {
  if (!row) return null;
  const out: Record<string, unknown> = { ...row };
  for (const [field, spec] of Object.entries(resource.fields)) {
    if (!spec.writeOnly) continue;
    const col = spec.column ?? field;
    if (col in out) {
      out[`${field}_set`] = typeof out[col] === 'string' && (out[col] as string).length > 0;
      delete out[col];
    }
    if (changed && col in changed) out[`${field}_changed`] = true;
  }
  return out;
}

/**
 * Database constraint failures of configuration writes, as readable 4xx. With the resource, a CHECK or foreign key
 * of one column (`<table>_<column>_check`, `<table>_<column>_fkey`) is a 422 on that field.
 */
export function constraintError(err: unknown, deleting = false, resource?: Resource): never {
  const e = err as { code?: string; constraint?: string };
  const field = resource && e.constraint ? fieldOfConstraint(resource, e.constraint) : undefined;
  if (e.code === '23505') throw new AppError('conflict', MESSAGES.alreadyExists);
  if (e.code === '23503') {
    if (deleting) throw new AppError('conflict', MESSAGES.inUseDeactivate);
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

/** A row's primary key: its bigserial id, or the column the resource names. */
function keyOf(r: Resource, row: Record<string, unknown>): bigint | string {
  return (r.key ? row[r.key] : row.id) as bigint | string;
}

/**
 * Operator-managed configuration as data: each domain declares its resources (payments.resources.ts,
 * promotions.resources.ts, content.resources.ts, games.resources.ts); this reads, writes and audits any of them.
 */
export class ConfigService {
  constructor(
    private readonly db: Db,
    private readonly repo: ConfigRepository,
    private readonly audit: AuditService,
  ) {}

  /** Every row of a resource, as JSON. */
  async list(r: Resource): Promise<Record<string, unknown>[]> {
    const rows = await this.repo.list(this.db, r.table, r.order);
    return rows.map((row) => resourceWire(r, row));
  }

  /** The raw rows (for a domain that adds figures of its own, e.g. a receiving number's use today). */
  rows(r: Resource): Promise<Record<string, unknown>[]> {
    return this.repo.list(this.db, r.table, r.order);
  }

  /** Writes `values` (already read by readResource) into a row inside the caller's transaction; no audit. */
  update(tx: Tx, r: Resource, key: bigint | number | string, values: Record<string, unknown>) {
    return this.repo.update(tx, r.table, key, values, r.touch, r.key);
  }

  /** One row (locked when `lock`), by its key. */
  row(tx: Tx, r: Resource, key: bigint | number | string, lock = false) {
    return this.repo.row(tx, r.table, key, lock, r.key);
  }

  /**
   * The generic writer of any resource (configuration, game catalogue): the body read by its field specs, the row
   * and its audit entry in one transaction, constraint failures as 4xx. `check` runs in the transaction first.
   */
  async createRow(who: StaffAuth, r: Resource, body: unknown, check?: (tx: Tx, values: Record<string, unknown>) => Promise<void>) {
    const values = readResource(r, body, 'create');
    Object.assign(values, r.derive?.(values));
    return this.db
      .transaction()
      .execute(async (tx) => {
        await check?.(tx, values);
        const row = await this.repo.insert(tx, r.table, values);
        const key = keyOf(r, row);
        await this.audit.write(tx, who, `${r.entity}.create`, r.entity, key, null, auditSnapshot(r, row, values));
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
        const before = await this.repo.row(tx, r.table, key, true, r.key);
        if (!before) throw AppError.notFound();
        await check?.(tx, values, before);
        const after = (await this.repo.update(tx, r.table, key, values, r.touch, r.key))!;
        await this.audit.write(tx, who, `${r.entity}.update`, r.entity, key, auditSnapshot(r, before), auditSnapshot(r, after, values));
        return resourceWire(r, after);
      })
      .catch((e: unknown) => constraintError(e, false, r));
  }

  async deleteRow(who: StaffAuth, r: Resource, key: bigint | string) {
    return this.db
      .transaction()
      .execute(async (tx) => {
        const before = await this.repo.row(tx, r.table, key, true, r.key);
        if (!before) throw AppError.notFound();
        await this.repo.delete(tx, r.table, key, r.key);
        await this.audit.write(tx, who, `${r.entity}.delete`, r.entity, key, auditSnapshot(r, before), null);
        return { deleted: true, id: typeof key === 'bigint' ? Number(key) : key };
      })
      .catch((e: unknown) => constraintError(e, true, r));
  }

}
