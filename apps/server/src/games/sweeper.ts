import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { CrashService } from './crash.service';
import type { GameWalletService } from './game-wallet.service';
import type { LiveTablesService } from './live.service';
import { GamesRepository } from './games.repository';
import { MINES_IDLE_MS, type OriginalsService } from './originals.service';

/** Our one-shot games settle in the bet's transaction; an open one older than this was cut off (a crash mid-call). */
const ONE_SHOT_STALE_MS = 5 * 60_000;

/**
 * Interrupted rounds never hang: every minute, open rounds of our games that nobody touched are finished by their
 * game's rules — a Mines game left alone is cashed out at its multiplier (refunded when no tile was opened), a
 * Crash bet whose round crashed is paid its automatic cash-out or lost, a live table round nobody ran is settled
 * (dealt) or voided (still betting), anything else is refunded.
 * External providers' rounds are theirs to close (they send the win or rollback); the console can refund them.
 */
export class GamesSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly originals: OriginalsService,
    private readonly crash: CrashService,
    private readonly live: Pick<LiveTablesService, 'sweepStale'>,
    private readonly gameWallet: GameWalletService,
    private readonly log: FastifyBaseLogger,
    /** The queries of its tables: passed in, or made here when none is (a test may pass its own). */
    private readonly repo: GamesRepository = new GamesRepository(),
  ) {}

  start(everyMs = 60_000): void {
    this.timer ??= setInterval(() => void this.sweep(), everyMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass; answers how many rounds it finished. */
  async sweep(now = Date.now()): Promise<number> {
    let done = 0;
    const pass = (async () => {
      done += await this.crash.settleOrphans();
      // Live table rounds nobody ran (no process led for minutes): their bets are the table's to finish.
      done += await this.live.sweepStale(now);
      for (const r of await this.repo.staleOpenRounds(this.db, new Date(now - Math.min(MINES_IDLE_MS, ONE_SHOT_STALE_MS)), 200)) {
        if (r.kind !== 'internal' || r.crash_round_id !== null || r.live_round_id !== null) continue;
        try {
          if (r.code === 'mines') {
            const fresh = await this.repo.roundById(this.db, r.id);
            if (!fresh || fresh.updated_at.getTime() > now - MINES_IDLE_MS) continue;
            await this.originals.finishIdleMines(r.id);
          } else await this.gameWallet.refundOpenRound(r.id, 'interrupted');
          done++;
        } catch (err) {
          this.log.error({ err, round: String(r.id) }, 'sweeping an open round failed');
        }
      }
    })();
    this.running = pass.catch((err) => this.log.error({ err }, 'games sweep failed'));
    await this.running;
    return done;
  }
}
