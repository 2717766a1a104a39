import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fromTaka } from '@khela/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { hashPassword } from '../shared/crypto';
import { PROMOTION_BN, SITE_PAGE_REPLACED, SITE_PAGE_SEED } from './site-pages.seed';

/**
 * Copies the drawn artwork into the storage folder's images (never overwrites an operator's file); with `only`, just
 * that folder of it (our own games' posters, which every start installs, demo content or not).
 */
export function installSeedAssets(seedAssetsDir: string, storageDir: string, only?: string): void {
  mkdirSync(storageDir, { recursive: true });
  const from = only === undefined ? seedAssetsDir : join(seedAssetsDir, only);
  const to = only === undefined ? join(storageDir, 'images') : join(storageDir, 'images', only);
  if (!existsSync(from)) return;
  // Several processes may start together on one shared data folder: a folder another one just made is fine.
  for (let attempt = 0; ; attempt++) {
    try {
      cpSync(from, to, { recursive: true, force: false, errorOnExist: false });
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw err;
    }
  }
}

/** The demo marquee in Bangla (the English is general_settings.notice). */
const NOTICE_BN = [
  'খেলায় স্বাগতম! বিকাশ, নগদ, রকেট বা উপায় দিয়ে জমা দিন এবং টাকায় খেলুন।',
  'প্রথম উত্তোলনের আগে আপনার ফোন নম্বর যাচাই করুন ও জন্মতারিখ দিন।',
  'আপনার পাসওয়ার্ড বা OTP কাউকে দেবেন না, আমাদের সাপোর্ট টিমকেও নয়।',
];

const MAINTENANCE_BN = {
  title_bn: 'নির্ধারিত রক্ষণাবেক্ষণ: ক্র্যাশ গেম',
  message_bn: 'আমাদের ক্র্যাশ গেম প্ল্যাটফর্ম আপগ্রেড করা হচ্ছে। এই সময়ে মাঝে মাঝে অল্প সময়ের জন্য ক্র্যাশ রাউন্ড বন্ধ থাকতে পারে।',
};

/** The demo sliders' Bangla names, by their English name. */
const SLIDER_BN: Record<string, string> = {
  'Live Cricket Exchange': 'লাইভ ক্রিকেট এক্সচেঞ্জ',
  'Live Tables': 'লাইভ টেবিল',
  'Crash Games': 'ক্র্যাশ গেম',
  Exchange: 'এক্সচেঞ্জ',
  Slots: 'স্লট',
  Crash: 'ক্র্যাশ',
  Dice: 'ডাইস',
  Mines: 'মাইনস',
  Plinko: 'প্লিংকো',
  'European Roulette': 'ইউরোপিয়ান রুলেট',
  'Royal Bengal': 'রয়্যাল বেঙ্গল',
};

/**
 * A demo slider's picture: the WebP made from the SVG source beside it (tooling/make-demo-images.mjs). An SVG in an
 * <img> is parsed and painted on the page's main thread, 40–100 ms a picture on a phone at 4× CPU (issue 15); a WebP
 * decodes off it.
 */
const demoArt = (art: string) => `images/sliders/${art}.webp`;

/** The demo sliders: name, picture (`demoArt`), type, link, order. */
const DEMO_SLIDERS: [string, string, 'Main' | 'Favourite' | 'Features', string, number][] = [
  ['Live Cricket Exchange', 'main-1', 'Main', '/exchange', 1],
  ['Live Tables', 'main-live', 'Main', '/games?type=LIVE', 2],
  ['Crash Games', 'main-3', 'Main', '/games?type=EGAME', 3],
  ['Exchange', 'fav-exchange', 'Favourite', '/exchange', 1],
  ['Live Tables', 'fav-live', 'Favourite', '/games?type=LIVE', 2],
  ['Slots', 'fav-slots', 'Favourite', '/games?type=SLOT', 3],
  ['Crash', 'fav-crash', 'Favourite', '/games?type=EGAME', 4],
  ['Crash', 'feat-crash', 'Features', 'KHELA-EGAME', 1],
  ['Dice', 'feat-dice', 'Features', 'KHELA-EGAME', 2],
  ['Mines', 'feat-mines', 'Features', 'KHELA-EGAME', 3],
  ['Plinko', 'feat-plinko', 'Features', 'KHELA-EGAME', 4],
  ['European Roulette', 'feat-european-roulette', 'Features', 'KHELA-TABLE', 5],
  ['Royal Bengal', 'feat-royal-bengal', 'Features', 'KHELA-SLOT', 6],
];

