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
}

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
  /** Desktop registration only: the 4 digits of the captcha image (GET /captcha sets its cookie). */
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

export type ForgotPasswordRequest =
  | { type: 'email'; email: string; username: string }
  | { type: 'sms'; phone: string; username: string };

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
}
export type LiveEventName = keyof LiveEvents;
export type LiveMessage = { [K in LiveEventName]: { event: K; data: LiveEvents[K] } }[LiveEventName];
/** Client-to-server messages on /ws. The first must be `auth`. */
export type LiveClientMessage = { type: 'auth'; token: string } | { type: 'ping' };
