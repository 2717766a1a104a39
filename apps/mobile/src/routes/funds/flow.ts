/**
 * The funds screens' navigation states (/make-payment, /payment-request) and their guards live once, in
 * `@khela/domain` (flows/funds.ts), beside the deposit and withdrawal flows of `@khela/api`.
 */
export { isMakePaymentState, isPaymentRequestState, secondsUntil, type MakePaymentState, type PaymentRequestState } from '@khela/domain';
