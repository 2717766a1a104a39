import { randomInt } from 'node:crypto';
import { MESSAGES, toWire, type Poisha } from '@khela/domain';
import type { Db } from '../db/database';
import type { UnitOfWork } from '../db/unit-of-work';
import type { Bus } from '../realtime/bus';
import { BusCache, playerOfRoom } from '../realtime/bus-cache';
import { AppError } from '../shared/errors';
import type { Tx } from '../db/unit-of-work';
import { StatementRepository, type LedgerMovement } from './statement.repository';

export type { LedgerMovement };
import { WalletRepository, type BatchTransaction, type SideKind } from './wallet.repository';

/**
 * The ledger code of the row a transfer touches for a reference: a player's main wallet `player:{id}:main:{cur}`,
 * their exposure or bonus `player:{id}:exposure|bonus:{cur}`, a house account `house:{code}:{cur}`, or one shard of
 * a split one `house:{code}:{cur}:{n}` (by its key, else at random). The codes the repository makes accounts with.
 */
export function codeOf(ref: AccountRef): string {
  if ('player' in ref) return `player:${ref.player}:main:${ref.currency}`;
  if ('exposure' in ref) return `player:${ref.exposure}:exposure:${ref.currency}`;
  if ('bonus' in ref) return `player:${ref.bonus}:bonus:${ref.currency}`;
  const shard = shardOf(ref);
  return shard === undefined ? `house:${ref.house}:${ref.currency}` : `house:${ref.house}:${ref.currency}:${shard}`;
}

/** The shard a house reference moves (by its key, else at random), or undefined for an account not split. */
function shardOf(ref: { shards?: number; shardKey?: bigint }): number | undefined {
  if (!ref.shards || ref.shards <= 1) return undefined;
  return ref.shardKey !== undefined ? Number(ref.shardKey % BigInt(ref.shards)) : randomInt(0, ref.shards);
}

/** The reference with its shard decided (a split house account's random pick made once), so every look at it agrees. */
function pinned(ref: AccountRef): AccountRef {
  if (!('house' in ref)) return ref;
  const shard = shardOf(ref);
  return shard === undefined ? ref : { ...ref, shardKey: BigInt(shard) };
}

/**
 * An account reference: a player's main wallet, or a house account by code. A house account that many transfers
 * touch can be split into `shards` rows (`house:{code}:{currency}:0..shards-1`); each transfer picks one at random,
 * so concurrent transfers do not queue on one row lock. Its balance is the sum of its shards.
 */
export type AccountRef =
  | { player: bigint; currency: string }
  /** `shardKey`: pick the shard by key (e.g. the player) instead of at random, so that several transfers in one
   *  transaction touch the same shard and two transactions cannot lock two shards in opposite orders. */
  | { house: string; currency: string; shards?: number; shardKey?: bigint }
  /** A player's exposure account: money held against their worst-case loss on open exchange markets (never negative). */
  | { exposure: bigint; currency: string }
  /** A player's cash bonus (referral rewards waiting to be claimed; never negative). */
  | { bonus: bigint; currency: string };

export interface TransferInput {
  from: AccountRef;
  to: AccountRef;
  amount: Poisha;
  reason: string;
  reference: string;
  idempotencyKey: string;
}

export interface TransferResult {
  transactionId: bigint;
  /** false when the idempotency key had been used: nothing moved this time. */
  created: boolean;
}

/** What a transfer needs to know of an account besides its balance (none of it ever changes). */
interface KnownAccount {
  id: bigint;
  code: string;
  kind: 'player' | 'house' | 'exposure' | 'bonus';
  player_id: bigint | null;
  currency: string;
}

/** How many accounts `WalletService.known` keeps before it starts again (a few MB at most). */
const KNOWN_ACCOUNTS_MAX = 50_000;

export class InsufficientFundsError extends AppError {
  constructor(public readonly balance: Poisha) {
    super('insufficient_funds', MESSAGES.insufficientBalance);
  }
}

/** How many wallets' push order (WalletService.pushOrder) a process keeps before it forgets those fully pushed. */
const PUSH_ORDER_MAX = 10_000;

/**
 * The ledger. Every money move is a balanced posting set written in the caller's database transaction.
 * Callers pass `tx` so the move commits or rolls back with the business row it belongs to; in a unit of work each
 * player wallet moved gets its `balance.changed` after the commit.
 */
