import type { FastifyBaseLogger } from 'fastify';
import { LIVE_RULES, OWN_PLATFORM, theoreticalRtp, type LiveGame, type OriginalGame } from '@khela/domain';
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

/** Our live tables (issue 34), category LIVE (shown as Casino): a game is offered once its rules are written. */
const LIVE_GAMES_SEED: { code: LiveGame; name: string; name_bn: string; order: number }[] = [
  { code: 'teen-patti', name: 'Teen Patti 20-20', name_bn: 'তিন পাত্তি ২০-২০', order: 20 },
  { code: 'andar-bahar', name: 'Andar Bahar', name_bn: 'আন্দর বাহার', order: 21 },
  { code: 'dragon-tiger', name: 'Dragon Tiger', name_bn: 'ড্রাগন টাইগার', order: 22 },
  { code: 'baccarat', name: 'Baccarat', name_bn: 'ব্যাকারাট', order: 23 },
  { code: 'seven-up-down', name: '7 Up 7 Down', name_bn: '৭ আপ ৭ ডাউন', order: 24 },
  { code: 'lucky-7', name: 'Lucky 7', name_bn: 'লাকি ৭', order: 25 },
  { code: 'cards-32', name: '32 Cards', name_bn: '৩২ কার্ড', order: 26 },
];

/** The best return a live game offers on one of its spots (the catalogue's RTP figure). */
function liveRtp(code: LiveGame): number {
  return Math.max(...Object.values(LIVE_RULES[code]!.exactReturn));
}

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
  await seedLiveTables(db, provider.id, log);
  // The Bangla names, also for databases seeded before they existed; an operator's Bangla is never overwritten.
  for (const g of ORIGINAL_GAMES) {
    await db.updateTable('games').set({ name_bn: g.name_bn }).where('provider_id', '=', provider.id).where('code', '=', g.code).where('name_bn', '=', '').execute();
  }
}

/**
 * The live games whose rules exist, and one table of each in taka (limits ৳10–৳25,000 a spot, chips ৳10 to ৳5,000,
 * a house cap of ৳10,00,000 a round), added once: an operator's changes and extra tables stay as they are.
 */
async function seedLiveTables(db: Db, providerId: bigint, log: FastifyBaseLogger): Promise<void> {
  const offered = LIVE_GAMES_SEED.filter((g) => LIVE_RULES[g.code]);
  if (offered.length === 0) return;
  await db
    .insertInto('games')
    .values(
      offered.map((g) => ({
        provider_id: providerId,
        code: g.code,
        name: g.name,
        name_bn: g.name_bn,
        type: 'LIVE',
        poster: `images/games/${g.code}.svg`,
        display_order: g.order,
        rtp: (Math.floor(liveRtp(g.code) * 10_000) / 100).toFixed(2),
      })),
    )
    .onConflict((oc) => oc.columns(['provider_id', 'code']).doNothing())
    .execute();
  const have = new Set((await db.selectFrom('live_tables').select('game_code').execute()).map((t) => t.game_code));
  const missing = offered.filter((g) => !have.has(g.code));
  if (missing.length === 0) return;
  await db
    .insertInto('live_tables')
    .values(
      missing.map((g) => ({
        game_code: g.code,
        name: g.name,
        name_bn: g.name_bn,
        currency: 'BDT',
        min_bet: 1_000n,
        max_bet: 2_500_000n,
        chips: [1_000n, 5_000n, 10_000n, 50_000n, 100_000n, 500_000n],
        house_cap: 100_000_000n,
      })),
    )
    .execute();
  log.info({ tables: missing.length }, 'seeded live tables');
}
