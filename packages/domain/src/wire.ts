/**
 * Wire types: the JSON shapes of the /api contract (spec document 1 and 2, section 7).
 * Money on the wire is a decimal string with two places ("1234.50"); in code it is bigint poisha.
 * Field names follow the spec exactly, typos included.
 */

/** Decimal taka with two places, e.g. "25000.00". Parse with `parseMoney`, never with parseFloat. */
export type MoneyString = string;

export type Currency = 'BDT' | 'INR' | 'PKR';

/** Error body of every 4xx/5xx: `message` always, `errors` per field on 422 (sign-up), `error` where the spec reads it. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  error?: string;
  /** Stable machine code (e.g. `invalid_credentials`, `rate_limited`). */
  code?: string;
}

export interface LogoRecord {
  id: number;
  logo: string;
  mobile_logo: string;
  loader_logo: string;
  favicon: string;
}

export interface MaintenanceNotice {
  title: string;
  message: string;
  /** ISO dates; the notice shows after login between them until dismissed. */
  start_date: string;
  end_date: string;
}

export interface GeneralSettings {
  id: number;
  site_title: string;
  /** 1 open, 0 maintenance page. */
  site_status: number;
  whatsapp: string;
  live_chat: string;
  intercom: string;
  tawk_id: string;
  /** 1 withdrawals allowed, 0 off. */
  withdrawal_status: number;
  support_mail: string;
  /** Announcement strings for the home marquee. */
  notice: string[];
  maintenance_notice: MaintenanceNotice | null;
  sponsor_image: string | null;
  app_download_url: string | null;
}

export type SliderType = 'Main' | 'Favourite' | 'Features';

export interface Slider {
  id: number;
  name: string;
  /** Image path under /storage (spelt so in the spec). */
  thubmnail: string;
  link: string;
  message_id: number | null;
  status: 'active' | 'inactive';
  slider_type: SliderType;
  sort_order: number;
}

export interface SocialLink {
  id: number;
  /** WhatsApp, Facebook, Telegram, Email */
  name: string;
  link: string;
  icon: string;
}

export interface Promotion {
  id: number;
  name: string;
  desc: string;
  /** Bangla name and description; '' when the operator has not written them (show the English then). */
  name_bn: string;
  description_bn: string;
  thumbnail: string;
  start_date: string;
  end_date: string;
  status: 'active' | 'display' | 'inactive';
  /** Category ids of spec document 2 section 3 (99 Welcome Offer, 1 Slots, …). */
  categories: number[];
  /** Deposit bonus percent, spelt so in the API. */
  deposit_bouns: number;
  max_bonus: MoneyString;
  min_deposit: MoneyString;
  turnover: number;
  /** The products whose stakes do not count towards this promotion's turnover (issue 31; [] = every product counts). */
  turnover_excluded: TurnoverProductKey[];
}

/** A product that takes a stake, as turnover counts it (TURNOVER_PRODUCTS in turnover.ts). */
export type TurnoverProductKey = 'casino' | 'exchange' | 'bookmaker' | 'fancy';

export interface LoginRequest {
  username: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  remote_id: number;
  username: string;
  exchange: { token: string }[];
}

export interface SignupRequest {
  username: string;
  password: string;
  confirmPassword: string;
  name?: string;
  phone: string;
  email: string;
  referral_code?: string;
  agent_code?: string;
  currency?: Currency;
  status?: 'active';
  /**
   * Every sign-up answers one bot check: the phone's proof of work (`altcha`, the ALTCHA widget's solution of a
   * GET /api/altcha challenge) or the desktop's picture code (`captcha`: the 4 digits of GET /captcha, whose cookie
   * names the picture).
   */
  altcha?: string;
  captcha?: string;
}

export interface MessageResponse {
  message: string;
}

