import { webcrypto } from 'node:crypto';
import { API, type PublicKeyInfo, type SealedBody } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';

const { subtle } = webcrypto;
const b64url = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes as Uint8Array).toString('base64url');

/**
 * Seals request bodies for `app` the way the browser does (apps/web/src/api/sealed.ts), with
 * WebCrypto rather than node's own API, so the tests prove the two ends interoperate.
 */
export function sealFor(app: FastifyInstance): (body: object) => Promise<SealedBody> {
  return sealWith(async () => (await app.inject({ url: API.publicKey })).json().value as PublicKeyInfo);
}

/** The same sealer with the server's key fetched some other way (e2e reads it over HTTP). */
export function sealWith(fetchKey: () => Promise<PublicKeyInfo>): (body: object) => Promise<SealedBody> {
  let cached: Promise<{ kid: string; key: webcrypto.CryptoKey }> | undefined;
  const publicKey = () => {
    cached ??= (async () => {
      const info = await fetchKey();
      const key = await subtle.importKey(
        'spki',
        Buffer.from(info.spki, 'base64'),
        { name: 'RSA-OAEP', hash: 'SHA-256' },
        false,
        ['encrypt'],
      );
      return { kid: info.kid, key };
    })();
    return cached;
  };

  return async (body) => {
    const { kid, key } = await publicKey();
    const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
    const iv = webcrypto.getRandomValues(new Uint8Array(12));
    const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(body)));
    const raw = await subtle.exportKey('raw', aes);
    const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, key, raw);
    return { kid, key: b64url(wrapped), iv: b64url(iv), data: b64url(data) };
  };
}
