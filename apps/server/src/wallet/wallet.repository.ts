import { sql } from 'kysely';
import type { Tx } from '../db/unit-of-work';

export interface LedgerAccount {
  id: bigint;
  code: string;
  kind: 'player' | 'house' | 'exposure' | 'bonus';
  player_id: bigint | null;
  currency: string;
  balance: bigint;
}

/** The only SQL of the ledger. */
/** Player-owned accounts beside the main wallet: the exchange's exposure held, the cash bonus to claim. */
export type SideKind = 'exposure' | 'bonus';

/** One balance moved by a transfer between known accounts (`WalletRepository.openAndMoveFirst`, `moveSecondAndPost`). */
interface GuardedMove {
  accountId: bigint;
  code: string;
  amount: bigint;
  house: boolean;
}

/**
 * The UPDATE of a guarded move: only where the row still has that code and, unless `house`, its balance stays >= 0
 * (`extra`: a further condition). Answers the new balance, or no row when a guard refused.
 */
const guardedMove = (m: GuardedMove, extra = sql``) => sql`
  UPDATE ledger_accounts SET balance = balance + ${m.amount}::bigint
  WHERE id = ${m.accountId}::bigint AND code = ${m.code} ${extra}
    AND (${m.house}::boolean OR balance + ${m.amount}::bigint >= 0)
  RETURNING balance`;

/** One ledger transaction of a batch (`WalletRepository.postBatch`): its key, why, what for, and its postings. */
export interface BatchTransaction {
  idempotencyKey: string;
  reason: string;
  reference: string;
  postings: { accountId: bigint; amount: bigint }[];
}

export class WalletRepository {
  /**
   * Many ledger transactions in one statement: the transactions (in the given order), their postings (in order, so
   * each account's postings follow the transactions' order), and each account's balance moved by the sum of its
   * postings. Answers the transactions' ids by key and the accounts' new balances.
   */
  async postBatch(tx: Tx, transactions: BatchTransaction[]): Promise<{ ids: Map<string, bigint>; balances: Map<bigint, bigint> }> {
    if (transactions.length === 0) return { ids: new Map(), balances: new Map() };
    const txs = JSON.stringify(transactions.map((t, i) => ({ i, key: t.idempotencyKey, reason: t.reason, reference: t.reference })));
    const postings = JSON.stringify(
      transactions.flatMap((t, i) => t.postings.map((p, j) => ({ i, j, key: t.idempotencyKey, account: String(p.accountId), amount: String(p.amount) }))),
    );
    const r = await sql<{ key: string | null; id: bigint; balance: bigint | null }>`
      WITH t AS (
        SELECT * FROM jsonb_to_recordset(${txs}::jsonb) AS x(i int, key text, reason text, reference text)
      ), p AS (
        SELECT * FROM jsonb_to_recordset(${postings}::jsonb) AS y(i int, j int, key text, account bigint, amount bigint)
      ), lt AS (
        INSERT INTO ledger_transactions (idempotency_key, reason, reference)
        SELECT key, reason, reference FROM t ORDER BY i
        RETURNING id, idempotency_key
      ), po AS (
        INSERT INTO ledger_postings (transaction_id, account_id, amount)
        SELECT lt.id, p.account, p.amount FROM p JOIN lt ON lt.idempotency_key = p.key ORDER BY p.i, p.j
      ), moved AS (
        UPDATE ledger_accounts a SET balance = a.balance + d.delta
          FROM (SELECT account, sum(amount)::bigint AS delta FROM p GROUP BY account) AS d
         WHERE a.id = d.account
        RETURNING a.id, a.balance
      )
      SELECT idempotency_key AS key, id, NULL::bigint AS balance FROM lt
      UNION ALL
      SELECT NULL, id, balance FROM moved`.execute(tx);
    const ids = new Map<string, bigint>();
    const balances = new Map<bigint, bigint>();
    for (const row of r.rows) {
      if (row.key !== null) ids.set(row.key, row.id);
      else balances.set(row.id, row.balance!);
    }
    return { ids, balances };
  }

