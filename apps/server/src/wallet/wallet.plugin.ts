import type { FastifyInstance } from 'fastify';
import type { StaffAccess } from '../staff/console';
import { registerDevWalletRoutes } from './wallet.routes';
import type { WalletService } from './wallet.service';
import { registerWalletStaffRoutes } from './wallet.staff.routes';

export interface WalletPluginOptions {
  wallet: WalletService;
  access: StaffAccess;
  /** Outside production: the dev tools' wallet adjustment, with the players' look-up it needs. */
  dev: Parameters<typeof registerDevWalletRoutes>[2] | null;
}

/** The ledger over HTTP: the console's house accounts, and outside production the dev tools' adjustment. */
export async function walletPlugin(app: FastifyInstance, d: WalletPluginOptions): Promise<void> {
  registerWalletStaffRoutes(app, { access: d.access, wallet: d.wallet });
  if (d.dev) registerDevWalletRoutes(app, d.wallet, d.dev);
}
