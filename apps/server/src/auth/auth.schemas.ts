import type * as W from '@khela/domain';
import { Money, Nullable, Type, body, optionalBody, query, textOrNumber, wire, type Static } from '../shared/route-schema';

/**
 * Accounts (spec 1 §7, spec 2 §7): the request and answer shapes of the auth routes. Field names are the spec's,
 * typos included; the values' rules and messages are the services' (packages/domain's yup schemas).
 */


/** `remote_id` where a call may carry it: the token's own player id (another one is a 403). */
const RemoteId = textOrNumber({ description: "the player's id; when given it must be the token's own (else 403)" });

// ---------------------------------------------------------------- requests
export const LoginBody = body({ username: Type.String(), password: Type.String() });
export type LoginInput = Static<typeof LoginBody>;

export const SignupBody = body(
  {
    username: Type.String(),
    password: Type.String(),
    confirmPassword: Type.String(),
    name: Type.String(),
    phone: textOrNumber(),
    email: Type.String(),
    referral_code: Type.String(),
    agent_code: Type.String(),
    currency: Type.String({ description: 'BDT (default), INR or PKR' }),
    status: Type.String({ description: "only 'active' is accepted" }),
    captcha: textOrNumber({ description: 'the desktop step 2: the 4 digits of GET /captcha (its id travels in the khela_captcha cookie)' }),
    altcha: Type.String({ maxLength: 4096, description: "the phone's form: the ALTCHA widget's solution of a GET /api/altcha challenge (base64 JSON); each solution is accepted once" }),
    age_confirmed: Type.Boolean({ description: 'the player confirms being 18 or older; anything but true is a 422 (errors.age_confirmed)' }),
  },
  {
    description:
      "a sign-up; every field is checked by the sign-up rule of the form the browser is shown (422 with the spec messages by field): mobile usernames 8–16 and passwords 8–20, desktop 4–15 and 6–20, chosen like the edge's build (the view cookie, else a User-Agent matching mobile|android)",
  },
);
export type SignupInput = Static<typeof SignupBody>;

export const ForgotPasswordBody = body({
  type: Type.String({ description: "'email' or 'sms'" }),
  email: Type.String(),
  phone: textOrNumber(),
  username: Type.String(),
  altcha: Type.String({ maxLength: 4096, description: "the ALTCHA widget's solution of a GET /api/altcha challenge (base64 JSON); required on both tabs, each solution accepted once" }),
});
export type ForgotPasswordInput = Static<typeof ForgotPasswordBody>;

export const ResetPasswordBody = body({
  otp: textOrNumber({ description: 'the 6-digit code sent by POST /api/usr-forgot-password' }),
  password: Type.String(),
  password_confirmation: Type.String(),
  username: Type.String(),
});
export type ResetPasswordInput = Static<typeof ResetPasswordBody>;

export const ChangePasswordBody = body({
  old_password: Type.String(),
  new_password: Type.String(),
  new_password_confirmation: Type.String(),
  remote_id: RemoteId,
});
/** What the service reads of POST /api/user-pwd (the route checks `remote_id` itself). */
export type ChangePasswordInput = Omit<Static<typeof ChangePasswordBody>, 'remote_id'>;

/** POST /api/balance: no body at all, or an object with at most `remote_id`. */
export const BalanceBody = optionalBody({ remote_id: RemoteId });

export const RemoteIdQuery = query(['remote_id'], { remote_id: "the player's id; when given it must be the token's own (else 403)" });

export const CaptchaAnswerParams = Type.Object({ id: Type.String() });

// ---------------------------------------------------------------- answers
export const LoginResponse = wire<W.LoginResponse>()(
  Type.Object({
    token: Type.String({ description: 'the bearer token of the player API (30 days, sliding)' }),
    remote_id: Type.Integer({ description: "the player's id" }),
    username: Type.String(),
    exchange: Type.Array(Type.Object({ token: Type.String({ description: 'the exchange-scope token' }) })),
  }),
);

export const User = wire<W.User>()(
  Type.Object({
    id: Type.Integer(),
    username: Type.String(),
    name: Type.String(),
    phone: Type.String({ description: 'country code + national number' }),
    email: Type.String(),
    session_id: Type.Integer({ description: '1 when the phone is verified, else 0' }),
    email_verified_at: Nullable(Type.String({ description: 'ISO time' })),
    dofb: Nullable(Type.String({ description: 'birthday YYYY-MM-DD, null while not set' })),
    created_at: Type.String(),
    balance: Money,
    vip_coin: Type.Integer(),
    referral_code: Type.String(),
    cash_bonus: Money,
    currency: Type.Union([Type.Literal('BDT'), Type.Literal('INR'), Type.Literal('PKR')]),
    last_login_at: Nullable(Type.String()),
    last_deposit_at: Nullable(Type.String()),
    last_withdrawal_at: Nullable(Type.String()),
    security_level: Type.Union([Type.Literal('Unverified'), Type.Literal('Normal'), Type.Literal('Safe')]),
  }),
);

export const BalanceResponse = wire<W.BalanceResponse>()(Type.Object({ balance: Money }));

/** GET /captcha answers a PNG picture (not JSON); its id is set in the HttpOnly `khela_captcha` cookie. */
export const CaptchaImage = {
  description: 'a distorted 4-digit code picture (PNG) for the desktop sign-up; sets the khela_captcha cookie (10 minutes)',
  content: { 'image/png': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } },
};

/** GET /api/altcha: a signed proof-of-work challenge for the ALTCHA widget. */
export const AltchaChallenge = wire<W.AltchaChallenge>()(
  Type.Object({
    parameters: Type.Object({
      algorithm: Type.String(),
      nonce: Type.String(),
      salt: Type.String(),
      cost: Type.Number(),
      keyLength: Type.Number(),
      keyPrefix: Type.String(),
      keySignature: Type.Optional(Type.String()),
      expiresAt: Type.Optional(Type.Number()),
    }),
    signature: Type.Optional(Type.String()),
  }),
);

export const CaptchaAnswer = Type.Object({ answer: Type.String() });
