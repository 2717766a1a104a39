import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { GAME_MESSAGES } from './games';
import { PARAM_MESSAGES } from './fair/play';
import en from '../../i18n/src/locales/en/messages.json';
import bn from '../../i18n/src/locales/bn/messages.json';

/** The texts as the two specs quote them (`{x}` written `{{x}}`), character for character. */
const SPEC_TEXTS = {
  // spec 1 §2
  maintenanceHeading: "We're currently undergoing Maintenance!",
  noCodeInUrl: 'No {{type}} found in the URL',
  signupAgeTerms: "I'm 18 years old, and agree to terms and conditions",
  forgotPasswordTitle: 'Forgot password?',
  otpPlaceholder: 'Enter 6 Digit OTP',
  noData: 'No Data',
  submitting: 'Submitting...',
  paymentPendingThanks: 'Thank You! ... verifying your transaction, Please hold on.',
  paymentPendingStatus: 'Pending...',
  selectPhoneNumber: 'Select Phone Number',
  paymentRequestHeading: 'Get Ready!',
  paymentRequestOnItsWay: 'Your Money is on its way. You will get it within',
  // spec 1 §4
  submissionSuccessful: 'Submission successful!',
  withdrawalSuccessful: 'Withdrawal successful!',
  // spec 1 §5
  usernameRequired: 'Username is required',
  usernameInvalid: 'Invalid username (only letters and numbers)',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  usernameLength: 'Username must be between 8 and 16 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number (10-15 digits)',
  passwordCharset: 'Password can only contain letters and numbers (no special characters)',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  fillAllFields: 'Please fill in all fields.',
  passwordsDoNotMatchDot: 'Passwords do not match.',
  fillAllFieldsStep2: 'Please fill in all fields for step 2.',
  mustBe18: 'You must confirm that you are 18 years old.',
  registrationSuccessful: 'Registration Successful!',
  enterEmail: 'Please enter your email address.',
  enterUsername: 'Please enter your username.',
  enterPhone: 'Please enter your phone number.',
  enterOtp: 'Please enter the OTP.',
  newPasswordRule: 'New Password must contain at least one number, one letter, and 8 characters long.',
  confirmNewPassword: 'Please confirm your new password.',
  verifyPhoneFirst: 'Please verify your phone number first.',
  depositPending:
    'You already have a deposit request pending. Please wait for it to be processed before making another deposit.',
  fillAmount: 'Please fill in your amount.',
  selectValidPaymentMethod: 'Please select a valid payment method.',
  selectDepositChannel: 'Please select a Deposit channel.',
  accountNumber11Digits: 'Please provide a valid 11-digit account number.',
  trxIdInvalid: 'Please provide your TRX ID. It should be valid.',
  noAccountNumberToCopy: 'No account number to copy!',
  noAmountToCopy: 'No Amount to copy!',
  withdrawPending:
    'You already have a withdraw request pending. Please wait for it to be processed before making another withdraw request.',
  amountRequired: 'Amount is required.',
  accountNumberRequired: 'Account number is required.',
  selectPaymentMethod: 'Please select your payment method.',
  // spec 1 §8
  invalidCredentials: 'Invalid credentials',
  networkErrorLater: 'Network error, please try again later.',
  submissionFailed: 'Submission failed',
  networkError: 'Network error, please try again',
  failedToSendCode: 'Failed to send code',
  failedToUpdateDofb: 'Failed to update DOFB',
  failedToSendOtp: 'Failed to send OTP. Please try again.',
  errorSendingOtp: 'An error occurred while sending the OTP. Please try again.',
  failedToChangePassword: 'Failed to change password. Please try again.',
  errorChangingPassword: 'An error occurred while changing the password. Please try again.',
  otpSent: 'OTP sent successfully. Please check your {{channel}}.',
  passwordChangedLogin: 'Password changed successfully. Please login with your new password.',
  errorTryAgain: 'An error occurred. Please try again.',
  submissionFailedWith: 'Submission failed: {{message}}',
  completeTurnover: 'Please complete your turnover and try again.',
  unknownError: 'An unknown error occurred.',
  errorOccurredDot: 'An error occurred.',
  noWithdrawMethods: 'No widthdraw methods available. Try again later.',
  errorFetchingPublicData: 'Error fetching public API data',
  errorFetchingUserData: 'Error fetching user data',
  // spec 2 §2
  searchGames: 'Search Games',
  noProviders: 'No providers available',
  depositWithoutPromotion: 'Deposit Without any Promotion',
  deposit: 'Deposit',
  eventEndsIn: 'Event ends in',
  regularDeposit: 'Regular Deposit',
  referralInfo: 'Referral Info',
  referFriendNow: 'Refer a friend now',
  myReferral: 'My Referral',
  copyLink: 'Copy Link',
  share: 'Share',
  sendUsAMessage: 'Send us a Message',
  // spec 2 §5
  enterCurrentPassword: 'Please enter your current password.',
  cashClaimMinimum: 'You need at least 10 to claim all.',
  vpMinimum: 'Minimum VP Required: 10',
  vpNotEnough: 'Not enough points. Points must follow minimum VP required to convert.',
  // spec 2 §8
  userNotLoggedIn: 'User not logged in',
  unexpectedError: 'An unexpected error occurred',
  failedToFetchGames: 'Failed to fetch games',
  failedToFetchProviders: 'Failed to fetch providers',
  failedToFetchSystems: 'Failed to fetch systems',
  unexpectedErrorGames: 'An unexpected error occurred while fetching games',
  unexpectedErrorProviders: 'An unexpected error occurred while fetching providers',
  unexpectedErrorSystems: 'An unexpected error occurred while fetching systems',
  unexpectedErrorSocialLinks: 'An unexpected error occurred while fetching social links',
  failedToClaimBonus: 'Failed to claim bonus. Please try again.',
  errorClaimingBonus: 'An error occurred while claiming the bonus. Please try again.',
  bonusClaimed: 'Bonus Claimed successfully.',
  errorOccurred: 'An error occurred',
  errorConvertingCoins: 'An error occurred while converting coins',
  sharingNotSupported: 'Sharing is not supported on this device.',
  referralLinkCopied: 'Referral link copied to clipboard!',
} as const;

