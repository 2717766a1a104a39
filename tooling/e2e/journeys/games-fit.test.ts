import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { apiCaptcha, baseUrl, call, closeBrowser, getBrowser, uniquePhone, uniqueUser, watchErrors } from './browser';

/**
 * Our games (apps/games, served at /play/) as a new player meets them on a small Android phone and on a desktop, in
 * English and Bangla: every game fits the screen with its Bet button in view, results wait for their animation,
 * roulette says what was won net, My bets shows Dhaka time, the verifier's links carry the seed hash, the slot's
 * symbols speak Bangla and Limbo / Crash say a win in words.
 */
afterAll(closeBrowser);

/** With JOURNEY_SHOTS=/some/dir, every game is saved there at each size and language, as the fit test sees it. */
const shots = process.env.JOURNEY_SHOTS;

const GAMES = ['dice', 'plinko', 'mines', 'limbo', 'crash', 'keno', 'roulette', 'slot'] as const;
type Game = (typeof GAMES)[number];
/** Each game's main play button. */
const PLAY: Record<Game, string> = {
  dice: 'bet',
  plinko: 'plinko-bet',
  mines: 'mines-bet',
  limbo: 'bet',
  crash: 'bet',
  keno: 'bet',
  roulette: 'rl-spin',
  slot: 'slot-spin',
};
const ANDROID = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

/** One player for the whole file (sign-ups are rate limited): 10,000 on the wallet. */
let player: Promise<{ token: string; remoteId: number }> | null = null;
const fundedPlayer = () => (player ??= newPlayer());

/** A player with 10,000 on the wallet (sign-up through the API, credit through the dev-only adjust). */
async function newPlayer(): Promise<{ token: string; remoteId: number }> {
  const { captcha, headers } = await apiCaptcha();
  const username = uniqueUser('fit');
  const password = 'secret123';
  await call(
    'POST',
    '/api/v1/create-players',
    undefined,
    { username, password, confirmPassword: password, name: 'Fit Player', phone: uniquePhone(), email: `${username}@example.com`, currency: 'BDT', captcha, age_confirmed: true },
    headers,
  );
  const login = await call<{ token: string; remote_id: number }>('POST', '/api/login', undefined, { username, password });
  await call('POST', '/dev/wallet/adjust', undefined, { username, amount: '10000.00' });
  return { token: login.token, remoteId: login.remote_id };
}

/** The game's frame address with a fresh launch token, in `lang`. */
async function launchUrl(p: { token: string; remoteId: number }, game: Game, lang: 'en' | 'bn'): Promise<string> {
  const run = await call<{ url: string }>('POST', '/api/game-run', p.token, {
    userId: p.remoteId,
    externalURL: 'http://localhost/',
    isMobileLogin: true,
    gameCode: game,
    gameType: 'EGAME',
    platform: 'KHELA',
  });
  const url = new URL(run.url, baseUrl());
  url.searchParams.set('lang', lang);
  return url.pathname + url.search;
}

async function phone(width: number, height: number): Promise<BrowserContext> {
  const b = await getBrowser();
  return b.newContext({ viewport: { width, height }, userAgent: ANDROID, isMobile: true, hasTouch: true, deviceScaleFactor: 1, baseURL: baseUrl(), timezoneId: 'Asia/Dhaka' });
}

async function openGame(page: Page, p: { token: string; remoteId: number }, game: Game, lang: 'en' | 'bn') {
  await page.goto(await launchUrl(p, game, lang));
  await page.getByTestId('game-balance').waitFor({ timeout: 20_000 });
  await expect.poll(() => page.getByTestId('game-balance').innerText(), { timeout: 10_000 }).not.toBe('…');
}

/** Taka text → poisha ("৳9,990.00" or Bangla digits). */
function poisha(text: string): bigint {
  const latin = text.replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d))).replace(/[^\d.-]/g, '');
  const [whole, frac = '00'] = latin.split('.');
  return BigInt(whole!) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
}

