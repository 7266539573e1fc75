import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/harness';

const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dist, 'ops.html'), '<!doctype html><div id="root" data-app="ops"></div>');
writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
writeFileSync(
  path.join(dist, 'manifest.webmanifest'),
  JSON.stringify({
    name: 'Build name',
    short_name: 'Build',
    lang: 'en',
    start_url: '/?source=app',
    display: 'standalone',
  }),
);
const { app } = await testApp({ webDist: dist });

describe('serving the web app', () => {
  it('answers every history-mode route with the app', async () => {
    for (const url of ['/', '/agentHome', '/vnLottery', '/rng?vassalage=TIGER_REELS', '/help']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('id="root"');
    }
  });

  it('answers /ops and every page below it with the back office, and nothing else with it', async () => {
    for (const url of ['/ops', '/ops/', '/ops/members/12', '/ops/login?next=%2Fops']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('data-app="ops"');
    }
    for (const url of ['/opsx', '/member/ops']) expect((await app.inject({ url })).body, url).not.toContain('data-app');
  });

  it('names the installable app after the brand of the host, in its default language', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.json()).toMatchObject({
      name: 'Royal Tiger',
      short_name: 'Royal Tiger',
      lang: 'bn',
      display: 'standalone',
    });
  });

  it('caches hashed assets for good and never answers a missing asset with HTML', async () => {
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ url: '/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('answers a page path it does not know with the app, whose router shows Page-not-found', async () => {
    for (const url of ['/index.htm', '/index.html', '/promo.php', '/no/such/page', '/old-site/default.aspx?id=3']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('id="root"');
    }
  });

  it('answers a missing script, style, image or font with a 404 envelope, whatever the folder', async () => {
    for (const url of ['/main.js', '/static/banners/gone.svg', '/fonts/x.woff2', '/favicon.ico', '/studio/nothing']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('keeps API paths out of the fallback', async () => {
    for (const url of ['/wps/unknown', '/lgw/unknown.htm', '/provider/x', '/docs/none']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    const post = await app.inject({ method: 'POST', url: '/index.htm' });
    expect(post.statusCode).toBe(404);
  });
});
