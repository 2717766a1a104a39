import { GAME_MESSAGES, dhakaMidnight, startOfDhakaDay, toWire, type BettingGroup, type BettingRecord, type BettingTypes } from '@khela/domain';
import type { Db } from '../db/database';
import { AppError } from '../shared/errors';
import { gamesRepository as repo } from './games.repository';

const DAY_MS = 86_400_000;

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
  constructor(private readonly db: Db) {}

  async groups(playerId: bigint, q: { platform?: string; game_type?: string; date?: string; settled?: string }): Promise<{ data: BettingGroup[] }> {
    const date = q.date === undefined || q.date === '' ? 7 : Number(q.date);
    if (![0, 1, 7].includes(date)) throw AppError.badRequest(GAME_MESSAGES.recordFilter);
    const from = dhakaMidnight(date === 7 ? 6 : date);
    const until = date === 1 ? dhakaMidnight(0) : null;
    const rows = await repo.recordGroups(this.db, {
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
    const rows = await repo.recordBets(this.db, {
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
    const [platforms, types] = await Promise.all([repo.platformsPlayed(this.db), repo.types(this.db)]);
    return { data: { platforms, types } };
  }
}