export class WalletService {
  private readonly db: Db;
  /**
   * The balance a player's pages read (`shownBalance`), by player, kept honest by `balance.changed`: every move of a
   * player wallet publishes it after the commit (`touched`), and every process drops that player's entry on it.
   */
  private readonly shown: BusCache<Poisha>;
  /**
   * Accounts this process has transferred with, by code: what a transfer needs to move them without looking them up
   * (`transferKnown`). Safe to keep: an account's id, code, kind and owner never change. Every use still checks the
   * code on the row it moves, so a wrong entry costs a detour, never a wrong posting.
   */
  private readonly known = new Map<string, KnownAccount>();
  /**
   * Per player wallet (`{player}:{currency}`), the moves this process made (`made`, counted while the move's row lock
   * is held, so in the order the moves commit) and the latest of them whose balance it pushed (`sent`). Two commits a
   * moment apart can reach their after-commit hooks in either order; the later move's push goes, the earlier one's,
   * should it come after, does not (it would show a balance already overtaken). Entries whose pushes are all out are
   * forgotten once there are many (PUSH_ORDER_MAX).
   */
  private readonly pushOrder = new Map<string, { made: number; sent: number }>();
  constructor(
    private readonly uow: UnitOfWork,
    private readonly bus: Bus,
    /** The queries of its tables: passed in, or made here when none is (a test may pass its own). */
    private readonly repo: WalletRepository = new WalletRepository(),
    /** How long a shown balance may come from memory (config BALANCE_CACHE_MS; 0 = always the database). */
    balanceCacheMs = 0,
    private readonly statements: StatementRepository = new StatementRepository(),
  ) {
    this.db = uow.db;
    this.shown = new BusCache<Poisha>(bus, balanceCacheMs, (m) => {
      if (m.event !== 'balance.changed') return null;
      const group = playerOfRoom(m.room);
      return group === null ? null : { group };
    });
  }

  /**
   * A player wallet moved: its new balance is pushed once the transaction commits, and the shown balance dropped on
   * every process. A money move must run in a unit of work (`inTransaction`): outside one nobody would learn of the
   * commit, so a cached balance would go stale. That is a programming error, refused before anything commits.
   *
   * `balance` is the wallet's balance as this transaction left it (the last move's `RETURNING balance`): the push
   * carries it without another read. The account's row lock orders the transactions that move one wallet, so each
   * commits, and pushes, the balance the one before it left plus its own moves. The last touch of a wallet in a
   * transaction is the hook that runs (UnitOfWork: the latest registration under a key); without a balance (no money
   * moved) it reads the balance after the commit.
   */
  private touched(tx: Tx, row: { kind: string; player_id: bigint | null; currency: string; balance?: Poisha }): void {
    if (row.kind !== 'player' || row.player_id === null) return;
    const { player_id: playerId, currency } = row;
    if (!this.uow.tracks(tx)) throw new Error('a player wallet moved outside a unit of work (use inTransaction)');
    const key = `${playerId}:${currency}`;
    let order = this.pushOrder.get(key);
    if (!order) {
      if (this.pushOrder.size >= PUSH_ORDER_MAX) this.forgetPushOrder();
      this.pushOrder.set(key, (order = { made: 0, sent: 0 }));
    }
    const move = ++order.made;
    this.uow.afterCommit(tx, () => this.publishBalance(playerId, currency, row.balance, move), `balance:${key}`);
  }

  /** The account of a reference, made if it is not yet (a player's main wallet excepted). */
  private async accountId(tx: Tx, ref: AccountRef): Promise<bigint> {
    if ('house' in ref) {
      const shard = shardOf(ref);
      return shard === undefined ? this.repo.houseAccount(tx, ref.house, ref.currency) : this.repo.houseShard(tx, ref.house, ref.currency, shard);
    }
    if ('exposure' in ref) return this.repo.sideAccount(tx, 'exposure', ref.exposure, ref.currency);
    if ('bonus' in ref) return this.repo.sideAccount(tx, 'bonus', ref.bonus, ref.currency);
    const acc = await this.repo.playerAccount(tx, ref.player, ref.currency);
    if (!acc) throw AppError.notFound('Wallet not found.');
    return acc.id;
  }

  async openPlayerWallet(tx: Tx, playerId: bigint, currency: string): Promise<void> {
    await this.repo.createPlayerAccount(tx, playerId, currency);
  }

  /** The main balance (what the player can stake or withdraw) and the exchange exposure held, in one read. */
  balancesOf(playerId: bigint, currency: string, tx: Tx = this.db): Promise<{ main: Poisha; exposure: Poisha }> {
    return this.repo.playerBalances(tx, playerId, currency);
  }

