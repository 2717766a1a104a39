/** Sign-up, login, verification and the account's currencies and phone numbers (spec 1 §5, §9). */
import type { Currency } from '../wire';
import { deepFreeze } from './freeze';

/** Phone digits: 10–15 at sign-up, exactly 11 for the deposit account number. */
export const PHONE_DIGITS = { signupMin: 10, signupMax: 15, depositAccount: 11 } as const;

/** After a verification code is sent, a countdown (mm:ss) replaces the Verify button. */
export const VERIFICATION_COUNTDOWN_SECONDS = 300;

/** Extra phone numbers: the Add button shows only while fewer than this many are saved. */
export const EXTRA_PHONES_MAX = 2;

/** Desktop registration captcha: 4 digits. */
export const CAPTCHA_LENGTH = 4;

/** Desktop sign-up: full name at most 100 characters. */
export const FULL_NAME_MAX_LENGTH = 100;

export const CURRENCIES = ['BDT', 'INR', 'PKR'] as const satisfies readonly Currency[];
/** Currency ids of the desktop sign-up form. */
export const CURRENCY_IDS: Readonly<Record<Currency, number>> = deepFreeze({ BDT: 8, INR: 7, PKR: 17 });
export const DEFAULT_CURRENCY: Currency = 'BDT';

/** Calling codes offered (+880, +91, +92), digits only. */
export const CALLING_CODES = ['880', '91', '92'] as const;
type CallingCode = (typeof CALLING_CODES)[number];
export const DEFAULT_CALLING_CODE: CallingCode = '880';
/** The area code shown beside the mobile sign-up phone field. */
export const MOBILE_SIGNUP_PHONE_PREFIX = '+88';

/**
 * The mobile sign-up form's rule (spec 1 §5): usernames of 8–16 and passwords of 8–20 characters, letters and digits
 * only. The desktop two-step form has its own limits (DESKTOP_SIGNUP_RULES). The server applies the rule of the form
 * the edge serves to the request's browser (its `view` cookie, else its User-Agent).
 */
export const SIGNUP_RULES = deepFreeze({
  username: { min: 8, max: 16, pattern: /^[A-Za-z0-9]+$/, uniqueIgnoringCase: true },
  password: { min: 8, max: 20, pattern: /^[A-Za-z0-9]+$/ },
  phone: { minDigits: 10, maxDigits: 15 },
  /** Longest e-mail address accepted (RFC 5321 path limit). */
  email: { max: 254 },
  name: { max: FULL_NAME_MAX_LENGTH, required: false },
  currency: { values: CURRENCIES, default: DEFAULT_CURRENCY },
  referralCode: { required: false, max: 20 },
  agentCode: { required: false, max: 20 },
} as const);

/**
 * The desktop two-step sign-up form's own limits (spec 1 §5 desktop, issue 13): username 4–15 letters and digits,
 * shown and sent in lowercase; password 6–20 letters and digits; optional refer code 6–20.
 */
export const DESKTOP_SIGNUP_RULES = deepFreeze({
  username: { min: 4, max: 15, pattern: /^[A-Za-z0-9]+$/ },
  password: { min: 6, max: 20, pattern: /^[A-Za-z0-9]+$/ },
  referCode: { min: 6, max: 20 },
} as const);

/**
 * The desktop form's own messages (the spec quotes none for its limits). Not in MESSAGES: the desktop app translates
 * them through its auth namespace (`register.rules.*`), with the figures as parameters.
 */
export const DESKTOP_SIGNUP_MESSAGES = deepFreeze({
  usernameLength: `Username must be between ${DESKTOP_SIGNUP_RULES.username.min} and ${DESKTOP_SIGNUP_RULES.username.max} characters`,
  passwordLength: `Password must be between ${DESKTOP_SIGNUP_RULES.password.min} and ${DESKTOP_SIGNUP_RULES.password.max} characters`,
  referCodeLength: `The refer code has ${DESKTOP_SIGNUP_RULES.referCode.min} to ${DESKTOP_SIGNUP_RULES.referCode.max} letters and numbers.`,
} as const);

/** Which sign-up form a request comes from: the build the edge serves its browser. */
export type SignupForm = 'mobile' | 'desktop';

/** Password-recovery OTP. */
export const OTP_RULES = deepFreeze({ length: 6, validMinutes: 10, maxWrongTries: 5 } as const);

/** E-mail / phone verification code. */
export const VERIFICATION_CODE_RULES = deepFreeze({
  validMinutes: VERIFICATION_COUNTDOWN_SECONDS / 60,
  resendIntervalSeconds: 60,
} as const);
