import { describe, expect, it } from 'vitest';
import { resources, namespaces } from './resources';

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

/** Latin-script strings that stay the same in Bangla UI: brand and product names, codes. */
function isAllowedLatin(v: string): boolean {
  return /^(Khela|WhatsApp|Facebook|Telegram|Email|E-mail|BDT|INR|PKR|VIP|OTP|English|Intercom|bKash|Nagad|Rocket|Upay|ID|VP|A-Z|Tawk|Line|Skype|Crash|Dice|Limbo|Mines|Plinko|Keno)$/.test(v.trim());
}
