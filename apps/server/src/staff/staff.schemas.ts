import type * as W from '@khela/domain';
import { Money, Nullable, Type, wire } from '../shared/route-schema';

const StaffRole = Type.Union([Type.Literal('admin'), Type.Literal('finance'), Type.Literal('support')]);

export const StaffLogin = wire<W.StaffLoginResponse>()(
  Type.Object({ token: Type.String(), role: StaffRole, username: Type.String(), expires_at: Type.String() }),
);

export const StaffMe = wire<W.StaffMe>()(Type.Object({ id: Type.Integer(), username: Type.String(), display_name: Type.String(), role: StaffRole }));

export const StaffMember = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  display_name: Type.String({ description: 'what players see (support chat); never the login' }),
  role: Type.String(),
  status: Type.String(),
  created_at: Type.String(),
});

export const AuditEntry = wire<W.AuditEntry>()(
  Type.Object({
    id: Type.Integer(),
    staff: Type.Object({ id: Type.Integer(), username: Type.String() }),
    action: Type.String(),
    entity: Type.String(),
    entity_id: Type.String(),
    before: Type.Unknown(),
    after: Type.Unknown(),
    created_at: Type.String(),
  }),
);

/** A page of the console's lists. */
export function consolePage<T extends Parameters<typeof Type.Array>[0]>(row: T) {
  return Type.Object({ data: Type.Array(row), page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer() });
}

/**
 * The site and money settings, one flat object: the general_settings row (site) and the payment_settings row (money)
 * as `resourceWire` answers them (settings.ts declares which fields a change may write; the Bangla texts are read
 * here and written by the content screens), and the e-wallet gateway the server runs with, read-only. The service
 * builds it from whole rows (`Record<string, unknown>`), so test/staff-answers.test.ts compares a real answer with it.
 */
export const Settings = Type.Object({
  site_title: Type.String(),
  site_status: Type.Integer({ description: '1 open, 0 under maintenance' }),
  withdrawal_status: Type.Integer({ description: '1 withdrawals on, 0 off' }),
  whatsapp: Type.String(),
  live_chat: Type.String(),
  intercom: Type.String(),
  tawk_id: Type.String(),
  support_mail: Type.String(),
  notice: Type.Array(Type.String(), { description: 'the home marquee' }),
  notice_bn: Type.Array(Type.String(), { description: 'the marquee in Bangla ([] when not written)' }),
  maintenance_notice: Nullable(Type.Object({ title: Type.String(), message: Type.String(), start_date: Type.String(), end_date: Type.String() })),
  maintenance_notice_bn: Nullable(Type.Object({ title_bn: Type.String(), message_bn: Type.String() })),
  sponsor_image: Nullable(Type.String()),
  app_download_url: Nullable(Type.String()),
  turnover_release_threshold: Money,
  default_turnover_multiplier: Type.Integer(),
  ewallet_mode: Type.Boolean(),
  wallet_number_hold_minutes: Type.Integer(),
  deposit_resubmit_minutes: Type.Integer(),
  updated_at: Type.String({ description: 'when the money settings last changed' }),
  payment_gateway: Nullable(Type.String({ description: 'the e-wallet gateway the server runs with (PAYMENT_GATEWAY), read-only' })),
});
