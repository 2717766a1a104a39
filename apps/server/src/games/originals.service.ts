import {
  GAME_LIMITS,
  GAME_MESSAGES,
  MINES_TILES,
  ONE_SHOT_GAMES,
  PARAM_MESSAGES,
  minePositions,
  minesMultiplier,
  parsePlayParams,
  settleOneShot,
  stakeOf,
  toWire,
  type MinesOutcome,
  type OneShotGame,
  type OriginalGame,
  type PlayResult,
  type Poisha,
  type RoundView,
} from '@khela/domain';
import type { Db } from '../db/database';
import { AppError } from '../shared/errors';
import { readAmount, readRequestId } from '../shared/read';
import type { Tx } from '../db/unit-of-work';
import type { FairService } from './fair.service';
import { partyOfRound, partyOfSession, type GameWalletService, type WalletParty } from './game-wallet.service';
import { GamesRepository, type GameRoundRow, type RoundWithSeed } from './games.repository';
import type { GameSession } from './launch.service';

const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A Mines game left alone this long is finished by its rules (cashed out at its multiplier, or refunded). */
export const MINES_IDLE_MS = 30 * 60_000;

/** A round's stake as the games read it: a 400 "Bet at least 1.00 and at most 10,000.00." outside the limits. */
export const BET_AMOUNT = { field: 'amount', code: 'bad_request', invalid: GAME_MESSAGES.betRange, min: GAME_LIMITS.minBet, max: GAME_LIMITS.maxBet } as const;
/** A round's request id as the games read it: a 400 "Please try again." when malformed or absent. */
export const ROUND_REQUEST_ID = { code: 'bad_request', message: GAME_MESSAGES.requestId } as const;

/** stake × multiplier (4 decimals), rounded down to the poisha and capped at the most one round may pay. */
function minesPayout(stake: Poisha, multiplier: number): Poisha {
  const p = (stake * BigInt(Math.round(multiplier * 10_000))) / 10_000n;
  return p > GAME_LIMITS.maxPayout ? GAME_LIMITS.maxPayout : p;
}

/** payout / amount with 4 decimals, as text. */
function ratio(payout: bigint, stake: bigint): string {
  if (stake === 0n) return '0.0000';
  const x = (payout * 10_000n) / stake;
  return `${x / 10_000n}.${String(x % 10_000n).padStart(4, '0')}`;
}

/** A round as the games app and the verifier read it; the server seed only once revealed. */
function roundView(r: RoundWithSeed): RoundView {
  return {
    id: String(r.id),
    public_id: r.public_id,
    game: r.game_code as OriginalGame,
    status: r.status,
    amount: toWire(r.stake),
    payout: toWire(r.payout),
    multiplier: ratio(r.payout, r.stake),
    params: r.params,
    outcome: r.status === 'open' && r.game_code === 'mines' ? hideMines(r.outcome) : r.outcome,
    created_at: r.created_at.toISOString(),
    settled_at: r.settled_at ? r.settled_at.toISOString() : null,
    fair:
      r.server_seed_hash && r.client_seed && r.nonce !== null
        ? { server_seed_hash: r.server_seed_hash, client_seed: r.client_seed, nonce: r.nonce, server_seed: r.seed_status === 'revealed' ? r.server_seed : null }
        : null,
  };
}

function hideMines(o: unknown): unknown {
  return o && typeof o === 'object' ? { ...(o as MinesOutcome), mines: null } : o;
}

/**
 * Our own games' rules (provider KHELA): what a bet may be, its outcome and what it pays. The money, the round and
 * its idempotency are the game wallet's: a one-shot game is one `GameWalletService.playRound` (bet, win and
 * settlement in one transaction with the outcome); Mines opens a round the same way, reveals tiles, and ends it by
 * `finishRound` (cashed out or lost). Outcomes come from packages/domain's fair functions over the player's seed
 * pair and the bet's nonce, so the verifier recomputes every round.
 */
export class OriginalsService {
  constructor(
    private readonly db: Db,
    private readonly gameWallet: GameWalletService,
    private readonly fair: FairService,
    /** The queries of its tables: passed in, or made here when none is (a test may pass its own). */
    private readonly repo: GamesRepository = new GamesRepository(),
  ) {}

  private async result(tx: Tx, roundId: bigint, playerId: bigint, balance: Poisha): Promise<PlayResult> {
    const r = (await this.repo.roundWithSeed(tx, roundId))!;
    return { round: roundView(r), balance: toWire(balance), fair: await this.fair.state(playerId, tx) };
  }

  /**
   * A new round of the session's game in one call to the game wallet: the player's seed row locked first (their
   * bets queue there; a retry then finds its round), then `rules` take the nonce and decide.
   */
  private newRound(
    s: GameSession,
    requestId: string,
    stake: Poisha,
    rules: (tx: Tx, seeds: Awaited<ReturnType<FairService['take']>>) => Promise<{ params: unknown; outcome: unknown; payout?: Poisha }>,
  ): Promise<PlayResult> {
    return this.gameWallet.playRound(partyOfSession(s), {
      requestId,
      stake,
      lock: (tx) => this.fair.lock(tx, s.player_id),
      open: async (tx, seed) => {
        const seeds = await this.fair.take(tx, seed);
        return { ...(await rules(tx, seeds)), seedId: seeds.seedId, nonce: seeds.nonce };
      },
      answer: (tx, round, balance) => this.result(tx, round.id, s.player_id, balance),
    });
  }

