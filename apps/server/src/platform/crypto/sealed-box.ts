import {
  constants,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
} from 'node:crypto';
import { type PublicKeyInfo, SEALED_ALG, type SealedBody, sealedBody } from '@platform/contracts';
import { AppError } from '../http/app-error';

export type SealedBox = {
  /** First 16 hex chars of sha256(SPKI DER): names the key so clients notice a rotation. */
  readonly kid: string;
  publicKeyInfo(): PublicKeyInfo;
  /** Decrypts a sealed body into the JSON value the client sealed; throws AppError otherwise. */
  open(body: unknown): unknown;
};

const TAG_BYTES = 16;
const IV_BYTES = 12;
const B64URL = /^[A-Za-z0-9_-]*$/;

export const isSealed = (body: unknown): body is SealedBody => sealedBody.safeParse(body).success;

// Buffer's base64url decoder silently skips invalid characters, so check the alphabet first.
function fromB64url(text: string): Buffer {
  if (!B64URL.test(text)) throw new Error('not base64url');
  return Buffer.from(text, 'base64url');
}

/**
 * The server half of sealed request bodies (RSA-OAEP SHA-256 wrapping an AES-256-GCM key). With no
 * PEM a fresh 2048-bit pair is generated, so a restart rotates the key and clients refetch it
 * after one KEY_UNKNOWN answer.
 */
export function createSealedBox(opts: { privateKeyPem?: string } = {}): SealedBox {
  const privateKey: KeyObject = opts.privateKeyPem
    ? createPrivateKey(opts.privateKeyPem)
    : generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const kid = createHash('sha256').update(spki).digest('hex').slice(0, 16);
  const info: PublicKeyInfo = { kid, alg: SEALED_ALG, spki: spki.toString('base64') };

  function decrypt(body: SealedBody): unknown {
    const rawKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      fromB64url(body.key),
    );
    const iv = fromB64url(body.iv);
    const data = fromB64url(body.data);
    if (rawKey.length !== 32 || iv.length !== IV_BYTES || data.length < TAG_BYTES) throw new Error('bad sizes');
    const decipher = createDecipheriv('aes-256-gcm', rawKey, iv, { authTagLength: TAG_BYTES });
    // WebCrypto appends the tag to the ciphertext; node wants it separately.
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  }

  return {
    kid,
    publicKeyInfo: () => ({ ...info }),
    open(body) {
      const parsed = sealedBody.safeParse(body);
      if (!parsed.success) throw new AppError('ENCRYPTION_REQUIRED');
      if (parsed.data.kid !== kid) throw new AppError('KEY_UNKNOWN');
      try {
        return decrypt(parsed.data);
      } catch {
        throw new AppError('SEALED_INVALID');
      }
    },
  };
}
