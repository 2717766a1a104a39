import { describe, expect, it } from 'vitest';
import { MESSAGES as M } from './messages';
import {
  birthdaySchema,
  changePasswordSchema,
  depositNextError,
  depositSubmitSchema,
  desktopSignupStep1Schema,
  desktopSignupStep2Schema,
  firstError,
  forgotPasswordEmailSchema,
  forgotPasswordSmsSchema,
  isBirthday,
  isEmail,
  loginSchema,
  mobileSignupSchema,
  resetPasswordSchema,
  serverChangePasswordSchema,
  serverForgotSchema,
  serverLoginSchema,
  serverResetSchema,
  serverDesktopSignupSchema,
  serverSignupSchema,
  validate,
  withdrawSubmitError,
  withdrawSubmitSchema,
} from './schemas';

type S = Parameters<typeof validate>[0];
/** The first message (what an alert shows), or null when valid. */
const first = (schema: S, value: unknown): string | null => {
  const r = validate(schema, value);
  return r.ok ? null : r.message;
};
/** All messages by field (what formik shows). */
const fields = (schema: S, value: unknown): Record<string, string[]> => {
  const r = validate(schema, value);
  return r.ok ? {} : r.errors;
};
/** The messages in rule order. */
const ordered = (schema: S, value: unknown): string[] => {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
};

describe('login (spec 1 §5)', () => {
  const ok = { username: 'player01', password: 'secret12' };
  it('accepts a valid login and trims the username', () => {
    expect(validate(loginSchema, { username: '  player01 ', password: 'secret12' })).toEqual({
      ok: true,
      value: { username: 'player01', password: 'secret12' },
    });
  });
  it('username: required, then letters and numbers only', () => {
    expect(first(loginSchema, { ...ok, username: '' })).toBe('Username is required');
    expect(first(loginSchema, { ...ok, username: '   ' })).toBe('Username is required');
    expect(first(loginSchema, { ...ok, username: undefined })).toBe('Username is required');
    expect(first(loginSchema, { ...ok, username: 'bad name' })).toBe('Invalid username (only letters and numbers)');
    expect(first(loginSchema, { ...ok, username: 'ইউজার' })).toBe('Invalid username (only letters and numbers)');
    expect(first(loginSchema, { ...ok, username: 'a_b' })).toBe('Invalid username (only letters and numbers)');
  });
  it('password: required, then at least 8 characters', () => {
    expect(first(loginSchema, { ...ok, password: '' })).toBe('Password is required');
    expect(first(loginSchema, { ...ok, password: '1234567' })).toBe('Password must be at least 8 characters');
    expect(first(loginSchema, { ...ok, password: '12345678' })).toBeNull();
  });
  it('reports one message per field, username first', () => {
    expect(fields(loginSchema, {})).toEqual({ username: ['Username is required'], password: ['Password is required'] });
    expect(ordered(loginSchema, {})).toEqual(['Username is required', 'Password is required']);
  });
  it('stops at the first error with abortEarly (yup default)', () => {
    expect(() => loginSchema.validateSync({})).toThrow('Username is required');
  });
});