  /** Stops listening to the bus (the app's close). */
  close(): void {
    this.shown.close();
  }

  /**
   * The player's main balance in their own currency as their pages show it (POST /api/balance); undefined for an
   * unknown player. From memory while the bus vouches for it (see `shown`), else one statement. For display only:
   * a decision about money reads the balance inside its own transaction.
   */
  async shownBalance(playerId: bigint): Promise<Poisha | undefined> {
    const key = String(playerId);
    const cached = this.shown.get(key);
    if (cached !== undefined) return cached;
    const ticket = this.shown.ticket();
    const balance = await this.repo.mainBalanceInOwnCurrency(this.db, playerId);
    if (balance !== undefined) this.shown.put(key, playerId, balance, ticket);
    return balance;
  }

  async balanceOf(playerId: bigint, currency: string, tx: Tx = this.db): Promise<Poisha> {
    const acc = await this.repo.playerAccount(tx, playerId, currency);
    return acc?.balance ?? 0n;
  }

  /**
   * Moves `amount` from one account to another inside `tx`. The same idempotency key again moves nothing and
   * answers the first transaction. A player (or exposure) account that would go negative raises InsufficientFundsError
   * (the database CHECK is the final word).
   */
  async transfer(tx: Tx, input: TransferInput): Promise<TransferResult> {
    if (input.amount <= 0n) throw AppError.badRequest('Amount must be positive.');
    input = { ...input, from: pinned(input.from), to: pinned(input.to) };
    const codes = [codeOf(input.from), codeOf(input.to)] as const;
    const [from, to] = [this.known.get(codes[0]), this.known.get(codes[1])];
    if (from && to && from.id !== to.id) return this.transferKnown(tx, input, from, to);
    const created = await this.repo.insertTransaction(tx, input);
    if (!created) {
      const existing = await this.repo.findTransaction(tx, input.idempotencyKey);
      return { transactionId: existing!.id, created: false };
    }
    return this.transferLocked(tx, input, created.id, codes);
  }

  /**
   * The transfer of two accounts this process has met before (their ids by code, `known`): two statements and no
   * separate lock. The first writes the ledger transaction and moves the lower-id account; the second moves the other
   * and writes both postings. Each UPDATE takes its row's lock itself, so the two rows are locked in id order as
   * everywhere, and its guard (the row still has that code; a player, exposure or bonus balance stays ≥ 0) is read
   * again on the newest row after a concurrent change. Should a guard refuse (too little money, or an id this process
   * remembers wrongly), the first move is undone and the transfer goes the locked way with the transaction already
   * written, which answers exactly as it always did (InsufficientFundsError with the balance).
   */
  private async transferKnown(tx: Tx, input: TransferInput, from: KnownAccount, to: KnownAccount): Promise<TransferResult> {
    const moves = [
      { account: from, amount: -input.amount },
      { account: to, amount: input.amount },
    ].sort((a, b) => (a.account.id < b.account.id ? -1 : 1));
    const asMove = (m: (typeof moves)[number]) => ({ accountId: m.account.id, code: m.account.code, amount: m.amount, house: m.account.kind === 'house' });
    const first = await this.repo.openAndMoveFirst(tx, input, asMove(moves[0]!));
    if (first.transactionId === undefined) {
      const existing = await this.repo.findTransaction(tx, input.idempotencyKey);
      return { transactionId: existing!.id, created: false };
    }
    const codes = [from.code, to.code] as const;
    if (first.balance === undefined) return this.transferLocked(tx, input, first.transactionId, codes);
    const second = await this.repo.moveSecondAndPost(tx, first.transactionId, asMove(moves[1]!), [
      { accountId: from.id, amount: -input.amount },
      { accountId: to.id, amount: input.amount },
    ]);
    if (second === undefined) {
      await this.repo.applyToBalance(tx, moves[0]!.account.id, -moves[0]!.amount);
      return this.transferLocked(tx, input, first.transactionId, codes);
    }
    this.touched(tx, { ...moves[0]!.account, balance: first.balance });
    this.touched(tx, { ...moves[1]!.account, balance: second });
    return { transactionId: first.transactionId, created: true };
  }

