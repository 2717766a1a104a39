import type * as W from '@khela/domain';
import { Money, Nullable, Type, body, query, textOrNumber, wire, type Static } from '../shared/route-schema';

/**
 * The payments routes' request and answer schemas (spec 1 §7, spec 2 §7): the spec's paths and field names exactly.
 * Requests describe the shape only (every field optional, numbers accepted as text); the rules and their messages
 * stay in the services. Answers are tied to their wire types in packages/domain.
 */


const REMOTE_ID = "the player's id; when given it must be the token's own (else 403)";
const remoteId = () => textOrNumber({ description: REMOTE_ID });

// ---------------------------------------------------------------- deposit configuration
/** A deposit's status (`cancelled`: reverted by its player). */
const DepositStatusSchema = Type.Union([Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('rejected'), Type.Literal('cancelled')]);

const PaymentMethod = wire<W.PaymentMethod>()(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    icon: Type.String({ description: 'image path under /storage' }),
    status: Type.Literal('active'),
    bonus: Type.Integer({ description: 'deposit bonus percent (the "2 %" tag)' }),
    withdraw: Type.Boolean({ description: 'whether withdrawals can be paid out through it' }),
  }),
);

export const PaymentMethodsResponse = wire<W.PaymentMethodsResponse>()(
  Type.Union([Type.Array(PaymentMethod), Type.Object({ type: Type.Literal('ewallet'), pgs: Type.Array(PaymentMethod) })], {
    description: 'a plain list, or in e-wallet mode `{type: "ewallet", pgs}`',
  }),
);

/** GET /api/footer/payment-methods: the site footer's payment marks (public; no wire type: packages/api declares
 *  `FooterPaymentMethod` next to its endpoint). */
export const FooterPaymentMethodsResponse = Type.Object({
  data: Type.Array(
    Type.Object({
      name: Type.String({ description: 'the payment method name, e.g. bKash' }),
      icon: Type.String({ description: 'its logo: an image path under /storage (may be empty)' }),
    }),
    { description: 'the active payment methods, in the console order' },
  ),
});

/** GET /api/promotions/used (no wire type: packages/api reads `data` inline). */
export const UsedPromotionsResponse = Type.Object({
  data: Type.Array(Type.Integer(), { description: 'ids of the once-per-player promotions this player has taken (pending deposits count)' }),
});

export const ShowPaymentMethodQuery = query(['name', 'remote_id'], { name: 'the payment method name, e.g. bKash', remote_id: REMOTE_ID });

const AccountType = Type.Union([Type.Literal('Agent'), Type.Literal('Marchent'), Type.Literal('Personal')], {
  description: 'spelt so in the API (Merchant is "Marchent")',
});

const PaymentChannel = wire<W.PaymentChannel>()(
  Type.Object({
    id: Type.Integer(),
    name: Type.String({ description: 'e.g. "CashOut", "Send Money", "Make Payment"' }),
    account_type: AccountType,
    type: Type.String({ description: 'what the player does in the wallet app: "Cash Out", "Send Money" or "Make Payment"' }),
    min: Money,
    max: Money,
    payment_method_id: Type.Integer(),
  }),
);

export const ShowPaymentMethodResponse = wire<W.ShowPaymentMethodResponse>()(
  Type.Object({ success: Type.Literal(true), data: Type.Array(PaymentChannel) }),
);

export const WalletNumberQuery = query(['name', 'account_type', 'amount', 'remote_id'], {
  name: 'the payment method name',
  account_type: 'Agent, Marchent or Personal',
  amount: 'decimal taka the player will send',
  remote_id: REMOTE_ID,
});

const WalletNumber = wire<W.WalletNumber>()(
  Type.Object({
    id: Type.Integer(),
    account_number: Type.String({ description: 'the receiving number to send the money to' }),
    expires_at: Type.String({ format: 'date-time', description: 'held for the player until then' }),
  }),
);

export const WalletNumberResponse = Type.Array(WalletNumber, { description: 'one number, held for the player' });