describe('mobile sign-up (spec 1 §5, unified rule)', () => {
  const ok = {
    username: 'player01',
    email: 'player@example.com',
    phone: '01712345678',
    password: 'abc12345',
    confirmPassword: 'abc12345',
    name: '',
    referral_code: '',
    altcha: 'eyJjaGFsbGVuZ2UiOnt9fQ==',
    ageConfirmed: true,
  };
  it('accepts a valid form', () => expect(first(mobileSignupSchema, ok)).toBeNull());

  it('username: required, letters and numbers, 8 to 16', () => {
    expect(first(mobileSignupSchema, { ...ok, username: '' })).toBe('Username is required');
    expect(first(mobileSignupSchema, { ...ok, username: 'player-01' })).toBe('Invalid username (only letters and numbers)');
    expect(first(mobileSignupSchema, { ...ok, username: 'player1' })).toBe('Username must be between 8 and 16 characters');
    expect(first(mobileSignupSchema, { ...ok, username: 'p'.repeat(17) })).toBe('Username must be between 8 and 16 characters');
    expect(first(mobileSignupSchema, { ...ok, username: 'p'.repeat(8) })).toBeNull();
    expect(first(mobileSignupSchema, { ...ok, username: 'p'.repeat(16) })).toBeNull();
    // letters-only check comes before the length check
    expect(first(mobileSignupSchema, { ...ok, username: 'a!' })).toBe('Invalid username (only letters and numbers)');
  });

  it('email: required, then an address', () => {
    expect(first(mobileSignupSchema, { ...ok, email: '' })).toBe('Email is required');
    for (const bad of ['player', 'player@', '@example.com', 'player@example', 'a b@example.com', 'a@b..com', 'a@@b.com']) {
      expect(first(mobileSignupSchema, { ...ok, email: bad }), bad).toBe('Invalid email address');
    }
    expect(first(mobileSignupSchema, { ...ok, email: ' player@example.com ' })).toBeNull();
  });

  it('phone: required, then 10 to 15 digits', () => {
    expect(first(mobileSignupSchema, { ...ok, phone: '' })).toBe('Phone number is required');
    expect(first(mobileSignupSchema, { ...ok, phone: '123456789' })).toBe('Invalid phone number (10-15 digits)');
    expect(first(mobileSignupSchema, { ...ok, phone: '1'.repeat(16) })).toBe('Invalid phone number (10-15 digits)');
    expect(first(mobileSignupSchema, { ...ok, phone: '+8801712345678' })).toBe('Invalid phone number (10-15 digits)');
    expect(first(mobileSignupSchema, { ...ok, phone: '017-1234-5678' })).toBe('Invalid phone number (10-15 digits)');
    expect(first(mobileSignupSchema, { ...ok, phone: '1'.repeat(10) })).toBeNull();
    expect(first(mobileSignupSchema, { ...ok, phone: '1'.repeat(15) })).toBeNull();
  });

  it('password: required, at least 8, letters and numbers only, at most 20', () => {
    const pw = (p: string) => first(mobileSignupSchema, { ...ok, password: p, confirmPassword: p });
    expect(pw('')).toBe('Password is required');
    expect(pw('abc1234')).toBe('Password must be at least 8 characters');
    expect(pw('abc!')).toBe('Password must be at least 8 characters'); // length before charset (spec order)
    expect(pw('abc12345!')).toBe('Password can only contain letters and numbers (no special characters)');
    expect(pw('abc 12345')).toBe('Password can only contain letters and numbers (no special characters)');
    expect(pw('a'.repeat(21))).toBe('Password must be at most 20 characters');
    expect(pw('a'.repeat(20))).toBeNull();
    expect(pw('abcdefgh')).toBeNull(); // the sign-up rule has no letter+digit requirement
  });

  it('confirm: required, then match', () => {
    expect(first(mobileSignupSchema, { ...ok, confirmPassword: '' })).toBe('Confirm Password is required');
    expect(first(mobileSignupSchema, { ...ok, confirmPassword: 'abc12346' })).toBe('Passwords do not match');
  });

  it('does not validate full name and referral code beyond a length cap', () => {
    expect(first(mobileSignupSchema, { ...ok, name: 'Md. Rahim Uddin' })).toBeNull();
    expect(first(mobileSignupSchema, { ...ok, name: 'x'.repeat(101) })).toBe('Full name must be at most 100 characters.');
    expect(first(mobileSignupSchema, { ...ok, referral_code: 'ABC123' })).toBeNull();
    expect(first(mobileSignupSchema, { ...ok, referral_code: 'x'.repeat(21) })).toBe('This referral code does not exist.');
  });

  it('needs the bot check solved (the widget fills `altcha`)', () => {
    expect(first(mobileSignupSchema, { ...ok, altcha: '' })).toBe('Please confirm that you are not a robot.');
    expect(first(mobileSignupSchema, { ...ok, altcha: undefined })).toBe('Please confirm that you are not a robot.');
  });

  it('needs the age/terms box', () => {
    expect(first(mobileSignupSchema, { ...ok, ageConfirmed: false })).toBe('You must confirm that you are 18 years old.');
    expect(first(mobileSignupSchema, { ...ok, ageConfirmed: undefined })).toBe('You must confirm that you are 18 years old.');
  });

  it('reports in form order: username, email, phone, password, confirm', () => {
    expect(ordered(mobileSignupSchema, {})).toEqual([
      'Username is required',
      'Email is required',
      'Phone number is required',
      'Password is required',
      'Confirm Password is required',
      'Please confirm that you are not a robot.',
      'You must confirm that you are 18 years old.',
    ]);
  });
});

