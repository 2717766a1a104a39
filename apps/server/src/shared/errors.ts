import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, toWire, type Poisha, type ProviderWalletError } from '@khela/domain';
import { isConnectionLost } from '../db/connection-loss';

type MessageKey = keyof typeof MESSAGES;

interface CatalogueEntry {
  /** The HTTP status the code answers with. */
  status: number;
  /** Other statuses a code may carry (only the provider wallet's codes, whose statuses providers already know). */
  also?: readonly number[];
  /** The default message (a key of MESSAGES: clients translate it by its English text); a throw may name a more precise one. */
  message: MessageKey;
  /** When it is used. */
  when: string;
}

/**
 * The closed catalogue of error codes: every error the API answers carries one of these `code`s, with its status.
 * ARCHITECTURE.md ("Errors") lists the same table, and test/errors-and-docs.test.ts checks that every code the source throws is here
 * and documented there. A new code is added here first (and to the docs), never made up at a throw.
 */
export const ERROR_CATALOGUE = {
  bad_request: { status: 400, message: 'badRequest', when: 'malformed body or query, unknown field, wrong type, invalid path id' },
  withdraw_refused: { status: 400, message: 'badRequest', when: 'a withdrawal the rules refuse (turnover left, limits, method off)' },
  validation_failed: { status: 422, message: 'badRequest', when: 'a value breaks a rule; `errors` holds the messages by field' },
  not_paid: { status: 422, message: 'ewalletNotPaid', when: 'the e-wallet gateway has not seen the payment yet' },
  no_wallet_number: { status: 422, message: 'noWalletNumber', when: 'an e-wallet request without a wallet number on the profile' },
  invalid_credentials: { status: 401, message: 'invalidCredentials', when: 'wrong username/password (players and staff)' },
  unauthorized: { status: 401, message: 'sessionExpired', when: 'no, expired or revoked bearer token; a bad signature on a notice' },
  forbidden: { status: 403, message: 'forbidden', when: 'a `remote_id` that is not the token\'s player; a staff role without the permission' },
  account_disabled: { status: 403, message: 'accountDisabled', when: 'log-in to an account the operator closed' },
  account_suspended: { status: 403, message: 'accountDisabled', when: 'log-in to an account the operator suspended' },
  phone_not_verified: { status: 403, message: 'verifyPhoneFirst', when: 'an action that needs a verified phone' },
  not_found: { status: 404, message: 'notFound', when: 'unknown route, or a resource that does not exist or is not the caller\'s' },
  conflict: { status: 409, message: 'alreadyExists', when: 'the state forbids it now (duplicate, round over, in use); the message says which' },
  already_processed: { status: 409, message: 'alreadyProcessed', when: 'a deposit, withdrawal or notice already decided' },
  deposit_pending: { status: 409, message: 'depositPending', when: 'a second deposit while one is pending' },
  transaction_id_used: { status: 409, message: 'trxIdUsed', when: 'a payment transaction id already used for the method' },
  ewallet_off: { status: 409, message: 'ewalletOff', when: 'e-wallet calls while e-wallet mode is off or no gateway exists' },
  round_not_open: { status: 409, message: 'alreadyProcessed', when: 'a game action on a round that is over' },
  insufficient_funds: { status: 409, message: 'insufficientBalance', when: 'a debit larger than the balance' },
  market_unavailable: { status: 409, message: 'exchangeMarketSuspended', when: 'exchange: the market is suspended, ball running, closed or settled' },
  price_changed: { status: 409, message: 'exchangePriceChanged', when: 'exchange: a Bookmaker or Fancy bet whose price or line moved against the player (a better one is given)' },
  limit_reached: { status: 409, message: 'exchangeLimitReached', when: "exchange: the house's exposure limit on a Bookmaker or Fancy market" },
  too_large: { status: 413, message: 'requestTooLarge', when: 'a body over the size limit' },
  uri_too_long: { status: 414, message: 'badRequest', when: 'a path segment longer than 200 characters (no route takes one)' },
  unsupported_media_type: { status: 415, message: 'badRequest', when: 'a body that is not JSON (or multipart where an upload is expected)' },
  rate_limited: { status: 429, message: 'tooManyAttempts', when: 'too many attempts; `Retry-After` says when to try again' },
  resend_wait: { status: 429, message: 'verificationResendWait', when: 'a verification code asked for again too soon' },
  server_error: { status: 500, message: 'serverError', when: 'anything unexpected (logged; nothing internal leaks)' },
  unavailable: { status: 503, message: 'serverError', when: 'a provider under maintenance, a feature not configured, the database connection lost mid-request (`Retry-After`)' },
  // The provider wallet API's codes (POST /api/provider/{platform}/wallet answers them upper-case, in its own shape).
  invalid_signature: { status: 401, message: 'signatureInvalid', when: 'provider wallet: missing or wrong X-Signature' },
  invalid_session: { status: 401, message: 'sessionExpired', when: 'provider wallet: unknown or expired game session' },
  game_not_found: { status: 404, message: 'notFound', when: 'provider wallet: unknown game' },
  tx_not_found: { status: 404, also: [409], message: 'notFound', when: 'provider wallet: no such transaction (409: rolled back before it arrived)' },
  tx_conflict: { status: 409, message: 'alreadyExists', when: 'provider wallet: a transaction id reused for a different call' },
  round_closed: { status: 409, message: 'alreadyProcessed', when: 'provider wallet: the round is already settled' },
  insufficient_funds_wallet: { status: 402, message: 'insufficientBalance', when: 'provider wallet: INSUFFICIENT_FUNDS (402, as providers expect)' },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/**
 * The one error type. `message` is what a player reads (the catalogue's default unless a throw names a more precise
 * one); `code` is stable for clients and logs; `errors` holds messages by field; `details` extra top-level fields
 * (e.g. a channel's `min` and `max`).
 */
/**
 * The stand-in of a collaborator app.ts plugs in after construction (where two services need each other): it fails
 * loudly on first use rather than allowing everything, so a hook nobody wired cannot pass silently.
 */
export function unwired(what: string): () => never {
  return () => {
    throw new Error(`${what} is not wired (app.ts)`);
  };
}

export class AppError extends Error {
  readonly status: number;
  constructor(
    public readonly code: ErrorCode,
    message?: string,
    public readonly errors?: Record<string, string[]>,
    public readonly headers?: Record<string, string>,
    public readonly details?: Record<string, unknown>,
    status?: number,
  ) {
    const entry: CatalogueEntry = ERROR_CATALOGUE[code];
    super(message ?? MESSAGES[entry.message]);
    if (status !== undefined && status !== entry.status && !entry.also?.includes(status)) {
      throw new Error(`error code ${code} does not answer ${status}`);
    }
    this.status = status ?? entry.status;
  }
  static badRequest(message: string = MESSAGES.badRequest) {
    return new AppError('bad_request', message);
  }
  static validation(errors: Record<string, string[]>, message?: string) {
    const first = message ?? Object.values(errors)[0]?.[0] ?? MESSAGES.badRequest;
    return new AppError('validation_failed', first, errors);
  }
  static unauthorized(message: string = MESSAGES.sessionExpired) {
    return new AppError('unauthorized', message);
  }
  static forbidden(message: string = MESSAGES.forbidden) {
    return new AppError('forbidden', message);
  }
  static notFound(message: string = MESSAGES.notFound) {
    return new AppError('not_found', message);
  }
  static conflict(message: string) {
    return new AppError('conflict', message);
  }
  static rateLimited(retryAfterSeconds: number) {
    return new AppError('rate_limited', MESSAGES.tooManyAttempts, undefined, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

/** The codes of the provider wallet API, each tied to its catalogue entry. */
const WALLET_CODES: Record<ProviderWalletError['code'], ErrorCode> = {
  INVALID_SIGNATURE: 'invalid_signature',
  INVALID_SESSION: 'invalid_session',
  BAD_REQUEST: 'bad_request',
  INSUFFICIENT_FUNDS: 'insufficient_funds_wallet',
  TX_NOT_FOUND: 'tx_not_found',
  GAME_NOT_FOUND: 'game_not_found',
  ROUND_CLOSED: 'round_closed',
  TX_CONFLICT: 'tx_conflict',
};

/**
 * Runs `check` on each item in turn and answers, for each, the refusal it threw (an AppError) or null; anything
 * else it throws (a database error) is thrown on. For checks made for several items in one transaction.
 */
export async function refusalsOf<T>(items: T[], check: (item: T) => Promise<void>): Promise<(AppError | null)[]> {
  const out: (AppError | null)[] = [];
  for (const item of items) {
    try {
      await check(item);
      out.push(null);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      out.push(e);
    }
  }
  return out;
}

/** A refused game-wallet call, in the seamless-wallet codes external providers expect, with the balance when known. */
export class GameWalletError extends AppError {
  constructor(
    public readonly walletCode: ProviderWalletError['code'],
    message: string,
    public readonly balance?: Poisha,
    status?: number,
  ) {
    super(WALLET_CODES[walletCode], message, undefined, undefined, undefined, status);
  }
}

/**
 * How a route's errors are answered (`config.errors` on the route; `standard` by default):
 * - `standard`: `{message, code, errors?, ...details}`;
 * - `payments`: the same plus `error` (the withdrawal screens read `error`, spec 1 §8);
 * - `provider-wallet`: `{status: 'ERROR', code: 'TX_NOT_FOUND', message, balance?}` (the provider wallet API).
 */
export type ErrorShape = 'standard' | 'payments' | 'provider-wallet';

declare module 'fastify' {
  interface FastifyContextConfig {
    errors?: ErrorShape;
  }
}

function shapeOf(req: FastifyRequest): ErrorShape {
  return (req.routeOptions?.config as { errors?: ErrorShape } | undefined)?.errors ?? 'standard';
}

function send(reply: FastifyReply, shape: ErrorShape, err: AppError): FastifyReply {
  if (err.headers) void reply.headers(err.headers);
  if (shape === 'provider-wallet' && err.status < 500) {
    const code: ProviderWalletError['code'] = err instanceof GameWalletError ? err.walletCode : 'BAD_REQUEST';
    const body: ProviderWalletError = {
      status: 'ERROR',
      code,
      message: err.message,
      ...(err instanceof GameWalletError && err.balance !== undefined ? { balance: toWire(err.balance) } : {}),
    };
    return reply.status(err instanceof GameWalletError ? err.status : 400).send(body);
  }
  return reply.status(err.status).send({
    message: err.message,
    ...(shape === 'payments' ? { error: err.message } : {}),
    code: err.code,
    ...(err.errors ? { errors: err.errors } : {}),
    ...(err.details ?? {}),
  });
}

/** The one error handler: turns anything thrown into the route's error shape; a 5xx never leaks internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}

/**
 * Answers an error in the route's shape. Also the server's `frameworkErrors`: the router's own refusals (a path
 * segment over maxParamLength, a malformed URL) would otherwise answer in Fastify's words.
 */
export function answerError(thrown: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const shape = shapeOf(req);
  if (thrown instanceof AppError) return send(reply, shape, thrown);
  const status = thrown.statusCode ?? 500;
  if (shape === 'provider-wallet' && status >= 400 && status < 500) {
    return send(reply, shape, new GameWalletError('BAD_REQUEST', thrown.message));
  }
  if (status === 413) return send(reply, shape, new AppError('too_large'));
  if (status === 414) return send(reply, shape, new AppError('uri_too_long'));
  if (status === 415) return send(reply, shape, new AppError('unsupported_media_type'));
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, bad content type, empty body with a JSON header, schema refusals.
    return send(reply, shape, AppError.badRequest());
  }
  if (isConnectionLost(thrown)) {
    // The database dropped the connection this request ran on (db/connection-loss.ts): nothing of it committed
    // (or, for a commit cut off in flight, the client's retry with its idempotency key finds out); try again shortly.
    req.log.warn({ err: thrown.message }, 'database connection lost during a request');
    return send(reply, shape, new AppError('unavailable', undefined, undefined, { 'retry-after': '1' }));
  }
  req.log.error({ err: thrown }, 'unhandled error');
  return send(reply, shape, new AppError('server_error'));
}

/** Gives every route registered in `scope` (and its children) the error shape `shape`. */
export function useErrorShape(scope: FastifyInstance, shape: ErrorShape): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), errors: route.config?.errors ?? shape } as typeof route.config;
  });
}
