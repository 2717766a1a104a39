/**
 * Games: catalogue, launch, our own provider's games ("originals"), the seamless game wallet and betting records
 * (spec 2 §2 Game categories / lobby / launcher / Betting records, §3, §7, §8, §9). Wire shapes here are the JSON the
 * server answers; money is always a decimal string with two places (see money.ts).
 */

// ------------------------------------------------------------------ catalogue
// Type codes (GAME_TYPES, GAME_TYPE_LABELS), the default get-system type and the lobby sorts are in constants/games.ts.

/** Our own provider's platform code (launched in the game frame like any provider's). */
export const OWN_PLATFORM = 'KHELA';

/** Our games, by game code. */
export const ORIGINALS = ['crash', 'dice', 'limbo', 'mines', 'plinko', 'keno', 'roulette', 'slot'] as const;
export type OriginalGame = (typeof ORIGINALS)[number];
/** The games settled by one call (`POST /api/games/play`); mines and crash have their own calls. */
export const ONE_SHOT_GAMES = ['dice', 'limbo', 'plinko', 'keno', 'roulette', 'slot'] as const;
export type OneShotGame = (typeof ONE_SHOT_GAMES)[number];

/** Game names over 15 characters are cut with an ellipsis (spec 2 §9). */
const GAME_NAME_MAX = 15;
export function shortGameName(name: string): string {
  const chars = Array.from(name);
  return chars.length > GAME_NAME_MAX ? `${chars.slice(0, GAME_NAME_MAX).join('')}…` : name;
}

/** Bet limits of our games, in poisha: 1 ৳ to 10 000 ৳ a bet, at most 1 000 000 ৳ paid on one round. */
export const GAME_LIMITS = { minBet: 100n, maxBet: 1_000_000n, maxPayout: 100_000_000n } as const;

/** GET /api/get-system?type= */
interface GameSystem {
  system: string;
  name: string;
  type: string;
  logo: string | null;
}
export interface SystemsResponse {
  systems: GameSystem[];
  message: string;
}
/** GET /api/get-provider?system=["KHELA",…] (a JSON list; a comma list is accepted too); `&type=` (ours) makes
 *  `game_count` count only that type's games. */
export interface GameProvider {
  platform: string;
  name: string;
  logo: string | null;
  game_count: number;
}
export interface ProvidersResponse {
  data: GameProvider[];
  message: string;
}
/** GET /api/get-games?type=&system=A,B — active games, by displayOrder. */
export interface GameItem {
  id: number;
  code: string;
  name: string;
  type: string;
  platform: string;
  /** Storage path of the poster (use storageUrl); null → the apps' default image. */
  poster: string | null;
  displayOrder: number;
  createTime: string;
  /** Theoretical return to player as a percentage string ("99.00"), when the provider publishes it. */
  rtp: string | null;
}
/** GET /api/games/favorites (bearer) → ids; POST /api/games/favorites {game_id} stars; DELETE /api/games/favorites/{id}. */
export interface FavoritesResponse {
  data: number[];
}

// ------------------------------------------------------------------ launch
/** POST /api/game-run (bearer). */
export interface GameRunRequest {
  userId: string | number;
  externalURL: string;
  isMobileLogin: boolean;
  gameCode: string;
  gameType: string;
  platform: string;
  /** Ours, optional: the site's language, passed on to the game (default en). */
  lang?: 'en' | 'bn';
}
/** `{url}` on success; errors answer `{message}` with a 4xx. */
export interface GameRunResponse {
  url: string;
}

/** POST /api/games/session {launch}: trades the one-time launch token for a game session (our games app). */
export interface GameSessionInfo {
  /** Sent as `Authorization: Bearer {token}` on every /api/games/* call; scoped to one player and one game. */
  token: string;
  expires_at: string;
  player: { username: string; currency: string; balance: string };
  game: { id: number; code: string; name: string; type: string; platform: string };
  fair: FairState;
}

// ------------------------------------------------------------------ provably fair
/** The player's current seed pair: the server seed is shown only by its SHA-256 until rotated. */
export interface FairState {
  server_seed_hash: string;
  client_seed: string;
  /** The nonce the next bet will use. */
  nonce: number;
}
/** POST /api/games/fair/rotate {client_seed?} */
export interface FairRotation {
  revealed: { server_seed: string; server_seed_hash: string; client_seed: string; last_nonce: number };
  current: FairState;
}

// ------------------------------------------------------------------ rounds of our games
type RoundStatus = 'open' | 'won' | 'lost' | 'refunded';