describe('desktop sign-up step 1', () => {
  const ok = { username: 'player01', password: 'abc12345', confirmPassword: 'abc12345', currencyType: 'BDT', friendReferCode: '' };
  it('accepts a valid step and defaults the currency to BDT', () => {
    const r = validate(desktopSignupStep1Schema, { ...ok, currencyType: undefined });
    expect(r.ok && r.value.currencyType).toBe('BDT');
    const r2 = validate(desktopSignupStep1Schema, { ...ok, currencyType: 'PKR' });
    expect(r2.ok && r2.value.currencyType).toBe('PKR');
  });
  it('empty fields: Please fill in all fields.', () => {
    for (const f of ['username', 'password', 'confirmPassword'] as const) {
      expect(first(desktopSignupStep1Schema, { ...ok, [f]: '' }), f).toBe('Please fill in all fields.');
    }
    expect(fields(desktopSignupStep1Schema, {})).toEqual({
      username: ['Please fill in all fields.'],
      password: ['Please fill in all fields.'],
      confirmPassword: ['Please fill in all fields.'],
    });
  });
  it('then the passwords must match', () => {
    expect(first(desktopSignupStep1Schema, { ...ok, confirmPassword: 'abc12346' })).toBe('Passwords do not match.');
  });
  it('fill comes before match, match before the length rules', () => {
    expect(first(desktopSignupStep1Schema, { username: 'ab', password: 'x', confirmPassword: '' })).toBe('Please fill in all fields.');
    expect(ordered(desktopSignupStep1Schema, { username: 'ab', password: 'x', confirmPassword: 'y' })).toEqual([
      'Passwords do not match.',
      'Username must be between 4 and 15 characters',
      'Password must be between 6 and 20 characters',
    ]);
  });
  it("uses the desktop form's own limits: username 4–15, password 6–20", () => {
    const u = (username: string) => first(desktopSignupStep1Schema, { ...ok, username });
    expect(u('abc')).toBe('Username must be between 4 and 15 characters');
    expect(u('abcd')).toBeNull();
    expect(u('a'.repeat(15))).toBeNull();
    expect(u('a'.repeat(16))).toBe('Username must be between 4 and 15 characters');
    expect(u('user_name1')).toBe('Invalid username (only letters and numbers)');
    const p = (pw: string) => first(desktopSignupStep1Schema, { ...ok, password: pw, confirmPassword: pw });
    expect(p('abc12')).toBe('Password must be between 6 and 20 characters');
    expect(p('abc123')).toBeNull();
    expect(p('abc12345@')).toBe('Password can only contain letters and numbers (no special characters)');
    expect(p('a'.repeat(20))).toBeNull();
    expect(p('a'.repeat(21))).toBe('Password must be between 6 and 20 characters');
  });
  it('checks the currency and the optional refer code', () => {
    expect(first(desktopSignupStep1Schema, { ...ok, currencyType: 'USD' })).toBe('Please choose BDT, INR or PKR.');
    expect(first(desktopSignupStep1Schema, { ...ok, friendReferCode: 'REF123' })).toBeNull();
    expect(first(desktopSignupStep1Schema, { ...ok, friendReferCode: 'bad code' })).toBe('This referral code does not exist.');
  });
});

