import { GAME_MESSAGES, type Poisha } from '@khela/domain';
import { AppError, GameWalletError } from '../shared/errors';
import type { Tx } from '../db/unit-of-work';
import { InsufficientFundsError, codeOf, type WalletService } from '../wallet/wallet.service';
import type { StakePipeline } from '../wallet/stakes';
import { GamesRepository, type GameRoundRow } from './games.repository';

/** Who a wallet call is for: the provider, the player and the game (from a game session). */
export interface WalletParty {
  providerId: bigint;
  platform: string;
  playerId: bigint;
  currency: string;
  gameId: bigint;
  sessionId: bigint | null;
}

/** The party of a game session's calls (our games app or a provider with a session). */
export function partyOfSession(s: { id: bigint; provider_id: bigint; platform: string; player_id: bigint; currency: string; game_id: bigint }): WalletParty {
  return { providerId: s.provider_id, platform: s.platform, playerId: s.player_id, currency: s.currency, gameId: s.game_id, sessionId: s.id };
}

/** The party of an existing round (settling it later: Crash at the crash, an idle Mines game). */
export function partyOfRound(
  r: { provider_id: bigint; player_id: bigint; currency: string; game_id: bigint; session_id: bigint | null },
  platform: string,
): WalletParty {
  return { providerId: r.provider_id, platform, playerId: r.player_id, currency: r.currency, gameId: r.game_id, sessionId: r.session_id };
}

export interface BetInput {
  txRef: string;
  roundRef: string;
  amount: Poisha;
  /** Set when this bet opens the round (our games): stored with it. */
  params?: unknown;
  outcome?: unknown;
  seedId?: bigint | null;
  nonce?: number | null;
  crashRoundId?: bigint | null;
  /** The live table round this bet is on. */
  liveRoundId?: bigint | null;
}

/**
 * A round of our own games, played by `GameWalletService.playRound` in one transaction. The game keeps its rules
 * (seeds, nonce, outcome, what it pays); the game wallet keeps the money, the round and its idempotency.
 */
export interface OwnRound<L, T> {
  /** The client's id of this request: the round is `{player}:{requestId}` (a retry finds it), its bet and win `…:bet`, `…:win`. */
  requestId: string;
  stake: Poisha;
  /**
   * The game's lock, taken first: for a seeded game the player's seed row, so the player's bets queue there and a
   * retried request, once through, finds the round its first copy made.
   */
  lock?: (tx: Tx) => Promise<L>;
  /**
   * The game's rules, once the round is known to be new (the nonce taken, the outcome computed, anything that
   * refuses the bet thrown). With `payout` the round is paid and settled at once (one-shot games); without, it stays
   * open for the game's later moves (Mines, Crash).
   */
  open: (tx: Tx, locked: L) => Promise<OpenedRound>;
  /** The answer, read in the same transaction: the round (new, or the earlier one of this request) and the balance. */
  answer: (tx: Tx, round: GameRoundRow, balance: Poisha) => Promise<T> | T;
}

/** A seed locked and the nonce of a round of the quick path. */
export interface TakenSeed {
  seedId: bigint;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The round's nonce. */
  nonce: number;
}

/** A one-shot round of our own games for `playInstant`. */
export interface InstantRound<T> {
  requestId: string;
  stake: Poisha;
  /** The game's rules: the outcome and what it pays (no database; a refusal is thrown, before any write). */
  decide: (seed: TakenSeed) => { params: unknown; outcome: unknown; payout: Poisha };
  /** The answer, from what the round wrote (no read). */
  answer: (round: InstantRoundWritten) => T;
}

/** What the quick path wrote, for the answer. */
export interface InstantRoundWritten {
  id: bigint;
  publicId: string;
  status: 'won' | 'lost';
  stake: Poisha;
  payout: Poisha;
  params: unknown;
  outcome: unknown;
  createdAt: Date;
  settledAt: Date;
  seed: TakenSeed;
  /** The player's balance after the round. */
  balance: Poisha;
}

/** A round waiting for the quick path's next group. */
interface QueuedRound {
  party: WalletParty;
  round: InstantRound<unknown>;
  general: () => Promise<unknown>;
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
}

/** The most rounds one group writes (one per player). */
const GROUP_MAX = 64;

