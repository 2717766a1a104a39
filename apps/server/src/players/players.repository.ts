import { sql } from 'kysely';
import type { Tx } from '../db/unit-of-work';

const PLAYER_COLUMNS = [
  'id',
  'username',
  'name',
  'phone',
  'email',
  'password_hash',
  'currency',
  'status',
  'phone_verified',
  'email_verified_at',
  'dofb',
  'referral_code',
  'last_login_at',
  'created_at',
] as const;

export class PlayersRepository {
  byId(tx: Tx, id: bigint) {
    return tx.selectFrom('players').select(PLAYER_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  /** The player the platform runs for `role` (the exchange's market maker), created on first use; never logs in. */
  async systemPlayer(tx: Tx, role: 'market_maker'): Promise<bigint> {
    const found = await tx.selectFrom('players').select('id').where('system_role', '=', role).executeTakeFirst();
    if (found) return found.id;
    await tx
      .insertInto('players')
      .values({
        username: 'khelamarketmaker',
        name: 'Market maker',
        phone: '000000000000000',
        email: 'market-maker@system.invalid',
        // Not an argon2 hash: no password ever verifies against it.
        password_hash: '!system',
        referral_code: 'SYSTEMMM',
        system_role: role,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return (await tx.selectFrom('players').select('id').where('system_role', '=', role).executeTakeFirstOrThrow()).id;
  }


  byUsername(tx: Tx, username: string) {
    return tx
      .selectFrom('players')
      .select(PLAYER_COLUMNS)
      .where(sql`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
  }

  /** Which of username / email / phone are already taken. */
  async taken(tx: Tx, p: { username: string; email: string; phone: string }) {
    const rows = await tx
      .selectFrom('players')
      .select([
        sql<boolean>`lower(username) = ${p.username.toLowerCase()}`.as('username'),
        sql<boolean>`lower(email) = ${p.email.toLowerCase()}`.as('email'),
        sql<boolean>`phone = ${p.phone}`.as('phone'),
      ])
      .where((eb) =>
        eb.or([
          eb(sql`lower(username)`, '=', p.username.toLowerCase()),
          eb(sql`lower(email)`, '=', p.email.toLowerCase()),
          eb('phone', '=', p.phone),
        ]),
      )
      .execute();
    return {
      username: rows.some((r) => r.username),
      email: rows.some((r) => r.email),
      phone: rows.some((r) => r.phone),
    };
  }

  byReferralCode(tx: Tx, code: string) {
    return tx
      .selectFrom('players')
      .select(['id'])
      .where(sql`lower(referral_code)`, '=', code.toLowerCase())
      .executeTakeFirst();
  }

  referralCodeExists(tx: Tx, code: string) {
    return tx
      .selectFrom('players')
      .select('id')
      .where(sql`lower(referral_code)`, '=', code.toLowerCase())
      .executeTakeFirst()
      .then(Boolean);
  }

  agentByCode(tx: Tx, code: string) {
    return tx
      .selectFrom('agents')
      .select(['id'])
      .where(sql`lower(code)`, '=', code.toLowerCase())
      .where('status', '=', 'active')
      .executeTakeFirst();
  }

  insert(
    tx: Tx,
    p: {
      username: string;
      name: string;
      phone: string;
      email: string;
      passwordHash: string;
      currency: string;
      referralCode: string;
      referredBy: bigint | null;
      agentId: bigint | null;
    },
  ) {
    return tx
      .insertInto('players')
      .values({
        username: p.username,
        name: p.name,
        phone: p.phone,
        email: p.email,
        password_hash: p.passwordHash,
        currency: p.currency,
        referral_code: p.referralCode,
        referred_by: p.referredBy,
        agent_id: p.agentId,
      })
      .returning(['id'])
      .executeTakeFirstOrThrow();
  }

  async setPassword(tx: Tx, id: bigint, passwordHash: string) {
    await tx.updateTable('players').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', id).execute();
  }

  /** Locks the player row: serialises changes to one player's contacts. */
  async lockPlayer(tx: Tx, id: bigint) {
    await tx.selectFrom('players').select('id').where('id', '=', id).forUpdate().execute();
  }

  async setPhoneVerified(tx: Tx, id: bigint) {
    await tx.updateTable('players').set({ phone_verified: true, updated_at: new Date() }).where('id', '=', id).execute();
  }

  async setEmailVerified(tx: Tx, id: bigint) {
    await tx.updateTable('players').set({ email_verified_at: new Date(), updated_at: new Date() }).where('id', '=', id).execute();
  }

  /** Sets the birthday only while none is set; false when it was already set. */
  async setBirthdayOnce(tx: Tx, id: bigint, dofb: string): Promise<boolean> {
    const r = await tx
      .updateTable('players')
      .set({ dofb, updated_at: new Date() })
      .where('id', '=', id)
      .where('dofb', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return Boolean(r);
  }

  extraPhones(tx: Tx, playerId: bigint) {
    return tx.selectFrom('player_phones').select(['id', 'phone', 'verified_at']).where('player_id', '=', playerId).orderBy('id').execute();
  }

  async addExtraPhone(tx: Tx, playerId: bigint, phone: string) {
    await tx.insertInto('player_phones').values({ player_id: playerId, phone }).execute();
  }

  async verifyExtraPhone(tx: Tx, playerId: bigint, phone: string): Promise<boolean> {
    const r = await tx
      .updateTable('player_phones')
      .set({ verified_at: new Date() })
      .where('player_id', '=', playerId)
      .where('phone', '=', phone)
      .where('verified_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return Boolean(r);
  }

  /** Is this number proven by another player (as a verified main or extra number)? */
  async phoneVerifiedElsewhere(tx: Tx, playerId: bigint, phone: string): Promise<boolean> {
    const main = await tx
      .selectFrom('players')
      .select('id')
      .where('phone', '=', phone)
      .where('phone_verified', '=', true)
      .where('id', '!=', playerId)
      .executeTakeFirst();
    if (main) return true;
    const extra = await tx
      .selectFrom('player_phones')
      .select('id')
      .where('phone', '=', phone)
      .where('verified_at', 'is not', null)
      .where('player_id', '!=', playerId)
      .executeTakeFirst();
    return Boolean(extra);
  }

  async touchLogin(tx: Tx, id: bigint) {
    await tx.updateTable('players').set({ last_login_at: new Date() }).where('id', '=', id).execute();
  }


  // ------------------------------------------------------------------ the console's reads
  async searchPlayers(tx: Tx, text: string, limit: number, offset: number) {
    const like = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // The platform's own accounts (the exchange's market maker: `system_role`) are not players: never listed.
    let q = tx.selectFrom('players').where('system_role', 'is', null);
    if (text) {
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(username)`, 'like', like),
          eb(sql`lower(email)`, 'like', like),
          eb('phone', 'like', like),
          ...(/^\d{1,18}$/.test(text) ? [eb('id', '=', BigInt(text))] : []),
        ]),
      );
    }
    const [rows, count] = await Promise.all([
      q
        .select(['id', 'username', 'name', 'phone', 'email', 'status', 'currency', 'created_at', 'last_login_at'])
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }

  consolePlayer(tx: Tx, id: bigint) {
    return tx
      .selectFrom('players')
      .select([
        'id',
        'username',
        'name',
        'phone',
        'email',
        'status',
        'currency',
        'phone_verified',
        'email_verified_at',
        'dofb',
        'referral_code',
        'created_at',
        'last_login_at',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