/** Featured posters of older seeds whose art named another game than the one they open (issue 17). */
const FEATURED_POSTER_FIX: Record<string, { name: string; thubmnail: string }> = {
  'Bengal Tiger': { name: 'Royal Bengal', thubmnail: demoArt('feat-royal-bengal') },
  Roulette: { name: 'European Roulette', thubmnail: demoArt('feat-european-roulette') },
};

/**
 * Demo art of older seeds that promised what the site does not have (issue 32): "Live Casino · Real dealers · HD
 * tables", "streamed live". Our live tables are dealt by a virtual dealer and provably fair. A slider still showing
 * the old picture gets the new one; its name changes only while it is still the demo's (an operator's name stays).
 */
const DEMO_ART_REPLACED: { old: string; art: string; name: string; oldName: string; name_bn: string; oldName_bn: string }[] = [
  { old: 'main-2', art: 'main-live', oldName: 'Live Casino', name: 'Live Tables', oldName_bn: 'লাইভ ক্যাসিনো', name_bn: 'লাইভ টেবিল' },
  { old: 'fav-casino', art: 'fav-live', oldName: 'Live Casino', name: 'Live Tables', oldName_bn: 'লাইভ ক্যাসিনো', name_bn: 'লাইভ টেবিল' },
];

/**
 * The demo SVG pictures older seeds may still show (today's, the two posters of FEATURED_POSTER_FIX's older seeds, and
 * those DEMO_ART_REPLACED replaces): moved to their WebP at each start. An operator's own picture is never touched.
 */
const DEMO_SVG_ART = [...DEMO_SLIDERS.map(([, art]) => art), 'feat-roulette', 'feat-slot', ...DEMO_ART_REPLACED.map((r) => r.old)].map(
  (art) => `images/sliders/${art}.svg`,
);

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Demo content on an empty database, idempotent: each part is written only when its table is empty,
 * all in one transaction (a second process starting at the same time waits on the lock and finds it done).
 */
