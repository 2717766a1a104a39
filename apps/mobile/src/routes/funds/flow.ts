import type { AccountType } from '@khela/domain';

/**
 * Navigation state of /make-payment (spec 1 §2): what the deposit tab chose, the number to pay to (held for the
 * player by get-wallet-number, or given by the e-wallet gateway with its `transaction` reference), and when the
 * 10-minute countdown ends (kept in the state so a reload does not start it over).
 */
export interface MakePaymentState {
  /** Wire amount, "1000.00". */
  amount: string;
  payment_icon: string;
  payment_type: AccountType;
  paymentMethodid: number;
  paymentMethodName: string;
  promotion: number | null;
  /** The number to send the money to. */
  number: string;
  /** E-wallet mode: the gateway reference to confirm with. */
  transaction?: string;
  /** E-wallet mode: the gateway's note (the demo gateway says that no real money moves). */
  gatewayMessage?: string;
  /** Epoch ms when the 10-minute countdown reaches 00:00. */
  deadline: number;
}

/** Navigation state of /payment-request: the amount and payment icon, and the end of the 30-minute countdown. */
export interface PaymentRequestState {
  kind: 'deposit' | 'withdrawal';
  amount: string;
  payment_icon: string;
  paymentMethodName: string;
  deadline: number;
}

export function isMakePaymentState(v: unknown): v is MakePaymentState {
  const s = v as Partial<MakePaymentState> | null;
  return Boolean(
    s &&
      typeof s.amount === 'string' &&
      typeof s.number === 'string' &&
      typeof s.paymentMethodid === 'number' &&
      typeof s.paymentMethodName === 'string' &&
      typeof s.payment_type === 'string' &&
      typeof s.deadline === 'number',
  );
}

export function isPaymentRequestState(v: unknown): v is PaymentRequestState {
  const s = v as Partial<PaymentRequestState> | null;
  return Boolean(s && typeof s.amount === 'string' && typeof s.deadline === 'number' && (s.kind === 'deposit' || s.kind === 'withdrawal'));
}

/** Seconds left until `deadline` (never below 0). */
export function secondsUntil(deadline: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