describe('desktop sign-up step 2', () => {
  const ok = { realName: 'Rahim Uddin', callingCode: '880', phoneNumber: '1712345678', email: 'r@example.com', captcha: '1234', ageCheck: true };
  it('accepts a valid step; calling code defaults to 880', () => {
    expect(first(desktopSignupStep2Schema, ok)).toBeNull();
    const r = validate(desktopSignupStep2Schema, { ...ok, callingCode: undefined });
    expect(r.ok && r.value.callingCode).toBe('880');
  });
  it('empty fields: Please fill in all fields for step 2.', () => {
    for (const f of ['realName', 'phoneNumber', 'email', 'captcha'] as const) {
      expect(first(desktopSignupStep2Schema, { ...ok, [f]: '' }), f).toBe('Please fill in all fields for step 2.');
    }
  });
  it('then the age box', () => {
    expect(first(desktopSignupStep2Schema, { ...ok, ageCheck: false })).toBe('You must confirm that you are 18 years old.');
    expect(first(desktopSignupStep2Schema, { ...ok, realName: '', ageCheck: false })).toBe('Please fill in all fields for step 2.');
  });
  it('full name at most 100, captcha 4 digits, phone and e-mail valid', () => {
    expect(first(desktopSignupStep2Schema, { ...ok, realName: 'x'.repeat(100) })).toBeNull();
    expect(first(desktopSignupStep2Schema, { ...ok, realName: 'x'.repeat(101) })).toBe('Full name must be at most 100 characters.');
    for (const c of ['123', '12345', 'abcd', '12a4']) {
      expect(first(desktopSignupStep2Schema, { ...ok, captcha: c }), c).toBe('The verification code must be 4 digits.');
    }
    expect(first(desktopSignupStep2Schema, { ...ok, phoneNumber: '12345' })).toBe('Invalid phone number (10-15 digits)');
    expect(first(desktopSignupStep2Schema, { ...ok, phoneNumber: '1'.repeat(13) })).toBe('Invalid phone number (10-15 digits)');
    expect(first(desktopSignupStep2Schema, { ...ok, callingCode: '44' })).toBe('Invalid phone number (10-15 digits)');
    expect(first(desktopSignupStep2Schema, { ...ok, email: 'nope' })).toBe('Invalid email address');
  });
});

describe('forgot password (spec 1 §5)', () => {
  it('e-mail mode: e-mail, then username', () => {
    expect(ordered(forgotPasswordEmailSchema, {})).toEqual(['Please enter your email address.', 'Please enter your username.', 'Please confirm that you are not a robot.']);
    expect(first(forgotPasswordEmailSchema, { email: 'a@b.co' })).toBe('Please enter your username.');
    expect(first(forgotPasswordEmailSchema, { email: 'ab', username: 'player01' })).toBe('Invalid email address');
    expect(first(forgotPasswordEmailSchema, { email: 'a@b.co', username: 'player01' })).toBe('Please confirm that you are not a robot.');
    expect(first(forgotPasswordEmailSchema, { email: 'a@b.co', username: 'player01', altcha: 'x' })).toBeNull();
  });
  it('SMS mode: phone, then username; numeric phone and a known calling code', () => {
    expect(ordered(forgotPasswordSmsSchema, {})).toEqual(['Please enter your phone number.', 'Please enter your username.', 'Please confirm that you are not a robot.']);
    expect(first(forgotPasswordSmsSchema, { phone: '01712345678' })).toBe('Please enter your username.');
    expect(first(forgotPasswordSmsSchema, { phone: '0171234567x', username: 'p' })).toBe('Invalid phone number (10-15 digits)');
    expect(first(forgotPasswordSmsSchema, { phone: '01712345678', username: 'p', callingCode: '1', altcha: 'x' })).toBe(
      'Invalid phone number (10-15 digits)',
    );
    for (const cc of ['880', '91', '92']) {
      expect(first(forgotPasswordSmsSchema, { phone: '9876543210', username: 'p', callingCode: cc, altcha: 'x' })).toBeNull();
    }
  });
  it('reset step, in order: OTP, password rule, confirmation, match', () => {
    expect(ordered(resetPasswordSchema, {})).toEqual([
      'Please enter the OTP.',
      'New Password must contain at least one number, one letter, and 8 characters long.',
      'Please confirm your new password.',
    ]);
    const ok = { otp: '123456', password: 'abc12345', password_confirmation: 'abc12345' };
    expect(first(resetPasswordSchema, ok)).toBeNull();
    expect(first(resetPasswordSchema, { ...ok, otp: '' })).toBe('Please enter the OTP.');
    expect(first(resetPasswordSchema, { ...ok, otp: '12' })).toBeNull(); // no OTP length check (spec)
    const rule = 'New Password must contain at least one number, one letter, and 8 characters long.';
    for (const pw of ['abcdefgh', '12345678', 'abc1234', 'abc12345!', 'abc 12345']) {
      expect(first(resetPasswordSchema, { ...ok, password: pw, password_confirmation: pw }), pw).toBe(rule);
    }
    expect(first(resetPasswordSchema, { ...ok, password: 'a1'.repeat(11), password_confirmation: 'a1'.repeat(11) })).toBe(
      'Password must be at most 20 characters',
    );
    expect(first(resetPasswordSchema, { ...ok, password_confirmation: '' })).toBe('Please confirm your new password.');
    expect(first(resetPasswordSchema, { ...ok, password_confirmation: 'abc12346' })).toBe('Passwords do not match.');
    // the password rule comes before the confirmation checks
    expect(first(resetPasswordSchema, { otp: '1', password: 'x', password_confirmation: '' })).toBe(rule);
  });
});

