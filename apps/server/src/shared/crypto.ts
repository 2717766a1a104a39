import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes). */
const ARGON = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/** Spend the same time as a real check when the account does not exist (no user enumeration by timing). */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('khela-timing-equaliser');
  await verifyPassword(await dummy, password);
}

/** A new bearer token: 32 random bytes, base64url. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

/** A numeric code of `digits` digits, uniformly random. */
export function numericCode(digits: number): string {
  let s = '';
  for (let i = 0; i < digits; i++) s += String(randomInt(0, 10));
  return s;
}

export function hashCode(scope: string, code: string): string {
  return sha256(`${scope}:${code}`);
}

export function safeEqualHex(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
