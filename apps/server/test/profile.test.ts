import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@khela/domain';
import { bearer, latestCode, newPlayer, startTestApp, uniquePhone, type NewPlayer, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const post = (p: NewPlayer, url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload, headers: bearer(p.token) });
const show = async (p: NewPlayer) => (await t.app.inject({ method: 'GET', url: '/api/user/show', headers: bearer(p.token) })).json();

/** Lets the next code go out at once (the real limit is one send a minute). */
async function skipResendWait(p: NewPlayer) {
  await t.app.khela.database.db
    .updateTable('one_time_codes')
    .set({ created_at: new Date(Date.now() - 61_000) })
    .where('player_id', '=', BigInt(p.remoteId))
    .execute();
}

describe('contact verification', () => {
  it('takes a player from Unverified to Normal to Safe with phone and e-mail codes', async () => {
    const p = await newPlayer(t.app);
    expect((await show(p)).security_level).toBe('Unverified');

    expect((await post(p, '/api/send-verification-code', { phone: p.phone })).statusCode).toBe(200);
    const phoneCode = await latestCode(t.app, `88${p.phone}`);
    const wrong = await post(p, '/api/verify-phone-number', { verification_code: phoneCode === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(MESSAGES.verificationCodeInvalid);
    expect((await post(p, '/api/verify-phone-number', { verification_code: phoneCode })).statusCode).toBe(200);
    let u = await show(p);
    expect(u.session_id).toBe(1);
    expect(u.security_level).toBe('Normal');

    expect((await post(p, '/api/send-verification-code', { email: p.email })).statusCode).toBe(200);
    const mailCode = await latestCode(t.app, p.email);
    expect((await post(p, '/api/verify-email', { code: mailCode })).statusCode).toBe(200);
    u = await show(p);
    expect(u.email_verified_at).not.toBeNull();
    expect(u.security_level).toBe('Safe');
    expect(u.last_login_at).not.toBeNull();

    const again = await post(p, '/api/send-verification-code', { phone: p.phone });
    expect(again.json().message).toBe(MESSAGES.alreadyVerified);
  });

  it('sends only to the player’s own contacts, once a minute', async () => {
    const p = await newPlayer(t.app);
    const other = await post(p, '/api/send-verification-code', { phone: uniquePhone() });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(MESSAGES.notYourContact);
    expect((await post(p, '/api/send-verification-code', { email: 'someone@else.co' })).statusCode).toBe(422);
    expect((await post(p, '/api/send-verification-code', { email: p.email })).statusCode).toBe(200);
    const soon = await post(p, '/api/send-verification-code', { email: p.email });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(MESSAGES.verificationResendWait);
    await skipResendWait(p);
    expect((await post(p, '/api/send-verification-code', { email: p.email })).statusCode).toBe(200);
  });

  it('expires codes after 5 minutes and allows 5 wrong tries', async () => {
    const p = await newPlayer(t.app);
    await post(p, '/api/send-verification-code', { email: p.email });
    const code = await latestCode(t.app, p.email);
    for (let i = 0; i < 5; i++) expect((await post(p, '/api/verify-email', { code: code === '999999' ? '888888' : '999999' })).statusCode).toBe(422);
    expect((await post(p, '/api/verify-email', { code })).statusCode).toBe(422);

    await skipResendWait(p);
    await post(p, '/api/send-verification-code', { email: p.email });
    const code2 = await latestCode(t.app, p.email);
    await t.app.khela.database.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('player_id', '=', BigInt(p.remoteId))
      .execute();
    expect((await post(p, '/api/verify-email', { code: code2 })).statusCode).toBe(422);
  });
});

describe('extra phone numbers', () => {
  it('adds, verifies and lists up to two extra numbers; a third is refused', async () => {
    const p = await newPlayer(t.app);
    const n1 = uniquePhone();
    const n2 = uniquePhone();
    expect((await post(p, '/api/add/number', { phone: n1 })).statusCode).toBe(200);
    expect((await post(p, '/api/add/number', { phone: `+88${n1}` })).json().message).toBe(MESSAGES.phoneAlreadyAdded);
    expect((await post(p, '/api/add/number', { phone: p.phone })).json().message).toBe(MESSAGES.phoneAlreadyAdded);
    expect((await post(p, '/api/add/send-verification-code', { phone: n1 })).statusCode).toBe(200);
    const code = await latestCode(t.app, `88${n1}`);
    expect((await post(p, '/api/add/verify-phone-number', { verification_code: code })).statusCode).toBe(200);
    expect((await post(p, '/api/add/number', { phone: n2 })).statusCode).toBe(200);
    const third = await post(p, '/api/add/number', { phone: uniquePhone() });
    expect(third.statusCode).toBe(422);
    expect(third.json().message).toBe(MESSAGES.extraPhonesLimit);
    const list = await t.app.inject({ method: 'GET', url: '/api/get/other/phone', headers: bearer(p.token) });
    expect(list.json()).toEqual({ data: [{ contract_value: `88${n1}`, isverify: 1 }, { contract_value: `88${n2}`, isverify: 0 }] });
  });

  it('refuses a number another player has verified, and codes for numbers not added', async () => {
    const a = await newPlayer(t.app);
    const b = await newPlayer(t.app);
    const n = uniquePhone();
    await post(a, '/api/add/number', { phone: n });
    await post(a, '/api/add/send-verification-code', { phone: n });
    await post(a, '/api/add/verify-phone-number', { verification_code: await latestCode(t.app, `88${n}`) });
    const taken = await post(b, '/api/add/number', { phone: n });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe(MESSAGES.phoneInUse);
    const notAdded = await post(b, '/api/add/send-verification-code', { phone: uniquePhone() });
    expect(notAdded.json().message).toBe(MESSAGES.phoneNotAdded);
  });

  it('another player’s token cannot verify or read this player’s numbers', async () => {
    const a = await newPlayer(t.app);
    const b = await newPlayer(t.app);
    const n = uniquePhone();
    await post(a, '/api/add/number', { phone: n });
    await post(a, '/api/add/send-verification-code', { phone: n });
    const code = await latestCode(t.app, `88${n}`);
    expect((await post(b, '/api/add/verify-phone-number', { verification_code: code })).statusCode).toBe(422);
    expect((await post(b, '/api/verify-phone-number', { verification_code: code })).statusCode).toBe(422);
    const bList = await t.app.inject({ method: 'GET', url: '/api/get/other/phone', headers: bearer(b.token) });
    expect(bList.json()).toEqual({ data: [] });
    expect((await post(b, '/api/add/number', { phone: n, remote_id: a.remoteId })).statusCode).toBe(403);
    // a's code still works for a
    expect((await post(a, '/api/add/verify-phone-number', { verification_code: code })).statusCode).toBe(200);
  });
});

describe('birthday', () => {
  it('is set once, then locked', async () => {
    const p = await newPlayer(t.app);
    const r = await post(p, '/api/user/profile/update', { remote_id: p.remoteId, dofb: '1995-04-14' });
    expect(r.statusCode).toBe(200);
    expect(r.json().dofb).toBe('1995-04-14');
    expect((await show(p)).dofb).toBe('1995-04-14');
    const again = await post(p, '/api/user/profile/update', { remote_id: p.remoteId, dofb: '1996-01-01' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(MESSAGES.birthdayLocked);
    expect((await show(p)).dofb).toBe('1995-04-14');
  });

  it('refuses the under-18, impossible dates, and another player’s remote_id', async () => {
    const p = await newPlayer(t.app);
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    const u = await post(p, '/api/user/profile/update', { remote_id: p.remoteId, dofb: young.toISOString().slice(0, 10) });
    expect(u.statusCode).toBe(422);
    expect(u.json().message).toBe(MESSAGES.birthdayUnderage);
    expect((await post(p, '/api/user/profile/update', { dofb: '2001-02-30' })).json().message).toBe(MESSAGES.birthdayInvalid);
    expect((await post(p, '/api/user/profile/update', { dofb: '' })).json().message).toBe(MESSAGES.birthdayRequired);
    expect((await post(p, '/api/user/profile/update', { remote_id: p.remoteId + 1, dofb: '1990-01-01' })).statusCode).toBe(403);
    expect((await show(p)).dofb).toBeNull();
  });

  it('is locked by the database too', async () => {
    const p = await newPlayer(t.app);
    await post(p, '/api/user/profile/update', { dofb: '1990-01-01' });
    await expect(
      t.app.khela.database.db.updateTable('players').set({ dofb: '1991-01-01' }).where('id', '=', BigInt(p.remoteId)).execute(),
    ).rejects.toThrow(/locked/);
  });
});