  /**
   * The transfer the long way, its ledger transaction written: both accounts found and locked (in id order, as
   * everywhere) in one statement, the balance checked, then the postings and both balances in one statement; an
   * account not made yet (a new house shard, a first bonus) is made first. Remembers both accounts for `transferKnown`.
   */
  private async transferLocked(tx: Tx, input: TransferInput, transactionId: bigint, codes: readonly [string, string]): Promise<TransferResult> {
    let locked = await this.repo.lockByCodes(tx, [...codes]);
    if (locked.length < new Set(codes).size) {
      await this.accountId(tx, input.from);
      await this.accountId(tx, input.to);
      locked = await this.repo.lockByCodes(tx, [...codes]);
    }
    const from = locked.find((r) => r.code === codes[0])!;
    const to = locked.find((r) => r.code === codes[1])!;
    if (from.id === to.id) throw AppError.badRequest('Cannot transfer to the same account.');
    this.remember(from);
    this.remember(to);
    if (from.kind !== 'house' && from.balance < input.amount) throw new InsufficientFundsError(from.balance);
    // The two postings and both balances in one statement; the CHECK constraint is the last word should anything
    // above be wrong.
    for (const row of await this.repo.postAndApply(tx, transactionId, [
      { accountId: from.id, amount: -input.amount },
      { accountId: to.id, amount: input.amount },
    ])) {
      this.touched(tx, row);
    }
    return { transactionId, created: true };
  }

  /** Keeps an account's id, kind and owner by code (they never change; accounts are never deleted). */
  private remember(a: KnownAccount): void {
    if (this.known.size >= KNOWN_ACCOUNTS_MAX) this.known.clear();
    this.known.set(a.code, { id: a.id, code: a.code, kind: a.kind, player_id: a.player_id, currency: a.currency });
  }

  /**
   * Several transfers in a few statements (the exchange moves many players' exposures per batch of orders): the same
   * rules as `transfer` for each — a used idempotency key moves nothing, a player or exposure account that would go
   * negative over all of them raises InsufficientFundsError — with one round trip per step instead of one per move.
   * Player and exposure references must share one currency per call.
   */
  async transferMany(tx: Tx, moves: TransferInput[]): Promise<void> {
    if (moves.length <= 1) {
      if (moves[0]) await this.transfer(tx, moves[0]);
      return;
    }
    for (const m of moves) if (m.amount <= 0n) throw AppError.badRequest('Amount must be positive.');
    const created = new Map((await this.repo.insertTransactions(tx, moves)).map((r) => [r.idempotency_key, r.id]));
    const fresh = moves.filter((m) => created.has(m.idempotencyKey));
    if (fresh.length === 0) return;
    const refs = fresh.flatMap((m) => [m.from, m.to]);
    const ids = await this.accountIds(tx, refs);
    const postings = fresh.flatMap((m, i) => {
      const transactionId = created.get(m.idempotencyKey)!;
      const [from, to] = [ids[2 * i]!, ids[2 * i + 1]!];
      if (from === to) throw AppError.badRequest('Cannot transfer to the same account.');
      return [
        { transactionId, accountId: from, amount: -m.amount },
        { transactionId, accountId: to, amount: m.amount },
      ];
    });
    await this.repo.insertPostingsMany(tx, postings);
    const net = new Map<bigint, bigint>();
    for (const p of postings) net.set(p.accountId, (net.get(p.accountId) ?? 0n) + p.amount);
    const locked = await this.repo.lockAccounts(tx, [...net.keys()]);
    for (const a of locked) {
      const change = net.get(a.id)!;
      if (a.kind !== 'house' && a.balance + change < 0n) throw new InsufficientFundsError(a.balance);
    }
    const changes = [...net.entries()].filter(([, amount]) => amount !== 0n).map(([accountId, amount]) => ({ accountId, amount }));
    if (changes.length > 0) for (const row of await this.repo.applyMany(tx, changes)) this.touched(tx, row);
  }

