import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installSecurityHeaders } from './security-headers';

const app = Fastify();
await installSecurityHeaders(app, {});
app.post('/provider/v1/bet', async () => ({ success: true }));
app.get('/wps/system/whitelabel', async () => ({ success: true }));

describe('security headers', () => {
  it('leave the server-to-server provider wallet API lean, and are on every other answer', async () => {
    const wallet = await app.inject({ method: 'POST', url: '/provider/v1/bet' });
    expect(wallet.headers['content-security-policy']).toBeUndefined();
    expect(wallet.headers['x-content-type-options']).toBeUndefined();
    const site = await app.inject({ url: '/wps/system/whitelabel' });
    expect(site.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(site.headers['x-content-type-options']).toBe('nosniff');
  });
});
