import { Money, Nullable, Type, wire, type Answer } from '../shared/route-schema';
import type { GamesStaffService } from './games.staff.service';

/**
 * The console's game rounds (see games.staff.routes.ts), each tied to what its service method returns
 * (`wire<Answer<…>>()`): a field the service adds fails the typecheck until it is declared here.
 *
 * The catalogue (game types, providers, games) is answered by the generic resource writer (`resourceWire`: every
 * column of the row, whatever games.resources.ts declares), so its rows stay `CatalogueRow`, an open object.
 */

const RoundStatus = Type.Union([Type.Literal('open'), Type.Literal('won'), Type.Literal('lost'), Type.Literal('refunded')]);

const roundColumns = {
  id: Type.Integer(),
  round_ref: Type.String(),
  status: RoundStatus,
  stake: Money,
  payout: Money,
  profit_loss: Nullable(Type.String({ description: "the player's payout − stake once won or lost; null while open or refunded" })),
  currency: Type.String(),
  player: Type.Object({ id: Type.Integer(), username: Type.String() }),
  game: Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), type: Type.String() }),
  platform: Type.String(),
  created_at: Type.String(),
  settled_at: Nullable(Type.String()),
};

/** A round's JSON column (its shape is the game's): any JSON value, or null. */
const GameJson = (description: string) => Type.Unsafe<NonNullable<unknown> | null>({ description });

/** A round as the list shows it. */
export const ConsoleRound = wire<Answer<GamesStaffService['rounds']>['data'][number]>()(Type.Object(roundColumns));

/** A round with its provider, game parameters and outcome, fairness seeds, crash round and wallet transactions. */
export const ConsoleRoundDetail = wire<Answer<GamesStaffService['round']>>()(
  Type.Object({
    ...roundColumns,
    provider_name: Type.String(),
    session_id: Nullable(Type.Integer()),
    params: GameJson("the game's parameters (JSON, per game), or null"),
    outcome: GameJson("the game's outcome (JSON, per game), or null"),
    fair: Nullable(
      Type.Object({
        server_seed_hash: Type.String(),
        client_seed: Type.String(),
        nonce: Type.Integer(),
        server_seed: Nullable(Type.String({ description: 'once revealed' })),
        revealed: Type.Boolean(),
      }),
    ),
    crash: Nullable(
      Type.Object({
        id: Type.Integer(),
        phase: Nullable(Type.Union([Type.Literal('betting'), Type.Literal('running'), Type.Literal('crashed')])),
        crash_point: Nullable(Type.Number({ description: 'the multiplier, once crashed' })),
        hash: Nullable(Type.String()),
      }),
    ),
    updated_at: Type.String(),
    transactions: Type.Array(
      Type.Object({
        id: Type.Integer(),
        kind: Type.Union([Type.Literal('bet'), Type.Literal('win'), Type.Literal('rollback'), Type.Literal('refused')]),
        tx_ref: Type.String(),
        amount: Money,
        reference_tx_ref: Nullable(Type.String()),
        ledger_tx_id: Nullable(Type.Integer()),
        rolled_back: Type.Boolean(),
        created_at: Type.String(),
      }),
    ),
  }),
);

/** Stakes, payouts and GGR by game over Dhaka days. */
export const RoundsSummary = wire<Answer<GamesStaffService['summary']>>()(
  Type.Object({
    from: Type.String({ description: 'Dhaka day' }),
    to: Type.String({ description: 'Dhaka day' }),
    platform: Nullable(Type.String()),
    games: Type.Array(
      Type.Object({
        game_id: Type.Integer(),
        code: Type.String(),
        name: Type.String(),
        platform: Type.String(),
        rounds: Type.Integer(),
        turnover: Money,
        payouts: Money,
        ggr: Money,
      }),
    ),
    totals: Type.Object({
      rounds: Type.Integer(),
      turnover: Money,
      payouts: Money,
      ggr: Money,
      open_rounds: Type.Integer(),
      open_stakes: Money,
      refunded_rounds: Type.Integer(),
    }),
  }),
);

/** The answer to a refund: the round's new state and whether this call refunded it. */
export const RoundRefund = wire<Answer<GamesStaffService['refund']>>()(
  Type.Object({ id: Type.Integer(), status: RoundStatus, changed: Type.Boolean() }),
);

/**
 * A catalogue row (game type, provider or game) as `resourceWire` answers it: the table's columns under their wire
 * names (money as decimal strings, ids as numbers, times as ISO text), plus figures the list adds.
 */
export const CatalogueRow = Type.Object(
  {},
  { additionalProperties: true, description: "a catalogue row: the table's columns under their wire names (see games.resources.ts)" },
);
