import { generateKeyPairSync } from 'node:crypto';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sealFor } from '../../../test/seal';
import { createSealedBox } from '../crypto/sealed-box';
import { installRequestContext } from './context';
import { installErrorHandler } from './error-handler';
import { ok } from './reply';
import { responses } from './schemas';
import { installSealedBodies } from './sealed-bodies';

// A minimal app (no database): the brand is a constant, the rest is wired as in app.ts.
const app = Fastify({ logger: false });
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
installErrorHandler(app);
installRequestContext(app, async () => ({ id: 1, merchantCode: 'RT', defaultLanguage: 'en', supported: ['en'] }));
installSealedBodies(app, createSealedBox());

const handled: unknown[] = [];
const echo = z.object({ name: z.string() });
for (const [url, sealed] of [
  ['/wps/test/sealed', true],
  ['/wps/test/plain', false],
] as const) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      url,
      { config: { sealed }, schema: { body: z.object({ name: z.string().min(1) }), response: responses(echo) } },
      async (req) => {
        handled.push(req.body);
        return ok(req, { name: req.body.name });
      },
    );
}
await app.ready();
afterAll(() => app.close());

const seal = sealFor(app);
const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: { 'accept-language': 'en' } });

describe('sealed request bodies', () => {
  it('publishes the public key', async () => {
    const res = await app.inject({ url: '/wps/system/publicKey' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      alg: 'RSA-OAEP-256+A256GCM',
      kid: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
  });

  it('opens a body sealed with WebCrypto and validates the decrypted JSON', async () => {
    const res = await post('/wps/test/sealed', await seal({ name: 'Rina' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ name: 'Rina' });
  });

  it('refuses a plain body on a sealed route before the handler runs', async () => {
    handled.length = 0;
    const res = await post('/wps/test/sealed', { name: 'Rina' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'ENCRYPTION_REQUIRED' });
    expect(handled).toEqual([]);
  });

  it('asks for a refetch when the kid is not the current key', async () => {
    const res = await post('/wps/test/sealed', { ...(await seal({ name: 'Rina' })), kid: '0123456789abcdef' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('KEY_UNKNOWN');
  });

  it('rejects tampered ciphertext and bad base64', async () => {
    const sealed = await seal({ name: 'Rina' });
    const bytes = Buffer.from(sealed.data, 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const flipped = await post('/wps/test/sealed', { ...sealed, data: bytes.toString('base64url') });
    expect(flipped.statusCode).toBe(400);
    expect(flipped.json().code).toBe('SEALED_INVALID');
    const garbled = await post('/wps/test/sealed', { ...sealed, iv: '!!!' });
    expect(garbled.json().code).toBe('SEALED_INVALID');
  });

  it('answers a sealed body that fails the route schema with the usual VALIDATION', async () => {
    handled.length = 0;
    const res = await post('/wps/test/sealed', await seal({ name: '' }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.value.fields[0].field).toBe('name');
    expect(handled).toEqual([]);
  });

  it('leaves routes without the config alone', async () => {
    const res = await post('/wps/test/plain', { name: 'Rina' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ name: 'Rina' });
  });
});

describe('createSealedBox', () => {
  it('derives a stable kid from a given private key', () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    const a = createSealedBox({ privateKeyPem: pem.toString() });
    const b = createSealedBox({ privateKeyPem: pem.toString() });
    expect(a.kid).toMatch(/^[0-9a-f]{16}$/);
    expect(b.kid).toBe(a.kid);
    expect(b.publicKeyInfo()).toEqual(a.publicKeyInfo());
    expect(createSealedBox().kid).not.toBe(a.kid);
  });
});