  async playerAccount(tx: Tx, playerId: bigint, currency: string): Promise<LedgerAccount | undefined> {
    return tx
      .selectFrom('ledger_accounts')
      .select(['id', 'code', 'kind', 'player_id', 'currency', 'balance'])
      .where('kind', '=', 'player')
      .where('player_id', '=', playerId)
      .where('currency', '=', currency)
      .executeTakeFirst();
  }


  /**
   * A player's main balance in the player's own currency, in one statement (the balance read on every screen):
   * undefined for an unknown player, 0 for a wallet not opened yet.
   */
  async mainBalanceInOwnCurrency(tx: Tx, playerId: bigint): Promise<bigint | undefined> {
    const row = await tx
      .selectFrom('players as p')
      .leftJoin('ledger_accounts as a', (j) => j.onRef('a.player_id', '=', 'p.id').onRef('a.currency', '=', 'p.currency').on('a.kind', '=', 'player'))
      .select('a.balance')
      .where('p.id', '=', playerId)
      .executeTakeFirst();
    return row ? (row.balance ?? 0n) : undefined;
  }


  /** A player's main and exposure balances in one currency (0 for an account not opened yet), in one query. */
  async playerBalances(tx: Tx, playerId: bigint, currency: string): Promise<{ main: bigint; exposure: bigint }> {
    const rows = await tx
      .selectFrom('ledger_accounts')
      .select(['kind', 'balance'])
      .where('player_id', '=', playerId)
      .where('currency', '=', currency)
      .where('kind', 'in', ['player', 'exposure'])
      .execute();
    return {
      main: rows.find((r) => r.kind === 'player')?.balance ?? 0n,
      exposure: rows.find((r) => r.kind === 'exposure')?.balance ?? 0n,
    };
  }


  async createPlayerAccount(tx: Tx, playerId: bigint, currency: string): Promise<void> {
    await tx
      .insertInto('ledger_accounts')
      .values({ code: `player:${playerId}:main:${currency}`, kind: 'player', player_id: playerId, currency })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }


  /** A player's side account (exchange exposure, or the cash bonus waiting to be claimed), created on first use. */
  async sideAccount(tx: Tx, kind: SideKind, playerId: bigint, currency: string): Promise<bigint> {
    const code = `player:${playerId}:${kind}:${currency}`;
    const found = await tx.selectFrom('ledger_accounts').select('id').where('code', '=', code).executeTakeFirst();
    if (found) return found.id;
    await tx
      .insertInto('ledger_accounts')
      .values({ code, kind, player_id: playerId, currency })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    return (await tx.selectFrom('ledger_accounts').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  }


  /** A side account's balance, its row locked until the transaction ends (0 when it does not exist yet). */
  async lockedSideBalance(tx: Tx, kind: SideKind, playerId: bigint, currency: string): Promise<bigint> {
    const row = await tx
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('code', '=', `player:${playerId}:${kind}:${currency}`)
      .forNoKeyUpdate()
      .executeTakeFirst();
    return row?.balance ?? 0n;
  }


  /** Every side account of a kind. */
  allSideAccounts(tx: Tx, kind: SideKind) {
    return tx.selectFrom('ledger_accounts').select(['player_id', 'currency', 'balance']).where('kind', '=', kind).execute();
  }

  /** Side-account balances of several players (0 where none exists). */
  async sideBalances(tx: Tx, kind: SideKind, playerIds: bigint[]) {
    if (playerIds.length === 0) return [];
    return tx.selectFrom('ledger_accounts').select(['player_id', 'currency', 'balance']).where('kind', '=', kind).where('player_id', 'in', playerIds).execute();
  }


  async houseAccount(tx: Tx, code: string, currency: string): Promise<bigint> {
    const full = `house:${code}:${currency}`;
    await tx
      .insertInto('ledger_accounts')
      .values({ code: full, kind: 'house', player_id: null, currency })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const row = await tx.selectFrom('ledger_accounts').select('id').where('code', '=', full).executeTakeFirstOrThrow();
    return row.id;
  }


  async findTransaction(tx: Tx, idempotencyKey: string) {
    return tx
      .selectFrom('ledger_transactions')
      .select(['id', 'reason', 'reference'])
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
  }


  /** Inserts the transaction row; undefined when the idempotency key already exists. */
  async insertTransaction(tx: Tx, t: { idempotencyKey: string; reason: string; reference: string; reversesId?: bigint }) {
    return tx
      .insertInto('ledger_transactions')
      .values({ idempotency_key: t.idempotencyKey, reason: t.reason, reference: t.reference, reverses_id: t.reversesId ?? null })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
  }


  /** Inserts several transaction rows; answers the ones created (a key already used is left out). */
  async insertTransactions(tx: Tx, rows: { idempotencyKey: string; reason: string; reference: string }[]) {
    return tx
      .insertInto('ledger_transactions')
      .values(rows.map((t) => ({ idempotency_key: t.idempotencyKey, reason: t.reason, reference: t.reference })))
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning(['id', 'idempotency_key'])
      .execute();
  }


  /** Players' main accounts in one currency, by player. */
  async playerAccounts(tx: Tx, playerIds: bigint[], currency: string) {
    return tx
      .selectFrom('ledger_accounts')
      .select(['id', 'player_id'])
      .where('kind', '=', 'player')
      .where('player_id', 'in', playerIds)
      .where('currency', '=', currency)
      .execute();
  }


  /** Players' side accounts of one kind in one currency, created where missing. */
  async sideAccounts(tx: Tx, kind: SideKind, playerIds: bigint[], currency: string) {
    await tx
      .insertInto('ledger_accounts')
      .values(playerIds.map((p) => ({ code: `player:${p}:${kind}:${currency}`, kind, player_id: p, currency })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    return tx
      .selectFrom('ledger_accounts')
      .select(['id', 'player_id'])
      .where('kind', '=', kind)
      .where('player_id', 'in', playerIds)
      .where('currency', '=', currency)
      .execute();
  }


  async insertPostingsMany(tx: Tx, postings: { transactionId: bigint; accountId: bigint; amount: bigint }[]) {
    await tx
      .insertInto('ledger_postings')
      .values(postings.map((p) => ({ transaction_id: p.transactionId, account_id: p.accountId, amount: p.amount })))
      .execute();
  }


  /** Applies net changes to several balances in one statement (the CHECK constraint still refuses a negative one). */
  async applyMany(tx: Tx, changes: { accountId: bigint; amount: bigint }[]) {
    const values = sql.join(changes.map((c) => sql`(${c.accountId}::bigint, ${c.amount}::bigint)`));
    const r = await sql<{ balance: bigint; player_id: bigint | null; currency: string; kind: string }>`
      UPDATE ledger_accounts a SET balance = a.balance + v.amount
      FROM (VALUES ${values}) AS v(id, amount) WHERE a.id = v.id
      RETURNING a.balance, a.player_id, a.currency, a.kind`.execute(tx);
    return r.rows;
  }


  /**
   * One transaction's postings and the balances they change, in one statement (a transfer's last step): the postings
   * written, then each account's balance moved by its net amount (the CHECK constraint still refuses a negative one).
   */
  async postAndApply(tx: Tx, transactionId: bigint, postings: { accountId: bigint; amount: bigint }[]) {
    const values = sql.join(postings.map((p) => sql`(${p.accountId}::bigint, ${p.amount}::bigint)`));
    const r = await sql<{ balance: bigint; player_id: bigint | null; currency: string; kind: string }>`
      WITH v(id, amount) AS (VALUES ${values}),
      p AS (INSERT INTO ledger_postings (transaction_id, account_id, amount) SELECT ${transactionId}::bigint, v.id, v.amount FROM v)
      UPDATE ledger_accounts a SET balance = a.balance + n.amount
      FROM (SELECT id, sum(amount)::bigint AS amount FROM v GROUP BY id) AS n
      WHERE a.id = n.id
      RETURNING a.balance, a.player_id, a.currency, a.kind`.execute(tx);
    return r.rows;
  }


  /**
   * A transfer's first statement when both accounts are known (their ids cached by code): the ledger transaction
   * (undefined id when its idempotency key was used: then nothing else happens) and the lower-id account's balance
   * moved, only where that row still has this code and, unless `house`, stays ≥ 0 (the UPDATE's own row lock, taken in
   * id order, orders it with every other transfer of the account; a concurrent change is waited for and the guard
   * read again on the new row). `balance` is undefined when the guard refused or the row is not that account.
   */
  async openAndMoveFirst(
    tx: Tx,
    t: { idempotencyKey: string; reason: string; reference: string },
    move: GuardedMove,
  ): Promise<{ transactionId: bigint | undefined; balance: bigint | undefined }> {
    const r = await sql<{ transaction_id: bigint | null; balance: bigint | null }>`
      WITH t AS (
        INSERT INTO ledger_transactions (idempotency_key, reason, reference) VALUES (${t.idempotencyKey}, ${t.reason}, ${t.reference})
        ON CONFLICT (idempotency_key) DO NOTHING RETURNING id),
      u AS (${guardedMove(move, sql`AND EXISTS (SELECT 1 FROM t)`)})
      SELECT (SELECT id FROM t) AS transaction_id, (SELECT balance FROM u) AS balance`.execute(tx);
    const row = r.rows[0]!;
    return { transactionId: row.transaction_id ?? undefined, balance: row.balance ?? undefined };
  }


  /**
   * A transfer's second statement: the higher-id account's balance moved under the same guard as the first, and the
   * transaction's postings written only if it moved. Answers that account's new balance, or undefined (nothing
   * written: the caller undoes the first move).
   */
  async moveSecondAndPost(
    tx: Tx,
    transactionId: bigint,
    move: GuardedMove,
    postings: { accountId: bigint; amount: bigint }[],
  ): Promise<bigint | undefined> {
    const values = sql.join(postings.map((p) => sql`(${p.accountId}::bigint, ${p.amount}::bigint)`));
    const r = await sql<{ balance: bigint }>`
      WITH u AS (${guardedMove(move)}),
      p AS (
        INSERT INTO ledger_postings (transaction_id, account_id, amount)
        SELECT ${transactionId}::bigint, v.id, v.amount FROM (VALUES ${values}) AS v(id, amount) WHERE EXISTS (SELECT 1 FROM u))
      SELECT balance FROM u`.execute(tx);
    return r.rows[0]?.balance;
  }


  async insertPostings(tx: Tx, transactionId: bigint, postings: { accountId: bigint; amount: bigint }[]) {
    await tx
      .insertInto('ledger_postings')
      .values(postings.map((p) => ({ transaction_id: transactionId, account_id: p.accountId, amount: p.amount })))
      .execute();
  }


  /**
   * Accounts by code, their rows locked in id order (a transfer's two accounts, found and locked at once; no
   * deadlocks between transfers over the same pair). FOR NO KEY UPDATE, not FOR UPDATE: the postings' foreign-key
   * checks take KEY SHARE on the same rows, and FOR UPDATE would wait on another transaction's KEY SHARE while it
   * waits on ours (a deadlock under load).
   */
  async lockByCodes(tx: Tx, codes: string[]) {
    return tx
      .selectFrom('ledger_accounts')
      .select(['id', 'code', 'kind', 'player_id', 'currency', 'balance'])
      .where('code', 'in', codes)
      .orderBy('id')
      .forNoKeyUpdate()
      .execute();
  }


  async lockAccounts(tx: Tx, ids: bigint[]) {
    return tx
      .selectFrom('ledger_accounts')
      .select(['id', 'kind', 'balance'])
      .where('id', 'in', ids)
      .orderBy('id')
      .forNoKeyUpdate()
      .execute();
  }


  /** Applies a posting to the stored balance; the CHECK constraint refuses a negative player balance. */
  async applyToBalance(tx: Tx, accountId: bigint, amount: bigint) {
    return tx
      .updateTable('ledger_accounts')
      .set({ balance: sql<bigint>`balance + ${amount}` })
      .where('id', '=', accountId)
      .returning(['balance', 'player_id', 'currency', 'kind'])
      .executeTakeFirstOrThrow();
  }


  async postingsOf(tx: Tx, transactionId: bigint) {
    return tx.selectFrom('ledger_postings').select(['account_id', 'amount']).where('transaction_id', '=', transactionId).execute();
  }


  /** Invariant checks: every transaction sums to zero; every balance equals the sum of its postings. */
  async unbalancedTransactions(tx: Tx) {
    const r = await sql<{ transaction_id: bigint; total: string }>`
      SELECT transaction_id, sum(amount)::text AS total FROM ledger_postings GROUP BY transaction_id HAVING sum(amount) <> 0 LIMIT 20`.execute(tx);
    return r.rows;
  }

  async driftedAccounts(tx: Tx) {
    const r = await sql<{ id: bigint; code: string; balance: bigint; posted: string }>`
      SELECT a.id, a.code, a.balance, coalesce(sum(p.amount), 0)::text AS posted
      FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
      GROUP BY a.id HAVING a.balance <> coalesce(sum(p.amount), 0) LIMIT 20`.execute(tx);
    return r.rows;
  }

  async transactionsWithoutPostings(tx: Tx) {
    const r = await sql<{ id: bigint }>`
      SELECT t.id FROM ledger_transactions t WHERE NOT EXISTS (SELECT 1 FROM ledger_postings p WHERE p.transaction_id = t.id) LIMIT 20`.execute(tx);
    return r.rows;
  }


  /** One shard of a split house account (`house:{code}:{currency}:{shard}`), created on first use. */
  async houseShard(tx: Tx, code: string, currency: string, shard: number): Promise<bigint> {
    const full = `house:${code}:${currency}:${shard}`;
    const found = await tx.selectFrom('ledger_accounts').select('id').where('code', '=', full).executeTakeFirst();
    if (found) return found.id;
    await tx
      .insertInto('ledger_accounts')
      .values({ code: full, kind: 'house', player_id: null, currency })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const row = await tx.selectFrom('ledger_accounts').select('id').where('code', '=', full).executeTakeFirstOrThrow();
    return row.id;
  }


  /** House balances, the shards of a split account summed under its code without the `:n` suffix. */
  async houseBalances(tx: Tx) {
    const r = await sql<{ code: string; currency: string; balance: bigint; shards: number }>`
      SELECT regexp_replace(code, ':[0-9]+$', '') AS code, currency, sum(balance)::bigint AS balance, count(*)::int AS shards
      FROM ledger_accounts WHERE kind = 'house' GROUP BY 1, 2 ORDER BY 1, 2`.execute(tx);
    return r.rows;
  }


  // ------------------------------------------------------------------ the console's reads
  async playerLedger(tx: Tx, playerId: bigint, limit: number, offset: number) {
    const q = tx
      .selectFrom('ledger_postings as lp')
      .innerJoin('ledger_accounts as a', 'a.id', 'lp.account_id')
      .innerJoin('ledger_transactions as t', 't.id', 'lp.transaction_id')
      .where('a.kind', '=', 'player')
      .where('a.player_id', '=', playerId);
    const [rows, count] = await Promise.all([
      q
        .select(['lp.id', 'lp.amount', 'lp.created_at', 't.id as transaction_id', 't.reason', 't.reference', 't.reverses_id', 'a.currency'])
        .orderBy('lp.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }
}
