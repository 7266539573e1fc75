import { z } from 'zod';

/**
 * An encrypted ("sealed") request body. The client encrypts the JSON with a fresh AES-256-GCM key
 * and wraps that key with the server's RSA-OAEP (SHA-256) public key. All fields are base64url.
 */
export const sealedBody = z.object({
  /** Which server key wrapped `key`; a stale one is answered with KEY_UNKNOWN. */
  kid: z.string().max(64),
  /** The raw 32-byte AES key, encrypted with RSA-OAEP SHA-256. */
  key: z.string().max(1024),
  /** The 12 random bytes of the AES-GCM nonce. */
  iv: z.string().max(32),
  /** AES-GCM ciphertext with the 16-byte tag appended, exactly as WebCrypto produces it. */
  data: z.string().max(2_000_000),
});
export type SealedBody = z.infer<typeof sealedBody>;

export const SEALED_ALG = 'RSA-OAEP-256+A256GCM' as const;

/** The server's current public key, as `GET API.publicKey` returns it. */
export const publicKeyInfo = z.object({
  kid: z.string().max(64),
  alg: z.literal(SEALED_ALG),
  /** base64 DER SubjectPublicKeyInfo, ready for WebCrypto `importKey('spki', ...)`. */
  spki: z.string(),
});
export type PublicKeyInfo = z.infer<typeof publicKeyInfo>;
