import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectLedgerClean, onPostgres, type NewPlayer, type TestApp } from './helpers';
import {
  approveDeposit,
  balance,
  deposit,
  fund,
  getWalletNumber,
  methodId,
  sendNotice,
  staffCall,
  staffLogin,
  startPaymentsApp,
  submitDeposit,
  trxId,
  verifiedPlayer,
} from './payments-fixtures';

/** Races that need real connections in parallel: PostgreSQL only (PGlite has one connection). */
describe.runIf(onPostgres)('money under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startPaymentsApp({ dbPoolSize: 20 });
    admin = await staffLogin(t.app);
  });
  afterAll(() => t?.close());

  const depositIdOf = (r: { json: () => unknown }) => (r.json() as { data: { id: number } }).data.id;
  const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

  it('50 parallel withdrawals of the whole balance: exactly one passes', async () => {
    const p = await verifiedPlayer(t.app, { birthday: true });
    await fund(t.app, p, '5000');
    const bkash = await methodId(t.app, p);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/submit-withdraw',
          headers: bearer(p.token),
          payload: { amount: '5000', account_number: '01711223344', payment_id: bkash },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(count(codes, 200), results.map((r) => r.body).join('\n')).toBe(1);
    expect(count(codes, 400)).toBe(49);
    expect(await balance(t.app, p)).toBe('0.00');
    const rows = await t.app.khela.database.db.selectFrom('withdrawals').select('id').where('player_id', '=', BigInt(p.remoteId)).execute();
    expect(rows).toHaveLength(1);
    await expectLedgerClean(t.app);
  });

  it('20 parallel approvals of one deposit credit it once', async () => {
    const p = await verifiedPlayer(t.app);
    const id = depositIdOf(await deposit(t.app, p, { amount: '1000' }));
    const results = await Promise.all(Array.from({ length: 20 }, () => approveDeposit(t.app, admin, id)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => (r.json() as { changed: boolean }).changed)).toHaveLength(1);
    expect(await balance(t.app, p)).toBe('1020.00');
    const ticketsCount = await t.app.khela.database.db.selectFrom('turnover_tickets').select('id').where('deposit_id', '=', BigInt(id)).execute();
    expect(ticketsCount).toHaveLength(1);
    await expectLedgerClean(t.app);
  });

  it('an approval and a rejection racing: one wins, money matches the winner', async () => {
    for (let i = 0; i < 5; i++) {
      const p = await verifiedPlayer(t.app);
      const id = depositIdOf(await deposit(t.app, p, { amount: '800' }));
      const [a, r] = await Promise.all([
        approveDeposit(t.app, admin, id),
        staffCall(t.app, admin, 'POST', `/api/backoffice/deposits/${id}/reject`, { reason: 'race test' }),
      ]);
      expect([a.statusCode, r.statusCode].sort()).toEqual([200, 409]);
      expect(await balance(t.app, p)).toBe(a.statusCode === 200 ? '816.00' : '0.00');
    }
    await expectLedgerClean(t.app);
  });

  it('the same transaction id submitted by two players at once: one wins', async () => {
    for (let i = 0; i < 5; i++) {
      const a = await verifiedPlayer(t.app);
      const b = await verifiedPlayer(t.app);
      const bkash = await methodId(t.app, a);
      for (const p of [a, b]) expect((await getWalletNumber(t.app, p, { amount: '1000' })).statusCode).toBe(200);
      const trx = trxId();
      const body = (p: NewPlayer) => ({ remote_id: p.remoteId, account_number: '01711223344', transaction_id: trx, amount: '1000', payment_id: bkash });
      const results = await Promise.all([submitDeposit(t.app, a, body(a)), submitDeposit(t.app, b, body(b))]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    }
  });

  it('a notice and a manual approval racing credit the deposit once', async () => {
    for (let i = 0; i < 5; i++) {
      const p = await verifiedPlayer(t.app);
      const trx = trxId();
      const id = depositIdOf(await deposit(t.app, p, { amount: '1200', trx }));
      const [n, a] = await Promise.all([sendNotice(t.app, { method: 'bKash', transaction_id: trx, amount: '1200' }), approveDeposit(t.app, admin, id)]);
      expect(n.statusCode, n.body).toBe(200);
      expect(a.statusCode, a.body).toBe(200);
      expect((n.json() as { status: string }).status).toBe('matched');
      expect(await balance(t.app, p)).toBe('1224.00');
    }
    await expectLedgerClean(t.app);
  });

  it('a notice racing its own submission confirms exactly once', async () => {
    for (let i = 0; i < 5; i++) {
      const p = await verifiedPlayer(t.app);
      const bkash = await methodId(t.app, p);
      expect((await getWalletNumber(t.app, p, { amount: '900' })).statusCode).toBe(200);
      const trx = trxId();
      const [s, n] = await Promise.all([
        submitDeposit(t.app, p, { account_number: '01711223344', transaction_id: trx, amount: '900', payment_id: bkash }),
        sendNotice(t.app, { method: 'bKash', transaction_id: trx, amount: '900' }),
      ]);
      expect(s.statusCode, s.body).toBe(200);
      expect(n.statusCode, n.body).toBe(200);
      expect(await balance(t.app, p)).toBe('918.00');
    }
    await expectLedgerClean(t.app);
  });

  it('numbers handed out at once never exceed their daily limits', async () => {
    const upay = (await staffCall(t.app, admin, 'GET', '/api/backoffice/payment-methods')).json().find((m: { name: string }) => m.name === 'Upay');
    const numbers = ((await staffCall(t.app, admin, 'GET', '/api/backoffice/receiving-numbers')).json() as { id: number; method_id: number; account_type: string }[]).filter(
      (n) => n.method_id === upay.id && n.account_type === 'Marchent',
    );
    for (const n of numbers) await staffCall(t.app, admin, 'PATCH', `/api/backoffice/receiving-numbers/${n.id}`, { daily_limit: '2000' });
    const players = await Promise.all(Array.from({ length: 10 }, () => verifiedPlayer(t.app)));
    const results = await Promise.all(players.map((p) => getWalletNumber(t.app, p, { name: 'Upay', account_type: 'Marchent', amount: '1500' })));
    expect(count(results.map((r) => r.statusCode), 200)).toBe(numbers.length);
  });

  it('parallel transfers through one house account (plain and split) neither deadlock nor drift', async () => {
    const players = await Promise.all(Array.from({ length: 10 }, () => verifiedPlayer(t.app)));
    const { wallet } = t.app.khela;
    const move = (p: NewPlayer, i: number, shards?: number) =>
      wallet.inTransaction((tx) =>
        wallet.transfer(
          tx,
          {
            from: { house: 'test:hot', currency: 'BDT', ...(shards ? { shards } : {}) },
            to: { player: BigInt(p.remoteId), currency: 'BDT' },
            amount: 100n,
            reason: 'test',
            reference: 'hot-row',
            idempotencyKey: `hot:${shards ?? 1}:${p.remoteId}:${i}`,
          },
        ),
      );
    await Promise.all(players.flatMap((p) => Array.from({ length: 4 }, (_, i) => move(p, i))));
    await Promise.all(players.flatMap((p) => Array.from({ length: 4 }, (_, i) => move(p, i, 8))));
    for (const p of players) expect(await balance(t.app, p)).toBe('8.00');
    const houses = await wallet.houseBalances();
    expect(houses.find((h) => h.code === 'house:test:hot:BDT')).toMatchObject({ balance: -8000n });
    await expectLedgerClean(t.app);
  });

  it('many players moving money at once leave the ledger balanced', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => verifiedPlayer(t.app, { birthday: true })));
    await Promise.all(players.map((p) => fund(t.app, p, '2000')));
    const bkash = await methodId(t.app, players[0]!);
    await Promise.all(
      players.flatMap((p) => [
        t.app.inject({ method: 'POST', url: '/api/submit-withdraw', headers: bearer(p.token), payload: { amount: '700', account_number: '01711223344', payment_id: bkash } }),
        staffCall(t.app, admin, 'POST', `/api/backoffice/players/${p.remoteId}/adjust`, { amount: '-100', reason: 'parallel test' }),
        staffCall(t.app, admin, 'POST', `/api/backoffice/players/${p.remoteId}/adjust`, { amount: '55.55', reason: 'parallel test' }),
      ]),
    );
    for (const p of players) expect(await balance(t.app, p)).toBe('1255.55');
    await expectLedgerClean(t.app);
  });
});
