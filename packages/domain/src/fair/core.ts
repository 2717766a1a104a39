import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Provably fair core, the scheme the well-known public casinos use:
 * - the server seed is committed by its SHA-256 before any bet (`commitment`), and revealed when rotated;
 * - the player chooses the client seed; every bet has its own nonce;
 * - a bet's random bytes are HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${round}`), round
 *   0, 1, 2 … as more bytes are needed; every 4 bytes make one float in [0, 1):
 *   b0/256 + b1/256² + b2/256³ + b3/256⁴.
 * Pure and synchronous (runs the same in the server and in the player's browser for the verifier page).
 */
export interface Seeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export function sha256Hex(s: string): string {
  return bytesToHex(sha256(utf8ToBytes(s)));
}

export function hmacSha256(key: string, message: string): Uint8Array {
  return hmac(sha256, utf8ToBytes(key), utf8ToBytes(message));
}

export function hmacSha256Hex(key: string, message: string): string {
  return bytesToHex(hmacSha256(key, message));
}

/** The public commitment to a server seed: its SHA-256, shown before play. */
export function commitment(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

/** The HMAC blocks of a bet, round by round. */
export function* byteStream({ serverSeed, clientSeed, nonce }: Seeds): Generator<number> {
  for (let round = 0; ; round++) {
    const block = hmacSha256(serverSeed, `${clientSeed}:${nonce}:${round}`);
    for (const b of block) yield b;
  }
}

/** The first `count` floats of a bet, each from 4 bytes. */
export function floats(seeds: Seeds, count: number): number[] {
  const out: number[] = [];
  const bytes = byteStream(seeds);
  for (let i = 0; i < count; i++) {
    let f = 0;
    for (let j = 0; j < 4; j++) f += (bytes.next().value as number) / 256 ** (j + 1);
    out.push(f);
  }
  return out;
}

/** Fisher–Yates over 0..n-1 driven by floats: the order of cards, tiles or balls. */
export function shuffle(seeds: Seeds, n: number, take = n): number[] {
  const items = Array.from({ length: n }, (_, i) => i);
  const fs = floats(seeds, Math.min(take, n));
  for (let i = 0; i < fs.length; i++) {
    const j = i + Math.floor(fs[i]! * (n - i));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items.slice(0, take);
}

/** Truncate (never round up) to `places` decimals. */
export function floorTo(x: number, places: number): number {
  const p = 10 ** places;
  return Math.floor(x * p + 1e-9) / p;
}