// ---------------------------------------------------------------- deposits
export const SubmitDepositBody = body(
  {
    remote_id: remoteId(),
    account_number: textOrNumber({ description: "the player's number the money was sent from: exactly 11 digits" }),
    transaction_id: textOrNumber({ description: "the wallet's transaction id: at least 7 letters and digits, once per method" }),
    amount: textOrNumber({ description: 'decimal taka' }),
    payment_id: textOrNumber({ description: 'the payment method id (the channel is the one of the held number)' }),
    promotion_id: textOrNumber({ description: 'a promotion to take, if any' }),
    request_id: Type.String({ description: "the client's id for this submission (8–64 letters, digits, - or _): sent again, it answers the first deposit and makes none" }),
  },
  { description: 'every field but remote_id and promotion_id is needed; the rules answer 422 with the spec\'s message' },
);
export type SubmitDepositBody = Static<typeof SubmitDepositBody>;

const DepositSummary = wire<W.DepositSummary>()(
  Type.Object({
    id: Type.Integer(),
    status: DepositStatusSchema,
    amount: Money,
    bonus: Money,
    transaction_id: Nullable(Type.String()),
  }),
);

const depositReply = {
  message: Type.String({ description: 'submitted (pending) or confirmed (a payment notice had already arrived)' }),
  data: DepositSummary,
};

export const SubmitDepositResponse = wire<W.SubmitDepositResponse>()(Type.Object(depositReply));

export const EwaRequestBody = body({
  amount: textOrNumber({ description: 'decimal taka' }),
  type: Type.String({ description: 'account type of the channel (Agent, Marchent, Personal)' }),
  provider: Type.String({ description: 'payment method name' }),
  promotion: textOrNumber({ description: 'a promotion id to take, if any' }),
  remote_id: remoteId(),
});
export type EwaRequestBody = Static<typeof EwaRequestBody>;

export const EwaRequestResponse = wire<W.EwaRequestResponse>()(
  Type.Object({
    transaction: Type.String({ description: 'the gateway reference to confirm with (`trx_id`)' }),
    number: Type.String({ description: 'where to pay' }),
    message: Type.String(),
    demo: Type.Boolean({ description: 'true when the answer comes from the demo gateway (no real money)' }),
  }),
);

export const EwaConfirmBody = body({
  trx_id: Type.String({ description: 'the gateway reference from /api/ewa/request' }),
  trxid: textOrNumber({ description: "the wallet's transaction id" }),
  number: textOrNumber({ description: 'the payer\'s 11-digit number' }),
  remote_id: remoteId(),
});
export type EwaConfirmBody = Static<typeof EwaConfirmBody>;

export const EwaConfirmResponse = wire<W.SubmitDepositResponse & { demo: boolean }>()(
  Type.Object({ ...depositReply, demo: Type.Boolean({ description: 'true when the demo gateway answered' }) }),
);

// ---------------------------------------------------------------- withdrawals
export const RemoteIdQuery = query(['remote_id'], { remote_id: REMOTE_ID });

export const WithdrawCheckResponse = wire<W.WithdrawCheckResponse>()(
  Type.Object({ success: Type.Literal(true) }, { description: 'eligible; otherwise a 400 whose `error` (and `message`) says why' }),
);

export const SubmitWithdrawBody = body({
  remote_id: remoteId(),
  account_number: textOrNumber({ description: 'the 11-digit number to pay to' }),
  amount: textOrNumber({ description: 'decimal taka, 500–25,000 and within the balance' }),
  payment_id: textOrNumber({ description: 'the method id (0 for e-wallet, then `provider` names the method)' }),
  provider: Type.String({ description: 'the method name' }),
  request_id: Type.String({ description: "the client's id for this submission (8–64 letters, digits, - or _): sent again, it answers the first withdrawal and holds nothing more" }),
});
export type SubmitWithdrawBody = Static<typeof SubmitWithdrawBody>;

export const SubmitWithdrawResponse = wire<W.SubmitWithdrawResponse>()(
  Type.Object({
    success: Type.Literal(true),
    message: Type.String(),
    data: Type.Object({
      id: Type.Integer(),
      status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
      amount: Money,
    }),
  }),
);

// ---------------------------------------------------------------- records
const TransactionRecord = wire<W.TransactionRecord>()(
  Type.Object({
    id: Type.Integer(),
    transaction_id: Type.String(),
    action: Type.Union([Type.Literal('deposit'), Type.Literal('withdraw'), Type.Literal('adjustment')]),
    key: Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2')], { description: '"0" pending, "1" success, "2" fail' }),
    amount: Money,
    bonus: Money,
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
    payment_method: Nullable(Type.Object({ icon: Type.String(), name: Type.String(), type: Type.String() })),
    type: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { description: '0 deposit, 1 withdrawal, 2 adjustment' }),
    status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { description: '0 processing, 1 success, 2 fail' }),
    number: Type.String({ description: "the player's account number (deposit sender or withdrawal destination)" }),
    date: Type.String({ format: 'date-time' }),
    reason: Nullable(Type.String({ description: 'why it failed, when it did' })),
    can_revert: Type.Boolean({ description: 'a pending manual deposit the player may still cancel' }),
    resubmit_until: Nullable(Type.String({ format: 'date-time', description: 'a rejected deposit may be corrected and resubmitted once until then' })),
    resubmitted: Type.Boolean(),
    cancelled: Type.Boolean({ description: 'the player cancelled it' }),
  }),
);

