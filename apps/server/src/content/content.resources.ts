import { PATH, SORT, STATUS, type Resource } from '../staff/config-engine';

/** Site content the console manages (admin): the sliders. */
export const CONTENT_RESOURCES = {
  sliders: {
    table: 'sliders',
    entity: 'slider',
    fields: {
      name: { kind: 'text', min: 1, max: 200 },
      name_bn: { kind: 'text', max: 200 },
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
