import { Money, Nullable, Type, wire, type Answer } from '../shared/route-schema';
import { RewardRowSchema, VipStatusSchema } from './rewards.schemas';
import type { RewardsService, RunResult } from './rewards.service';

/**
 * The console's rewards answers (see rewards.staff.routes.ts), each tied to what its service method returns
 * (`wire<Answer<…>>()`): a field the service adds fails the typecheck until it is declared here.
 */
const LevelDef = Type.Object({ level: Type.Integer(), name: Type.String(), name_bn: Type.String(), threshold: Type.Integer({ description: 'whole VP to earn in a Dhaka month' }) });

/** VIP levels, VP rates by game type, the conversion and the referral tiers. */
export const RewardSettings = wire<Answer<RewardsService['settingsView']>>()(
  Type.Object({
    convert_min_vp: Type.Integer(),
    vp_rate: Money,
    referral_enabled: Type.Boolean(),
    levels: Type.Array(LevelDef),
    rates: Type.Array(Type.Object({ game_type: Type.String(), name: Type.String(), rate: Type.Number({ description: 'centi-VP per 100 of stake' }) })),
    tiers: Type.Array(Type.Object({ turnover: Money, rates_bp: Type.Tuple([Type.Integer(), Type.Integer(), Type.Integer()], { description: 'basis points for levels 1, 2 and 3' }) })),
    updated_at: Nullable(Type.String()),
  }),
);

const runColumns = {
  day: Type.String({ description: 'the Dhaka day (YYYY-MM-DD)' }),
  players: Type.Integer(),
  referrers: Type.Integer(),
  turnover: Money,
  total: Money,
  currency_totals: Type.Array(Type.Object({ currency: Type.String(), total: Money })),
  finished_at: Type.String(),
  run_by: Type.String(),
};

/** A day's referral run as the list shows it. */
export const ReferralRun = wire<Answer<RewardsService['runs']>['data'][number]>()(Type.Object(runColumns));

/** The answer to running a day: the run, and whether this call paid it (false: the day was already paid). */
export const ReferralRunResult = wire<RunResult>()(Type.Object({ ...runColumns, created: Type.Boolean() }));

/** A referral reward paid to a player for a day. */
export const ConsoleRewardRow = wire<Answer<RewardsService['rewardsList']>['data'][number]>()(
  Type.Object({ ...RewardRowSchema.properties, player_id: Type.Integer(), username: Type.String(), currency: Type.String() }),
);

/** A player's upline and downline (three levels), cash bonus, rewards paid and VIP state. */
export const ReferralTree = wire<Answer<RewardsService['tree']>>()(
  Type.Object({
    player: Type.Object({ id: Type.Integer(), username: Type.String(), referral_code: Type.String() }),
    upline: Type.Array(Type.Object({ level: Type.Integer(), id: Type.Integer(), username: Type.String() })),
    levels: Type.Array(
      Type.Object({
        level: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
        count: Type.Integer(),
        players: Type.Array(Type.Object({ id: Type.Integer(), username: Type.String(), created_at: Type.String(), turnover_30d: Money })),
      }),
    ),
    cash_bonus: Money,
    rewards_total: Money,
    vip: VipStatusSchema,
  }),
);
