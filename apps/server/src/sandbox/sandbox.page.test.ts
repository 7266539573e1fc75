import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/harness';

const { app } = await testApp();

/** The url() of the Bengali regular face a page declares, or undefined. */
const bengaliFont = (html: string) =>
  /@font-face\{font-family:"Noto Sans Bengali";[^}]*font-weight:400;src:url\(([^)]+)\)/.exec(html)?.[1];

describe('sandbox payment page: Bengali shows as Bengali on a machine without a Bengali font', () => {
  it('declares Noto Sans Bengali from this origin, allows it in its CSP, and serves the woff2', async () => {
    const page = await app.inject({ url: '/sandbox/pay/SBXNOPE?lang=bn' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('পেমেন্ট পাওয়া যায়নি');
    const url = bengaliFont(page.body);
    expect(url).toMatch(/^\/sandbox\/fonts\/[\w-]+\.woff2$/);
    expect(page.headers['content-security-policy']).toContain("font-src 'self'");
    const font = await app.inject({ url: url as string });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('answers a name it does not serve with the 404 envelope, never a file outside its list', async () => {
    for (const url of ['/sandbox/fonts/nope.woff2', '/sandbox/fonts/..%2F..%2Fpackage.json']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});
