import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerClean, newPlayer, type TestApp } from './helpers';
import { balance, fund, startPaymentsApp } from './payments-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startPaymentsApp();
});
afterAll(async () => t?.close());

const idOf = async (username: string) =>
  (await t.app.khela.database.db.selectFrom('players').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('WalletService.transferMany', () => {
  it('moves several transfers at once, moves nothing again for used keys, and refuses an overdraft as a whole', async () => {
    const [a, b] = [await newPlayer(t.app), await newPlayer(t.app)];
    await fund(t.app, a, '100.00');
    await fund(t.app, b, '50.00');
    const [ia, ib] = [await idOf(a.username), await idOf(b.username)];
    const { wallet } = t.app.khela;
    const move = (player: bigint, amount: bigint, key: string) => ({
      from: { player, currency: 'BDT' },
      to: { exposure: player, currency: 'BDT' },
      amount,
      reason: 'test',
      reference: 'many',
      idempotencyKey: key,
    });
    const keyA = `many:${ia}:1`;
    const keyB = `many:${ib}:1`;
    await wallet.inTransaction((tx) => wallet.transferMany(tx, [move(ia, 3000n, keyA), move(ib, 2000n, keyB), move(ia, 1000n, `${keyA}b`)]));
    expect(await balance(t.app, a)).toBe('60.00');
    expect(await balance(t.app, b)).toBe('30.00');
    // The same keys again: nothing moves.
    await wallet.inTransaction((tx) => wallet.transferMany(tx, [move(ia, 3000n, keyA), move(ib, 2000n, keyB)]));
    expect(await balance(t.app, a)).toBe('60.00');
    // Two moves that together overdraw B (30 ৳ left): refused, and A's move in the same call is rolled back with it.
    await expect(
      wallet.inTransaction((tx) => wallet.transferMany(tx, [move(ia, 1000n, `${keyA}c`), move(ib, 2000n, `${keyB}c`), move(ib, 2000n, `${keyB}d`)])),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(await balance(t.app, a)).toBe('60.00');
    expect(await balance(t.app, b)).toBe('30.00');
    await expectLedgerClean(t.app);
  });
});
