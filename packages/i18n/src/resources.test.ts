import { describe, expect, it } from 'vitest';
import { resources, namespaces } from './resources';
import { DELIBERATE_DUPLICATES, WHY } from './duplicates';
import { resources as mobile } from './bundles/mobile';
import { resources as desktop } from './bundles/desktop';
import { resources as backoffice } from './bundles/backoffice';
import { resources as games } from './bundles/games';

type Tree = { [k: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const BENGALI = /[\u0980-\u09FF]/;

describe.each(namespaces)('namespace %s', (ns) => {
  const en = ns === 'messages' ? new Map(Object.entries(resources.en[ns] as Record<string, string>)) : flatten(resources.en[ns] as Tree);
  const bn = ns === 'messages' ? new Map(Object.entries(resources.bn[ns] as Record<string, string>)) : flatten(resources.bn[ns] as Tree);

  it('has every English key in Bangla', () => {
    const missing = [...en.keys()].filter((k) => !bn.has(k));
    expect(missing).toEqual([]);
  });

  it('has no Bangla key that English lacks', () => {
    const extra = [...bn.keys()].filter((k) => !en.has(k));
    expect(extra).toEqual([]);
  });

  it('has no empty values', () => {
    const empty = [...en, ...bn].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('is really translated: Bangla values use Bengali script unless they are brand names, codes or numbers', () => {
    const latinOnly = [...bn].filter(([k, v]) => {
      if (BENGALI.test(v)) return false;
      if (!/[A-Za-z]/.test(v.replace(/\{\{\s*\w+\s*\}\}/g, ''))) return false; // numbers, symbols, placeholders only
      return en.get(k) === v && !isAllowedLatin(v);
    });
    expect(latinOnly.map(([k]) => k)).toEqual([]);
  });

  if (ns === 'messages') {
    it('keys English messages by their own text', () => {
      const mismatched = [...en].filter(([k, v]) => k !== v).map(([k]) => k);
      expect(mismatched).toEqual([]);
    });
  }

  it('keeps the same {{placeholders}} in both languages', () => {
    const ph = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort().join(',');
    const bad = [...en].filter(([k, v]) => bn.has(k) && ph(v) !== ph(bn.get(k)!)).map(([k]) => k);
    expect(bad).toEqual([]);
  });
});

describe('all namespaces', () => {
  it('lists every namespace of the resources, in both languages', () => {
    expect(Object.keys(resources.en).sort()).toEqual([...namespaces].sort());
    expect(Object.keys(resources.bn).sort()).toEqual([...namespaces].sort());
  });

  it('keeps each English string under one key, but for the deliberate duplicates listed in duplicates.ts', () => {
    const byText = new Map<string, string[]>();
    for (const ns of namespaces) {
      if (ns === 'messages') continue;
      for (const [k, v] of flatten(resources.en[ns] as Tree)) byText.set(v, [...(byText.get(v) ?? []), `${ns}:${k}`]);
    }
    const found = [...byText].filter(([, keys]) => keys.length > 1).map(([text, keys]) => ({ text, keys: [...keys].sort() }));
    const listed = DELIBERATE_DUPLICATES.map(({ text, keys }) => ({ text, keys: [...keys].sort() }));
    const sortByText = (a: { text: string }, b: { text: string }) => a.text.localeCompare(b.text);
    expect(found.sort(sortByText)).toEqual(listed.sort(sortByText));
  });

  it('gives every deliberate duplicate a reason', () => {
    const bad = DELIBERATE_DUPLICATES.filter((d) => d.why.length === 0 || d.why.some((w) => !(w in WHY))).map((d) => d.text);
    expect(bad).toEqual([]);
  });
});

/** Parts of a namespace an app deliberately leaves out (the mobile app has no desktop exchange or rewards screens). */
const OMITTED: Record<string, Record<string, string[]>> = { mobile: { exchange: ['desktop'], rewards: ['desktop'], support: ['desktop'] } };

describe.each([
  ['mobile', mobile],
  ['desktop', desktop],
  ['backoffice', backoffice],
  ['games', games],
] as const)('bundle %s', (app, bundle) => {
  it('loads only namespaces that exist, the same in both languages, with the same strings as the resources', () => {
    const en = Object.keys(bundle.en);
    expect(Object.keys(bundle.bn)).toEqual(en);
    for (const ns of en) {
      expect(namespaces).toContain(ns);
      for (const lang of ['en', 'bn'] as const) {
        const all = { ...((resources[lang] as Record<string, object>)[ns] as Record<string, unknown>) };
        for (const part of OMITTED[app]?.[ns] ?? []) delete all[part];
        expect((bundle[lang] as Record<string, unknown>)[ns]).toEqual(ns === 'messages' ? (resources[lang] as Record<string, unknown>)[ns] : all);
      }
    }
  });

  it('has the shared namespaces every app needs (packages/ui defaults, server messages)', () => {
    expect(Object.keys(bundle.en)).toEqual(expect.arrayContaining(['ui', 'messages']));
  });
});

it('keeps console and games-app strings out of the player bundles', () => {
  for (const bundle of [mobile, desktop]) expect(Object.keys(bundle.en)).not.toContain('backoffice');
  for (const bundle of [mobile, desktop]) expect(Object.keys(bundle.en)).not.toContain('games');
  // Both player apps have the funds screens (the desktop Member Center's Deposit, Withdrawal and records tabs).
  for (const bundle of [mobile, desktop]) expect(Object.keys(bundle.en)).toContain('wallet');
  expect(Object.keys(backoffice.en).sort()).toEqual(['backoffice', 'messages', 'ui']);
});

/** Latin-script strings that stay the same in Bangla UI: brand and product names, codes. */
function isAllowedLatin(v: string): boolean {
  return /^(Khela|WhatsApp|Facebook|Telegram|Email|E-mail|BDT|INR|PKR|VIP|OTP|English|Intercom|bKash|Nagad|Rocket|Upay|ID|VP|A-Z|Tawk|Line|Skype|Crash|Dice|Limbo|Mines|Plinko|Keno)$/.test(v.trim());
}
