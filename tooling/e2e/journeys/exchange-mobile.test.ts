import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, closeBrowser, phoneLogin, hasBangla, newContext, watchErrors } from './browser';
import {
  consoleSettle,
  freshInPlayCricket,
  fundedPlayer,
  hub,
  mainBalance,
  openOrders,
  pnl,
  poisha,
  retry,
  shot,
  shownPoisha,
  summary,
} from './exchange-helpers';

afterAll(closeBrowser);

interface MatchOdds {
  marketId: string;
  status: string;
  bet_delay: number;
  runners: { selectionId: string; SelectionName: string; ex: { availableToBack: { price: number }[]; availableToLay: { price: number }[] } }[];
}
interface FancyLine {
  market_id: string;
  title: string;
  yes: number | null;
  yes_rate: number | null;
  suspended: 0 | 1;
  ball_running: 0 | 1;
  status: string;
}

/** The slip's outcome once the placement (and the in-play bet delay) is over: matched, unmatched, accepted, error … */
async function slipOutcome(page: Page): Promise<string> {
  const result = page.getByTestId('bet-slip-result');
  await expect
    .poll(async () => (await page.getByTestId('bet-slip-busy').isVisible()) === false && (await result.isVisible()), { timeout: 25_000, message: 'the slip shows a result' })
    .toBe(true);
  return (await result.getAttribute('data-result')) ?? '';
}

/** The exchange header (balance, exposure) agrees with the API: POST /api/balance and GET /api/exchange/summary. */
async function headerMatchesApi(page: Page, token: string) {
  await expect
    .poll(
      async () => {
        const [bal, s] = [await mainBalance(token), await summary(token)];
        const shownBalance = shownPoisha(await page.getByTestId('exchange-balance').innerText());
        const exposureText = await page.getByTestId('exchange-exposure').innerText();
        const shownExposure = /\d/.test(exposureText) ? shownPoisha(exposureText) : null;
        // the header writes a held exposure as a loss: "-৳ 100.00"
        return shownBalance === poisha(bal) && shownExposure !== null && (shownExposure < 0n ? -shownExposure : shownExposure) === poisha(s.exposure);
      },
      { timeout: 30_000, message: 'the exchange header shows the API balance and exposure' },
    )
    .toBe(true);
}


