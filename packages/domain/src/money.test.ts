import { describe, expect, it } from 'vitest';
import { formatMoney, fromTaka, groupIndian, MoneyError, parseMoney, toWire, tryParseMoney } from './money';

describe('parseMoney', () => {
  it.each([
    ['0', 0n],
    ['0.1', 10n],
    ['0.10', 10n],
    ['0.01', 1n],
    ['1', 100n],
    ['1234.5', 123450n],
    ['1234.50', 123450n],
    ['-1', -100n],
    ['-0.05', -5n],
    ['-0', 0n],
    ['007', 700n],
    ['  25000.00 ', 2500000n],
    ['1,234.56', 123456n],
    ['1,234,567', 123456700n],
    ['12,34,567.89', 123456789n],
    ['1,23,45,678.00', 1234567800n],
    ['-1,000', -100000n],
  ])('parses %j', (input, expected) => {
    expect(parseMoney(input)).toBe(expected);
  });

  it('keeps values beyond 2^53 exact when given as strings', () => {
    expect(parseMoney('9007199254740993.99')).toBe(900719925474099399n);
    expect(parseMoney('123456789012345678901234567890.12')).toBe(12345678901234567890123456789012n);
    expect(toWire(parseMoney('9007199254740993.01'))).toBe('9007199254740993.01');
  });

  it.each([
    '',
    '   ',
    '-',
    '+1',
    '1e3',
    '1E3',
    '1e-2',
    'NaN',
    'Infinity',
    '-Infinity',
    '0x10',
    '1.',
    '.5',
    '1.234',
    '1.005',
    '0.001',
    '1..2',
    '1.2.3',
    '--1',
    '1-',
    'abc',
    '12a',
    '1 000',
    ',100',
    '100,',
    '1,00',
    '1,2345',
    '12,345,67',
    '1,,000',
    '৳100',
    '১০০',
  ])('refuses %j', (input) => {
    expect(() => parseMoney(input)).toThrow(MoneyError);
  });

  it('never rounds: more than two decimals is an error, not a rounded value', () => {
    expect(() => parseMoney('10.999')).toThrow(MoneyError);
    expect(() => parseMoney(10.999)).toThrow(MoneyError);
    expect(() => parseMoney(0.1 + 0.2)).toThrow(MoneyError); // 0.30000000000000004
  });

  it('takes numbers through their string form', () => {
    expect(parseMoney(0.1)).toBe(10n);
    expect(parseMoney(1.1)).toBe(110n); // 1.1 * 100 is 110.00000000000001 as a float
    expect(parseMoney(19.99)).toBe(1999n);
    expect(parseMoney(-2.5)).toBe(-250n);
    expect(parseMoney(100)).toBe(10000n);
    expect(parseMoney(-0)).toBe(0n);
    expect(parseMoney(Number.MAX_SAFE_INTEGER)).toBe(BigInt(Number.MAX_SAFE_INTEGER) * 100n);
  });

  it.each([NaN, Infinity, -Infinity, 1e3 * 1e18, 2 ** 53, -(2 ** 60), 1e-7])('refuses the number %s', (n) => {
    expect(() => parseMoney(n)).toThrow(MoneyError);
  });

  it('refuses non-string, non-number input', () => {
    expect(() => parseMoney(null as unknown as string)).toThrow(MoneyError);
    expect(() => parseMoney({} as unknown as string)).toThrow(MoneyError);
    expect(() => parseMoney(10n as unknown as string)).toThrow(MoneyError);
  });

  it('refuses absurdly long input without work', () => {
    expect(() => parseMoney('1'.repeat(10_000))).toThrow(MoneyError);
  });

  it('MoneyError carries the input', () => {
    try {
      parseMoney('1e3');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(MoneyError);
      expect((e as MoneyError).input).toBe('1e3');
      expect((e as MoneyError).name).toBe('MoneyError');
    }
  });
});

