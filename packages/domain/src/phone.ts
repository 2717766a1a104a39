import { CALLING_CODES } from './constants';

/**
 * National (significant) numbers of the three calling codes we serve: mobile numbers, the ones that take an SMS.
 * Bangladesh 1[3-9]XXXXXXXX, India [6-9]XXXXXXXXX, Pakistan 3XXXXXXXXX.
 */
const NATIONAL_NUMBER: Readonly<Record<string, RegExp>> = {
  '880': /^1[3-9]\d{8}$/,
  '91': /^[6-9]\d{9}$/,
  '92': /^3\d{9}$/,
};

function isNationalNumber(callingCode: string, national: string): boolean {
  const known = NATIONAL_NUMBER[callingCode];
  if (known) return known.test(national);
  return /^[1-9]\d{5,13}$/.test(national) && callingCode.length + national.length <= 15;
}

function join(callingCode: string, rest: string): string | null {
  const national = rest.startsWith('0') ? rest.slice(1) : rest; // trunk prefix: 01712345678
  return isNationalNumber(callingCode, national) ? callingCode + national : null;
}

/**
 * Phone number to calling code + national number, digits only:
 * "01712345678", "1712345678", "+8801712345678", "008801712345678", "8801712345678", "+880 1712-345678"
 * all give "8801712345678". Null when the input is not a phone number of a known country.
 * Spaces, dashes, dots and parentheses are ignored; anything else is refused.
 */
export function normalizePhone(input: unknown, defaultCallingCode: string = '880'): string | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const raw = String(input).trim();
  if (raw.length === 0 || raw.length > 32) return null;
  const m = /^(\+|00)?(\d+)$/.exec(raw.replace(/[\s\-().]/g, ''));
  if (!m || !m[2]) return null;
  const international = m[1] !== undefined;
  const digits = m[2];
  const fallbackCode = defaultCallingCode.replace(/\D/g, '');

  for (const cc of CALLING_CODES) {
    if (digits.startsWith(cc)) {
      const joined = join(cc, digits.slice(cc.length));
      if (joined || international) return joined;
    }
  }
  if (international) {
    // Another country: E.164 has at most 15 digits and no leading 0.
    return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
  }
  return fallbackCode ? join(fallbackCode, digits) : null;
}