describe('mobile: the sports exchange, from the in-play list to the settled result', () => {
  it('backs, lays, cancels, bets a Fancy line, is settled by the operator and reads the result (phone, English)', { timeout: 300_000 }, async () => {
    const player = await fundedPlayer('xm');
    const ev = await freshInPlayCricket();
    const ctx = await newContext('phone');
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    const staffCtx = await newContext('desktop');
    const staff = await staffCtx.newPage();
    const staffErrors = watchErrors(staff);
    try {
      await phoneLogin(page, player);

      // 1. The In-Play tab (the default) lists the match; a tap opens its market page.
      await page.goto('/exchange-inplay');
      expect(await page.getByTestId('inplay-tab-inplay').getAttribute('aria-selected')).toBe('true');
      const row = page.locator(`[data-testid="event-row"][data-event-id="${ev.EventId}"]`);
      await row.waitFor({ timeout: 20_000 });
      expect(await row.getAttribute('data-inplay')).toBe('true');
      expect(await row.innerText()).toContain(ev.Event);
      // Before any bet: 5,000 and no exposure, as the API says.
      await expect.poll(() => page.getByTestId('exchange-balance').innerText(), { timeout: 15_000 }).toContain('5,000.00');
      await headerMatchesApi(page, player.token);
      expect(poisha((await summary(player.token)).exposure)).toBe(0n);
      await row.click();
      await page.getByTestId('odds-view').waitFor();
      expect(new URL(page.url()).pathname).toBe('/odds-view');
      await expect.poll(() => new URL(page.url()).searchParams.get('marketId')).toBe(ev.MarketId);
      await expect.poll(() => page.getByTestId('odds-view-title').innerText(), { timeout: 15_000 }).toBe(ev.Event);
      const mo = page.getByTestId('match-odds');
      await expect.poll(() => mo.getAttribute('data-status'), { timeout: 15_000 }).toBe('open');
      const [market] = await call<MatchOdds[]>('GET', `/api/match-odds/${ev.MarketId}`);
      expect(market!.bet_delay).toBeGreaterThan(0);

      // 2. Back runner 0 at the best price, some ticks lower (matches resting lays at any price ≥ it), stake 100.
      const backed = market!.runners[0]!;
      await retry(3, async (i) => {
        const best = page.getByTestId('match-odds-runner-0-back-0');
        await expect.poll(() => best.isEnabled(), { timeout: 15_000 }).toBe(true);
        await best.click();
        const slip = page.getByTestId('bet-slip');
        await slip.waitFor();
        expect(await slip.getAttribute('data-side')).toBe('back');
        await page.getByTestId('bet-slip-stake').fill('100');
        const tapped = Number(await page.getByTestId('bet-slip-odds').inputValue());
        // a wicket or a boundary can move the price a good deal within the bet delay: lower further on each attempt
        for (let t = 0; t < 6 * (i + 1); t++) {
          if (await page.getByTestId('bet-slip-odds-down').isDisabled()) break;
          await page.getByTestId('bet-slip-odds-down').click();
        }
        expect(Number(await page.getByTestId('bet-slip-odds').inputValue())).toBeLessThanOrEqual(tapped);
        // The position "after this bet" shows while the slip is open.
        await page.getByTestId('match-odds-runner-0-position-after').waitFor();
        await page.getByTestId('bet-slip-place').click();
        // The in-play bet delay: the slip is busy meanwhile.
        await page.getByTestId('bet-slip-busy').waitFor({ timeout: 5_000 }).catch(() => undefined);
        const outcome = await slipOutcome(page);
        if (outcome === 'matched') return true;
        // The maker requoted further than we lowered: take back the rest (what matched stays) and try lower.
        if (outcome === 'partial' || outcome === 'unmatched') {
          await page.getByTestId('bet-slip-cancel-order').click();
          // cancelled (nothing had matched), matched (part of it had: the rest is cancelled), or an error when the
          // maker's requote filled it meanwhile: only "matched" ends the step, else a new back goes in lower.
          await expect.poll(() => page.getByTestId('bet-slip-result').getAttribute('data-result'), { timeout: 15_000 }).toMatch(/^(cancelled|matched|error)$/);
          return (await page.getByTestId('bet-slip-result').getAttribute('data-result')) === 'matched';
        }
        throw new Error(`the back was refused: ${await page.getByTestId('bet-slip-result').innerText()}`);
      });
      expect(await page.getByTestId('bet-slip-result').innerText()).toMatch(/Matched/);
      // The position under each runner: runner 0 wins what the back wins, runner 1 loses the stake; as the API says.
      const position = await call<{ runners: { selection_id: string; profit_if_wins: string }[] }>('GET', `/api/exchange/markets/${ev.MarketId}/position`, player.token);
      const ifWins = (sel: string) => poisha(position.runners.find((r) => r.selection_id === sel)!.profit_if_wins);
      expect(ifWins(backed.selectionId)).toBeGreaterThan(0n);
      await expect.poll(async () => shownPoisha(await page.getByTestId('match-odds-runner-0-position-now').innerText()), { timeout: 20_000 }).toBe(ifWins(backed.selectionId));
      await expect
        .poll(async () => shownPoisha(await page.getByTestId('match-odds-runner-1-position-now').innerText()), { timeout: 20_000 })
        .toBe(ifWins(market!.runners[1]!.selectionId));
      await page.getByTestId('bet-slip-cancel').click();
      await page.getByTestId('bet-slip').waitFor({ state: 'detached' });
      // 5. The header moved with it: the stake is held as exposure.
      await headerMatchesApi(page, player.token);
      expect(poisha((await summary(player.token)).exposure)).toBeGreaterThan(0n);

      // 3. A lay at 1.01 rests unmatched (on the outsider, where nobody backs at 1.01), shows in the open orders, and
      //    is cancelled from the slip.
      const [now] = await call<MatchOdds[]>('GET', `/api/match-odds/${ev.MarketId}`);
      const layIndex = now!.runners[0]!.ex.availableToBack[0]!.price >= now!.runners[1]!.ex.availableToBack[0]!.price ? 0 : 1;
      const layCell = page.getByTestId(`match-odds-runner-${layIndex}-lay-0`);
      await expect.poll(() => layCell.isEnabled(), { timeout: 15_000 }).toBe(true);
      await layCell.click();
      expect(await page.getByTestId('bet-slip').getAttribute('data-side')).toBe('lay');
      await page.getByTestId('bet-slip-odds').fill('1.01');
      await page.getByTestId('bet-slip-stake').click(); // leaves the odds field: the price is taken
      await expect.poll(() => page.getByTestId('bet-slip-odds').inputValue()).toBe('1.01');
      await page.getByTestId('bet-slip-stake').fill('100');
      await expect.poll(() => page.getByTestId('bet-slip-liability').innerText()).toMatch(/1\.00/);
      await page.getByTestId('bet-slip-place').click();
      expect(await slipOutcome(page)).toBe('unmatched');
      expect(await page.getByTestId('bet-slip-result').innerText()).toMatch(/Unmatched/);
      const lay = (await openOrders(player.token)).find((o) => o.market_id === ev.MarketId && o.side === 'lay' && o.status === 'executable');
      expect(lay).toBeDefined();
      expect(lay!.price).toBe(1.01);
      await page.getByTestId(`open-order-${lay!.id}`).waitFor({ timeout: 20_000 });
      await expect.poll(async () => (await summary(player.token)).unmatched_orders).toBe(1);
      await page.getByTestId('bet-slip-cancel-order').click();
      await expect.poll(() => page.getByTestId('bet-slip-result').getAttribute('data-result'), { timeout: 15_000 }).toBe('cancelled');
      await page.getByTestId(`open-order-${lay!.id}`).waitFor({ state: 'detached', timeout: 20_000 });
      expect((await openOrders(player.token)).some((o) => o.id === lay!.id && o.status === 'executable')).toBe(false);
      await page.getByTestId('bet-slip-cancel').click();
      await headerMatchesApi(page, player.token);

      // 4. A Fancy YES bet of 100: lines veil ('Ball Running', 'Suspend') and move each ball, so try lines until one
      //    is accepted (a refusal shows in the slip).
      await page.getByTestId('fancy').waitFor({ timeout: 20_000 });
      const refusals: string[] = [];
      let fancyId = '';
      await retry(12, async (i) => {
        const lines = (await call<{ data: { items: Record<string, { fancy2: FancyLine[] }> } }>('GET', `/api/event/${ev.EventId}`)).data.items[ev.EventId]!.fancy2.filter(
          (l) => l.status === 'open' && !l.suspended && !l.ball_running && l.yes !== null && l.yes_rate !== null,
        );
        if (lines.length === 0) {
          // wait for the next ball (the score moves) rather than a fixed time
          const before = await page.getByTestId('odds-view').innerText();
          await expect.poll(async () => (await page.getByTestId('odds-view').innerText()) !== before, { timeout: 10_000 }).toBe(true).catch(() => undefined);
          return false;
        }
        const line = lines[i % lines.length]!;
        const yes = page.getByTestId(`fancy-${line.market_id}-yes`);
        if (!(await yes.isEnabled().catch(() => false))) return false;
        await yes.click({ timeout: 3_000 }).catch(() => undefined);
        const slip = page.getByTestId('bet-slip');
        if (!(await slip.isVisible()) || (await slip.getAttribute('data-side')) !== 'yes') return false;
        await page.getByTestId('bet-slip-stake').fill('100');
        const place = page.getByTestId('bet-slip-place');
        if (await place.isDisabled()) {
          refusals.push('veiled before Place');
          await page.getByTestId('bet-slip-cancel').click();
          return false;
        }
        await place.click();
        const outcome = await slipOutcome(page);
        if (outcome === 'accepted') {
          fancyId = line.market_id;
          return true;
        }
        refusals.push(await page.getByTestId('bet-slip-result').innerText());
        await page.getByTestId('bet-slip-cancel').click();
        return false;
      });
      expect(await page.getByTestId('bet-slip-result').innerText()).toMatch(/Bet accepted: .*100\.00/);
      const fancyBet = (await hub(player.token, 'open')).find((r) => r.market_type === 'fancy' && r.market_id === fancyId);
      expect(fancyBet?.bet_type).toBe('yes');
      await page.getByTestId('bet-slip-cancel').click();
      // 5. Balance and exposure follow (the Fancy stake is held too).
      await headerMatchesApi(page, player.token);
      const before = await summary(player.token);
      expect(poisha(before.available) + poisha(before.exposure)).toBe(500_000n);
      expect(before.open_markets).toBeGreaterThanOrEqual(2);

      // 6. The operator settles the Match Odds in the console: the runner we backed wins.
      await consoleSettle(staff, ev.MarketId, backed.selectionId);
      expect(staffErrors).toEqual([]);

      // The market page shows the winner and the exposure of that market is paid out.
      await expect.poll(() => mo.getAttribute('data-status'), { timeout: 30_000 }).toBe('settled');
      await expect.poll(async () => (await hub(player.token, 'settled')).some((r) => r.market_id === ev.MarketId && r.status === 'WON'), { timeout: 30_000 }).toBe(true);

      // 7. Bets History: the back WON.
      const won = (await hub(player.token, 'settled')).find((r) => r.market_id === ev.MarketId && r.bet_type === 'back')!;
      expect(won.status).toBe('WON');
      expect(won.transaction_id).toMatch(/^EX\d+$/);
      await page.goto('/exchange-account?view=history');
      const wonRow = page.locator(`[data-testid="xa-history"] [data-testid="xrec-${won.transaction_id}"]`);
      await wonRow.waitFor({ timeout: 20_000 });
      expect(await wonRow.getAttribute('data-status')).toBe('WON');
      expect(await wonRow.innerText()).toContain('WON');
      expect(await wonRow.innerText()).toContain(backed.SelectionName);

      // Profit & Loss: the net the API sums (after the 2 % commission), positive.
      const pl = await pnl(player.token);
      const moPnl = pl.markets.find((m) => m.market_id === ev.MarketId)!;
      expect(poisha(moPnl.net)).toBeGreaterThan(0n);
      await page.goto('/exchange-account?view=pnl');
      await expect.poll(async () => shownPoisha(await page.getByTestId('xa-pnl-net').innerText()), { timeout: 20_000 }).toBe(poisha((await pnl(player.token)).total.net));

      // /betting-record, Exchange tab: the record and its detail popup.
      await page.goto('/betting-record?tab=exchange');
      await page.getByTestId('exchange-records').waitFor();
      const rec = page.getByTestId(`xrec-${won.transaction_id}`);
      await rec.waitFor({ timeout: 20_000 });
      expect(await rec.getAttribute('data-status')).toBe('WON');
      await rec.click();
      await page.getByTestId('xrec-detail').waitFor();
      expect(await page.getByTestId('xrec-detail-status').innerText()).toContain('WON');
      expect(shownPoisha(await page.getByTestId('xrec-detail-pl').innerText())).toBe(poisha(won.net_profit_loss!));
      expect(await page.getByTestId('xrec-detail').innerText()).toContain(won.transaction_id);

      // Right to the poisha: balance + exposure = 5,000.00 + the settled net (the Fancy bet open or voided keeps it).
      await expect
        .poll(
          async () => {
            const [s, p, bal] = [await summary(player.token), await pnl(player.token), await mainBalance(player.token)];
            return {
              identity: poisha(s.available) + poisha(s.exposure) - (500_000n + poisha(p.total.net)),
              total: poisha(s.balance) - poisha(s.available) - poisha(s.exposure),
              main: poisha(bal) - poisha(s.available),
            };
          },
          { timeout: 30_000 },
        )
        .toEqual({ identity: 0n, total: 0n, main: 0n });
      await page.goto('/exchange-inplay');
      await headerMatchesApi(page, player.token);

      // 8. One screen in Bangla: the header's language toggle.
      await page.getByTestId('exchange-inplay').waitFor();
      expect(await hasBangla(page, 'header h1')).toBe(false);
      await page.getByTestId('exchange-language').click();
      await expect.poll(() => hasBangla(page, 'header h1'), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => hasBangla(page, '[role="tablist"]')).toBe(true);
      await expect.poll(() => hasBangla(page, '[data-testid="exchange-nav"]')).toBe(true);
      await expect.poll(() => page.getByTestId('exchange-language').innerText()).toBe('EN');
      await page.getByTestId('exchange-language').click();
      await expect.poll(() => hasBangla(page, 'header h1')).toBe(false);

      if (refusals.length) console.info(`Fancy refusals before one was accepted: ${refusals.join(' | ')}`);
      expect(errors).toEqual([]);
    } catch (err) {
      console.error(`screenshots: ${await shot(page, 'exchange-mobile')} ${await shot(staff, 'exchange-mobile-console')}`);
      throw err;
    } finally {
      await ctx.close();
      await staffCtx.close();
    }
  });
});
