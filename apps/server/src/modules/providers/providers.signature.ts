import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of the exact request bytes: what a vendor puts in X-Provider-Signature. */
export const signBody = (secret: string, raw: Buffer | string) =>
  createHmac('sha256', secret).update(raw).digest('hex');

/** Constant-time check of a given hex signature; anything malformed is simply not valid. */
export function signatureValid(secret: string, raw: Buffer, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, raw), 'hex'), Buffer.from(given, 'hex'));
}

/** Demo-only secret of a seeded vendor: fixed and public, so the demo studio can sign. Never for production. */
export const demoProviderSecret = (vendor: string) => `dev-${vendor}-secret`;