  /** Account ids for references, in order: players' and side accounts looked up together per kind and currency. */
  private async accountIds(tx: Tx, refs: AccountRef[]): Promise<bigint[]> {
    const keyOf = (r: AccountRef): string | null =>
      'player' in r ? `player:${r.player}:${r.currency}` : 'exposure' in r ? `exposure:${r.exposure}:${r.currency}` : 'bonus' in r ? `bonus:${r.bonus}:${r.currency}` : null;
    const found = new Map<string, bigint>();
    for (const currency of new Set(refs.map((r) => r.currency))) {
      const of = (pick: (r: AccountRef) => bigint | undefined) => [...new Set(refs.filter((r) => r.currency === currency).flatMap((r) => { const id = pick(r); return id === undefined ? [] : [id]; }))];
      const players = of((r) => ('player' in r ? r.player : undefined));
      if (players.length > 0) for (const a of await this.repo.playerAccounts(tx, players, currency)) found.set(`player:${a.player_id}:${currency}`, a.id);
      for (const kind of ['exposure', 'bonus'] as const) {
        const ids = of((r) => (kind === 'exposure' ? ('exposure' in r ? r.exposure : undefined) : 'bonus' in r ? r.bonus : undefined));
        if (ids.length > 0) for (const a of await this.repo.sideAccounts(tx, kind, ids, currency)) found.set(`${kind}:${a.player_id}:${currency}`, a.id);
      }
    }
    const out: bigint[] = [];
    const houses = new Map<string, bigint>();
    for (const r of refs) {
      if ('house' in r) {
        // An unsplit house account is looked up once per call; a split one picks its shard per move.
        const k = `${r.house}:${r.currency}`;
        let id = r.shards && r.shards > 1 ? undefined : houses.get(k);
        if (id === undefined) {
          id = await this.accountId(tx, r);
          if (!(r.shards && r.shards > 1)) houses.set(k, id);
        }
        out.push(id);
      }
      else {
        const id = found.get(keyOf(r)!);
        if (id === undefined) throw AppError.notFound('Wallet not found.');
        out.push(id);
      }
    }
    return out;
  }

  /** A player's cash bonus, its ledger row locked until `tx` ends (claims serialise on it). */
  lockedBonus(tx: Tx, playerId: bigint, currency: string): Promise<Poisha> {
    return this.repo.lockedSideBalance(tx, 'bonus', playerId, currency);
  }

  /** Every player's side account of a kind with its balance (the exchange checks its exposure accounts against its positions). */
  async sideAccountBalances(kind: SideKind, tx: Tx = this.db): Promise<{ player_id: bigint; currency: string; balance: Poisha }[]> {
    return (await this.repo.allSideAccounts(tx, kind)).map((r) => ({ player_id: r.player_id!, currency: r.currency, balance: r.balance }));
  }

  /** Cash bonus balances by player (players without one are absent). */
  async bonusBalances(playerIds: bigint[], tx: Tx = this.db): Promise<Map<bigint, Poisha>> {
    const rows = await this.repo.sideBalances(tx, 'bonus', playerIds);
    const out = new Map<bigint, Poisha>();
    for (const r of rows) out.set(r.player_id!, (out.get(r.player_id!) ?? 0n) + r.balance);
    return out;
  }

  /**
   * Pushes a player's balance once `tx` commits: though no money moved (their open pages refresh on it), or after a
   * move written outside this service (a round of our games) with the `balance` it left.
   */
  announceBalance(tx: Tx, playerId: bigint, currency: string, balance?: Poisha): void {
    this.touched(tx, { kind: 'player', player_id: playerId, currency, balance });
  }

