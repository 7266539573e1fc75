import { SUPPORT_CHAT_API as P } from '@platform/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/harness';
import { chatMessages } from './support-chat.tables';

// Tight rules so the limits show in a few calls; the chat routes keep their place in the table.
const { app, db } = await testApp({
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

  it('hold a burst of 30 launches and 30 messages sent at once to the limit', async () => {
    const launch = () =>
      app.inject({ method: 'POST', url: P.launch, remoteAddress: '10.9.1.1', payload: { name: 'Guest' } });
    const launches = await Promise.all(Array.from({ length: 30 }, launch));
    const opened = launches.filter((r) => r.statusCode === 200);
    expect(opened).toHaveLength(2);
    expect(launches.filter((r) => r.json().code === 'RATE_LIMITED')).toHaveLength(28);

    const headers = { token: opened[0]?.json().value.guestToken as string };
    const sent = await Promise.all(
      Array.from({ length: 30 }, () =>
        app.inject({ method: 'POST', url: P.messages, remoteAddress: '10.9.1.2', headers, payload: { text: 'hi' } }),
      ),
    );
    expect(sent.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const conversation = opened[0]?.json().value.conversationId as number;
    const [n] = await db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.conversationId, conversation));
    expect(n?.n).toBe(1);
  });
});
