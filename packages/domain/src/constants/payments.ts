/**
 * Money limits and rules of deposits and withdrawals (spec 1 §5, §9), in poisha (see ../money.ts), and the timings of
 * the payment screens.
 */
import { fromTaka, type Poisha } from '../money';
import { deepFreeze } from './freeze';

export interface MoneyRange {
  min: Poisha;
  max: Poisha;
}

/** Deposit range shown on mobile: 100 to 25,000 BDT. Displayed only, not enforced (spec 1 §5). */
export const DEPOSIT_RANGE: MoneyRange = { min: fromTaka(100), max: fromTaka(25_000) };

/** Deposit channel limits in the desktop sample (CashOut 500–25,000, Send Money 500–10,000). Real limits come per channel. */
export const DEPOSIT_CHANNEL_LIMITS_DESKTOP_SAMPLE = {
  cashOut: { min: fromTaka(500), max: fromTaka(25_000) },
  sendMoney: { min: fromTaka(500), max: fromTaka(10_000) },
} as const satisfies Record<string, MoneyRange>;

export const DEPOSIT_QUICK_AMOUNTS: readonly Poisha[] = deepFreeze(
  [100, 500, 1000, 2000, 3000, 5000, 10_000, 15_000, 20_000, 25_000].map(fromTaka),
);

/** Withdrawal range shown: 500 to 25,000 BDT. Displayed only, not enforced (spec 1 §5). */
export const WITHDRAWAL_RANGE: MoneyRange = { min: fromTaka(500), max: fromTaka(25_000) };

export const WITHDRAWAL_QUICK_AMOUNTS: readonly Poisha[] = deepFreeze(
  [500, 1000, 2000, 3000, 5000, 10_000, 15_000, 20_000, 25_000].map(fromTaka),
);

/** Deposit account types (not user roles); spelt "Marchent" in the API. Heading instruction per payment_type. */
export const PAYMENT_ACCOUNT_TYPES = ['Agent', 'Marchent', 'Personal'] as const;
export type PaymentAccountType = (typeof PAYMENT_ACCOUNT_TYPES)[number];

/** The deposit's transaction ID (TRX ID): at least this many characters. */
export const TRANSACTION_ID_MIN_LENGTH = 7;

/** /payment-request: money arrives "within" 30 minutes (mm:ss countdown). */
export const PAYMENT_ARRIVAL_COUNTDOWN_SECONDS = 30 * 60;
/** /payment-request animation: one step a second, up to 5 s. */
export const PAYMENT_REQUEST_ANIMATION = { stepMs: 1000, totalMs: 5000 } as const;
/** /make-payment countdown. */
export const MAKE_PAYMENT_COUNTDOWN_SECONDS = 10 * 60;

/** Deposit receipt images (the player's payment slips): how many, how large, which types. The server checks bytes. */
export const RECEIPT_RULES = deepFreeze({
  maxFiles: 3,
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const);
