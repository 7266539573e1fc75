import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installCompression } from './compression';

// The provider wallet API's answers are always small; a large one shows the rule itself.
const big = { success: true, value: 'x'.repeat(8000) };
const app = Fastify();
await installCompression(app);
app.post('/provider/v1/balance', async () => big);
app.get('/wps/system/whitelabel', async () => big);

describe('compression rules', () => {
  it('never compresses the provider wallet API, whatever its size or the client accepts', async () => {
    const res = await app.inject({ method: 'POST', url: '/provider/v1/balance', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(JSON.stringify(big));
  });

  it('compresses other answers of the same size', async () => {
    const res = await app.inject({ url: '/wps/system/whitelabel', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
  });
});
