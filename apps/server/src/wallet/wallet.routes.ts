import type { FastifyInstance } from 'fastify';
import { parseMoney, MoneyError } from '@khela/domain';
import { AppError } from '../shared/errors';
import type { Tx } from '../db/unit-of-work';
import { typed } from '../shared/route-schema';
import { DevAdjustBody, DevAdjustResponse } from './wallet.schemas';
import type { WalletService } from './wallet.service';

/**
 * Outside production only: credit or debit a player's wallet through a real ledger transfer against the house
 * adjustments account, so a newcomer can fund a demo player and the tests can drive `balance.changed`.
 * Operators get audited manual adjustments in the back office.
 */
export function registerDevWalletRoutes(
  app: FastifyInstance,
  wallet: WalletService,
  /** A player by username (the players domain's service): the ledger does not read players' tables. */
  players: { byUsername(tx: Tx, username: string): Promise<{ id: bigint; currency: string } | undefined> },
) {
  typed(app).post('/dev/wallet/adjust', { schema: { body: DevAdjustBody, response: { 200: DevAdjustResponse } } }, async (req) => {
    const b = req.body;
    const username = b.username;
    if (username === undefined || b.amount === undefined) throw AppError.badRequest('username and amount are required');
    let amount: bigint;
    try {
      amount = parseMoney(b.amount);
    } catch (e) {
      if (e instanceof MoneyError) throw AppError.badRequest(e.message);
      throw e;
    }
    if (amount === 0n) throw AppError.badRequest('amount must not be zero');
    const key = b.key !== undefined ? b.key : `dev-adjust:${Date.now()}:${Math.random()}`;
    return wallet.inTransaction(async (tx) => {
      const player = await players.byUsername(tx, username);
      if (!player) throw AppError.notFound('No such player.');
      const mine = { player: player.id, currency: player.currency };
      const house = { house: 'adjustments', currency: player.currency };
      const r = await wallet.transfer(
        tx,
        { from: amount > 0n ? house : mine, to: amount > 0n ? mine : house, amount: amount > 0n ? amount : -amount, reason: 'dev_adjustment', reference: 'dev', idempotencyKey: key },
      );
      return { transaction_id: String(r.transactionId), created: r.created };
    });
  });
}
