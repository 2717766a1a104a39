/**
 * Form and request rules with the spec's exact messages (spec 1 §5, spec 2 §5), shared by the apps (formik) and the
 * server (`validate`).
 *
 * How ordering works: each schema's fields only shape the value (trim, defaults); the rules are one ordered list of
 * checks run by an object-level test. A field gets the message of its first failing check, and the errors come out in
 * list order, so "the first failing check wins" both per field (formik) and for the whole form (`validate().message`,
 * the desktop alerts). The lists follow the spec's order where it gives one.
 */
import { boolean, object, string, ValidationError, type AnyObject, type InferType, type ObjectShape, type TestContext } from 'yup';
import {
  CALLING_CODES,
  CAPTCHA_LENGTH,
  CURRENCIES,
  DEFAULT_CALLING_CODE,
  DEFAULT_CURRENCY,
  DESKTOP_SIGNUP_MESSAGES,
  DESKTOP_SIGNUP_RULES,
  FULL_NAME_MAX_LENGTH,
  OTP_RULES,
  PHONE_DIGITS,
  SIGNUP_RULES,
  TRANSACTION_ID_MIN_LENGTH,
  type SignupForm,
} from './constants';
import { MESSAGES } from './messages';
import { tryParseMoney } from './money';
import { normalizePhone } from './phone';
import type { Currency } from './wire';

// ---------------------------------------------------------------------------------------------------------------
// The ordered-check machinery

type Values = Record<string, unknown>;

/** One rule: `fails(values, context)` true means `message` is reported on `path`. */
export interface Check {
  path: string;
  message: string;
  fails: (values: Values, context: AnyObject) => boolean;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const blank = (v: unknown): boolean => str(v).trim() === '';

/** `path` must not be blank. */
const required = (path: string, message: string): Check => ({ path, message, fails: (v) => blank(v[path]) });
/** `ok(text)` must hold; it also runs on blank values. */
const rule = (path: string, message: string, ok: (text: string, values: Values) => boolean): Check => ({
  path,
  message,
  fails: (v) => !ok(str(v[path]), v),
});
/** Like `rule`, for optional fields: blank passes. */
const optional = (path: string, message: string, ok: (text: string) => boolean): Check => ({
  path,
  message,
  fails: (v) => !blank(v[path]) && !ok(str(v[path])),
});
const sameAs = (path: string, other: string, message: string): Check => ({
  path,
  message,
  fails: (v) => str(v[path]) !== str(v[other]),
});

function orderedChecks(checks: readonly Check[]) {
  return function (this: TestContext, values: unknown): true | ValidationError {
    if (!values || typeof values !== 'object') return true;
    const v = values as Values;
    const context = (this.options.context ?? {}) as AnyObject;
    const abortEarly = this.options.abortEarly !== false; // yup's default is true
    const failed = new Set<string>();
    const errors: ValidationError[] = [];
    for (const check of checks) {
      if (failed.has(check.path)) continue;
      // A field whose value could not be cast already has its type error (badRequest); say nothing more about it.
      const fieldValue = v[check.path];
      if (fieldValue !== undefined && typeof fieldValue !== 'string' && typeof fieldValue !== 'boolean') continue;
      if (!check.fails(v, context)) continue;
      failed.add(check.path);
      errors.push(this.createError({ path: this.path ? `${this.path}.${check.path}` : check.path, message: check.message }));
      if (abortEarly) break;
    }
    return errors.length === 0 ? true : new ValidationError(errors);
  };
}

/** An object schema whose rules are the ordered `checks`. */
function form<S extends ObjectShape>(shape: S, checks: readonly Check[]) {
  return object(shape)
    .typeError(MESSAGES.badRequest)
    .nonNullable(MESSAGES.badRequest)
    .test('ordered-checks', orderedChecks(checks));
}

/** A trimmed text field; missing means ''. */
const text = () =>
  string()
    .typeError(MESSAGES.badRequest)
    .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v))
    .default('');
/** A password field: never trimmed (spaces are refused by the rules anyway); missing means ''. */
const secret = () => string().typeError(MESSAGES.badRequest).default('');
const checkbox = () => boolean().typeError(MESSAGES.badRequest).default(false);

/** The first message of an ordered list of `[failed, message]` pairs, or null. */
export function firstError(checks: Iterable<readonly [failed: boolean, message: string]>): string | null {
  for (const [failed, message] of checks) if (failed) return message;
  return null;
}

