import { MESSAGES_API, SUPPORT_CHAT_API } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { realtimeKit, sleep } from './realtime.kit';

const { app, connect, track, alice, bob, op } = await realtimeKit();

describe('messages and chat on the socket', () => {
  it("an operator's message pushes the new unread count to the member's sockets on every instance", async () => {
    const a = await track(connect('two', alice.token));
    const b = await track(connect('one', bob.token));
    const sent = await app.inject({
      method: 'POST',
      url: MESSAGES_API.operatorSend,
      headers: { token: op },
      payload: { audience: 'members', members: ['rtalice'], title: { en: 'Hello' }, body: { en: 'Welcome back' } },
    });
    expect(sent.statusCode).toBe(200);
    const pushed = await a.next('messages');
    expect(pushed.unread).toBeGreaterThanOrEqual(1);
    await sleep(300);
    expect(b.of('messages')).toHaveLength(0);
    // The snapshot of a new socket carries the same count.
    const later = await track(connect('one', alice.token));
    expect(later.of('resync')[0]).toMatchObject({ member: true, unread: pushed.unread });
  });

  it("an operator's chat reply reaches the member's socket as a chat event", async () => {
    const a = await track(connect('one', alice.token));
    const memberHeaders = { token: alice.token };
    await app.inject({ method: 'POST', url: SUPPORT_CHAT_API.opPresence, headers: { token: op } });
    const launched = await app.inject({
      method: 'POST',
      url: SUPPORT_CHAT_API.launch,
      headers: memberHeaders,
      payload: {},
    });
    expect(launched.statusCode).toBe(200);
    const asked = await app.inject({
      method: 'POST',
      url: SUPPORT_CHAT_API.messages,
      headers: memberHeaders,
      payload: { text: 'Where is my deposit?' },
    });
    expect(asked.statusCode).toBe(200);
    const history = await app.inject({ url: SUPPORT_CHAT_API.messages, headers: memberHeaders });
    const cid = history.json().value.conversationId as number;
    const reply = await app.inject({
      method: 'POST',
      url: SUPPORT_CHAT_API.opMessages.replace(':id', String(cid)),
      headers: { token: op },
      payload: { text: 'Looking now' },
    });
    expect(reply.statusCode).toBe(200);
    const chat = await a.next('chat');
    expect(chat.event).toMatchObject({ conversationId: cid });
  });

  it("a chat guest's socket and the operators' console sockets carry their chat events", async () => {
    await app.inject({ method: 'POST', url: SUPPORT_CHAT_API.opPresence, headers: { token: op } });
    const launched = (
      await app.inject({ method: 'POST', url: SUPPORT_CHAT_API.launch, payload: { name: 'Rahim' } })
    ).json().value;
    const guestToken = launched.guestToken as string;
    const guest = await track(connect('two', guestToken));
    const console = await track(connect('one', op));
    expect(guest.of('resync')[0]).toMatchObject({ member: false, chat: true });
    expect(console.of('resync')[0]).toMatchObject({ member: false, chat: true });

    const asked = await app.inject({
      method: 'POST',
      url: SUPPORT_CHAT_API.messages,
      headers: { token: guestToken },
      payload: { text: 'Can you help me?' },
    });
    expect(asked.statusCode).toBe(200);
    const toConsole = await console.next('chat');
    expect(toConsole.event).toMatchObject({ type: 'chat.message', conversationId: launched.conversationId });

    const reply = await app.inject({
      method: 'POST',
      url: SUPPORT_CHAT_API.opMessages.replace(':id', String(launched.conversationId)),
      headers: { token: op },
      payload: { text: 'Of course' },
    });
    expect(reply.statusCode).toBe(200);
    const toGuest = await guest.next('chat');
    expect(toGuest.event).toMatchObject({ type: 'chat.message', conversationId: launched.conversationId });
  });
});
