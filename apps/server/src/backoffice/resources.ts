import { MESSAGES, MoneyError, isBirthday, parseMoney, toWire } from '@khela/domain';
import { AppError } from '../shared/errors';

/**
 * Operator-managed configuration as data: each resource names its table, its fields (wire name, kind, limits,
 * column) and which fields a new row needs. One reader turns a JSON body into column values (unknown fields,
 * wrong types and bad values are 4xx with a message per field); one writer turns a row back into JSON.
 */
export type FieldKind =
  | { kind: 'text'; max: number; min?: number; pattern?: RegExp; nullable?: boolean; upper?: boolean }
  | { kind: 'money' }
  | { kind: 'int'; min: number; max: number; nullable?: boolean }
  /** A NUMERIC column, as a decimal string with `scale` places; `min` is exclusive. */
  | { kind: 'decimal'; min: number; max: number; scale: number; nullable?: boolean }
  | { kind: 'id' }
  | { kind: 'enum'; values: readonly (string | number)[] }
  | { kind: 'bool' }
  | { kind: 'date' }
  | { kind: 'intArray'; max: number }
  | { kind: 'strings'; maxItems: number; maxLength: number }
  | { kind: 'maintenance' };

/**
 * `immutable`: set on create only. `writeOnly`: a secret (text) that is never answered nor audited: the wire has
 * `<field>_set` and `<field>_last4` instead, the audit log only `<field>_set` (and `<field>_changed` on an edit).
 */
export type FieldSpec = FieldKind & { column?: string; immutable?: boolean; writeOnly?: boolean };

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
  /** Table-wide CHECK constraints → the wire field they are about (a refusal is a 422 on that field). */
  checks?: Record<string, string>;
}

const STATUS = { kind: 'enum', values: ['active', 'inactive'] } as const;
const ACCOUNT_TYPE = { kind: 'enum', values: ['Agent', 'Marchent', 'Personal'] } as const;
const SORT = { kind: 'int', min: -100_000, max: 100_000 } as const;
const PATH = { kind: 'text', max: 300 } as const;

export const RESOURCES = {
  'payment-methods': {
    table: 'payment_methods',
    entity: 'payment_method',
    fields: {
      name: { kind: 'text', min: 1, max: 40, pattern: /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,39}$/ },
      icon: PATH,
      status: STATUS,
      bonus_pct: { kind: 'int', min: 0, max: 100 },
      withdraw_enabled: { kind: 'bool' },
      sort_order: SORT,
    },
    required: ['name'],
    order: ['sort_order', 'id'],
    touch: true,
  },
  'payment-channels': {
    table: 'payment_channels',
    entity: 'payment_channel',
    fields: {
      method_id: { kind: 'id', immutable: true },
      name: { kind: 'text', min: 1, max: 40 },
      account_type: ACCOUNT_TYPE,
      type: { kind: 'text', min: 1, max: 40 },
      min: { kind: 'money', column: 'min_amount' },
      max: { kind: 'money', column: 'max_amount' },
      status: STATUS,
      sort_order: SORT,
    },
    required: ['method_id', 'name', 'account_type', 'type', 'min', 'max'],
    order: ['method_id', 'sort_order', 'id'],
    touch: true,
  },
  'receiving-numbers': {
    table: 'receiving_numbers',
    entity: 'receiving_number',
    fields: {
      method_id: { kind: 'id', immutable: true },
      account_type: ACCOUNT_TYPE,
      number: { kind: 'text', min: 11, max: 11, pattern: /^\d{11}$/ },
      daily_limit: { kind: 'money' },
      status: STATUS,
    },
    required: ['method_id', 'account_type', 'number', 'daily_limit'],
    order: ['method_id', 'account_type', 'id'],
    touch: true,
  },
  promotions: {
    table: 'promotions',
    entity: 'promotion',
    fields: {
      name: { kind: 'text', min: 1, max: 200 },
      description: { kind: 'text', max: 5000 },
      thumbnail: PATH,
      start_date: { kind: 'date' },
      end_date: { kind: 'date' },
      status: { kind: 'enum', values: ['active', 'display', 'inactive'] },
      categories: { kind: 'intArray', max: 20 },
      deposit_bonus_pct: { kind: 'int', min: 0, max: 1000 },
      max_bonus: { kind: 'money' },
      min_deposit: { kind: 'money' },
      turnover_multiplier: { kind: 'int', min: 0, max: 100 },
      once_per_player: { kind: 'bool' },
      sort_order: SORT,
    },
    required: ['name', 'start_date', 'end_date'],
    order: ['sort_order', 'id'],
    touch: false,
  },
  sliders: {
    table: 'sliders',
    entity: 'slider',
    fields: {
      name: { kind: 'text', min: 1, max: 200 },
      thubmnail: { kind: 'text', min: 1, max: 300 },
      link: PATH,
      message_id: { kind: 'int', min: 1, max: Number.MAX_SAFE_INTEGER, nullable: true },
      status: STATUS,
      slider_type: { kind: 'enum', values: ['Main', 'Favourite', 'Features'] },
      sort_order: SORT,
    },
    required: ['name', 'thubmnail', 'slider_type'],
    order: ['slider_type', 'sort_order', 'id'],
    touch: false,
  },
} satisfies Record<string, Resource>;