type ValidationResult<T> =
  | { ok: true; value: T }
  | { ok: false; errors: Record<string, string[]>; message: string };

/** Key in `errors` for a message that belongs to no field. */
const FORM_ERROR_KEY = '_form';

/**
 * Validate and shape a value (abortEarly false, unknown fields stripped). On failure: every field's messages, and
 * `message` = the first one in rule order. Only ValidationErrors are caught.
 */
export function validate<T>(
  schema: { validateSync(value: unknown, options?: { abortEarly?: boolean; stripUnknown?: boolean; context?: AnyObject }): T },
  value: unknown,
  context?: AnyObject,
): ValidationResult<T> {
  try {
    return { ok: true, value: schema.validateSync(value, { abortEarly: false, stripUnknown: true, context }) };
  } catch (e) {
    if (!ValidationError.isError(e)) throw e;
    const list = e.inner.length > 0 ? e.inner : [e];
    const errors: Record<string, string[]> = {};
    for (const err of list) {
      const key = err.path || FORM_ERROR_KEY;
      for (const message of err.errors) {
        const bucket = (errors[key] ??= []);
        if (!bucket.includes(message)) bucket.push(message);
      }
    }
    return { ok: false, errors, message: list[0]?.errors[0] ?? MESSAGES.badRequest };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Shared tests

const LETTERS_DIGITS = /^[A-Za-z0-9]+$/;
const isLettersDigits = (s: string) => LETTERS_DIGITS.test(s);
/** New-password rule (reset, change): letters and digits only, at least 8, at least one letter and one digit. */
const isStrongPassword = (s: string) => /^(?=[A-Za-z0-9]*[A-Za-z])(?=[A-Za-z0-9]*\d)[A-Za-z0-9]{8,}$/.test(s);
const maxLength = (n: number) => (s: string) => s.length <= n;

/** A plausible e-mail address, at most 254 characters (length checked before the pattern). */
export function isEmail(s: string): boolean {
  return s.length <= SIGNUP_RULES.email.max && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(s);
}
const isSignupPhone = (s: string) =>
  new RegExp(`^\\d{${PHONE_DIGITS.signupMin},${PHONE_DIGITS.signupMax}}$`).test(s);
const isCallingCode = (s: string) => (CALLING_CODES as readonly string[]).includes(s);
const isCurrency = (s: string): s is Currency => (CURRENCIES as readonly string[]).includes(s);
const isPositiveAmount = (s: string) => {
  const p = tryParseMoney(s);
  return p !== null && p > 0n;
};

/** Today as YYYY-MM-DD in Asia/Dhaka (GMT+6, no daylight saving). */
function todayInDhaka(now: Date = new Date()): string {
  return new Date(now.getTime() + 6 * 3600_000).toISOString().slice(0, 10);
}
/** A real calendar date YYYY-MM-DD, from 1900-01-01 up to today. */
export function isBirthday(s: string, now: Date = new Date()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s) return false;
  return s >= '1900-01-01' && s <= todayInDhaka(now);
}

const U = SIGNUP_RULES.username;
const P = SIGNUP_RULES.password;
const DU = DESKTOP_SIGNUP_RULES.username;
const DP = DESKTOP_SIGNUP_RULES.password;

/** Username of a sign-up form's rule: letters and digits, then that form's length (mobile 8–16, desktop 4–15). */
const usernameChecks = (path: string, requiredMessage: string | null, form: SignupForm = 'mobile'): Check[] => [
  ...(requiredMessage ? [required(path, requiredMessage)] : []),
  rule(path, MESSAGES.usernameInvalid, isLettersDigits),
  form === 'mobile'
    ? rule(path, MESSAGES.usernameLength, (s) => s.length >= U.min && s.length <= U.max)
    : rule(path, DESKTOP_SIGNUP_MESSAGES.usernameLength, (s) => s.length >= DU.min && s.length <= DU.max),
];
/**
 * Password of a sign-up form's rule, letters and digits: mobile 8–20 with its messages in the spec's order (at least 8,
 * the characters, at most 20); desktop 6–20 with one length message.
 */
const passwordChecks = (path: string, requiredMessage: string | null, form: SignupForm = 'mobile'): Check[] => [
  ...(requiredMessage ? [required(path, requiredMessage)] : []),
  ...(form === 'mobile'
    ? [
        rule(path, MESSAGES.passwordMin, (s) => s.length >= P.min),
        rule(path, MESSAGES.passwordCharset, (s) => P.pattern.test(s)),
        rule(path, MESSAGES.passwordMax, maxLength(P.max)),
      ]
    : [
        rule(path, DESKTOP_SIGNUP_MESSAGES.passwordLength, (s) => s.length >= DP.min && s.length <= DP.max),
        rule(path, MESSAGES.passwordCharset, (s) => DP.pattern.test(s)),
      ]),
];
/** Sign-up verification code: required (when `requiredMessage` is given), then exactly CAPTCHA_LENGTH digits. */
const captchaChecks = (path: string, requiredMessage: string | null): Check[] => [
  ...(requiredMessage ? [required(path, requiredMessage)] : []),
  rule(path, MESSAGES.captchaFormat, (s) => new RegExp(`^\\d{${CAPTCHA_LENGTH}}$`).test(s)),
];
/** The proof-of-work bot check's solution (the ALTCHA widget's `altcha` field): required; the server verifies it. */
const botCheckChecks = (path: string): Check[] => [required(path, MESSAGES.botCheckRequired)];
/** New password of reset / change: the spec's rule, then the unified maximum. */
const newPasswordChecks = (path: string): Check[] => [
  rule(path, MESSAGES.newPasswordRule, isStrongPassword),
  rule(path, MESSAGES.passwordMax, maxLength(P.max)),
];

// ---------------------------------------------------------------------------------------------------------------
// Player forms

/** Spec 1 §5 Login. */
export const loginSchema = form({ username: text(), password: secret() }, [
  required('username', MESSAGES.usernameRequired),
  rule('username', MESSAGES.usernameInvalid, isLettersDigits),
  required('password', MESSAGES.passwordRequired),
  rule('password', MESSAGES.passwordMin, (s) => s.length >= 8),
]);

/**
 * Spec 1 §5 Signup (mobile), with the unified rule's password maximum (20). Full name and referral code are not
 * validated beyond a length cap. The bot check (`altcha`: the solution the ALTCHA widget fills in from
 * GET /api/altcha) is required: the server verifies it. The age/terms checkbox (`ageConfirmed`) must be ticked, with
 * the desktop message.
 */
export const mobileSignupSchema = form(
  {
    username: text(),
    email: text(),
    phone: text(),
    password: secret(),
    confirmPassword: secret(),
    name: text(),
    referral_code: text(),
    altcha: text(),
    ageConfirmed: checkbox(),
  },
  [
    ...usernameChecks('username', MESSAGES.usernameRequired),
    required('email', MESSAGES.emailRequired),
    rule('email', MESSAGES.emailInvalid, isEmail),
    required('phone', MESSAGES.phoneRequired),
    rule('phone', MESSAGES.phoneInvalid, isSignupPhone),
    ...passwordChecks('password', MESSAGES.passwordRequired),
    required('confirmPassword', MESSAGES.confirmPasswordRequired),
    sameAs('confirmPassword', 'password', MESSAGES.passwordsDoNotMatch),
    optional('name', MESSAGES.fullNameTooLong, maxLength(FULL_NAME_MAX_LENGTH)),
    optional('referral_code', MESSAGES.referralCodeUnknown, (s) => isLettersDigits(s) && s.length <= SIGNUP_RULES.referralCode.max),
    ...botCheckChecks('altcha'),
    { path: 'ageConfirmed', message: MESSAGES.mustBe18, fails: (v) => v.ageConfirmed !== true },
  ],
);

/** Desktop sign-up step 1: all filled, then match, then the desktop form's own limits (username 4–15, password 6–20). */
export const desktopSignupStep1Schema = form(
  {
    username: text(),
    password: secret(),
    confirmPassword: secret(),
    currencyType: string<Currency>()
      .typeError(MESSAGES.badRequest)
      .transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v))
      .default(DEFAULT_CURRENCY),
    friendReferCode: text(),
  },
  [
    required('username', MESSAGES.fillAllFields),
    required('password', MESSAGES.fillAllFields),
    required('confirmPassword', MESSAGES.fillAllFields),
    sameAs('confirmPassword', 'password', MESSAGES.passwordsDoNotMatchDot),
    ...usernameChecks('username', null, 'desktop'),
    ...passwordChecks('password', null, 'desktop'),
    rule('currencyType', MESSAGES.currencyInvalid, isCurrency),
    optional('friendReferCode', MESSAGES.referralCodeUnknown, (s) => isLettersDigits(s) && s.length <= SIGNUP_RULES.referralCode.max),
  ],
);