describe('tryParseMoney', () => {
  it('answers null instead of throwing', () => {
    expect(tryParseMoney('1e3')).toBeNull();
    expect(tryParseMoney('')).toBeNull();
    expect(tryParseMoney(null)).toBeNull();
    expect(tryParseMoney(undefined)).toBeNull();
    expect(tryParseMoney('5.5')).toBe(550n);
  });
});

describe('toWire', () => {
  it.each([
    [0n, '0.00'],
    [1n, '0.01'],
    [10n, '0.10'],
    [100n, '1.00'],
    [123450n, '1234.50'],
    [-5n, '-0.05'],
    [-123456n, '-1234.56'],
    [2500000n, '25000.00'],
  ])('%s → %s', (p, wire) => {
    expect(toWire(p)).toBe(wire);
    expect(parseMoney(wire)).toBe(p);
  });
});

describe('formatMoney', () => {
  it('groups the en-IN way with two decimals by default', () => {
    expect(formatMoney(1234567800n)).toBe('1,23,45,678.00');
    expect(formatMoney(0n)).toBe('0.00');
    expect(formatMoney(5n)).toBe('0.05');
    expect(formatMoney(99999n)).toBe('999.99');
    expect(formatMoney(100000n)).toBe('1,000.00');
    expect(formatMoney(10000000n)).toBe('1,00,000.00');
    expect(formatMoney(1000000000n)).toBe('1,00,00,000.00');
    expect(formatMoney(-2500000n)).toBe('-25,000.00');
  });

  it('can leave out grouping', () => {
    expect(formatMoney(1234567800n, { grouping: false })).toBe('12345678.00');
  });

  it('decimals 0 drops .00 but never rounds poisha away', () => {
    expect(formatMoney(2500000n, { decimals: 0 })).toBe('25,000');
    expect(formatMoney(2500050n, { decimals: 0 })).toBe('25,000.50');
    expect(formatMoney(99n, { decimals: 0 })).toBe('0.99');
  });

  it('adds the taka sign on request, after the minus', () => {
    expect(formatMoney(50000n, { currencySymbol: true })).toBe('৳500.00');
    expect(formatMoney(-50000n, { currencySymbol: true, decimals: 0 })).toBe('-৳500');
  });

  it('formats values beyond 2^53 exactly', () => {
    expect(formatMoney(900719925474099399n)).toBe('9,00,71,99,25,47,40,993.99');
  });

  it('groups like Intl en-IN', () => {
    for (const whole of [1n, 12n, 1234n, 123456n, 12345678n, 9007199254740993n, 10n ** 25n + 3n]) {
      expect(formatMoney(whole * 100n)).toBe(`${whole.toLocaleString('en-IN')}.00`);
    }
  });

  it('round-trips through parseMoney', () => {
    for (const p of [0n, 1n, 99n, 100n, 123456789n, -987654321n, 10n ** 20n + 7n]) {
      expect(parseMoney(formatMoney(p))).toBe(p);
    }
  });
});

describe('groupIndian', () => {
  it.each([
    ['1', '1'],
    ['123', '123'],
    ['1234', '1,234'],
    ['12345', '12,345'],
    ['123456', '1,23,456'],
    ['1234567', '12,34,567'],
    ['12345678', '1,23,45,678'],
  ])('%s → %s', (d, g) => expect(groupIndian(d)).toBe(g));
});

describe('fromTaka', () => {
  it('converts whole taka', () => {
    expect(fromTaka(500)).toBe(50000n);
    expect(fromTaka(0)).toBe(0n);
    expect(fromTaka(-3)).toBe(-300n);
    expect(fromTaka(10n ** 18n)).toBe(10n ** 20n);
  });
  it.each([0.5, NaN, Infinity, 2 ** 53])('refuses %s', (n) => {
    expect(() => fromTaka(n)).toThrow(MoneyError);
  });
});
