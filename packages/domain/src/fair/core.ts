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

/** The last key's HMAC state after the key block: a bet's many blocks (and a simulation's many bets) reuse it. */
let keyed: { key: string; mac: ReturnType<typeof hmac.create> } | null = null;
function hmacSha256(key: string, message: string): Uint8Array {
  if (keyed?.key !== key) keyed = { key, mac: hmac.create(sha256, utf8ToBytes(key)) };
  return keyed.mac.clone().update(utf8ToBytes(message)).digest();
}

export function hmacSha256Hex(key: string, message: string): string {
  return bytesToHex(hmacSha256(key, message));
}

/** The public commitment to a server seed: its SHA-256, shown before play. */
export function commitment(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

/** The HMAC block `round` of a bet (32 bytes, 8 floats). */
function block({ serverSeed, clientSeed, nonce }: Seeds, round: number): Uint8Array {
  return hmacSha256(serverSeed, `${clientSeed}:${nonce}:${round}`);
}
/** Float `i` of a block: b0/256 + b1/256² + b2/256³ + b3/256⁴ (exactly k / 2³²). */
function floatAt(b: Uint8Array, i: number): number {
  const o = (i & 7) * 4;
  return b[o]! / 256 + b[o + 1]! / 65_536 + b[o + 2]! / 16_777_216 + b[o + 3]! / 4_294_967_296;
}

/** A bet's floats, one after another without end (games that need an open number of them, e.g. free spins). */
export function* floatStream(seeds: Seeds): Generator<number> {
  for (let round = 0; ; round++) {
    const b = block(seeds, round);
    for (let i = 0; i < 8; i++) yield floatAt(b, i);
  }
}

/** The first `count` floats of a bet, each from 4 bytes (the HMAC blocks round by round, read 4 bytes at a time). */
export function floats(seeds: Seeds, count: number): number[] {
  const out: number[] = [];
  let b: Uint8Array = new Uint8Array(0);
  for (let i = 0; i < count; i++) {
    if ((i & 7) === 0) b = block(seeds, i >> 3);
    out.push(floatAt(b, i));
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
