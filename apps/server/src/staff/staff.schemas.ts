import type * as W from '@khela/domain';
import { Type, wire } from '../shared/schema';

export const StaffRole = Type.Union([Type.Literal('admin'), Type.Literal('finance'), Type.Literal('support')]);

export const StaffLogin = wire<W.StaffLoginResponse>()(
  Type.Object({ token: Type.String(), role: StaffRole, username: Type.String(), expires_at: Type.String() }),
);

export const StaffMe = wire<W.StaffMe>()(Type.Object({ id: Type.Integer(), username: Type.String(), role: StaffRole }));

export const StaffMember = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
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

/** The site and money settings, one flat object (and the e-wallet gateway the server runs with, read-only). */
export const Settings = Type.Record(Type.String(), Type.Unknown());