export type ResourceName = keyof typeof RESOURCES;

/** Site settings: general_settings (site) and payment_settings (money), one row each, edited together. */
export const SETTINGS: { general: Resource; payment: Resource } = {
  general: {
    table: 'general_settings',
    entity: 'general_settings',
    fields: {
      site_title: { kind: 'text', min: 1, max: 100 },
      site_status: { kind: 'enum', values: [0, 1] },
      withdrawal_status: { kind: 'enum', values: [0, 1] },
      whatsapp: PATH,
      live_chat: PATH,
      intercom: { kind: 'text', max: 100 },
      tawk_id: { kind: 'text', max: 100 },
      support_mail: { kind: 'text', max: 254 },
      notice: { kind: 'strings', maxItems: 20, maxLength: 500 },
      maintenance_notice: { kind: 'maintenance' },
      sponsor_image: { kind: 'text', max: 300, nullable: true },
      app_download_url: { kind: 'text', max: 300, nullable: true },
    },
    required: [],
    order: ['id'],
    touch: true,
  },
  payment: {
    table: 'payment_settings',
    entity: 'payment_settings',
    fields: {
      turnover_release_threshold: { kind: 'money' },
      default_turnover_multiplier: { kind: 'int', min: 0, max: 100 },
      ewallet_mode: { kind: 'bool' },
      wallet_number_hold_minutes: { kind: 'int', min: 1, max: 120 },
    },
    required: [],
    order: ['id'],
    touch: true,
  },
};


const PROVIDER_STATUS = { kind: 'enum', values: ['active', 'inactive', 'maintenance'] } as const;

/**
 * The game catalogue (0005_games.sql), managed by admins and read by every role (routes in games.routes.ts).
 * The limits and patterns are the table's CHECKs, so a bad value is a 422 on its field, never a database error.
 */
export const GAME_RESOURCES = {
  'game-types': {
    table: 'game_types',
    entity: 'game_type',
    fields: {
      code: { kind: 'text', min: 2, max: 12, pattern: /^[A-Z]{2,12}$/, upper: true, immutable: true },
      name: { kind: 'text', min: 1, max: 40 },
      sort_order: SORT,
      status: STATUS,
    },
    required: ['code', 'name'],
    order: ['sort_order', 'code'],
    touch: false,
    key: 'code',
  },
  'game-providers': {
    table: 'game_providers',
    entity: 'game_provider',
    fields: {
      platform: { kind: 'text', min: 2, max: 20, pattern: /^[A-Z0-9_]{2,20}$/, upper: true, immutable: true },
      name: { kind: 'text', min: 1, max: 60 },
      logo: PATH,
      kind: { kind: 'enum', values: ['internal', 'external'], immutable: true },
      launch_url: { kind: 'text', max: 500, pattern: /^(https?:\/\/\S+)?$/ },
      wallet_secret: { kind: 'text', max: 200, writeOnly: true },
      status: PROVIDER_STATUS,
      sort_order: SORT,
    },
    required: ['platform', 'name', 'kind'],
    order: ['sort_order', 'id'],
    touch: true,
    // CHECK (kind = 'internal' OR length(wallet_secret) >= 16)
    checks: { game_providers_check: 'wallet_secret' },
  },
  games: {
    table: 'games',
    entity: 'game',
    fields: {
      provider_id: { kind: 'id', immutable: true },
      code: { kind: 'text', min: 1, max: 60, pattern: /^[A-Za-z0-9_.:-]{1,60}$/, immutable: true },
      name: { kind: 'text', min: 1, max: 80 },
      type: { kind: 'text', min: 2, max: 12, pattern: /^[A-Z]{2,12}$/, upper: true },
      poster: PATH,
      display_order: SORT,
      rtp: { kind: 'decimal', min: 0, max: 100, scale: 2, nullable: true },
      status: STATUS,
    },
    required: ['provider_id', 'code', 'name', 'type'],
    order: ['display_order', 'id'],
    touch: true,
  },
} satisfies Record<string, Resource>;

export type GameResourceName = keyof typeof GAME_RESOURCES;

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
export function auditSnapshot(resource: Resource, row: Record<string, unknown> | null | undefined, changed?: Record<string, unknown>): Record<string, unknown> | null {
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

/** The ledger code of a new payment method, from its name (fixed for life). */
export function methodCode(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 40) || 'method';
}
