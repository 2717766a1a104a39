import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@khela/domain';
import type { AuthService } from '../auth/auth.service';
import { AppError, useErrorShape } from '../shared/errors';
import { checkRemoteId, me, requireAuth } from '../shared/http';
import { refuseControlCharacters } from '../shared/input';
import { IdParams, typed } from '../shared/route-schema';
import { readPathId } from '../staff/console';
import type { DepositsService } from './deposits.service';
import {
  ResubmitDepositBody,
  ResubmitDepositResponse,
  RevertDepositResponse,
  EwaConfirmBody,
  EwaConfirmResponse,
  EwaRequestBody,
  EwaRequestResponse,
  FooterPaymentMethodsResponse,
  PaymentMethodsResponse,
  PaymentNoticeBody,
  PaymentNoticeHeaders,
  PaymentNoticeResponse,
  RemoteIdQuery,
  ShowPaymentMethodQuery,
  ShowPaymentMethodResponse,
  SubmitDepositBody,
  SubmitDepositResponse,
  SubmitWithdrawBody,
  SubmitWithdrawResponse,
  TransactionsResponse,
  UsedPromotionsResponse,
  WalletNumberQuery,
  WalletNumberResponse,
  WithdrawCheckResponse,
} from './payments.schemas';
import type { RecordsService } from './transaction-records.service';
import type { WithdrawalsService } from './withdrawals.service';

