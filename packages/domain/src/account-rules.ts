import { CURRENCIES, DESKTOP_SIGNUP_MESSAGES, DESKTOP_SIGNUP_RULES, PHONE_DIGITS } from './constants';
import { MESSAGES } from './messages';
import { MINIMUM_AGE_YEARS, ageInYears, dhakaToday } from './profile';
import { isBirthday } from './schemas';

// ---------------------------------------------------------------------------------------------------------------
// Where to go after a login

/**
 * The internal path a login returns to (`location.state.from` of RequireAuth, the support sheet …): a same-site path
 * ("/x", never "//host" or a URL) other than the login page itself; anything else is home.
 */
export function loginReturnPath(from: unknown, fallback = '/'): string {
  return typeof from === 'string' && /^\/(?!\/)/.test(from) && !/^\/login(?:[/?#]|$)/.test(from) ? from : fallback;
}

// ---------------------------------------------------------------------------------------------------------------
// Desktop two-step sign-up (spec 1 §5 desktop: username 4–15 shown in lowercase, password 6–20, refer code 6–20)

/** The desktop form shows (and sends) the username in lowercase. */
export const desktopUsername = (typed: string): string => typed.replace(/\s+/g, '').toLowerCase();

interface DesktopSignupStep1Values {
  username: string;
  password: string;
  confirmPassword: string;
  currencyType: string;
  friendReferCode: string;
}

const LETTERS_DIGITS = /^[A-Za-z0-9]+$/;

/**
 * Step 1 of the desktop sign-up, one message per field in the spec's order: all three filled ('Please fill in all
 * fields.'), the two passwords match, then the form's own limits (username letters and digits, 4–15; password 6–20
 * letters and digits), the currency, and the optional refer code.
 */
export function desktopSignupStep1Errors(v: DesktopSignupStep1Values): Partial<Record<keyof DesktopSignupStep1Values, string>> {
  const e: Partial<Record<keyof DesktopSignupStep1Values, string>> = {};
  const U = DESKTOP_SIGNUP_RULES.username;
  const P = DESKTOP_SIGNUP_RULES.password;
  const R = DESKTOP_SIGNUP_RULES.referCode;
  const username = v.username.trim();
  for (const key of ['username', 'password', 'confirmPassword'] as const) if (!v[key]) e[key] = MESSAGES.fillAllFields;
  if (Object.keys(e).length > 0) return e;
  if (v.confirmPassword !== v.password) e.confirmPassword = MESSAGES.passwordsDoNotMatchDot;
  if (!LETTERS_DIGITS.test(username)) e.username = MESSAGES.usernameInvalid;
  else if (username.length < U.min || username.length > U.max) e.username = DESKTOP_SIGNUP_MESSAGES.usernameLength;
  if (v.password.length < P.min || v.password.length > P.max) e.password = DESKTOP_SIGNUP_MESSAGES.passwordLength;
  else if (!LETTERS_DIGITS.test(v.password)) e.password = MESSAGES.passwordCharset;
  if (!(CURRENCIES as readonly string[]).includes(v.currencyType)) e.currencyType = MESSAGES.currencyInvalid;
  const code = v.friendReferCode.trim();
  if (code && (!LETTERS_DIGITS.test(code) || code.length < R.min || code.length > R.max)) e.friendReferCode = DESKTOP_SIGNUP_MESSAGES.referCodeLength;
  return e;
}

// ---------------------------------------------------------------------------------------------------------------
// Profile: birthday and extra phones (both apps)

/** The earliest birthday the date input offers. */
export const EARLIEST_BIRTHDAY = '1900-01-01';

/** The latest birthday of a player who is 18 today in Dhaka (the date input's max). */
export function latestAdultBirthday(today: string = dhakaToday()): string {
  const [y, m, d] = today.split('-') as [string, string, string];
  const year = String(Number(y) - MINIMUM_AGE_YEARS).padStart(4, '0');
  // 29 February of a leap year: the same day 18 years earlier may not exist; the 28th is always safe.
  return `${year}-${m}-${m === '02' && d === '29' ? '28' : d}`;
}

/** Edit Birthday: required, a real date, and (the server's rule) at least 18 years old in Dhaka today. */
export function birthdayErrors({ dofb }: { dofb: string }): { dofb?: string } {
  const v = (dofb ?? '').trim();
  if (!v) return { dofb: MESSAGES.birthdayRequired };
  if (!isBirthday(v)) return { dofb: MESSAGES.birthdayInvalid };
  if (ageInYears(v, dhakaToday()) < MINIMUM_AGE_YEARS) return { dofb: MESSAGES.birthdayUnderage };
  return {};
}

const EXTRA_PHONE = new RegExp(`^\\d{${PHONE_DIGITS.signupMin},${PHONE_DIGITS.signupMax}}$`);

/** Add an extra phone: the sign-up phone rule (10–15 digits, spec 1 §5), the server's too. */
export function extraPhoneErrors({ phone }: { phone: string }): { phone?: string } {
  const v = phone.trim();
  if (!v) return { phone: MESSAGES.phoneRequired };
  if (!EXTRA_PHONE.test(v)) return { phone: MESSAGES.phoneInvalid };
  return {};
}
