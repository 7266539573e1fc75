import { REALTIME_CLOSE } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { realtimeKit, sleep } from './realtime.kit';

const { app, app2, brandId, urls, connect, track, alice, bob } = await realtimeKit();

describe('the realtime socket across two instances on one database', () => {
  it('delivers an event published on one instance to a socket held by the other, exactly once', async () => {
    const onTwo = await track(connect('two', alice.token));
    const alsoOnOne = await track(connect('one', alice.token));
    const other = await track(connect('two', bob.token));
    expect(onTwo.of('resync')[0]).toMatchObject({ type: 'resync', member: true });

    await app.realtime.realtime.publish({ type: 'messages', unread: 3 }, alice.id);
    await expect(onTwo.next('messages')).resolves.toEqual({ type: 'messages', unread: 3 });
    await sleep(300);
    expect(onTwo.of('messages')).toHaveLength(1);
    expect(alsoOnOne.of('messages')).toHaveLength(1);
    expect(other.of('messages')).toHaveLength(0);
  });

  it('reaches guests of the brand with brand-wide events', async () => {
    const guest = await track(connect('one', null));
    expect(guest.of('resync')[0]).toEqual({ type: 'resync', member: false, balance: null, unread: null, chat: false });
    await app2.realtime.realtime.publish({ type: 'announcement', id: 7 }, { brand: brandId });
    await expect(guest.next('announcement')).resolves.toEqual({ type: 'announcement', id: 7 });
    await app2.realtime.realtime.publish({ type: 'announcement', id: 8 }, { brand: brandId + 1000 });
    await sleep(300);
    expect(guest.of('announcement')).toHaveLength(1);
  });

  it('answers a ping with a pong', async () => {
    const c = await track(connect('one', null));
    c.ws.send(JSON.stringify({ type: 'ping', t: 42 }));
    await expect(c.next('pong')).resolves.toEqual({ type: 'pong', t: 42 });
  });

  it('closes a socket with a bad token with 4401 and delivers nothing', async () => {
    const c = await connect('two', 'not-a-token');
    expect(await c.closed).toBe(REALTIME_CLOSE.badToken);
    expect(c.events).toEqual([]);
  });

  it('closes a socket that sends something else than the messages', async () => {
    const ws = new WebSocket(urls.one as string);
    await new Promise((r) => ws.once('open', r));
    const closed = new Promise((r) => ws.on('close', (code) => r(code)));
    ws.send('{"type":"hello","token":12}');
    expect(await closed).toBe(REALTIME_CLOSE.badMessage);
  });
});

describe('after the listener connection drops', () => {
  it('reconnects, sends every socket a snapshot, and delivers again', async () => {
    const c = await track(connect('two', alice.token));
    const resyncs = c.of('resync').length;
    app2.realtime.realtime.breakListener();
    await expect.poll(() => c.of('resync').length, { timeout: 5000 }).toBeGreaterThan(resyncs);
    await app.realtime.realtime.publish({ type: 'messages', unread: 9 }, alice.id);
    await expect(c.next('messages')).resolves.toEqual({ type: 'messages', unread: 9 });
  });
});
