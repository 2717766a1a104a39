import { PATH, type Resource } from './config-engine';

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
      deposit_resubmit_minutes: { kind: 'int', min: 0, max: 1440 },
    },
    required: [],
    order: ['id'],
    touch: true,
  },
};
