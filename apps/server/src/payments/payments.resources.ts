import { ACCOUNT_TYPE, PATH, SORT, STATUS, type Resource } from '../staff/config-engine';

/** The ledger code of a new payment method, from its name (fixed for life). */
function methodCode(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 40) || 'method';
}

/** The payment configuration the console manages (admin): methods, channels, receiving numbers. */
export const PAYMENT_RESOURCES = {
  'payment-methods': {
    table: 'payment_methods',
    derive: (values) => ({ code: methodCode(String(values.name)) }),
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
} satisfies Record<string, Resource>;
