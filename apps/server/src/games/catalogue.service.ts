import {
  DEFAULT_GAME_SYSTEM_TYPE,
  GAME_MESSAGES,
  GAME_TYPES,
  type FavoritesResponse,
  type GameCountsResponse,
  type GameItemBn,
  type GamesResponseBn,
  type ProvidersResponse,
  type SystemsResponse,
} from '@khela/domain';
import type { Db } from '../db/database';
import { AppError } from '../shared/errors';
import { GamesRepository } from './games.repository';

const PLATFORM = /^[A-Z0-9_]{2,20}$/;

/** A provider list from a query: a JSON list (`["KHELA","JILI"]`, as the spec's client sends) or a comma list. */
function readPlatforms(raw: string | undefined): string[] | null {
  if (raw === undefined || raw.trim() === '') return null;
  let list: unknown;
  const s = raw.trim();
  if (s.startsWith('[')) {
    try {
      list = JSON.parse(s);
    } catch {
      throw AppError.badRequest(GAME_MESSAGES.unknownSystem);
    }
  } else list = s.split(',');
  if (!Array.isArray(list) || list.length > 50) throw AppError.badRequest(GAME_MESSAGES.unknownSystem);
  const out: string[] = [];
  for (const p of list) {
    if (typeof p !== 'string') throw AppError.badRequest(GAME_MESSAGES.unknownSystem);
    const v = p.trim().toUpperCase();
    if (v === '' || v === 'ALL') continue;
    if (!PLATFORM.test(v)) throw AppError.badRequest(GAME_MESSAGES.unknownSystem);
    out.push(v);
  }
  return out.length ? [...new Set(out)] : null;
}

function readType(raw: string | undefined, fallback: string | null): string | null {
  if (raw === undefined || raw.trim() === '') return fallback;
  const v = raw.trim().toUpperCase();
  if (!(GAME_TYPES as readonly string[]).includes(v)) throw AppError.badRequest(GAME_MESSAGES.unknownType);
  return v;
}

/** The public catalogue calls (spec 2 §7) and the player's favourites. */
export class CatalogueService {
  constructor(private readonly db: Db, private readonly repo: GamesRepository = new GamesRepository()) {}

  async systems(typeRaw: string | undefined): Promise<SystemsResponse> {
    const type = readType(typeRaw, DEFAULT_GAME_SYSTEM_TYPE)!;
    const rows = await this.repo.systemsOfType(this.db, type);
    return {
      systems: rows.map((r) => ({ system: r.platform, name: r.name, type, logo: r.logo || null })),
      message: rows.length ? 'success' : GAME_MESSAGES.noProviders,
    };
  }

  /** `type` (ours, optional): count only that type's games in `game_count`. */
  async providers(systemRaw: string | undefined, typeRaw?: string): Promise<ProvidersResponse> {
    const rows = await this.repo.providers(this.db, readPlatforms(systemRaw), readType(typeRaw, null));
    return {
      data: rows.map((r) => ({ platform: r.platform, name: r.name, logo: r.logo || null, game_count: Number(r.game_count ?? 0) })),
      message: rows.length ? 'success' : GAME_MESSAGES.noProviders,
    };
  }

  /** Every game type with its number of listed games, in GAME_TYPES order: one call for all the menus. */
  async counts(): Promise<GameCountsResponse> {
    const rows = await this.repo.gameCounts(this.db);
    const by = new Map(rows.map((r) => [r.type, Number(r.count)]));
    return { data: GAME_TYPES.map((type) => ({ type, count: by.get(type) ?? 0 })) };
  }

  async games(typeRaw: string | undefined, systemRaw: string | undefined): Promise<GamesResponseBn> {
    const rows = await this.repo.games(this.db, { type: readType(typeRaw, null), platforms: readPlatforms(systemRaw) });
    const games: GameItemBn[] = rows.map((r) => ({
      id: Number(r.id),
      code: r.code,
      name: r.name,
      name_bn: r.name_bn,
      type: r.type,
      platform: r.platform,
      poster: r.poster || null,
      displayOrder: r.display_order,
      createTime: r.created_at.toISOString(),
      rtp: r.rtp === null ? null : Number(r.rtp).toFixed(2),
    }));
    return { games, message: games.length ? 'success' : GAME_MESSAGES.noData };
  }

  async favorites(playerId: bigint): Promise<FavoritesResponse> {
    return { data: (await this.repo.favorites(this.db, playerId)).map((r) => Number(r.game_id)) };
  }

  async setFavorite(playerId: bigint, gameIdRaw: unknown, on: boolean): Promise<FavoritesResponse> {
    const s = typeof gameIdRaw === 'number' ? String(gameIdRaw) : gameIdRaw;
    if (typeof s !== 'string' || !/^\d{1,18}$/.test(s)) throw AppError.badRequest(GAME_MESSAGES.favoriteGame);
    const gameId = BigInt(s);
    if (on) {
      const g = await this.repo.gameById(this.db, gameId);
      if (!g || g.status !== 'active') throw AppError.notFound(GAME_MESSAGES.gameNotFound);
      await this.repo.addFavorite(this.db, playerId, gameId);
    } else await this.repo.removeFavorite(this.db, playerId, gameId);
    return this.favorites(playerId);
  }
}