export type DiceParams = { target: number; direction: 'under' | 'over' };
export type LimboParams = { target: number };
export type PlinkoParams = { rows: number; risk: 'low' | 'medium' | 'high' };
export type KenoParams = { picks: number[] };
export type RouletteBetSpec =
  | { kind: 'straight'; number: number }
  | { kind: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' }
  | { kind: 'dozen' | 'column'; index: 0 | 1 | 2 };
/** Roulette: several chips; each `amount` is a money string; the round's stake is their sum. */
export type RouletteParams = { bets: { bet: RouletteBetSpec; amount: string }[] };
type SlotParams = Record<string, never>;
type MinesParams = { mines: number };
type CrashParams = { auto_cashout: number | null };

export interface ParamsOf {
  dice: DiceParams;
  limbo: LimboParams;
  plinko: PlinkoParams;
  keno: KenoParams;
  roulette: RouletteParams;
  slot: SlotParams;
  mines: MinesParams;
  crash: CrashParams;
}

/** A round as the games app and the verifier see it. `outcome` is the game's (see fair/play.ts `OutcomeOf`). */
export interface RoundView {
  /** Internal id: the session player's own calls (Mines reveal and cash-out `round_id`). */
  id: string;
  /** Unguessable public id (uuid): the verifier link and GET /api/fair/rounds/{public_id}. */
  public_id: string;
  game: OriginalGame;
  status: RoundStatus;
  amount: string;
  payout: string;
  /** payout / amount with 4 decimals ("0.0000" for a loss). */
  multiplier: string;
  params: unknown;
  outcome: unknown;
  created_at: string;
  settled_at: string | null;
  /** The seeds of the round; `server_seed` only once that seed has been rotated (revealed). Null for crash. */
  fair: { server_seed_hash: string; client_seed: string; nonce: number; server_seed: string | null } | null;
}

/** POST /api/games/play {request_id, amount, params} — dice, limbo, plinko, keno, roulette, slot. */
export interface PlayRequest {
  /** Client-made id (8–64 of [A-Za-z0-9_-]); the same id again answers the same round and moves nothing. */
  request_id: string;
  amount: string;
  params: unknown;
}
export interface PlayResult {
  round: RoundView;
  balance: string;
  fair: FairState;
}

/** GET /api/games/history?limit=20 — the session player's last rounds of the session's game. */
export interface HistoryResponse {
  rounds: RoundView[];
}

// Mines: POST /api/games/mines/start {request_id, amount, mines} → PlayResult (status open);
// POST /api/games/mines/reveal {round_id, tile} → PlayResult; POST /api/games/mines/cashout {round_id} → PlayResult;
// GET /api/games/mines/active → {round: RoundView | null}.
export interface MinesOutcome {
  revealed: number[];
  /** Mine positions, shown once the round is over. */
  mines: number[] | null;
  /** Current cash-out multiplier. */
  multiplier: number;
  next_multiplier: number | null;
}

// ------------------------------------------------------------------ crash (shared rounds)
export type CrashPhase = 'betting' | 'running' | 'crashed';
/** The multiplier after `ms` of flight: floor(100 · e^(0.00006·ms)) / 100 (the public bustabit curve). */
export function crashMultiplierAt(ms: number): number {
  return Math.floor(100 * Math.exp(0.00006 * Math.max(0, ms))) / 100;
}
/** Milliseconds of flight to reach `m` (inverse of crashMultiplierAt). */
export function crashMsFor(m: number): number {
  return Math.ceil(Math.log(m) / 0.00006);
}
export const CRASH_BETTING_MS = 7_000;
export const CRASH_PAUSE_MS = 3_000;

/**
 * A player's username as other players see it (Crash's bet list, live pushes): the first two and the last character,
 * the rest hidden ("player01" → "pl***1"; three characters or fewer → first + "**").
 */
export function maskUsername(u: string): string {
  const chars = [...u];
  return chars.length <= 3 ? `${chars[0] ?? ''}**` : `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

export interface CrashBetView {
  /** Masked (maskUsername) in the bet list; the player's own name in `my_bet` and the bet/cash-out answers. */
  username: string;
  amount: string;
  auto_cashout: number | null;
  cashed_out_at: number | null;
  payout: string | null;
}
interface CrashRoundView {
  id: string;
  phase: CrashPhase;
  /** Betting phase: when betting closes (ISO). */
  betting_ends_at: string | null;
  /** Running / crashed: when flight started (ISO). */
  started_at: string | null;
  /** Only once crashed. */
  crash_point: number | null;
  /** The round's chain hash, only once crashed. */
  hash: string | null;
}
/** GET /api/games/crash/state (game session) and the `crash.state` live event. */
export interface CrashState {
  round: CrashRoundView;
  server_time: string;
  bets: CrashBetView[];
  history: { id: string; crash_point: number; hash: string }[];
  /** The session player's bet on this round, if any (state call only). */
  my_bet?: CrashBetView | null;
}
// POST /api/games/crash/bet {request_id, amount, auto_cashout|null} → {bet: CrashBetView, round_id, balance}
// POST /api/games/crash/cashout {} → {bet: CrashBetView, round_id, balance}
/** Live events on /ws after `{type:'subscribe', room:'crash'}`: */
export interface CrashTick {
  round_id: string;
  multiplier: number;
  elapsed_ms: number;
}

/** GET /api/fair/crash/{id} (public): enough to check the round against the chain. */
export interface CrashVerifyInfo {
  id: string;
  hash: string;
  crash_point: number;
  salt: string;
  /** The hash of the round before in play order (SHA-256 of this round's hash), or the chain's published anchor. */
  previous_hash: string;
  chain_anchor: string;
}

// ------------------------------------------------------------------ external providers (seamless wallet)
/**
 * POST /api/provider/{platform}/wallet, body signed: header `X-Signature: hex(HMAC-SHA256(provider secret, raw body))`.
 * authenticate {token} → session; balance {session}; bet {session, tx_id, round_id, game_code, amount};
 * win {session, tx_id, round_id, amount, round_closed?}; rollback {session, tx_id, reference_tx_id, round_id}.
 */
export type ProviderAction = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback';
export interface ProviderWalletOk {
  status: 'OK';
  balance: string;
  currency: string;
  session?: string;
  player_id?: string;
  username?: string;
  tx_id?: string;
}
export interface ProviderWalletError {
  status: 'ERROR';
  code: 'INVALID_SIGNATURE' | 'INVALID_SESSION' | 'BAD_REQUEST' | 'INSUFFICIENT_FUNDS' | 'TX_NOT_FOUND' | 'ROUND_CLOSED' | 'GAME_NOT_FOUND' | 'TX_CONFLICT';
  message: string;
  balance?: string;
}

// ------------------------------------------------------------------ betting records
/** Date filter: Today(0), Yesterday(1), Last 7 days(7) (spec 2 §4). */
export const BET_DATE_FILTERS = [0, 1, 7] as const;
/** GET /api/betting-record?platform=&game_type=&date=0|1|7&settled=1|0 (bearer) → {data: BettingGroup[]} */
export interface BettingGroup {
  /** platform|game_type|YYYY-MM-DD (GMT+6 day) */
  key: string;
  platform: string;
  game_type: string;
  date: string;
  bet_count: number;
  turnover: string;
  profit_loss: string;
  settle_date: string | null;
}
/** GET /api/betting-record/bets?platform=&game_type=&date=YYYY-MM-DD&settled=1|0 → {data: BettingRecord[]} */
export interface BettingRecord {
  id: string;
  platform: string;
  game_type: string;
  game_code: string;
  game_name: string;
  bet_amount: string;
  winAmount: string;
  profit_loss: string;
  status: RoundStatus;
  created_at: string;
  settled_at: string | null;
}
/** GET /api/get-type (bearer) → {data: {platforms, types}} for the filter page. */
export interface BettingTypes {
  platforms: { platform: string; name: string }[];
  types: { code: string; name: string }[];
}

// ------------------------------------------------------------------ messages
/**
 * Player-facing texts of the games calls. The first group is quoted by spec 2 §2 and §8 (exact); the rest are ours.
 * Every one has a Bangla translation in the i18n `messages` namespace (keyed by this English text).
 */
export const GAME_MESSAGES = {
  notLoggedIn: 'User not logged in',
  unexpected: 'An unexpected error occurred',
  fetchGames: 'Failed to fetch games',
  fetchProviders: 'Failed to fetch providers',
  fetchSystems: 'Failed to fetch systems',
  unexpectedGames: 'An unexpected error occurred while fetching games',
  unexpectedProviders: 'An unexpected error occurred while fetching providers',
  unexpectedSystems: 'An unexpected error occurred while fetching systems',
  noProviders: 'No providers available',
  noData: 'No Data',
  // ours
  unknownType: 'Unknown game type.',
  unknownSystem: 'Unknown game provider.',
  gameNotFound: 'This game is not available.',
  providerInactive: 'This game provider is not available right now. Please try again later.',
  launchInvalid: 'This game link has expired. Please open the game again from the lobby.',
  sessionEnded: 'Your game session has ended. Please open the game again from the lobby.',
  wrongGame: 'This game session belongs to another game.',
  betRange: 'Bet at least 1.00 and at most 10,000.00.',
  requestId: 'Please try again.',
  roundNotFound: 'Round not found.',
  roundOver: 'This round is already over.',
  minesOpen: 'Finish your open Mines game first.',
  minesCount: 'Choose between 1 and 24 mines.',
  tileInvalid: 'Choose a tile from 1 to 25.',
  tileOpen: 'That tile is already open.',
  nothingRevealed: 'Open at least one tile before cashing out.',
  bettingClosed: 'Betting is closed for this round. Wait for the next one.',
  alreadyBet: 'You already have a bet on this round.',
  noCrashBet: 'You have no bet in this round.',
  tooLate: 'Too late: the round has crashed.',
  autoCashout: 'Auto cash-out must be between 1.01 and 1,000,000.',
  clientSeed: 'The client seed must be 1 to 64 letters, digits, dashes or underscores.',
  favoriteGame: 'Choose a game to add to your favourites.',
  recordFilter: 'Choose a valid filter.',
} as const;

/**
 * The game frame tells the page around it when a result waits for its animation (`window.parent.postMessage`, same
 * origin): while `held`, the site shows `balance` (the balance before the round, minus its stake) instead of the
 * settled one the server already pushed, so the header never shows a win before the player sees it.
 */
export const GAME_REVEAL_MESSAGE = 'khela:reveal';
export interface GameRevealMessage {
  type: typeof GAME_REVEAL_MESSAGE;
  held: boolean;
  /** The balance to show while held (MoneyString), null when unknown or released. */
  balance: string | null;
}
