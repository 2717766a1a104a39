import { describe, expect, it } from 'vitest';
import { bookmakerBetRisk, countsTowards, exchangeMarketTurnover, fancyBetRisk, turnoverProducts, withdrawTurnoverAmount, withdrawTurnoverMessage } from './turnover';
import { runnerPnl } from './exchange/positions';

describe('turnover rule', () => {
  it('counts an exchange market by the worst-case loss of its matched bets', () => {
    // Back 100 at 2.00 on runner 0: at risk 100.
    expect(exchangeMarketTurnover(runnerPnl(2, [{ runner: 0, side: 'back', price: 200, size: 10000n }]))).toBe(10000n);
    // Lay 100 at 3.00 on runner 0: liability 200.
    expect(exchangeMarketTurnover(runnerPnl(2, [{ runner: 0, side: 'lay', price: 300, size: 10000n }]))).toBe(20000n);
  });

  it('does not manufacture turnover from backing and laying the same runner', () => {
    const hedged = runnerPnl(2, [
      { runner: 0, side: 'back', price: 200, size: 10000n },
      { runner: 0, side: 'lay', price: 200, size: 10000n },
    ]);
    expect(exchangeMarketTurnover(hedged)).toBe(0n);
    // Back at 2.10, lay at 2.00: a green book, nothing at risk.
    const green = runnerPnl(2, [
      { runner: 0, side: 'back', price: 210, size: 10000n },
      { runner: 0, side: 'lay', price: 200, size: 10000n },
    ]);
    expect(exchangeMarketTurnover(green)).toBe(0n);
  });

  it('counts a Bookmaker or Fancy bet by its risk', () => {
    expect(bookmakerBetRisk({ side: 'back', price: 190, size: 10000n })).toBe(10000n);
    expect(bookmakerBetRisk({ side: 'lay', price: 190, size: 10000n })).toBe(9000n);
    expect(fancyBetRisk({ side: 'yes', rate: 100, stake: 5000n })).toBe(5000n);
    expect(fancyBetRisk({ side: 'no', rate: 90, stake: 5000n })).toBe(4500n);
  });

  it('lets a promotion exclude products', () => {
    expect(countsTowards('exchange', [])).toBe(true);
    expect(countsTowards('exchange', null)).toBe(true);
    expect(countsTowards('exchange', [2])).toBe(false);
    expect(countsTowards('bookmaker', [2])).toBe(true);
    expect(turnoverProducts([4, 1, 77])).toEqual(['casino', 'fancy']);
  });

  it('words the withdrawal refusal with the amount left', () => {
    expect(withdrawTurnoverMessage(1981000n)).toBe('Complete ৳19,810.00 more turnover to withdraw.');
    expect(withdrawTurnoverMessage(12345678900n)).toBe('Complete ৳12,34,56,789.00 more turnover to withdraw.');
    expect(withdrawTurnoverAmount(withdrawTurnoverMessage(1981000n))).toBe(1981000n);
    expect(withdrawTurnoverAmount(withdrawTurnoverMessage(12345678900n))).toBe(12345678900n);
    expect(withdrawTurnoverAmount('Please complete your turnover and try again.')).toBeNull();
  });
});
