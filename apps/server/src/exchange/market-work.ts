import { MESSAGES, toWire } from '@khela/domain';
import type { Tx } from '../db/unit-of-work';
import { AppError } from '../shared/errors';
import { InsufficientFundsError, type WalletService } from '../wallet/wallet.service';
import type { MarketCommand } from './commands';
import type { ExchangeRepository } from './exchange.repository';
import type { MarketState } from './market-state';
import type { BetView, OrderView } from './views';

/**
 * What every command's work on a market sees and shares (exchange.commands.ts runs it; match-odds.ts, house-bets.ts
 * and settlement.ts write it): the locked market row, its in-memory state, the changes it reports, and the few rules
 * the three kinds of market have in common.
 */

/** House accounts of the exchange (per currency). */
export const HOUSE = {
  /** Player-to-player settlement passes through here; it nets to zero per settled market. */
  clearing: 'exchange-clearing',
  /** Commission on net winnings (Match Odds). */
  commission: 'exchange-commission',
  /** The house's side of Bookmaker and Fancy bets: its profit or loss. */
  book: 'exchange-book',
} as const;

type LockedMarket = NonNullable<Awaited<ReturnType<ExchangeRepository['lockMarket']>>>;
export type MarketRow = NonNullable<Awaited<ReturnType<ExchangeRepository['market']>>>;
/** The market row as its command's transaction locked it (status and version), with the whole market. */
export type MarketAt = LockedMarket & { market: MarketRow };

/** What one command changed, collected for the batch's one ledger sync and version bump. */
export interface Changes {
  players: Set<bigint>;
  matched: bigint;
  bump: Parameters<ExchangeRepository['bumpMarket']>[2];
  /** The command has written or changed the book: a refusal now must roll its batch back. */
  mutated: boolean;
  /** Settled or voided: every position goes to zero without ledger moves of its own (the command moved the money). */
  settled?: boolean;
}

/** What a command does inside its market's transaction. */
export type Work<T> = (tx: Tx, row: MarketAt, state: MarketState, ch: Changes) => Promise<T>;

/** What the writer answers to each command (the same JSON shape when it comes back from another process). */
export interface Answers {
  place: OrderView;
  cancel: OrderView;
  bookmaker: BetView;
  fancy: BetView;
  status: { status: 'open' | 'suspended' };
  inplay: { in_play: boolean };
  close: { status: string };
  settle: { status: 'settled' };
  resettle: { status: 'settled' };
  void: { status: 'voided' };
  prices: object;
  limits: object;
  requote: { placed: number };
}

/** Sends a command to its market's writer (here or in the process that owns the market) and answers its outcome. */
export type Submit = <C extends MarketCommand>(cmd: C) => Promise<Answers[C['type']]>;

/** What a market's commands tell the rest of the app after their commit. */
export interface MarketChange {
  marketId: bigint;
  /** Players whose orders or position changed (their pages refresh). */
  players: bigint[];
}

/** What a settled market counted for one player (the exchange's settlement events). */
export interface SettledStake {
  playerId: bigint;
  /** The counted amount (not the matched volume). */
  stake: bigint;
  product: 'exchange' | 'bookmaker' | 'fancy';
  gameType: string;
  /** `xch:<market>:<player>`: once per market and player. */
  source: string;
}

export const closedStatuses = new Set(['closed', 'settled', 'voided']);

export function requireOpen(m: { status: string; ball_running?: boolean }, checkBall = false): void {
  if (closedStatuses.has(m.status)) throw new AppError('market_unavailable', MESSAGES.exchangeMarketClosed);
  if (m.status === 'suspended') throw new AppError('market_unavailable', MESSAGES.exchangeMarketSuspended);
  if (checkBall && m.ball_running) throw new AppError('market_unavailable', MESSAGES.exchangeBallRunning);
}

export function stakeLimits(m: { min_stake: bigint; max_stake: bigint }, stake: bigint): void {
  const details = { min: toWire(m.min_stake), max: toWire(m.max_stake) };
  if (stake < m.min_stake) throw new AppError('validation_failed', MESSAGES.exchangeBelowMin, { size: [MESSAGES.exchangeBelowMin] }, undefined, details);
  if (stake > m.max_stake) throw new AppError('validation_failed', MESSAGES.exchangeAboveMax, { size: [MESSAGES.exchangeAboveMax] }, undefined, details);
}

/**
 * A player's main balance as a transaction began moving exposures: read once per transaction (the exposure moves of
 * a batch happen together at its end, so it stays right for every command in it).
 */
export class TxBalances {
  private readonly seen = new WeakMap<object, Map<bigint, bigint>>();

  constructor(private readonly wallet: WalletService) {}

  async of(tx: Tx, playerId: bigint, currency: string): Promise<bigint> {
    let seen = this.seen.get(tx);
    if (!seen) this.seen.set(tx, (seen = new Map()));
    let b = seen.get(playerId);
    if (b === undefined) seen.set(playerId, (b = await this.wallet.balanceOf(playerId, currency, tx)));
    return b;
  }

  /** Forgets what this transaction read (the exposures moved since: the market maker's quotes, one by one). */
  forget(tx: Tx): void {
    this.seen.delete(tx);
  }

  /** Refuses a bet the balance does not cover. */
  async require(tx: Tx, playerId: bigint, currency: string, need: bigint): Promise<void> {
    if (need <= 0n) return;
    const balance = await this.of(tx, playerId, currency);
    if (balance < need) throw new InsufficientFundsError(balance);
  }
}
