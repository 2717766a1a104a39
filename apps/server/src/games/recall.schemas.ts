import { Money, Nullable, Type, type Static } from '../shared/route-schema';

/**
 * GET /api/betting-record/rounds/{id}: one of the player's rounds recalled (GLI-19 §4.14) with its outcome in the
 * game's own terms and, for our games, what proves it. Wire type: packages/api/src/endpoints/history.ts.
 */
export const RoundRecall = Type.Object({
  id: Type.String({ description: 'the betting record\'s id' }),
  platform: Type.String(),
  provider_name: Type.String(),
  own: Type.Boolean({ description: 'one of our games (outcome and proof below); false: a provider\'s round' }),
  game_code: Type.String(),
  game_name: Type.String(),
  game_name_bn: Type.String(),
  game_type: Type.String(),
  round_ref: Type.String({ description: 'the provider\'s round id' }),
  status: Type.Union([Type.Literal('open'), Type.Literal('won'), Type.Literal('lost'), Type.Literal('refunded')]),
  currency: Type.String(),
  stake: Money,
  payout: Money,
  net: Money,
  multiplier: Type.String({ description: 'payout / stake with 4 decimals' }),
  created_at: Type.String(),
  settled_at: Nullable(Type.String()),
  params: Type.Unknown({ description: 'our games: the bet\'s parameters, by game' }),
  outcome: Type.Unknown({ description: 'our games: the outcome (packages/domain/src/fair; Crash {crash_point, cashed_out_at}); Mines hides its board while open' }),
  fair: Nullable(
    Type.Object({
      public_id: Type.String(),
      server_seed_hash: Type.String(),
      server_seed: Nullable(Type.String({ description: 'once that seed pair has been rotated' })),
      client_seed: Type.String(),
      nonce: Type.Integer(),
      verify_url: Type.String(),
    }),
  ),
  crash: Nullable(
    Type.Object({
      round_id: Type.String(),
      crash_point: Nullable(Type.Number({ description: 'once the round has crashed' })),
      hash: Nullable(Type.String()),
      verify_url: Type.String(),
    }),
  ),
  live: Type.Optional(
    Nullable(
      Type.Object({
        round_id: Type.String(),
        table_id: Type.String(),
        phase: Type.Union([Type.Literal('betting'), Type.Literal('dealing'), Type.Literal('settled'), Type.Literal('voided')]),
        spots: Type.Record(Type.String(), Money, { description: 'the player\'s stakes per bet spot' }),
        deal: Type.Unknown({ description: 'the deal (packages/domain LiveDeal) once the round is dealt; null before' }),
        seed: Nullable(Type.String({ description: 'once the round is over' })),
        verify_url: Type.String(),
      }),
    ),
  ),
});
export type RoundRecall = Static<typeof RoundRecall>;
