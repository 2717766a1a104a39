import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newContext, watchErrors } from './browser';

afterAll(closeBrowser);

/**
 * Issue 32: every address of the spec opens a page on a phone and on a desktop, never "Page not found": the desktop's
 * categories and Sports link shared with a phone, the short Sports and live Casino addresses, the old registration
 * link. Each lands where a player expects: the lobby of that type (phone) or the category (desktop), the exchange of
 * that sport, the sign-up.
 */
const CASES: { path: string; phone: RegExp; desktop: RegExp }[] = [
  { path: '/casino', phone: /\/games\?type=LIVE$/, desktop: /\/casino$/ },
  { path: '/slot', phone: /\/games\?type=SLOT$/, desktop: /\/slot$/ },
  { path: '/table', phone: /\/games\?type=TABLE$/, desktop: /\/table$/ },
  { path: '/crash', phone: /\/games\?type=EGAME$/, desktop: /\/crash$/ },
  { path: '/fishing', phone: /\/games\?type=FH$/, desktop: /\/fishing$/ },
  { path: '/arcade', phone: /\/games\?type=EGAME$/, desktop: /\/arcade$/ },
  { path: '/lottery', phone: /\/games\?type=LOTTO$/, desktop: /\/lottery$/ },
  { path: '/live', phone: /\/games\?type=LIVE$/, desktop: /\/casino$/ },
  { path: '/sports', phone: /\/exchange$/, desktop: /\/exchange$/ },
  { path: '/player/playGame?t=sport&v=CRICKET', phone: /\/exchange\?sport=cricket$/, desktop: /\/exchange\?sport=cricket$/ },
  { path: '/page/guest/register.jsp', phone: /\/signup$/, desktop: /\/register$/ },
];

describe('the spec’s addresses on a phone and a desktop (issue 32)', () => {
  for (const kind of ['phone', 'desktop'] as const) {
    it(`${kind}: each opens its page, never Not Found`, { timeout: 180_000 }, async () => {
      const ctx = await newContext(kind);
      const page = await ctx.newPage();
      const errors = watchErrors(page);
      try {
        for (const c of CASES) {
          await page.goto(c.path);
          await expect.poll(() => page.url(), { timeout: 15_000, message: c.path }).toMatch(kind === 'phone' ? c.phone : c.desktop);
          // The page it lands on has drawn its own content.
          const url = page.url();
          const landmark =
            kind === 'phone'
              ? url.includes('/games') ? '[data-testid="games-lobby"]' : url.includes('/exchange') ? '[data-testid="exchange-home"]' : '[data-testid="signup-submit"]'
              : url.includes('/exchange') ? '[data-testid^="home-sport-"]' : url.includes('/register') ? '[data-testid="register-step-1"]' : '[data-testid="category-heading"]';
          await page.locator(landmark).first().waitFor({ timeout: 15_000 });
          expect(await page.getByTestId('not-found').count(), `${kind} ${c.path}`).toBe(0);
        }
        expect(errors).toEqual([]);
      } finally {
        await ctx.close();
      }
    });
  }
});
