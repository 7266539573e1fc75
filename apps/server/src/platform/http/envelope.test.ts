import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testApp } from '../../../test/harness';
import { AppError } from './app-error';
import { ok } from './reply';
import { responses } from './schemas';

const { app } = await testApp();
// Routes that exist only in this test, to drive the shared error paths.
const stored: unknown[] = [];
app.withTypeProvider<ZodTypeProvider>().post(
  '/wps/test/echo',
  {
    schema: {
      body: z.object({ name: z.string().min(2).max(5), age: z.number().int().min(18) }),
      response: responses(z.object({ name: z.string(), age: z.number() })),
    },
  },
  async (req) => {
    stored.push(req.body);
    return ok(req, req.body);
  },
);
app.get('/wps/test/conflict', async () => {
  throw new AppError('TOO_MANY_REQUESTS', { minutes: 5 });
});
app.get('/wps/test/crash', async () => {
  throw new Error('secret internals');
});

const post = (payload: string, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: '/wps/test/echo',
    payload,
    headers: { 'content-type': 'application/json', 'accept-language': lang },
  });

describe('the API envelope', () => {
  it('wraps a success', async () => {
    const res = await post(JSON.stringify({ name: 'Rina', age: 20 }));
    expect(res.json()).toEqual({ success: true, value: { name: 'Rina', age: 20 }, message: 'Success', code: 'OK' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('drops fields the route does not know before they reach the service', async () => {
    stored.length = 0;
    await post(JSON.stringify({ name: 'Rina', age: 20, isAdmin: true }));
    expect(stored).toEqual([{ name: 'Rina', age: 20 }]);
  });

  it('names each bad field and its rule, and changes nothing', async () => {
    stored.length = 0;
    const res = await post(JSON.stringify({ name: 'R', age: 15 }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.value.fields).toEqual([
      { field: 'name', rule: 'minLength', message: 'Name must be at least 2 characters' },
      { field: 'age', rule: 'min', message: 'age must be at least 18' },
    ]);
    expect(body.message).toBe('Please check Name: Name must be at least 2 characters');
    expect(stored).toEqual([]);
  });

  it('reports a missing field as required, in Bengali by default', async () => {
    const res = await post(JSON.stringify({ age: 20 }), 'bn');
    expect(res.json().value.fields[0]).toEqual({ field: 'name', rule: 'required', message: 'নাম আবশ্যক' });
  });

  it('answers malformed JSON and wrong content types with 4xx envelopes', async () => {
    const bad = await post('{"name":');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    const media = await app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      payload: 'x',
      headers: { 'content-type': 'text/csv' },
    });
    expect(media.statusCode).toBe(415);
    expect(media.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('fills catalogue messages with their parameters', async () => {
    const res = await app.inject({ url: '/wps/test/conflict', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      success: false,
      value: null,
      message: 'Too many requests, please retry after 5 minutes',
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it('never leaks internals of an unexpected error', async () => {
    const res = await app.inject({ url: '/wps/test/crash', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, value: null, message: 'Unknown error', code: 'INTERNAL' });
    expect(res.body).not.toContain('secret internals');
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await app.inject({ url: '/wps/nope', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, value: null, message: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('health and the API reference', () => {
  it('is alive and ready', async () => {
    expect((await app.inject({ url: '/healthz' })).json().value).toEqual({ status: 'ok' });
    expect((await app.inject({ url: '/readyz' })).json().value).toEqual({ status: 'ok' });
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/wps/system/whitelabel', '/wps/captcha', '/lgw/games/game_menus']),
    );
    expect((await app.inject({ url: '/docs' })).statusCode).toBeLessThan(400);
  });
});
