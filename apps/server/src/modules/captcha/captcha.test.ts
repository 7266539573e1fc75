import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/harness';
import { captchaService } from './captcha.service';
import { captchaStore } from './captcha.store';

const { app, db } = await testApp();

describe('GET /wps/captcha', () => {
  it('returns a fresh PNG each time, never cached', async () => {
    const a = await app.inject({ url: '/wps/captcha' });
    const b = await app.inject({ url: '/wps/captcha' });
    expect(a.headers['cache-control']).toBe('no-store');
    const va = a.json().value;
    expect(va.image).toMatch(/^data:image\/png;base64,/);
    const png = PNG.sync.read(Buffer.from(va.image.split(',')[1], 'base64'));
    expect(png.width).toBeGreaterThan(60);
    expect(va.captchaId).not.toBe(b.json().value.captchaId);
    expect(JSON.stringify(a.json())).not.toMatch(/answer/);
  });
});

describe('captcha answers', () => {
  let now = new Date('2026-01-01T00:00:00Z');
  const service = captchaService({ store: captchaStore(db), clock: () => now, secret: 's', ttlMs: 60_000 });

  it('accept the right answer once, in any case', async () => {
    const c = await service.issue();
    expect(await service.verify(c.captchaId, c.answer.toLowerCase())).toBe(true);
    expect(await service.verify(c.captchaId, c.answer)).toBe(false);
  });

  it('accept the right answer once among 30 checks sent at once', async () => {
    const c = await service.issue();
    const checks = await Promise.all(Array.from({ length: 30 }, () => service.verify(c.captchaId, c.answer)));
    expect(checks.filter(Boolean)).toHaveLength(1);
  });

  it('are used up by a wrong guess', async () => {
    const c = await service.issue();
    expect(await service.verify(c.captchaId, 'XXXX')).toBe(false);
    expect(await service.verify(c.captchaId, c.answer)).toBe(false);
  });

  it('expire', async () => {
    const c = await service.issue();
    now = new Date(now.getTime() + 61_000);
    expect(await service.verify(c.captchaId, c.answer)).toBe(false);
  });

  it('reject ids that are not captchas', async () => {
    expect(await service.verify('not-a-uuid', 'ABCD')).toBe(false);
  });
});