describe('change password (spec 2 §5)', () => {
  const ok = { old_password: 'old12345', new_password: 'new12345', new_password_confirmation: 'new12345' };
  const rule = 'New Password must contain at least one number, one letter, and 8 characters long.';
  it('accepts a valid change', () => expect(first(changePasswordSchema, ok)).toBeNull());
  it('order: current, confirmation, match, then the new-password rule', () => {
    expect(ordered(changePasswordSchema, {})).toEqual([
      'Please enter your current password.',
      'Please confirm your new password.',
      rule,
    ]);
    expect(first(changePasswordSchema, { ...ok, old_password: '', new_password: 'x', new_password_confirmation: '' })).toBe(
      'Please enter your current password.',
    );
    expect(first(changePasswordSchema, { ...ok, new_password: 'x', new_password_confirmation: '' })).toBe(
      'Please confirm your new password.',
    );
    expect(first(changePasswordSchema, { ...ok, new_password: 'x', new_password_confirmation: 'y' })).toBe('Passwords do not match.');
    expect(first(changePasswordSchema, { ...ok, new_password: 'x', new_password_confirmation: 'x' })).toBe(rule);
    expect(first(changePasswordSchema, { ...ok, new_password: 'abcdefgh', new_password_confirmation: 'abcdefgh' })).toBe(rule);
    expect(first(changePasswordSchema, { ...ok, new_password: 'Abc@1234', new_password_confirmation: 'Abc@1234' })).toBe(rule);
  });
});

describe('birthday', () => {
  it('is required, a real date, not in the future', () => {
    expect(first(birthdaySchema, { dofb: '' })).toBe('Please choose your birthday.');
    expect(first(birthdaySchema, {})).toBe('Please choose your birthday.');
    expect(first(birthdaySchema, { dofb: '1990-05-17' })).toBeNull();
    for (const bad of ['1990-02-30', '1990-13-01', '17/05/1990', '1899-12-31', '3000-01-01', '1990-5-17']) {
      expect(first(birthdaySchema, { dofb: bad }), bad).toBe('Please enter a valid date of birth.');
    }
  });
  it('judges "today" in Asia/Dhaka', () => {
    // 2025-01-01 20:00 UTC is already 2025-01-02 in Dhaka
    const now = new Date('2025-01-01T20:00:00Z');
    expect(isBirthday('2025-01-02', now)).toBe(true);
    expect(isBirthday('2025-01-03', now)).toBe(false);
  });
});

describe('deposit', () => {
  it('submit: 11-digit account number, then a TRX ID of at least 7', () => {
    const ok = { account_number: '01712345678', transaction_id: 'ABC1234' };
    expect(first(depositSubmitSchema, ok)).toBeNull();
    for (const n of ['', '0171234567', '017123456789', '0171234567a', '+8801712345']) {
      expect(first(depositSubmitSchema, { ...ok, account_number: n }), n).toBe('Please provide a valid 11-digit account number.');
    }
    for (const t of ['', 'ABC123', '   ABC12   ', 'X'.repeat(65)]) {
      expect(first(depositSubmitSchema, { ...ok, transaction_id: t }), t).toBe('Please provide your TRX ID. It should be valid.');
    }
    expect(ordered(depositSubmitSchema, {})).toEqual([
      'Please provide a valid 11-digit account number.',
      'Please provide your TRX ID. It should be valid.',
    ]);
  });

  it('Next: the five checks in order', () => {
    const ok = { phoneVerified: true, hasPendingDeposit: false, amount: '500', paymentMethod: 3, channel: 'cashout' };
    expect(depositNextError(ok)).toBeNull();
    expect(depositNextError({ ...ok, phoneVerified: false, hasPendingDeposit: true, amount: '' })).toBe(
      'Please verify your phone number first.',
    );
    expect(depositNextError({ ...ok, hasPendingDeposit: true, amount: '' })).toBe(
      'You already have a deposit request pending. Please wait for it to be processed before making another deposit.',
    );
    expect(depositNextError({ ...ok, amount: '', paymentMethod: null })).toBe('Please fill in your amount.');
    expect(depositNextError({ ...ok, amount: '0' })).toBe('Please fill in your amount.');
    expect(depositNextError({ ...ok, amount: null })).toBe('Please fill in your amount.');
    expect(depositNextError({ ...ok, paymentMethod: null, channel: null })).toBe('Please select a valid payment method.');
    expect(depositNextError({ ...ok, channel: '' })).toBe('Please select a Deposit channel.');
    // the range is displayed, not enforced
    expect(depositNextError({ ...ok, amount: '50' })).toBeNull();
    expect(depositNextError({ ...ok, amount: 99_999_900n })).toBeNull();
  });
});