/** Desktop sign-up step 2: all filled, age box, full name ≤ 100, phone, e-mail, captcha of 4 digits. */
export const desktopSignupStep2Schema = form(
  {
    realName: text(),
    callingCode: text().default(DEFAULT_CALLING_CODE),
    phoneNumber: text(),
    email: text(),
    captcha: text(),
    ageCheck: checkbox(),
  },
  [
    required('realName', MESSAGES.fillAllFieldsStep2),
    required('phoneNumber', MESSAGES.fillAllFieldsStep2),
    required('email', MESSAGES.fillAllFieldsStep2),
    required('captcha', MESSAGES.fillAllFieldsStep2),
    { path: 'ageCheck', message: MESSAGES.mustBe18, fails: (v) => v.ageCheck !== true },
    rule('realName', MESSAGES.fullNameTooLong, maxLength(FULL_NAME_MAX_LENGTH)),
    rule('callingCode', MESSAGES.phoneInvalid, isCallingCode),
    rule('phoneNumber', MESSAGES.phoneInvalid, (s, v) => isSignupPhone(s) && str(v.callingCode).length + s.length <= PHONE_DIGITS.signupMax),
    rule('email', MESSAGES.emailInvalid, isEmail),
    ...captchaChecks('captcha', null),
  ],
);

