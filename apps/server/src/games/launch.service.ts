import { GAME_MESSAGES, OWN_PLATFORM, toWire, type GameRunResponse, type GameSessionInfo } from '@khela/domain';
import { newToken, sha256 } from '../shared/crypto';
import type { Authenticated } from '../auth/auth.service';
import type { PlayGuard } from '../wallet/stakes';
import type { Db } from '../db/database';
import { AppError } from '../shared/errors';
import type { FairService } from './fair.service';
import type { GameWalletService } from './game-wallet.service';
import type { Bus } from '../realtime/bus';
import { GameSessionCache } from './game-session-cache';
import { GamesRepository, type LiveGameSession } from './games.repository';

const LAUNCH_TTL_MS = 2 * 60_000;
const SESSION_TTL_MS = 6 * 3600_000;
const TOUCH_EVERY_MS = 60_000;

/** A game session as the routes see it (`req.game`). */
export type GameSession = LiveGameSession;

/**
 * Launching a game (POST /api/game-run) and the game sessions that follow. A launch is a one-time token, valid two
 * minutes, carried in the game's address; the game trades it once for a session token scoped to this player and
 * this game, valid six hours and only while the site session that launched it is. Tokens are stored hashed.
 */
export class LaunchService {
  /** The live game sessions by token hash (GameSessionCache: what ends one reaches every process over the bus). */
  private readonly sessions: GameSessionCache;

  constructor(
    private readonly db: Db,
    private readonly fair: FairService,
    private readonly gameWallet: GameWalletService,
    /** The live events' bus (the cache's drops) and how long a lookup is trusted from memory (ms; 0: always read). */
    private readonly bus: Bus,
    sessionCacheMs: number,
    /** Player protection on every launch (a 403 during a time-out or self-exclusion). */
    private readonly protection: PlayGuard,
    /** The queries of its tables: passed in, or made here when none is (a test may pass its own). */
    private readonly repo: GamesRepository = new GamesRepository(),
  ) {
    this.sessions = new GameSessionCache(bus, sessionCacheMs);
  }

  /** A provider by its platform code (the provider wallet API checks the caller's signature with its secret). */
  providerByPlatform(platform: string) {
    return this.repo.providerByPlatform(this.db, platform);
  }

  /** A game session by its token's hash, ended or not (a provider's win or rollback may come after it ended). */
  sessionAnyState(tokenHash: string) {
    return this.repo.sessionAnyState(this.db, tokenHash);
  }

  async gameRun(
    who: Authenticated,
    b: { platform: string; gameCode: string; externalURL?: string; isMobileLogin?: boolean; lang?: string },
  ): Promise<GameRunResponse> {
    const game = await this.repo.gameByPlatformCode(this.db, b.platform, b.gameCode);
    if (!game || game.status !== 'active' || game.provider_status === 'inactive') throw AppError.notFound(GAME_MESSAGES.gameNotFound);
    if (game.provider_status === 'maintenance') throw new AppError('unavailable', GAME_MESSAGES.providerInactive);
    if (game.kind === 'external' && !game.launch_url) throw new AppError('unavailable', GAME_MESSAGES.providerInactive);
    // Player protection: no launch during a time-out or self-exclusion, or past the session limit (a 403).
    await this.protection.play(this.db, who.playerId, who.sessionId);
    const token = newToken();
    const lang = b.lang === 'bn' ? 'bn' : 'en';
    const isMobile = b.isMobileLogin !== false;
    await this.repo.insertLaunch(this.db, {
      playerId: who.playerId,
      gameId: game.id,
      authSessionId: who.sessionId,
      launchHash: sha256(token),
      expiresAt: new Date(Date.now() + LAUNCH_TTL_MS),
      lang,
      isMobile,
    });
    if (game.kind === 'internal') {
      return { url: `/play/?${new URLSearchParams({ launch: token, lang }).toString()}` };
    }
    const lobby = safeLobby(b.externalURL);
    const fill: Record<string, string> = { token, game: game.code, lang, lobby, mobile: String(isMobile) };
    return { url: game.launch_url.replace(/\{(token|game|lang|lobby|mobile)\}/g, (_m, k: string) => encodeURIComponent(fill[k] ?? '')) };
  }

  /** Trades a launch token for a session (our games app: POST /api/games/session; providers: `authenticate`). */
  async start(launch: string, platform?: string): Promise<{ token: string; session: GameSession }> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(launch)) throw AppError.unauthorized(GAME_MESSAGES.launchInvalid);
    const token = newToken();
    const started = await this.repo.startSession(this.db, sha256(launch), sha256(token), new Date(Date.now() + SESSION_TTL_MS));
    if (!started) throw AppError.unauthorized(GAME_MESSAGES.launchInvalid);
    const session = await this.repo.liveSession(this.db, sha256(token));
    if (!session || (platform !== undefined && session.platform !== platform)) throw AppError.unauthorized(GAME_MESSAGES.launchInvalid);
    return { token, session };
  }

  async sessionInfo(token: string, s: GameSession): Promise<GameSessionInfo> {
    const [balance, fair] = await Promise.all([this.gameWallet.balance(this.db, { playerId: s.player_id, currency: s.currency }), this.fair.state(s.player_id)]);
    return {
      token,
      expires_at: s.expires_at!.toISOString(),
      player: { username: s.username, currency: s.currency, balance: toWire(balance) },
      game: { id: Number(s.game_id), code: s.game_code, name: s.game_name, type: s.game_type, platform: s.platform },
      fair,
    };
  }

  /**
   * A live session for a token, or null (expired, revoked, logged out, player suspended, game withdrawn). From memory
   * while the cache trusts the entry, else one indexed read; last_seen_at is written at most once a minute.
   */
  async authenticate(token: string): Promise<GameSession | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const hash = sha256(token);
    const now = Date.now();
    const cached = this.sessions.get(hash, now);
    if (cached) {
      if (now - cached.lastSeen > TOUCH_EVERY_MS) await this.touch(hash, cached.session.id, now);
      return cached.session;
    }
    const ticket = this.sessions.ticket();
    const s = await this.repo.liveSession(this.db, hash);
    if (!s || s.game_status !== 'active' || s.provider_status === 'inactive') return null;
    this.sessions.put(hash, s, ticket, now);
    if (!s.last_seen_at || now - s.last_seen_at.getTime() > TOUCH_EVERY_MS) await this.touch(hash, s.id, now);
    return s;
  }

  private async touch(hash: string, id: bigint, now: number): Promise<void> {
    await this.repo.touchSession(this.db, id);
    this.sessions.touched(hash, now);
  }

  /** A player's site session (or all of them) ended on this process: its games' sessions end with it, here at once. */
  siteSessionEnded(playerId: bigint, siteSessionId: bigint | null): void {
    this.sessions.dropSessions(playerId, siteSessionId);
  }

  /**
   * The console changed the catalogue (a game, provider or type): a withdrawn game's sessions must fail at once on
   * every process, so each forgets its cached sessions (this one now, the others over the bus).
   */
  async catalogueChanged(): Promise<void> {
    this.sessions.dropAll();
    await this.bus.publish('servers', 'games.changed', {});
  }

  /** Stops listening to the bus (the app's close). */
  close(): void {
    this.sessions.close();
  }

  isOwn(s: GameSession): boolean {
    return s.kind === 'internal' && s.platform === OWN_PLATFORM;
  }
}

/** The lobby address a provider may link back to: an http(s) URL, else empty. */
function safeLobby(u: string | undefined): string {
  if (!u) return '';
  try {
    const url = new URL(u);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : '';
  } catch {
    return '';
  }
}