describe('withdrawal', () => {
  const ok = { amount: '1000', account_number: '01712345678', payment_method: 'bkash' };
  it('form checks 3–5 in order', () => {
    expect(first(withdrawSubmitSchema, ok)).toBeNull();
    expect(ordered(withdrawSubmitSchema, {})).toEqual([
      'Amount is required.',
      'Account number is required.',
      'Please select your payment method.',
    ]);
    expect(first(withdrawSubmitSchema, { ...ok, amount: '1e3' })).toBe('Please enter a valid amount.');
    expect(first(withdrawSubmitSchema, { ...ok, amount: '-5' })).toBe('Please enter a valid amount.');
    expect(first(withdrawSubmitSchema, { ...ok, amount: '100' })).toBeNull(); // range not enforced
  });
  it('Submit: phone verified, no pending withdrawal, then the form', () => {
    const input = { phoneVerified: true, hasPendingWithdrawal: false, amount: '1000', accountNumber: '017', paymentMethod: 'bkash' };
    expect(withdrawSubmitError(input)).toBeNull();
    expect(withdrawSubmitError({ ...input, phoneVerified: false, hasPendingWithdrawal: true })).toBe(
      'Please verify your phone number first.',
    );
    expect(withdrawSubmitError({ ...input, hasPendingWithdrawal: true, amount: '' })).toBe(
      'You already have a withdraw request pending. Please wait for it to be processed before making another withdraw request.',
    );
    expect(withdrawSubmitError({ ...input, amount: '', accountNumber: '' })).toBe('Amount is required.');
    expect(withdrawSubmitError({ ...input, accountNumber: '', paymentMethod: '' })).toBe('Account number is required.');
    expect(withdrawSubmitError({ ...input, paymentMethod: '' })).toBe('Please select your payment method.');
  });
});