export interface OpenedRound {
  params?: unknown;
  outcome?: unknown;
  seedId?: bigint | null;
  nonce?: number | null;
  crashRoundId?: bigint | null;
  /** What the round pays (0: lost), when it is settled at once. */
  payout?: Poisha;
}

export interface WalletAnswer {
  round: GameRoundRow | null;
  balance: Poisha;
  /** false when this provider transaction id had been handled already: nothing moved this time. */
  created: boolean;
}

/** The provider's house account, split in 8; a player's bets and wins always use the same shard (see AccountRef). */
const houseOf = (platform: string, currency: string, playerId: bigint) => ({ house: `games:${platform}`, currency, shards: 8, shardKey: playerId });
const ledgerKey = (providerId: bigint, txRef: string) => `game:${providerId}:${txRef}`;
/** Our own rounds' provider transaction ids: one bet and one win per round. */
const betRef = (roundRef: string) => `${roundRef}:bet`;
const winRef = (roundRef: string) => `${roundRef}:win`;

/**
 * The seamless game wallet, the model the industry uses: a provider debits a bet, credits a win and rolls back
 * either, each with its own provider transaction id and a round id. The same transaction id again answers the same
 * result and moves nothing; a win or rollback for an unknown bet is refused; a bet the player cannot afford is
 * refused with the balance. Every call is a ledger transaction in the caller's database transaction, so the game's
 * own change (a round's outcome) commits with it. A settled round feeds the turnover service with its stake.
 *
 * It owns the transaction of game money: external providers' calls (provider.routes.ts) and every round of our
 * own games run in `inTransaction`; a round of ours is one call, `playRound` (the game hands in its rules), and is
 * ended by `finishRound` (Mines, Crash).
 */
export class GameWalletService {
  constructor(
    private readonly wallet: WalletService,
    /** Player protection on every stake, and the settled rounds' turnover and VIP points (wallet/stakes.ts). */
    private readonly pipeline: StakePipeline,
    /** The queries of its tables: passed in, or made here when none is (a test may pass its own). */
    private readonly repo: GamesRepository = new GamesRepository(),
  ) {}

  balance(tx: Tx, party: Pick<WalletParty, 'playerId' | 'currency'>): Promise<Poisha> {
    return this.wallet.balanceOf(party.playerId, party.currency, tx);
  }