export interface User {
  id: number;
  username: string;
  name: string;
  phone: string;
  email: string;
  /** 1 means the phone is verified. */
  session_id: number;
  email_verified_at: string | null;
  /** Birthday, YYYY-MM-DD, or null while not set. */
  dofb: string | null;
  created_at: string;
  balance: MoneyString;
  vip_coin: number;
  referral_code: string;
  cash_bonus: MoneyString;
  currency: Currency;
  /** ISO times, or null while it never happened. */
  last_login_at: string | null;
  last_deposit_at: string | null;
  last_withdrawal_at: string | null;
  /** Computed on the server: Unverified, Normal (one contact verified) or Safe (both). */
  security_level: 'Unverified' | 'Normal' | 'Safe';
}

/** An extra phone number (spec 1 §3): the number and 1 when verified. */
export interface ExtraPhone {
  contract_value: string;
  isverify: number;
}

export interface BalanceResponse {
  balance: MoneyString;
}

/** Both tabs answer the proof-of-work bot check (`altcha`: the widget's solution of GET /api/altcha): a bot cannot send codes. */
export type ForgotPasswordRequest =
  | { type: 'email'; email: string; username: string; altcha: string }
  | { type: 'sms'; phone: string; username: string; altcha: string };

/** GET /api/altcha: a signed proof-of-work challenge for the ALTCHA widget (altcha-lib's v2 format). */
export interface AltchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    expiresAt?: number;
  };
  signature?: string;
}

export interface ResetPasswordRequest {
  otp: string;
  password: string;
  password_confirmation: string;
  username: string;
}

export interface ChangePasswordRequest {
  old_password: string;
  new_password: string;
  new_password_confirmation: string;
}

/** Server-to-client events on the /ws live channel. */
export interface LiveEvents {
  'balance.changed': { balance: MoneyString };
  /** A session of this player ended (logout, password change or reset): `session_id` null means all of them.
   *  The server closes the sockets of ended sessions; the app logs out when it is its own. */
  'session.ended': { session_id: string | null; reason: 'logout' | 'password_changed' };
  /** Crash (room `crash`, public): the round's phase changed or its bets list changed. */
  'crash.state': import('./games').CrashState;
  /** A live table's state (room `live:{table_id}`), without the player's own bets. */
  'live.state': import('./live-tables').LiveTableState;
  /** Crash (room `crash`): the rising multiplier, about every 100 ms while the round flies. */
  'crash.tick': import('./games').CrashTick;
  /** Exchange (room `market:{id}`, public): a market changed; Match Odds carry the best three prices per runner. */
  'exchange.market': ExchangeMarketPush;
  /** Exchange (room `event:{id}`, public): the score moved. */
  'exchange.score': { event_id: string; status: string; score: unknown; score_text: string };
  /** Exchange (room `player:{id}`): the player's orders, bets or position in a market changed (refetch them). */
  'exchange.position': { market_id: string };
  /** Room `player:{id}`: VIP points earned or converted (`vip`), or the cash bonus credited or claimed (`bonus`):
   *  refetch the VIP and referral reads (the push carries no figures, so it costs the server no read). */
  'rewards.changed': { what: 'vip' | 'bonus' };
  /** Room `player:{id}`: the inbox changed (a message arrived, was read or deleted); `unread` is the count now, or null
   *  for a broadcast to many (refetch it, after a random pause so thousands of phones do not ask at once). */
  'inbox.changed': { unread: number | null };
  /** Room `player:{id}` (and `staff:support`): a new message in a conversation. */
  'chat.message': { chat_id: number; message: import('./support').ChatMessage };
  /** The other side is typing (player → agents, agent → player). */
  'chat.typing': import('./support').ChatTypingPush;
  /** The other side read the conversation up to `last_read_id`. */
  'chat.read': import('./support').ChatReadPush;
  /** Room `player:{id}`: the conversation was closed or reopened by the desk. */
  'chat.status': { chat_id: number; status: import('./support').ChatStatus };
  /** Room `staff:support` (console sockets): the agents' queue changed. */
  'desk.chat': import('./support').DeskChatPush;
  /** Room `servers` (process to process, never sent to an app): the game catalogue changed (a game, provider or type
   *  added, edited or removed), so every process drops the game sessions it holds in memory. */
  'games.changed': Record<string, never>;
  /** Sent once after `auth` or `subscribe` succeeded. */
  ready: Record<string, never>;
  pong: Record<string, never>;
}
export type LiveEventName = keyof LiveEvents;
export type LiveMessage = { [K in LiveEventName]: { event: K; data: LiveEvents[K] } }[LiveEventName];
/** Client-to-server messages on /ws. The first must be `auth`. */
export type LiveClientMessage =
  | { type: 'auth'; token: string }
  /** The console: a staff session token; the socket joins `staff:support` when the role may answer chats. */
  | { type: 'staff-auth'; token: string }
  /** Typing in a conversation (a player in their own, an agent in any): relayed to the other side, at most one a second. */
  | { type: 'typing'; chat_id: number }
  | { type: 'ping' }
  /** Public rooms anyone may watch, logged in or not: Crash's shared rounds, an exchange market or event, a live table. */
  | { type: 'subscribe'; room: 'crash' | `market:${string}` | `event:${string}` | `live:${string}` }
  | { type: 'unsubscribe'; room: `market:${string}` | `event:${string}` | `live:${string}` };

