import { randomUUID } from 'node:crypto';
import { API, REALTIME_API, type RealtimeEvent } from '@platform/contracts';
import { afterAll, expect } from 'vitest';
import WebSocket from 'ws';
import { accountsKit } from '../../../test/accounts-kit';
import { operatorLogin } from '../../../test/operator-kit';
import { buildApp } from '../../app';
import { createDb, createPool } from '../../platform/db/client';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Client = {
  ws: WebSocket;
  events: RealtimeEvent[];
  closed: Promise<number>;
  /** The next event of that type not yet taken by an earlier next() (already received or still to come). */
  next<T extends RealtimeEvent['type']>(type: T, ms?: number): Promise<Extract<RealtimeEvent, { type: T }>>;
  of<T extends RealtimeEvent['type']>(type: T): Extract<RealtimeEvent, { type: T }>[];
};

/**
 * What the realtime tests share: two API instances on one database, each listening on its own
 * port (what two nodes behind a balancer are), sockets to either, two members (rtalice, rtbob)
 * logged in and the demo operator's token. Sockets and the second instance close after the file.
 */
export async function realtimeKit() {
  const kit = await accountsKit();
  const { app, db, seal, member, now } = kit;
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
  for (const [name, a] of [
    ['one', app],
    ['two', app2],
  ] as const) {
    await a.listen({ port: 0, host: '127.0.0.1' });
    const addr = a.server.address();
    urls[name] = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}${REALTIME_API.socket}`;
  }

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
  /** A socket closed with the file. */
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

  const a = await member('rtalice');
  const b = await member('rtbob');
  const alice = { id: a.id, token: await login('rtalice') };
  const bob = { id: b.id, token: await login('rtbob') };
  const op = await operatorLogin(app);

  /** An operator's cash credit to the member (a ledger transfer the tail sees). */
  const adjust = (memberId: number, amount: string) =>
    app.inject({
      method: 'POST',
      url: API.operatorAdjust.replace(':memberId', String(memberId)),
      payload: { direction: 'credit', amount, wallet: 'cash', reason: 'goodwill' },
      headers: { token: op, 'idempotency-key': randomUUID() },
    });

  return { ...kit, app2, urls, connect, track, login, alice, bob, op, adjust };
}
