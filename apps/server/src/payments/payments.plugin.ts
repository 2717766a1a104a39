import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/auth.service';
import type { ConfigService } from '../staff/config-engine';
import type { StaffAccess } from '../staff/console';
import type { StaffAuthService } from '../staff/staff-auth.service';
import type { DepositsService } from './deposits.service';
import { registerPaymentRoutes } from './payments.routes';
import { registerPaymentsStaffRoutes } from './payments.staff.routes';
import type { PaymentsStaffService } from './payments.staff.service';
import { registerReceiptRoutes } from './receipts.routes';
import type { ReceiptsService } from './receipts.service';
import type { RecordsService } from './transaction-records.service';
import type { WithdrawalsService } from './withdrawals.service';

export interface PaymentsPluginOptions {
  auth: AuthService;
  deposits: DepositsService;
  withdrawals: WithdrawalsService;
  records: RecordsService;
  receipts: ReceiptsService;
  noticeSecret?: string;
  access: StaffAccess;
  staffAuth: StaffAuthService;
  staff: PaymentsStaffService;
  config: ConfigService;
}

/**
 * The payments domain over HTTP: deposits, withdrawals, transaction records, the gateway's notices, receipts (player
 * upload, staff view), and the console's finance screens.
 */
export async function paymentsPlugin(app: FastifyInstance, d: PaymentsPluginOptions): Promise<void> {
  registerPaymentRoutes(app, { auth: d.auth, deposits: d.deposits, withdrawals: d.withdrawals, records: d.records, noticeSecret: d.noticeSecret });
  await registerReceiptRoutes(app, d.auth, d.staffAuth, d.receipts);
  registerPaymentsStaffRoutes(app, { access: d.access, service: d.staff, config: d.config });
}
