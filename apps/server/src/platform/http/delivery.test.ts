import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { API } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/harness';

// A built web app as `npm run build:web` leaves it: hashed assets with .br and .gz beside them.
const PRE_PAINT = "document.documentElement.className = 'dark';";
const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><html><head><script>${PRE_PAINT}</script><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`,
);
const js = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};`;
const asset = path.join(dist, 'assets', 'app-abc123.js');
writeFileSync(asset, js);
writeFileSync(`${asset}.br`, brotliCompressSync(js));
writeFileSync(`${asset}.gz`, gzipSync(js));

const { app } = await testApp({ webDist: dist });
const { app: httpsApp } = await testApp({ webDist: dist, publicUrl: 'https://www.royaltiger.example' });

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64');

describe('security headers', () => {
  it('the site answers with a CSP of its own origin, the pre-paint script by hash, and no framing by others', async () => {
    const res = await app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(`script-src 'self' 'sha256-${sha256(PRE_PAINT)}'`);
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Served over plain http (no https PUBLIC_URL): no HSTS, and nothing upgraded to https.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('assets and API answers carry them too', async () => {
    for (const url of ['/assets/app-abc123.js', API.whitelabel]) {
      const res = await app.inject({ url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
    }
  });

  it('over https (PUBLIC_URL https) browsers are told to stay on https', async () => {
    const res = await httpsApp.inject({ url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('the studio game window allows its own script by hash and is framed only by this site', async () => {
    const res = await app.inject({
      url: '/studio/play?vendor=STARSLOT&game=SS0001&demo=1',
      headers: { accept: 'text/html' },
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('the API reference keeps its own policy without forcing https on a plain-http site', async () => {
    const res = await app.inject({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('compressed and cached delivery', () => {
  it('sends the precompressed brotli or gzip file of a hashed asset, cached for good', async () => {
    const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);

    const gz = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);

    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('revalidates index.html on every visit', async () => {
    for (const url of ['/', '/agentHome']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('compresses JSON answers over the threshold', async () => {
    const res = await app.inject({ url: API.whitelabel, headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('application/json');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toMatchObject({ success: true });
    const gz = await app.inject({ url: API.whitelabel, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });
});