  /**
   * Runs `work` in one unit of work (db/unit-of-work.ts): every player wallet a transfer in it touches gets its
   * `balance.changed` pushed once the transaction has committed (best-effort; see UnitOfWork).
   */
  inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.uow.run(work);
  }

  /**
   * Full: forget the wallets whose pushes are all out; should moves never pushed (their transaction rolled back) fill
   * most of it, forget those too (at worst one overtaken balance is pushed, and the next move corrects it).
   */
  private forgetPushOrder(): void {
    for (const [k, o] of this.pushOrder) if (o.sent >= o.made) this.pushOrder.delete(k);
    if (this.pushOrder.size >= PUSH_ORDER_MAX * 0.75) this.pushOrder.clear();
  }

  private async publishBalance(playerId: bigint, currency: string, left: Poisha | undefined, move: number): Promise<void> {
    // This process forgets the old figure at once (the bus tells the others, and this one again).
    this.shown.drop(playerId);
    const order = this.pushOrder.get(`${playerId}:${currency}`);
    if (order) {
      // A later move of this wallet has pushed already: this balance is overtaken (see pushOrder).
      if (move <= order.sent) return;
      order.sent = move;
    }
    const balance = left ?? (await this.balanceOf(playerId, currency));
    await this.bus.publish(`player:${playerId}`, 'balance.changed', { balance: toWire(balance) });
  }

  /**
   * Reverses a ledger transaction with a new one (never an edit): the same postings with the signs turned, linked by
   * `reverses_id` (a transaction can be reversed once). A player account that would go negative raises
   * InsufficientFundsError. The same idempotency key again moves nothing.
   */
  async reverse(
    tx: Tx,
    input: { transactionId: bigint; reason: string; reference: string; idempotencyKey: string },
  ): Promise<TransferResult> {
    const created = await this.repo.insertTransaction(tx, { ...input, reversesId: input.transactionId });
    if (!created) {
      const existing = await this.repo.findTransaction(tx, input.idempotencyKey);
      return { transactionId: existing!.id, created: false };
    }
    const original = await this.repo.postingsOf(tx, input.transactionId);
    if (original.length === 0) throw AppError.notFound();
    const postings = original.map((p) => ({ accountId: p.account_id, amount: -p.amount }));
    await this.repo.insertPostings(tx, created.id, postings);
    const locked = await this.repo.lockAccounts(tx, [...new Set(postings.map((p) => p.accountId))]);
    for (const p of postings) {
      const acc = locked.find((a) => a.id === p.accountId)!;
      if (acc.kind !== 'house' && p.amount < 0n && acc.balance < -p.amount) throw new InsufficientFundsError(acc.balance);
    }
    for (const p of postings) {
      this.touched(tx, await this.repo.applyToBalance(tx, p.accountId, p.amount));
    }
    return { transactionId: created.id, created: true };
  }

  /** A player's wallet postings, newest first, with their ledger transaction's reason and reference (the console). */
  playerLedger(playerId: bigint, limit: number, offset: number) {
    return this.repo.playerLedger(this.db, playerId, limit, offset);
  }

  /** House account balances with the shards of each split account added up (code without the shard suffix). */
  houseBalances(tx: Tx = this.db): Promise<{ code: string; currency: string; balance: bigint; shards: number }[]> {
    return this.repo.houseBalances(tx);
  }

  /** The ledger's invariants; empty arrays mean healthy. Tests call this after every money test. */
  async verifyLedger(): Promise<{ unbalanced: unknown[]; drifted: unknown[]; empty: unknown[] }> {
    const [unbalanced, drifted, empty] = await Promise.all([
      this.repo.unbalancedTransactions(this.db),
      this.repo.driftedAccounts(this.db),
      this.repo.transactionsWithoutPostings(this.db),
    ]);
    return { unbalanced, drifted, empty };
  }

  // ------------------------------------------------------------------------------------------------ the batch port
  /**
   * Ledger accounts by their codes, locked in id order like every transfer (an unknown code is left out): the first
   * half of a group of money moves written at once (the quick path of our games' rounds).
   */
  lockAccounts(tx: Tx, codes: string[]): Promise<{ id: bigint; code: string; balance: bigint }[]> {
    if (codes.length === 0) return Promise.resolve([]);
    return this.repo.lockByCodes(tx, codes);
  }

  /**
   * The second half: many ledger transactions with their balanced postings, in one statement; answers each ledger
   * transaction's id by its idempotency key and each moved account's new balance. The caller has locked the accounts
   * (`lockAccounts`) and checked what it moves against their balances; the CHECK constraint still refuses a negative
   * player balance, the deferred trigger an unbalanced transaction, and a used idempotency key fails the statement
   * (the caller then goes the general way). A player wallet it moves is announced (`announceBalance`) by the caller.
   */
  async postBatch(tx: Tx, transactions: BatchTransaction[]): Promise<{ ids: Map<string, bigint>; balances: Map<bigint, bigint> }> {
    for (const t of transactions) {
      let sum = 0n;
      for (const p of t.postings) sum += p.amount;
      if (sum !== 0n || t.postings.length < 2) throw new Error(`ledger transaction ${t.idempotencyKey} is not balanced`);
    }
    return this.repo.postBatch(tx, transactions);
  }

  // ------------------------------------------------------------------------------------------------ statements
  /**
   * A player's main-wallet movements in [from, to), oldest first with the balance after each, `page` at a time,
   * leaving out the reasons matching `leaveOut` (LIKE patterns): the account history's CSV.
   */
  async *statement(playerId: bigint, from: Date, to: Date, leaveOut: string[], page: number): AsyncGenerator<LedgerMovement & { currency: string }> {
    for (const account of await this.statements.mainAccounts(this.db, playerId)) {
      const start = await this.statements.opening(this.db, account.id, from);
      if (start.firstId === null) continue;
      let fromId = start.firstId;
      let opening = start.balance;
      for (;;) {
        const rows = await this.statements.movementsPage(this.db, account.id, fromId, opening, to, page, leaveOut);
        for (const r of rows) yield { ...r, currency: account.currency };
        if (rows.length < page) break;
        const last = rows[rows.length - 1]!;
        fromId = last.id + 1n;
        opening = BigInt(last.balance_after);
      }
    }
  }
}