/** Hex HMAC-SHA256 of the exact body bytes, compared in constant time (an optional `sha256=` prefix is accepted). */
export function signatureValid(secret: string, raw: Buffer, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const given = header.trim().replace(/^sha256=/i, '');
  if (!/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** Deposits, withdrawals and records: the spec's paths and field names exactly (spec 1 §7, spec 2 §7). */
export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; deposits: DepositsService; withdrawals: WithdrawalsService; records: RecordsService; noticeSecret?: string },
): void {
  const { deposits, withdrawals, records } = deps;

  void app.register(async (plain) => {
    // Errors here carry `error` beside `message`: the withdrawal screens read `error` (spec 1 §8).
    useErrorShape(plain, 'payments');
    const scope = typed(plain);
    // The bearer token is checked before the request's shape: no token is a 401 whatever the body.
    const authed = { preValidation: requireAuth(deps.auth) };
    const security = [{ bearer: [] }];

    // ---------------------------------------------------------------- deposit configuration
    scope.get(
      '/api/b2b/payment-methods',
      { ...authed, schema: { summary: 'the active payment methods (e-wallet mode: `{type, pgs}`)', security, response: { 200: PaymentMethodsResponse } } },
      async () => deposits.paymentMethods(),
    );
    // Public: the footer's payment marks, for guests too (spec 2 "Footer"). Shared caches may keep it a minute.
    scope.get(
      '/api/footer/payment-methods',
      { schema: { summary: "the active payment methods' names and logos, for the site footer (no sign-in)", response: { 200: FooterPaymentMethodsResponse } } },
      async (_req, reply) => {
        void reply.header('cache-control', 'public, max-age=60');
        return { data: await deposits.footerMethods() };
      },
    );
    scope.get(
      '/api/promotions/used',
      { ...authed, schema: { summary: 'the once-per-player promotions this player has already taken', security, response: { 200: UsedPromotionsResponse } } },
      async (req) => deposits.usedPromotions(me(req)),
    );
    scope.get(
      '/api/b2b/showpayment-menthod',
      {
        ...authed,
        schema: {
          summary: 'the deposit channels of a payment method, with their limits (path spelt so in the spec)',
          security,
          querystring: ShowPaymentMethodQuery,
          response: { 200: ShowPaymentMethodResponse },
        },
      },
      async (req) => {
        checkRemoteId(req, req.query.remote_id);
        return deposits.channels(req.query.name);
      },
    );
    scope.get(
      '/api/b2b/get-wallet-number',
      {
        ...authed,
        schema: {
          summary: 'hold a receiving number of the channel for the player (10 minutes)',
          security,
          querystring: WalletNumberQuery,
          response: { 200: WalletNumberResponse },
        },
      },
      async (req) => {
        checkRemoteId(req, req.query.remote_id);
        return deposits.walletNumber(me(req), req.query);
      },
    );

    // ---------------------------------------------------------------- deposits
    scope.post(
      '/api/submit-deposit',
      { ...authed, schema: { summary: 'submit a deposit made to the held number', security, body: SubmitDepositBody, response: { 200: SubmitDepositResponse } } },
      async (req) => {
        checkRemoteId(req, req.body.remote_id);
        return deposits.submit(me(req), req.body);
      },
    );
    scope.post(
      '/api/deposits/:id/revert',
      { ...authed, schema: { summary: "cancel the player's own pending deposit before anyone decided it", security, params: IdParams, response: { 200: RevertDepositResponse } } },
      async (req) => {
        const id = readPathId(req.params.id);
        await deposits.revert(me(req), id);
        const data = (await records.transactions(me(req).playerId)).find((r) => r.action === 'deposit' && r.id === Number(id))!;
        return { success: MESSAGES.depositReverted, data };
      },
    );
    scope.post(
      '/api/deposits/:id/resubmit',
      { ...authed, schema: { summary: 'correct a rejected deposit and submit it again (once, within the operator’s window)', security, params: IdParams, body: ResubmitDepositBody, response: { 200: ResubmitDepositResponse } } },
      async (req) => {
        const r = await deposits.resubmit(me(req), readPathId(req.params.id), req.body);
        return { success: r.message, data: r.data };
      },
    );
    scope.post(
      '/api/ewa/request',
      { ...authed, schema: { summary: 'e-wallet mode: start a gateway payment', security, body: EwaRequestBody, response: { 200: EwaRequestResponse } } },
      async (req) => {
        checkRemoteId(req, req.body.remote_id);
        return deposits.ewaRequest(me(req), req.body);
      },
    );
    scope.post(
      '/api/ewa/confirm',
      { ...authed, schema: { summary: 'e-wallet mode: confirm a gateway payment', security, body: EwaConfirmBody, response: { 200: EwaConfirmResponse } } },
      async (req) => {
        checkRemoteId(req, req.body.remote_id);
        return deposits.ewaConfirm(me(req), req.body);
      },
    );

    // ---------------------------------------------------------------- withdrawals
    scope.get(
      '/api/userwithdrawcheck',
      {
        ...authed,
        schema: { summary: 'whether the player may withdraw now (400 with `error` if not)', security, querystring: RemoteIdQuery, response: { 200: WithdrawCheckResponse } },
      },
      async (req) => {
        checkRemoteId(req, req.query.remote_id);
        return withdrawals.check(me(req));
      },
    );
    scope.post(
      '/api/submit-withdraw',
      { ...authed, schema: { summary: 'request a withdrawal (the amount is held at once)', security, body: SubmitWithdrawBody, response: { 200: SubmitWithdrawResponse } } },
      async (req) => {
        checkRemoteId(req, req.body.remote_id);
        return withdrawals.submit(me(req), req.body);
      },
    );

    // ---------------------------------------------------------------- records
    scope.get(
      '/api/transaction/show',
      { ...authed, schema: { summary: 'deposits, withdrawals and adjustments, newest first', security, querystring: RemoteIdQuery, response: { 200: TransactionsResponse } } },
      async (req) => {
        checkRemoteId(req, req.query.remote_id);
        return records.transactions(me(req).playerId);
      },
    );

    // ---------------------------------------------------------------- automatic confirmation (signed, no player token)
    await plain.register(async (noticesScope) => {
      // The exact bytes are needed for the signature: this scope keeps JSON bodies raw. The signature is checked on
      // them before validation (preValidation), which then parses them, so the body schema validates the parsed
      // object as on any route (unknown field, wrong type: 400 by field) and describes it in /api/docs.
      noticesScope.removeContentTypeParser('application/json');
      noticesScope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
      const notices = typed(noticesScope);
      const signed = async (req: FastifyRequest) => {
        if (!deps.noticeSecret) throw new AppError('unavailable', MESSAGES.noticesNotConfigured);
        const raw = Buffer.isBuffer(req.body) ? req.body : typeof req.body === 'string' ? Buffer.from(req.body) : Buffer.alloc(0);
        if (!signatureValid(deps.noticeSecret, raw, req.headers['x-signature'])) throw new AppError('unauthorized', MESSAGES.signatureInvalid);
        if (!Buffer.isBuffer(req.body)) throw new AppError('unsupported_media_type', MESSAGES.badRequest);
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw.toString('utf8'));
        } catch {
          throw AppError.badRequest();
        }
        // The input guard saw only bytes: the same check on what was parsed.
        refuseControlCharacters(parsed);
        req.body = parsed;
      };
      notices.post(
        '/api/payments/notices',
        {
          preValidation: signed,
          schema: {
            summary: 'a payment notice from the payment side (signed); confirms the matching pending deposit',
            headers: PaymentNoticeHeaders,
            body: PaymentNoticeBody,
            response: { 200: PaymentNoticeResponse },
          },
        },
        async (req) => deposits.notice(req.body),
      );
    });
  });
}
