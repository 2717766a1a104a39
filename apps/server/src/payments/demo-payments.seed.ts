import { fromTaka } from '@khela/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';

interface SeedChannel {
  name: string;
  account_type: 'Agent' | 'Personal' | 'Marchent';
  type: string;
  min: number;
  max: number;
}

/** The spec's channel figures: CashOut 500–25,000, Send Money 500–10,000 (spec 1 §2), Make Payment 100–25,000 (§9). */
const CHANNELS: SeedChannel[] = [
  { name: 'CashOut', account_type: 'Agent', type: 'Cash Out', min: 500, max: 25_000 },
  { name: 'Send Money', account_type: 'Personal', type: 'Send Money', min: 500, max: 10_000 },
  { name: 'Make Payment', account_type: 'Marchent', type: 'Make Payment', min: 100, max: 25_000 },
];

const METHODS = [
  { name: 'bKash', code: 'bKash', icon: 'images/payments/bkash.svg', prefix: '017' },
  { name: 'Nagad', code: 'Nagad', icon: 'images/payments/nagad.svg', prefix: '018' },
  { name: 'Rocket', code: 'Rocket', icon: 'images/payments/rocket.svg', prefix: '019' },
  { name: 'Upay', code: 'Upay', icon: 'images/payments/upay.svg', prefix: '016' },
];

/**
 * Demo payment configuration on an empty database, idempotent (only when payment_methods is empty, under the seed
 * lock): bKash, Nagad, Rocket and Upay, active, with a 2 % bonus; three channels each; two demo receiving numbers
 * per channel with a 200,000 BDT daily limit. Operators replace the numbers with their own in the back office.
 */
export async function seedPayments(db: Db, log: FastifyBaseLogger): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(7250002)`.execute(tx);
    if (await tx.selectFrom('payment_methods').select('id').limit(1).executeTakeFirst()) return;
    let order = 0;
    for (const m of METHODS) {
      order++;
      const method = await tx
        .insertInto('payment_methods')
        .values({ name: m.name, code: m.code, icon: m.icon, status: 'active', bonus_pct: 2, sort_order: order })
        .returning('id')
        .executeTakeFirstOrThrow();
      let c = 0;
      for (const ch of CHANNELS) {
        c++;
        await tx
          .insertInto('payment_channels')
          .values({
            method_id: method.id,
            name: ch.name,
            account_type: ch.account_type,
            type: ch.type,
            min_amount: fromTaka(ch.min),
            max_amount: fromTaka(ch.max),
            sort_order: c,
          })
          .execute();
        for (let i = 1; i <= 2; i++) {
          await tx
            .insertInto('receiving_numbers')
            .values({
              method_id: method.id,
              account_type: ch.account_type,
              number: `${m.prefix}${String(order * 1000 + c * 10 + i).padStart(8, '0')}`,
              daily_limit: fromTaka(200_000),
            })
            .execute();
        }
      }
    }
  });
  log.info('demo payment configuration ready');
}