describe('games: fit a phone, results after their animation, Dhaka time, verifier links, Bangla', () => {
  it('every game fits 360×640 and 412×823 in English and Bangla: nothing scrolls, the play button is on screen', { timeout: 300_000 }, async () => {
    const p = await fundedPlayer();
    for (const [w, h] of [
      [360, 640],
      [412, 823],
    ] as const) {
      const ctx = await phone(w, h);
      const page = await ctx.newPage();
      const errors = watchErrors(page);
      try {
        for (const lang of ['en', 'bn'] as const) {
          for (const game of GAMES) {
            await openGame(page, p, game, lang);
            const play = page.getByTestId(PLAY[game]).first();
            await play.waitFor({ timeout: 10_000 });
            await page.waitForTimeout(300); // fonts and the board's first layout
            const fit = await page.evaluate(() => {
              const el = (s: string) => document.querySelector<HTMLElement>(s);
              const doc = document.scrollingElement!;
              const shell = el('[data-testid="game-page"]')!;
              const stage = el('[data-testid="game-page"] > main')!;
              return {
                doc: doc.scrollHeight - innerHeight,
                shell: shell.scrollHeight - shell.clientHeight,
                stage: stage.scrollHeight - stage.clientHeight,
                wide: doc.scrollWidth - innerWidth,
              };
            });
            const where = `${game} ${lang} ${w}×${h}`;
            expect(fit.doc, `${where}: the document scrolls`).toBeLessThanOrEqual(1);
            expect(fit.shell, `${where}: the game's page scrolls`).toBeLessThanOrEqual(1);
            expect(fit.stage, `${where}: the board does not fit its stage`).toBeLessThanOrEqual(1);
            expect(fit.wide, `${where}: wider than the screen`).toBeLessThanOrEqual(1);
            const box = (await play.boundingBox())!;
            expect(box.y, `${where}: play button above the screen`).toBeGreaterThanOrEqual(0);
            expect(box.y + box.height, `${where}: play button below the screen`).toBeLessThanOrEqual(h + 1);
            expect(box.x + box.width).toBeLessThanOrEqual(w + 1);
            if (lang === 'bn') {
              // One set of digits per language (issue 17): the Bangla play screen shows no Latin digit (a field's value,
              // typed by the player, is not page text; the slot's card faces 10 J Q K A are symbols, not figures; names are
              // names; a hash is a code).
              const text = await page.evaluate(() => {
                const copy = document.querySelector<HTMLElement>('[data-testid="game-page"]')!.cloneNode(true) as HTMLElement;
                copy.querySelector('[data-testid="slot-reels"]')?.remove();
                // Crash's bets list shows other players' usernames, which may hold digits.
                copy.querySelectorAll('[data-testid="crash-bets"] span:first-child').forEach((el) => el.remove());
                // Hashes and formulas are machine text (<code>): a crashed round's hash shows under the stage for a moment.
                copy.querySelectorAll('code').forEach((el) => el.remove());
                document.body.appendChild(copy);
                const out = copy.innerText;
                copy.remove();
                return out;
              });
              const lines = text.split('\n').filter((l) => l.trim() !== '10'); // the card face 10, wherever the slot lists its symbols
              expect(lines.filter((l) => /[0-9]/.test(l)), `${where}: Latin digits in Bangla`).toEqual([]);
              if (w === 360) {
                // The rules sheet too: its tables of multipliers and chances, the return to player.
                await page.getByTestId('bar-rules').click();
                // Formulas (code) keep the notation they are written in.
                const rules = (
                  await page.getByTestId('rules-sheet').evaluate((el) => {
                    const copy = el.cloneNode(true) as HTMLElement;
                    copy.querySelectorAll('code').forEach((c) => c.remove());
                    document.body.appendChild(copy);
                    const out = copy.innerText;
                    copy.remove();
                    return out;
                  })
                )
                  .split('\n')
                  .filter((l) => l.trim() !== '10');
                expect(rules.filter((l) => /[0-9]/.test(l)), `${where}: Latin digits in the Bangla rules`).toEqual([]);
                await page.keyboard.press('Escape');
                await page.getByTestId('rules-sheet').waitFor({ state: 'detached' });
              }
            }
            if (shots) await page.screenshot({ path: `${shots}/game-${game}-${lang}-${w}x${h}.png` });
          }
        }
        expect(errors).toEqual([]);
      } finally {
        await ctx.close();
      }
    }
  });

  it('dice and plinko move the balance and the history when the outcome shows, not when the answer arrives', { timeout: 120_000 }, async () => {
    const p = await fundedPlayer();
    const ctx = await phone(412, 823);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    try {
      for (const game of ['dice', 'plinko'] as const) {
        await openGame(page, p, game, 'en');
        await page.getByTestId('bet-amount').fill('10');
        const before = poisha(await page.getByTestId('game-balance').innerText());
        const chips = page.getByTestId('history-strip').locator('a');
        const count = await chips.count();
        const answer = page.waitForResponse((r) => r.url().endsWith('/api/games/play') && r.request().method() === 'POST');
        await page.getByTestId(PLAY[game]).click();
        const res = (await (await answer).json()) as { balance: string; round: { payout: string } };
        // the answer is in: the stake has left, but the win and the new chip wait for the dice to land / the ball to drop
        await page.waitForTimeout(100);
        expect(poisha(await page.getByTestId('game-balance').innerText()), `${game}: balance mid-animation`).toBe(before - 1000n);
        expect(await chips.count(), `${game}: strip mid-animation`).toBe(count);
        // then the settled balance and the chip
        await expect.poll(async () => poisha(await page.getByTestId('game-balance').innerText()), { timeout: 10_000 }).toBe(poisha(res.balance));
        await expect.poll(() => chips.count(), { timeout: 10_000 }).toBe(count + 1);
      }
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('roulette shows the net win; My bets shows Dhaka time in the player language; the seeds link fills the hash', { timeout: 120_000 }, async () => {
    const p = await fundedPlayer();
    const ctx = await phone(412, 823);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    try {
      // roulette: a chip on red and one on black (they cannot both win): the outcome is net of both stakes
      await openGame(page, p, 'roulette', 'en');
      await page.getByTestId('rl-red').click();
      await page.getByTestId('rl-black').click();
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/games/play'));
      await page.getByTestId('rl-spin').click();
      const { round } = (await (await answer).json()) as { round: { amount: string; payout: string; created_at: string } };
      await page.getByTestId('rl-win').waitFor({ timeout: 15_000 });
      const text = await page.getByTestId('rl-win').innerText();
      const net = poisha(round.payout) - poisha(round.amount);
      if (net > 0n) expect(poisha(text)).toBe(net);
      else if (poisha(round.payout) > 0n) expect(text).toMatch(/^Returned /);
      else expect(poisha(text)).toBe(0n);

      // My bets: the same moment as betting records, Dhaka time (GMT+6), en-GB day and 24-hour time
      const dhaka = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(round.created_at));
      await page.getByTestId('bar-history').click();
      await page.getByTestId('history-sheet').waitFor();
      await expect.poll(() => page.getByTestId('history-time').first().innerText(), { timeout: 10_000 }).toBe(dhaka);

      // and in Bangla, with Bangla digits
      await openGame(page, p, 'roulette', 'bn');
      await page.getByTestId('bar-history').click();
      const bn = dhaka.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
      await expect.poll(() => page.getByTestId('history-time').first().innerText(), { timeout: 10_000 }).toBe(bn);

      // the provably fair sheet: a rotation reveals the old seed; its verifier link carries the hash shown before the bets
      await openGame(page, p, 'dice', 'en');
      await page.getByTestId('bar-shield').click();
      const hash = (await page.getByTestId('server-seed-hash').innerText()).trim();
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      await page.getByTestId('rotate-seed').click();
      const link = page.getByTestId('revealed-seed').locator('a').first();
      await link.waitFor({ timeout: 10_000 });
      const href = (await link.getAttribute('href'))!;
      expect(new URL(href, baseUrl()).searchParams.get('server_seed_hash')).toBe(hash);
      await page.goto(href);
      await expect.poll(() => page.getByTestId('verify-server-hash').inputValue(), { timeout: 10_000 }).toBe(hash);
      await page.getByTestId('verify-hash-check').waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('verify-hash-check').innerText()).toContain('✓');
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('the slot says WILD / SCATTER in Bangla; Limbo tells a result in words with an icon', { timeout: 120_000 }, async () => {
    const p = await fundedPlayer();
    const ctx = await phone(412, 823);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    try {
      await openGame(page, p, 'slot', 'bn');
      const words = await page.locator('#slot-sym-wild text, #slot-sym-scatter text').allTextContents();
      expect(words.map((s) => s.trim())).toEqual(['ওয়াইল্ড', 'স্ক্যাটার']);

      await openGame(page, p, 'limbo', 'en');
      const stake = Number(await page.getByTestId('bet-amount').inputValue());
      await page.getByTestId('bet').click();
      const verdict = page.getByTestId('limbo-verdict');
      await verdict.waitFor({ timeout: 10_000 });
      const won = (await verdict.getAttribute('data-won')) === '1';
      expect(await verdict.innerText()).toMatch(won ? /^You won ৳/ : /^Below your 2\.00× target$/);
      // A 2.00× win pays twice the stake: "You won" says the net, the stake once, never the gross payout.
      if (won) expect(Number((await verdict.innerText()).replace(/[^\d.]/g, ''))).toBe(stake);
      expect(await verdict.locator('svg').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('the wide layout still holds at 1440×900: controls, stage and panel side by side, nothing scrolls', { timeout: 120_000 }, async () => {
    const p = await fundedPlayer();
    const b = await getBrowser();
    const ctx = await b.newContext({ viewport: { width: 1440, height: 900 }, baseURL: baseUrl(), timezoneId: 'Asia/Dhaka' });
    const page = await ctx.newPage();
    try {
      for (const game of GAMES) {
        await openGame(page, p, game, 'en');
        await page.getByTestId('game-wide').waitFor();
        const play = (await page.getByTestId(PLAY[game]).first().boundingBox())!;
        expect(play.y + play.height).toBeLessThanOrEqual(900);
        expect(await page.evaluate(() => document.scrollingElement!.scrollHeight - innerHeight)).toBeLessThanOrEqual(1);
        await page.getByTestId('history-panel').waitFor();
        if (shots) await page.screenshot({ path: `${shots}/game-${game}-en-1440x900.png` });
      }
    } finally {
      await ctx.close();
    }
  });
});
