import { formatMoney, tryParseMoney, type Poisha } from '@khela/domain';

/** Taka for display: "৳1,000.00" (en-IN grouping); `decimals: 0` leaves ".00" out of whole amounts. */
export function taka(p: Poisha, decimals: 0 | 2 = 2): string {
  return formatMoney(p, { currencySymbol: true, decimals });
}

/** A wire amount ("1000.00") for display; an unreadable one is shown as given, never rounded. */
export function wireTaka(value: string, decimals: 0 | 2 = 2): string {
  const p = tryParseMoney(value);
  return p === null ? value : taka(p, decimals);
}

/** Whole taka of a constant, for labels and test ids: 50000n → "500". */
export function wholeTaka(p: Poisha): string {
  return (p / 100n).toString();
}

/**
 * What the amount field keeps of a keystroke: digits with at most one point and two decimals, and no more than
 * nine digits of taka (a crore is far above any channel's limit).
 */
export function cleanAmount(input: string): string {
  const s = input.replace(/[^\d.]/g, '');
  const dot = s.indexOf('.');
  const whole = (dot === -1 ? s : s.slice(0, dot)).replace(/^0+(?=\d)/, '').slice(0, 9);
  if (dot === -1) return whole;
  return `${whole || '0'}.${s.slice(dot + 1).replace(/\./g, '').slice(0, 2)}`;
}

/** The amount field's text after a quick-add button: the current amount plus `add`, without ".00". */
export function addToAmount(current: string, add: Poisha): string {
  const base = tryParseMoney(current) ?? 0n;
  return formatMoney(base + add, { grouping: false, decimals: 0 });
}

/** The amount field's text for a fixed amount. */
export function amountText(p: Poisha): string {
  return formatMoney(p, { grouping: false, decimals: 0 });
}

const CALLING_CODES = ['880', '91', '92'];

/**
 * A stored phone (calling code + national number, "8801712345678") as the wallet apps write it: the national
 * number with its trunk 0, "01712345678" (11 digits, what a deposit submission takes).
 */
export function localPhone(stored: string): string {
  for (const cc of CALLING_CODES) {
    if (stored.startsWith(cc) && stored.length > cc.length + 6) return `0${stored.slice(cc.length)}`;
  }
  return stored;
}

/** Copies text; the clipboard API first, then the old selection way (plain http, older WebViews). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall through to the selection way */
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

/** Day key (YYYY-MM-DD) of an instant in Dhaka time. */
const DAY_KEY = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Dhaka' });
export function dhakaDay(value: string | number | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? '' : DAY_KEY.format(d);
}

/** The Dhaka day `n` days before `day` (YYYY-MM-DD). */
export function daysBefore(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00+06:00`);
  d.setUTCDate(d.getUTCDate() - n);
  return dhakaDay(d);
}

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Dhaka' });
/** 14:05, Dhaka time. */
export function dhakaTime(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : TIME.format(d);
}