  /**
   * The one database transaction of a game-money change (a unit of work: the balances it moves are pushed once it
   * has committed). Every call below that takes `tx` runs in one of these.
   */
  inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.wallet.inTransaction((tx) => work(tx));
  }

  /**
   * A round of our own games, one call: in one transaction the game's lock (`round.lock`), then an earlier round
   * of this request answers again and moves nothing (a round of another game under the same id is a conflict);
   * otherwise the game's rules open the round (`round.open`), its stake is debited and, when the rules settled it
   * at once, its payout credited, the round settled and its stake counted towards turnover. A bet the player cannot
   * afford is refused (INSUFFICIENT_FUNDS) with nothing written.
   */
  async playRound<L, T>(party: WalletParty, round: OwnRound<L, T>): Promise<T> {
    const roundRef = `${party.playerId}:${round.requestId}`;
    return this.inTransaction(async (tx) => {
      const locked = (await round.lock?.(tx)) as L;
      const prior = await this.repo.roundByRef(tx, party.providerId, roundRef);
      if (prior) {
        if (prior.game_id !== party.gameId) throw new AppError('conflict', GAME_MESSAGES.requestId);
        return round.answer(tx, prior, await this.balance(tx, party));
      }
      const o = await round.open(tx, locked);
      const bet = await this.bet(tx, party, {
        txRef: betRef(roundRef),
        roundRef,
        amount: round.stake,
        params: o.params,
        outcome: o.outcome,
        seedId: o.seedId,
        nonce: o.nonce,
        crashRoundId: o.crashRoundId,
      });
      if (o.payout === undefined) return round.answer(tx, bet.round!, bet.balance);
      const win = await this.win(tx, party, { txRef: winRef(roundRef), roundRef, amount: o.payout, closeRound: true });
      return round.answer(tx, win.round!, win.balance);
    });
  }

  /**
   * A one-shot round of our own games (Dice, Limbo, Plinko, …) on the quick path: the same rows and rules as
   * `playRound`, written in groups. Rounds that arrive while a group is being written wait for the next one, which
   * takes them all (one per player, at most GROUP_MAX), so a lone round goes at once and a busy process writes many
   * rounds with the statements of one (issue 15: a statement is the unit of cost). The group is one database
   * transaction (`writeGroup`); a round is answered once it has committed, so what a player is told is what is
   * stored. Each round is still refused on its own (player protection, the balance, the game's rules) without
   * touching the others; one that needs the general path (a retried request, a player without a seed yet, a house
   * shard not made yet) takes it after the group. Should the group's transaction fail as a whole (a deadlock with
   * another process, a lost connection), each of its rounds goes the general way on its own.
   */
  playInstant<T>(party: WalletParty, round: InstantRound<T>, general: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queued.push({ party, round, general, resolve: resolve as (a: unknown) => void, reject });
      // Started a microtask later, so that rounds arriving in the same turn of the event loop share the first group.
      if (!this.writing) {
        this.writing = true;
        queueMicrotask(() => void this.writeQueued());
      }
    });
  }

  private queued: QueuedRound[] = [];
  /** How many groups this process wrote and how many rounds they held (the games bench prints the mean). */
  readonly grouped = { groups: 0, rounds: 0 };
  private writing = false;

  /** Writes the queued rounds group after group until none is left; one group at a time per process. */
  private async writeQueued(): Promise<void> {
    try {
      while (this.queued.length > 0) {
        const group: QueuedRound[] = [];
        const later: QueuedRound[] = [];
        const players = new Set<bigint>();
        for (const q of this.queued) {
          if (group.length < GROUP_MAX && !players.has(q.party.playerId)) {
            players.add(q.party.playerId);
            group.push(q);
          } else later.push(q);
        }
        this.queued = later;
        this.grouped.groups++;
        this.grouped.rounds += group.length;
        await this.writeGroup(group);
      }
    } finally {
      this.writing = false;
    }
  }

  /**
   * One group in one transaction: the players' seeds locked (id order), then their wallets and the house shards
   * (id order) with which rounds exist already; the protection guard of every stake; each game's rules; one
   * statement writes every round (games.repository `writeInstantRounds`); the stakes count towards turnover and VIP
   * points as at any settlement. Answers go out after the commit.
   */
  private async writeGroup(group: QueuedRound[]): Promise<void> {
    // Filled in the transaction (there is one attempt: the unit of work does not retry), answered after its commit.
    const general: QueuedRound[] = [];
    const refused: { q: QueuedRound; error: unknown }[] = [];
    const answers: { q: QueuedRound; answer: unknown }[] = [];
    try {
      await this.inTransaction(async (tx) => {
        const candidates = group.map((q) => ({ q, roundRef: `${q.party.playerId}:${q.round.requestId}` }));
        const seedRows = await this.repo.lockInstantSeeds(
          tx,
          group.map((q) => q.party.playerId),
          candidates.map((c) => ({ providerId: c.q.party.providerId, roundRef: c.roundRef })),
        );
        const seeds = new Map(seedRows.map((s) => [s.player_id, s]));
        const priors = new Set(seedRows[0]?.priors ?? []);
        const roundIds = (seedRows[0]?.round_ids ?? []).map((id) => BigInt(id));
        const refs = [];
        for (const [i, c] of candidates.entries()) {
          if (!seeds.has(c.q.party.playerId)) general.push(c.q);
          else {
            const wallet = codeOf({ player: c.q.party.playerId, currency: c.q.party.currency });
            refs.push({ ...c, id: roundIds[i]!, wallet, house: codeOf(houseOf(c.q.party.platform, c.q.party.currency, c.q.party.playerId)) });
          }
        }
        if (refs.length === 0) return;
        const accounts = await this.wallet.lockAccounts(tx, [...new Set(refs.flatMap((r) => [r.wallet, r.house]))]);
        const byCode = new Map(accounts.map((a) => [a.code, a]));
        const ready = refs.filter((r) => {
          const ok = !priors.has(`${r.q.party.providerId}:${r.roundRef}`) && byCode.has(r.wallet) && byCode.has(r.house);
          if (!ok) general.push(r.q);
          return ok;
        });
        // The order of the general path's refusals: player protection first, then the balance, then the game's rules.
        const guarded = await this.pipeline.guardAll(
          tx,
          ready.map((r) => ({ playerId: r.q.party.playerId, amount: r.q.round.stake, product: 'casino', reference: `game:${r.q.party.gameId}`, gameSessionId: r.q.party.sessionId })),
        );
        const writes: { r: (typeof ready)[number]; seed: TakenSeed; decided: ReturnType<InstantRound<unknown>['decide']>; wallet: { id: bigint } }[] = [];
        for (const [i, r] of ready.entries()) {
          const { party, round } = r.q;
          const wallet = byCode.get(r.wallet)!;
          const s = seeds.get(party.playerId)!;
          const seed: TakenSeed = { seedId: s.id, serverSeed: s.server_seed, serverSeedHash: s.server_seed_hash, clientSeed: s.client_seed, nonce: s.next_nonce };
          try {
            if (guarded[i]) throw guarded[i];
            if (wallet.balance < round.stake) {
              throw new GameWalletError('INSUFFICIENT_FUNDS', new InsufficientFundsError(wallet.balance).message, wallet.balance);
            }
            const decided = round.decide(seed);
            writes.push({ r, seed, decided, wallet });
          } catch (error) {
            refused.push({ q: r.q, error });
          }
        }
        if (writes.length === 0) return;
        // The money first, through the wallet: each round's bet (player −stake, house +stake) and, when it paid, its
        // win (house −payout, player +payout), exactly the transactions two transfers write.
        const moved = await this.wallet.postBatch(
          tx,
          writes.flatMap(({ r, decided, wallet }) => {
            const house = byCode.get(r.house)!.id;
            const reference = `round:${r.id}`;
            const bet = { idempotencyKey: ledgerKey(r.q.party.providerId, betRef(r.roundRef)), reason: 'game_bet', reference, postings: [{ accountId: wallet.id, amount: -r.q.round.stake }, { accountId: house, amount: r.q.round.stake }] };
            if (decided.payout === 0n) return [bet];
            return [bet, { idempotencyKey: ledgerKey(r.q.party.providerId, winRef(r.roundRef)), reason: 'game_win', reference, postings: [{ accountId: house, amount: -decided.payout }, { accountId: wallet.id, amount: decided.payout }] }];
          }),
        );
        const written = (
          await this.repo.writeInstantRounds(
            tx,
            writes.map(({ r, seed, decided }) => {
              const { party, round } = r.q;
              return {
                id: r.id,
                providerId: party.providerId,
                gameId: party.gameId,
                playerId: party.playerId,
                sessionId: party.sessionId,
                roundRef: r.roundRef,
                currency: party.currency,
                params: decided.params,
                outcome: decided.outcome,
                seedId: seed.seedId,
                nonce: seed.nonce,
                stake: round.stake,
                payout: decided.payout,
                betRef: betRef(r.roundRef),
                winRef: winRef(r.roundRef),
                betTx: moved.ids.get(ledgerKey(party.providerId, betRef(r.roundRef)))!,
                winTx: decided.payout > 0n ? moved.ids.get(ledgerKey(party.providerId, winRef(r.roundRef)))! : null,
              };
            }),
          )
        ).map((w) => ({ ...w, balance: moved.balances.get(writes[w.i]!.wallet.id)! }));
        for (const w of written) {
          const { r, seed, decided } = writes[w.i]!;
          const { party, round } = r.q;
          this.wallet.announceBalance(tx, party.playerId, party.currency, w.balance);
          answers.push({
            q: r.q,
            answer: round.answer({
              id: w.id,
              publicId: w.public_id,
              status: decided.payout > 0n ? 'won' : 'lost',
              stake: round.stake,
              payout: decided.payout,
              params: decided.params,
              outcome: decided.outcome,
              createdAt: w.created_at,
              settledAt: w.settled_at,
              seed,
              balance: w.balance,
            }),
          });
        }
        await this.pipeline.settled(
          tx,
          written.map((w) => {
            const { party, round } = writes[w.i]!.r.q;
            return { playerId: party.playerId, product: 'casino', risk: round.stake, gameId: party.gameId, source: `game:${w.id}` };
          }),
        );
      });
    } catch {
      // Nothing of the group was written: each round goes the general way on its own (its own refusals, its own retry).
      for (const q of group) q.general().then(q.resolve, q.reject);
      return;
    }
    for (const a of answers) a.q.resolve(a.answer);
    for (const r of refused) r.q.reject(r.error);
    for (const q of general) q.general().then(q.resolve, q.reject);
  }

  /**
   * Ends many open rounds of our own games at once (a live table's round: every player's bet settled together), in
   * the caller's transaction with the rounds' rows locked by the caller (`FOR UPDATE`, id order): the players'
   * wallets and the house shards locked in id order, every win in one statement (`WalletService.postBatch`), the
   * rounds' win calls and settlement in another (`settleRoundsMany`), then turnover and VIP through the pipeline.
   * The same rows, keys and events as `finishRound` round by round (a round's win transaction id is fixed, so it
   * happens once), with the statements of one.
   */
  async finishRounds(tx: Tx, platform: string, items: { round: GameRoundRow; payout: Poisha; outcome: unknown }[]): Promise<void> {
    const open = items.filter((x) => x.round.status === 'open');
    if (open.length === 0) return;
    for (const x of open) if (x.payout < 0n) throw new GameWalletError('BAD_REQUEST', 'Amount must not be negative.');
    const refs = open.map((x) => ({
      x,
      wallet: codeOf({ player: x.round.player_id, currency: x.round.currency }),
      house: codeOf(houseOf(platform, x.round.currency, x.round.player_id)),
      key: ledgerKey(x.round.provider_id, winRef(x.round.round_ref)),
    }));
    const paying = refs.filter((r) => r.x.payout > 0n);
    const accounts = await this.wallet.lockAccounts(tx, [...new Set(paying.flatMap((r) => [r.wallet, r.house]))]);
    const byCode = new Map(accounts.map((a) => [a.code, a.id]));
    const moved = await this.wallet.postBatch(
      tx,
      paying.map((r) => ({
        idempotencyKey: r.key,
        reason: 'game_win',
        reference: `round:${r.x.round.id}`,
        postings: [
          { accountId: byCode.get(r.house)!, amount: -r.x.payout },
          { accountId: byCode.get(r.wallet)!, amount: r.x.payout },
        ],
      })),
    );
    await this.repo.settleRoundsMany(
      tx,
      refs.map((r) => ({ id: r.x.round.id, providerId: r.x.round.provider_id, playerId: r.x.round.player_id, winRef: winRef(r.x.round.round_ref), payout: r.x.payout, outcome: r.x.outcome, ledgerTx: moved.ids.get(r.key) ?? null })),
    );
    for (const r of paying) this.wallet.announceBalance(tx, r.x.round.player_id, r.x.round.currency, moved.balances.get(byCode.get(r.wallet)!));
    await this.pipeline.settled(
      tx,
      open.map((x) => ({ playerId: x.round.player_id, product: 'casino' as const, risk: x.round.stake, gameId: x.round.game_id, source: `game:${x.round.id}` })),
    );
  }

  /**
   * Ends an open round of our own games by its rules (inside the caller's transaction, the round row locked): pays
   * `payout` (0: lost) with the final `outcome`, settles the round and counts its stake towards turnover. Once only:
   * the round's win transaction id is fixed, so a second call answers the first.
   */
  finishRound(tx: Tx, party: WalletParty, round: { round_ref: string }, payout: Poisha, outcome: unknown): Promise<WalletAnswer> {
    return this.win(tx, party, { txRef: winRef(round.round_ref), roundRef: round.round_ref, amount: payout, closeRound: true, outcome });
  }

  /** An earlier call with this transaction id: the same answer when it was the same call, else a conflict. */
  private async replay(tx: Tx, party: WalletParty, txRef: string, kind: 'bet' | 'win' | 'rollback', check: { amount?: Poisha; roundRef?: string }) {
    const prior = await this.repo.walletTx(tx, party.providerId, txRef);
    if (!prior) return null;
    if (prior.kind === 'refused') {
      throw new GameWalletError('TX_NOT_FOUND', 'This transaction was rolled back before it arrived.', await this.balance(tx, party), 409);
    }
    const round = prior.round_id ? await this.repo.roundById(tx, prior.round_id) : null;
    const same =
      prior.kind === kind &&
      prior.player_id === party.playerId &&
      (check.amount === undefined || prior.amount === check.amount) &&
      (check.roundRef === undefined || round?.round_ref === check.roundRef);
    if (!same) throw new GameWalletError('TX_CONFLICT', 'This transaction id was used for a different call.', await this.balance(tx, party));
    return { round: round ?? null, balance: await this.balance(tx, party), created: false } satisfies WalletAnswer;
  }

  /** Debit: opens the round if new. */
  async bet(tx: Tx, party: WalletParty, input: BetInput): Promise<WalletAnswer> {
    if (input.amount <= 0n) throw new GameWalletError('BAD_REQUEST', 'Amount must be positive.');
    await this.repo.lockTxRef(tx, party.providerId, input.txRef);
    const again = await this.replay(tx, party, input.txRef, 'bet', { amount: input.amount, roundRef: input.roundRef });
    if (again) return again;
    // Player protection (time-out, self-exclusion, session and loss limits), in this transaction, before any money moves.
    await this.pipeline.guard(tx, { playerId: party.playerId, amount: input.amount, product: 'casino', reference: `game:${party.gameId}`, gameSessionId: party.sessionId });
    await this.repo.insertRound(tx, {
      providerId: party.providerId,
      gameId: party.gameId,
      playerId: party.playerId,
      sessionId: party.sessionId,
      roundRef: input.roundRef,
      currency: party.currency,
      params: input.params,
      outcome: input.outcome,
      seedId: input.seedId,
      nonce: input.nonce,
      crashRoundId: input.crashRoundId,
      liveRoundId: input.liveRoundId,
    });
    const round = (await this.repo.roundByRef(tx, party.providerId, input.roundRef, true))!;
    if (round.player_id !== party.playerId || round.game_id !== party.gameId) {
      throw new GameWalletError('TX_CONFLICT', 'This round belongs to another player or game.', await this.balance(tx, party));
    }
    if (round.status !== 'open') throw new GameWalletError('ROUND_CLOSED', 'This round is already over.', await this.balance(tx, party));
    const row = await this.repo.insertWalletTx(tx, { ...this.rowOf(party, round), txRef: input.txRef, kind: 'bet', amount: input.amount });
    if (!row) return (await this.replay(tx, party, input.txRef, 'bet', { amount: input.amount, roundRef: input.roundRef }))!;
    try {
      const moved = await this.wallet.transfer(
        tx,
        {
          from: { player: party.playerId, currency: party.currency },
          to: houseOf(party.platform, party.currency, party.playerId),
          amount: input.amount,
          reason: 'game_bet',
          reference: `round:${round.id}`,
          idempotencyKey: ledgerKey(party.providerId, input.txRef),
        },
      );
      await this.repo.setLedgerTx(tx, row.id, moved.transactionId);
    } catch (e) {
      if (e instanceof InsufficientFundsError) throw new GameWalletError('INSUFFICIENT_FUNDS', e.message, e.balance);
      throw e;
    }
    await this.repo.addToRound(tx, round.id, { stake: input.amount });
    return { round: (await this.repo.roundById(tx, round.id))!, balance: await this.balance(tx, party), created: true };
  }

  /**
   * Credit (amount may be 0 for a lost round). `closeRound` settles it: won when it paid anything, else lost, and its
   * stake counts towards the player's turnover.
   */
  async win(
    tx: Tx,
    party: WalletParty,
    input: { txRef: string; roundRef: string; amount: Poisha; closeRound: boolean; outcome?: unknown },
  ): Promise<WalletAnswer> {
    if (input.amount < 0n) throw new GameWalletError('BAD_REQUEST', 'Amount must not be negative.');
    await this.repo.lockTxRef(tx, party.providerId, input.txRef);
    const again = await this.replay(tx, party, input.txRef, 'win', { amount: input.amount, roundRef: input.roundRef });
    if (again) return again;
    const round = await this.repo.roundByRef(tx, party.providerId, input.roundRef, true);
    if (!round || round.player_id !== party.playerId || round.game_id !== party.gameId || round.stake === 0n) {
      throw new GameWalletError('TX_NOT_FOUND', 'No bet for this round.', await this.balance(tx, party));
    }
    if (round.status !== 'open') throw new GameWalletError('ROUND_CLOSED', 'This round is already over.', await this.balance(tx, party));
    const row = await this.repo.insertWalletTx(tx, { ...this.rowOf(party, round), txRef: input.txRef, kind: 'win', amount: input.amount });
    if (!row) return (await this.replay(tx, party, input.txRef, 'win', { amount: input.amount, roundRef: input.roundRef }))!;
    if (input.amount > 0n) {
      const moved = await this.wallet.transfer(
        tx,
        {
          from: houseOf(party.platform, party.currency, party.playerId),
          to: { player: party.playerId, currency: party.currency },
          amount: input.amount,
          reason: 'game_win',
          reference: `round:${round.id}`,
          idempotencyKey: ledgerKey(party.providerId, input.txRef),
        },
      );
      await this.repo.setLedgerTx(tx, row.id, moved.transactionId);
      await this.repo.addToRound(tx, round.id, { payout: input.amount });
    }
    if (input.outcome !== undefined) await this.repo.setOutcome(tx, round.id, input.outcome);
    if (input.closeRound) await this.settle(tx, round.id);
    return { round: (await this.repo.roundById(tx, round.id))!, balance: await this.balance(tx, party), created: true };
  }

  /** Settles an open round by what it paid, and counts its stake towards turnover. */
  async settle(tx: Tx, roundId: bigint): Promise<void> {
    const r = (await this.repo.roundById(tx, roundId, true))!;
    if (r.status !== 'open') return;
    await this.repo.settleRound(tx, r.id, r.payout > 0n ? 'won' : r.stake === 0n ? 'refunded' : 'lost');
    // A refunded round (stake 0 after rollbacks) counts nothing; a settled one counts its stake once.
    await this.pipeline.settled(tx, [{ playerId: r.player_id, product: 'casino', risk: r.stake, gameId: r.game_id, source: `game:${r.id}` }]);
  }

  /**
   * Cancels an earlier bet or win (`referenceTxRef`) by a reversing ledger transaction. The rules:
   * - a rollback for a transaction we never saw is refused (TX_NOT_FOUND) and remembered: should that bet or win
   *   arrive later (out of order), it is refused too, and every retry of the rollback answers the same;
   * - a rollback and the transaction it cancels serialise on that transaction id (`lockTxRef`), so whichever comes
   *   second sees the first, on any number of server processes;
   * - a transaction already rolled back (by another rollback id, or an operator's refund) is not moved again: the
   *   rollback answers OK with the balance;
   * - a transaction of a settled round (won or lost) is not rolled back (ROUND_CLOSED): its result stands, and so does
   *   the turnover its stake earned. A round whose bets are all rolled back while open is refunded.
   */
  async rollback(
    tx: Tx,
    party: WalletParty,
    input: { txRef: string; referenceTxRef: string; roundRef?: string },
  ): Promise<WalletAnswer> {
    await this.repo.lockTxRef(tx, party.providerId, input.referenceTxRef);
    const again = await this.replay(tx, party, input.txRef, 'rollback', {});
    if (again) {
      const prior = (await this.repo.walletTx(tx, party.providerId, input.txRef))!;
      if (prior.reference_tx_ref !== input.referenceTxRef) throw new GameWalletError('TX_CONFLICT', 'This transaction id was used for a different call.', again.balance);
      if (prior.ledger_tx_id === null && prior.amount === 0n && !again.round) {
        throw new GameWalletError('TX_NOT_FOUND', 'No such transaction to roll back.', again.balance);
      }
      return again;
    }
    const found = await this.repo.walletTx(tx, party.providerId, input.referenceTxRef);
    if (!found || found.kind === 'refused' || found.kind === 'rollback' || found.player_id !== party.playerId) {
      if (!found) {
        // Remember both: the rollback (so a retry answers the same) and a tombstone for the missing bet.
        await this.repo.insertWalletTx(tx, { providerId: party.providerId, txRef: input.txRef, kind: 'rollback', roundId: null, playerId: party.playerId, amount: 0n, referenceTxRef: input.referenceTxRef });
        await this.repo.insertWalletTx(tx, { providerId: party.providerId, txRef: input.referenceTxRef, kind: 'refused', roundId: null, playerId: party.playerId, amount: 0n });
      }
      throw new GameWalletError('TX_NOT_FOUND', 'No such transaction to roll back.', await this.balance(tx, party));
    }
    // The round's lock first, then the target as it is now (an operator's refund may have reversed it meanwhile).
    const round = (await this.repo.roundById(tx, found.round_id!, true))!;
    const target = (await this.repo.walletTx(tx, party.providerId, input.referenceTxRef))!;
    if (!target.rolled_back && round.status !== 'open') {
      throw new GameWalletError('ROUND_CLOSED', 'This round is already settled; its transactions cannot be rolled back.', await this.balance(tx, party));
    }
    const row = await this.repo.insertWalletTx(tx, {
      ...this.rowOf(party, round),
      txRef: input.txRef,
      kind: 'rollback',
      amount: target.rolled_back ? 0n : target.amount,
      referenceTxRef: input.referenceTxRef,
    });
    if (!row) return (await this.replay(tx, party, input.txRef, 'rollback', {}))!;
    if (!target.rolled_back) await this.undo(tx, party, round, target, row.id, input.txRef);
    return { round: (await this.repo.roundById(tx, round.id))!, balance: await this.balance(tx, party), created: true };
  }

  private async undo(
    tx: Tx,
    party: Pick<WalletParty, 'providerId' | 'playerId' | 'currency'>,
    round: GameRoundRow,
    target: { id: bigint; kind: string; amount: bigint; ledger_tx_id: bigint | null },
    rowId: bigint,
    txRef: string,
    /** Why, on the ledger (an operator's refund names the staff member); default the round. */
    reference = `round:${round.id}`,
  ) {
    if (target.ledger_tx_id !== null) {
      try {
        const moved = await this.wallet.reverse(
          tx,
          { transactionId: target.ledger_tx_id, reason: 'game_rollback', reference, idempotencyKey: ledgerKey(party.providerId, txRef) },
        );
        await this.repo.setLedgerTx(tx, rowId, moved.transactionId);
      } catch (e) {
        if (e instanceof InsufficientFundsError) throw new GameWalletError('INSUFFICIENT_FUNDS', e.message, e.balance);
        throw e;
      }
    }
    await this.repo.markRolledBack(tx, target.id);
    await this.repo.addToRound(tx, round.id, target.kind === 'bet' ? { stake: -target.amount } : { payout: -target.amount });
    const now = (await this.repo.roundById(tx, round.id))!;
    if (now.stake === 0n && now.status === 'open') await this.repo.settleRound(tx, round.id, 'refunded');
  }

  /**
   * Refunds an open round (an interrupted game that cannot finish by its rules, or an operator's decision):
   * every bet not yet rolled back is reversed; wins already paid stay paid. The round ends refunded.
   */
  async refundOpenRound(roundId: bigint, reference: string): Promise<void> {
    await this.inTransaction((tx) => this.refundInTx(tx, roundId, reference));
  }

  async refundInTx(tx: Tx, roundId: bigint, reference: string): Promise<void> {
    const round = await this.repo.roundById(tx, roundId, true);
    if (!round) throw AppError.notFound('Round not found.');
    if (round.status !== 'open') throw new AppError('conflict', 'This round is already over.');
    const party = { providerId: round.provider_id, playerId: round.player_id, currency: round.currency };
    for (const t of await this.repo.roundWalletTxs(tx, round.id)) {
      if (t.kind !== 'bet' || t.rolled_back) continue;
      const txRef = `refund:${t.tx_ref}`;
      const row = await this.repo.insertWalletTx(tx, { providerId: round.provider_id, txRef, kind: 'rollback', roundId: round.id, playerId: round.player_id, amount: t.amount, referenceTxRef: t.tx_ref });
      if (!row) continue;
      await this.undo(tx, party, round, t, row.id, txRef, reference);
    }
    const after = (await this.repo.roundById(tx, round.id))!;
    if (after.status === 'open') await this.repo.settleRound(tx, round.id, 'refunded');
  }

  private rowOf(party: WalletParty, round: GameRoundRow) {
    return { providerId: party.providerId, roundId: round.id, playerId: party.playerId };
  }

  /** Open bets keep turnover tickets from the low-balance release (TurnoverService's probe). */
  hasOpenRound(tx: Tx, playerId: bigint): Promise<boolean> {
    return this.repo.hasOpenRound(tx, playerId);
  }
}