export async function seedDemoContent(db: Db, log: FastifyBaseLogger): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(7250002)`.execute(tx);
    const has = async (table: 'logos' | 'general_settings' | 'sliders' | 'social_links' | 'promotions' | 'agents') =>
      Boolean(await tx.selectFrom(table).select('id').limit(1).executeTakeFirst());

    if (!(await has('logos'))) {
      await tx
        .insertInto('logos')
        .values({ logo: 'images/logo.svg', mobile_logo: 'images/mobile-logo.svg', loader_logo: 'images/loader-logo.svg', favicon: 'images/favicon.svg' })
        .execute();
    }
    if (!(await has('general_settings'))) {
      await tx
        .insertInto('general_settings')
        .values({
          site_title: 'Khela',
          site_status: 1,
          whatsapp: 'https://wa.me/8801700000000',
          live_chat: '',
          intercom: '',
          tawk_id: '',
          withdrawal_status: 1,
          support_mail: 'support@khela.local',
          notice: JSON.stringify([
            'Welcome to Khela! Deposit with bKash, Nagad, Rocket or Upay and play in taka.',
            'Verify your phone number and set your birthday before your first withdrawal.',
            'Never share your password or OTP with anyone, not even with our support team.',
          ]),
          maintenance_notice: JSON.stringify({
            title: 'Scheduled maintenance: Crash games',
            message: 'Our Crash games platform is being upgraded. Crash rounds may be unavailable for short periods during this time.',
            start_date: isoDay(-1),
            end_date: isoDay(30),
          }),
          sponsor_image: 'images/sponsor.svg',
          app_download_url: null,
        })
        .execute();
    }
    if (!(await has('sliders'))) {
      await tx
        .insertInto('sliders')
        .values(DEMO_SLIDERS.map(([name, art, type, link, order]) => ({ name, thubmnail: demoArt(art), link, slider_type: type, sort_order: order })))
        .execute();
    }
    // Bangla texts and matching Featured posters (issue 17): on every start, for databases seeded before them too;
    // an operator's Bangla (or a slider they renamed) is never overwritten.
    await tx.updateTable('general_settings').set({ notice_bn: JSON.stringify(NOTICE_BN) }).where('id', '=', 1).where(sql<boolean>`notice_bn = '[]'::jsonb`).execute();
    await tx
      .updateTable('general_settings')
      .set({ maintenance_notice_bn: JSON.stringify(MAINTENANCE_BN) })
      .where('id', '=', 1)
      .where('maintenance_notice_bn', 'is', null)
      .where(sql<boolean>`maintenance_notice->>'title' = ${'Scheduled maintenance: Crash games'}`)
      .execute();
    await tx
      .updateTable('sliders')
      .set({ thubmnail: sql<string>`replace(thubmnail, '.svg', '.webp')` })
      .where('thubmnail', 'in', DEMO_SVG_ART)
      .execute();
    for (const r of DEMO_ART_REPLACED) {
      const was = sql<boolean>`thubmnail IN (${demoArt(r.old)}, ${`images/sliders/${r.old}.svg`})`;
      await tx.updateTable('sliders').set({ name: r.name }).where(was).where('name', '=', r.oldName).execute();
      await tx.updateTable('sliders').set({ name_bn: r.name_bn }).where(was).where('name_bn', 'in', ['', r.oldName_bn]).execute();
      await tx.updateTable('sliders').set({ thubmnail: demoArt(r.art) }).where(was).execute();
    }
    for (const [old, fix] of Object.entries(FEATURED_POSTER_FIX)) {
      await tx.updateTable('sliders').set(fix).where('slider_type', '=', 'Features').where('name', '=', old).execute();
    }
    for (const [name, bn] of Object.entries(SLIDER_BN)) {
      await tx.updateTable('sliders').set({ name_bn: bn }).where('name', '=', name).where('name_bn', '=', '').execute();
    }
    if (!(await has('social_links'))) {
      await tx
        .insertInto('social_links')
        .values([
          { name: 'WhatsApp', link: 'https://wa.me/8801700000000', icon: 'images/social/whatsapp.svg', sort_order: 1 },
          { name: 'Facebook', link: 'https://facebook.com/khela.games', icon: 'images/social/facebook.svg', sort_order: 2 },
          { name: 'Telegram', link: 'https://t.me/khela_games', icon: 'images/social/telegram.svg', sort_order: 3 },
          { name: 'Email', link: 'mailto:support@khela.local', icon: 'images/social/email.svg', sort_order: 4 },
        ])
        .execute();
    }
    if (!(await has('promotions'))) {
      const start = isoDay(-7);
      const end = isoDay(365);
      await tx
        .insertInto('promotions')
        .values([
          {
            name: 'Welcome Offer: 100% First Deposit Bonus',
            description:
              'Double your first deposit: we add 100% of it as bonus, up to 10,000 BDT. Minimum deposit 500 BDT. The deposit and bonus must be wagered 10 times before a withdrawal. One per player.',
            thumbnail: 'images/promotions/welcome.svg',
            start_date: start,
            end_date: end,
            status: 'active',
            categories: [99],
            deposit_bonus_pct: 100,
            max_bonus: fromTaka(10_000),
            min_deposit: fromTaka(500),
            turnover_multiplier: 10,
            once_per_player: true,
            sort_order: 1,
          },
          {
            name: 'Reload Bonus 10% on Every Deposit',
            description: 'Get 10% extra on every deposit of 1,000 BDT or more, up to 2,000 BDT per deposit. Wager 5 times the deposit and bonus.',
            thumbnail: 'images/promotions/reload.svg',
            start_date: start,
            end_date: end,
            status: 'active',
            categories: [1, 2, 8192],
            deposit_bonus_pct: 10,
            max_bonus: fromTaka(2_000),
            min_deposit: fromTaka(1_000),
            turnover_multiplier: 5,
            once_per_player: false,
            sort_order: 2,
          },
          {
            name: 'Cricket Exchange Deposit Bonus 5%',
            description: 'Back and lay on every match: 5% bonus on deposits of 500 BDT or more for the exchange, up to 1,500 BDT. Wager 3 times.',
            thumbnail: 'images/promotions/cricket.svg',
            start_date: start,
            end_date: end,
            status: 'active',
            categories: [4],
            deposit_bonus_pct: 5,
            max_bonus: fromTaka(1_500),
            min_deposit: fromTaka(500),
            turnover_multiplier: 3,
            once_per_player: false,
            sort_order: 3,
          },
        ])
        .execute();
    }
    // The footer's pages and the demo promotions' Bangla texts: on every start, so databases seeded before they
    // existed get them too; an operator's text is never overwritten.
    await tx
      .insertInto('site_pages')
      .values(SITE_PAGE_SEED)
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    for (const old of SITE_PAGE_REPLACED) {
      const page = SITE_PAGE_SEED.find((p) => p.slug === old.slug)!;
      await tx
        .updateTable('site_pages')
        .set({ body: page.body, body_bn: page.body_bn, updated_at: sql<Date>`now()` })
        .where('slug', '=', old.slug)
        .where(sql<boolean>`md5(body) = ${old.body_md5} AND md5(body_bn) = ${old.body_bn_md5}`)
        .execute();
    }
    for (const [name, bn] of Object.entries(PROMOTION_BN)) {
      await tx.updateTable('promotions').set(bn).where('name', '=', name).where('name_bn', '=', '').where('description_bn', '=', '').execute();
    }
    if (!(await has('agents'))) {
      await tx.insertInto('agents').values({ code: 'AGENT100', name: 'Demo agent (Dhaka)' }).execute();
    }
  });
  log.info('demo content ready');
}

/** The first administrator's password (ADMIN_PASSWORD, or a generated one) and its argon2 hash, being made. */
export interface AdminSecret {
  password: string;
  generated: boolean;
  hash: Promise<string>;
}

/**
 * Starts hashing the first administrator's password (argon2id, deliberately about 0.25 s, on a worker thread): a
 * first start on an empty embedded data directory calls it before opening the database, so the hash is ready when
 * the seeds want it (issue 15: the start's time).
 */
export function adminSecret(password: string | undefined): AdminSecret {
  const pwd = password ?? randomBytes(12).toString('base64url');
  const hash = hashPassword(pwd);
  hash.catch(() => undefined);
  return { password: pwd, generated: password === undefined, hash };
}

/** The first staff administrator: from ADMIN_USERNAME/ADMIN_PASSWORD, or a generated password printed once. */
export async function seedAdmin(
  db: Db,
  username: string,
  password: string | undefined,
  log: FastifyBaseLogger,
  early?: AdminSecret,
): Promise<void> {
  const any = await db.selectFrom('staff').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const secret = early ?? adminSecret(password);
  const pwd = secret.password;
  const hash = await secret.hash;
  const inserted = await db
    .insertInto('staff')
    .values({ username, password_hash: hash, role: 'admin' })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted && secret.generated) {
    log.warn(`created staff administrator "${username}" with password: ${pwd}  (shown once; change it after the first login)`);
  }
}