/** Forgot password, Email tab (spec order: e-mail, then username), with the bot check every recovery answers. */
export const forgotPasswordEmailSchema = form({ username: text(), email: text(), altcha: text() }, [
  required('email', MESSAGES.enterEmail),
  required('username', MESSAGES.enterUsername),
  rule('email', MESSAGES.emailInvalid, isEmail),
  ...botCheckChecks('altcha'),
]);

/** Forgot password, SMS tab: calling code (+880, +91, +92) and a numeric phone number. */
export const forgotPasswordSmsSchema = form(
  { username: text(), callingCode: text().default(DEFAULT_CALLING_CODE), phone: text(), altcha: text() },
  [
    required('phone', MESSAGES.enterPhone),
    required('username', MESSAGES.enterUsername),
    rule('callingCode', MESSAGES.phoneInvalid, isCallingCode),
    rule('phone', MESSAGES.phoneInvalid, isSignupPhone),
    ...botCheckChecks('altcha'),
  ],
);

/** Forgot password, OTP step, in the spec's order. No OTP length check (spec). */
export const resetPasswordSchema = form({ otp: text(), password: secret(), password_confirmation: secret() }, [
  required('otp', MESSAGES.enterOtp),
  ...newPasswordChecks('password'),
  required('password_confirmation', MESSAGES.confirmNewPassword),
  sameAs('password_confirmation', 'password', MESSAGES.passwordsDoNotMatchDot),
]);

/** Spec 2 §5 password change: current required, confirmation required, match, then the new-password rule. */
export const changePasswordSchema = form(
  { old_password: secret(), new_password: secret(), new_password_confirmation: secret() },
  [
    required('old_password', MESSAGES.enterCurrentPassword),
    required('new_password_confirmation', MESSAGES.confirmNewPassword),
    sameAs('new_password_confirmation', 'new_password', MESSAGES.passwordsDoNotMatchDot),
    ...newPasswordChecks('new_password'),
  ],
);

/** Birthday (YYYY-MM-DD): required to save, a real date not in the future. */
export const birthdaySchema = form({ dofb: text() }, [
  required('dofb', MESSAGES.birthdayRequired),
  rule('dofb', MESSAGES.birthdayInvalid, (s) => isBirthday(s)),
]);

/** /make-payment submit: the phone number used is exactly 11 digits, the transaction id at least 7 characters. */
export const depositSubmitSchema = form({ account_number: text(), transaction_id: text() }, [
  rule('account_number', MESSAGES.accountNumber11Digits, (s) => new RegExp(`^\\d{${PHONE_DIGITS.depositAccount}}$`).test(s)),
  rule('transaction_id', MESSAGES.trxIdInvalid, (s) => s.length >= TRANSACTION_ID_MIN_LENGTH && s.length <= 64),
]);
export type DepositSubmitForm = InferType<typeof depositSubmitSchema>;

