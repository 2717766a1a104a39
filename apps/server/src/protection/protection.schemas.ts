import type {
  FlaggedPlayersPage,
  PlayerProtection,
  ProtectionSettings,
  RealityCheckSummary,
  ProtectionAnswer,
  ProtectionState,
} from '@khela/domain';
import { Money, Nullable, Type, body, query, textOrNumber, wire } from '../shared/route-schema';

/**
 * The wire of /api/safer-gambling* and the console's protection routes (packages/domain safer.ts), tied to its types
 * by `wire<>()`. Bodies take `remote_id` like the other player routes (the token's own id, else 403).
 */
const RemoteId = textOrNumber({ description: "the player's id; when given it must be the token's own (else 403)" });
export const SaferQuery = query(['remote_id'], { remote_id: "the player's id; when given it must be the token's own (else 403)" });

const Kind = Type.Union([Type.Literal('deposit'), Type.Literal('loss'), Type.Literal('session')]);
const Period = Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')]);

export const SetLimitBody = body(
  {
    kind: Type.String({ description: 'deposit | loss | session' }),
    period: Type.String({ description: "day | week | month ('day' for a session limit)" }),
    amount: textOrNumber({ description: 'taka as a decimal string for deposit/loss, whole minutes (1–1440) for session; null or absent removes the limit' }),
    remote_id: RemoteId,
  },
  { description: 'a lower (or new) limit applies at once; a higher one (or removing it) waits 24 hours, then needs /limits/confirm' },
);
export const PendingLimitBody = body({ kind: Type.String(), period: Type.String(), remote_id: RemoteId });
export const TimeOutBody = body({ days: Type.Integer({ description: '1, 7, 30 or 42' }), remote_id: RemoteId });
export const SelfExclusionBody = body(
  { months: Type.Integer({ description: '6, 12, 24 or 60' }), permanent: Type.Boolean({ description: 'true for a permanent self-exclusion (instead of months)' }), remote_id: RemoteId },
  { description: '{months} or {permanent: true}' },
);
export const RealityCheckBody = body({ minutes: Type.Integer({ description: '0 (off), 15, 30 or 60' }), remote_id: RemoteId });

const Pending = Type.Object({ amount: Nullable(Type.String()), requested_at: Type.String(), applies_at: Type.String(), confirmable: Type.Boolean() });
const Limit = Type.Object({
  kind: Kind,
  period: Period,
  amount: Nullable(Type.String()),
  used: Type.String(),
  remaining: Nullable(Type.String()),
  window_ends_at: Type.String(),
  pending: Nullable(Pending),
});
const Blocked = Nullable(Type.Object({ reason: Type.Union([Type.Literal('time_out'), Type.Literal('self_exclusion')]), until: Nullable(Type.String()), message: Type.String() }));
const RcMinutes = Type.Union([Type.Literal(0), Type.Literal(15), Type.Literal(30), Type.Literal(60)]);
const stateProps = {
  limits: Type.Array(Limit),
  time_out: Nullable(Type.Object({ since: Type.String(), until: Type.String() })),
  self_exclusion: Nullable(Type.Object({ since: Type.String(), until: Nullable(Type.String()), permanent: Type.Boolean() })),
  reality_check_minutes: RcMinutes,
  blocked: Blocked,
};

export const SaferState = wire<ProtectionState>()(Type.Object({ ...stateProps, session_started_at: Type.String() }));
export const SaferAnswer = wire<ProtectionAnswer>()(Type.Object({ ...stateProps, session_started_at: Type.String(), message: Type.String() }));
export const SessionSummary = wire<RealityCheckSummary>()(
  Type.Object({
    session_started_at: Type.String(),
    minutes: Type.Integer(),
    staked: Money,
    won: Money,
    net: Money,
    reality_check_minutes: RcMinutes,
    currency: Type.String(),
  }),
);

const MarkerCode = Type.Union([Type.Literal('deposit_frequency'), Type.Literal('night_play'), Type.Literal('chasing_reversed_withdrawal')]);
const Marker = Type.Object({ code: MarkerCode, at: Type.String(), detail: Type.String() });
const Event = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  action: Type.String(),
  kind: Nullable(Kind),
  period: Nullable(Period),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
  actor: Type.String(),
  reason: Nullable(Type.String()),
});
export const Protection = wire<PlayerProtection>()(
  Type.Object({
    player_id: Type.Integer(),
    username: Type.String(),
    state: Type.Object(stateProps),
    history: Type.Array(Event),
    markers: Type.Array(Marker),
    can_lift: Type.Boolean(),
  }),
);
export const FlaggedPage = wire<FlaggedPlayersPage>()(
  Type.Object({
    data: Type.Array(Type.Object({ player_id: Type.Integer(), username: Type.String(), markers: Type.Array(Marker), self_excluded: Type.Boolean(), timed_out: Type.Boolean() })),
    total: Type.Integer(),
    page: Type.Integer(),
    per_page: Type.Integer(),
  }),
);
export const Settings = wire<ProtectionSettings>()(
  Type.Object({ blocked_countries: Type.Array(Type.String()), minimum_age: Type.Integer(), birthday_before_deposit: Type.Boolean() }),
);
export const SettingsBody = body(
  {
    blocked_countries: Type.Array(Type.String({ maxLength: 10 }), { maxItems: 250, description: 'ISO 3166-1 alpha-2 codes; empty: no country blocked' }),
    minimum_age: Type.Integer({ description: '18 or more' }),
    birthday_before_deposit: Type.Boolean(),
  },
  { description: 'fields left out keep their value' },
);
export const LiftBody = body({ reason: Type.String({ description: '3–500 characters, kept in the history and the audit log' }) });
export const PageQuery = query(['page', 'per_page']);
