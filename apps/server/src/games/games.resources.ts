import { PATH, SORT, STATUS, type Resource } from '../staff/config-engine';

const PROVIDER_STATUS = { kind: 'enum', values: ['active', 'inactive', 'maintenance'] } as const;

/**
 * The game catalogue (0005_games.sql), managed by admins and read by every role (routes in games.staff.routes.ts).
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
      name_bn: { kind: 'text', max: 80 },
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