/** Withdraw Submit checks 3–5 (the form's own fields). See `withdrawSubmitError` for the whole ordered list. */
export const withdrawSubmitSchema = form({ amount: text(), account_number: text(), payment_method: text() }, [
  required('amount', MESSAGES.amountRequired),
  rule('amount', MESSAGES.amountInvalid, isPositiveAmount),
  required('account_number', MESSAGES.accountNumberRequired),
  rule('account_number', MESSAGES.valueTooLong, maxLength(64)),
  required('payment_method', MESSAGES.selectPaymentMethod),
]);

/** Deposit Next (spec 1 §5), in order; null when the player may go on to /make-payment. The range is not enforced. */
export function depositNextError(input: {
  phoneVerified: boolean;
  hasPendingDeposit: boolean;
  amount: string | bigint | null | undefined;
  paymentMethod: unknown;
  channel: unknown;
}): string | null {
  const amount = typeof input.amount === 'bigint' ? input.amount : tryParseMoney(input.amount ?? null);
  return firstError([
    [!input.phoneVerified, MESSAGES.verifyPhoneFirst],
    [input.hasPendingDeposit, MESSAGES.depositPending],
    [amount === null || amount <= 0n, MESSAGES.fillAmount],
    [input.paymentMethod === null || input.paymentMethod === undefined || input.paymentMethod === '', MESSAGES.selectValidPaymentMethod],
    [input.channel === null || input.channel === undefined || input.channel === '', MESSAGES.selectDepositChannel],
  ]);
}

/** Withdraw Submit (spec 1 §5) checks 1–5 in order; null when the server pre-check may run. */
export function withdrawSubmitError(input: {
  phoneVerified: boolean;
  hasPendingWithdrawal: boolean;
  amount: string;
  accountNumber: string;
  paymentMethod: string;
}): string | null {
  if (!input.phoneVerified) return MESSAGES.verifyPhoneFirst;
  if (input.hasPendingWithdrawal) return MESSAGES.withdrawPending;
  const r = validate(withdrawSubmitSchema, {
    amount: input.amount,
    account_number: input.accountNumber,
    payment_method: input.paymentMethod,
  });
  return r.ok ? null : r.message;
}

// ---------------------------------------------------------------------------------------------------------------
// Server request rules: trimmed strings, unknown fields stripped (by `validate`), a cap on every string.

const LOGIN_CAP = 64;
const PASSWORD_CAP = 128;

/**
 * POST /api/v1/create-players: the sign-up rule of the form that sent it, in the mobile form's order: the mobile rule
 * (SIGNUP_RULES) and messages, or the desktop form's username and password limits (DESKTOP_SIGNUP_RULES). Every
 * sign-up answers a bot check: the phone's proof of work (`altcha`) or the desktop's picture code (`captcha`, checked
 * against its cookie). Without either, the form's own check is asked for (the phone's `altcha`, the desktop's
 * `captcha`); the service verifies whichever came (`altcha` first).
 */
const serverSignup = (signupForm: SignupForm) =>
  form(
    {
      username: text(),
      password: secret(),
      confirmPassword: secret(),
      name: text(),
      phone: text(),
      email: text(),
      referral_code: text(),
      agent_code: text(),
      currency: string<Currency>()
        .typeError(MESSAGES.currencyInvalid)
        .transform((v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v))
        .default(DEFAULT_CURRENCY),
      status: text(),
      captcha: text(),
      altcha: text(),
    },
    [
      ...usernameChecks('username', MESSAGES.usernameRequired, signupForm),
      required('email', MESSAGES.emailRequired),
      rule('email', MESSAGES.emailInvalid, isEmail),
      required('phone', MESSAGES.phoneRequired),
      rule('phone', MESSAGES.phoneInvalid, (s) => isSignupPhone(s.replace(/^\+/, ''))),
      ...passwordChecks('password', MESSAGES.passwordRequired, signupForm),
      required('confirmPassword', MESSAGES.confirmPasswordRequired),
      sameAs('confirmPassword', 'password', MESSAGES.passwordsDoNotMatch),
      optional('name', MESSAGES.fullNameTooLong, maxLength(SIGNUP_RULES.name.max)),
      optional('referral_code', MESSAGES.referralCodeUnknown, (s) => isLettersDigits(s) && s.length <= SIGNUP_RULES.referralCode.max),
      optional('agent_code', MESSAGES.agentCodeUnknown, (s) => isLettersDigits(s) && s.length <= SIGNUP_RULES.agentCode.max),
      rule('currency', MESSAGES.currencyInvalid, isCurrency),
      optional('status', MESSAGES.badRequest, (s) => s === 'active'),
      signupForm === 'desktop'
        ? { path: 'captcha', message: MESSAGES.captchaRequired, fails: (v) => blank(v.captcha) && blank(v.altcha) }
        : { path: 'altcha', message: MESSAGES.botCheckRequired, fails: (v) => blank(v.captcha) && blank(v.altcha) },
      { path: 'captcha', message: MESSAGES.captchaFormat, fails: (v) => blank(v.altcha) && !blank(v.captcha) && !new RegExp(`^\\d{${CAPTCHA_LENGTH}}$`).test(str(v.captcha)) },
    ],
  );
