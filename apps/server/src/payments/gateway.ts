import { randomBytes } from 'node:crypto';
import { MESSAGES, type Poisha } from '@khela/domain';

/**
 * An e-wallet payment gateway (spec 1 §7 /api/ewa/request and /api/ewa/confirm). A real provider implements this
 * with its own API; `DemoGateway` lets the flow run end to end without one.
 */
export interface PaymentGateway {
  /** Its name, shown in the console (settings: `payment_gateway`). */
  readonly name: string;
  /** True for a gateway that moves no real money; its answers say so. */
  readonly demo: boolean;
  /** Starts a payment: answers the reference to confirm with, where to pay, and a message for the player. */
  createPayment(input: { amount: Poisha; method: string; accountType: string; playerId: bigint }): Promise<{
    reference: string;
    payTo: string;
    message: string;
  }>;
  /** Asks whether the payment arrived: `paid` with the amount received, or not yet. */
  verifyPayment(input: { reference: string; transactionId: string; payer: string; expectedAmount: Poisha }): Promise<{
    paid: boolean;
    amount: Poisha;
  }>;
}

/**
 * DEMO ONLY: a gateway that moves no money. It hands out a demo reference and a demo number and reports any
 * transaction id of 7 or more characters as paid in full. Never use it where real money is taken.
 */
export class DemoGateway implements PaymentGateway {
  readonly name = 'demo';
  readonly demo = true;
  /** Not a real wallet number: the demo gateway's stand-in. */
  static readonly DEMO_NUMBER = '01000000000';

  async createPayment(): Promise<{ reference: string; payTo: string; message: string }> {
    return { reference: `DEMO-${randomBytes(8).toString('hex').toUpperCase()}`, payTo: DemoGateway.DEMO_NUMBER, message: MESSAGES.demoGatewayNotice };
  }

  async verifyPayment(input: { transactionId: string; expectedAmount: Poisha }): Promise<{ paid: boolean; amount: Poisha }> {
    return { paid: input.transactionId.length >= 7, amount: input.expectedAmount };
  }
}
