import type { FastifyBaseLogger } from 'fastify';
import { OWN_PLATFORM, theoreticalRtp, type OriginalGame } from '@khela/domain';
import type { Db } from '../db/database';

/** Our own games: code, name, type (spec 2 §2 codes), display order. Posters are drawn SVGs in seed-assets/games. */
const ORIGINAL_GAMES: { code: OriginalGame; name: string; name_bn: string; type: string; order: number }[] = [
  { code: 'crash', name: 'Crash', name_bn: 'ক্র্যাশ', type: 'EGAME', order: 1 },
  { code: 'dice', name: 'Dice', name_bn: 'ডাইস', type: 'EGAME', order: 2 },
  { code: 'limbo', name: 'Limbo', name_bn: 'লিম্বো', type: 'EGAME', order: 3 },
  { code: 'mines', name: 'Mines', name_bn: 'মাইনস', type: 'EGAME', order: 4 },
  { code: 'plinko', name: 'Plinko', name_bn: 'প্লিংকো', type: 'EGAME', order: 5 },
  { code: 'keno', name: 'Keno', name_bn: 'কেনো', type: 'LOTTO', order: 6 },
  { code: 'roulette', name: 'European Roulette', name_bn: 'ইউরোপিয়ান রুলেট', type: 'TABLE', order: 7 },
  { code: 'slot', name: 'Royal Bengal', name_bn: 'রয়্যাল বেঙ্গল', type: 'SLOT', order: 8 },
];

/**
 * Our own provider (KHELA, internal) and its games, idempotent: rows are only added, never changed, so what an
 * operator edits or switches off in the console stays so after a restart. Runs on every start (the product's own
 * games are not demo content); posters and the logo point at seed-assets copied to storage.
 */
export async function seedOwnGames(db: Db, log: FastifyBaseLogger): Promise<void> {
  await db
    .insertInto('game_providers')
    .values({ platform: OWN_PLATFORM, name: 'Khela Originals', logo: 'images/games/khela-originals.svg', kind: 'internal', sort_order: 0 })
    .onConflict((oc) => oc.column('platform').doNothing())
    .execute();
  const provider = await db.selectFrom('game_providers').select('id').where('platform', '=', OWN_PLATFORM).executeTakeFirstOrThrow();
  const added = await db
    .insertInto('games')
    .values(
      ORIGINAL_GAMES.map((g) => ({
        provider_id: provider.id,
        code: g.code,
        name: g.name,
        name_bn: g.name_bn,
        type: g.type,
        poster: `images/games/${g.code}.svg`,
        display_order: g.order,
        rtp: (Math.floor(theoreticalRtp(g.code) * 10_000) / 100).toFixed(2),
      })),
    )
    .onConflict((oc) => oc.columns(['provider_id', 'code']).doNothing())
    .returning('id')
    .execute();
  if (added.length) log.info({ games: added.length }, 'seeded our own games');
  // The Bangla names, also for databases seeded before they existed; an operator's Bangla is never overwritten.
  for (const g of ORIGINAL_GAMES) {
    await db.updateTable('games').set({ name_bn: g.name_bn }).where('provider_id', '=', provider.id).where('code', '=', g.code).where('name_bn', '=', '').execute();
  }
}