/** `exchange.market`: the market's state now (Match Odds: the same runners as GET /api/match-odds/{id}). */
export interface ExchangeMarketPush {
  market_id: string;
  event_id: string;
  kind: 'match_odds' | 'bookmaker' | 'fancy';
  status: 'open' | 'suspended' | 'closed' | 'settled' | 'voided';
  inplay: boolean;
  ball_running: boolean;
  version: string;
  total_matched: string;
  runners: {
    selectionId: string;
    SelectionName: string;
    ex?: { availableToBack: { price: number; size: string }[]; availableToLay: { price: number; size: string }[] };
    backPrice?: number | null;
    layPrice?: number | null;
    suspended?: boolean;
  }[];
  /** Fancy: the line now. */
  fancy?: { no: number | null; no_rate: number | null; yes: number | null; yes_rate: number | null };
}

// ---------------------------------------------------------------------------------------------------------------
// Payments (spec 1 §2 /deposit, /withdrawal, /make-payment, §3, §7; spec 2 §3 transaction rows and turnover tickets)

/** Deposit account types as the API spells them (Merchant is "Marchent"). */
export type AccountType = 'Agent' | 'Marchent' | 'Personal';

/** GET /api/b2b/payment-methods item: an active method; `bonus` is its deposit bonus percent (the "2 %" tag). */
export interface PaymentMethod {
  id: number;
  name: string;
  /** Image path under /storage. */
  icon: string;
  status: 'active';
  bonus: number;
  /** Whether withdrawals can be paid out through it. */
  withdraw: boolean;
}

/** GET /api/b2b/payment-methods: a plain list, or in e-wallet mode `{type: 'ewallet', pgs}`. */
export type PaymentMethodsResponse = PaymentMethod[] | { type: 'ewallet'; pgs: PaymentMethod[] };

/** A deposit channel (payment type) of a method, with its enforced limits. */
export interface PaymentChannel {
  id: number;
  /** e.g. "CashOut", "Send Money", "Make Payment". */
  name: string;
  account_type: AccountType;
  /** What the player does in the wallet app: "Cash Out", "Send Money" or "Make Payment". */
  type: string;
  min: MoneyString;
  max: MoneyString;
  payment_method_id: number;
}

/** GET /api/b2b/showpayment-menthod?name= */
export interface ShowPaymentMethodResponse {
  success: true;
  data: PaymentChannel[];
}

/** GET /api/b2b/get-wallet-number?name=&account_type=&amount= : one number, held for the player until `expires_at`. */
export interface WalletNumber {
  id: number;
  account_number: string;
  expires_at: string;
}