export const serverSignupSchema = serverSignup('mobile');
/** The same call from the desktop two-step form: its own username and password limits. */
export const serverDesktopSignupSchema = serverSignup('desktop');

/** POST /api/login: presence and caps only; anything else is the credential check's business. */
export const serverLoginSchema = form({ username: text(), password: secret() }, [
  required('username', MESSAGES.usernameRequired),
  rule('username', MESSAGES.invalidCredentials, maxLength(LOGIN_CAP)),
  required('password', MESSAGES.passwordRequired),
  rule('password', MESSAGES.invalidCredentials, maxLength(PASSWORD_CAP)),
]);

/**
 * POST /api/usr-forgot-password: {type: 'email', email, username, altcha} or {type: 'sms', phone, username, altcha}; the
 * bot check (GET /api/altcha) is required on both tabs, so a bot can neither send codes nor spend a player's send limit.
 */
export const serverForgotSchema = form(
  {
    type: string<'email' | 'sms'>().typeError(MESSAGES.badRequest).default('email'),
    username: text(),
    email: text(),
    phone: text(),
    altcha: text(),
  },
  [
    rule('type', MESSAGES.badRequest, (s) => s === 'email' || s === 'sms'),
    { path: 'email', message: MESSAGES.enterEmail, fails: (v) => v.type === 'email' && blank(v.email) },
    { path: 'phone', message: MESSAGES.enterPhone, fails: (v) => v.type === 'sms' && blank(v.phone) },
    required('username', MESSAGES.enterUsername),
    rule('username', MESSAGES.valueTooLong, maxLength(LOGIN_CAP)),
    { path: 'email', message: MESSAGES.emailInvalid, fails: (v) => v.type === 'email' && !isEmail(str(v.email)) },
    { path: 'phone', message: MESSAGES.phoneInvalid, fails: (v) => v.type === 'sms' && normalizePhone(str(v.phone)) === null },
    ...botCheckChecks('altcha'),
  ],
);

/** POST /api/usr-reset-password: the reset step's order, then the username. The OTP is 6 digits. */
export const serverResetSchema = form(
  { otp: text(), password: secret(), password_confirmation: secret(), username: text() },
  [
    required('otp', MESSAGES.enterOtp),
    rule('otp', MESSAGES.otpInvalid, (s) => new RegExp(`^\\d{${OTP_RULES.length}}$`).test(s)),
    ...newPasswordChecks('password'),
    required('password_confirmation', MESSAGES.confirmNewPassword),
    sameAs('password_confirmation', 'password', MESSAGES.passwordsDoNotMatchDot),
    required('username', MESSAGES.enterUsername),
    rule('username', MESSAGES.valueTooLong, maxLength(LOGIN_CAP)),
  ],
);

/** POST user-pwd: spec 2 §5 order, with a cap on the current password. */
export const serverChangePasswordSchema = form(
  { old_password: secret(), new_password: secret(), new_password_confirmation: secret() },
  [
    required('old_password', MESSAGES.enterCurrentPassword),
    rule('old_password', MESSAGES.passwordIncorrect, maxLength(PASSWORD_CAP)),
    required('new_password_confirmation', MESSAGES.confirmNewPassword),
    sameAs('new_password_confirmation', 'new_password', MESSAGES.passwordsDoNotMatchDot),
    ...newPasswordChecks('new_password'),
  ],
);
