import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Provably fair randomness (design.md, "Money and games"). The server commits to a secret server
 * seed by publishing sha256(serverSeed) before play; every outcome is then a pure function of
 * HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`), so once the seed is revealed (on
 * rotation) a player can recompute every result. Uses node:crypto because the server is the only
 * runtime today; a web verification page would need the same steps through WebCrypto (subtle.sign
 * with HMAC), which is async, so it would get its own small adapter rather than this module.
 */

export interface FairSeeds {
  serverSeed: string;
  clientSeed: string;
  /** Bet counter for this (serverSeed, clientSeed) pair; each bet uses a fresh nonce. */
  nonce: number;
}

/** Bytes consumed per float: 4 bytes give 2^32 evenly spaced values, the common scheme. */
export const BYTES_PER_FLOAT = 4;
const FLOATS_PER_ROUND = 32 / BYTES_PER_FLOAT;

/** The commitment shown to the player before play: lowercase hex sha256 of the server seed. */
export const hashServerSeed = (serverSeed: string): string => createHash('sha256').update(serverSeed).digest('hex');

/** The 32 HMAC bytes of one round; `round` grows when a bet needs more than 8 floats. */
export function roundBytes(seeds: FairSeeds, round: number): Buffer {
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0)
    throw new RangeError('nonce must be a non-negative integer');
  return createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:${round}`).digest();
}

/** Four bytes to a float in [0, 1): sum of byte / 256^(i+1); never reaches 1 (max is 1 - 2^-32). */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  let value = 0;
  let scale = 1;
  for (let i = 0; i < BYTES_PER_FLOAT; i++) {
    scale *= 256;
    value += (bytes[offset + i] ?? 0) / scale;
  }
  return value;
}

/** `count` floats in [0, 1) for one bet: 8 per round, rounds 0, 1, 2, ... as needed. */
export function fairFloats(seeds: FairSeeds, count: number): number[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError('count must be a non-negative integer');
  const out: number[] = [];
  for (let round = 0; out.length < count; round++) {
    const bytes = roundBytes(seeds, round);
    for (let i = 0; i < FLOATS_PER_ROUND && out.length < count; i++) out.push(bytesToFloat(bytes, i * BYTES_PER_FLOAT));
  }
  return out;
}

/** An integer in [0, n) from a float, the way every engine here maps floats to choices. */
export const floatToIndex = (float: number, n: number): number => Math.min(n - 1, Math.floor(float * n));

export type VerifyResult = { ok: true; floats: number[] } | { ok: false; reason: 'SEED_HASH_MISMATCH' };

/**
 * Verification from revealed seeds: the revealed server seed must hash to the commitment shown
 * before play, and then the floats (and so the outcome, through the same engine) are recomputed.
 */
export function verifyFairFloats(revealed: FairSeeds & { serverSeedHash: string }, count: number): VerifyResult {
  const actual = Buffer.from(hashServerSeed(revealed.serverSeed), 'hex');
  const expected = Buffer.from(revealed.serverSeedHash.toLowerCase(), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: 'SEED_HASH_MISMATCH' };
  }
  return { ok: true, floats: fairFloats(revealed, count) };
}
