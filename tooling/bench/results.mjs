// `pnpm bench <name> --write` (or BENCH_WRITE=1): a bench's latest figures go into docs/bench-results.md, between
// `<!-- bench:<name> -->` and `<!-- /bench:<name> -->`, replacing what the previous run wrote there. Everything
// outside the markers (the dated history, the notes) is left as it is; git keeps the earlier runs.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

/** The results file (BENCH_RESULTS overrides it, for tests). */
export function resultsFile() {
  return process.env.BENCH_RESULTS || join(root, 'docs', 'bench-results.md');
}

/** Whether this run writes its figures: `--write` among the arguments, or BENCH_WRITE=1. */
export function wantsWrite(argv = process.argv, env = process.env) {
  return argv.includes('--write') || env.BENCH_WRITE === '1';
}

/** What a bench printed, as it reads in a file: no colour codes, a progress line's last state, no trailing blanks. */
export function cleanOutput(text) {
  return text
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, 'g'), '')
    .split('\n')
    .map((line) => line.split('\r').filter((part) => part !== '').at(-1) ?? '')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

const NAME = /^[a-z][a-z0-9-]*$/;

/**
 * The markdown with bench `name`'s section holding `output` (what the bench printed) under a line saying when and
 * where it ran. An existing section is replaced in place; a new one is added under the "## Latest figures" heading
 * (after the sections already there), or at the end when there is no such heading.
 */
export function updateSection(markdown, name, output, meta = {}) {
  if (!NAME.test(name)) throw new Error(`not a bench name: ${name}`);
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const where = [meta.date ?? new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC', meta.commit && `commit ${meta.commit}`, meta.machine]
    .filter(Boolean)
    .join(', ');
  const body = cleanOutput(output).replaceAll('```', "'''");
  const command = ['pnpm bench', name, ...(meta.args ?? [])].join(' ');
  const section = `${open}\n### ${name}\n\`${command}\`, ${where}:\n\n\`\`\`text\n${body}\n\`\`\`\n${close}`;
  const start = markdown.indexOf(open);
  if (start >= 0) {
    const end = markdown.indexOf(close, start);
    if (end < 0) throw new Error(`${open} has no ${close}`);
    return markdown.slice(0, start) + section + markdown.slice(end + close.length);
  }
  const heading = markdown.match(/^## Latest figures[^\n]*\n/m);
  if (!heading) return `${markdown.replace(/\n*$/, '')}\n\n${section}\n`;
  // After the last section under the heading, before the next "## " heading.
  const from = heading.index + heading[0].length;
  const next = markdown.slice(from).search(/^## /m);
  const stop = next < 0 ? markdown.length : from + next;
  const block = markdown.slice(from, stop).replace(/\n*$/, '');
  return `${markdown.slice(0, from)}${block ? `${block}\n\n` : '\n'}${section}\n${next < 0 ? '' : '\n'}${markdown.slice(stop)}`;
}

/** Where this run happened, for the section's first line: the commit, and the machine's cores. */
export function runMeta() {
  let commit;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    commit = undefined;
  }
  return { commit, machine: `${cpus().length} cores` };
}

/** Writes bench `name`'s latest output into the results file. */
export function writeResults(name, output, meta = {}, file = resultsFile()) {
  meta = { ...runMeta(), ...meta };
  if (!cleanOutput(output)) return false;
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n\n## Latest figures\n';
  writeFileSync(file, updateSection(before, name, output, meta));
  console.log(`(figures written to ${file}, section bench:${name})`);
  return true;
}
