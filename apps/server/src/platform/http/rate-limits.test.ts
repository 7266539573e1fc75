import { API } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/harness';

// A tight rule on the captcha so the limit shows in three calls; the other rules keep their defaults.
const { app } = await testApp({
  antiBot: {
    rateLimits: {
      rules: {
        [`GET ${API.captcha}`]: { max: 2, windowMs: 60_000 },
        [`POST ${API.login}`]: { max: 1, windowMs: 60_000 },
      },
    },
  },
});
const captcha = (ip: string, lang = 'en') =>
  app.inject({ url: API.captcha, remoteAddress: ip, headers: { 'accept-language': lang } });

describe('per-IP, per-route rate limits', () => {
  it('answer 429 in the envelope, in the language asked, with Retry-After', async () => {
    expect((await captcha('10.1.0.1')).statusCode).toBe(200);
    expect((await captcha('10.1.0.1')).statusCode).toBe(200);
    const en = await captcha('10.1.0.1');
    expect(en.statusCode).toBe(429);
    const retryAfter = Number(en.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(en.json()).toEqual({
      success: false,
      value: null,
      code: 'RATE_LIMITED',
      message: `Too many requests, please retry in ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}`,
    });
    const bn = await captcha('10.1.0.1', 'bn');
    expect(bn.statusCode).toBe(429);
    expect(bn.json().message).toMatch(/অনেক বেশি অনুরোধ, \d+ সেকেন্ড পরে আবার চেষ্টা করুন/);
  });

  it('refuse a sealed call before its body is opened or checked', async () => {
    const login = () =>
      app.inject({
        method: 'POST',
        url: API.login,
        payload: { kid: 'x', key: 'x', iv: 'x', data: 'x' },
        remoteAddress: '10.1.0.9',
      });
    expect((await login()).json().code).not.toBe('RATE_LIMITED');
    const second = await login();
    expect(second.statusCode).toBe(429);
    expect(second.json().code).toBe('RATE_LIMITED');
  });

  it('let exactly the limit through a burst of 30 sent at once', async () => {
    const res = await Promise.all(Array.from({ length: 30 }, () => captcha('10.1.0.30')));
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(res.filter((r) => r.json().code === 'RATE_LIMITED')).toHaveLength(28);
  });

  it('count each IP apart', async () => {
    for (let i = 0; i < 3; i++) await captcha('10.1.0.2');
    expect((await captcha('10.1.0.3')).statusCode).toBe(200);
  });

  it('count each route apart', async () => {
    for (let i = 0; i < 3; i++) await captcha('10.1.0.4');
    const other = await app.inject({ url: API.antiBotChallenge, remoteAddress: '10.1.0.4' });
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-ratelimit-limit']).toBe('60');
  });

  it('leave the provider wallet API and non-public calls alone', async () => {
    for (let i = 0; i < 40; i++) {
      const wallet = await app.inject({
        method: 'POST',
        url: '/provider/v1/balance',
        payload: { playerId: '1' },
        remoteAddress: '10.1.0.5',
      });
      expect(wallet.statusCode).not.toBe(429);
      expect(wallet.headers['x-ratelimit-limit']).toBeUndefined();
    }
    const health = await app.inject({ url: '/healthz', remoteAddress: '10.1.0.5' });
    expect(health.headers['x-ratelimit-limit']).toBeUndefined();
  });
});