  async play(s: GameSession, b: { request_id?: unknown; amount?: unknown; params?: unknown }): Promise<PlayResult> {
    const game = s.game_code as OneShotGame;
    if (!(ONE_SHOT_GAMES as readonly string[]).includes(game)) throw AppError.badRequest(GAME_MESSAGES.wrongGame);
    const requestId = readRequestId(b.request_id, ROUND_REQUEST_ID);
    const parsed = parsePlayParams(game, b.params ?? {});
    if (!parsed.ok) throw AppError.badRequest(parsed.message);
    // Roulette's stake is the sum of its chips; an `amount` sent with it must say the same.
    const stake = stakeOf(game, parsed.params, game === 'roulette' ? 0n : readAmount(b.amount, BET_AMOUNT));
    if (game === 'roulette' && b.amount !== undefined && readAmount(b.amount, BET_AMOUNT) !== stake) throw AppError.badRequest(PARAM_MESSAGES.rouletteTotal);
    if (stake < GAME_LIMITS.minBet || stake > GAME_LIMITS.maxBet) throw AppError.badRequest(GAME_MESSAGES.betRange);
    const decide = (seeds: { serverSeed: string; clientSeed: string; nonce: number }) => {
      const settled = settleOneShot(game, seeds, parsed.params, stake);
      const payout = settled.payout > GAME_LIMITS.maxPayout ? GAME_LIMITS.maxPayout : settled.payout;
      return { params: parsed.params as unknown, outcome: settled.outcome as unknown, payout };
    };
    // The quick path (written in groups with the rounds that arrive with it); a retry, a first round without a seed
    // or a new house shard go the general way.
    return this.gameWallet.playInstant(
      partyOfSession(s),
      {
        requestId,
        stake,
        decide,
        answer: (w) => ({
          round: roundView({
            id: w.id,
            public_id: w.publicId,
            player_id: s.player_id,
            crash_round_id: null,
            game_code: game,
            status: w.status,
            stake: w.stake,
            payout: w.payout,
            params: w.params,
            outcome: w.outcome,
            created_at: w.createdAt,
            settled_at: w.settledAt,
            server_seed_hash: w.seed.serverSeedHash,
            client_seed: w.seed.clientSeed,
            nonce: w.seed.nonce,
            seed_status: 'active',
            server_seed: w.seed.serverSeed,
          }),
          balance: toWire(w.balance),
          fair: { server_seed_hash: w.seed.serverSeedHash, client_seed: w.seed.clientSeed, nonce: w.seed.nonce + 1 },
        }),
      },
      () => this.newRound(s, requestId, stake, async (_tx, seeds) => decide(seeds)),
    );
  }

  async history(s: GameSession, limit: number): Promise<RoundView[]> {
    const rows = await this.repo.history(this.db, s.player_id, s.game_id, Math.min(50, Math.max(1, limit)));
    return rows.map(roundView);
  }

  /**
   * Public verifier: a round by its public id (a uuid, never the sequential internal id, so rounds cannot be listed),
   * with its seeds (the server seed only once revealed).
   */
  async publicRound(publicId: string): Promise<RoundView> {
    if (!PUBLIC_ID.test(publicId)) throw AppError.notFound(GAME_MESSAGES.roundNotFound);
    const r = await this.repo.roundWithSeedByPublicId(this.db, publicId.toLowerCase());
    if (!r || r.crash_round_id !== null || r.server_seed_hash === null) throw AppError.notFound(GAME_MESSAGES.roundNotFound);
    return roundView(r);
  }

  // ---------------------------------------------------------------- Mines
  private requireMines(s: GameSession) {
    if (s.game_code !== 'mines') throw AppError.badRequest(GAME_MESSAGES.wrongGame);
  }

  async minesActive(s: GameSession): Promise<RoundView | null> {
    this.requireMines(s);
    const open = await this.repo.openRoundOf(this.db, s.player_id, s.game_id);
    if (!open) return null;
    return roundView((await this.repo.roundWithSeed(this.db, open.id))!);
  }

  async minesStart(s: GameSession, b: { request_id?: unknown; amount?: unknown; mines?: unknown }): Promise<PlayResult> {
    this.requireMines(s);
    const requestId = readRequestId(b.request_id, ROUND_REQUEST_ID);
    const amount = readAmount(b.amount, BET_AMOUNT);
    const mines = b.mines;
    if (typeof mines !== 'number' || !Number.isInteger(mines) || mines < 1 || mines > MINES_TILES - 1) throw AppError.badRequest(GAME_MESSAGES.minesCount);
    // One open game at a time (refused in the round's transaction, so the nonce it took is not used up).
    // No payout: the round stays open.
    return this.newRound(s, requestId, amount, async (tx) => {
      if (await this.repo.openRoundOf(tx, s.player_id, s.game_id)) throw new AppError('conflict', GAME_MESSAGES.minesOpen);
      return { params: { mines }, outcome: { revealed: [], mines: null, multiplier: 1, next_multiplier: minesMultiplier(mines, 1) } satisfies MinesOutcome };
    });
  }

