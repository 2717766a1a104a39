import type * as W from '@khela/domain';
import { ORIGINALS } from '@khela/domain';
import type { TLiteral, TUnion } from 'typebox';
import { Money, Nullable, Type, body, optionalBody, query, textOrNumber, wire, type Static } from '../shared/route-schema';

/**
 * The games calls' shapes (packages/domain/src/games.ts): the catalogue, launch and favourites, our games' calls
 * (game session), the public verifier, betting records, and the provider wallet's signed calls.
 */

/** One of these strings. */
function Literals<const L extends readonly string[]>(values: L, opts: { description?: string } = {}): TUnion<{ -readonly [K in keyof L]: TLiteral<L[K]> }> {
  return Type.Union(values.map((v) => Type.Literal(v)), opts) as never;
}

// ---------------------------------------------------------------- catalogue (public)
export const SystemsQuery = query(['type'], { type: 'game type code (default LIVE)' });
export const ProvidersQuery = query(['system', 'type'], {
  system: 'platform codes: a JSON list (["KHELA","JILI"]) or a comma list',
  type: 'ours: count only this type\'s games in `game_count`',
});
export const GamesQuery = query(['type', 'system'], { type: 'game type code', system: 'platform codes, comma-separated (or a JSON list)' });

export const SystemsResponse = wire<W.SystemsResponse>()(
  Type.Object({
    systems: Type.Array(Type.Object({ system: Type.String(), name: Type.String(), type: Type.String(), logo: Nullable(Type.String()) })),
    message: Type.String({ description: '"success", or the message to show when the list is empty' }),
  }),
);

export const ProvidersResponse = wire<W.ProvidersResponse>()(
  Type.Object({
    data: Type.Array(Type.Object({ platform: Type.String(), name: Type.String(), logo: Nullable(Type.String()), game_count: Type.Integer() })),
    message: Type.String(),
  }),
);

const GameItem = wire<W.GameItemBn>()(
  Type.Object({
    id: Type.Integer(),
    code: Type.String(),
    name: Type.String(),
    name_bn: Type.String({ description: "the Bangla name; '' when not written (show `name`)" }),
    type: Type.String(),
    platform: Type.String(),
    poster: Nullable(Type.String({ description: 'storage path; null: the apps\' default image' })),
    displayOrder: Type.Integer(),
    createTime: Type.String(),
    rtp: Nullable(Type.String({ description: 'theoretical return to player, percent ("99.00")' })),
  }),
);
export const GamesResponse = wire<W.GamesResponseBn>()(Type.Object({ games: Type.Array(GameItem, { description: 'by display order' }), message: Type.String() }));
export const GameCountsResponse = wire<W.GameCountsResponse>()(
  Type.Object({
    data: Type.Array(Type.Object({ type: Type.String({ description: 'game type code' }), count: Type.Integer() }), {
      description: 'every game type, with its number of listed games (0: hide it from the menus)',
    }),
  }),
);

// ---------------------------------------------------------------- player
export const FavoritesResponse = wire<W.FavoritesResponse>()(Type.Object({ data: Type.Array(Type.Integer(), { description: 'game ids' }) }));
export const FavoriteBody = body({ game_id: textOrNumber({ description: 'the game\'s id' }) });

export const GameRunBody = body({
  userId: textOrNumber({ description: 'the player\'s id; must be the token\'s own (else 403)' }),
  externalURL: Type.String({ description: 'the lobby address a provider may link back to' }),
  isMobileLogin: Type.Boolean(),
  gameCode: textOrNumber(),
  gameType: Type.String(),
  platform: Type.String(),
  lang: Type.String({ description: 'ours: en or bn (default en)' }),
});
export const GameRunResponse = wire<W.GameRunResponse>()(Type.Object({ url: Type.String({ description: 'the game\'s address (ours: /play/?launch=…)' }) }));

export const RecordsQuery = query(['platform', 'game_type', 'date', 'settled', 'remote_id'], {
  date: 'groups: 0 today, 1 yesterday, 7 the last 7 days (default); bets: the group\'s day, YYYY-MM-DD',
  settled: '1 settled (default), 0 open',
  remote_id: 'the player\'s id; when given it must be the token\'s own (else 403)',
});

const BettingGroup = wire<W.BettingGroup>()(
  Type.Object({
    key: Type.String({ description: 'platform|game_type|YYYY-MM-DD' }),
    platform: Type.String(),
    game_type: Type.String(),
    date: Type.String({ description: 'the day in GMT+6' }),
    bet_count: Type.Integer(),
    turnover: Money,
    profit_loss: Money,
    settle_date: Nullable(Type.String()),
  }),
);
export const BettingGroupsResponse = Type.Object({ data: Type.Array(BettingGroup) });

const RoundStatus = Literals(['open', 'won', 'lost', 'refunded'] as const);

const BettingRecord = wire<W.BettingRecord>()(
  Type.Object({
    id: Type.String(),
    platform: Type.String(),
    game_type: Type.String(),
    game_code: Type.String(),
    game_name: Type.String(),
    bet_amount: Money,
    winAmount: Money,
    profit_loss: Money,
    status: RoundStatus,
    created_at: Type.String(),
    settled_at: Nullable(Type.String()),
  }),
);
export const BettingRecordsResponse = Type.Object({ data: Type.Array(BettingRecord) });