export const TransactionsResponse = Type.Array(TransactionRecord, { description: 'deposits, withdrawals and adjustments, newest first (at most 300)' });

// ---------------------------------------------------------------- payment notices (signed)
export const PaymentNoticeBody = body(
  {
    method: Type.String({ description: 'payment method name, e.g. "bKash"' }),
    transaction_id: textOrNumber(),
    amount: textOrNumber({ description: 'decimal taka' }),
    sender: textOrNumber(),
    receiver: textOrNumber(),
    received_at: Type.String({ description: 'ISO time' }),
  },
  { description: 'signed: `X-Signature` is the hex HMAC-SHA256 of the exact body bytes with the notice secret' },
);
export type PaymentNoticeBody = Static<typeof PaymentNoticeBody>;

export const PaymentNoticeHeaders = Type.Object({
  'x-signature': Type.Optional(Type.String({ description: 'hex HMAC-SHA256 of the raw body (an optional `sha256=` prefix is accepted)' })),
});

export const PaymentNoticeResponse = wire<W.PaymentNoticeResponse>()(
  Type.Object({
    status: Type.Union([Type.Literal('matched'), Type.Literal('stored'), Type.Literal('mismatch'), Type.Literal('duplicate')], {
      description: 'matched: a pending deposit was confirmed; stored: waits for its deposit; mismatch: flagged; duplicate: seen before',
    }),
    deposit_id: Nullable(Type.Integer()),
  }),
);

// ---------------------------------------------------------------- receipts
/** A deposit or receipt id in a path: any text (one that cannot be an id is a 404 from the route, as before). */
export const PathIdParams = Type.Object({ id: Type.String({ description: 'a positive whole number' }) });

/**
 * POST /api/deposits/{id}/receipts: multipart/form-data, one `receipt` file part per image (JPEG, PNG or WebP by its
 * bytes; at most 3 per deposit, 5 MB each). Documentation only: the route reads the parts as a stream and checks
 * them itself (its validator accepts everything; a JSON body still reaches it and is answered 422 as before).
 */
export const ReceiptsUploadBody = {
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        description: 'one `receipt` part per image; no other parts',
        properties: {
          receipt: { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: 3, description: 'JPEG, PNG or WebP, 5 MB each' },
        },
      },
    },
  },
} as const;

/** No wire type in packages/domain: packages/api declares it (DepositReceiptsResponse). */
export const ReceiptsUploadResponse = Type.Object({
  message: Type.String(),
  receipts: Type.Integer({ description: 'how many receipts the deposit now has' }),
});

/** GET /api/backoffice/deposits/{id}/receipts (packages/api: BoReceipt). */
export const ReceiptList = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      content_type: Type.String(),
      size: Type.Integer({ description: 'bytes' }),
      created_at: Type.String({ format: 'date-time' }),
    }),
  ),
});

/** GET /api/backoffice/receipts/{id}: the image bytes (a Buffer is sent as it is, never through a serializer). */
const imageBytes = () => ({ schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) });
export const ReceiptImage = {
  description: 'the receipt image (its type sniffed from its bytes at upload)',
  content: { 'image/jpeg': imageBytes(), 'image/png': imageBytes(), 'image/webp': imageBytes() },
};

/** POST /api/deposits/{id}/revert */
export const RevertDepositResponse = wire<W.RevertDepositResponse>()(Type.Object({ success: Type.String(), data: TransactionRecord }));
/** POST /api/deposits/{id}/resubmit */
export const ResubmitDepositBody = body({ transaction_id: textOrNumber(), amount: textOrNumber(), account_number: textOrNumber() });
export const ResubmitDepositResponse = wire<W.ResubmitDepositResponse>()(
  Type.Object({ success: Type.String(), data: Type.Object({ id: Type.Integer(), status: DepositStatusSchema, amount: Money }) }),
);
