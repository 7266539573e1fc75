import { API, imageList, LIMITS } from '@platform/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountsKit } from '../../../test/accounts-kit';
import { operatorLogin } from '../../../test/operator-kit';
import { ok } from '../../platform/http/reply';
import { IMAGE_BODY_LIMIT, uploadsService } from './uploads.service';
import { uploadsStore } from './uploads.store';

const { app, db, seal, brandId, member } = await accountsKit();
const uploads = uploadsService({ store: uploadsStore(), db });

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const img = (head: Buffer, size = head.length, name = 'a.png') => {
  const b = Buffer.alloc(size, 7);
  head.copy(b);
  return { name, data: b.toString('base64') };
};

// A route like the deposit's, so the whole path (body limit, envelope, language) is exercised.
const TEST_ROUTE = '/test/proof';
const login = async (account: string) => {
  const m = await member(account);
  const res = await app.inject({
    method: 'POST',
    url: API.login,
    payload: await seal({ username: account, password: 'Secret123' }),
  });
  return { id: m.id, headers: { token: res.json().value.token as string } };
};
let alice: Awaited<ReturnType<typeof login>>;
let bob: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      TEST_ROUTE,
      { bodyLimit: IMAGE_BODY_LIMIT, schema: { body: z.object({ proof: imageList() }) } },
      async (req) =>
        ok(req, await uploads.saveImages(db, { brandId, memberId: alice.id, field: 'proof', images: req.body.proof })),
    );
  alice = await login('alice01');
  bob = await login('bob01');
});

const post = (proof: unknown[], lang = 'en') =>
  app.inject({ method: 'POST', url: TEST_ROUTE, payload: { proof }, headers: { 'accept-language': lang } });

describe('upload checks (spec §5, §8 messages)', () => {
  it('refuses more than 3 images, naming the field', async () => {
    const res = await post([img(PNG), img(PNG), img(PNG), img(PNG)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'UPLOAD_TOO_MANY',
      message: "Can't accept upload more than 3 images",
      value: { fields: [{ field: 'proof', message: "Can't accept upload more than 3 images" }] },
    });
    expect((await post([img(PNG), img(PNG), img(PNG), img(PNG)], 'bn')).json().message).toBe(
      '3টির বেশি ছবি আপলোড করা যাবে না',
    );
  });

  it('refuses what is not png or jpeg by its bytes, whatever its name', async () => {
    const res = await post([img(PNG), img(GIF, GIF.length, 'fake.png')]);
    expect(res.json()).toMatchObject({
      code: 'UPLOAD_TYPE',
      message: 'Only acceptable png or jpg',
      value: { fields: [{ field: 'proof.1' }] },
    });
    expect((await post([{ name: 'x.jpg', data: '***not base64***' }])).json().code).toBe('UPLOAD_TYPE');
    expect((await post([img(GIF)], 'bn')).json().message).toBe('শুধুমাত্র png বা jpg গ্রহণযোগ্য');
  });

  it('refuses an image over 5 MB and accepts three of exactly 5 MB', async () => {
    const big = await post([img(JPEG, LIMITS.uploadMaxBytes + 1, 'big.jpg')]);
    expect(big.json()).toMatchObject({
      code: 'UPLOAD_TOO_LARGE',
      message: 'The image maximum size is 5MB',
      value: { fields: [{ field: 'proof.0' }] },
    });
    expect((await post([img(JPEG, LIMITS.uploadMaxBytes + 1)], 'bn')).json().message).toBe('ছবির সর্বোচ্চ আকার 5MB');
    const full = img(PNG, LIMITS.uploadMaxBytes);
    const res = await post([full, full, full]);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toHaveLength(3);
  });
});

describe('GET /wps/uploads/:id', () => {
  it('serves an image to its member and to an operator, and 404 to anyone else', async () => {
    const [id] = await uploads.saveImages(db, {
      brandId,
      memberId: alice.id,
      field: 'proof',
      images: [img(JPEG, 100, 'p.jpg'), img(PNG, 50)],
    });
    const url = API.upload.replace(':id', id as string);
    const own = await app.inject({ url, headers: alice.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.rawPayload.length).toBe(100);
    expect(own.rawPayload.subarray(0, 3)).toEqual(JPEG.subarray(0, 3));
    const op = await operatorLogin(app);
    expect((await app.inject({ url, headers: { token: op } })).statusCode).toBe(200);
    const other = await app.inject({ url, headers: bob.headers });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    expect((await app.inject({ url })).statusCode).toBe(401);
    expect((await app.inject({ url: API.upload.replace(':id', 'nope'), headers: alice.headers })).statusCode).toBe(404);
  });
});