/** POST /api/submit-deposit. `payment_id` is the payment method id; the channel is the one of the held number. */
export interface SubmitDepositRequest {
  remote_id?: number | string;
  /** The player's number the money was sent from: exactly 11 digits. */
  account_number: string;
  /** The wallet's transaction id: at least 7 characters, once per method. */
  transaction_id: string;
  amount: MoneyString | number;
  payment_id: number | string;
  promotion_id?: number | string | null;
  /** The client's id for this submission (`newRequestId()`, kept for its retries): sent again, it answers the first deposit. */
  request_id?: string;
}

/** `cancelled`: the player reverted it before an operator decided (desktop transaction records' Revert). */
type DepositStatus = 'pending' | 'confirmed' | 'rejected' | 'cancelled';

export interface DepositSummary {
  id: number;
  status: DepositStatus;
  amount: MoneyString;
  bonus: MoneyString;
  transaction_id: string | null;
}

export interface SubmitDepositResponse {
  message: string;
  data: DepositSummary;
}

export interface PaymentNoticeResponse {
  /** matched: a pending deposit was confirmed; stored: waits for its deposit; mismatch: flagged; duplicate: seen before. */
  status: 'matched' | 'stored' | 'mismatch' | 'duplicate';
  deposit_id: number | null;
}

/** POST /api/ewa/request (e-wallet mode). */
export interface EwaRequest {
  amount: MoneyString | number;
  /** Account type of the channel (Agent, Marchent, Personal). */
  type: string;
  /** Payment method name. */
  provider: string;
  promotion?: number | string | null;
}

export interface EwaRequestResponse {
  /** The gateway reference to confirm with (`trx_id`). */
  transaction: string;
  /** Where to pay. */
  number: string;
  message: string;
  /** True when the answer comes from the demo gateway (no real money). */
  demo: boolean;
}

/** POST /api/ewa/confirm: `trx_id` is the gateway reference, `trxid` the wallet's transaction id, `number` the payer. */
export interface EwaConfirmRequest {
  trx_id: string;
  trxid: string;
  number: string;
}

/** GET /api/userwithdrawcheck: `{success: true}`, or 400 with `error` (and `message`) text. */
export interface WithdrawCheckResponse {
  success: true;
}

/** POST /api/submit-withdraw. `payment_id` is the method id (0 for e-wallet, then `provider` names the method). */
export interface SubmitWithdrawRequest {
  remote_id?: number | string;
  account_number: string;
  amount: MoneyString | number;
  payment_id: number | string;
  provider?: string;
  /** The client's id for this submission (`newRequestId()`, kept for its retries): sent again, it answers the first withdrawal. */
  request_id?: string;
}

type WithdrawalStatus = 'pending' | 'approved' | 'rejected';

export interface SubmitWithdrawResponse {
  success: true;
  message: string;
  data: { id: number; status: WithdrawalStatus; amount: MoneyString };
}

/** GET /api/transaction/show item (spec 2 §3, mobile and desktop fields), newest first. */
export interface TransactionRecord {
  id: number;
  transaction_id: string;
  action: 'deposit' | 'withdraw' | 'adjustment';
  /** "0" pending, "1" success, "2" fail. */
  key: '0' | '1' | '2';
  amount: MoneyString;
  /** Deposit bonus credited with it ("0.00" otherwise). */
  bonus: MoneyString;
  created_at: string;
  updated_at: string;
  payment_method: { icon: string; name: string; type: string } | null;
  /** Desktop fields: type 0 deposit / 1 withdrawal / 2 adjustment; status 0 processing / 1 success / 2 fail. */
  type: 0 | 1 | 2;
  status: 0 | 1 | 2;
  /** The player's account number (deposit sender or withdrawal destination). */
  number: string;
  date: string;
  /** Why it failed, when it did. */
  reason: string | null;
  /** A pending manual deposit the player may still cancel (Revert). */
  can_revert: boolean;
  /** A rejected deposit may be corrected and submitted again once until then ('Edit and resubmit'); null: not. */
  resubmit_until: string | null;
  /** This rejected deposit was corrected and submitted again (the correction is its own record). */
  resubmitted: boolean;
  /** The player cancelled it (shown as failed, key "2"). */
  cancelled: boolean;
}

