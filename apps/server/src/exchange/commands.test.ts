import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/errors';
import { decodeCommand, encodeCommand, type CommandType, type MarketCommand } from './commands';

const staff = { staffId: 7n, ip: '10.0.0.1' };

/** One of every command, with the money and ids as bigints (some beyond 2^53). */
const EVERY: Record<CommandType, MarketCommand[]> = {
  place: [{ type: 'place', marketId: 12n, playerId: 9007199254740993n, selectionId: 5n, side: 'back', price: 250, size: 10_000n, persistence: 'lapse', requestId: 'r-1' }],
  cancel: [{ type: 'cancel', marketId: 12n, orderId: 99n }],
  bookmaker: [{ type: 'bookmaker', marketId: 3n, playerId: 4n, selectionId: 6n, side: 'lay', price: 190, stake: 123_456_789_012_345_678n, requestId: 'b:2' }],
  fancy: [{ type: 'fancy', marketId: 8n, playerId: 4n, side: 'no', line: 47, rate: 90, stake: 5_000n, requestId: 'f.3' }],
  status: [
    { type: 'status', marketId: 1n, status: 'suspended', staff },
    { type: 'status', marketId: 1n, status: 'open' },
  ],
  inplay: [{ type: 'inplay', marketId: 1n }],
  close: [{ type: 'close', marketId: 1n, staff: { staffId: 2n } }],
  settle: [
    { type: 'settle', marketId: 1n, winner: 5n, staff },
    { type: 'settle', marketId: 2n, result: 48 },
    { type: 'settle', marketId: 1n, winner: 5n, early: { reason: 'Match abandoned, result declared' }, staff },
  ],
  resettle: [
    { type: 'resettle', marketId: 1n, winner: 6n, from: { winner: 5n, result: null }, reason: 'wrong winner', staff },
    { type: 'resettle', marketId: 2n, result: 50, from: { winner: null, result: 48 }, reason: 'wrong score', staff },
  ],
  void: [{ type: 'void', marketId: 1n, staff }],
  prices: [
    { type: 'prices', marketId: 3n, runners: [{ selectionId: 6n, back: 190, lay: null, suspended: true }, { selectionId: 7n }], ballRunning: true },
    { type: 'prices', marketId: 8n, fancy: { noLine: 47, noRate: 90, yesLine: 48, yesRate: 100 }, staff },
  ],
  limits: [
    { type: 'limits', marketId: 3n, commissionBps: 200, minStake: 1_000n, maxStake: 10_000_000n, maxExposure: null, betDelayMs: 5000, liquidity: false, staff },
    { type: 'limits', marketId: 3n, maxExposure: 50_000_000n },
  ],
  requote: [{ type: 'requote', marketId: 12n, playerId: 2n, quotes: [{ runner: 0, side: 'lay', price: 200, size: 200_000n }, { runner: 1, side: 'back', price: 310, size: 50_000n }] }],
};

/** Through the Redis hop: encoded, stringified, parsed, decoded. */
const hop = (c: MarketCommand) => decodeCommand(JSON.parse(JSON.stringify(encodeCommand(c))));

function refused(raw: unknown) {
  let err: unknown;
  try {
    decodeCommand(raw);
  } catch (e) {
    err = e;
  }
  expect(err, JSON.stringify(raw)).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe('bad_request');
}

describe('market commands: encodeCommand / decodeCommand', () => {
  it('round-trips every command through JSON unchanged, bigints included', () => {
    for (const cmds of Object.values(EVERY)) for (const c of cmds) expect(hop(c)).toEqual(c);
  });

  it('writes money and ids as decimal strings of minor units (the forwarded and audited shape)', () => {
    expect(encodeCommand(EVERY.place[0]!)).toEqual({
      type: 'place',
      marketId: '12',
      playerId: '9007199254740993',
      selectionId: '5',
      side: 'back',
      price: 250,
      size: '10000',
      persistence: 'lapse',
      requestId: 'r-1',
    });
    expect(JSON.parse(JSON.stringify(encodeCommand(EVERY.settle[2]!)))).toEqual({
      type: 'settle',
      marketId: '1',
      winner: '5',
      early: true,
      reason: 'Match abandoned, result declared',
      staff: { staffId: '7', ip: '10.0.0.1' },
    });
  });

  it('refuses a malformed payload', () => {
    const place = JSON.parse(JSON.stringify(encodeCommand(EVERY.place[0]!))) as Record<string, unknown>;
    refused(null);
    refused('place');
    refused([place]);
    refused({ ...place, type: 'transfer' });
    refused({ ...place, type: undefined });
    refused({ ...place, marketId: 12 });
    refused({ ...place, marketId: undefined });
    refused({ ...place, size: 100 });
    refused({ ...place, size: '1e3' });
    refused({ ...place, size: '10.00' });
    refused({ ...place, playerId: undefined });
    refused({ ...place, side: 'yes' });
    refused({ ...place, price: '2.5' });
    refused({ ...place, price: null });
    refused({ ...place, persistence: 'forever' });
    refused({ ...place, requestId: 5 });
    refused({ type: 'cancel', marketId: '1' });
    refused({ type: 'fancy', marketId: '1', playerId: '1', side: 'back', line: 1, rate: 1, stake: '1', requestId: 'x' });
    refused({ type: 'status', marketId: '1', status: 'closed' });
    refused({ type: 'void', marketId: '1', staff: { ip: '1.1.1.1' } });
    refused({ type: 'resettle', marketId: '1', winner: '2', reason: 'r' });
    refused({ type: 'resettle', marketId: '1', winner: '2', from: { winner: 2, result: null }, reason: 'r' });
    refused({ type: 'prices', marketId: '1', runners: {} });
    refused({ type: 'prices', marketId: '1', runners: [{ selectionId: '1', back: '1.9' }] });
    refused({ type: 'prices', marketId: '1', fancy: { noLine: 1, noRate: 1, yesLine: 1 } });
    refused({ type: 'limits', marketId: '1', minStake: 100 });
    refused({ type: 'requote', marketId: '1', playerId: '2', quotes: [{ runner: 0, side: 'lay', price: 200, size: 5 }] });
    refused({ type: 'requote', marketId: '1', playerId: '2' });
  });
});
