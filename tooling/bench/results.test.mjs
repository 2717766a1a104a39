// The update logic of `pnpm bench --write` (results.mjs): run by `pnpm test unit` (tooling/test-all.mjs).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanOutput, updateSection, wantsWrite, writeResults } from './results.mjs';

const meta = { date: '2026-12-07 23:00 UTC', commit: 'abc1234', machine: '2 cores' };
const DOC = `# Benchmark results

Notes before.

## Latest figures

<!-- bench:ledger -->
### ledger
old ledger figures
<!-- /bench:ledger -->

<!-- bench:balance -->
### balance
old balance figures
<!-- /bench:balance -->

## History

- 2026-11-25: a Dice round 636–731 rounds/s.
`;

describe('updateSection', () => {
  it('replaces only the named section, leaving the others and the history as they were', () => {
    const out = updateSection(DOC, 'ledger', 'transfer 2,400/s\nraw SQL 2,550/s\n', meta);
    expect(out).not.toContain('old ledger figures');
    expect(out).toContain('old balance figures');
    expect(out).toContain('- 2026-11-25: a Dice round 636–731 rounds/s.');
    expect(out).toContain('<!-- bench:ledger -->\n### ledger\n`pnpm bench ledger`, 2026-12-07 23:00 UTC, commit abc1234, 2 cores:\n\n```text\ntransfer 2,400/s\nraw SQL 2,550/s\n```\n<!-- /bench:ledger -->');
    // Once each, and in their places.
    expect(out.split('<!-- bench:ledger -->').length).toBe(2);
    expect(out.indexOf('bench:ledger')).toBeLessThan(out.indexOf('bench:balance'));
    expect(out.startsWith('# Benchmark results\n\nNotes before.\n\n## Latest figures\n\n<!-- bench:ledger -->')).toBe(true);
  });

  it('is stable: the same figures written twice give the same file', () => {
    const once = updateSection(DOC, 'balance', 'balance 53 % of hello world', meta);
    expect(updateSection(once, 'balance', 'balance 53 % of hello world', meta)).toBe(once);
  });

  it('adds a new section at the end of "Latest figures", before the next heading', () => {
    const out = updateSection(DOC, 'games-sim', 'dice 99.0 %', { ...meta, args: ['--rounds', '1000'] });
    const at = out.indexOf('<!-- bench:games-sim -->');
    expect(at).toBeGreaterThan(out.indexOf('<!-- /bench:balance -->'));
    expect(at).toBeLessThan(out.indexOf('## History'));
    expect(out).toContain('`pnpm bench games-sim --rounds 1000`, 2026-12-07 23:00 UTC');
    expect(out).toContain('<!-- /bench:games-sim -->\n\n## History');
    expect(out).toContain('<!-- /bench:balance -->\n\n<!-- bench:games-sim -->');
  });

  it('appends at the end of a file without the heading, and refuses a broken or bad marker', () => {
    expect(updateSection('# Results\n', 'idle', 'busy 8 %', meta)).toMatch(/^# Results\n\n<!-- bench:idle -->[\s\S]*<!-- \/bench:idle -->\n$/);
    expect(() => updateSection('<!-- bench:idle -->\nno end', 'idle', 'x', meta)).toThrow(/no <!-- \/bench:idle -->/);
    expect(() => updateSection(DOC, 'a b', 'x', meta)).toThrow(/not a bench name/);
  });

  it('does not let a bench break out of its code block', () => {
    const out = updateSection(DOC, 'ledger', 'a ``` b', meta);
    expect(out).toContain("a ''' b");
  });
});

describe('cleanOutput', () => {
  it('drops colour codes, keeps a progress line last state and trims blank ends', () => {
    expect(cleanOutput('\n\u001b[32mok\u001b[0m  \nrun 10%\rrun 100%\n\n')).toBe('ok\nrun 100%');
  });
});

describe('wantsWrite', () => {
  it('is --write or BENCH_WRITE=1', () => {
    expect(wantsWrite(['node', 'bench.mjs', 'ledger', '--write'], {})).toBe(true);
    expect(wantsWrite(['node', 'bench.mjs', 'ledger'], { BENCH_WRITE: '1' })).toBe(true);
    expect(wantsWrite(['node', 'bench.mjs', 'ledger'], {})).toBe(false);
  });
});

describe('writeResults', () => {
  it('writes the section into the file, and leaves the file alone when the bench printed nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-results-'));
    try {
      const file = join(dir, 'bench-results.md');
      writeFileSync(file, DOC);
      expect(writeResults('ledger', '', meta, file)).toBe(false);
      expect(readFileSync(file, 'utf8')).toBe(DOC);
      expect(writeResults('ledger', 'transfer 2,400/s', meta, file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain('```text\ntransfer 2,400/s\n```\n<!-- /bench:ledger -->');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
