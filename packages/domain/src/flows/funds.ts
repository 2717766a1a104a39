import { DEPOSIT_RANGE, type MoneyRange } from '../constants';
import { formatMoney, tryParseMoney, type Poisha } from '../money';
import type { AccountType, PaymentChannel, PaymentMethod, PaymentMethodsResponse } from '../wire';
import type { ProtectionRefusalBody } from '../protection';

/**
 * What the amount field keeps of a keystroke: digits with at most one point and two decimals, and no more than
 * nine digits of taka (a crore is far above any channel's limit).
 */
export function cleanAmount(input: string): string {
  const s = input.replace(/[^\d.]/g, '');
  const dot = s.indexOf('.');
  const whole = (dot === -1 ? s : s.slice(0, dot)).replace(/^0+(?=\d)/, '').slice(0, 9);
  if (dot === -1) return whole;
  return `${whole || '0'}.${s.slice(dot + 1).replace(/\./g, '').slice(0, 2)}`;
}

/** The amount field's text after a quick-add chip: the current amount plus `add`, without ".00". */
export function addToAmount(current: string, add: Poisha): string {
  const base = tryParseMoney(current) ?? 0n;
  return formatMoney(base + add, { grouping: false, decimals: 0, lang: 'en' });
}

/** The amount field's text for a fixed amount (a withdrawal chip sets, it does not add). */
export function amountText(p: Poisha): string {
  return formatMoney(p, { grouping: false, decimals: 0, lang: 'en' });
}

/** The payment-methods answer read once: the list, and whether the site runs in e-wallet mode (`{type, pgs}`). */
export function splitPaymentMethods(data: PaymentMethodsResponse | undefined): { list: PaymentMethod[]; ewallet: boolean } {
  if (!data) return { list: [], ewallet: false };
  return Array.isArray(data) ? { list: data, ewallet: false } : { list: data.pgs, ewallet: true };
}

/** The limits a deposit is held to: the chosen channel's (where readable), else the site's default range. */
export function depositRange(channel: Pick<PaymentChannel, 'min' | 'max'> | null): MoneyRange {
  if (!channel) return DEPOSIT_RANGE;
  return { min: tryParseMoney(channel.min) ?? DEPOSIT_RANGE.min, max: tryParseMoney(channel.max) ?? DEPOSIT_RANGE.max };
}

/** Display order of the payment types (spec 1 §2 /make-payment: Personal, Agent, Merchant). */
export const PAYMENT_TYPE_ORDER: readonly AccountType[] = ['Personal', 'Agent', 'Marchent'];

/** The deposit tab's choices, in the order the steps ask for them. */
interface DepositSelection {
  promotionId: number | null;
  methodName: string | null;
  accountType: AccountType | null;
  channelId: number | null;
  /** The amount field's text (already cleaned). */
  amount: string;
}

/**
 * The promotion a deposit starts with from the address (`/deposit?promotion_id=…`, "Take this offer" on the
 * promotions page): a positive whole number, else none.
 */
export function promotionIdParam(value: string | null): number | null {
  const chosen = Number(value);
  return Number.isSafeInteger(chosen) && chosen > 0 ? chosen : null;
}

export const EMPTY_DEPOSIT_SELECTION: DepositSelection = { promotionId: null, methodName: null, accountType: null, channelId: null, amount: '' };

type DepositAction =
  | { type: 'promotion'; id: number | null }
  | { type: 'method'; name: string }
  /** `channels`: the chosen method's channels; a type with a single channel selects it. */
  | { type: 'accountType'; accountType: AccountType; channels: readonly Pick<PaymentChannel, 'id' | 'account_type'>[] }
  | { type: 'channel'; id: number }
  | { type: 'amount'; text: string }
  | { type: 'addAmount'; add: Poisha }
  | { type: 'clearAmount' };

/**
 * The deposit steps' state machine: a new method clears the type and channel below it; a type picks its channel when
 * it has only one; the amount field keeps only what `cleanAmount` allows, and the chips add to it.
 */
export function depositSelectionReducer(s: DepositSelection, a: DepositAction): DepositSelection {
  switch (a.type) {
    case 'promotion':
      return { ...s, promotionId: a.id };
    case 'method':
      return a.name === s.methodName ? s : { ...s, methodName: a.name, accountType: null, channelId: null };
    case 'accountType': {
      const list = a.channels.filter((c) => c.account_type === a.accountType);
      return { ...s, accountType: a.accountType, channelId: list.length === 1 ? list[0]!.id : null };
    }
    case 'channel':
      return { ...s, channelId: a.id };
    case 'amount':
      return { ...s, amount: cleanAmount(a.text) };
    case 'addAmount':
      return { ...s, amount: addToAmount(s.amount, a.add) };
    case 'clearAmount':
      return { ...s, amount: '' };
  }
}

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

const WALLET_CALLING_CODES = ['880', '91', '92'];

/**
 * A stored phone (calling code + national number, "8801712345678") as the wallet apps write it: the national
 * number with its trunk 0, "01712345678" (11 digits, what a withdrawal account number takes).
 */
export function localPhone(stored: string): string {
  for (const cc of WALLET_CALLING_CODES) {
    if (stored.startsWith(cc) && stored.length > cc.length + 6) return `0${stored.slice(cc.length)}`;
  }
  return stored;
}

/** Where a refusal of the deposit or withdrawal flow can send the player to fix it. */
export type FundsLink = 'profile' | 'turnover';

/** Why a deposit or withdrawal did not go on; the screen words it (its alert, its links): `refusalWords` in @khela/ui. */
export type FundsRefusal =
  /** `message`: the English spec text (translated through the messages namespace). */
  | { kind: 'message'; message: string; link?: FundsLink }
  /** The promotion's minimum deposit: 'The minimum deposit amount for this promotion is' + the amount. */
  | { kind: 'promotionMin'; min: Poisha }
  /** The server refused the amount for the channel: the message + the range. */
  | { kind: 'outOfRange'; range: MoneyRange }
  /** A deposit limit, time-out or self-exclusion (a 403 ProtectionRefusalBody): worded from its code (issue 14). */
  | { kind: 'protection'; refusal: ProtectionRefusalBody };
