import { GAME_MESSAGES, dhakaMidnight, startOfDhakaDay, toWire, type BettingGroup, type BettingRecord, type BettingTypes, type LiveDeal } from '@khela/domain';
import type { Db } from '../db/database';
import { AppError } from '../shared/errors';
import { GamesRepository } from './games.repository';
import { RecallRepository, type ExportedRound } from './recall.repository';
import type { RoundRecall } from './recall.schemas';

const DAY_MS = 86_400_000;
/** Rounds read per page by the account history's export. */
const EXPORT_PAGE = 500;

/** payout / stake with 4 decimals, as text. */
function ratio(payout: bigint, stake: bigint): string {
  if (stake === 0n) return '0.0000';
  const x = (payout * 10_000n) / stake;
  return `${x / 10_000n}.${String(x % 10_000n).padStart(4, '0')}`;
}

function readSettled(raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw AppError.badRequest(GAME_MESSAGES.recordFilter);
}

function readOne(raw: string | undefined, pattern: RegExp): string | undefined {
  if (raw === undefined || raw === '' || raw.toUpperCase() === 'ALL') return undefined;
  const v = raw.trim().toUpperCase();
  if (!pattern.test(v)) throw AppError.badRequest(GAME_MESSAGES.recordFilter);
  return v;
}

/**
 * Betting records (spec 2 §2, §3, §7): settled rounds grouped by platform, game type and day (GMT+6), with the
 * single bets of a group; filters platform, game type, date Today(0) / Yesterday(1) / Last 7 days(7).
 */
export class BettingRecordsService {
  constructor(private readonly db: Db, private readonly rounds: RecallRepository = new RecallRepository(), private readonly repo: GamesRepository = new GamesRepository()) {}

  async groups(playerId: bigint, q: { platform?: string; game_type?: string; date?: string; settled?: string }): Promise<{ data: BettingGroup[] }> {
    const date = q.date === undefined || q.date === '' ? 7 : Number(q.date);
    if (![0, 1, 7].includes(date)) throw AppError.badRequest(GAME_MESSAGES.recordFilter);
    const from = dhakaMidnight(date === 7 ? 6 : date);
    const until = date === 1 ? dhakaMidnight(0) : null;
    const rows = await this.repo.recordGroups(this.db, {
      playerId,
      settled: readSettled(q.settled),
      from,
      to: until,
      platform: readOne(q.platform, /^[A-Z0-9_]{2,20}$/),
      type: readOne(q.game_type, /^[A-Z]{2,12}$/),
    });
    const data = rows.map((r) => ({
        key: `${r.platform}|${r.game_type}|${r.day}`,
        platform: r.platform,
        game_type: r.game_type,
        date: r.day,
        bet_count: Number(r.bet_count),
        turnover: toWire(BigInt(r.turnover ?? '0')),
        profit_loss: toWire(BigInt(r.profit_loss ?? '0')),
        settle_date: r.settle_date ? new Date(r.settle_date as unknown as string).toISOString() : null,
      }));
    return { data };
  }

  async bets(playerId: bigint, q: { platform?: string; game_type?: string; date?: string; settled?: string }): Promise<{ data: BettingRecord[] }> {
    const platform = readOne(q.platform, /^[A-Z0-9_]{2,20}$/);
    const type = readOne(q.game_type, /^[A-Z]{2,12}$/);
    const day = q.date ? startOfDhakaDay(q.date) : null;
    if (!platform || !type || !day) throw AppError.badRequest(GAME_MESSAGES.recordFilter);
    const dayStart = day.getTime();
    const rows = await this.repo.recordBets(this.db, {
      playerId,
      settled: readSettled(q.settled),
      platform,
      type,
      from: new Date(dayStart),
      to: new Date(dayStart + DAY_MS),
    });
    return {
      data: rows.map((r) => ({
        id: String(r.id),
        platform: r.platform,
        game_type: r.type,
        game_code: r.code,
        game_name: r.name,
        bet_amount: toWire(r.stake),
        winAmount: toWire(r.payout),
        profit_loss: toWire(r.payout - r.stake),
        status: r.status,
        created_at: r.created_at.toISOString(),
        settled_at: r.settled_at ? r.settled_at.toISOString() : null,
      })),
    };
  }

