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
  vip_coin: Generated<number>;
  cash_bonus: Generated<bigint>;
  last_login_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
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
  sponsor_image: string | null;
  app_download_url: string | null;
  updated_at: Generated<Date>;
}

export interface SlidersTable {
  id: Id;
  name: string;
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
}

export interface LedgerAccountsTable {
  id: Id;
  code: string;
  kind: 'player' | 'house';
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

export interface DB {
  player_phones: PlayerPhonesTable;
  agents: AgentsTable;
  players: PlayersTable;
  sessions: SessionsTable;
  staff: StaffTable;
  one_time_codes: OneTimeCodesTable;
  captchas: CaptchasTable;
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
