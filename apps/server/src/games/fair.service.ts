import { randomBytes } from 'node:crypto';
import { GAME_MESSAGES, commitment, type FairRotation, type FairState } from '@khela/domain';
import type { Db } from '../db/database';
import { AppError } from '../shared/errors';
import type { Tx } from '../db/unit-of-work';
import { GamesRepository } from './games.repository';

const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Provably fair seeds (packages/domain/src/fair): each player has one active pair. The server seed (32 random
 * bytes, hex) is committed by its SHA-256 before any bet; the client seed is the player's; every bet takes the
 * next nonce. Rotating (or changing the client seed) reveals the old server seed and starts a new pair at nonce 0.
 * Rotation is refused while one of the player's rounds on that seed is still open (Mines): revealing the seed would
 * reveal the board.
 */
export class FairService {
  constructor(private readonly db: Db, private readonly repo: GamesRepository = new GamesRepository()) {}

  private async ensure(tx: Tx, playerId: bigint, lock: boolean) {
    let seed = await this.repo.activeSeed(tx, playerId, lock);
    if (!seed) {
      const serverSeed = randomBytes(32).toString('hex');
      await this.repo.insertSeed(tx, { playerId, serverSeed, serverSeedHash: commitment(serverSeed), clientSeed: randomBytes(8).toString('hex') });
      seed = (await this.repo.activeSeed(tx, playerId, lock))!;
    }
    return seed;
  }

  async state(playerId: bigint, tx: Tx = this.db): Promise<FairState> {
    const s = await this.ensure(tx, playerId, false);
    return { server_seed_hash: s.server_seed_hash, client_seed: s.client_seed, nonce: s.next_nonce };
  }

  /**
   * Locks the player's active seed for the bet's transaction: the player's bets queue here, so a bet can check for
   * its own earlier copy (a retry) after the lock and before it takes a nonce.
   */
  lock(tx: Tx, playerId: bigint) {
    return this.ensure(tx, playerId, true);
  }

  /** Takes the next nonce of a locked seed. */
  async take(tx: Tx, seed: { id: bigint; server_seed: string; client_seed: string }): Promise<{ seedId: bigint; serverSeed: string; clientSeed: string; nonce: number }> {
    const nonce = await this.repo.useNonce(tx, seed.id);
    return { seedId: seed.id, serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce };
  }

  async rotate(playerId: bigint, clientSeed?: string): Promise<FairRotation> {
    if (clientSeed !== undefined && !CLIENT_SEED.test(clientSeed)) throw AppError.badRequest(GAME_MESSAGES.clientSeed);
    return this.db.transaction().execute(async (tx) => {
      const old = await this.ensure(tx, playerId, true);
      if (await this.repo.hasOpenSeededRound(tx, old.id)) throw new AppError('conflict', GAME_MESSAGES.minesOpen);
      await this.repo.revealSeed(tx, old.id);
      const serverSeed = randomBytes(32).toString('hex');
      await this.repo.insertSeed(tx, { playerId, serverSeed, serverSeedHash: commitment(serverSeed), clientSeed: clientSeed ?? old.client_seed });
      const now = (await this.repo.activeSeed(tx, playerId, false))!;
      return {
        revealed: { server_seed: old.server_seed, server_seed_hash: old.server_seed_hash, client_seed: old.client_seed, last_nonce: old.next_nonce - 1 },
        current: { server_seed_hash: now.server_seed_hash, client_seed: now.client_seed, nonce: now.next_nonce },
      };
    });
  }
}
