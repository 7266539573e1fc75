import { randomUUID } from 'node:crypto';
import {
  API,
  MESSAGES_API,
  REALTIME_API,
  REALTIME_CLOSE,
  type RealtimeEvent,
  SUPPORT_CHAT_API,
} from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { accountsKit } from '../../../test/accounts-kit';
import { operatorLogin } from '../../../test/operator-kit';
import { buildApp } from '../../app';
import { createDb, createPool } from '../../platform/db/client';

const { app, db, seal, member, brandId, tick, now } = await accountsKit();
// A second API node on the same database, with its own pool: what two instances behind a balancer are.
const pool2 = createPool(db.$client.options.connectionString as string, 3);
const app2 = await buildApp({
  db: createDb(pool2),
  secret: 'test-secret',
  defaultMerchant: 'RT',
  logLevel: 'silent',
  clock: now,
});
afterAll(async () => {
  await app2.close();
  await pool2.end();
});

const urls: Record<string, string> = {};
beforeAll(async () => {
  for (const [name, a] of [
    ['one', app],
    ['two', app2],
  ] as const) {
    await a.listen({ port: 0, host: '127.0.0.1' });
    const addr = a.server.address();
    urls[name] = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}${REALTIME_API.socket}`;
  }
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Client = {
  ws: WebSocket;
  events: RealtimeEvent[];
  closed: Promise<number>;
  /** The next event of that type not yet taken by an earlier next() (already received or still to come). */
  next<T extends RealtimeEvent['type']>(type: T, ms?: number): Promise<Extract<RealtimeEvent, { type: T }>>;
  of<T extends RealtimeEvent['type']>(type: T): Extract<RealtimeEvent, { type: T }>[];
};

/** A socket to instance `at` that says hello with `token` (null: guest); resolves after the snapshot (or the close). */
async function connect(at: 'one' | 'two', token: string | null): Promise<Client> {
  const ws = new WebSocket(urls[at] as string);
  const events: RealtimeEvent[] = [];
  const taken: Record<string, number> = {};
  const waiters = new Set<() => boolean>();
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const of = (type: string) => events.filter((e) => e.type === type);
  ws.on('message', (data) => {
    events.push(JSON.parse(String(data)) as RealtimeEvent);
    for (const w of waiters) if (w()) waiters.delete(w);
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const client: Client = {
    ws,
    events,
    closed,
    next: (type, ms = 3000) =>
      new Promise((resolve, reject) => {
        const t = setTimeout(() => {
          waiters.delete(take);
          reject(new Error(`no ${type} event in ${ms} ms`));
        }, ms);
        function take() {
          const n = taken[type] ?? 0;
          const e = of(type)[n];
          if (!e) return false;
          taken[type] = n + 1;
          clearTimeout(t);
          resolve(e as never);
          return true;
        }
        if (!take()) waiters.add(take);
      }),
    of: (type) => of(type) as never,
  };
  const first = Promise.race([client.next('resync'), closed]);
  ws.send(JSON.stringify({ type: 'hello', token }));
  await first;
  return client;
}
const open: Client[] = [];
afterAll(() => {
  for (const c of open) c.ws.terminate();
});
const track = async (p: Promise<Client>) => {
  const c = await p;
  open.push(c);
  return c;
};

async function login(account: string, password = 'Secret123') {
  const res = await app.inject({
    method: 'POST',
    url: API.login,
    payload: await seal({ username: account, password }),
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.token as string;
}

let alice: { id: number; token: string };
let bob: { id: number; token: string };
let op: string;
beforeAll(async () => {
  const a = await member('rtalice');
  const b = await member('rtbob');
  alice = { id: a.id, token: await login('rtalice') };
  bob = { id: b.id, token: await login('rtbob') };
  op = await operatorLogin(app);
});

const adjust = (memberId: number, amount: string) =>
  app.inject({
    method: 'POST',
    url: API.operatorAdjust.replace(':memberId', String(memberId)),
    payload: { direction: 'credit', amount, wallet: 'cash', reason: 'goodwill' },
    headers: { token: op, 'idempotency-key': randomUUID() },
  });

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

describe('balance events from the ledger tail', () => {
  it('sends the new balance to that member only, once, with both instances running the tail loop', async () => {
    const a = await track(connect('two', alice.token));
    const b = await track(connect('one', bob.token));
    const stops = [app.realtime.ledgerTail.loop.start(), app2.realtime.ledgerTail.loop.start()];
    try {
      await sleep(800); // both tried the lock; the elected one placed its cursor
      expect((await adjust(alice.id, '150.50')).statusCode).toBe(200);
      await expect(a.next('balance')).resolves.toEqual({ type: 'balance', balance: '150.50' });
      await sleep(700);
      expect(a.of('balance')).toHaveLength(1);
      expect(b.of('balance')).toHaveLength(0);
    } finally {
      await Promise.all(stops.map((s) => s()));
    }
  });

  it('finds a transfer committed after a later one (the gap is read again)', async () => {
    const tail = app.realtime.ledgerTail;
    const a = await track(connect('one', alice.token));
    const b = await track(connect('one', bob.token));
    await tail.step(); // the cursor is placed (at the end of the ledger) when it has none
    expect((await adjust(bob.id, '2.00')).statusCode).toBe(200);
    await tail.step();
    await expect(b.next('balance')).resolves.toEqual({ type: 'balance', balance: '2.00' });
    const account = async (kind: string) => {
      await db.execute(sql`insert into ledger_accounts (brand_id, kind, member_id) values (${brandId}, ${kind}, ${bob.id})
        on conflict do nothing`);
      const r = await db.execute<{ id: string }>(
        sql`select id from ledger_accounts where member_id = ${bob.id} and kind = ${kind}`,
      );
      return Number(r.rows[0]?.id);
    };
    const [cash, bonus] = [await account('member_cash'), await account('member_bonus')];
    // Bob's transfer takes its id first and commits after alice's later one.
    const held = await db.$client.connect();
    try {
      await held.query('begin');
      await held.query(`select * from ledger_post($1, 'test', $2, 'test', $3, $4, 100, '{}'::jsonb)`, [
        brandId,
        randomUUID(),
        cash,
        bonus,
      ]);
      expect((await adjust(alice.id, '1.00')).statusCode).toBe(200);
      await tail.step();
      await expect(a.next('balance')).resolves.toMatchObject({ type: 'balance' });
      await held.query('commit');
    } finally {
      held.release();
    }
    await tail.step();
    await expect(b.next('balance')).resolves.toEqual({ type: 'balance', balance: '1.00' });
    expect(b.of('balance')).toHaveLength(2);
  });
});

describe('kicked sockets', () => {
  it('a password change kicks the other sessions of the member, not the one that changed it', async () => {
    const m = await member('rtcarol');
    const here = await login('rtcarol');
    const there = await login('rtcarol');
    const mine = await track(connect('one', here));
    const other = await track(connect('two', there));
    const res = await app.inject({
      method: 'POST',
      url: API.changePassword,
      payload: await seal({ oldPassword: 'Secret123', newPassword: 'Newpass123', confirmNewPassword: 'Newpass123' }),
      headers: { token: here, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    await expect(other.next('kicked')).resolves.toEqual({ type: 'kicked', reason: 'password_changed' });
    expect(await other.closed).toBe(REALTIME_CLOSE.kicked);
    await sleep(200);
    expect(mine.of('kicked')).toHaveLength(0);
    expect(m.id).toBeGreaterThan(0);
  });

  it('a logout kicks the other tabs holding the same session', async () => {
    await member('rtdave');
    const token = await login('rtdave');
    const tab = await track(connect('two', token));
    await app.inject({ method: 'DELETE', url: API.logout, headers: { token } });
    await expect(tab.next('kicked')).resolves.toEqual({ type: 'kicked', reason: 'logout_elsewhere' });
    expect(await tab.closed).toBe(REALTIME_CLOSE.kicked);
  });
});

describe('a time-out ends every session', () => {
  it('kicks every socket of the member with excluded, after the block is written', async () => {
    await member('rterin');
    const one = await login('rterin');
    const two = await login('rterin');
    const a = await track(connect('one', one));
    const b = await track(connect('two', two));
    const res = await app.inject({
      method: 'POST',
      url: API.rgTimeout,
      payload: { duration: '24h' },
      headers: { token: one, 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect(a.next('kicked')).resolves.toEqual({ type: 'kicked', reason: 'excluded' });
    await expect(b.next('kicked')).resolves.toEqual({ type: 'kicked', reason: 'excluded' });
    expect(await b.closed).toBe(REALTIME_CLOSE.kicked);
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

describe('the watch job', () => {
  it('announces a maintenance window starting and ending, and a published announcement, once', async () => {
    const guest = await track(connect('one', null));
    await app.realtime.watch.run(); // places the mark
    const start = new Date(now().getTime() + 10_000);
    const end = new Date(now().getTime() + 70_000);
    await db.execute(sql`insert into maintenance_windows (brand_id, start_time, end_time, message)
      values (${brandId}, ${start}, ${end}, 'upgrade')`);
    await db.execute(sql`insert into announcements (brand_id, type, title, content, published_at)
      values (${brandId}, 'PL', '{"en":"t"}', '{"en":"c"}', ${start}) `);
    tick(60_000);
    await app.realtime.watch.run();
    await expect(guest.next('maintenance')).resolves.toEqual({
      type: 'maintenance',
      phase: 'started',
      status: 1,
      maintenance: { startTime: start.toISOString(), endTime: end.toISOString(), message: 'upgrade' },
    });
    await expect.poll(() => guest.of('announcement').length).toBe(1);
    await app2.realtime.watch.run();
    tick(60_000);
    await app2.realtime.watch.run();
    await expect(guest.next('maintenance')).resolves.toMatchObject({ phase: 'ended', status: 0 });
    await sleep(200);
    expect(guest.of('maintenance')).toHaveLength(2);
    expect(guest.of('announcement')).toHaveLength(1);
  });
});

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