  private async lockOpenMines(tx: Tx, s: GameSession, roundId: unknown) {
    if (typeof roundId !== 'string' || !/^\d{1,18}$/.test(roundId)) throw AppError.notFound(GAME_MESSAGES.roundNotFound);
    const round = await this.repo.roundById(tx, BigInt(roundId), true);
    if (!round || round.player_id !== s.player_id || round.game_id !== s.game_id) throw AppError.notFound(GAME_MESSAGES.roundNotFound);
    const seed = (await this.repo.seedById(tx, round.seed_id!))!;
    const mines = (round.params as { mines: number }).mines;
    const board = minePositions({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: round.nonce! }, mines);
    return { round, mines, board, outcome: round.outcome as MinesOutcome };
  }

  async minesReveal(s: GameSession, b: { round_id?: unknown; tile?: unknown }): Promise<PlayResult> {
    this.requireMines(s);
    const tile = b.tile;
    if (typeof tile !== 'number' || !Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) throw AppError.badRequest(GAME_MESSAGES.tileInvalid);
    const party = partyOfSession(s);
    return this.gameWallet.inTransaction(async (tx) => {
      const { round, mines, board, outcome } = await this.lockOpenMines(tx, s, b.round_id);
      if (round.status !== 'open') throw new AppError('conflict', GAME_MESSAGES.roundOver);
      if (outcome.revealed.includes(tile)) throw new AppError('conflict', GAME_MESSAGES.tileOpen);
      const revealed = [...outcome.revealed, tile];
      if (board.includes(tile)) return this.finish(tx, s, party, round, 0n, { revealed, mines: board, multiplier: 0, next_multiplier: null });
      const safeLeft = MINES_TILES - mines - revealed.length;
      const multiplier = minesMultiplier(mines, revealed.length);
      if (safeLeft === 0) return this.cashOut(tx, s, party, round, { revealed, mines: board, multiplier, next_multiplier: null });
      await this.repo.setOutcome(tx, round.id, { revealed, mines: null, multiplier, next_multiplier: minesMultiplier(mines, revealed.length + 1) } satisfies MinesOutcome);
      return this.result(tx, round.id, s.player_id, await this.gameWallet.balance(tx, party));
    });
  }

  async minesCashout(s: GameSession, b: { round_id?: unknown }): Promise<PlayResult> {
    this.requireMines(s);
    return this.gameWallet.inTransaction(async (tx) => {
      const { round, board, outcome } = await this.lockOpenMines(tx, s, b.round_id);
      if (round.status !== 'open') throw new AppError('conflict', GAME_MESSAGES.roundOver);
      if (outcome.revealed.length === 0) throw AppError.badRequest(GAME_MESSAGES.nothingRevealed);
      return this.cashOut(tx, s, partyOfSession(s), round, { ...outcome, mines: board, next_multiplier: null });
    });
  }

  /** Cashes out at the outcome's multiplier. */
  private cashOut(tx: Tx, s: GameSession, party: WalletParty, round: GameRoundRow, outcome: MinesOutcome) {
    return this.finish(tx, s, party, round, minesPayout(round.stake, outcome.multiplier), outcome);
  }

  /** Ends the game (the game wallet pays `payout` and settles the round) and answers it. */
  private async finish(tx: Tx, s: GameSession, party: WalletParty, round: GameRoundRow, payout: Poisha, outcome: MinesOutcome) {
    const r = await this.gameWallet.finishRound(tx, party, round, payout, outcome);
    return this.result(tx, round.id, s.player_id, r.balance);
  }

  /**
   * Finishes a Mines game its player left (MINES_IDLE_MS without a move) by the game's rules: cashed out at its
   * multiplier when tiles were opened, otherwise the stake is refunded.
   */
  async finishIdleMines(roundId: bigint): Promise<void> {
    await this.gameWallet.inTransaction(async (tx) => {
      const round = await this.repo.roundById(tx, roundId, true);
      if (!round || round.status !== 'open') return;
      const outcome = round.outcome as MinesOutcome;
      if (outcome.revealed.length === 0) {
        await this.gameWallet.refundInTx(tx, round.id, 'mines idle');
        return;
      }
      const game = (await this.repo.gameById(tx, round.game_id))!;
      const seed = (await this.repo.seedById(tx, round.seed_id!))!;
      const mines = (round.params as { mines: number }).mines;
      const board = minePositions({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: round.nonce! }, mines);
      const payout = minesPayout(round.stake, outcome.multiplier);
      await this.gameWallet.finishRound(tx, partyOfRound(round, game.platform), round, payout, { ...outcome, mines: board, next_multiplier: null });
    });
  }
}