/** Server and form messages the brief names with their wording. */
const NAMED_EXTRA_TEXTS = {
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  usernameTaken: 'This username is already taken.',
  referralCodeUnknown: 'This referral code does not exist.',
  captchaWrong: 'The verification code is incorrect.',
  otpInvalid: 'The OTP is invalid or has expired.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  badRequest: 'The request is not valid.',
  passwordIncorrect: 'Your current password is incorrect.',
  logoutDone: 'Logged out.',
  signupDone: 'Registration successful.',
  forgotSent: 'If the details match an account, we have sent an OTP.',
} as const;

const enMap = en as Record<string, string>;
const bnMap = bn as Record<string, string>;
// Every player-facing text the server or a rule can show: the site's MESSAGES and the games' messages.
const values = [...new Set([...Object.values(MESSAGES), ...Object.values(GAME_MESSAGES), ...Object.values(PARAM_MESSAGES)])] as string[];

describe('MESSAGES', () => {
  it.each(Object.entries(SPEC_TEXTS))('%s is the spec text exactly', (key, text) => {
    expect(MESSAGES[key as keyof typeof MESSAGES]).toBe(text);
  });

  it.each(Object.entries(NAMED_EXTRA_TEXTS))('%s has its agreed wording', (key, text) => {
    expect(MESSAGES[key as keyof typeof MESSAGES]).toBe(text);
  });

  it('keeps the spec typos', () => {
    expect(MESSAGES.noWithdrawMethods).toContain('widthdraw');
  });

  it('uses i18next placeholders, never the spec {x} form', () => {
    for (const v of values) expect(v.replace(/\{\{\w+\}\}/g, '')).not.toMatch(/[{}]/);
    expect(values.filter((v) => v.includes('{{'))).toEqual([
      MESSAGES.noCodeInUrl,
      MESSAGES.otpSent,
      MESSAGES.submissionFailedWith,
    ]);
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
