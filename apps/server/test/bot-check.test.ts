import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@khela/domain';
import { BotCheck } from '../src/auth/altcha';
import { AuthRepository } from '../src/auth/auth.repository';
import { AppError } from '../src/shared/errors';
import { solvedAltcha, startTestApp, uniqueName, uniquePhone, type TestApp } from './helpers';

// Challenges live 5 s here, so the expiry can be seen without waiting minutes.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { ALTCHA_TTL_MS: '5000' });
});
afterAll(() => t?.close());

const signup = (extra: Record<string, unknown>) => {
  const username = uniqueName();
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/create-players',
    payload: { username, password: 'secret123', confirmPassword: 'secret123', phone: uniquePhone(), email: `${username}@x.co`, age_confirmed: true, ...extra },
  });
};

describe('the proof-of-work bot check (GET /api/altcha)', () => {
  it("signs a phone's player up with a solved challenge, once: the same solution again is a replay", async () => {
    const altcha = await solvedAltcha(t.app);
    const ok = await signup({ altcha });
    expect(ok.statusCode, ok.body).toBe(200);
    const replay = await signup({ altcha });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({ altcha: [MESSAGES.botCheckUsed] });
  });

  it('refuses a solution after its challenge expired', async () => {
    const altcha = await solvedAltcha(t.app);
    await new Promise((r) => setTimeout(r, 5_500));
    const late = await signup({ altcha });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ altcha: [MESSAGES.botCheckExpired] });
  });

  it('refuses a replay on another process too (the used solutions are in the shared database)', async () => {
    const altcha = await solvedAltcha(t.app);
    const ok = await signup({ altcha });
    expect(ok.statusCode, ok.body).toBe(200);
    // A second process: its own BotCheck and repository over the same database (the secret is read from it too).
    const other = new BotCheck(t.app.khela.database.db, new AuthRepository(), { cost: 1, maxCounter: 20, ttlMs: 5000 });
    const err = await other.verify(altcha).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).errors).toEqual({ altcha: [MESSAGES.botCheckUsed] });
  });

  it('refuses a challenge signed with another secret', async () => {
    const foreign = new BotCheck(t.app.khela.database.db, new AuthRepository(), { cost: 1, maxCounter: 20, ttlMs: 60_000, hmacSecret: 'x'.repeat(40) });
    const { solveChallenge } = await import('altcha-lib');
    const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
    const challenge = await foreign.challenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    const r = await signup({ altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({ altcha: [MESSAGES.botCheckFailed] });
  });
});
