import { sql } from 'kysely';
import type { Tx } from '../wallet/wallet.repository';

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
  'vip_coin',
  'cash_bonus',
  'last_login_at',
  'created_at',
] as const;

export const playersRepository = {
  byId(tx: Tx, id: bigint) {
    return tx.selectFrom('players').select(PLAYER_COLUMNS).where('id', '=', id).executeTakeFirst();
  },
  byUsername(tx: Tx, username: string) {
    return tx
      .selectFrom('players')
      .select(PLAYER_COLUMNS)
      .where(sql`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
  },
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
  },
  byReferralCode(tx: Tx, code: string) {
    return tx
      .selectFrom('players')
      .select(['id'])
      .where(sql`lower(referral_code)`, '=', code.toLowerCase())
      .executeTakeFirst();
  },
  referralCodeExists(tx: Tx, code: string) {
    return tx
      .selectFrom('players')
      .select('id')
      .where(sql`lower(referral_code)`, '=', code.toLowerCase())
      .executeTakeFirst()
      .then(Boolean);
  },
  agentByCode(tx: Tx, code: string) {
    return tx
      .selectFrom('agents')
      .select(['id'])
      .where(sql`lower(code)`, '=', code.toLowerCase())
      .where('status', '=', 'active')
      .executeTakeFirst();
  },
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
  },
  async setPassword(tx: Tx, id: bigint, passwordHash: string) {
    await tx.updateTable('players').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', id).execute();
  },
  async touchLogin(tx: Tx, id: bigint) {
    await tx.updateTable('players').set({ last_login_at: new Date() }).where('id', '=', id).execute();
  },
};

export type PlayerRow = NonNullable<Awaited<ReturnType<typeof playersRepository.byId>>>;
