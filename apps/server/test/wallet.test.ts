import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerClean, newPlayer, type TestApp } from './helpers';
import { balance, fund, startPaymentsApp } from './payments-fixtures';
import type { TransferInput } from '../src/wallet/wallet.service';

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

/**
 * WalletService.transfer between accounts the process has met before (two statements, no separate lock) and the way
 * it falls back to the locked path: too little money on either side of the id order, a remembered id that no longer
 * names the account, a used idempotency key, and transfers both ways between two players at once.
 */
let n = 0;
const between = (from: bigint, to: bigint, amount: bigint, key = `xfer:${++n}`): TransferInput => ({
  from: { player: from, currency: 'BDT' },
  to: { player: to, currency: 'BDT' },
  amount,
  reason: 'test',
  reference: 'fast-path',
  idempotencyKey: key,
});

/** One transfer in its own unit of work. */
const go = (input: TransferInput) => t.app.khela.wallet.inTransaction((tx) => t.app.khela.wallet.transfer(tx, input));

async function twoFunded(a: string, b: string) {
  const [pa, pb] = [await newPlayer(t.app), await newPlayer(t.app)];
  await fund(t.app, pa, a);
  await fund(t.app, pb, b);
  return { pa, pb, ia: await idOf(pa.username), ib: await idOf(pb.username) };
}

describe('WalletService.transfer between known accounts', () => {
  it('moves money both ways, answers a used key with the first transaction, and the shown balances follow', async () => {
    const { pa, pb, ia, ib } = await twoFunded('100.00', '100.00');
    await go(between(ia, ib, 1000n)); // both accounts were met when funded: each transfer takes the two-statement way
    const first = await go(between(ia, ib, 2500n, 'xfer:known'));
    expect(first.created).toBe(true);
    await go(between(ib, ia, 500n));
    expect(await balance(t.app, pa)).toBe('70.00');
    expect(await balance(t.app, pb)).toBe('130.00');
    const again = await go(between(ia, ib, 2500n, 'xfer:known'));
    expect(again).toEqual({ transactionId: first.transactionId, created: false });
    expect(await balance(t.app, pa)).toBe('70.00');
    await expectLedgerClean(t.app);
  });

  it('refuses too little money on the lower and on the higher id alike, with the balance, and leaves nothing behind', async () => {
    const { pa, pb, ia, ib } = await twoFunded('10.00', '10.00');
    await go(between(ia, ib, 100n));
    await go(between(ib, ia, 100n));
    // ia < ib: a debit of ia is refused by the first statement, a debit of ib by the second (after ia's credit).
    expect(ia < ib).toBe(true);
    await expect(go(between(ia, ib, 1001n))).rejects.toMatchObject({ code: 'insufficient_funds', balance: 1000n });
    await expect(go(between(ib, ia, 1001n))).rejects.toMatchObject({ code: 'insufficient_funds', balance: 1000n });
    // Inside the transaction, after the higher id refused: the lower's credit is already undone.
    const { wallet } = t.app.khela;
    await expect(
      wallet.inTransaction(async (tx) => {
        await expect(wallet.transfer(tx, between(ib, ia, 5000n))).rejects.toMatchObject({ code: 'insufficient_funds' });
        expect(await wallet.balanceOf(ia, 'BDT', tx)).toBe(1000n);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await balance(t.app, pa)).toBe('10.00');
    expect(await balance(t.app, pb)).toBe('10.00');
    await go(between(ia, ib, 1000n));
    expect(await balance(t.app, pa)).toBe('0.00');
    expect(await balance(t.app, pb)).toBe('20.00');
    await expectLedgerClean(t.app);
  });

  it('a remembered id that no longer names the account is not moved: the transfer finds the account by its code', async () => {
    const { pa, pb, ia, ib } = await twoFunded('50.00', '50.00');
    await go(between(ia, ib, 100n));
    // Point the remembered entry of A's wallet at B's row (as if the database had been replaced under the process).
    const known = (t.app.khela.wallet as unknown as { known: Map<string, { id: bigint }> }).known;
    const codeA = `player:${ia}:main:BDT`;
    const codeB = `player:${ib}:main:BDT`;
    known.set(codeA, { ...known.get(codeA)!, id: known.get(codeB)!.id });
    await go(between(ia, ib, 900n));
    expect(await balance(t.app, pa)).toBe('40.00');
    expect(await balance(t.app, pb)).toBe('60.00');
    expect(known.get(codeA)!.id).not.toBe(known.get(codeB)!.id);
    await expectLedgerClean(t.app);
  });

  it('transfers both ways between the same players at once neither deadlock nor drift', async () => {
    const { pa, pb, ia, ib } = await twoFunded('100.00', '100.00');
    await go(between(ia, ib, 100n));
    await go(between(ib, ia, 100n));
    await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? go(between(ia, ib, 100n)) : go(between(ib, ia, 300n)))));
    expect(await balance(t.app, pa)).toBe('140.00');
    expect(await balance(t.app, pb)).toBe('60.00');
    await expectLedgerClean(t.app);
  });
});
