import { describe, expect, it } from 'vitest';
import { GAME_MESSAGES, ORIGINALS } from '../games';
import {
  diceRtpOf,
  LIMBO_MIN_RTP,
  MULTIPLIER_UNITS,
  PARAM_MESSAGES,
  parsePlayParams,
  ROULETTE_RTP,
  RTP_SUMMARY,
  settleOneShot,
  SLOT_RTP,
  stakeOf,
  theoreticalRtp,
  type Seeds,
} from './index';

const seeds = (nonce: number): Seeds => ({ serverSeed: 'khela-test-server-seed', clientSeed: 'player', nonce });

describe('parsePlayParams', () => {
  it('accepts valid params and normalises them', () => {
    expect(parsePlayParams('dice', { target: 50.5, direction: 'over' })).toEqual({ ok: true, params: { target: 50.5, direction: 'over' } });
    expect(parsePlayParams('limbo', { target: 1_000_000 })).toEqual({ ok: true, params: { target: 1_000_000 } });
    expect(parsePlayParams('plinko', { rows: 16, risk: 'high' })).toEqual({ ok: true, params: { rows: 16, risk: 'high' } });
    expect(parsePlayParams('keno', { picks: [40, 1, 7] })).toEqual({ ok: true, params: { picks: [40, 1, 7] } });
    expect(parsePlayParams('slot', {})).toEqual({ ok: true, params: {} });
    expect(
      parsePlayParams('roulette', {
        bets: [
          { bet: { kind: 'straight', number: 0 }, amount: '5' },
          { bet: { kind: 'column', index: 2 }, amount: '1,000.5' },
          { bet: { kind: 'odd' }, amount: '0.01' },
        ],
      }),
    ).toEqual({
      ok: true,
      params: {
        bets: [
          { bet: { kind: 'straight', number: 0 }, amount: '5.00' },
          { bet: { kind: 'column', index: 2 }, amount: '1000.50' },
          { bet: { kind: 'odd' }, amount: '0.01' },
        ],
      },
    });
  });
  it.each([
    ['dice', null, PARAM_MESSAGES.params],
    ['dice', [], PARAM_MESSAGES.params],
    ['dice', { target: 50, direction: 'under', x: 1 }, PARAM_MESSAGES.unknownField],
    ['dice', { target: 50 }, PARAM_MESSAGES.diceDirection],
    ['dice', { target: '50', direction: 'under' }, PARAM_MESSAGES.diceTarget],
    ['dice', { target: 1.99, direction: 'under' }, PARAM_MESSAGES.diceTarget],
    ['dice', { target: 98.01, direction: 'over' }, PARAM_MESSAGES.diceTarget],
    ['dice', { target: 50.001, direction: 'over' }, PARAM_MESSAGES.diceTarget],
    ['dice', { target: Number.NaN, direction: 'over' }, PARAM_MESSAGES.diceTarget],
    ['limbo', { target: 1 }, PARAM_MESSAGES.limboTarget],
    ['limbo', { target: 1_000_000.01 }, PARAM_MESSAGES.limboTarget],
    ['limbo', { target: 2.005 }, PARAM_MESSAGES.limboTarget],
    ['limbo', {}, PARAM_MESSAGES.limboTarget],
    ['plinko', { rows: 7, risk: 'low' }, PARAM_MESSAGES.plinkoRows],
    ['plinko', { rows: 8.5, risk: 'low' }, PARAM_MESSAGES.plinkoRows],
    ['plinko', { rows: 8, risk: 'extreme' }, PARAM_MESSAGES.plinkoRisk],
    ['keno', { picks: [] }, PARAM_MESSAGES.kenoPicks],
    ['keno', { picks: [1, 1] }, PARAM_MESSAGES.kenoPicks],
    ['keno', { picks: [0] }, PARAM_MESSAGES.kenoPicks],
    ['keno', { picks: [41] }, PARAM_MESSAGES.kenoPicks],
    ['keno', { picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, PARAM_MESSAGES.kenoPicks],
    ['roulette', { bets: [] }, PARAM_MESSAGES.rouletteChips],
    ['roulette', { bets: Array.from({ length: 51 }, () => ({ bet: { kind: 'red' }, amount: '1' })) }, PARAM_MESSAGES.rouletteChips],
    ['roulette', { bets: [{ bet: { kind: 'straight', number: 37 }, amount: '1' }] }, PARAM_MESSAGES.rouletteBet],
    ['roulette', { bets: [{ bet: { kind: 'red', number: 1 }, amount: '1' }] }, PARAM_MESSAGES.rouletteBet],
    ['roulette', { bets: [{ bet: { kind: 'dozen', index: 3 }, amount: '1' }] }, PARAM_MESSAGES.rouletteBet],
    ['roulette', { bets: [{ bet: { kind: 'corner' }, amount: '1' }] }, PARAM_MESSAGES.rouletteBet],
    ['roulette', { bets: [{ bet: { kind: 'red' }, amount: '0.00' }] }, PARAM_MESSAGES.rouletteAmount],
    ['roulette', { bets: [{ bet: { kind: 'red' }, amount: '-1' }] }, PARAM_MESSAGES.rouletteAmount],
    ['roulette', { bets: [{ bet: { kind: 'red' }, amount: '1.005' }] }, PARAM_MESSAGES.rouletteAmount],
    ['roulette', { bets: [{ bet: { kind: 'red' }, amount: 1 }] }, PARAM_MESSAGES.rouletteAmount],
    ['roulette', { bets: [{ bet: { kind: 'red' } }] }, PARAM_MESSAGES.rouletteAmount],
    ['roulette', { bets: [{ bet: { kind: 'red' }, amount: '1', note: 'x' }] }, PARAM_MESSAGES.unknownField],
    ['slot', { lines: 20 }, PARAM_MESSAGES.slotParams],
    ['slot', undefined, PARAM_MESSAGES.params],
  ] as const)('%s %j → %s', (game, raw, message) => {
    expect(parsePlayParams(game, raw)).toEqual({ ok: false, message });
  });
});

describe('stake and settlement', () => {
  it('roulette stakes the sum of its chips; others the amount', () => {
    const p = parsePlayParams('roulette', { bets: [{ bet: { kind: 'red' }, amount: '10.00' }, { bet: { kind: 'black' }, amount: '0.05' }] });
    if (!p.ok) throw new Error(p.message);
    expect(stakeOf('roulette', p.params, 0n)).toBe(1005n);
    expect(stakeOf('dice', { target: 50, direction: 'under' }, 12345n)).toBe(12345n);
  });
  it('dice vectors: payout = floor(stake × units / 10 000)', () => {
    expect(settleOneShot('dice', seeds(0), { target: 50, direction: 'under' }, 10_000n)).toEqual({
      payout: 0n,
      multiplier: 0,
      outcome: { roll: 59.91, win: false, multiplier: 0 },
    });
    expect(settleOneShot('dice', seeds(0), { target: 25.5, direction: 'over' }, 10_000n)).toEqual({
      payout: 13_288n,
      multiplier: 1.3288,
      outcome: { roll: 59.91, win: true, multiplier: 1.3288 },
    });
    // large stakes stay exact: 999 999.99 ৳ × 1.3288 = 1 328 799.986712 ৳ → floor to the poisha
    expect(settleOneShot('dice', seeds(0), { target: 25.5, direction: 'over' }, 99_999_999n).payout).toBe(132_879_998n);
    expect(settleOneShot('dice', seeds(0), { target: 25.5, direction: 'over' }, 1n).payout).toBe(1n);
    expect(settleOneShot('dice', seeds(0), { target: 59.91, direction: 'over' }, 100n).outcome.win).toBe(true);
    expect(settleOneShot('dice', seeds(0), { target: 59.92, direction: 'over' }, 100n).outcome.win).toBe(false);
    expect(settleOneShot('dice', seeds(0), { target: 59.91, direction: 'under' }, 100n).outcome.win).toBe(false);
    expect(settleOneShot('dice', seeds(0), { target: 59.92, direction: 'under' }, 100n).outcome.win).toBe(true);
  });
  it('limbo vectors', () => {
    expect(settleOneShot('limbo', seeds(0), { target: 2 }, 10_000n)).toEqual({ payout: 20_000n, multiplier: 2, outcome: { result: 2.46, win: true, multiplier: 2 } });
    expect(settleOneShot('limbo', seeds(1), { target: 2.03 }, 333n)).toMatchObject({ payout: 675n, outcome: { result: 2.03, win: true } });
    expect(settleOneShot('limbo', seeds(1), { target: 2.04 }, 333n)).toMatchObject({ payout: 0n, outcome: { result: 2.03, win: false } });
  });
  it('plinko vectors', () => {
    expect(settleOneShot('plinko', seeds(0), { rows: 8, risk: 'low' }, 10_000n)).toEqual({
      payout: 9_400n,
      multiplier: 0.94,
      outcome: { path: [1, 1, 0, 1, 0, 1, 1, 0], bucket: 5, multiplier: 0.94 },
    });
    expect(settleOneShot('plinko', seeds(1), { rows: 16, risk: 'high' }, 10_000n)).toEqual({
      payout: 16_200n,
      multiplier: 1.62,
      outcome: { path: [1, 1, 1, 1, 1, 0, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0], bucket: 11, multiplier: 1.62 },
    });
  });
  it('keno vectors', () => {
    expect(settleOneShot('keno', seeds(0), { picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, 10_000n)).toEqual({
      payout: 0n,
      multiplier: 0,
      outcome: { drawn: [1, 9, 15, 16, 19, 24, 29, 34, 37, 40], hits: [1, 9], multiplier: 0 },
    });
    const r = settleOneShot('keno', seeds(1), { picks: [10, 8, 4, 1] }, 10_000n);
    expect(r.outcome).toMatchObject({ drawn: [1, 4, 8, 10, 17, 21, 24, 28, 29, 38], hits: [1, 4, 8, 10] });
    expect(r.payout).toBe(BigInt(Math.round(r.multiplier * MULTIPLIER_UNITS)));
    expect(r.multiplier).toBeGreaterThan(10);
  });
  it('roulette vectors: Σ chip × (36 | 3 | 2), exact', () => {
    const bets = [
      { bet: { kind: 'red' as const }, amount: '10.00' },
      { bet: { kind: 'straight' as const, number: 17 }, amount: '1.50' },
      { bet: { kind: 'dozen' as const, index: 1 as const }, amount: '2.25' },
    ];
    const stake = stakeOf('roulette', { bets }, 0n);
    expect(stake).toBe(1375n);
    expect(settleOneShot('roulette', seeds(0), { bets }, stake)).toEqual({
      payout: 675n,
      multiplier: 0.4909,
      outcome: { pocket: 22, color: 'black', wins: [{ index: 2, payout: '6.75' }] },
    });
    expect(settleOneShot('roulette', seeds(1), { bets }, stake)).toEqual({
      payout: 2675n,
      multiplier: 1.9454,
      outcome: { pocket: 18, color: 'red', wins: [{ index: 0, payout: '20.00' }, { index: 2, payout: '6.75' }] },
    });
  });
  it('slot vectors: twentieths of the bet, exact', () => {
    const r = settleOneShot('slot', seeds(0), {}, 10_000n);
    expect(r.payout).toBe(7_500n);
    expect(r.multiplier).toBe(0.75);
    const fs = settleOneShot('slot', seeds(179), {}, 12_345n);
    expect(fs.payout).toBe(148_140n);
    expect(fs.outcome.free_spins).toBe(10);
    expect(settleOneShot('slot', seeds(269), {}, 100n)).toMatchObject({ payout: 2400n, multiplier: 24 });
  });
});

describe('theoretical return', () => {
  it('per game and choice', () => {
    expect(theoreticalRtp('dice', { target: 50, direction: 'under' })).toBe(0.99);
    expect(theoreticalRtp('dice', { target: 97.24, direction: 'under' })).toBe(diceRtpOf(97.24, 'under'));
    expect(theoreticalRtp('limbo', { target: 2 })).toBeCloseTo(0.99, 9);
    expect(theoreticalRtp('crash', { cashout: 2 })).toBeCloseTo(0.99, 14);
    expect(theoreticalRtp('mines', { mines: 3, revealed: 3 })).toBeCloseTo((1540 / 2300) * 1.4785, 12);
    expect(theoreticalRtp('roulette', {})).toBe(36 / 37);
    expect(theoreticalRtp('slot')).toBe(SLOT_RTP);
  });
  it('RTP_SUMMARY covers every game with exact ranges', () => {
    for (const g of ORIGINALS) {
      const f = RTP_SUMMARY[g];
      expect(f.min).toBeLessThanOrEqual(f.rtp);
      expect(f.max).toBeLessThanOrEqual(0.99 + 1e-12);
      expect(f.note.length).toBeGreaterThan(10);
    }
    expect(RTP_SUMMARY.dice).toMatchObject({ min: 0.9899032, max: 0.99 });
    expect(RTP_SUMMARY.limbo.min).toBe(LIMBO_MIN_RTP);
    expect(RTP_SUMMARY.roulette.rtp).toBe(ROULETTE_RTP);
    expect(Object.keys(RTP_SUMMARY.plinko.by ?? {})).toHaveLength(27);
    expect(Object.keys(RTP_SUMMARY.keno.by ?? {})).toHaveLength(10);
    expect(RTP_SUMMARY.slot.rtp).toBe(SLOT_RTP);
  });
});

describe('messages', () => {
  it('every message is one clear sentence', () => {
    for (const m of [...Object.values(PARAM_MESSAGES), ...Object.values(GAME_MESSAGES)]) expect(m).toMatch(/^[A-Z].*\S$/);
  });
});