  async types(): Promise<{ data: BettingTypes }> {
    const [platforms, types] = await Promise.all([this.repo.platformsPlayed(this.db), this.repo.types(this.db)]);
    return { data: { platforms, types } };
  }

  /**
   * GET /api/betting-record/rounds/{id}: one of the player's rounds (another player's is a 404) with its outcome and,
   * for our games, the fairness proof (the server seed once rotated) and the verifier's address; a provider's round
   * shows what we hold (stake, win, times, its round id). A Mines board stays hidden while the game is open.
   */
  async recall(playerId: bigint, rawId: string): Promise<RoundRecall> {
    if (!/^\d{1,18}$/.test(rawId)) throw AppError.notFound(GAME_MESSAGES.roundNotFound);
    const r = await this.rounds.playerRound(this.db, playerId, BigInt(rawId));
    if (!r) throw AppError.notFound(GAME_MESSAGES.roundNotFound);
    const own = r.provider_kind === 'internal';
    const hideBoard = r.status === 'open' && r.game_code === 'mines';
    const liveSpots = own && r.live_round_id !== null ? await this.rounds.liveSpots(this.db, r.live_round_id, playerId) : [];
    const outcome = !own ? null : hideBoard && r.outcome && typeof r.outcome === 'object' ? { ...(r.outcome as object), mines: null } : r.outcome;
    return {
      id: String(r.id),
      platform: r.platform,
      provider_name: r.provider_name,
      own,
      game_code: r.game_code,
      game_name: r.game_name,
      game_name_bn: r.game_name_bn,
      game_type: r.game_type,
      round_ref: r.round_ref,
      status: r.status,
      currency: r.currency,
      stake: toWire(r.stake),
      payout: toWire(r.payout),
      net: toWire(r.payout - r.stake),
      multiplier: ratio(r.payout, r.stake),
      created_at: r.created_at.toISOString(),
      settled_at: r.settled_at ? r.settled_at.toISOString() : null,
      params: own ? (r.params ?? null) : null,
      outcome: outcome ?? null,
      fair:
        own && r.server_seed_hash && r.client_seed && r.nonce !== null
          ? {
              public_id: r.public_id,
              server_seed_hash: r.server_seed_hash,
              server_seed: r.server_seed,
              client_seed: r.client_seed,
              nonce: r.nonce,
              verify_url: `/play/verify?round=${r.public_id}`,
            }
          : null,
      crash:
        own && r.crash_round_id !== null
          ? { round_id: String(r.crash_round_id), crash_point: r.crash_point === null ? null : r.crash_point / 100, hash: r.crash_hash, verify_url: `/play/verify?crash=${r.crash_round_id}` }
          : null,
      live:
        own && r.live_round_id !== null && r.live_phase
          ? {
              round_id: String(r.live_round_id),
              table_id: String(r.live_table_id),
              phase: r.live_phase,
              spots: Object.fromEntries(liveSpots.map((b) => [b.spot, toWire(b.stake)])),
              deal: (r.live_deal as LiveDeal | null) ?? null,
              seed: r.live_seed,
              verify_url: `/play/verify?live=${r.live_round_id}`,
            }
          : null,
    };
  }

  /**
   * The player's rounds placed in [from, to), oldest first, read EXPORT_PAGE at a time (the account history's CSV):
   * a year of a heavy player is never in memory at once.
   */
  async *exportRounds(playerId: bigint, from: Date, to: Date): AsyncGenerator<ExportedRound> {
    let after: { at: string; id: bigint } | null = null;
    for (;;) {
      const rows = await this.rounds.roundsPage(this.db, playerId, from, to, after, EXPORT_PAGE);
      yield* rows;
      if (rows.length < EXPORT_PAGE) return;
      const last = rows[rows.length - 1]!;
      after = { at: last.cursor, id: last.id };
    }
  }
}
