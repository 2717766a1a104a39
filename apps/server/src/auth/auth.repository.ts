import { sql } from 'kysely';
import type { Tx } from '../db/unit-of-work';

/** Sessions, one-time codes and captchas: the SQL of the auth domain. */
export class AuthRepository {
  async createSession(tx: Tx, s: { playerId: bigint; scope: 'player' | 'exchange'; tokenHash: string; ip: string; userAgent: string; ttlMs: number }) {
    await tx
      .insertInto('sessions')
      .values({
        player_id: s.playerId,
        scope: s.scope,
        token_hash: s.tokenHash,
        ip: s.ip.slice(0, 64),
        user_agent: s.userAgent.slice(0, 300),
        expires_at: new Date(Date.now() + s.ttlMs),
      })
      .execute();
  }

  activeSession(tx: Tx, tokenHash: string) {
    return tx
      .selectFrom('sessions')
      .innerJoin('players', 'players.id', 'sessions.player_id')
      .select(['sessions.id', 'sessions.player_id', 'sessions.scope', 'sessions.last_seen_at', 'sessions.expires_at', 'players.status'])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', new Date())
      .executeTakeFirst();
  }

  async sessionActive(tx: Tx, id: bigint) {
    const r = await tx
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
    return Boolean(r);
  }

  /** Sliding expiry, written at most once a minute per session. */
  async touchSession(tx: Tx, id: bigint, ttlMs: number) {
    await tx
      .updateTable('sessions')
      .set({ last_seen_at: new Date(), expires_at: new Date(Date.now() + ttlMs) })
      .where('id', '=', id)
      .execute();
  }

  async revokeSession(tx: Tx, id: bigint) {
    await tx.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  }

  async revokeAllSessions(tx: Tx, playerId: bigint) {
    await tx
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('player_id', '=', playerId)
      .where('revoked_at', 'is', null)
      .execute();
  }


  async createCode(
    tx: Tx,
    c: { playerId: bigint; purpose: string; channel: 'email' | 'sms'; destination: string; codeHash: string; ttlMs: number; maxAttempts: number },
  ) {
    return tx
      .insertInto('one_time_codes')
      .values({
        player_id: c.playerId,
        purpose: c.purpose,
        channel: c.channel,
        destination: c.destination,
        code_hash: c.codeHash,
        max_attempts: c.maxAttempts,
        expires_at: new Date(Date.now() + c.ttlMs),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  /** Earlier unused codes of the same purpose stop working when a new one is sent. */
  async retireCodes(tx: Tx, playerId: bigint, purpose: string) {
    await tx
      .updateTable('one_time_codes')
      .set({ used_at: new Date() })
      .where('player_id', '=', playerId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }

  liveCode(tx: Tx, playerId: bigint, purpose: string) {
    return tx
      .selectFrom('one_time_codes')
      .select(['id', 'code_hash', 'attempts', 'max_attempts', 'destination', 'channel'])
      .where('player_id', '=', playerId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .where(sql<boolean>`attempts < max_attempts`)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** When the newest code of this purpose (and destination) was sent: the resend limit reads it. */
  async lastCodeSentAt(tx: Tx, playerId: bigint, purpose: string, destination?: string): Promise<Date | null> {
    let q = tx.selectFrom('one_time_codes').select('created_at').where('player_id', '=', playerId).where('purpose', '=', purpose);
    if (destination) q = q.where('destination', '=', destination);
    const r = await q.orderBy('id', 'desc').limit(1).executeTakeFirst();
    return r?.created_at ?? null;
  }

  async countWrongTry(tx: Tx, id: bigint) {
    await tx
      .updateTable('one_time_codes')
      .set({ attempts: sql<number>`attempts + 1` })
      .where('id', '=', id)
      .where(sql<boolean>`attempts < max_attempts`)
      .execute();
  }

  /** Marks the code used; false when somebody else used it first (single use under concurrency). */
  async useCode(tx: Tx, id: bigint): Promise<boolean> {
    const r = await tx
      .updateTable('one_time_codes')
      .set({ used_at: new Date() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return Boolean(r);
  }


  async createCaptcha(tx: Tx, id: string, answerHash: string, ttlMs: number) {
    await tx.insertInto('captchas').values({ id, answer_hash: answerHash, expires_at: new Date(Date.now() + ttlMs) }).execute();
  }

  /** Uses the captcha (single use) and answers its hash, or undefined when unknown, expired or used. */
  async takeCaptcha(tx: Tx, id: string) {
    return tx
      .updateTable('captchas')
      .set({ used_at: new Date() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning(['answer_hash'])
      .executeTakeFirst();
  }

  async purgeExpiredCaptchas(tx: Tx) {
    await tx.deleteFrom('captchas').where('expires_at', '<', new Date(Date.now() - 3600_000)).execute();
  }

  /** Marks a solved bot-check challenge used; false when it already was (a replay). */
  async useAltcha(tx: Tx, id: string, expiresAt: Date): Promise<boolean> {
    const r = await tx.insertInto('altcha_used').values({ id, expires_at: expiresAt }).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
    return Boolean(r);
  }

  async purgeExpiredAltcha(tx: Tx) {
    await tx.deleteFrom('altcha_used').where('expires_at', '<', new Date()).execute();
  }

  /** The named server secret, made from `fresh` by the first process that asks (every process then reads the same). */
  async serverSecret(tx: Tx, name: string, fresh: string): Promise<string> {
    await tx.insertInto('server_secrets').values({ name, value: fresh }).onConflict((oc) => oc.column('name').doNothing()).execute();
    const row = await tx.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
    return row.value;
  }
}
