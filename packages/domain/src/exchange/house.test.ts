import { describe, expect, it } from 'vitest';
import { fancyPnl } from './fancy';
import { bookmakerFill, fancyFill } from './house';

describe('bookmakerFill', () => {
  it('takes a back at the shown price or better odds, at the current price', () => {
    expect(bookmakerFill('back', 190, 190)).toEqual({ ok: true, matched: 190 });
    expect(bookmakerFill('back', 190, 195)).toEqual({ ok: true, matched: 195 });
    expect(bookmakerFill('back', 190, 189)).toEqual({ ok: false });
  });
  it('takes a lay at the shown price or lower odds, at the current price', () => {
    expect(bookmakerFill('lay', 200, 200)).toEqual({ ok: true, matched: 200 });
    expect(bookmakerFill('lay', 200, 196)).toEqual({ ok: true, matched: 196 });
    expect(bookmakerFill('lay', 200, 202)).toEqual({ ok: false });
  });
  it('refuses when no price is offered on the side', () => {
    expect(bookmakerFill('back', 190, null)).toEqual({ ok: false });
    expect(bookmakerFill('lay', 190, null)).toEqual({ ok: false });
  });
});

describe('fancyFill', () => {
  it('YES: a lower or equal line at an equal or higher rate', () => {
    expect(fancyFill('yes', { line: 45, rate: 100 }, { line: 45, rate: 100 })).toEqual({ ok: true, matched: { line: 45, rate: 100 } });
    expect(fancyFill('yes', { line: 45, rate: 100 }, { line: 44, rate: 100 })).toEqual({ ok: true, matched: { line: 44, rate: 100 } });
    expect(fancyFill('yes', { line: 45, rate: 100 }, { line: 45, rate: 110 })).toEqual({ ok: true, matched: { line: 45, rate: 110 } });
    expect(fancyFill('yes', { line: 45, rate: 100 }, { line: 46, rate: 100 })).toEqual({ ok: false });
    expect(fancyFill('yes', { line: 45, rate: 100 }, { line: 45, rate: 90 })).toEqual({ ok: false });
    expect(fancyFill('yes', { line: 45, rate: 100 }, { line: 44, rate: 90 })).toEqual({ ok: false });
  });
  it('NO: a higher or equal line at an equal or lower rate', () => {
    expect(fancyFill('no', { line: 44, rate: 100 }, { line: 45, rate: 100 })).toEqual({ ok: true, matched: { line: 45, rate: 100 } });
    expect(fancyFill('no', { line: 44, rate: 100 }, { line: 44, rate: 90 })).toEqual({ ok: true, matched: { line: 44, rate: 90 } });
    expect(fancyFill('no', { line: 44, rate: 100 }, { line: 43, rate: 100 })).toEqual({ ok: false });
    expect(fancyFill('no', { line: 44, rate: 100 }, { line: 44, rate: 110 })).toEqual({ ok: false });
    expect(fancyFill('no', { line: 44, rate: 100 }, null)).toEqual({ ok: false });
  });
  it('a matched quote is never worse for the player than the asked one, for any result', () => {
    const stake = 10_000n;
    for (const side of ['yes', 'no'] as const) {
      for (let line = 40; line <= 50; line++) {
        for (const rate of [80, 90, 100, 110, 120]) {
          const asked = { line: 45, rate: 100 };
          const fill = fancyFill(side, asked, { line, rate });
          if (!fill.ok) continue;
          for (let result = 30; result <= 60; result++) {
            expect(fancyPnl({ side, stake, ...fill.matched }, result)).toBeGreaterThanOrEqual(fancyPnl({ side, stake, ...asked }, result));
          }
        }
      }
    }
  });
});
