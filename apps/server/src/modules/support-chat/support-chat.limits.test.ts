import { SUPPORT_CHAT_API as P } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/harness';

// Tight rules so the limits show in a few calls; the chat routes keep their place in the table.
const { app } = await testApp({
  antiBot: {
    rateLimits: {
      rules: {
        [`POST ${P.launch}`]: { max: 2, windowMs: 60_000 },
        [`POST ${P.messages}`]: { max: 1, windowMs: 60_000 },
      },
    },
  },
});

describe('guest chat rate limits (per IP and route)', () => {
  it('hold new guests and their messages per address', async () => {
    const launch = (ip: string) =>
      app.inject({ method: 'POST', url: P.launch, remoteAddress: ip, payload: { name: 'Guest' } });
    const first = await launch('10.9.0.1');
    expect(first.statusCode).toBe(200);
    expect((await launch('10.9.0.1')).statusCode).toBe(200);
    const third = await launch('10.9.0.1');
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RATE_LIMITED');
    expect((await launch('10.9.0.2')).statusCode).toBe(200);

    const headers = { token: first.json().value.guestToken as string };
    const send = () =>
      app.inject({ method: 'POST', url: P.messages, remoteAddress: '10.9.0.1', headers, payload: { text: 'hi' } });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});