/** POST /api/deposits/{id}/revert */
export interface RevertDepositResponse {
  success: string;
  data: TransactionRecord;
}

/** POST /api/deposits/{id}/resubmit: the corrected deposit. */
export interface ResubmitDepositRequest {
  transaction_id: string;
  amount: MoneyString | number;
  account_number: string;
}
export interface ResubmitDepositResponse {
  success: string;
  data: { id: number; status: DepositStatus; amount: MoneyString };
}

/** GET /api/turnovers item (spec 2 §3). */
export interface TurnoverTicket {
  id: number;
  status: 'active' | 'complete';
  created_at: string;
  updated_at: string;
  required_turnover: MoneyString;
  remaining_turnover: MoneyString;
  transaction: {
    /** 'bonus' when the deposit took a promotion, else 'deposit'. */
    action: 'deposit' | 'bonus';
    amount: MoneyString;
    promotion: { name: string; turnover: number } | null;
    payment_method: { name: string } | null;
  };
  /** The products whose stakes count towards this ticket (issue 31: every product unless its promotion excludes it). */
  counts: TurnoverProductKey[];
  /** The products the ticket's promotion excludes from its turnover. */
  excluded: TurnoverProductKey[];
}

// ---------------------------------------------------------------------------------------------------------------
// Back office (/api/backoffice/*, staff bearer tokens)

export type StaffRole = 'admin' | 'finance' | 'support';

export interface StaffLoginResponse {
  token: string;
  role: StaffRole;
  username: string;
  expires_at: string;
}

export interface StaffMe {
  id: number;
  username: string;
  /** What players see in the support chat ('' until set: they see the support desk's name). */
  display_name: string;
  role: StaffRole;
}

export interface BackofficeDashboard {
  pending_deposits: number;
  pending_withdrawals: number;
  /** Pending deposits whose payment notice shows another amount. */
  flagged_deposits: number;
  /** Payment notices not matched to a deposit: waiting for their submission, or mismatched. */
  unmatched_notices: number;
  /** Dhaka day. */
  today: {
    date: string;
    deposits_total: MoneyString;
    deposits_count: number;
    withdrawals_total: MoneyString;
    withdrawals_count: number;
  };
}

export interface BackofficeDeposit {
  id: number;
  status: DepositStatus;
  transaction_id: string | null;
  sender: string;
  receiving_number: string;
  amount: MoneyString;
  bonus: MoneyString;
  method: string;
  channel: string | null;
  account_type: string | null;
  source: 'manual' | 'ewallet';
  receipt: string | null;
  match_state: 'none' | 'matched' | 'mismatch';
  notice: { id: number; amount: MoneyString; sender: string; receiver: string; received_at: string | null; state: string } | null;
  promotion: { id: number; name: string } | null;
  player: { id: number; username: string };
  reject_reason: string | null;
  confirmed_via: 'staff' | 'notice' | 'gateway' | null;
  created_at: string;
  decided_at: string | null;
  /** The rejected deposit this one corrects (the player's 'Edit and resubmit'), or null. */
  resubmit_of: number | null;
}

export interface BackofficeWithdrawal {
  id: number;
  status: WithdrawalStatus;
  amount: MoneyString;
  account_number: string;
  method: string;
  payout_transaction_id: string | null;
  reject_reason: string | null;
  player: { id: number; username: string };
  created_at: string;
  decided_at: string | null;
}

export interface AuditEntry {
  id: number;
  staff: { id: number; username: string };
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  created_at: string;
}

/** A page of a back-office list. */
export interface Page<T> {
  data: T[];
  page: number;
  per_page: number;
  total: number;
}
