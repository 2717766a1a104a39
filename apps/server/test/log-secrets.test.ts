import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, latestCode, newPlayer, startTestApp, uniquePhone, type TestApp } from './helpers';
import { ADMIN_PASSWORD, deposit, staffLogin } from './payments-fixtures';

/**
 * Issue 41: no log line carries a secret. A whole session runs at `trace` (every line the server can write) with its
 * lines captured: sign-up, log-in with a password and a wrong one, a phone code asked for and entered (a wrong one
 * first), a deposit from a wallet number, a game launched and played with its tokens, the console's log-in. Then
 * every line is searched for each secret the session used.
 */
const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp(
    { adminPassword: ADMIN_PASSWORD, logStream: { write: (line: string) => void lines.push(line) } },
    { LOG_LEVEL: 'trace' },
  );
});
afterAll(async () => {
  await t?.close();
});

/** Whether `secret` appears in `line` as itself (not inside a longer run of digits or letters, e.g. a timestamp). */
function carries(line: string, secret: string): boolean {
  const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`).test(line);
}

describe('logs never carry secrets', () => {
  it('a full session at trace level writes no password, token, code, launch token or phone number', async () => {
    const app = t.app;
    const secrets: Record<string, string> = {};

    // Sign-up and log-in (the helper does both), then a wrong password and a right one again.
    const p = await newPlayer(app);
    secrets['player password'] = p.password;
    secrets['player token'] = p.token;
    secrets['player phone'] = p.phone;
    const wrongPassword = 'not-the-password-77';
    secrets['wrong password'] = wrongPassword;
    expect((await app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: wrongPassword } })).statusCode).not.toBe(200);
    const again = await app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: p.password } });
    expect(again.statusCode, again.body).toBe(200);
    secrets['second token'] = (again.json() as { token: string }).token;

    // The phone's code: asked for, a wrong one entered, then the right one.
    const send = await app.inject({ method: 'POST', url: '/api/send-verification-code', payload: { phone: p.phone }, headers: bearer(p.token) });
    expect(send.statusCode, send.body).toBe(200);
    const code = await latestCode(app, `88${p.phone}`);
    secrets['phone code'] = code;
    const wrongCode = code === '000000' ? '111111' : '000000';
    await app.inject({ method: 'POST', url: '/api/verify-phone-number', payload: { verification_code: wrongCode }, headers: bearer(p.token) });
    const verified = await app.inject({ method: 'POST', url: '/api/verify-phone-number', payload: { verification_code: code }, headers: bearer(p.token) });
    expect(verified.statusCode, verified.body).toBe(200);

    // A deposit from a wallet number.
    const sender = uniquePhone();
    secrets['deposit sender number'] = sender;
    const d = await deposit(app, p, { amount: '1000', sender });
    expect(d.statusCode, d.body).toBe(200);

    // A game: the launch token in the game's address, traded for a session token, which plays.
    const run = await app.inject({
      method: 'POST',
      url: '/api/game-run',
      headers: bearer(p.token),
      payload: { userId: p.remoteId, externalURL: 'http://localhost/', isMobileLogin: true, gameCode: 'dice', gameType: 'EGAME', platform: 'KHELA' },
    });
    expect(run.statusCode, run.body).toBe(200);
    const launchToken = new URL((run.json() as { url: string }).url, 'http://localhost').searchParams.get('launch')!;
    secrets['launch token'] = launchToken;
    const session = await app.inject({ method: 'POST', url: '/api/games/session', payload: { launch: launchToken } });
    expect(session.statusCode, session.body).toBe(200);
    const gameToken = (session.json() as { token: string }).token;
    secrets['game session token'] = gameToken;
    await app.inject({ method: 'GET', url: `/api/games/session?token=${encodeURIComponent(gameToken)}`, headers: bearer(gameToken) });

    // The console: a wrong password, then the right one, and a call with its token.
    secrets['staff password'] = ADMIN_PASSWORD;
    secrets['wrong staff password'] = 'wrong-staff-password-1';
    await app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { username: 'admin', password: 'wrong-staff-password-1' } });
    const staffToken = await staffLogin(app);
    secrets['staff token'] = staffToken;
    expect((await app.inject({ method: 'GET', url: '/api/backoffice/deposits', headers: bearer(staffToken) })).statusCode).toBe(200);
    // A bad token and a 404 carry a token in the URL and the header.
    await app.inject({ method: 'GET', url: `/api/balance?token=${p.token}`, headers: bearer(`${p.token}x`) });

    // The session was logged (a request line per call at trace), so an empty capture cannot pass.
    const requestLines = lines.filter((l) => l.includes('"msg":"request"'));
    expect(requestLines.length).toBeGreaterThan(10);
    for (const l of requestLines) expect(JSON.parse(l)).toHaveProperty('reqId');
    for (const s of Object.values(secrets)) expect(s.length).toBeGreaterThanOrEqual(6);

    const found: string[] = [];
    for (const line of lines) {
      for (const [what, secret] of Object.entries(secrets)) {
        if (carries(line, secret) || (what.includes('phone') && carries(line, `88${secret}`))) found.push(`${what}: ${line.trim()}`);
      }
    }
    expect(found).toEqual([]);
  });
});
