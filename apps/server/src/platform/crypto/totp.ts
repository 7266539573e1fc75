import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(s: string): Buffer {
  const clean = s.toUpperCase().replace(/=+$/, '').replace(/\s/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const i = B32.indexOf(ch);
    if (i < 0) throw new Error('bad base32');
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A fresh 160-bit secret in base32, as authenticator apps expect it. */
export function newTotpSecret(): string {
  const bytes = randomBytes(20);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += B32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** The 6-digit RFC 6238 code (HMAC-SHA1, 30 s steps) an authenticator app shows at `at`. */
export function totpAt(secretBase32: string, at: Date, stepOffset = 0): string {
  const counter = Math.floor(at.getTime() / 30_000) + stepOffset;
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const h = createHmac('sha1', base32Decode(secretBase32)).update(msg).digest();
  const o = (h[h.length - 1] as number) & 0x0f;
  const n = (h.readUInt32BE(o) & 0x7fffffff) % 1_000_000;
  return String(n).padStart(6, '0');
}

/** The 30-second time step of `at` (the counter RFC 6238 hashes). */
export const totpStep = (at: Date) => Math.floor(at.getTime() / 30_000);

/**
 * The time step whose code `code` is (the current one or one either side, newest first), or null.
 * Callers that must refuse a replayed code keep the last step used and accept only a later one.
 */
export function matchTotpStep(secretBase32: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  for (const d of [1, 0, -1])
    if (timingSafeEqual(Buffer.from(totpAt(secretBase32, at, d)), Buffer.from(code))) return totpStep(at) + d;
  return null;
}

/** Accepts the current code and one step either side, for phones whose clocks drift a little. */
export function verifyTotp(secretBase32: string, code: string, at: Date): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return [-1, 0, 1].some((d) => timingSafeEqual(Buffer.from(totpAt(secretBase32, at, d)), Buffer.from(code)));
}
