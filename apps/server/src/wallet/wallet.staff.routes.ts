import type { FastifyInstance } from 'fastify';
import { toWire } from '@khela/domain';
import { Money, Type, typed } from '../shared/route-schema';
import type { StaffAccess } from '../staff/console';
import type { WalletService } from './wallet.service';

const HouseBalance = Type.Object({ code: Type.String(), currency: Type.String(), balance: Money, shards: Type.Integer() });

const LedgerCheck = Type.Object({
  healthy: Type.Boolean(),
  /** Ledger transactions whose postings do not sum to zero. */
  unbalanced: Type.Integer(),
  /** Accounts whose balance differs from the sum of their postings. */
  drifted: Type.Integer(),
  /** Ledger transactions without postings. */
  empty: Type.Integer(),
  seconds: Type.Number(),
});

/** The console's view of the ledger: the house accounts' balances (split accounts summed), and the ledger's check. */
export function registerWalletStaffRoutes(app: FastifyInstance, d: { access: StaffAccess; wallet: WalletService }): void {
  typed(app).get(
    '/api/backoffice/ledger/verify',
    { ...d.access.can('deposits.manage'), schema: { summary: 'the ledger check now (what a restored backup is verified with)', response: { 200: LedgerCheck } } },
    async () => {
      const began = performance.now();
      const v = await d.wallet.verifyLedger();
      const n = { unbalanced: v.unbalanced.length, drifted: v.drifted.length, empty: v.empty.length };
      return { healthy: n.unbalanced + n.drifted + n.empty === 0, ...n, seconds: (performance.now() - began) / 1000 };
    },
  );
  typed(app).get(
    '/api/backoffice/house-accounts',
    { ...d.access.can('deposits.manage'), schema: { summary: 'house account balances', response: { 200: Type.Array(HouseBalance) } } },
    async () => (await d.wallet.houseBalances()).map((r) => ({ code: r.code, currency: r.currency, balance: toWire(r.balance), shards: r.shards })),
  );
}
