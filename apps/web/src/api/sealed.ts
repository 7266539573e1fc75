import type { PublicKeyInfo, SealedBody } from '@platform/contracts';

/**
 * Seals request bodies for routes that refuse plain JSON: a fresh AES-256-GCM key per body, wrapped
 * with the server's RSA-OAEP (SHA-256) public key. The key is fetched once and cached; the API
 * client calls forgetKey() and retries once when the server answers KEY_UNKNOWN (it restarted or
 * rotated its key).
 */
let cached: Promise<{ kid: string; key: CryptoKey }> | null = null;

export function forgetKey(): void {
  cached = null;
}

// Base64 helpers without Buffer: the server's spki is standard base64, sealed fields are base64url.
function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

export function toBase64url(buffer: ArrayBuffer | Uint8Array): string {
  const bytes = buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer);
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** How the key is fetched: the API client's own call, passed in so this file does not import it back. */
export type FetchKey = () => Promise<PublicKeyInfo>;

async function loadKey(fetchKey: FetchKey): Promise<{ kid: string; key: CryptoKey }> {
  const info = await fetchKey();
  const key = await crypto.subtle.importKey(
    'spki',
    fromBase64(info.spki),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  return { kid: info.kid, key };
}

function publicKey(fetchKey: FetchKey): Promise<{ kid: string; key: CryptoKey }> {
  if (!cached) {
    const loading = loadKey(fetchKey);
    cached = loading;
    // A failed fetch must not stay cached, or every later call would fail without retrying.
    loading.catch(() => {
      if (cached === loading) cached = null;
    });
  }
  return cached;
}

export async function sealBody(body: unknown, fetchKey: FetchKey): Promise<SealedBody> {
  const { kid, key } = await publicKey(fetchKey);
  const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(body));
  // WebCrypto returns the ciphertext with the 16-byte GCM tag appended, as the server expects.
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, plain);
  const raw = await crypto.subtle.exportKey('raw', aes);
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, raw);
  return { kid, key: toBase64url(wrapped), iv: toBase64url(iv), data: toBase64url(data) };
}
