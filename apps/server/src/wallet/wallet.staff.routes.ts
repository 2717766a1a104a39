import type { FastifyInstance } from 'fastify';
import { toWire } from '@khela/domain';
import { Money, Type, typed } from '../shared/schema';
import type { StaffAccess } from '../staff/console';
import type { WalletService } from './wallet.service';

const HouseBalance = Type.Object({ code: Type.String(), currency: Type.String(), balance: Money, shards: Type.Integer() });

/** The console's view of the ledger: the house accounts' balances (split accounts summed). */
export function registerWalletStaffRoutes(app: FastifyInstance, d: { access: StaffAccess; wallet: WalletService }): void {
  typed(app).get(
    '/api/backoffice/house-accounts',
    { ...d.access.can('deposits.manage'), schema: { summary: 'house account balances', response: { 200: Type.Array(HouseBalance) } } },
    async () => (await d.wallet.houseBalances()).map((r) => ({ code: r.code, currency: r.currency, balance: toWire(r.balance), shards: r.shards })),
  );
}
