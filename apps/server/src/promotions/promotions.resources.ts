import { TURNOVER_PRODUCTS } from '@khela/domain';
import { PATH, SORT, type Resource } from '../staff/config-engine';

/** Promotions as the console manages them (admin). */
export const PROMOTION_RESOURCES = {
  promotions: {
    table: 'promotions',
    entity: 'promotion',
    fields: {
      name: { kind: 'text', min: 1, max: 200 },
      description: { kind: 'text', max: 5000 },
      name_bn: { kind: 'text', max: 200 },
      description_bn: { kind: 'text', max: 5000 },
      thumbnail: PATH,
      start_date: { kind: 'date' },
      end_date: { kind: 'date' },
      status: { kind: 'enum', values: ['active', 'display', 'inactive'] },
      categories: { kind: 'intArray', max: 20 },
      deposit_bonus_pct: { kind: 'int', min: 0, max: 1000 },
      max_bonus: { kind: 'money' },
      min_deposit: { kind: 'money' },
      turnover_multiplier: { kind: 'int', min: 0, max: 100 },
      /** Products whose stakes do not count towards this promotion's turnover (TURNOVER_PRODUCTS ids, @khela/domain). */
      turnover_excluded: { kind: 'intArray', max: TURNOVER_PRODUCTS.length, values: TURNOVER_PRODUCTS.map((p) => p.id) },
      once_per_player: { kind: 'bool' },
      sort_order: SORT,
    },
    required: ['name', 'start_date', 'end_date'],
    order: ['sort_order', 'id'],
    touch: false,
  },
} satisfies Record<string, Resource>;