export const BettingTypesResponse = Type.Object({
  data: wire<W.BettingTypes>()(
    Type.Object({
      platforms: Type.Array(Type.Object({ platform: Type.String(), name: Type.String() })),
      types: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
    }),
  ),
});

// ---------------------------------------------------------------- provably fair
export const FairState = wire<W.FairState>()(
  Type.Object({
    server_seed_hash: Type.String({ description: 'SHA-256 of the server seed (the seed itself is shown once rotated)' }),
    client_seed: Type.String(),
    nonce: Type.Integer({ description: 'the nonce the next bet will use' }),
  }),
);
export const FairRotation = wire<W.FairRotation>()(
  Type.Object({
    revealed: Type.Object({ server_seed: Type.String(), server_seed_hash: Type.String(), client_seed: Type.String(), last_nonce: Type.Integer() }),
    current: FairState,
  }),
);
export const ClientSeedBody = body({ client_seed: Type.String({ description: '1 to 64 letters, digits, dashes or underscores' }) });
/** May be left out (the route reads no body as `{}`). */
export const RotateBody = optionalBody({ client_seed: Type.String({ description: 'a new client seed; default: keep the current one' }) });

// ---------------------------------------------------------------- our games (game session)
export const SessionBody = body({ launch: Type.String({ description: 'the one-time launch token from the game\'s address' }) });
export const GameSessionInfo = wire<W.GameSessionInfo>()(
  Type.Object({
    token: Type.String({ description: 'sent as `Authorization: Bearer {token}` on every /api/games/* call' }),
    expires_at: Type.String(),
    player: Type.Object({ username: Type.String(), currency: Type.String(), balance: Money }),
    game: Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), type: Type.String(), platform: Type.String() }),
    fair: FairState,
  }),
);

export const RoundView = wire<W.RoundView>()(
  Type.Object({
    id: Type.String({ description: 'internal id: Mines reveal and cash-out `round_id`' }),
    public_id: Type.String({ description: 'uuid: GET /api/fair/rounds/{public_id}' }),
    game: Literals(ORIGINALS),
    status: RoundStatus,
    amount: Money,
    payout: Money,
    multiplier: Type.String({ description: 'payout / amount with 4 decimals' }),
    params: Type.Unknown({ description: 'the bet\'s parameters, by game' }),
    outcome: Type.Unknown({ description: 'the game\'s outcome (packages/domain/src/fair); Mines hides its board while open' }),
    created_at: Type.String(),
    settled_at: Nullable(Type.String()),
    fair: Nullable(
      Type.Object({
        server_seed_hash: Type.String(),
        client_seed: Type.String(),
        nonce: Type.Integer(),
        server_seed: Nullable(Type.String({ description: 'once that seed has been rotated' })),
      }),
    ),
  }),
);

export const PlayResult = wire<W.PlayResult>()(Type.Object({ round: RoundView, balance: Money, fair: FairState }));
export const HistoryQuery = query(['limit'], { limit: '1 to 50 (default 20)' });
export const HistoryResponse = wire<W.HistoryResponse>()(Type.Object({ rounds: Type.Array(RoundView, { description: 'newest first' }) }));

const requestId = Type.String({ description: 'made by the client (8–64 of A-Z a-z 0-9 _ -); the same id again answers the same round' });
const amount = textOrNumber({ description: 'the stake, taka' });

export const PlayBody = body({
  request_id: requestId,
  amount,
  // Checked by the game's own parser (packages/domain parsePlayParams), with its messages.
  params: Type.Unknown({ description: 'the bet\'s parameters, by game (dice {target, direction}, limbo {target}, …)' }),
});
export type PlayBody = Static<typeof PlayBody>;

export const MinesStartBody = body({ request_id: requestId, amount, mines: Type.Integer({ description: '1 to 24' }) });
export const MinesRevealBody = body({ round_id: textOrNumber(), tile: Type.Integer({ description: '0 to 24' }) });
export const MinesCashoutBody = body({ round_id: textOrNumber() });
export const MinesActiveResponse = Type.Object({ round: Nullable(RoundView) });

const CrashBetView = wire<W.CrashBetView>()(
  Type.Object({
    username: Type.String(),
    amount: Money,
    auto_cashout: Nullable(Type.Number()),
    cashed_out_at: Nullable(Type.Number()),
    payout: Nullable(Money),
  }),
);
export const CrashState = wire<W.CrashState>()(
  Type.Object({
    round: Type.Object({
      id: Type.String(),
      phase: Literals(['betting', 'running', 'crashed'] as const),
      betting_ends_at: Nullable(Type.String()),
      started_at: Nullable(Type.String()),
      crash_point: Nullable(Type.Number()),
      hash: Nullable(Type.String()),
    }),
    server_time: Type.String(),
    bets: Type.Array(CrashBetView),
    history: Type.Array(Type.Object({ id: Type.String(), crash_point: Type.Number(), hash: Type.String() })),
    my_bet: Type.Optional(Nullable(CrashBetView)),
  }),
);
export const CrashBetBody = body({ request_id: requestId, amount, auto_cashout: Type.Number({ description: '1.01 to 1,000,000, or null' }) });
/** May be left out (the route reads no body as `{}`). */
export const CrashCashoutBody = optionalBody({});
export const CrashBetAnswer = Type.Object({ bet: CrashBetView, round_id: Type.String(), balance: Money });

