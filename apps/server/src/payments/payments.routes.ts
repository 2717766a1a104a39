import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '@khela/domain';
import type { AuthService } from '../auth/auth.service';
import { readFields, readQuery } from '../shared/body';
import { AppError } from '../shared/errors';
import { checkRemoteId, me, requireAuth } from '../shared/http';
import type { DepositsService } from './deposits.service';
import type { RecordsService } from './records.service';
import { DetailedError } from './rules';
import type { WithdrawalsService } from './withdrawals.service';

/**
 * Errors of the payment calls carry `error` beside `message` (the withdrawal screens read `error`, spec 1 §8),
 * and a DetailedError's extra fields (e.g. a channel's `min` and `max`). Anything else goes to the app's handler.
 */
export function installPaymentErrors(scope: FastifyInstance): void {
  scope.setErrorHandler((err, _req, reply: FastifyReply) => {
    if (!(err instanceof AppError)) throw err;
    if (err.headers) void reply.headers(err.headers);
    return reply.status(err.status).send({
      message: err.message,
      error: err.message,
      code: err.code,
      ...(err.errors ? { errors: err.errors } : {}),
      ...(err instanceof DetailedError ? err.details : {}),
    });
  });
}

/** Hex HMAC-SHA256 of the exact body bytes, compared in constant time (an optional `sha256=` prefix is accepted). */
export function signatureValid(secret: string, raw: Buffer, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const given = header.trim().replace(/^sha256=/i, '');
  if (!/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

const DEPOSIT_FIELDS = {
  remote_id: 'string|number',
  account_number: 'string|number',
  transaction_id: 'string|number',
  amount: 'string|number',
  payment_id: 'string|number',
  promotion_id: 'string|number',
} as const;

/** Deposits, withdrawals and records: the spec's paths and field names exactly (spec 1 §7, spec 2 §7). */
export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; deposits: DepositsService; withdrawals: WithdrawalsService; records: RecordsService; noticeSecret?: string },
): void {
  const { deposits, withdrawals, records } = deps;

  void app.register(async (scope) => {
    installPaymentErrors(scope);
    const authed = { preHandler: requireAuth(deps.auth) };

    // ---------------------------------------------------------------- deposit configuration
    scope.get('/api/b2b/payment-methods', authed, async () => deposits.paymentMethods());
    scope.get('/api/promotions/used', authed, async (req) => deposits.usedPromotions(me(req)));
    scope.get('/api/b2b/showpayment-menthod', authed, async (req) => {
      const q = readQuery(req.query, ['name', 'remote_id']);
      checkRemoteId(req, q.remote_id);
      return deposits.channels(q.name);
    });
    scope.get('/api/b2b/get-wallet-number', authed, async (req) => {
      const q = readQuery(req.query, ['name', 'account_type', 'amount', 'remote_id']);
      checkRemoteId(req, q.remote_id);
      return deposits.walletNumber(me(req), q);
    });

    // ---------------------------------------------------------------- deposits
    scope.post('/api/submit-deposit', authed, async (req) => {
      const b = readFields(req.body, DEPOSIT_FIELDS);
      checkRemoteId(req, b.remote_id);
      return deposits.submit(me(req), b);
    });
    scope.post('/api/ewa/request', authed, async (req) => {
      const b = readFields(req.body, { amount: 'string|number', type: 'string', provider: 'string', promotion: 'string|number', remote_id: 'string|number' });
      checkRemoteId(req, b.remote_id);
      return deposits.ewaRequest(me(req), b);
    });
    scope.post('/api/ewa/confirm', authed, async (req) => {
      const b = readFields(req.body, { trx_id: 'string', trxid: 'string|number', number: 'string|number', remote_id: 'string|number' });
      checkRemoteId(req, b.remote_id);
      return deposits.ewaConfirm(me(req), b);
    });

    // ---------------------------------------------------------------- withdrawals
    scope.get('/api/userwithdrawcheck', authed, async (req) => {
      const q = readQuery(req.query, ['remote_id']);
      checkRemoteId(req, q.remote_id);
      return withdrawals.check(me(req));
    });
    scope.post('/api/submit-withdraw', authed, async (req) => {
      const b = readFields(req.body, {
        remote_id: 'string|number',
        account_number: 'string|number',
        amount: 'string|number',
        payment_id: 'string|number',
        provider: 'string',
      });
      checkRemoteId(req, b.remote_id);
      return withdrawals.submit(me(req), b);
    });

    // ---------------------------------------------------------------- records
    scope.get('/api/transaction/show', authed, async (req) => {
      const q = readQuery(req.query, ['remote_id']);
      checkRemoteId(req, q.remote_id);
      return records.transactions(me(req).playerId);
    });

    // ---------------------------------------------------------------- automatic confirmation (signed, no player token)
    await scope.register(async (notices) => {
      // The exact bytes are needed for the signature: this scope keeps JSON bodies raw.
      notices.removeContentTypeParser('application/json');
      notices.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
      notices.post('/api/payments/notices', async (req) => {
        if (!deps.noticeSecret) throw new AppError(503, 'unavailable', MESSAGES.noticesNotConfigured);
        const raw = Buffer.isBuffer(req.body) ? req.body : typeof req.body === 'string' ? Buffer.from(req.body) : Buffer.alloc(0);
        if (!signatureValid(deps.noticeSecret, raw, req.headers['x-signature'])) throw new AppError(401, 'unauthorized', MESSAGES.signatureInvalid);
        if (!Buffer.isBuffer(req.body)) throw new AppError(415, 'unsupported_media_type', MESSAGES.badRequest);
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw.toString('utf8'));
        } catch {
          throw AppError.badRequest();
        }
        const b = readFields(parsed, {
          method: 'string',
          transaction_id: 'string|number',
          amount: 'string|number',
          sender: 'string|number',
          receiver: 'string|number',
          received_at: 'string',
        });
        return deposits.notice(b);
      });
    });
  });
}
