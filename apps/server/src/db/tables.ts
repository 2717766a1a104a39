import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of migrations/*.sql. Keep in step with the SQL. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Id = Generated<bigint>;
type Json<T> = ColumnType<T, string, string>;

export interface AgentsTable {
  id: Id;
  code: string;
  name: string;
  status: Generated<string>;
  created_at: Generated<Date>;
}

export interface PlayersTable {
  id: Id;
  username: string;
  name: Generated<string>;
  phone: string;
  email: string;
  password_hash: string;
  currency: Generated<string>;
  status: Generated<string>;
  phone_verified: Generated<boolean>;
  email_verified_at: NullableTimestamp;
  dofb: ColumnType<string | null, string | null | undefined, string | null>;
  referral_code: string;
  referred_by: bigint | null;
  agent_id: bigint | null;
  last_login_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Players the platform runs itself (migrations/0007_exchange.sql): the exchange's market maker. */
  system_role: ColumnType<'market_maker' | null, 'market_maker' | null | undefined, 'market_maker' | null>;
}

export interface SessionsTable {
  id: Id;
  player_id: bigint;
  scope: Generated<string>;
  token_hash: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface StaffTable {
  id: Id;
  username: string;
  password_hash: string;
  role: string;
  status: Generated<string>;
  created_at: Generated<Date>;
  /** What players see (0016); '' shows as the support desk's name. */
  display_name: Generated<string>;
}

export interface OneTimeCodesTable {
  id: Id;
  player_id: bigint;
  purpose: string;
  channel: string;
  destination: string;
  code_hash: string;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface AltchaUsedTable {
  id: string;
  expires_at: Timestamp;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface OutboxTable {
  id: Id;
  channel: string;
  recipient: string;
  subject: Generated<string>;
  body: string;
  code: string | null;
  status: Generated<string>;
  error: string | null;
  created_at: Generated<Date>;
  sent_at: NullableTimestamp;
}

export interface LogosTable {
  id: Id;
  logo: string;
  mobile_logo: string;
  loader_logo: string;
  favicon: string;
  created_at: Generated<Date>;
}

export interface MaintenanceNoticeJson {
  title: string;
  message: string;
  start_date: string;
  end_date: string;
}

export interface MaintenanceNoticeBnJson {
  title_bn: string;
  message_bn: string;
}

export interface GeneralSettingsTable {
  id: Generated<number>;
  site_title: string;
  site_status: Generated<number>;
  whatsapp: Generated<string>;
  live_chat: Generated<string>;
  intercom: Generated<string>;
  tawk_id: Generated<string>;
  withdrawal_status: Generated<number>;
  support_mail: Generated<string>;
  notice: Json<string[]>;
  maintenance_notice: ColumnType<MaintenanceNoticeJson | null, string | null, string | null>;
  /** The marquee in Bangla (0012); [] when not written. */
  notice_bn: ColumnType<string[], string | undefined, string>;
  /** The maintenance notice's Bangla title and message (0012); null when not written. */
  maintenance_notice_bn: ColumnType<MaintenanceNoticeBnJson | null, string | null | undefined, string | null>;
  sponsor_image: string | null;
  app_download_url: string | null;
  updated_at: Generated<Date>;
}

export interface SlidersTable {
  id: Id;
  name: string;
  name_bn: Generated<string>;
  thubmnail: string;
  link: Generated<string>;
  message_id: bigint | null;
  status: Generated<string>;
  slider_type: string;
  sort_order: Generated<number>;
  created_at: Generated<Date>;
}

export interface SocialLinksTable {
  id: Id;
  name: string;
  link: string;
  icon: Generated<string>;
  sort_order: Generated<number>;
  status: Generated<string>;
}

export interface PromotionsTable {
  id: Id;
  name: string;
  description: Generated<string>;
  thumbnail: Generated<string>;
  start_date: string;
  end_date: string;
  status: Generated<string>;
  categories: ColumnType<number[], number[] | undefined, number[]>;
  deposit_bonus_pct: Generated<number>;
  max_bonus: Generated<bigint>;
  min_deposit: Generated<bigint>;
  turnover_multiplier: Generated<number>;
  once_per_player: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: Generated<Date>;
  /** Bangla texts (migrations/0009_rewards.sql); '' when the operator has not written them. */
  name_bn: Generated<string>;
  description_bn: Generated<string>;
  /** Products whose stakes do not count towards this promotion's turnover (TURNOVER_PRODUCTS ids; migration 0016). */
  turnover_excluded: ColumnType<number[], number[] | undefined, number[]>;
}

/** The footer's pages and texts in both languages (migrations/0009_rewards.sql). */
export interface SitePagesTable {
  slug: string;
  title: string;
  title_bn: string;
  body: Generated<string>;
  body_bn: Generated<string>;
  updated_at: Generated<Date>;
}
export interface DB {
  site_pages: SitePagesTable;
}

export interface LedgerAccountsTable {
  id: Id;
  code: string;
  kind: 'player' | 'house' | 'exposure' | 'bonus';
  player_id: bigint | null;
  currency: string;
  balance: Generated<bigint>;
  created_at: Generated<Date>;
}

export interface LedgerTransactionsTable {
  id: Id;
  idempotency_key: string;
  reason: string;
  reference: Generated<string>;
  reverses_id: bigint | null;
  created_at: Generated<Date>;
}

export interface LedgerPostingsTable {
  id: Id;
  transaction_id: bigint;
  account_id: bigint;
  amount: bigint;
  created_at: Generated<Date>;
}

export interface PlayerPhonesTable {
  id: Id;
  player_id: bigint;
  phone: string;
  verified_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface DepositReceiptsTable {
  id: Id;
  deposit_id: bigint;
  content_type: string;
  size: number;
  sha256: string;
  data: Uint8Array;
  created_at: Generated<Date>;
}

export interface DB {
  deposit_receipts: DepositReceiptsTable;
  player_phones: PlayerPhonesTable;
  agents: AgentsTable;
  players: PlayersTable;
  sessions: SessionsTable;
  staff: StaffTable;
  one_time_codes: OneTimeCodesTable;
  captchas: CaptchasTable;
  altcha_used: AltchaUsedTable;
  server_secrets: ServerSecretsTable;
  outbox: OutboxTable;
  logos: LogosTable;
  general_settings: GeneralSettingsTable;
  sliders: SlidersTable;
  social_links: SocialLinksTable;
  promotions: PromotionsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_postings: LedgerPostingsTable;
}

// ---------------------------------------------------------------- payments (migrations/0003_payments.sql)

export interface PaymentSettingsTable {
  id: Generated<number>;
  turnover_release_threshold: Generated<bigint>;
  default_turnover_multiplier: Generated<number>;
  ewallet_mode: Generated<boolean>;
  wallet_number_hold_minutes: Generated<number>;
  deposit_resubmit_minutes: Generated<number>;
  updated_at: Generated<Date>;
}

export interface PaymentMethodsTable {
  id: Id;
  name: string;
  code: string;
  icon: Generated<string>;
  status: Generated<string>;
  bonus_pct: Generated<number>;
  withdraw_enabled: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PaymentChannelsTable {
  id: Id;
  method_id: bigint;
  name: string;
  account_type: string;
  type: string;
  min_amount: bigint;
  max_amount: bigint;
  status: Generated<string>;
  sort_order: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ReceivingNumbersTable {
  id: Id;
  method_id: bigint;
  account_type: string;
  number: string;
  daily_limit: bigint;
  status: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface WalletNumberHoldsTable {
  id: Id;
  player_id: bigint;
  receiving_number_id: bigint;
  channel_id: bigint;
  amount: bigint;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface DepositsTable {
  id: Id;
  player_id: bigint;
  currency: string;
  method_id: bigint;
  channel_id: bigint | null;
  receiving_number_id: bigint | null;
  receiving_number: Generated<string>;
  sender: Generated<string>;
  transaction_id: string | null;
  amount: bigint;
  promotion_id: bigint | null;
  promo_bonus_pct: Generated<number>;
  promo_max_bonus: Generated<bigint>;
  method_bonus_pct: Generated<number>;
  turnover_multiplier: Generated<number>;
  bonus: Generated<bigint>;
  status: Generated<'pending' | 'confirmed' | 'rejected' | 'cancelled'>;
  source: Generated<'manual' | 'ewallet'>;
  /** The rejected deposit this one corrects (0011_deposit_revert.sql). */
  resubmit_of: Generated<bigint | null>;
  gateway_reference: string | null;
  match_state: Generated<'none' | 'matched' | 'mismatch'>;
  confirmed_via: 'staff' | 'notice' | 'gateway' | null;
  decided_by: bigint | null;
  reject_reason: string | null;
  receipt: string | null;
  /** The client's id for the submission: the same again answers this deposit (0015_payment_request_ids.sql). */
  request_id: Generated<string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  decided_at: NullableTimestamp;
}

export interface PaymentNoticesTable {
  id: Id;
  method_id: bigint;
  transaction_id: string;
  amount: bigint;
  sender: Generated<string>;
  receiver: Generated<string>;
  received_at: NullableTimestamp;
  state: Generated<'unmatched' | 'matched' | 'mismatch'>;
  deposit_id: bigint | null;
  created_at: Generated<Date>;
}

export interface WithdrawalsTable {
  id: Id;
  player_id: bigint;
  currency: string;
  method_id: bigint | null;
  provider: Generated<string>;
  account_number: string;
  amount: bigint;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  hold_transaction_id: bigint;
  payout_transaction_id: string | null;
  reject_reason: string | null;
  decided_by: bigint | null;
  /** The client's id for the submission: the same again answers this withdrawal (0015_payment_request_ids.sql). */
  request_id: Generated<string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  decided_at: NullableTimestamp;
}

export interface TurnoverTicketsTable {
  id: Id;
  player_id: bigint;
  deposit_id: bigint | null;
  promotion_id: bigint | null;
  action: 'deposit' | 'bonus';
  required: bigint;
  remaining: bigint;
  status: Generated<'active' | 'complete'>;
  completed_reason: 'turnover' | 'low_balance' | 'waived' | null;
  waived_by: bigint | null;
  waive_reason: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  completed_at: NullableTimestamp;
}

/** What a settled market counted towards a player's turnover, once per market and player (migration 0016). */
export interface TurnoverCountsTable {
  source: string;
  player_id: bigint;
  product: 'casino' | 'exchange' | 'bookmaker' | 'fancy';
  amount: bigint;
  created_at: Generated<Date>;
}

export interface AdjustmentsTable {
  id: Id;
  player_id: bigint;
  currency: string;
  amount: bigint;
  reason: string;
  staff_id: bigint;
  ledger_transaction_id: bigint;
  created_at: Generated<Date>;
}

/** The inbox (0003 as player_notifications, renamed and widened in 0010_support.sql). */
export interface InboxMessagesTable {
  id: Id;
  player_id: bigint;
  title: string;
  message: string;
  created_at: Generated<Date>;
  read_at: NullableTimestamp;
  kind: Generated<'operator' | 'system'>;
  title_bn: Generated<string>;
  message_bn: Generated<string>;
  broadcast_id: bigint | null;
  event_key: string | null;
}

export interface StaffSessionsTable {
  id: Id;
  staff_id: bigint;
  token_hash: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface AuditLogTable {
  id: Id;
  staff_id: bigint;
  action: string;
  entity: string;
  entity_id: Generated<string>;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  ip: string | null;
  created_at: Generated<Date>;
}

/** The payments tables (deposits, notices, withdrawals, turnover tickets, …), merged into DB below. */
export interface PaymentsDB {
  payment_settings: PaymentSettingsTable;
  payment_methods: PaymentMethodsTable;
  payment_channels: PaymentChannelsTable;
  receiving_numbers: ReceivingNumbersTable;
  wallet_number_holds: WalletNumberHoldsTable;
  deposits: DepositsTable;
  payment_notices: PaymentNoticesTable;
  withdrawals: WithdrawalsTable;
  turnover_tickets: TurnoverTicketsTable;
  turnover_counts: TurnoverCountsTable;
  adjustments: AdjustmentsTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
}
// Declaration merging: DB (declared above) gains the payments tables.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DB extends PaymentsDB {}

// ---------------------------------------------------------------- games (0005_games.sql)
export interface GameTypesTable {
  code: string;
  name: string;
  sort_order: Generated<number>;
  status: Generated<string>;
}
export interface GameProvidersTable {
  id: Id;
  platform: string;
  name: string;
  logo: Generated<string>;
  kind: 'internal' | 'external';
  launch_url: Generated<string>;
  wallet_secret: Generated<string>;
  status: Generated<string>;
  sort_order: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
export interface GamesTable {
  id: Id;
  provider_id: bigint;
  code: string;
  name: string;
  name_bn: Generated<string>;
  type: string;
  poster: Generated<string>;
  display_order: Generated<number>;
  rtp: string | null;
  status: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
export interface GameFavoritesTable {
  player_id: bigint;
  game_id: bigint;
  created_at: Generated<Date>;
}
export interface GameSessionsTable {
  id: Id;
  player_id: bigint;
  game_id: bigint;
  auth_session_id: bigint;
  launch_hash: string;
  launch_expires_at: Timestamp;
  token_hash: string | null;
  expires_at: NullableTimestamp;
  lang: Generated<string>;
  is_mobile: Generated<boolean>;
  created_at: Generated<Date>;
  started_at: NullableTimestamp;
  last_seen_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}
export interface FairSeedsTable {
  id: Id;
  player_id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: Generated<number>;
  status: Generated<'active' | 'revealed'>;
  created_at: Generated<Date>;
  revealed_at: NullableTimestamp;
}
export interface CrashChainsTable {
  id: Id;
  terminal_seed: string;
  length: number;
  salt: string;
  anchor: string;
  next_index: Generated<number>;
  status: Generated<'active' | 'used'>;
  created_at: Generated<Date>;
}
export interface CrashRoundsTable {
  id: Id;
  chain_id: bigint;
  chain_index: number;
  hash: string;
  crash_point: number;
  phase: 'betting' | 'running' | 'crashed';
  betting_ends_at: Timestamp;
  started_at: NullableTimestamp;
  crashed_at: NullableTimestamp;
  created_at: Generated<Date>;
}
export interface CrashLeaseTable {
  id: Generated<number>;
  holder: string;
  expires_at: Timestamp;
}
// ---------------------------------------------------------------- live tables (migrations/0021_live_tables.sql)
export interface LiveTablesTable {
  id: Id;
  game_code: string;
  name: string;
  name_bn: string;
  currency: Generated<string>;
  status: Generated<'open' | 'closed'>;
  min_bet: bigint;
  max_bet: bigint;
  chips: bigint[];
  house_cap: bigint;
  betting_ms: Generated<number>;
  step_ms: Generated<number>;
  sort_order: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
export interface LiveChainsTable {
  id: Id;
  table_id: bigint;
  terminal_seed: string;
  length: number;
  anchor: string;
  next_index: Generated<number>;
  status: Generated<'active' | 'used'>;
  created_at: Generated<Date>;
}
export interface LiveRoundsTable {
  id: Id;
  table_id: bigint;
  chain_id: bigint;
  chain_index: number;
  seed: string;
  seed_hash: string;
  phase: 'betting' | 'dealing' | 'settled' | 'voided';
  betting_ends_at: Timestamp;
  dealt_at: NullableTimestamp;
  settled_at: NullableTimestamp;
  deal: Json<unknown> | null;
  totals: ColumnType<Record<string, string>, string | undefined, string>;
  players: Generated<number>;
  stake: Generated<bigint>;
  payout: Generated<bigint>;
  created_at: Generated<Date>;
}
export interface LiveBetsTable {
  live_round_id: bigint;
  player_id: bigint;
  spot: string;
  stake: bigint;
}
export interface LiveLeaseTable {
  id: Generated<number>;
  holder: string;
  expires_at: Timestamp;
}
export interface GameRoundsTable {
  id: Id;
  provider_id: bigint;
  game_id: bigint;
  player_id: bigint;
  session_id: bigint | null;
  round_ref: string;
  currency: string;
  status: Generated<'open' | 'won' | 'lost' | 'refunded'>;
  stake: Generated<bigint>;
  payout: Generated<bigint>;
  params: Json<unknown> | null;
  outcome: Json<unknown> | null;
  seed_id: bigint | null;
  nonce: number | null;
  crash_round_id: bigint | null;
  /** The live table round this bet is on (migrations/0021_live_tables.sql). */
  live_round_id: Generated<bigint | null>;
  /** Unguessable public id (uuid, made by the database): the verifier's address of the round. */
  public_id: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  settled_at: NullableTimestamp;
}
export interface GameWalletTxTable {
  id: Id;
  provider_id: bigint;
  tx_ref: string;
  kind: 'bet' | 'win' | 'rollback' | 'refused';
  round_id: bigint | null;
  player_id: bigint;
  amount: bigint;
  reference_tx_ref: string | null;
  ledger_tx_id: bigint | null;
  rolled_back: Generated<boolean>;
  created_at: Generated<Date>;
}
export interface GamesDB {
  game_types: GameTypesTable;
  game_providers: GameProvidersTable;
  games: GamesTable;
  game_favorites: GameFavoritesTable;
  game_sessions: GameSessionsTable;
  fair_seeds: FairSeedsTable;
  crash_chains: CrashChainsTable;
  crash_rounds: CrashRoundsTable;
  crash_lease: CrashLeaseTable;
  live_tables: LiveTablesTable;
  live_chains: LiveChainsTable;
  live_rounds: LiveRoundsTable;
  live_bets: LiveBetsTable;
  live_lease: LiveLeaseTable;
  game_rounds: GameRoundsTable;
  game_wallet_tx: GameWalletTxTable;
}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DB extends GamesDB {}

// ---------------------------------------------------------------- the exchange (migrations/0007_exchange.sql)

export type ExchangeSport = 'cricket' | 'soccer' | 'tennis';
export type ExchangeMarketKind = 'match_odds' | 'bookmaker' | 'fancy';
export type ExchangeMarketStatus = 'open' | 'suspended' | 'closed' | 'settled' | 'voided';
export type FancyCategoryColumn = 'fancy' | 'ball_by_ball' | 'khadda' | 'lottery' | 'odd_even';

export interface ExchangeSettingsTable {
  id: Generated<number>;
  commission_bps: Generated<number>;
  min_stake: Generated<bigint>;
  max_stake: Generated<bigint>;
  bet_delay_cricket_ms: Generated<number>;
  bet_delay_soccer_ms: Generated<number>;
  bet_delay_tennis_ms: Generated<number>;
  /** The in-play delay of Bookmaker and Fancy bets per sport (migrations/0017_house_bet_delay.sql). */
  house_bet_delay_cricket_ms: Generated<number>;
  house_bet_delay_soccer_ms: Generated<number>;
  house_bet_delay_tennis_ms: Generated<number>;
  house_max_exposure: Generated<bigint>;
  simulator: Generated<boolean>;
  liquidity: Generated<boolean>;
  updated_at: Generated<Date>;
}
export interface ExchangeCompetitionsTable {
  id: Id;
  sport: ExchangeSport;
  name: string;
}
export interface ExchangeEventsTable {
  id: Id;
  sport: ExchangeSport;
  competition_id: bigint | null;
  name: string;
  start_time: Timestamp;
  status: Generated<'upcoming' | 'in_play' | 'finished' | 'closed'>;
  score: ColumnType<unknown, string | null | undefined, string | null>;
  score_text: Generated<string>;
  source: Generated<'manual' | 'simulator' | 'feed'>;
  external_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
export interface ExchangeMarketsTable {
  id: Id;
  event_id: bigint;
  kind: ExchangeMarketKind;
  name: string;
  status: Generated<ExchangeMarketStatus>;
  in_play: Generated<boolean>;
  currency: Generated<string>;
  commission_bps: number;
  min_stake: bigint;
  max_stake: bigint;
  max_exposure: bigint | null;
  bet_delay_ms: Generated<number>;
  liquidity: Generated<boolean>;
  ball_running: Generated<boolean>;
  fancy_category: FancyCategoryColumn | null;
  no_line: number | null;
  no_rate: number | null;
  yes_line: number | null;
  yes_rate: number | null;
  external_key: string | null;
  winner_selection_id: bigint | null;
  result: number | null;
  matched_volume: Generated<bigint>;
  version: Generated<bigint>;
  settled_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
export interface ExchangeRunnersTable {
  selection_id: Id;
  market_id: bigint;
  name: string;
  sort: number;
  back_price: number | null;
  lay_price: number | null;
  suspended: Generated<boolean>;
}
export interface ExchangeOrdersTable {
  id: Id;
  market_id: bigint;
  selection_id: bigint;
  player_id: bigint;
  side: 'back' | 'lay';
  price: number;
  size: bigint;
  size_matched: Generated<bigint>;
  size_cancelled: Generated<bigint>;
  matched_value: ColumnType<string, string | undefined, string>;
  status: Generated<'executable' | 'execution_complete' | 'cancelled' | 'lapsed'>;
  persistence: Generated<'lapse' | 'persist'>;
  request_id: string;
  outcome: 'won' | 'lost' | 'void' | null;
  profit_loss: bigint | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** When the unmatched part was last cancelled or lapsed (0008). */
  cancelled_at: NullableTimestamp;
  settled_at: NullableTimestamp;
}
export interface ExchangeFillsTable {
  id: Id;
  market_id: bigint;
  selection_id: bigint;
  price: number;
  size: bigint;
  back_order_id: bigint;
  lay_order_id: bigint;
  created_at: Generated<Date>;
}
export interface ExchangeBetsTable {
  id: Id;
  market_id: bigint;
  player_id: bigint;
  selection_id: bigint | null;
  side: 'back' | 'lay' | 'yes' | 'no';
  price: number;
  line: number | null;
  stake: bigint;
  status: Generated<'open' | 'won' | 'lost' | 'void'>;
  profit_loss: bigint | null;
  request_id: string;
  created_at: Generated<Date>;
  settled_at: NullableTimestamp;
}
export interface ExchangePositionsTable {
  market_id: bigint;
  player_id: bigint;
  currency: string;
  exposure: Generated<bigint>;
  profit_loss: bigint | null;
  commission: Generated<bigint>;
  settled_at: NullableTimestamp;
}
export interface ExchangeLeasesTable {
  key: string;
  holder: string;
  expires_at: Timestamp;
}
export interface ExchangeDB {
  exchange_settings: ExchangeSettingsTable;
  exchange_competitions: ExchangeCompetitionsTable;
  exchange_events: ExchangeEventsTable;
  exchange_markets: ExchangeMarketsTable;
  exchange_runners: ExchangeRunnersTable;
  exchange_orders: ExchangeOrdersTable;
  exchange_fills: ExchangeFillsTable;
  exchange_bets: ExchangeBetsTable;
  exchange_positions: ExchangePositionsTable;
  exchange_leases: ExchangeLeasesTable;
}

// ---------------------------------------------------------------- rewards (migrations/0009_rewards.sql)
export interface RewardSettingsTable {
  id: Generated<number>;
  convert_min_vp: Generated<number>;
  vp_rate: Generated<bigint>;
  referral_enabled: Generated<boolean>;
  updated_at: NullableTimestamp;
}
export interface VipLevelsTable {
  level: number;
  name: string;
  name_bn: string;
  threshold: bigint;
}
export interface VipRatesTable {
  game_type: string;
  rate: number;
}
export interface VipPointsTable {
  id: Id;
  player_id: bigint;
  kind: 'earn' | 'convert' | 'adjust';
  points: bigint;
  stake: Generated<bigint>;
  game_type: string | null;
  amount: bigint | null;
  ledger_tx: bigint | null;
  source: string;
  day: ColumnType<string, string, string>;
  created_at: Generated<Date>;
}
export interface VipBalancesTable {
  player_id: bigint;
  points: Generated<bigint>;
  updated_at: Generated<Date>;
}
export interface VipMonthsTable {
  player_id: bigint;
  month: ColumnType<string, string, string>;
  earned: Generated<bigint>;
  stake: Generated<bigint>;
}
export interface ReferralTiersTable {
  min_turnover: bigint;
  level1_bp: number;
  level2_bp: number;
  level3_bp: number;
}
export interface ReferralRunsTable {
  day: ColumnType<string, string, string>;
  players: Generated<number>;
  referrers: Generated<number>;
  turnover: Generated<bigint>;
  total: Generated<bigint>;
  totals: ColumnType<unknown, string, string>;
  run_by: string;
  finished_at: Generated<Date>;
}
export interface CashClaimsTable {
  id: Id;
  player_id: bigint;
  currency: string;
  amount: bigint;
  ledger_tx: bigint | null;
  created_at: Generated<Date>;
}
export interface ReferralRewardsTable {
  id: Id;
  day: ColumnType<string, string, string>;
  player_id: bigint;
  currency: string;
  turnover: bigint;
  amount: bigint;
  details: ColumnType<unknown, string, string>;
  status: Generated<'credited' | 'claimed'>;
  claim_id: bigint | null;
  created_at: Generated<Date>;
}
export interface RewardsDB {
  reward_settings: RewardSettingsTable;
  vip_levels: VipLevelsTable;
  vip_rates: VipRatesTable;
  vip_points: VipPointsTable;
  vip_balances: VipBalancesTable;
  vip_months: VipMonthsTable;
  referral_tiers: ReferralTiersTable;
  referral_runs: ReferralRunsTable;
  cash_claims: CashClaimsTable;
  referral_rewards: ReferralRewardsTable;
}

// ---------------------------------------------------------------- the inbox and support chat (0010_support.sql)
export interface InboxBroadcastsTable {
  id: Id;
  audience: ColumnType<unknown, string, string>;
  title: string;
  message: string;
  title_bn: Generated<string>;
  message_bn: Generated<string>;
  status: Generated<'scheduled' | 'sent' | 'cancelled'>;
  send_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: NullableTimestamp;
  recipients: Generated<number>;
  created_by: bigint;
  created_at: Generated<Date>;
}
export interface PlayerAudienceView {
  player_id: bigint;
  currency: string;
  created_at: Date;
  deposited: boolean;
  vip_level: number;
}
export interface SupportChatsTable {
  id: Id;
  player_id: bigint;
  status: Generated<'open' | 'closed'>;
  assigned_to: bigint | null;
  waiting_since: NullableTimestamp;
  last_message_id: bigint | null;
  player_read_id: Generated<bigint>;
  agent_read_id: Generated<bigint>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  closed_at: NullableTimestamp;
}
export interface SupportMessagesTable {
  id: Id;
  chat_id: bigint;
  sender: 'player' | 'agent' | 'system';
  staff_id: bigint | null;
  content: string;
  image: string | null;
  client_id: string | null;
  inboxed_at: NullableTimestamp;
  created_at: Generated<Date>;
}
export interface SupportImagesTable {
  key: string;
  chat_id: bigint;
  content_type: string;
  data: Uint8Array;
  created_at: Generated<Date>;
}
export interface SupportCannedTable {
  id: Id;
  title: string;
  body: string;
  body_bn: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
export interface SupportDB {
  inbox_messages: InboxMessagesTable;
  inbox_broadcasts: InboxBroadcastsTable;
  player_audience: PlayerAudienceView;
  support_chats: SupportChatsTable;
  support_messages: SupportMessagesTable;
  support_images: SupportImagesTable;
  support_canned: SupportCannedTable;
}
export interface DB extends ExchangeDB, RewardsDB, SupportDB {}
