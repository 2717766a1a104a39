import { describe, expect, it } from 'vitest';
import { cell, dhakaIso, line, textCell } from './csv';

describe('account history CSV cells', () => {
  it('quotes what needs quoting and guards formulas', () => {
    expect(cell('plain')).toBe('plain');
    expect(cell('a,b')).toBe('"a,b"');
    expect(cell('say "hi"')).toBe('"say ""hi"""');
    expect(cell('two\nlines')).toBe('"two\nlines"');
    expect(textCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(textCell('-5')).toBe("'-5");
    expect(textCell('বাংলাদেশ v India')).toBe('বাংলাদেশ v India');
    expect(line(['a', 'b'])).toBe('a,b\r\n');
  });

  it('writes Dhaka time with its offset', () => {
    expect(dhakaIso(new Date('2026-01-31T17:59:00Z'))).toBe('2026-01-31T23:59:00+06:00');
    expect(dhakaIso(new Date('2026-01-31T18:00:00.500Z'))).toBe('2026-02-01T00:00:00+06:00');
  });
});
