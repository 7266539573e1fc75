import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/**
 * Small secrets kept at rest (an operator's TOTP secret): AES-256-GCM with a key derived from the
 * app secret for one purpose (HMAC-SHA256(appSecret, `secret-box:<purpose>`), as the anti-bot keys
 * are), a fresh 96-bit IV each time, stored as `v1.<iv>.<tag>.<ciphertext>` in base64url. The
 * purpose is also the additional authenticated data, so a value sealed for one use opens for no other.
 */
export function secretBox(appSecret: string, purpose: string) {
  const key = createHmac('sha256', appSecret).update(`secret-box:${purpose}`).digest();
  const aad = Buffer.from(purpose);
  return {
    seal(plain: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    /** The plain text, or an error when the value was changed or sealed under another key or purpose. */
    open(sealed: string): string {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('secret-box: not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAAD(aad);
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof secretBox>;

/** The purpose operators' TOTP secrets are sealed for. */
export const OPERATOR_TOTP_PURPOSE = 'operator-totp';
