import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { GAME_MESSAGES } from './games';
import { PARAM_MESSAGES } from './fair/play';
import { LIVE_MESSAGES } from './live-tables';
import {
  CAPTCHA_LENGTH,
  CASH_CLAIM_MIN,
  EXTRA_PHONES_MAX,
  FULL_NAME_MAX_LENGTH,
  PHONE_DIGITS,
  RECEIPT_RULES,
  SIGNUP_RULES,
  VIP_CONVERT,
  WITHDRAWAL_RANGE,
} from './constants';
import { formatMoney } from './money';
import en from '../../i18n/src/locales/en/messages.json';
import bn from '../../i18n/src/locales/bn/messages.json';

const enMap = en as Record<string, string>;
const bnMap = bn as Record<string, string>;
// Every player-facing text the server or a rule can show: the site's MESSAGES and the games' messages (live tables too).
const values = [...new Set([...Object.values(MESSAGES), ...Object.values(GAME_MESSAGES), ...Object.values(PARAM_MESSAGES), ...Object.values(LIVE_MESSAGES)])] as string[];

describe('MESSAGES', () => {
  it('uses i18next placeholders, never the spec {x} form', () => {
    for (const v of values) expect(v.replace(/\{\{\w+\}\}/g, ''), v).not.toMatch(/[{}]/);
  });

  it('has camelCase keys and one key per text', () => {
    for (const k of Object.keys(MESSAGES)) expect(k).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(new Set(values).size).toBe(values.length);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(MESSAGES)).toBe(true);
  });

  it('has no value with surrounding spaces', () => {
    for (const v of values) expect(v).toBe(v.trim());
  });

  it('states the limits the rules enforce', () => {
    const taka = (p: bigint) => formatMoney(p, { decimals: 0 });
    const R = SIGNUP_RULES;
    const said: [string, string][] = [
      [MESSAGES.usernameLength, `between ${R.username.min} and ${R.username.max} characters`],
      [MESSAGES.passwordMin, `at least ${R.password.min} characters`],
      [MESSAGES.passwordMax, `at most ${R.password.max} characters`],
      [MESSAGES.phoneInvalid, `${R.phone.minDigits}-${R.phone.maxDigits} digits`],
      [MESSAGES.accountNumber11Digits, `${PHONE_DIGITS.depositAccount}-digit`],
      [MESSAGES.fullNameTooLong, `at most ${FULL_NAME_MAX_LENGTH} characters`],
      [MESSAGES.captchaFormat, `${CAPTCHA_LENGTH} digits`],
      [MESSAGES.extraPhonesLimit, `at most ${EXTRA_PHONES_MAX} extra`],
      [MESSAGES.withdrawAmountRange, `between ${taka(WITHDRAWAL_RANGE.min)} and ${taka(WITHDRAWAL_RANGE.max)} BDT`],
      [MESSAGES.cashClaimMinimum, `at least ${taka(CASH_CLAIM_MIN)} to`],
      [MESSAGES.vpMinimum, `: ${VIP_CONVERT.minMobile}`],
      [MESSAGES.receiptLimit, `at most ${RECEIPT_RULES.maxFiles} receipt`],
      [MESSAGES.receiptTooLarge, `at most ${RECEIPT_RULES.maxBytes / 1024 / 1024} MB`],
    ];
    for (const [text, part] of said) expect(text).toContain(part);
  });
});

describe('i18n messages namespace', () => {
  it('has every MESSAGES value as an English key with the same text', () => {
    const missing = values.filter((v) => enMap[v] !== v);
    expect(missing).toEqual([]);
  });

  it('has every MESSAGES value in Bangla', () => {
    const missing = values.filter((v) => typeof bnMap[v] !== 'string' || bnMap[v].trim() === '');
    expect(missing).toEqual([]);
  });

  it('has only MESSAGES values as keys (no stale texts)', () => {
    const known = new Set(values);
    expect(Object.keys(enMap).filter((k) => !known.has(k))).toEqual([]);
    expect(Object.keys(bnMap).filter((k) => !known.has(k))).toEqual([]);
  });

  it('writes Bangla in Bengali script and keeps the placeholders', () => {
    const ph = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort().join(',');
    for (const v of values) {
      expect(bnMap[v], v).toMatch(/[\u0980-\u09FF]/);
      expect(ph(bnMap[v] ?? ''), v).toBe(ph(v));
    }
  });
});
