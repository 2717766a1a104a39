import type { MoneyString, PaymentAccountType, StaffRole } from '@khela/domain';

/**
 * JSON shapes of the operator API (/api/backoffice/*) that `packages/domain/src/wire.ts` does not define yet:
 * configuration rows, settings, players, ledger and tickets, as the server's back-office service writes them.
 */

export type ActiveStatus = 'active' | 'inactive';

export interface BoPaymentMethod {
  id: number;
  name: string;
  /** Ledger code, fixed when the method is created. */
  code: string;
  icon: string;
  status: ActiveStatus;
  bonus_pct: number;
  withdraw_enabled: boolean;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface BoPaymentChannel {
  id: number;
  method_id: number;
  name: string;
  account_type: PaymentAccountType;
  type: string;
  min: MoneyString;
  max: MoneyString;
  status: ActiveStatus;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface BoReceivingNumber {
  id: number;
  method_id: number;
  account_type: PaymentAccountType;
  number: string;
  daily_limit: MoneyString;
  status: ActiveStatus;
  /** Pending and confirmed deposits and live holds today (Dhaka day). */
  used_today: MoneyString;
  created_at: string;
  updated_at: string;
}

export type PromotionStatus = 'active' | 'display' | 'inactive';

export interface BoPromotion {
  id: number;
  name: string;
  name_bn: string;
  description: string;
  description_bn: string;
  thumbnail: string;
  start_date: string;
  end_date: string;
  status: PromotionStatus;
  categories: number[];
  deposit_bonus_pct: number;
  max_bonus: MoneyString;
  min_deposit: MoneyString;
  turnover_multiplier: number;
  /** Products whose bets do not count towards this promotion's turnover (TURNOVER_PRODUCTS ids). */
  turnover_excluded: number[];
  once_per_player: boolean;
  sort_order: number;
  created_at: string;
}

export type BoSliderType = 'Main' | 'Favourite' | 'Features';

export interface BoSlider {
  id: number;
  name: string;
  /** The name in Bangla ('' when not written: players then read the English). */
  name_bn: string;
  /** Image path under /storage (spelt so in the spec). */
  thubmnail: string;
  link: string;
  message_id: number | null;
  status: ActiveStatus;
  slider_type: BoSliderType;
  sort_order: number;
  created_at: string;
}

export interface BoMaintenanceNotice {
  title: string;
  message: string;
  start_date: string;
  end_date: string;
}

/** GET/PUT /api/backoffice/settings: site (general) and money (payment) settings as one flat object. */
export interface BoSettings {
  site_title: string;
  site_status: 0 | 1;
  withdrawal_status: 0 | 1;
  whatsapp: string;
  live_chat: string;
  intercom: string;
  tawk_id: string;
  support_mail: string;
  notice: string[];
  maintenance_notice: BoMaintenanceNotice | null;
  sponsor_image: string | null;
  app_download_url: string | null;
  turnover_release_threshold: MoneyString;
  default_turnover_multiplier: number;
  ewallet_mode: boolean;
  wallet_number_hold_minutes: number;
  /** Read-only: the e-wallet gateway the server runs with (PAYMENT_GATEWAY), null when none is configured. */
  payment_gateway: string | null;
}

export type BoSettingsUpdate = Partial<Omit<BoSettings, 'turnover_release_threshold' | 'payment_gateway'> & { turnover_release_threshold: string }>;

export type StaffStatus = 'active' | 'disabled';

export interface BoStaff {
  id: number;
  username: string;
  /** What players see in the support chat ('' shows the desk's name); never the login. */
  display_name: string;
  role: StaffRole;
  status: StaffStatus;
  created_at: string;
}

export type PlayerStatus = 'active' | 'suspended' | 'closed';

export interface BoPlayerRow {
  id: number;
  username: string;
  name: string;
  phone: string;
  email: string;
  status: PlayerStatus;
  currency: string;
  created_at: string;
  last_login_at: string | null;
}

export interface BoPlayer extends BoPlayerRow {
  phone_verified: boolean;
  email_verified_at: string | null;
  dofb: string | null;
  referral_code: string;
  vip_coin: number;
  cash_bonus: MoneyString;
  balance: MoneyString;
  extra_phones: { phone: string; verified: boolean }[];
  deposits_total: MoneyString;
  deposits_count: number;
  withdrawals_total: MoneyString;
  withdrawals_count: number;
  bonus_total: MoneyString;
}

/** One posting on the player's wallet: positive credits, negative debits. */
export interface BoLedgerEntry {
  id: number;
  transaction_id: number;
  amount: MoneyString;
  currency: string;
  reason: string;
  reference: string | null;
  reverses: number | null;
  created_at: string;
}

export interface BoTurnoverTicket {
  id: number;
  status: 'active' | 'complete';
  action: 'deposit' | 'bonus';
  required: MoneyString;
  remaining: MoneyString;
  deposit_id: number | null;
  completed_reason: 'turnover' | 'low_balance' | 'waived' | null;
  waive_reason: string | null;
  waived_by: number | null;
  created_at: string;
  completed_at: string | null;
  promotion_name: string | null;
}

export interface BoNotice {
  id: number;
  method: string;
  transaction_id: string;
  amount: MoneyString;
  sender: string;
  receiver: string;
  received_at: string | null;
  state: 'unmatched' | 'matched' | 'mismatch';
  deposit_id: number | null;
  created_at: string;
}

export interface BoHouseAccount {
  code: string;
  currency: string;
  balance: MoneyString;
  shards: number;
}

export interface BoChanged {
  changed: boolean;
  id: number;
  status: string;
}

/** GET /api/backoffice/deposits/{id}/receipts item; the image itself is GET /api/backoffice/receipts/{id}. */
export interface BoReceipt {
  id: number;
  content_type: string;
  size: number;
  created_at: string;
}

// ------------------------------------------------------------------ games

export type ProviderStatus = 'active' | 'inactive' | 'maintenance';
export type GameRoundStatus = 'open' | 'won' | 'lost' | 'refunded';

/** GET /api/backoffice/game-types: keyed by its code (fixed once created). */
export interface BoGameType {
  code: string;
  name: string;
  sort_order: number;
  status: ActiveStatus;
  games: number;
  active_games: number;
}

/** GET /api/backoffice/game-providers. The wallet secret is write-only: only whether it is set and its last 4. */
export interface BoGameProvider {
  id: number;
  platform: string;
  name: string;
  logo: string;
  kind: 'internal' | 'external';
  launch_url: string;
  wallet_secret_set: boolean;
  wallet_secret_last4: string | null;
  status: ProviderStatus;
  sort_order: number;
  created_at: string;
  updated_at: string;
  games: number;
  active_games: number;
}

/** GET /api/backoffice/games (paged, filtered). */
export interface BoGame {
  id: number;
  provider_id: number;
  platform: string;
  provider_name: string;
  provider_status: ProviderStatus;
  code: string;
  name: string;
  /** The name in Bangla ('' when not written: players then read the English). */
  name_bn: string;
  type: string;
  poster: string;
  display_order: number;
  /** Percent with two places ("97.50"), when the provider publishes it. */
  rtp: string | null;
  status: ActiveStatus;
  created_at: string;
  updated_at: string;
}

export interface BoGameArgs {
  provider_id?: number;
  type?: string;
  status?: ActiveStatus;
  q?: string;
}

/** GET /api/backoffice/game-rounds (paged, newest first). */
export interface BoGameRound {
  id: number;
  round_ref: string;
  status: GameRoundStatus;
  stake: MoneyString;
  payout: MoneyString;
  /** The player's result, payout − stake; null while open and once refunded. */
  profit_loss: MoneyString | null;
  currency: string;
  player: { id: number; username: string };
  game: { id: number; code: string; name: string; type: string };
  platform: string;
  created_at: string;
  settled_at: string | null;
}

export interface BoGameRoundArgs {
  /** Player id or exact username. */
  player?: string;
  platform?: string;
  game_id?: number;
  status?: GameRoundStatus;
  /** GMT+6 days (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
}

/** One call of the game wallet on a round. */
export interface BoGameWalletTx {
  id: number;
  kind: 'bet' | 'win' | 'rollback' | 'refused';
  tx_ref: string;
  amount: MoneyString;
  reference_tx_ref: string | null;
  ledger_tx_id: number | null;
  rolled_back: boolean;
  created_at: string;
}

/** GET /api/backoffice/game-rounds/{id} */
export interface BoGameRoundDetail extends BoGameRound {
  provider_name: string;
  session_id: number | null;
  params: unknown;
  outcome: unknown;
  /** Our games' seeds; the server seed only once the player rotated (revealed) it. */
  fair: { server_seed_hash: string; client_seed: string; nonce: number; server_seed: string | null; revealed: boolean } | null;
  crash: { id: number; phase: string | null; crash_point: number | null; hash: string | null } | null;
  updated_at: string;
  transactions: BoGameWalletTx[];
}

/** GET /api/backoffice/game-rounds/summary?from=&to=&platform= — settled rounds per game. */
export interface BoGamesSummary {
  from: string;
  to: string;
  platform: string | null;
  games: { game_id: number; code: string; name: string; platform: string; rounds: number; turnover: MoneyString; payouts: MoneyString; ggr: MoneyString }[];
  totals: {
    rounds: number;
    turnover: MoneyString;
    payouts: MoneyString;
    ggr: MoneyString;
    /** Created in the range and still open, with their stakes. */
    open_rounds: number;
    open_stakes: MoneyString;
    refunded_rounds: number;
  };
}
