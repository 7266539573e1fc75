import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/harness';

const { app } = await testApp();
app.get('/wps/test/slow', async () => {
  await sleep(300);
  return { success: true, value: 'done', message: '', code: 'OK' };
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then refuses new ones', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = fetch(`http://127.0.0.1:${port}/wps/test/slow`).then((r) => r.json());
    await sleep(50);
    const closing = app.close();
    expect(await inFlight).toMatchObject({ value: 'done' });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
