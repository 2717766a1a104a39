import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { MESSAGES } from '@khela/domain';
import type { Db } from '../db/database';
import { AppError } from '../shared/errors';
import type { AuthRepository } from './auth.repository';

export interface BotCheckOptions {
  /** PBKDF2 rounds per attempt of the solver. */
  cost: number;
  /** The answer (a counter) is drawn between maxCounter/2 and maxCounter. */
  maxCounter: number;
  /** How long a challenge may be solved and sent. */
  ttlMs: number;
  /** Signs the challenges; without it one is made in the database and shared by every process. */
  hmacSecret?: string;
}

const ALGORITHM = 'PBKDF2/SHA-256';
/** Longest payload a client may send (a real one is about 600 characters). */
const MAX_PAYLOAD = 4096;

/**
 * The proof-of-work bot check (ALTCHA, altcha-lib) of the phone's sign-up and both recovery tabs: GET /api/altcha
 * draws a signed challenge that a browser solves in its workers (about cost × counter PBKDF2 rounds: a second or two
 * on a phone, and as much again for every further account a bot farm wants); the form sends the solution as `altcha`.
 * A solution is accepted once: its challenge's nonce is kept in `altcha_used` until the challenge expires, so a
 * replay is refused on every process.
 */
export class BotCheck {
  private secrets: Promise<{ signature: string; key: string }> | null = null;

  constructor(
    private readonly db: Db,
    private readonly repo: AuthRepository,
    private readonly opts: BotCheckOptions,
  ) {}

  /** The two HMAC secrets (the challenge's and the derived key's), from the configuration or the shared database row. */
  private hmac(): Promise<{ signature: string; key: string }> {
    this.secrets ??= (async () => {
      const master = this.opts.hmacSecret ?? (await this.repo.serverSecret(this.db, 'altcha_hmac', randomBytes(32).toString('hex')));
      return { signature: `${master}:challenge`, key: `${master}:key` };
    })();
    this.secrets.catch(() => (this.secrets = null));
    return this.secrets;
  }

  /** A new challenge for the widget. */
  async challenge(): Promise<Challenge> {
    const { signature, key } = await this.hmac();
    const max = this.opts.maxCounter;
    return createChallenge({
      algorithm: ALGORITHM,
      cost: this.opts.cost,
      counter: randomInt(max, Math.max(1, Math.floor(max / 2))),
      deriveKey,
      expiresAt: new Date(Date.now() + this.opts.ttlMs),
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: key,
    });
  }

  /**
   * Checks the form's `altcha` field and spends it: 422 on `altcha` when it is missing, malformed, forged, wrong,
   * expired, or already used.
   */
  async verify(field: string): Promise<void> {
    const fail = (message: string): never => {
      throw AppError.validation({ altcha: [message] });
    };
    if (!field) fail(MESSAGES.botCheckRequired);
    const payload = field.length <= MAX_PAYLOAD ? parse(field) : null;
    if (!payload) return fail(MESSAGES.botCheckFailed);
    const { signature, key } = await this.hmac();
    let result;
    try {
      result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: key,
      });
    } catch {
      return fail(MESSAGES.botCheckFailed);
    }
    if (result.expired) fail(MESSAGES.botCheckExpired);
    if (!result.verified) fail(MESSAGES.botCheckFailed);
    // Signed and solved: the nonce is the challenge's own (covered by its signature); it answers once.
    const p = payload.challenge.parameters;
    const expiresAt = new Date(((p.expiresAt ?? 0) > 0 ? p.expiresAt! * 1000 : Date.now() + this.opts.ttlMs) + 60_000);
    const fresh = await this.repo.useAltcha(this.db, `${p.nonce}`, expiresAt);
    if (!fresh) fail(MESSAGES.botCheckUsed);
    if (Math.random() < 0.01) await this.repo.purgeExpiredAltcha(this.db);
  }
}

/** The widget's field: base64 of `{challenge, solution}` JSON; null when it is not that shape. */
function parse(field: string): Payload | null {
  try {
    const v = JSON.parse(Buffer.from(field, 'base64').toString('utf8')) as unknown;
    if (!v || typeof v !== 'object') return null;
    const { challenge, solution } = v as Partial<Payload>;
    if (!challenge || typeof challenge !== 'object' || !solution || typeof solution !== 'object') return null;
    const p = challenge.parameters as Partial<Payload['challenge']['parameters']> | undefined;
    if (!p || typeof p !== 'object' || typeof p.nonce !== 'string' || p.nonce.length < 8 || p.nonce.length > 128) return null;
    if (p.algorithm !== ALGORITHM || typeof challenge.signature !== 'string') return null;
    return { challenge, solution } as Payload;
  } catch {
    return null;
  }
}