// ---------------------------------------------------------------- public verifier
/** A path id: read by the service (a malformed or unknown one is its 404 or 400, with its message). */
export const PathId = (description: string) => Type.Object({ id: Type.String({ description }) });
export const CrashVerifyInfo = wire<W.CrashVerifyInfo>()(
  Type.Object({
    id: Type.String(),
    hash: Type.String(),
    crash_point: Type.Number(),
    salt: Type.String(),
    previous_hash: Type.String(),
    chain_anchor: Type.String(),
  }),
);

// ---------------------------------------------------------------- provider wallet (external providers, signed)
/** Every field a provider call may carry, once: the calls below pick theirs, the route's check takes them all. */
const F = {
  token: Type.String({ description: 'the launch token from the game\'s address' }),
  session: Type.String({ description: 'the session `authenticate` answered' }),
  tx_id: textOrNumber({ description: 'the provider\'s transaction id (1–100 of A-Z a-z 0-9 _ . : -), unique per provider' }),
  round_id: textOrNumber({ description: 'the provider\'s round id' }),
  reference_tx_id: textOrNumber({ description: 'the bet or win to roll back' }),
  game_code: textOrNumber({ description: 'when given, must be the session\'s game' }),
  amount: textOrNumber({ description: 'decimal, two places' }),
  round_closed: Type.Boolean({ description: 'false keeps the round open for more bets and wins (default true)' }),
  currency: Type.String({ description: 'when given, must be the session\'s' }),
};
const call = <A extends W.ProviderAction, R extends keyof typeof F, O extends keyof typeof F>(
  action: A,
  required: readonly R[],
  optional: readonly O[],
  description: string,
) =>
  Type.Object(
    {
      action: Type.Literal(action),
      ...(Object.fromEntries(required.map((k) => [k, F[k]])) as Pick<typeof F, R>),
      ...(Object.fromEntries(optional.map((k) => [k, Type.Optional(F[k])])) as { [K in O]: ReturnType<typeof Type.Optional<(typeof F)[K]>> }),
    },
    { additionalProperties: false, description },
  );
const checks = ['game_code', 'currency'] as const;

/** The signed body of POST /api/provider/{platform}/wallet, one shape per action (documentation: see the route). */
export const ProviderWalletCall = Type.Union(
  [
    call('authenticate', ['token'], [], 'trade the launch token for a session'),
    call('balance', ['session'], checks, 'the player\'s balance'),
    call('bet', ['session', 'tx_id', 'round_id', 'amount'], checks, 'debit a stake; opens the round if new'),
    call('win', ['session', 'tx_id', 'round_id', 'amount'], ['round_closed', ...checks], 'credit a win (0 for a loss); closes the round unless round_closed is false'),
    call('rollback', ['session', 'tx_id', 'reference_tx_id'], ['round_id', ...checks], 'cancel an earlier bet or win of a round still open'),
  ],
  { description: 'signed: `X-Signature` is the hex HMAC-SHA256 of the exact body bytes with the provider\'s wallet secret' },
);

/**
 * What the route checks on the parsed body before the rules: an object with only these fields (each optional,
 * `null` = absent) of their types. The rules (what each action needs) answer in the wallet's codes, as providers expect.
 */
export const ProviderWalletFields = body({ action: Type.String(), ...F });
export type ProviderWalletFields = Static<typeof ProviderWalletFields>;

export const ProviderWalletHeaders = Type.Object({
  'x-signature': Type.Optional(Type.String({ description: 'hex HMAC-SHA256 of the raw body (an optional `sha256=` prefix is accepted)' })),
});
export const ProviderParams = Type.Object({ platform: Type.String({ description: 'the provider\'s platform code' }) });

export const ProviderWalletOk = wire<W.ProviderWalletOk>()(
  Type.Object({
    status: Type.Literal('OK'),
    balance: Money,
    currency: Type.String(),
    session: Type.Optional(Type.String({ description: 'authenticate: the session for the calls that follow' })),
    player_id: Type.Optional(Type.String()),
    username: Type.Optional(Type.String()),
    tx_id: Type.Optional(Type.String()),
  }),
);
export const ProviderWalletError = wire<W.ProviderWalletError>()(
  Type.Object({
    status: Type.Literal('ERROR'),
    code: Literals(['INVALID_SIGNATURE', 'INVALID_SESSION', 'BAD_REQUEST', 'INSUFFICIENT_FUNDS', 'TX_NOT_FOUND', 'ROUND_CLOSED', 'GAME_NOT_FOUND', 'TX_CONFLICT'] as const),
    message: Type.String(),
    balance: Type.Optional(Money),
  }),
);
