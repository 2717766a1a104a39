import type { CashClaimResponse, ConvertVipResponse, Paged, ReferralInfo, ReferralRewardRow, VipMonth, VipRecord, VipStatus } from '@khela/domain';
import { Money, Nullable, Type, body, query, wire, type TSchema } from '../shared/route-schema';

const LevelName = Type.Object({ level: Type.Integer(), name: Type.String(), name_bn: Type.String() });
const LevelDef = Type.Object({ level: Type.Integer(), name: Type.String(), name_bn: Type.String(), threshold: Type.Integer({ description: 'whole VP to earn in a Dhaka month' }) });
const Points = Type.String({ pattern: '^-?[0-9]+\\.[0-9]{2}$', description: 'VIP points with two decimals' });

const paged = <T extends TSchema>(row: T) =>
  Type.Object({ data: Type.Array(row), current_page: Type.Integer(), last_page: Type.Integer(), total: Type.Integer() });

export const VipStatusSchema = wire<VipStatus>()(
  Type.Object({
    level: LevelName,
    next: Nullable(Type.Object({ level: Type.Integer(), name: Type.String(), name_bn: Type.String(), threshold: Type.Integer(), remaining: Points })),
    progress: Type.Number({ description: 'percent towards the next level this month' }),
    vip_coin: Type.Integer({ description: 'whole VP the player can convert' }),
    points: Points,
    month_earned: Points,
    last_month_earned: Points,
    levels: Type.Array(LevelDef),
    convert: Type.Object({ min_vp: Type.Integer(), rate: Money, currency: Type.String(), enabled: Type.Boolean() }),
  }),
);

export const VipHistorySchema = Type.Object({
  data: Type.Array(wire<VipMonth>()(Type.Object({ month: Type.String(), earned: Points, turnover: Money, level: LevelName }))),
});

export const VipRecordsSchema = wire<Paged<VipRecord>>()(
  paged(
    Type.Object({
      id: Type.String(),
      created_at: Type.String(),
      kind: Type.Union([Type.Literal('earn'), Type.Literal('convert'), Type.Literal('adjust')]),
      points: Points,
      turnover: Nullable(Money),
      game_type: Nullable(Type.String()),
      amount: Nullable(Money),
    }),
  ),
);

export const ConvertSchema = wire<ConvertVipResponse>()(Type.Object({ success: Type.String(), amount: Money, vip_coin: Type.Integer() }));

export const ReferralInfoSchema = wire<ReferralInfo>()(
  Type.Object({
    referral_code: Type.String(),
    link: Type.String(),
    cash_bonus: Money,
    claim_min: Money,
    downline: Type.Object({ level1: Type.Integer(), level2: Type.Integer(), level3: Type.Integer() }),
    tiers: Type.Array(Type.Object({ turnover: Money, rates: Type.Tuple([Type.String(), Type.String(), Type.String()]) })),
  }),
);

const RewardDetail = Type.Object({
  level: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  player: Type.String(),
  turnover: Money,
  rate: Type.String(),
  reward: Money,
});
export const RewardRowSchema = wire<ReferralRewardRow>()(
  Type.Object({
    id: Type.String(),
    date: Type.String({ description: 'the Dhaka day (YYYY-MM-DD)' }),
    turnover: Money,
    cashReward: Money,
    status: Type.Union([Type.Literal('credited'), Type.Literal('claimed')]),
    details: Type.Array(RewardDetail),
  }),
);
export const ReferralRewardsSchema = paged(RewardRowSchema);
export const ClaimSchema = wire<CashClaimResponse>()(Type.Object({ message: Type.String(), amount: Money }));

export const VipQuery = query(['remote_id']);
export const VipRecordsQuery = query(['remote_id', 'type', 'page'], { type: 'received | used', page: 'from 1; 20 a page' });
export const ConvertQuery = query(['remote_id', 'vip_coin', 'request_id'], { vip_coin: 'whole VP to convert', request_id: 'optional: the same id again answers the first conversion' });
export const RewardsQuery = query(['remote_id', 'page']);

// ---------------------------------------------------------------- console
export const SettingsBody = body({
  convert_min_vp: Type.Integer(),
  vp_rate: Type.String({ maxLength: 20 }),
  referral_enabled: Type.Boolean(),
  levels: Type.Array(Type.Object({ level: Type.Integer(), name: Type.String({ maxLength: 40 }), name_bn: Type.String({ maxLength: 40 }), threshold: Type.Integer() }, { additionalProperties: false }), { maxItems: 20 }),
  rates: Type.Array(Type.Object({ game_type: Type.String({ maxLength: 12 }), rate: Type.Integer() }, { additionalProperties: false }), { maxItems: 50 }),
  tiers: Type.Array(Type.Object({ turnover: Type.String({ maxLength: 20 }), rates_bp: Type.Array(Type.Integer(), { maxItems: 3 }) }, { additionalProperties: false }), { maxItems: 10 }),
  reason: Type.String({ maxLength: 500 }),
});
export const RunBody = body({ day: Type.String({ maxLength: 10, description: 'a Dhaka day, YYYY-MM-DD' }) });