describe('server sign-up (unified rule)', () => {
  const ok = {
    username: 'player01',
    password: 'abc12345',
    confirmPassword: 'abc12345',
    name: 'Rahim',
    phone: '01712345678',
    email: 'r@example.com',
    referral_code: '',
    agent_code: '',
    currency: 'BDT',
    status: 'active',
    captcha: '4821',
  };
  it('trims strings, strips unknown fields, defaults the currency', () => {
    const r = validate(serverSignupSchema, { ...ok, username: ' player01 ', currency: undefined, role: 'admin', balance: '9999' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.username).toBe('player01');
    expect(r.value.currency).toBe('BDT');
    expect(r.value).not.toHaveProperty('role');
    expect(r.value).not.toHaveProperty('balance');
    const blankCurrency = validate(serverSignupSchema, { ...ok, currency: '' });
    expect(blankCurrency.ok && blankCurrency.value.currency).toBe('BDT');
  });
  it("applies the desktop form's limits to a sign-up from the desktop form", () => {
    expect(first(serverDesktopSignupSchema, { ...ok, username: 'abcd' })).toBeNull();
    expect(first(serverDesktopSignupSchema, { ...ok, username: 'abc' })).toBe('Username must be between 4 and 15 characters');
    expect(first(serverDesktopSignupSchema, { ...ok, username: 'a'.repeat(16) })).toBe('Username must be between 4 and 15 characters');
    expect(first(serverDesktopSignupSchema, { ...ok, password: 'abc123', confirmPassword: 'abc123' })).toBeNull();
    expect(first(serverDesktopSignupSchema, { ...ok, password: 'abc12', confirmPassword: 'abc12' })).toBe('Password must be between 6 and 20 characters');
    expect(first(serverDesktopSignupSchema, { ...ok, password: 'abc123!', confirmPassword: 'abc123!' })).toBe(
      'Password can only contain letters and numbers (no special characters)',
    );
  });
  it('does not trim passwords', () => {
    expect(first(serverSignupSchema, { ...ok, password: ' abc12345', confirmPassword: ' abc12345' })).toBe(
      'Password can only contain letters and numbers (no special characters)',
    );
  });
  it('applies the mobile form\'s rule', () => {
    expect(first(serverSignupSchema, { ...ok, username: 'abcd' })).toBe('Username must be between 8 and 16 characters');
    expect(first(serverSignupSchema, { ...ok, password: 'abc123', confirmPassword: 'abc123' })).toBe(
      'Password must be at least 8 characters',
    );
    expect(first(serverSignupSchema, { ...ok, phone: '+8801712345678' })).toBeNull();
    expect(first(serverSignupSchema, { ...ok, phone: '12345' })).toBe('Invalid phone number (10-15 digits)');
    expect(first(serverSignupSchema, { ...ok, currency: 'USD' })).toBe('Please choose BDT, INR or PKR.');
    expect(first(serverSignupSchema, { ...ok, currency: 7 })).toBe('Please choose BDT, INR or PKR.');
    expect(first(serverSignupSchema, { ...ok, status: 'banned' })).toBe('The request is not valid.');
    expect(first(serverSignupSchema, { ...ok, referral_code: 'REF 1' })).toBe('This referral code does not exist.');
    expect(first(serverSignupSchema, { ...ok, agent_code: 'x'.repeat(21) })).toBe('This agent code does not exist.');
    expect(first(serverSignupSchema, { ...ok, captcha: '12' })).toBe('The verification code must be 4 digits.');
    expect(first(serverSignupSchema, { ...ok, captcha: '1234' })).toBeNull();
    // One bot check required on every sign-up: the phone's proof of work or the desktop's picture code.
    expect(first(serverSignupSchema, { ...ok, captcha: undefined })).toBe('Please confirm that you are not a robot.');
    expect(first(serverSignupSchema, { ...ok, captcha: '  ' })).toBe('Please confirm that you are not a robot.');
    expect(first(serverDesktopSignupSchema, { ...ok, captcha: undefined })).toBe('Please enter the verification code.');
    expect(first(serverSignupSchema, { ...ok, captcha: undefined, altcha: 'eyJ9' })).toBeNull();
    expect(first(serverDesktopSignupSchema, { ...ok, captcha: undefined, altcha: 'eyJ9' })).toBeNull();
  });
  it('refuses huge strings with the field message', () => {
    const huge = 'a'.repeat(1_000_000);
    expect(fields(serverSignupSchema, { ...ok, username: huge, email: `${huge}@x.com`, name: huge, referral_code: huge })).toEqual({
      username: ['Username must be between 8 and 16 characters'],
      email: ['Invalid email address'],
      name: ['Full name must be at most 100 characters.'],
      referral_code: ['This referral code does not exist.'],
    });
  });
  it('refuses wrong types and non-objects with badRequest', () => {
    expect(fields(serverSignupSchema, { ...ok, username: ['player01'] })).toEqual({ username: ['The request is not valid.'] });
    expect(fields(serverSignupSchema, { ...ok, password: { $gt: '' } })).toMatchObject({ password: ['The request is not valid.'] });
    for (const v of [null, 'x', 42, [ok]]) {
      expect(validate(serverSignupSchema, v)).toEqual({ ok: false, errors: { _form: ['The request is not valid.'] }, message: 'The request is not valid.' });
    }
  });
  it('returns every field message and the first as message', () => {
    const r = validate(serverSignupSchema, {});
    expect(r).toEqual({
      ok: false,
      message: 'Username is required',
      errors: {
        username: ['Username is required'],
        email: ['Email is required'],
        phone: ['Phone number is required'],
        password: ['Password is required'],
        confirmPassword: ['Confirm Password is required'],
        altcha: ['Please confirm that you are not a robot.'],
      },
    });
  });
});

describe('small server schemas', () => {
  it('login: presence and caps', () => {
    expect(first(serverLoginSchema, { username: 'player01', password: 'x' })).toBeNull();
    expect(first(serverLoginSchema, {})).toBe('Username is required');
    expect(first(serverLoginSchema, { username: 'p' })).toBe('Password is required');
    expect(first(serverLoginSchema, { username: 'p'.repeat(65), password: 'x' })).toBe('Invalid credentials');
    expect(first(serverLoginSchema, { username: 'p', password: 'x'.repeat(129) })).toBe('Invalid credentials');
  });
  it('forgot: e-mail or sms body', () => {
    expect(validate(serverForgotSchema, { type: 'email', email: ' a@b.co ', username: 'player01', phone: 'junk', altcha: 'eyJ9' })).toMatchObject({
      ok: true,
      value: { type: 'email', email: 'a@b.co', username: 'player01', altcha: 'eyJ9' },
    });
    expect(first(serverForgotSchema, { type: 'sms', phone: '+8801712345678', username: 'player01', altcha: 'eyJ9' })).toBeNull();
    expect(first(serverForgotSchema, { type: 'fax', username: 'player01' })).toBe('The request is not valid.');
    expect(first(serverForgotSchema, { type: 'email', username: 'player01' })).toBe('Please enter your email address.');
    expect(first(serverForgotSchema, { type: 'sms', username: 'player01' })).toBe('Please enter your phone number.');
    expect(first(serverForgotSchema, { type: 'sms', phone: '017' })).toBe('Please enter your username.');
    expect(first(serverForgotSchema, { type: 'sms', phone: '017', username: 'player01' })).toBe('Invalid phone number (10-15 digits)');
    expect(first(serverForgotSchema, { type: 'email', email: 'x', username: 'player01' })).toBe('Invalid email address');
    expect(first(serverForgotSchema, { type: 'email', email: 'a@b.co', username: 'u'.repeat(65) })).toBe('This value is too long.');
    // Both tabs answer the bot check: without it nothing is sent.
    expect(first(serverForgotSchema, { type: 'email', email: 'a@b.co', username: 'player01' })).toBe('Please confirm that you are not a robot.');
    expect(first(serverForgotSchema, { type: 'sms', phone: '+8801712345678', username: 'player01', altcha: ' ' })).toBe('Please confirm that you are not a robot.');
  });
  it('reset: the reset order, a 6-digit OTP, then the username', () => {
    const ok = { otp: '123456', password: 'abc12345', password_confirmation: 'abc12345', username: 'player01' };
    expect(first(serverResetSchema, ok)).toBeNull();
    expect(first(serverResetSchema, { ...ok, otp: '12345' })).toBe('The OTP is invalid or has expired.');
    expect(first(serverResetSchema, { ...ok, otp: '1234567' })).toBe('The OTP is invalid or has expired.');
    expect(first(serverResetSchema, { ...ok, username: '' })).toBe('Please enter your username.');
    expect(ordered(serverResetSchema, {})).toEqual([
      'Please enter the OTP.',
      'New Password must contain at least one number, one letter, and 8 characters long.',
      'Please confirm your new password.',
      'Please enter your username.',
    ]);
  });
  it('change password: spec order and a cap on the current password', () => {
    const ok = { old_password: 'old12345', new_password: 'new12345', new_password_confirmation: 'new12345' };
    expect(first(serverChangePasswordSchema, ok)).toBeNull();
    expect(first(serverChangePasswordSchema, { ...ok, old_password: 'x'.repeat(129) })).toBe('Your current password is incorrect.');
    expect(ordered(serverChangePasswordSchema, {})).toEqual([
      'Please enter your current password.',
      'Please confirm your new password.',
      'New Password must contain at least one number, one letter, and 8 characters long.',
    ]);
  });
});

describe('helpers', () => {
  it('firstError returns the first failing message', () => {
    expect(firstError([[false, 'a'], [true, 'b'], [true, 'c']])).toBe('b');
    expect(firstError([[false, 'a']])).toBeNull();
  });
  it('isEmail caps the length before matching', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail(`${'a'.repeat(250)}@b.co`)).toBe(false);
    const t = performance.now();
    isEmail(`a@${'a'.repeat(200)}`);
    expect(performance.now() - t).toBeLessThan(50);
  });
  it('validate rethrows what is not a validation error', () => {
    const broken = {
      validateSync(): never {
        throw new TypeError('boom');
      },
    };
    expect(() => validate(broken, {})).toThrow('boom');
  });
  it('works with formik-style input (empty strings become undefined)', async () => {
    const formik = { username: undefined, password: undefined };
    await expect(loginSchema.validate(formik, { abortEarly: false })).rejects.toMatchObject({
      inner: [
        { path: 'username', message: M.usernameRequired },
        { path: 'password', message: M.passwordRequired },
      ],
    });
  });
});
