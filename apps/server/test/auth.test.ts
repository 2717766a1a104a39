import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_SIGNUP_MESSAGES, MESSAGES } from '@khela/domain';
import { bearer, latestCode, newPlayer, solvedAltcha, solvedCaptcha, startTestApp, uniqueName, uniquePhone, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** A phone's browser (the edge serves it the mobile build and its sign-up form). */
const PHONE_UA = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36' };

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
/** POST /api/usr-forgot-password with a freshly solved bot check, as the recovery form sends it. */
const forgot = async (payload: Record<string, string>) => post('/api/usr-forgot-password', { ...payload, altcha: await solvedAltcha(t.app) });

describe('sign-up', () => {
  it('creates a player who can log in and has a 0.00 balance and a referral code', async () => {
    const p = await newPlayer(t.app);
    const show = await t.app.inject({ method: 'GET', url: `/api/user/show?remote_id=${p.remoteId}`, headers: bearer(p.token) });
    expect(show.statusCode).toBe(200);
    const u = show.json();
    expect(u).toMatchObject({ id: p.remoteId, username: p.username, email: p.email, session_id: 0, email_verified_at: null, dofb: null, balance: '0.00', vip_coin: 0, cash_bonus: '0.00', currency: 'BDT' });
    expect(u.phone).toBe(`88${p.phone}`);
    expect(u.referral_code).toMatch(/^[A-Z0-9]{8}$/);
    expect(new Date(u.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const bal = await post('/api/balance', undefined, bearer(p.token));
    expect(bal.json()).toEqual({ balance: '0.00' });
  });

  it('refuses a taken username (regardless of case), e-mail and phone with 422 by field', async () => {
    const p = await newPlayer(t.app);
    const { captcha, headers } = await solvedCaptcha(t.app);
    const r = await post(
      '/api/v1/create-players',
      {
        username: p.username.toUpperCase(),
        password: 'secret123',
        confirmPassword: 'secret123',
        phone: `+88${p.phone}`,
        email: p.email.toUpperCase(),
        captcha,
        age_confirmed: true,
      },
      headers,
    );
    expect(r.statusCode).toBe(422);
    const body = r.json();
    expect(body.errors).toEqual({ username: [MESSAGES.usernameTaken], email: [MESSAGES.emailTaken], phone: [MESSAGES.phoneTaken] });
    expect(typeof body.message).toBe('string');
  });

  it("applies the mobile form's rule with the spec messages to a phone's sign-up", async () => {
    const r = await post('/api/v1/create-players', { username: 'ab', password: 'short', confirmPassword: 'other', phone: '12', email: 'nope' }, PHONE_UA);
    expect(r.statusCode).toBe(422);
    const e = r.json().errors;
    expect(e.username).toContain(MESSAGES.usernameLength);
    expect(e.password).toContain(MESSAGES.passwordMin);
    expect(e.phone).toContain(MESSAGES.phoneInvalid);
    expect(e.email).toContain(MESSAGES.emailInvalid);
    const special = await post('/api/v1/create-players', { username: uniqueName(), password: 'secret12!', confirmPassword: 'secret12!', phone: uniquePhone(), email: 'x@y.co' });
    expect(special.json().errors.password).toContain(MESSAGES.passwordCharset);
  });

  it("applies the desktop form's own limits (username 4–15, password 6–20) to a desktop browser's sign-up, and the mobile rule to a phone's", async () => {
    const name = () => `d${Math.random().toString(36).slice(2, 6)}`; // 5 characters
    const attempt = async (username: string, password: string, headers: Record<string, string>, viewCookie = '') => {
      const { captcha, headers: cookie } = await solvedCaptcha(t.app);
      return post(
        '/api/v1/create-players',
        { username, password, confirmPassword: password, phone: uniquePhone(), email: `${username}@example.com`, captcha, age_confirmed: true },
        { ...headers, cookie: viewCookie ? `${viewCookie}; ${cookie.cookie}` : cookie.cookie },
      );
    };
    // A desktop browser: a 5-letter username and a 6-character password are the desktop form's own limits.
    const desk = name();
    const ok = await attempt(desk, 'abc123', { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36' });
    expect(ok.statusCode, ok.body).toBe(200);
    const login = await post('/api/login', { username: desk, password: 'abc123' });
    expect(login.statusCode).toBe(200);
    const tooShort = await attempt('abc', 'abc12', {});
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().errors.username).toEqual([DESKTOP_SIGNUP_MESSAGES.usernameLength]);
    expect(tooShort.json().errors.password).toEqual([DESKTOP_SIGNUP_MESSAGES.passwordLength]);
    expect((await attempt('a'.repeat(16), 'abc123', {})).json().errors.username).toEqual([DESKTOP_SIGNUP_MESSAGES.usernameLength]);
    // A phone (by its User-Agent, or any browser that chose the mobile view): the mobile rule.
    const phone = await attempt(name(), 'abc123', PHONE_UA);
    expect(phone.statusCode).toBe(422);
    expect(phone.json().errors.username).toEqual([MESSAGES.usernameLength]);
    expect(phone.json().errors.password).toEqual([MESSAGES.passwordMin]);
    const chosen = await attempt(name(), 'abc123', {}, 'view=mobile');
    expect(chosen.json().errors.username).toEqual([MESSAGES.usernameLength]);
    // The table's CHECK holds what neither form allows, whatever a service asks of it.
    await expect(
      t.app.khela.database.db.updateTable('players').set({ username: 'abc' }).where('username', '=', desk).execute(),
    ).rejects.toThrow(/players_username_check/);
  });

  it('stores who referred whom and refuses unknown referral and agent codes', async () => {
    const referrer = await newPlayer(t.app);
    const code = (await t.app.inject({ method: 'GET', url: '/api/user/show', headers: bearer(referrer.token) })).json().referral_code as string;
    const friend = await newPlayer(t.app, { referral_code: code.toLowerCase(), agent_code: 'AGENT100' });
    const row = await t.app.khela.database.db
      .selectFrom('players')
      .select(['referred_by', 'agent_id'])
      .where('id', '=', BigInt(friend.remoteId))
      .executeTakeFirstOrThrow();
    expect(row.referred_by).toBe(BigInt(referrer.remoteId));
    expect(row.agent_id).not.toBeNull();
    const { captcha, headers } = await solvedCaptcha(t.app);
    const bad = await post(
      '/api/v1/create-players',
      {
        username: uniqueName(),
        password: 'secret123',
        confirmPassword: 'secret123',
        phone: uniquePhone(),
        email: `${uniqueName()}@x.co`,
        referral_code: 'NOSUCHCODE',
        agent_code: 'NOAGENT',
        captcha,
        age_confirmed: true,
      },
      headers,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ referral_code: [MESSAGES.referralCodeUnknown], agent_code: [MESSAGES.agentCodeUnknown] });
  });

  it('checks the desktop captcha on the server: a PNG without its answer inside, wrong, then reused, then right', async () => {
    const img = await t.app.inject({ method: 'GET', url: '/captcha' });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    const png = img.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // Pixels only: the chunks are IHDR, IDAT and IEND (no text or other metadata chunk), and no SVG markup.
    const chunks: string[] = [];
    for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) chunks.push(png.toString('latin1', at + 4, at + 8));
    expect(chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(png.toString('latin1')).not.toMatch(/<svg|<path|<text/i);
    const id = /khela_captcha=([0-9a-f-]{36})/.exec(String(img.headers['set-cookie']))![1]!;
    const answer = (await t.app.inject({ method: 'GET', url: `/dev/captcha/${id}` })).json().answer as string;
    // The answer is not in the file, as text (ASCII or UTF-16) nor in the bytes deflated or raw.
    expect(png.includes(Buffer.from(answer, 'latin1'))).toBe(false);
    expect(png.includes(Buffer.from(answer, 'utf16le'))).toBe(false);
    const { inflateSync } = await import('node:zlib');
    const idat = png.subarray(8 + 25 + 8, 8 + 25 + 8 + png.readUInt32BE(8 + 25));
    expect(inflateSync(idat).includes(Buffer.from(answer, 'latin1'))).toBe(false);
    const wrong = answer === '0000' ? '1111' : '0000';
    const payload = () => ({ username: uniqueName(), password: 'secret123', confirmPassword: 'secret123', phone: uniquePhone(), email: `${uniqueName()}@x.co`, age_confirmed: true });
    const r1 = await post('/api/v1/create-players', { ...payload(), captcha: wrong }, { cookie: `khela_captcha=${id}` });
    expect(r1.statusCode).toBe(422);
    expect(r1.json().errors.captcha).toEqual([MESSAGES.captchaWrong]);
    const r2 = await post('/api/v1/create-players', { ...payload(), captcha: answer }, { cookie: `khela_captcha=${id}` });
    expect(r2.json().errors.captcha).toEqual([MESSAGES.captchaExpired]); // single use
    const img2 = await t.app.inject({ method: 'GET', url: '/captcha' });
    const id2 = /khela_captcha=([0-9a-f-]{36})/.exec(String(img2.headers['set-cookie']))![1]!;
    const answer2 = (await t.app.inject({ method: 'GET', url: `/dev/captcha/${id2}` })).json().answer as string;
    const ok = await post('/api/v1/create-players', { ...payload(), captcha: answer2 }, { cookie: `khela_captcha=${id2}` });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('requires a correct bot check on every sign-up, whichever app sends it: missing, wrong, then right', async () => {
    const body = { username: uniqueName(), password: 'secret123', confirmPassword: 'secret123', phone: uniquePhone(), email: `${uniqueName()}@x.co`, age_confirmed: true };
    const created = async () =>
      (await t.app.khela.database.db.selectFrom('players').select('id').where('username', '=', body.username).executeTakeFirst()) !== undefined;

    // No check at all: a phone's form is asked for its proof of work, the desktop's for its picture code.
    const missing = await post('/api/v1/create-players', body, PHONE_UA);
    expect(missing.statusCode, missing.body).toBe(422);
    expect(missing.json().code).toBe('validation_failed');
    expect(missing.json().errors).toEqual({ altcha: [MESSAGES.botCheckRequired] });
    const missingDesktop = await post('/api/v1/create-players', body);
    expect(missingDesktop.json().errors).toEqual({ captcha: [MESSAGES.captchaRequired] });
    const live = await solvedCaptcha(t.app);
    const blank = await post('/api/v1/create-players', { ...body, captcha: '', altcha: '' }, { ...live.headers, ...PHONE_UA });
    expect(blank.statusCode, blank.body).toBe(422);
    expect(blank.json().errors).toEqual({ altcha: [MESSAGES.botCheckRequired] });
    expect(await created()).toBe(false);

    // The right digits without the cookie, and wrong digits with it: still 422, still no player.
    const noCookie = await post('/api/v1/create-players', { ...body, captcha: live.captcha });
    expect(noCookie.statusCode, noCookie.body).toBe(422);
    expect(noCookie.json().errors).toEqual({ captcha: [MESSAGES.captchaExpired] });
    const wrong = await post('/api/v1/create-players', { ...body, captcha: live.captcha === '0000' ? '1111' : '0000' }, live.headers);
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(wrong.json().errors).toEqual({ captcha: [MESSAGES.captchaWrong] });
    expect(await created()).toBe(false);

    // A fresh captcha answered right: the player is created and can log in.
    const right = await solvedCaptcha(t.app);
    const ok = await post('/api/v1/create-players', { ...body, captcha: right.captcha }, right.headers);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await created()).toBe(true);
    expect((await post('/api/login', { username: body.username, password: body.password })).statusCode).toBe(200);
  });
});

describe('login and sessions', () => {
  it('fails with the spec message and succeeds with the right password', async () => {
    const p = await newPlayer(t.app);
    const bad = await post('/api/login', { username: p.username, password: 'wrongpass1' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe(MESSAGES.invalidCredentials);
    const none = await post('/api/login', { username: 'nosuchuser1', password: 'wrongpass1' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(MESSAGES.invalidCredentials);
    const ok = await post('/api/login', { username: p.username.toUpperCase(), password: p.password });
    expect(ok.statusCode).toBe(200);
    const body = ok.json();
    expect(body).toMatchObject({ remote_id: p.remoteId, username: p.username });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.exchange[0].token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.exchange[0].token).not.toBe(body.token);
  });

  it('stores only hashes of tokens', async () => {
    const p = await newPlayer(t.app);
    const rows = await t.app.khela.database.db.selectFrom('sessions').select('token_hash').where('player_id', '=', BigInt(p.remoteId)).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.token_hash).not.toContain(p.token);
    const pw = await t.app.khela.database.db.selectFrom('players').select('password_hash').where('id', '=', BigInt(p.remoteId)).executeTakeFirstOrThrow();
    expect(pw.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('needs a token, refuses the exchange token as a player token, and answers 403 for another remote_id', async () => {
    const a = await newPlayer(t.app);
    const b = await newPlayer(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/show' })).statusCode).toBe(401);
    expect((await post('/api/balance', undefined, bearer('not-a-real-token-at-all-000000'))).statusCode).toBe(401);
    const mismatch = await t.app.inject({ method: 'GET', url: `/api/user/show?remote_id=${b.remoteId}`, headers: bearer(a.token) });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().message).toBe(MESSAGES.forbidden);
    expect((await post('/api/balance', { remote_id: b.remoteId }, bearer(a.token))).statusCode).toBe(403);
  });

  it('logout revokes the session on the server', async () => {
    const p = await newPlayer(t.app);
    expect((await post('/api/logout', undefined, bearer(p.token))).statusCode).toBe(200);
    expect((await post('/api/balance', undefined, bearer(p.token))).statusCode).toBe(401);
  });
});

describe('password recovery and change', () => {
  it('recovers by e-mail OTP, revoking every session, and the old password stops working', async () => {
    const p = await newPlayer(t.app);
    const sent = await forgot({ type: 'email', email: p.email.toUpperCase(), username: p.username });
    expect(sent.statusCode).toBe(200);
    const code = await latestCode(t.app, p.email);
    expect(code).toMatch(/^\d{6}$/);
    const reset = await post('/api/usr-reset-password', { otp: code, password: 'newpass123', password_confirmation: 'newpass123', username: p.username });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe(MESSAGES.passwordChangedLogin);
    expect((await post('/api/balance', undefined, bearer(p.token))).statusCode).toBe(401);
    expect((await post('/api/login', { username: p.username, password: p.password })).statusCode).toBe(401);
    expect((await post('/api/login', { username: p.username, password: 'newpass123' })).statusCode).toBe(200);
    // single use
    const again = await post('/api/usr-reset-password', { otp: code, password: 'newpass456', password_confirmation: 'newpass456', username: p.username });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(MESSAGES.otpInvalid);
  });

  it('recovers by SMS to the normalised phone', async () => {
    const p = await newPlayer(t.app);
    const sent = await forgot({ type: 'sms', phone: `+88${p.phone}`, username: p.username });
    expect(sent.statusCode).toBe(200);
    const code = await latestCode(t.app, `88${p.phone}`);
    const reset = await post('/api/usr-reset-password', { otp: code, password: 'smspass123', password_confirmation: 'smspass123', username: p.username });
    expect(reset.statusCode).toBe(200);
  });

  it('sends nothing without a solved bot check, on either tab; a solution answers once', async () => {
    const p = await newPlayer(t.app);
    const outbox = async () => (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(p.email)}` })).json().length as number;
    const before = await outbox();
    const none = await post('/api/usr-forgot-password', { type: 'sms', phone: `+88${p.phone}`, username: p.username });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.altcha).toEqual([MESSAGES.botCheckRequired]);
    // The picture's code no longer opens recovery: only the proof of work does.
    const { captcha, headers } = await solvedCaptcha(t.app);
    const picture = await post('/api/usr-forgot-password', { type: 'email', email: p.email, username: p.username, captcha }, headers);
    expect(picture.statusCode).toBe(400);
    // Garbage, and a real challenge with a made-up solution.
    const junk = await post('/api/usr-forgot-password', { type: 'email', email: p.email, username: p.username, altcha: 'bm90IGpzb24=' });
    expect(junk.json().errors.altcha).toEqual([MESSAGES.botCheckFailed]);
    const solved = await solvedAltcha(t.app);
    const decoded = JSON.parse(Buffer.from(solved, 'base64').toString()) as { challenge: unknown; solution: { counter: number; derivedKey: string } };
    const forged = Buffer.from(JSON.stringify({ ...decoded, solution: { counter: decoded.solution.counter + 1, derivedKey: '00'.repeat(32) } })).toString('base64');
    const bad = await post('/api/usr-forgot-password', { type: 'email', email: p.email, username: p.username, altcha: forged });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.altcha).toEqual([MESSAGES.botCheckFailed]);
    expect(await outbox()).toBe(before);
    // The real solution works once; the same again is a replay.
    const first = await post('/api/usr-forgot-password', { type: 'email', email: p.email, username: p.username, altcha: solved });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await post('/api/usr-forgot-password', { type: 'email', email: p.email, username: p.username, altcha: solved });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.altcha).toEqual([MESSAGES.botCheckUsed]);
  });

  it('answers the same whether or not the account exists', async () => {
    const p = await newPlayer(t.app);
    const real = await forgot({ type: 'email', email: p.email, username: p.username });
    const wrongMail = await forgot({ type: 'email', email: 'other@x.co', username: p.username });
    const nobody = await forgot({ type: 'email', email: 'other@x.co', username: 'nobodyhere1' });
    expect(real.statusCode).toBe(200);
    expect(wrongMail.statusCode).toBe(200);
    expect(nobody.statusCode).toBe(200);
    expect(wrongMail.json()).toEqual(real.json());
    expect(nobody.json()).toEqual(real.json());
    const out = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=other@x.co' });
    expect(out.json()).toEqual([]);
  });

  it('allows at most 5 wrong tries per code, then even the right code fails', async () => {
    const p = await newPlayer(t.app);
    await forgot({ type: 'email', email: p.email, username: p.username });
    const code = await latestCode(t.app, p.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await post('/api/usr-reset-password', { otp: wrong, password: 'newpass123', password_confirmation: 'newpass123', username: p.username });
      expect(r.statusCode).toBe(422);
    }
    const right = await post('/api/usr-reset-password', { otp: code, password: 'newpass123', password_confirmation: 'newpass123', username: p.username });
    expect(right.statusCode).toBe(422);
    expect(right.json().message).toBe(MESSAGES.otpInvalid);
  });

  it('refuses an expired code', async () => {
    const p = await newPlayer(t.app);
    await forgot({ type: 'email', email: p.email, username: p.username });
    const code = await latestCode(t.app, p.email);
    await t.app.khela.database.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('player_id', '=', BigInt(p.remoteId))
      .execute();
    const r = await post('/api/usr-reset-password', { otp: code, password: 'newpass123', password_confirmation: 'newpass123', username: p.username });
    expect(r.statusCode).toBe(422);
  });

  it('enforces the reset rule with the spec messages in order', async () => {
    const r1 = await post('/api/usr-reset-password', { otp: '', password: 'x', password_confirmation: 'y', username: 'someone12' });
    expect(r1.json().message).toBe(MESSAGES.enterOtp);
    const r2 = await post('/api/usr-reset-password', { otp: '123456', password: 'abcdefgh', password_confirmation: 'abcdefgh', username: 'someone12' });
    expect(r2.json().message).toBe(MESSAGES.newPasswordRule);
    const r3 = await post('/api/usr-reset-password', { otp: '123456', password: 'abcdefg1', password_confirmation: 'abcdefg2', username: 'someone12' });
    expect(r3.json().message).toBe(MESSAGES.passwordsDoNotMatchDot);
  });

  it('changes the password with the current one and ends every session', async () => {
    const p = await newPlayer(t.app);
    const wrong = await post('/api/user-pwd', { old_password: 'nottheone1', new_password: 'changed123', new_password_confirmation: 'changed123' }, bearer(p.token));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(MESSAGES.passwordIncorrect);
    const ok = await post('/api/user-pwd', { old_password: p.password, new_password: 'changed123', new_password_confirmation: 'changed123' }, bearer(p.token));
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/balance', undefined, bearer(p.token))).statusCode).toBe(401);
    expect((await post('/api/login', { username: p.username, password: 'changed123' })).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('answers 429 with a readable message and Retry-After on repeated logins and OTP sends', async () => {
    const strict = await startTestApp({ rateLimitScale: 1 });
    try {
      let last;
      for (let i = 0; i < 11; i++) {
        // Failures per account count per address (security-limits.test.ts): the 11th guess from one address.
        last = await strict.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'victimuser1', password: 'guess12345' }, remoteAddress: '10.0.0.1' });
      }
      expect(last!.statusCode).toBe(429);
      expect(last!.json().message).toBe(MESSAGES.tooManyAttempts);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      let send;
      for (let i = 0; i < 4; i++) {
        const remoteAddress = `10.0.1.${i}`;
        const altcha = await solvedAltcha(strict.app, { remoteAddress });
        send = await strict.app.inject({ method: 'POST', url: '/api/usr-forgot-password', payload: { type: 'email', email: 'a@b.co', username: 'victimuser2', altcha }, remoteAddress });
      }
      expect(send!.statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
