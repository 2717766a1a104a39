import type { FastifyInstance } from 'fastify';
import { IdParams, Type, body, optionalBody, query, textOrNumber, typed } from '../shared/route-schema';
import type { ConfigService } from '../staff/config-engine';
import { registerConfigRoutes } from '../staff/config.routes';
import { PAGE_KEYS, readPathId, type StaffAccess } from '../staff/console';
import { consolePage } from '../staff/staff.schemas';
import { PAYMENT_RESOURCES } from './payments.resources';
import {
  Adjustment,
  ConsoleDeposit,
  ConsoleNotice,
  ConsoleWithdrawal,
  Dashboard,
  DepositApproved,
  DepositRejected,
  WithdrawalApproved,
  WithdrawalRejected,
} from './payments.staff.schemas';
import type { PaymentsStaffService } from './payments.staff.service';

/** The console's payments: dashboard, deposit / notice / withdrawal queues and decisions, adjustments, configuration. */
export function registerPaymentsStaffRoutes(
  app: FastifyInstance,
  d: { access: StaffAccess; service: PaymentsStaffService; config: ConfigService },
): void {
  const r = typed(app);
  const { can, staff } = d.access;
  const { service } = d;
  const P = '/api/backoffice';
  const Reason = body({ reason: Type.String({ description: '3–500 characters' }) });

  r.get(`${P}/dashboard`, { ...can('dashboard.read'), schema: { summary: 'queues and today\'s totals', response: { 200: Dashboard } } }, async () =>
    service.dashboard(),
  );

  r.get(
    `${P}/deposits`,
    {
      ...can('deposits.manage'),
      schema: { summary: 'deposits, newest first', querystring: query(['status', 'match', 'player_id', ...PAGE_KEYS]), response: { 200: consolePage(ConsoleDeposit) } },
    },
    async (req) => service.listDeposits(req.query),
  );
  r.post(
    `${P}/deposits/:id/approve`,
    {
      ...can('deposits.manage'),
      schema: {
        summary: 'confirm a pending deposit (optionally for the amount that arrived)',
        params: IdParams,
        body: optionalBody({ amount: textOrNumber() }),
        response: { 200: DepositApproved },
      },
    },
    async (req) => service.approveDeposit(staff(req), readPathId(req.params.id), req.body),
  );
  r.post(
    `${P}/deposits/:id/reject`,
    { ...can('deposits.manage'), schema: { summary: 'reject a pending deposit', params: IdParams, body: Reason, response: { 200: DepositRejected } } },
    async (req) => service.rejectDeposit(staff(req), readPathId(req.params.id), req.body),
  );
  r.get(
    `${P}/notices`,
    {
      ...can('deposits.manage'),
      schema: { summary: 'payment notices from the providers', querystring: query(['state', ...PAGE_KEYS]), response: { 200: consolePage(ConsoleNotice) } },
    },
    async (req) => service.listNotices(req.query),
  );

  r.get(
    `${P}/withdrawals`,
    {
      ...can('withdrawals.manage'),
      schema: { summary: 'withdrawals, newest first', querystring: query(['status', 'player_id', ...PAGE_KEYS]), response: { 200: consolePage(ConsoleWithdrawal) } },
    },
    async (req) => service.listWithdrawals(req.query),
  );
  r.post(
    `${P}/withdrawals/:id/approve`,
    {
      ...can('withdrawals.manage'),
      schema: { summary: 'pay a pending withdrawal', params: IdParams, body: body({ payout_transaction_id: Type.String() }), response: { 200: WithdrawalApproved } },
    },
    async (req) => service.approveWithdrawal(staff(req), readPathId(req.params.id), req.body),
  );
  r.post(
    `${P}/withdrawals/:id/reject`,
    { ...can('withdrawals.manage'), schema: { summary: 'return a pending withdrawal', params: IdParams, body: Reason, response: { 200: WithdrawalRejected } } },
    async (req) => service.rejectWithdrawal(staff(req), readPathId(req.params.id), req.body),
  );

  r.post(
    `${P}/players/:id/adjust`,
    {
      ...can('players.adjust'),
      schema: {
        summary: 'a signed manual adjustment of a player\'s balance',
        params: IdParams,
        body: body({ amount: textOrNumber(), reason: Type.String(), request_id: Type.String() }),
        response: { 200: Adjustment },
      },
    },
    async (req) => service.adjust(staff(req), readPathId(req.params.id), req.body),
  );

  registerConfigRoutes(app, d.access, d.config, PAYMENT_RESOURCES, {
    permission: 'config.manage',
    list: { 'receiving-numbers': () => service.receivingNumbers() },
  });
}
